import FormFillModel

/// Words that tell what a form is for (from the form's name, id and action, its buttons and its fields'
/// labels) and words that mark a field that must never be filled.
enum FormPatterns {
    static let signIn = WordList([
        "en": "sign in|signin|log in|login|logon|log on|sign on|signon|=auth|authenticate|session",
        "de": "anmelden|einloggen|anmeldung",
        "fr": "se connecter|connexion|identification|s'identifier",
        "es": "iniciar sesión|iniciar sesion|acceder|ingresar|=entrar",
        "it": "accedi|accesso|entra",
        "pt": "entrar|iniciar sessão|fazer login",
        "nl": "inloggen|aanmelden",
        "ru": "войти|вход|авторизация",
        "zh": "登录|登入|登錄",
        "ja": "ログイン|サインイン",
        "ko": "로그인",
        "tr": "giriş|giriş yap|oturum aç",
        "pl": "zaloguj|logowanie",
        "id": "masuk|=login",
        "hi": "लॉग इन|साइन इन|प्रवेश",
    ])

    static let signUp = WordList([
        "en": "sign up|signup|register|registration|create account|create an account|create your account|join|new account|enroll|=reg|get started|open account",
        "de": "registrieren|registrierung|konto erstellen|konto anlegen|neues konto",
        "fr": "s'inscrire|inscription|créer un compte|créer mon compte",
        "es": "registrarse|regístrate|registro|crear cuenta|crear una cuenta",
        "it": "registrati|registrazione|crea account|iscriviti",
        "pt": "cadastre-se|cadastro|cadastrar|registrar|criar conta|registo",
        "nl": "registreren|account aanmaken|aanmelden nieuw",
        "ru": "регистрация|зарегистрироваться|создать аккаунт",
        "zh": "注册|註冊|创建账户|创建帐户",
        "ja": "新規登録|会員登録|アカウント作成|登録",
        "ko": "회원가입|가입|계정 만들기",
        "tr": "kaydol|üye ol|kayıt ol|hesap oluştur",
        "pl": "zarejestruj|rejestracja|załóż konto|utwórz konto",
        "id": "daftar|buat akun|registrasi",
        "hi": "पंजीकरण|साइन अप|रजिस्टर",
    ])

    static let changePassword = WordList([
        "en": "change password|changepassword|change your password|update password|reset password|resetpassword|new password|password change|password reset",
        "de": "passwort ändern|kennwort ändern|passwort zurücksetzen|neues passwort",
        "fr": "changer le mot de passe|modifier le mot de passe|réinitialiser|nouveau mot de passe",
        "es": "cambiar contraseña|restablecer contraseña|nueva contraseña",
        "it": "cambia password|modifica password|reimposta password|nuova password",
        "pt": "alterar senha|redefinir senha|nova senha|mudar senha",
        "nl": "wachtwoord wijzigen|wachtwoord herstellen|nieuw wachtwoord",
        "ru": "сменить пароль|изменить пароль|новый пароль",
        "zh": "修改密码|更改密码|重置密码|新密码",
        "ja": "パスワード変更|パスワードの変更|新しいパスワード",
        "ko": "비밀번호 변경|새 비밀번호",
        "tr": "şifre değiştir|şifreyi değiştir|yeni şifre",
        "pl": "zmień hasło|zmiana hasła|nowe hasło",
        "id": "ubah kata sandi|ganti kata sandi|kata sandi baru",
        "hi": "पासवर्ड बदलें",
    ])

    static let search = WordList([
        "en": "search|=q|=query|=keyword|keywords|=find|=s|=term|=kw|lookup|=searchterm",
        "de": "suche|suchen|stichwort",
        "fr": "recherche|rechercher|chercher",
        "es": "buscar|búsqueda",
        "it": "cerca|ricerca",
        "pt": "pesquisar|pesquisa|buscar|busca",
        "nl": "zoeken|zoek",
        "ru": "поиск|найти|искать",
        "zh": "搜索|搜尋|查找",
        "ja": "検索",
        "ko": "검색",
        "tr": "=ara|arama",
        "pl": "szukaj|wyszukaj",
        "id": "=cari|pencarian",
        "hi": "खोज|खोजें",
    ])

    static let newsletter = WordList([
        "en": "newsletter|subscribe|subscription|sign up for|mailing list|updates|offers|=news|stay in touch|get emails|email signup|email sign up|emailsignup|join our list|deals",
        "de": "newsletter|abonnieren|anmelden zum newsletter",
        "fr": "lettre d'information|infolettre|abonner|s'abonner",
        "es": "boletín|suscribir|suscríbete|suscribirse",
        "it": "iscriviti alla newsletter|iscriviti|notiziario",
        "pt": "assinar|inscreva-se|boletim informativo",
        "nl": "nieuwsbrief|inschrijven|abonneren",
        "ru": "рассылка|подписаться|подписка",
        "zh": "订阅|訂閱|电子报",
        "ja": "メールマガジン|メルマガ|購読",
        "ko": "뉴스레터|구독",
        "tr": "bülten|abone ol",
        "pl": "subskrybuj|zapisz się|biuletyn",
        "id": "berlangganan|buletin",
        "hi": "सदस्यता|न्यूज़लेटर",
    ])

