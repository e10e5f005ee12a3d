import FormFillClassifier
import FormFillModel
import Testing

/// The words for user name, e-mail, password, sign in and code in every language the tables cover, as real
/// pages label them.
@Suite struct LanguageTests {
    struct Words: Sendable, CustomStringConvertible {
        var language: String, username: String, email: String, password: String, signIn: String, code: String
        var description: String { language }
    }

    static let languages: [Words] = [
        Words(language: "en", username: "Username", email: "Email address", password: "Password", signIn: "Sign in", code: "Verification code"),
        Words(language: "de", username: "Benutzername", email: "E-Mail-Adresse", password: "Passwort", signIn: "Anmelden", code: "Bestätigungscode"),
        Words(language: "fr", username: "Nom d'utilisateur", email: "Adresse e-mail", password: "Mot de passe", signIn: "Se connecter", code: "Code de vérification"),
        Words(language: "es", username: "Nombre de usuario", email: "Correo electrónico", password: "Contraseña", signIn: "Iniciar sesión", code: "Código de verificación"),
        Words(language: "it", username: "Nome utente", email: "Indirizzo email", password: "Password", signIn: "Accedi", code: "Codice di verifica"),
        Words(language: "pt", username: "Nome de usuário", email: "Endereço de email", password: "Senha", signIn: "Entrar", code: "Código de verificação"),
        Words(language: "nl", username: "Gebruikersnaam", email: "E-mailadres", password: "Wachtwoord", signIn: "Inloggen", code: "Verificatiecode"),
        Words(language: "ru", username: "Имя пользователя", email: "Электронная почта", password: "Пароль", signIn: "Войти", code: "Код подтверждения"),
        Words(language: "zh", username: "用户名", email: "电子邮件", password: "密码", signIn: "登录", code: "验证码"),
        Words(language: "ja", username: "ユーザー名", email: "メールアドレス", password: "パスワード", signIn: "ログイン", code: "確認コード"),
        Words(language: "ko", username: "아이디", email: "이메일", password: "비밀번호", signIn: "로그인", code: "인증번호"),
        Words(language: "tr", username: "Kullanıcı adı", email: "E-posta", password: "Şifre", signIn: "Giriş yap", code: "Doğrulama kodu"),
        Words(language: "pl", username: "Nazwa użytkownika", email: "Adres e-mail", password: "Hasło", signIn: "Zaloguj się", code: "Kod weryfikacyjny"),
        Words(language: "id", username: "Nama pengguna", email: "Alamat email", password: "Kata sandi", signIn: "Masuk", code: "Kode verifikasi"),
        Words(language: "hi", username: "उपयोगकर्ता नाम", email: "ईमेल", password: "पासवर्ड", signIn: "साइन इन", code: "सत्यापन कोड"),
        Words(language: "sv", username: "Användarnamn", email: "E-postadress", password: "Lösenord", signIn: "Logga in", code: "Verifieringskod"),
        Words(language: "da", username: "Brugernavn", email: "E-mailadresse", password: "Adgangskode", signIn: "Log ind", code: "Engangskode"),
        Words(language: "nb", username: "Brukernavn", email: "E-postadresse", password: "Passord", signIn: "Logg inn", code: "Engangskode"),
        Words(language: "fi", username: "Käyttäjätunnus", email: "Sähköpostiosoite", password: "Salasana", signIn: "Kirjaudu", code: "Vahvistuskoodi"),
        Words(language: "lt", username: "Vartotojo vardas", email: "El. pašto adresas", password: "Slaptažodis", signIn: "Prisijungti", code: "Patvirtinimo kodas"),
        Words(language: "cs", username: "Uživatelské jméno", email: "E-mailová adresa", password: "Heslo", signIn: "Přihlásit se", code: "Ověřovací kód"),
        Words(language: "sk", username: "Používateľské meno", email: "E-mailová adresa", password: "Heslo", signIn: "Prihlásiť sa", code: "Overovací kód"),
        Words(language: "hu", username: "Felhasználónév", email: "E-mail cím", password: "Jelszó", signIn: "Bejelentkezés", code: "Ellenőrző kód"),
        Words(language: "ro", username: "Nume de utilizator", email: "Adresa de email", password: "Parola", signIn: "Autentificare", code: "Cod de verificare"),
        Words(language: "uk", username: "Ім'я користувача", email: "Електронна пошта", password: "Пароль", signIn: "Увійти", code: "Код підтвердження"),
        Words(language: "vi", username: "Tên đăng nhập", email: "Địa chỉ email", password: "Mật khẩu", signIn: "Đăng nhập", code: "Mã xác minh"),
        Words(language: "el", username: "Όνομα χρήστη", email: "Ηλεκτρονικό ταχυδρομείο", password: "Κωδικός πρόσβασης", signIn: "Σύνδεση", code: "Κωδικός επιβεβαίωσης"),
        Words(language: "fa", username: "نام کاربری", email: "ایمیل", password: "رمز عبور", signIn: "ورود", code: "کد تایید"),
        Words(language: "ar", username: "اسم المستخدم", email: "البريد الإلكتروني", password: "كلمة المرور", signIn: "تسجيل الدخول", code: "رمز التحقق"),
        Words(language: "he", username: "שם משתמש", email: "דואר אלקטרוני", password: "סיסמה", signIn: "התחברות", code: "קוד אימות"),
        Words(language: "th", username: "ชื่อผู้ใช้", email: "ที่อยู่อีเมล", password: "รหัสผ่าน", signIn: "เข้าสู่ระบบ", code: "รหัสยืนยัน"),
        Words(language: "ms", username: "Nama pengguna", email: "Alamat e-mel", password: "Kata laluan", signIn: "Log masuk", code: "Kod pengesahan"),
        Words(language: "hr", username: "Korisničko ime", email: "E-mail adresa", password: "Lozinka", signIn: "Prijava", code: "Kod za potvrdu"),
        Words(language: "sl", username: "Uporabniško ime", email: "E-poštni naslov", password: "Geslo", signIn: "Prijava", code: "Potrditvena koda"),
        Words(language: "bg", username: "Потребителско име", email: "Имейл адрес", password: "Парола", signIn: "Вход", code: "Код за потвърждение"),
        Words(language: "et", username: "Kasutajanimi", email: "E-posti aadress", password: "Parool", signIn: "Logi sisse", code: "Kinnituskood"),
    ]

