import FormFillClassifier
import FormFillModel
import Testing

/// The boxes real checkout, sign-up and account pages carry that are none of the person's, the address's or the
/// card's details (issue 16, point 7), each inside an ordinary checkout form of its language, so that the
/// minimum of three recognised fields does not hide a false designation: gift and loyalty cards, booking and
/// order numbers, company registrations and identity papers, security questions, store finders, another
/// party's phone.
@Suite struct OtherBoxesTests {
    /// An ordinary checkout in each language: names, street, city, postal code, e-mail, phone, and a card.
    static let checkout: [String: [String]] = [
        "en": ["First name", "Last name", "Street address", "City", "ZIP code", "Email", "Phone", "Card number", "Expiration date", "Security code"],
        "de": ["Vorname", "Nachname", "Straße und Hausnummer", "Ort", "PLZ", "E-Mail", "Telefon", "Kartennummer", "Gültig bis", "Prüfnummer"],
        "fr": ["Prénom", "Nom", "Adresse", "Ville", "Code postal", "E-mail", "Téléphone", "Numéro de carte", "Date d'expiration", "Cryptogramme"],
        "es": ["Nombre", "Apellidos", "Dirección", "Ciudad", "Código postal", "Correo electrónico", "Teléfono", "Número de tarjeta", "Fecha de caducidad", "Código de seguridad"],
        "it": ["Nome", "Cognome", "Indirizzo", "Città", "CAP", "Email", "Telefono", "Numero carta", "Data di scadenza", "Codice di sicurezza"],
        "pt": ["Nome", "Sobrenome", "Endereço", "Cidade", "CEP", "E-mail", "Telefone", "Número do cartão", "Validade", "Código de segurança"],
        "nl": ["Voornaam", "Achternaam", "Straat", "Plaats", "Postcode", "E-mailadres", "Telefoonnummer", "Kaartnummer", "Vervaldatum", "Beveiligingscode"],
        "pl": ["Imię", "Nazwisko", "Ulica", "Miejscowość", "Kod pocztowy", "E-mail", "Telefon", "Numer karty", "Data ważności", "Kod CVV"],
        "ru": ["Имя", "Фамилия", "Адрес", "Город", "Индекс", "Электронная почта", "Телефон", "Номер карты", "Срок действия", "CVC"],
        "ja": ["名", "姓", "住所", "市区町村", "郵便番号", "メールアドレス", "電話番号", "カード番号", "有効期限", "セキュリティコード"],
        "zh": ["名字", "姓氏", "地址", "城市", "邮政编码", "电子邮件", "电话", "卡号", "有效期", "安全码"],
        "tr": ["Ad", "Soyad", "Adres", "Şehir", "Posta kodu", "E-posta", "Telefon", "Kart numarası", "Son kullanma tarihi", "Güvenlik kodu"],
        "ko": ["이름", "성", "주소", "도시", "우편번호", "이메일", "전화번호", "카드 번호", "유효기간", "CVC"],
        "id": ["Nama depan", "Nama belakang", "Alamat", "Kota", "Kode pos", "Email", "Telepon", "Nomor kartu", "Tanggal kedaluwarsa", "CVV"],
        "hi": ["पहला नाम", "उपनाम", "पता", "शहर", "पिन कोड", "ईमेल", "फ़ोन", "कार्ड नंबर", "समाप्ति तिथि", "CVV"],
    ]