    static let captcha = WordList("captcha|recaptcha|hcaptcha|word in the picture|word in the image|word shown|word above|type the word|enter the word|letters shown|letters above|characters above|characters you see|security check|text shown above|text shown below|shown above|shown in the image|text in the image|enter the text you see|verification image|characters shown|characters in the image|type the characters|prove you are human|are you human|bestätigungsbild|imagen de verificación|验证图片|画像認証|kod z obrazka|@=cap_code")

    /// Names and labels of trap fields that only a bot fills.
    static let honeypot = WordList("honeypot|honey pot|@=hp|@=hpot|leave this empty|leave blank|leave this field blank|leave empty|do not fill|don't fill|dont fill|if you are human|if you are a human|bot trap|@=trap|@botcheck|@=bot|@nospam|@antispam|@anti spam|@=spam|@=honey|fax only|@=bait")

    /// Names that a bot likes to fill and that a login form does not have: in a login form, a trap.
    static let bait = WordList("@=website|@=url|@=homepage|@=home page|@=web|@=company website|@=your website|@=site")

    /// Fields about something else than the person, the address or the card, whatever other words they
    /// contain ("gift card number", "promo code", "last 4 digits of SSN"): no designation from words.
    /// Determiners and object pronouns: after a field word they make it a verb with its object ("address
    /// this", "email us", "name your price"); a noun is followed by none of them ("street address", "email
    /// address (optional)"). English only: other languages' labels use a noun form distinct from the verb.
    static let verbObjects = wordSet("this|that|these|those|the|a|an|me|us|him|her|them|it|you|my|our|your|his|their")

    /// What comes before a verb: nothing (the label starts with it), an infinitive's "to", a subject or a
    /// modal. After anything else the word is a noun followed by a sentence the label ran into, as in
    /// "Billing Phone Your registered number is required".
    static let verbLeads = wordSet("to|please|i|we|you|they|will|ll|can|may|must|should|shall|would|could|and|or|not|t")

    private static func wordSet(_ words: String) -> Set<[UInt8]> {
        Set(words.split(separator: "|").map { Array($0.utf8) })
    }

    /// Whether the word of a label at `range` is a verb: followed by a whole word of ``verbObjects`` and
    /// preceded by nothing or a word of ``verbLeads``.
    static func isVerbUse(in text: MatchText, at range: Range<Int>) -> Bool {
        let hay = text.compact, end = range.upperBound, start = range.lowerBound
        guard end < hay.count, text.isTokenEnd(end), text.isTokenStart(end), text.isTokenStart(start) else { return false }
        var stop = end + 1
        while stop < hay.count, !text.isTokenEnd(stop) { stop += 1 }
        guard stop - end <= 5, verbObjects.contains(Array(hay[end..<stop])) else { return false }
        guard start > 0 else { return true }
        guard text.isTokenEnd(start) else { return false }
        var lead = start - 1
        while lead > 0, !text.isTokenStart(lead) { lead -= 1 }
        return start - lead <= 6 && verbLeads.contains(Array(hay[lead..<start]))
    }

    static let veto = WordList("store card|storecard|stored value|store value|storevalue|club card|clubcard|member card|membercard|membership card|loyalty card|rewards card|reward card|bonus card|points card|kundenkarte|carte de fidélité|tarjeta de fidelidad|national id|national identity|=nid|=sin number|passport number|driver license|driver's license|drivers license|order id|orderid|invoice number|gift card|giftcard|gift certificate|coupon|promo|promotion|voucher|discount|redeem|=ssn|social security|tax id|taxid|=vat|loyalty|rewards number|member number|membership number|gift message|referral|@=fax|@=label|address label|address nickname|tracking number|order number|=sku|quantity|=qty")

    /// Card words for whole forms (name, id, action, headings).
    static let payment = WordList("checkout|payment|billing|credit card|card details|pay now|place order|kasse|zahlung|paiement|pago|pagamento|betaling|оплата|支付|付款|お支払い|결제|ödeme|płatność|pembayaran|भुगतान")

    static let address = WordList("address|shipping|delivery|billing address|adresse|lieferadresse|livraison|envío|dirección|spedizione|entrega|verzending|доставка|地址|配送|お届け先|배송|teslimat|dostawa|pengiriman|पता")
}