    @Test(arguments: languages)
    func loginFormInEveryLanguage(words: Words) {
        // Names say nothing (f1, f2): only the labels and the button speak.
        let r = classify([
            field(name: "f1", label: words.username),
            field("password", name: "f2", label: words.password),
            field("submit", name: "b", value: words.signIn),
        ])
        #expect(designations(r) == ["username", "current-password", nil], "\(words.language)")
        #expect(r.forms.first?.kind == .login, "\(words.language)")
    }

    @Test(arguments: languages)
    func emailLabel(words: Words) {
        // Before a password (a form with no password and no sign-in words holds no user name): the user-name
        // words, not the e-mail box before them, make the user name.
        let r = classify([field(name: "f1", label: words.email), field(name: "f2", label: words.username), field("password", name: "f3")],
                         forms: [FormDetails(opid: "__form__0")])
        #expect(r.fields[0].designation == .email, "\(words.language)")
        #expect(r.fields[1].designation == .username, "\(words.language)")
    }

    @Test(arguments: languages)
    func passwordLabelOnATextBox(words: Words) {
        // A password box whose type was switched to text to show the password is still the password.
        let r = classify([field("password", name: "f1", placeholder: words.password)])
        #expect(r.fields[0].designation == .currentPassword, "\(words.language)")
    }

    @Test(arguments: languages)
    func oneTimeCode(words: Words) {
        let r = classify([field(name: "f1", label: words.code, maxLength: 6), field("submit", name: "b", value: "OK")])
        #expect(r.fields[0].designation == .oneTimeCode, "\(words.language)")
        #expect(r.forms.first?.kind == .oneTimeCode, "\(words.language)")
    }

    @Test(arguments: languages)
    func usernameStepWithSignInButton(words: Words) {
        let r = classify([field("email", name: "f1", label: words.email), field("submit", name: "b", value: words.signIn)])
        #expect(r.forms.first?.kind == .usernameStep, "\(words.language)")
        #expect(r.fields[0].designation == .username, "\(words.language)")
    }