    /// The checkout of `language` with the box under test (`id="probe"`, a neutral name) after the card number.
    static func snippet(_ language: String, _ label: String) -> String {
        let labels = checkout[language]!
        let names = ["fname", "lname", "street", "city", "zip", "email", "phone", "cardnumber", "exp", "cvv"]
        var rows = zip(labels, names).map { label, name in
            #"<label for="\#(name)">\#(label)</label><input type="\#(name == "email" ? "email" : name == "phone" ? "tel" : "text")" id="\#(name)" name="\#(name)">"#
        }
        rows.insert(#"<label for="probe">\#(label)</label><input id="probe" name="f_x">"#, at: 8)
        return #"<form action="/checkout">\#(rows.joined(separator: "<br>"))<button>Pay</button></form>"#
    }

    static func designationOfProbe(_ language: String, _ label: String) throws -> String? {
        designation(of: "probe", in: try classifyHTML(snippet(language, label)))
    }

    /// The probe captioned by a table cell beside it instead of a `<label>`: its only label is the left one.
    static func designationOfCaptionedProbe(_ language: String, _ label: String) throws -> String? {
        let html = snippet(language, label).replacingOccurrences(
            of: #"<label for="probe">\#(label)</label><input id="probe" name="f_x">"#,
            with: #"<table><tr><td>\#(label)</td><td><input id="probe" name="f_x"></td></tr></table>"#)
        return designation(of: "probe", in: try classifyHTML(html))
    }

    @Test(arguments: [
        ("en", "Name of your first pet"), ("en", "Street name of your childhood home"), ("en", "Your favourite city"),
        ("en", "Mother's maiden name"), ("en", "Father's first name"), ("en", "Emergency contact name"),
        ("fr", "Nom de votre premier animal"), ("es", "Nombre de tu primera mascota"), ("de", "Notfallkontakt"),
        ("ja", "緊急連絡先氏名"), ("zh", "您第一只宠物的名字"),
    ])
    func aCaptionBesideTheBoxNamesSomeoneElsesDetailsToo(language: String, label: String) throws {
        // A security question or another person's details, captioned by the cell beside the box: as with a
        // `<label>`, the box is none of the user's.
        let d = try Self.designationOfCaptionedProbe(language, label)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    @Test func aCaptionBesideTheBoxStillNamesTheUsersOwnDetails() throws {
        // The control: the same layout with the user's own details keeps them.
        #expect(try Self.designationOfCaptionedProbe("en", "Middle name") == "additional-name")
        #expect(try Self.designationOfCaptionedProbe("en", "Company name") == "organization")
        #expect(try Self.designationOfCaptionedProbe("de", "Firma") == "organization")
    }

    @Test(arguments: [
        // Gift cards and vouchers.
        ("de", "Geschenkkartennummer"), ("de", "Gutscheincode"), ("fr", "Nom sur la carte cadeau"), ("es", "Número de tarjeta regalo"),
        ("es", "Nombre en la tarjeta regalo"), ("it", "Numero carta regalo"), ("pt", "Número do cartão-presente"),
        ("nl", "Cadeaukaartnummer"), ("pl", "Numer karty podarunkowej"), ("pl", "Imię na karcie podarunkowej"),
        ("ru", "Номер подарочной карты"), ("ja", "ギフトカード番号"), ("zh", "礼品卡号"), ("zh", "礼品卡上的姓名"),
        ("tr", "Hediye kartı numarası"),
        // Loyalty, member and frequent-flyer numbers.
        ("it", "Numero carta fedeltà"), ("nl", "Klantenkaartnummer"), ("pl", "Numer karty lojalnościowej"),
        ("ru", "Номер бонусной карты"), ("ja", "会員番号"), ("zh", "会员卡号"), ("ja", "マイレージ番号"), ("tr", "Mil kart numarası"),
        // Booking, order and reference numbers.
        ("en", "Booking reference"), ("de", "Buchungscode"), ("fr", "Code de réservation"), ("es", "Código de reserva"),
        ("it", "Codice di prenotazione"), ("pl", "Numer rezerwacji"), ("ru", "Номер бронирования"), ("ja", "予約番号"),
        ("zh", "预订确认码"), ("tr", "Rezervasyon kodu"), ("pl", "Numer referencyjny"), ("es", "Número de seguimiento"),
        ("pt", "Código de rastreamento"),
        // Company registrations, identity papers, bank accounts.
        ("de", "Handelsregisternummer"), ("fr", "Numéro SIRET"), ("nl", "KvK-nummer"), ("pl", "Numer KRS"), ("ru", "ОГРН"),
        ("fr", "Numéro de carte d'identité"), ("it", "Numero carta d'identità"), ("pl", "Numer konta"), ("ru", "Номер счёта"),
        ("ja", "口座番号"),
        // Security questions and store finders.
        ("en", "Name of your first pet"), ("fr", "Nom de votre premier animal"), ("es", "Nombre de tu primera mascota"),
        ("it", "Nome del tuo primo animale"), ("pl", "Imię pierwszego zwierzaka"), ("zh", "您第一只宠物的名字"),
        ("tr", "İlk evcil hayvanınızın adı"), ("en", "Find a store near you (ZIP code)"), ("de", "Filiale finden (PLZ)"),
        ("fr", "Trouver un magasin (code postal)"), ("ja", "店舗検索（郵便番号）"),
        // Emergency contacts: someone else.
        ("de", "Notfallkontakt"), ("fr", "Contact d'urgence"), ("ja", "緊急連絡先氏名"), ("zh", "紧急联系人"),
        // Korean, Indonesian and Hindi; labels of more than 40 bytes in scripts of two or three bytes a letter.
        ("ko", "기프트카드 번호"), ("ko", "회원번호"), ("ko", "주문번호"), ("ko", "계좌번호"), ("id", "Nomor kartu hadiah"),
        ("id", "Nomor pesanan"), ("id", "Nomor KTP"), ("id", "Nomor rekening"), ("hi", "गिफ्ट कार्ड नंबर"),
        ("ru", "Номер участника программы"),
    ])
    func isNoneOfTheUsersDetails(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    /// An intercom's or a door's entry ("Interphone", "Digicode / Interphone", "Intercom") is no phone number: the
    /// courier rings a name there, and the user's number is a false fill.
    @Test(arguments: [("fr", "Interphone"), ("fr", "Digicode / Interphone"), ("en", "Intercom"), ("en", "Intercom / buzzer")])
    func anIntercomIsNoPhone(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d != "tel", "\(language) \(label): \(d ?? "nil")")
    }

    /// A cross street (the nearest intersection a courier looks for) is none of the user's address lines.
    @Test(arguments: [("en", "Cross street"), ("en", "Nearest cross-street"), ("en", "Nearest intersection"),
                      ("de", "Querstraße"), ("es", "Entre calles"), ("fr", "Rue transversale")])
    func aCrossStreetIsNoAddressLine(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    /// A box that names a saved address ("Save address as", with "Home, Work" as its placeholder) is none of the
    /// address's lines.
    @Test(arguments: [("en", "Save address as"), ("en", "Save this address as"), ("de", "Adresse speichern als"),
                      ("fr", "Enregistrer l'adresse sous"), ("es", "Guardar dirección como"), ("it", "Salva indirizzo come"),
                      ("pt", "Salvar endereço como"), ("nl", "Adres opslaan als")])
    func aNameToSaveTheAddressUnderIsNoAddressLine(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    @Test(arguments: [
        ("en", "Employer phone"), ("en", "Doctor's phone number"), ("en", "Pharmacy phone"), ("en", "School phone"),
        ("en", "Emergency phone"), ("de", "Telefon des Arbeitgebers"), ("de", "Telefonnummer des Arztes"), ("de", "Notfalltelefon"),
        ("fr", "Téléphone de l'employeur"), ("fr", "Téléphone du médecin"), ("es", "Teléfono de la farmacia"),
        ("it", "Telefono della scuola"), ("pt", "Telefone do médico"), ("nl", "Telefoon werkgever"), ("pl", "Telefon szkoły"),
        ("ru", "Телефон для экстренной связи"), ("ru", "Телефон врача"), ("ja", "薬局の電話番号"), ("zh", "医生电话"),
        ("tr", "Acil durum telefonu"), ("ko", "비상연락처 전화번호"), ("id", "Telepon darurat"), ("hi", "आपातकालीन फ़ोन"),
    ])
    func anotherPartysPhoneIsNotTheUsers(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d != "tel", "\(language) \(label)")
    }

    @Test func theWordsThatStayTheUsers() throws {
        // The employer alone is the user's company; a school or a company too; a gift's e-mail is Chromium's e-mail.
        #expect(try Self.designationOfProbe("en", "Employer") == "organization")
        #expect(try Self.designationOfProbe("en", "School or company name") == "organization")
        #expect(try Self.designationOfProbe("en", "Gift email") == "email")
        #expect(try Self.designationOfProbe("de", "Telefon (Arbeit)") == "tel")
        // A street of the user's own stays an address line.
        #expect(try Self.designationOfProbe("en", "Street") == "address-line1")
        #expect(try Self.designationOfProbe("de", "Straße") == "address-line1")
        // A shipping form's recipient is the person the address is for: a name.
        let shipping = try classifyHTML(#"<form><label>Recipient name <input name="r"></label><label>Street address <input name="s"></label><label>City <input name="c"></label><label>ZIP code <input name="z"></label></form>"#)
        #expect(designation(of: "r", in: shipping) == "name")
    }

    @Test(arguments: [("en", "Confirmation code"), ("it", "Codice articolo"), ("pt", "Código do produto"),
                      ("ru", "ПИН-код"), ("ru", "Введите код с картинки"), ("fr", "Code PIN")])
    func aCodeInACheckoutIsNoOneTimeCode(language: String, label: String) throws {
        let result = try classifyHTML(Self.snippet(language, label))
        let d = designation(of: "probe", in: result)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
        #expect(result.1.forms.first?.kind == .card)
    }

    @Test func oneTimeCodesStayWhereTheyAreAsked() throws {
        // A step of its own, a login that names it, and the author's token in a checkout.
        let step = try classifyHTML(#"<form><label>Confirmation code <input name="code"></label><button>Verify</button></form>"#)
        #expect(designation(of: "code", in: step) == "one-time-code")
        let login = try classifyHTML(#"<form><label>Email <input type="email" name="u"></label><label>Password <input type="password" name="p"></label><label>Authenticator code <input name="code"></label><button>Sign in</button></form>"#)
        #expect(designation(of: "code", in: login) == "one-time-code")
        // A bare "Code" beside the password is a captcha's as often: none (see `FillSafetyTests`).
        let bare = try classifyHTML(#"<form><label>Email <input type="email" name="u"></label><label>Password <input type="password" name="p"></label><label>Code <input name="code"></label><button>Sign in</button></form>"#)
        #expect(designation(of: "code", in: bare) == nil)
        let authored = try classifyHTML(Self.snippet("en", "Confirmation code").replacingOccurrences(of: #"name="f_x""#, with: #"name="f_x" autocomplete="one-time-code""#))
        #expect(designation(of: "probe", in: authored) == "one-time-code")
    }

    /// The checkout of `language` with the box under test right before the card number.
    static func beforeTheCard(_ language: String, _ label: String) throws -> String? {
        let html = snippet(language, label).replacingOccurrences(of: #"<br><label for="probe">\#(label)</label><input id="probe" name="f_x">"#, with: "")
            .replacingOccurrences(of: #"<label for="cardnumber">"#, with: #"<label for="probe">\#(label)</label><input id="probe" name="f_x"><br><label for="cardnumber">"#)
        return designation(of: "probe", in: try classifyHTML(html))
    }

    @Test(arguments: [("en", "Recipient name"), ("en", "Contact name"), ("en", "Addressee"), ("de", "Empfänger"),
                      ("de", "Name des Empfängers"), ("fr", "Destinataire"), ("es", "Destinatario"), ("pt", "Destinatário"),
                      ("pl", "Imię i nazwisko odbiorcy"), ("ru", "Получатель"), ("ja", "お届け先氏名"), ("zh", "收货人姓名")])
    func anotherPersonsNameBeforeTheCardIsNoCardHolder(language: String, label: String) throws {
        let d = try Self.beforeTheCard(language, label)
        #expect(d != "cc-name", "\(language) \(label)")
    }

    @Test(arguments: [("de", "Ansprechpartner"), ("nl", "Ontvanger"), ("pl", "Odbiorca"), ("ja", "受取人"), ("tr", "Alıcı"),
                      ("en", "Ship to name")])
    func theNextFieldsLabelIsNotThisFieldsWords(language: String, label: String) throws {
        // "Card number" is the text right of the box, and the next box's own label.
        let d = try Self.beforeTheCard(language, label)
        #expect(d != "cc-number", "\(language) \(label)")
    }

    @Test func aPlainNameBeforeTheCardIsStillItsHolder() throws {
        // One person fills the form: a second, plain name right before the card number is the card's.
        #expect(try Self.beforeTheCard("en", "Name") == "cc-name")
    }

    static let countries = ["Select", "United States", "Canada", "Mexico", "United Kingdom", "Germany", "France", "Spain", "Italy",
                            "Japan", "China", "Brazil", "India", "Australia", "Netherlands", "Poland", "Russia", "Turkey", "Portugal",
                            "Sweden", "Norway", "Denmark", "Ireland"]
    static let states = ["Select", "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
                         "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC"]
    static let pastYears = ["Year"] + (1940...2026).reversed().map(String.init)
    static let brands = ["Select", "Visa", "Mastercard", "American Express", "Discover"]

    /// The checkout of `language` with a select under test (`id="probe"`) after its card fields.
    static func selectOfProbe(_ language: String, _ label: String, _ options: [String]) throws -> String? {
        let select = #"<label for="probe">\#(label)</label><select id="probe" name="f_x">"#
            + options.map { "<option>\($0)</option>" }.joined() + "</select>"
        let html = snippet(language, "-").replacingOccurrences(of: #"<br><label for="probe">-</label><input id="probe" name="f_x">"#, with: "")
            .replacingOccurrences(of: "<button>", with: select + "<button>")
        return designation(of: "probe", in: try classifyHTML(html))
    }

    @Test(arguments: [
        ("en", "Nationality", countries), ("en", "Country of birth", countries), ("en", "Citizenship", countries),
        ("en", "Passport issuing country", countries), ("en", "State of issue", states), ("en", "Driver's license state", states),
        ("en", "Preferred store", states), ("en", "Graduation year", pastYears), ("en", "Gift card type", brands),
        ("de", "Staatsangehörigkeit", countries), ("fr", "Nationalité", countries), ("es", "Nacionalidad", countries),
        ("it", "Cittadinanza", countries), ("pt", "Nacionalidade", countries), ("nl", "Nationaliteit", countries),
        ("pl", "Obywatelstwo", countries), ("ru", "Гражданство", countries), ("ja", "国籍", countries), ("zh", "国籍", countries),
        ("tr", "Uyruk", countries),
    ])
    func aListAboutSomethingElseIsNotTheUsers(language: String, label: String, options: [String]) throws {
        let d = try Self.selectOfProbe(language, label, options)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    @Test func theUsersOwnListsStay() throws {
        #expect(try Self.selectOfProbe("en", "Country", Self.countries) == "country")
        #expect(try Self.selectOfProbe("en", "Shipping country", Self.countries) == "country")
        #expect(try Self.selectOfProbe("en", "State", Self.states) == "address-level1")
        #expect(try Self.selectOfProbe("en", "Year of birth", Self.pastYears) == "bday-year")
    }

    @Test(arguments: [("pl", "Numer pokoju"), ("pl", "Numer lotu"), ("pl", "Numer seryjny"), ("ru", "Номер комнаты"),
                      ("ru", "Номер рейса"), ("fr", "Numéro d'adhérent"), ("it", "Numero tessera"), ("en", "ID expiration date"),
                      ("en", "Document expiry date"), ("de", "Ablaufdatum des Ausweises"), ("en", "Postal code of your bank")])
    func aNumberOrDateOfSomethingElseBesideACardIsNotTheCards(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    /// A bare "Number" beside a card whose number no box's own words name is the card's number; beside a box
    /// labelled "Card number" it is something else's (one card has one number: `RecallTests`).
    @Test(arguments: [("pl", "Numer"), ("ru", "Номер"), ("en", "Number")])
    func aBareNumberBesideACardIsStillItsNumber(language: String, label: String) throws {
        let cardNumber = Self.checkout[language]![7]
        let html = Self.snippet(language, label).replacingOccurrences(
            of: #"<label for="cardnumber">\#(cardNumber)</label><input type="text" id="cardnumber" name="cardnumber"><br>"#, with: "")
        #expect(!html.contains(#"id="cardnumber""#))
        #expect(designation(of: "probe", in: try classifyHTML(html)) == "cc-number", "\(language)")
        #expect(try Self.designationOfProbe(language, label) == nil, "\(language)")
    }

    @Test(arguments: [("de", "Name der Schule"), ("de", "Name des Kindes"), ("fr", "Nom de l'école"), ("fr", "Nom du projet"),
                      ("es", "Nombre del colegio"), ("es", "Nombre del niño"), ("it", "Nome del progetto"), ("pt", "Nome da criança"),
                      ("pl", "Imię dziecka"), ("ru", "Имя ребёнка"), ("ja", "お子様のお名前"), ("zh", "孩子姓名"), ("tr", "Okul adı"),
                      ("en", "Name of the deceased")])
    func theNameOfAThingOrOfSomeoneElseIsNoNamePart(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    @Test(arguments: [("ja", "予約者氏名"), ("zh", "预订人姓名"), ("es", "Nombre del socio"), ("it", "Nome della prenotazione"),
                      ("ru", "Имя участника")])
    func theBookersOrMembersNameIsTheUsers(language: String, label: String) throws {
        // The veto is a booking's or a membership's number, not every word about a booking or a membership.
        let d = try Self.designationOfProbe(language, label)
        #expect(d == "name" || d == "given-name", "\(language) \(label): \(d ?? "nil")")
    }

    @Test(arguments: [("de", "Vorname laut Reisepass"), ("fr", "Nom tel que sur la pièce d'identité"), ("es", "Nombre (como en el pasaporte)"),
                      ("it", "Nome come sul passaporto"), ("nl", "Voornaam zoals in paspoort"), ("ru", "Имя как в паспорте"),
                      ("zh", "护照上的姓名")])
    func theNameAsInThePassportIsTheUsers(language: String, label: String) throws {
        // The veto is an identity paper's number; the paper's expiry is no card's (negatives of `cc-exp`).
        let d = try Self.designationOfProbe(language, label)
        #expect(["name", "given-name", "family-name"].contains(d), "\(language) \(label): \(d ?? "nil")")
    }

    @Test(arguments: [("fr", "Date d'expiration du passeport"), ("es", "Fecha de caducidad del pasaporte"), ("it", "Scadenza passaporto"),
                      ("pl", "Data ważności paszportu"), ("ru", "Срок действия паспорта"), ("ja", "パスポート有効期限"), ("zh", "护照有效期")])
    func aPassportsExpiryIsNoCards(language: String, label: String) throws {
        let d = try Self.designationOfProbe(language, label)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    /// A checkout with a fieldset (legend `legend`) holding "Card number", "Expiry date" and "PIN" boxes.
    static func fieldset(_ legend: String) throws -> [String?] {
        let html = #"<form action="/checkout"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>"#
            + #"<label>Street address <input name="st"></label><label>City <input name="ci"></label><label>ZIP code <input name="zp"></label>"#
            + #"<fieldset><legend>\#(legend)</legend><label>Card number <input name="n"></label><label>Expiry date <input name="e"></label>"#
            + #"<label>PIN <input name="p"></label></fieldset><button>Pay</button></form>"#
        let result = try classifyHTML(html)
        return ["n", "e", "p"].map { designation(of: $0, in: result) }
    }

    @Test(arguments: ["Gift card", "Redeem a gift card", "Geschenkkarte", "Carte cadeau", "Tarjeta regalo", "Carte de fidélité",
                      "Подарочная карта", "礼品卡"])
    func aFieldsetOfAnotherCardHoldsNoPaymentCard(legend: String) throws {
        #expect(try Self.fieldset(legend) == [nil, nil, nil], "\(legend)")
    }

    @Test(arguments: ["Payment", "Credit card", "Pay by credit card or gift card", "Zahlung (Kreditkarte oder Gutschein)"])
    func aPaymentFieldsetKeepsItsCard(legend: String) throws {
        #expect(try Self.fieldset(legend)[0] == "cc-number", "\(legend)")
    }
}
