import FormFillModel

/// Words for user names, e-mail, passwords and one-time codes. Password rules only propose "a password";
/// whether it is the current or a new one is decided by ``PasswordRoleWords`` and the form kind.
enum LoginPatterns {
    static let username: Lexicon = [
        "en": "username|user name|userid|user id|=user|=login|login id|loginid|login name|account name|=uname|=uid|screen name|member id|customer id|sign in id",
        "de": "benutzername|benutzerkennung|anmeldename|nutzername|kennung",
        "fr": "nom d'utilisateur|nom utilisateur|identifiant|pseudo",
        "es": "nombre de usuario|usuario|=id de usuario",
        "it": "nome utente|utente",
        "pt": "nome de usuário|nome de utilizador|usuário|utilizador",
        "nl": "gebruikersnaam|inlognaam",
        "ru": "имя пользователя|логин|пользователь",
        "zh": "用户名|用戶名|账号|帐号|賬號|登录名",
        "ja": "ユーザー名|ユーザ名|ユーザーid|ログインid|アカウント名",
        "ko": "아이디|사용자 이름|사용자명|계정",
        "tr": "kullanıcı adı|kullanici adi",
        "pl": "nazwa użytkownika|login użytkownika",
        "id": "nama pengguna",
        "hi": "उपयोगकर्ता नाम|यूज़रनेम",
    ]

    static let email: Lexicon = [
        "en": "email|e mail|mail address|=mail|emailaddress",
        "de": "e-mail-adresse|mailadresse",
        "fr": "courriel|adresse électronique|adresse mail",
        "es": "correo|correo electrónico",
        "it": "posta elettronica|indirizzo email",
        "pt": "endereço de email|correio eletrônico",
        "nl": "e-mailadres|emailadres",
        "ru": "электронная почта|эл почта|почта|емейл",
        "zh": "邮箱|电子邮件|電子郵件|邮件地址|郵箱",
        "ja": "メールアドレス|メール|電子メール",
        "ko": "이메일|전자우편|메일",
        "tr": "e-posta|eposta",
        "pl": "adres e-mail|poczta",
        "id": "surel|alamat email",
        "hi": "ईमेल|ई-मेल",
    ]

    static let password: Lexicon = [
        "en": "password|passwd|passcode|=pass|=pwd|=pw|=passw|passphrase",
        "de": "passwort|kennwort",
        "fr": "mot de passe|=mdp",
        "es": "contraseña|clave",
        "it": "parola d'ordine|=password",
        "pt": "senha|palavra-passe",
        "nl": "wachtwoord",
        "ru": "пароль",
        "zh": "密码|密碼|口令",
        "ja": "パスワード|暗証番号",
        "ko": "비밀번호|암호|패스워드",
        "tr": "şifre|parola",
        "pl": "hasło",
        "id": "kata sandi|sandi",
        "hi": "पासवर्ड",
    ]

    static let oneTimeCode: Lexicon = [
        "en": "one-time|one time code|onetime|=otp|otp code|totp|verification code|verify code|authentication code|auth code|2fa|two-factor|two factor|mfa code|=mfa|security token|access code|sms code|=token|=code|authenticator",
        "de": "bestätigungscode|einmalcode|einmalpasswort|verifizierungscode|authentifizierungscode|=code",
        "fr": "code de vérification|code à usage unique|code de confirmation|code d'authentification",
        "es": "código de verificación|código de un solo uso|código de acceso|=código",
        "it": "codice di verifica|codice monouso|codice otp|=codice",
        "pt": "código de verificação|código de acesso|=código",
        "nl": "verificatiecode|eenmalige code|=code",
        "ru": "код подтверждения|одноразовый код|=код",
        "zh": "验证码|驗證碼|动态码|动态密码",
        "ja": "確認コード|認証コード|ワンタイムパスワード",
        "ko": "인증번호|인증 코드|인증코드|보안코드 입력",
        "tr": "doğrulama kodu|tek kullanımlık",
        "pl": "kod weryfikacyjny|kod jednorazowy",
        "id": "kode verifikasi|kode otp",
        "hi": "सत्यापन कोड|ओटीपी",
    ]