    @Test(arguments: [
        ("tr", "Adınız", "Soyadınız", "Posta kodu", "Şehir"),
        ("pl", "Imię", "Nazwisko", "Kod pocztowy", "Miasto"),
        ("id", "Nama depan", "Nama belakang", "Kode pos", "Kota"),
        ("hi", "पहला नाम", "अंतिम नाम", "पिन कोड", "शहर"),
        ("de", "Vorname", "Nachname", "Postleitzahl", "Stadt"),
        ("fr", "Prénom", "Nom", "Code postal", "Ville"),
        ("ja", "名", "姓", "郵便番号", "市区町村"),
        ("ru", "Имя", "Фамилия", "Почтовый индекс", "Город"),
        ("sv", "Förnamn", "Efternamn", "Postnummer", "Ort"),
        ("da", "Fornavn", "Efternavn", "Postnummer", "Bynavn"),
        ("nb", "Fornavn", "Etternavn", "Postnummer", "Poststed"),
        ("fi", "Etunimi", "Sukunimi", "Postinumero", "Postitoimipaikka"),
        ("lt", "Vardas", "Pavardė", "Pašto kodas", "Miestas"),
        ("cs", "Jméno", "Příjmení", "PSČ", "Město"),
        ("sk", "Meno", "Priezvisko", "PSČ", "Mesto"),
        ("hu", "Keresztnév", "Vezetéknév", "Irányítószám", "Város"),
        ("ro", "Prenume", "Nume", "Cod poștal", "Oraș"),
        ("uk", "Ім'я", "Прізвище", "Поштовий індекс", "Місто"),
        ("el", "Όνομα", "Επώνυμο", "Ταχυδρομικός κώδικας", "Πόλη"),
        ("fa", "نام", "نام خانوادگی", "کد پستی", "شهر"),
        ("ar", "الاسم الأول", "اسم العائلة", "الرمز البريدي", "المدينة"),
        ("he", "שם פרטי", "שם משפחה", "מיקוד", "עיר"),
        ("th", "ชื่อจริง", "นามสกุล", "รหัสไปรษณีย์", "เมือง"),
        ("ms", "Nama pertama", "Nama keluarga", "Poskod", "Bandar"),
        ("hr", "Ime", "Prezime", "Poštanski broj", "Grad"),
        ("sl", "Ime", "Priimek", "Poštna številka", "Mesto"),
        ("bg", "Име", "Фамилия", "Пощенски код", "Град"),
        ("et", "Eesnimi", "Perekonnanimi", "Postiindeks", "Linn"),
        // Danish and Norwegian "By" (town), Vietnamese "Tên" (given name) and "Họ" (family name): whole labels.
        ("da", "Fornavn", "Efternavn", "Postnummer", "By"),
        ("nb", "Fornavn", "Etternavn", "Postnummer", "By"),
        ("vi", "Tên", "Họ", "Mã bưu điện", "Thành phố"),
    ])
    func addressWords(language: String, first: String, last: String, zip: String, city: String) {
        let r = classify([field(name: "a", label: first), field(name: "b", label: last), field(name: "c", label: zip),
                          field(name: "d", label: city)])
        #expect(designations(r) == ["given-name", "family-name", "postal-code", "address-level2"], "\(language)")
    }

    /// "E-mail address" where the language says "address of electronic mail" (an inflected mail word beside the
    /// address word): the box takes the e-mail, never the street address.
    @Test(arguments: [("ru", "Адрес электронной почты"), ("ru", "Электронной почты"), ("pl", "Adres poczty elektronicznej"),
                      ("el", "Ηλεκτρονική διεύθυνση"), ("zh", "電郵地址"), ("zh", "电邮地址")])
    func anEmailAddressPhraseIsTheEmail(language: String, label: String) {
        let r = classify([field(name: "a", label: label), field(name: "b", label: "Full name"), field(name: "c", label: "City")],
                         forms: [FormDetails(opid: "__form__0")])
        #expect(r.fields[0].designation == .email, "\(language): \(label)")
    }

    /// Address and card words as pages in these languages label them (provinces and counties, apartments,
    /// companies, expiry dates, security codes, card holders), each in a form of its family.
    @Test(arguments: [("hu", "Megye", "address-level1"), ("fi", "Lääni", "address-level1"), ("el", "Νομός", "address-level1"),
                      ("fa", "استان", "address-level1"), ("ar", "المحافظة", "address-level1"), ("he", "מחוז", "address-level1"),
                      ("vi", "Tỉnh", "address-level1"), ("tr", "Şirket adı", "organization"), ("fa", "نام شرکت", "organization"),
                      ("cs", "Byt / číslo bytu", "address-line2"), ("hu", "Lakás", "address-line2"), ("ro", "Apartament", "address-line2"),
                      ("el", "Διαμέρισμα", "address-line2"), ("fi", "Voimassa", "cc-exp"), ("el", "Ημερομηνία λήξης", "cc-exp"),
                      ("fa", "تاریخ انقضا", "cc-exp"), ("ar", "تاريخ الانتهاء", "cc-exp"), ("he", "תוקף", "cc-exp"),
                      ("pl", "Kod zabezpieczający", "cc-csc"), ("fa", "کد امنیتی", "cc-csc"), ("he", "קוד אבטחה", "cc-csc"),
                      ("ar", "اسم حامل البطاقة", "cc-name"), ("nl", "Voor- en achternaam", "name"),
                      ("sv", "För- och efternamn", "name"), ("pl", "Adres cd.", "address-line2"), ("tr", "Adres satırı 2", "address-line2"),
                      ("vi", "Số thẻ tín dụng", "cc-number"), ("da", "Navn på kort", "cc-name"),
                      ("sv", "Namn på kort", "cc-name"), ("nb", "Navn på kort", "cc-name"),
                      ("fi", "Voimassaolo (KK/VV)", "cc-exp"), ("vi", "Số di động", "tel")])
    func addressAndCardWords(language: String, label: String, designation: String) {
        let card = designation.hasPrefix("cc-")
        let context = card ? [("Card number", "cc-number"), ("Expiration date", "cc-exp"), ("Security code", "cc-csc")]
            : [("Full name", "name"), ("Street address", "street-address"), ("City", "address-level2")]
        let fields = [field(name: "t", label: label)]
            + context.filter { $0.1 != designation }.enumerated().map { field(name: "c\($0.offset)", label: $0.element.0) }
        let r = classify(fields, forms: [FormDetails(opid: "__form__0")])
        #expect(r.fields[0].designation?.rawValue == designation, "\(language): \(label)")
    }

    /// An expiry's month and year written as one compound word (Swedish "Utgångsmånad": before, the Dutch and
    /// Turkish phone word "gsm" inside "utgån*gsm*ånad" made it a phone), as a phrase whose month word is a city in
    /// another language (Arabic "شهر الانتهاء": Persian شهر), or as a phrase of the month's word and the expiry's
    /// (Greek, Hebrew, Romanian, Czech, Finnish, Hungarian, Thai, Ukrainian, Vietnamese, Hindi), in a card form.
    @Test(arguments: [("sv", "Utgångsmånad", "Utgångsår"), ("da", "Udløbsmåned", "Udløbsår"), ("nb", "Utløpsmåned", "Utløpsår"),
                      ("ar", "شهر الانتهاء", "سنة الانتهاء"), ("el", "Μήνας λήξης", "Έτος λήξης"), ("he", "חודש תפוגה", "שנת תפוגה"),
                      ("ro", "Luna expirării", "Anul expirării"), ("cs", "Měsíc platnosti", "Rok platnosti"),
                      ("fi", "Voimassaolokuukausi", "Voimassaolovuosi"), ("hu", "Lejárati hónap", "Lejárati év"),
                      ("th", "เดือนที่หมดอายุ", "ปีที่หมดอายุ"), ("uk", "Місяць закінчення", "Рік закінчення"),
                      ("vi", "Tháng hết hạn", "Năm hết hạn"), ("hi", "समाप्ति माह", "समाप्ति वर्ष")])
    func anExpirysMonthAndYearInOneWordOrPhrase(language: String, month: String, year: String) {
        let fields = [field(name: "n", label: "Card number"), field(name: "m", label: month), field(name: "y", label: year),
                      field(name: "c", label: "Security code")]
        let r = classify(fields, forms: [FormDetails(opid: "__form__0")])
        #expect(r.fields.map { $0.designation?.rawValue } == ["cc-number", "cc-exp-month", "cc-exp-year", "cc-csc"], "\(language)")
    }