    static let rules: [FieldRule] = [
        FieldRule(.username, WordSpec.list(username), not: "first|last|full name|company|search"),
        FieldRule(.email, WordSpec.list(email), not: "newsletter|subscribe|voicemail|mailing address|mail stop|mailstop"),
        FieldRule(.currentPassword, WordSpec.list(password), not: "hint|question|forgot|answer"),
        FieldRule(.oneTimeCode, WordSpec.list(oneTimeCode, weight: 0.9),
                  not: "postal|zip|post code|area|country|promo|coupon|discount|gift|voucher|referral|security code|card|cvv|cvc|csc|captcha|invite|invitation|phone|tel|verification number|tracking|sort code|swift|product|offer|reward|source|access code required|redeem|pin"),
    ]
}

/// Words that turn "a password" into the current one, a new one, or the confirmation of a new one.
enum PasswordRoleWords {
    static let current = WordList([
        "en": "current|old|existing|present|=cur|=curr",
        "de": "aktuell|alt|bisherig",
        "fr": "actuel|ancien",
        "es": "actual|anterior",
        "it": "attuale|vecchia",
        "pt": "atual|antiga",
        "nl": "huidig|oud",
        "ru": "текущий|старый|нынешний",
        "zh": "当前|目前|旧|原",
        "ja": "現在|古い",
        "ko": "기존|현재",
        "tr": "mevcut|eski",
        "pl": "obecne|stare|aktualne",
        "id": "saat ini|lama",
        "hi": "वर्तमान|पुराना",
    ])
    static let new = WordList([
        "en": "new|create|choose|=set",
        "de": "neu|erstellen|wählen",
        "fr": "nouveau|nouvel|créer|choisir",
        "es": "nuevo|nueva|crear|elige",
        "it": "nuova|nuovo|crea|scegli",
        "pt": "nova|novo|criar|escolha",
        "nl": "nieuw|kies|aanmaken",
        "ru": "новый|придумайте",
        "zh": "新|设置",
        "ja": "新しい",
        "ko": "새",
        "tr": "yeni|oluştur",
        "pl": "nowe|utwórz",
        "id": "baru|buat",
        "hi": "नया",
    ])
    static let confirm = WordList([
        "en": "confirm|repeat|retype|re-type|reenter|re-enter|again|verify|verification|=conf|=confirm|password2|passwd2|pass2|pwd2|@=pw2|=repeat",
        "de": "bestätigen|bestätigung|wiederholen|wiederholung",
        "fr": "confirmer|confirmation|répéter|ressaisir",
        "es": "confirmar|confirmación|repetir|repita",
        "it": "conferma|ripeti|ripetere",
        "pt": "confirmar|confirmação|repita",
        "nl": "bevestig|herhaal|opnieuw",
        "ru": "подтвер|повтор|ещё раз|еще раз",
        "zh": "确认|確認|再次|重复",
        "ja": "確認|再入力|もう一度",
        "ko": "확인|재입력|다시",
        "tr": "tekrar|onayla|doğrula",
        "pl": "potwierdź|powtórz|ponownie",
        "id": "konfirmasi|ulangi",
        "hi": "पुष्टि|दोबारा",
    ])
}

/// The password words of every language, as one list (a decoy's words are weighed against them).
enum PasswordWords {
    static let list = WordList(LoginPatterns.password)
}

/// Words that make a `type=password` box something other than a password: a masked social-security number,
/// PIN, one-time or verification code, card number or security code (see ``LoginRoles``).
enum PasswordDecoyWords {
    /// Say "not a password" even beside the word password ("one-time password", "SMS password").
    static let always = WordList([
        "en": "one time password|onetimepassword|one-time password|=otp|otp code|sms|=token|2fa|second factor|two factor|two-factor|=mfa|=totp|=ssn|social security|socialsecurity|national id|tax id|=cvv|=cvc|=csc|=cvv2|cc number|ccnumber|card number|cardnumber|credit card|=vcode|security code|verification code",
        "de": "einmalpasswort|=tan|sozialversicherungsnummer|kartennummer|prüfnummer",
        "fr": "code de vérification|numéro de carte|numéro de sécurité sociale",
        "es": "código de verificación|número de tarjeta",
    ])
    /// A PIN: no password beside a real one, but a bank's login calls its password a PIN ("Anmeldename" and
    /// "PIN"), so a lone PIN box is the password even when its label says PIN.
    static let pin = WordList("=pin|pin code|pincode|=pin number")
    /// Say "not a password" only where no password word is: "verification_type" is a code, "verify password"
    /// the confirmation of one.
    static let withoutPasswordWord = WordList("verification|verif|=verify|=code|=security")
}