    /// A label with a word for the card holder and one for a name ("카드 소유자 이름", "Kart sahibinin adı", "Nome del
    /// titolare") names the card's holder, not the user's given name.
    @Test(arguments: [("ko", "카드 소유자 이름"), ("tr", "Kart sahibinin adı"), ("it", "Nome del titolare"), ("es", "Nombre del titular"),
                      ("en", "Cardholder first name")])
    func aCardHoldersNameIsTheCardsName(language: String, label: String) {
        let fields = [field(name: "h", label: label), field(name: "n", label: "Card number"), field(name: "e", label: "Expiration date"),
                      field(name: "c", label: "Security code")]
        let r = classify(fields, forms: [FormDetails(opid: "__form__0")])
        #expect(r.fields[0].designation == .ccName, "\(language): \(label)")
    }

    /// 名字 is the given name in Chinese (beside 姓氏, the family name) and the family name in Japanese, where
    /// forms write 苗字 or 姓 for it: the words of all languages are matched together, so the more common Chinese
    /// reading is the word's, and Japanese keeps 苗字 and 姓.
    /// A language's short word is read in the page's text, not in a name or id, where the same two letters
    /// abbreviate something else: Danish "By" (the town) and a `by` box (a birth year), Turkish "Ad" (the given
    /// name) and an `ad` box, English "c/o" (care of, a street line) and a `co` box ("Check-out date", a company).
    @Test func aShortWordOfALanguageIsReadInTextNotInNames() throws {
        let r = try classifyHTML("""
            <form action="/a"><label>Fornavn <input name="fn"></label><label>Efternavn <input name="ln"></label>
            <label>Adresse <input name="adr"></label><label>Postnummer <input name="zip"></label><label>By <input name="city"></label></form>
            <form action="/b"><label>Ad <input name="first"></label><label>Soyad <input name="last"></label><label>E-posta <input name="mail"></label></form>
            <form action="/c"><label>Name <input name="n"></label><label>Street <input name="s"></label><label>c/o <input name="careof"></label>
            <label>City <input name="c"></label><label>ZIP <input name="z"></label></form>
            <form action="/d"><label>First name <input name="f"></label><label>Last name <input name="l"></label><label>Email <input name="e"></label>
            <label>Check-in date <input name="ci"></label><label>Check-out date <input name="co"></label></form>
            <form action="/e"><label>Name <input name="name"></label><label>Street <input name="street"></label><label>City <input name="town"></label>
            <label>ZIP <input name="zip"></label><input name="by"><input name="ad"></form>
            """)
        #expect(designation(of: "city", in: r) == "address-level2")
        #expect(designation(of: "first", in: r) == "given-name")
        #expect(designation(of: "careof", in: r) == "address-line2")
        for box in ["co", "by", "ad"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
    }

    @Test func chineseGivenNameAndJapaneseFamilyName() throws {
        let zh = try classifyHTML("""
            <meta charset=utf-8><form action="/order" method="post"><label>姓氏<input name="f1"></label><label>名字<input name="f2"></label>
            <label>电子邮件<input name="f3"></label><label>电话<input name="f4"></label><input type="submit" value="提交"></form>
            """)
        #expect(["f1", "f2"].map { designation(of: $0, in: zh) } == ["family-name", "given-name"])
        let ja = try classifyHTML("""
            <meta charset=utf-8><form action="/order" method="post"><label>苗字<input name="f1"></label><label>名<input name="f2"></label>
            <label>メールアドレス<input name="f3"></label><label>電話番号<input name="f4"></label><input type="submit" value="次へ"></form>
            """)
        #expect(["f1", "f2"].map { designation(of: $0, in: ja) } == ["family-name", "given-name"])
    }

    /// Arabic "المنطقة" alone ("the region", Saudi Arabia's first-level division) is the state; inside a phrase
    /// ("المنطقة الزمنية", the time zone) it is not.
    @Test func anArabicRegionIsTheState() throws {
        func form(_ label: String) -> String {
            """
            <meta charset=utf-8><form action="/order" method="post"><label>العنوان<input name="a"></label><label>المدينة<input name="c"></label>
            <label>\(label)<input name="s"></label><label>الرمز البريدي<input name="z"></label><input type="submit" value="إرسال"></form>
            """
        }
        #expect(designation(of: "s", in: try classifyHTML(form("المنطقة:"))) == "address-level1")
        #expect(designation(of: "s", in: try classifyHTML(form("المنطقة الزمنية"))) == nil)
    }

    /// Japanese forms ask the name twice: in kanji (姓, 名), then its reading in katakana (フリガナ: セイ, メイ),
    /// which a site checks is katakana. The vault holds no reading: the reading boxes are none, and the kanji
    /// boxes keep the name's parts.
    @Test func aJapaneseNamesReadingBoxesAreNone() throws {
        let r = try classifyHTML("""
            <meta charset=utf-8><form action="/order" method="post">
            <label>お名前（姓）<input name="sei"></label><label>お名前（名）<input name="mei"></label>
            <label>フリガナ（セイ）<input name="kana_sei"></label><label>フリガナ（メイ）<input name="kana_mei"></label>
            <input name="f1" placeholder="セイ"><input name="f2" placeholder="メイ">
            <label>郵便番号<input name="zip"></label><label>住所<input name="addr"></label><input type="submit" value="次へ"></form>
            """)
        #expect(["sei", "mei", "kana_sei", "kana_mei", "f1", "f2"].map { designation(of: $0, in: r) }
                == ["family-name", "given-name", nil, nil, nil, nil])
    }

    /// A bare "name" word is the whole name, in every language as "Name" is in English: alone (a contact form's
    /// "Nombre", "Имя", Korean "이름") the box takes the full name; beside a family name, before or after it (Russian forms
    /// ask Фамилия, Имя, Отчество), it is the given name.
    @Test(arguments: [("es", "Nombre", "Apellidos"), ("pt", "Nome", "Sobrenome"), ("it", "Nome", "Cognome"),
                      ("ru", "Имя", "Фамилия"), ("pl", "Imię", "Nazwisko"), ("ko", "이름", "성")])
    func aBareNameWordIsTheWholeNameUnlessAFamilyNameIsBeside(language: String, name: String, family: String) throws {
        func form(_ boxes: [(String, String)]) -> String {
            "<form action=\"/send\" method=\"post\">" + boxes.map { "<label for=\($0.0)>\($0.1)</label><input id=\($0.0) name=\($0.0)>" }.joined()
                + "<label for=e>E-mail</label><input type=email id=e name=e><textarea name=m></textarea><input type=submit></form>"
        }
        let alone = try classifyHTML(form([("n", name)]))
        #expect(designation(of: "n", in: alone) == "name", "\(language)")
        let before = try classifyHTML(form([("n", name), ("f", family)]))
        #expect(designation(of: "n", in: before) == "given-name", "\(language)")
        #expect(designation(of: "f", in: before) == "family-name", "\(language)")
        let after = try classifyHTML(form([("f", family), ("n", name)]))
        #expect(designation(of: "n", in: after) == "given-name", "\(language)")
        #expect(designation(of: "f", in: after) == "family-name", "\(language)")
    }

    /// How sites ask for a new account in several languages, as a heading over a one-password form: a sign-up,
    /// whose password is a new one.
    @Test(arguments: [("pt", "Crie a sua conta"), ("pt", "Criar uma conta"), ("pt", "Nova conta"),
                      ("es", "Crea tu cuenta"), ("es", "Regístrese"), ("es", "Nueva cuenta"),
                      ("fr", "Créez votre compte"), ("fr", "Inscrivez-vous"), ("fr", "Nouveau compte"),
                      ("de", "Konto eröffnen"), ("it", "Crea il tuo account"), ("it", "Nuovo account"),
                      ("nl", "Maak een account aan"), ("nl", "Registreer"), ("ru", "Зарегистрируйтесь"),
                      ("th", "สมัครสมาชิก"), ("ms", "Cipta akaun")])
    func signUpHeadings(language: String, heading: String) throws {
        let r = try classifyHTML("""
            <h2>\(heading)</h2><form action="/p" method="post"><input type=email name=e><input type=password name=p>
            <input type=submit value="OK"></form>
            """)
        #expect(r.1.forms[0].kind == .signup, "\(language): \(heading)")
        #expect(designation(of: "p", in: r) == "new-password", "\(language): \(heading)")
    }
}
