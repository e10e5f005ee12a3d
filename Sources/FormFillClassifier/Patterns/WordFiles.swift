import Foundation
import FormFillModel
import FormFillSupport

/// The classifier's words and weights as read from its word files (docs/classification.md, "Word files"):
/// `Words/weights.json` orders the field rules and holds the numbers the scorer weighs evidence with, and each
/// `Words/languages/<code>.json` holds one language's words for the rules and the named lists. Nothing in the
/// code lists the languages: adding one is adding a file.
struct WordTables: Sendable {
    /// The field rules in the order of `weights.json`, each with the words of every language.
    let rules: [FieldRule]
    let weights: Weights
    /// The languages read, in the order their words are tried (`languageOrder`, then the others by code).
    let languages: [String]
    private let lists: [WordListName: [WordSpec]]

    /// The words of a named list, every language's in ``languages`` order.
    func list(_ name: WordListName) -> [WordSpec] { lists[name] ?? [] }

    /// The words of the rule with this id (`cc-exp-month.bare`), none for an unknown id.
    func words(ofRule id: String) -> [WordSpec] { rules.first { $0.id == id }?.words ?? [] }
}

/// The lists of words the classifier reads by name, beside the field rules: each is used by one rule of the
/// code (a form's kind, a decoy password, a field never to fill).
enum WordListName: String, CaseIterable, Sendable {
    /// Words that tell what a form is for (its name, id, action, buttons, labels).
    case signIn = "sign-in", signUp = "sign-up", changePassword = "change-password", search, newsletter
    /// Words that hint at a newsletter among other things ("updates", "offers"): a form's kind reads them with
    /// ``newsletter``'s; a lone e-mail box's own words must say ``newsletter`` to make it one (``Exclusions``).
    case newsletterHints = "newsletter-hints"
    /// Words of a form that recovers an account's password ("Forgot your password?", `lostpassword`): its lone
    /// box asks for the user name (see ``FormKindRules``).
    case passwordRecovery = "password-recovery"
    /// Form words for card and address forms (not read by any rule yet).
    case paymentForm = "payment-form", addressForm = "address-form"
    /// Fields never to fill: captchas, honeypot traps, names a bot likes, and fields about something else
    /// (gift cards, promo codes, national ids).
    case captcha, honeypot, bait, veto
    /// Cards and codes that hold money or a discount, not an account: gift cards, vouchers, coupons, promo
    /// codes. Such a box is no user name, and a password box beside it is its PIN unless its own words say
    /// password (``PasswordBoxes``, ``UsernameChoice``).
    case storedValue = "stored-value"
    /// An order's, a parcel's or a booking's reference ("Order number", "Tracking number", "Bestellnummer"): a
    /// box that says so is no user name, nor a username step's lone box (``UsernameChoice``, ``FormKindRules``).
    case orderReference = "order-reference"
    /// An amount of money or a quantity ("Amount", "Quantity", "Betrag"): a transfer's or an order's box, which
    /// holds a number, no user name before the password that confirms it (``UsernameChoice``).
    case amount
    /// Words that name another person than the one who pays: a recipient, an addressee, a contact (see
    /// ``CardParser``: such a name beside a card is no card holder).
    case otherPerson = "other-person"
    /// Words that make a select's countries, regions, months or years about something else than the person's
    /// address, card or birth date: a nationality, a country of issue (see ``ForeignOptionLists``).
    case otherLists = "other-lists"
    /// Determiners and pronouns that make the field word before them a verb, and the words that may precede
    /// such a verb (see ``FormPatterns/isVerbUse(in:at:)``): matched as whole words, not folded.
    case verbObjects = "verb-objects", verbLeads = "verb-leads"
    /// Words that tie a generic word ("number", "code", "month") to what it belongs to, after it ("Number of
    /// guests", "Numéro de chambre"): whole words, folded (see ``FieldScorer/isQualified(_:in:words:known:)``).
    case genericLinks = "generic-links"
    /// How a select's placeholder option starts ("Select…", "Please choose"): compared with the start of the
    /// option's text as the token writes it (lowercase, no spaces or punctuation), not folded.
    case optionPlaceholders = "option-placeholders"
    /// Words that make a box the number, code or id of something ("Confirmation number", "Reference code"):
    /// a box that says so is no repeated e-mail (see ``EmailParser``).
    case identifiers
    /// Words that name a house's number ("House no.", "Hausnummer"): listed beside a flat or a building in one
    /// label ("Flat, House no., Building"), they name what the first address line holds (see
    /// ``FieldScorer/streetLineParts(_:in:)``); in a box's own words beside the street, the box is the house
    /// number (``AddressParser``).
    case houseNumber = "house-number"
    /// A bare number as the whole of a box's own label ("Nr.", "No.", "Número", "Nummer"): the house number only
    /// in the box right after the street (``AddressParser``).
    case houseNumberBare = "house-number-bare"
    /// Words that name a house number's addition ("Toevoeging", "Hausnummerzusatz", "Addition"): a box they
    /// name right after the house number's box is that addition (``AddressParser``).
    case houseNumberAddition = "house-number-addition"
    /// The bare word for an address ("Address", "Adresse", "住所"), as the `address-line1` rule writes it: narrowed
    /// by a part the box's own texts name ("City" as its placeholder, "住所（市区町村）"), it names that part
    /// (``FieldScorer``).
    case addressBare = "address-bare"
    /// Names of the hidden inputs that name a form's route (`action`, `do`, `mode`, `form_id`): their values
    /// are read as the form's action, as a GET form's query values are (see ``FormKindRules``).
    case routeParameters = "route-parameters"
    /// Words that make a security code a payment card's by themselves (CVV, CVC, "card", "tarjeta"): such a box
    /// needs no card number beside it, where a bare "Security code" does (see ``CardParser``).
    case cardCode = "card-code"
    /// Words that make a password the current one, a new one or the confirmation of a new one.
    case passwordCurrent = "password-current", passwordNew = "password-new", passwordConfirm = "password-confirm"
    /// Words that make a `type=password` box something else (see ``PasswordDecoyWords``).
    case passwordDecoy = "password-decoy", passwordDecoyPIN = "password-decoy-pin"
    case passwordDecoyUnlessPassword = "password-decoy-unless-password"
    /// One character of a password ("character", "Zeichen", "caractère"), several ("characters", "lettres"),
    /// and the words that make a number or a word an ordinal ("2nd", "2e", "third"): a password box that asks for
    /// the 2nd character of the password is no password (see ``CharacterPosition``).
    case passwordCharacter = "password-character", passwordCharacters = "password-characters", ordinals
    /// Words that name a one-time code or a second factor ("one-time", OTP, 2FA, "authenticator", "einmalcode",
    /// "动态码"), beside the bare "Code" and "Verification code" of the `one-time-code` rule: a box beside the
    /// sign-in's password is the one-time code's only when it says so (see ``OneTimeCodeParser``).
    case oneTimeCodeNamed = "one-time-code-named"
    /// Words that say a one-time code was sent by text message, e-mail or call ("we texted", "SMS", "check your
    /// email", `smsCode`), and words that name an authenticator app, whose code a vault holds ("authenticator",
    /// "app"): a code box that says the first and not the second is excluded (``Exclusion/sentCode``).
    case codeSent = "code-sent", codeFromApp = "code-from-app"
    /// Words that say something was sent ("sent", "emailed", "enviado", "gesendet"), whole: after a code word in
    /// one label, the e-mail and phone words name where the code went (see ``FieldScorer/analyse(_:attributes:)``).
    case codeSentVerbs = "code-sent-verbs"
    /// Words of a button that offers to send a code again ("Resend code", "Send again", "Didn't get a code?",
    /// "Code erneut senden", "Renvoyer"): the code box in its form is for a code the page sent, which no
    /// authenticator resends (see ``Exclusions``).
    case codeResend = "code-resend"
    /// Words of a form for two people (an e-gift, a share): the recipient's boxes ("Recipient", "To", "Empfänger")
    /// and the sender's own ("Your", "From", "Absender"): see ``Recipients``.
    case recipient, sender
    /// Words that name someone else than the user ("Emergency contact", "Spouse", "Beneficiary", "Reference"), or
    /// details that are not the user's current ones ("Previous address", "Employer address"), and the roles a form
    /// numbers its people by ("Passenger", "Guest": "Passenger 2" is another person): a label or a legend that
    /// says so holds none of the user's values (see ``LabelAnalysis/namesSomeoneElse``); and the words that count
    /// past the first beside a role word ("Second passenger", "Additional guest", "Passager supplémentaire").
    case someoneElse = "someone-else", personRoles = "person-roles", personOthers = "person-others"
    /// Words that say a thing is past ("Former", "Previous", "Old", "Vorherige", "Ancienne", "Anterior"), whole:
    /// beside a part of an address, the address is one the user no longer has (see
    /// ``FormPatterns/namesAPastAddress(_:matches:)``).
    case past
    /// Words that make an e-mail or a phone box a second way to reach the user ("Recovery email", "Backup email",
    /// "Alternate phone", "E-mail de récupération"): no login's account (see ``UsernameChoice/isSecondaryContact(_:)``).
    case secondaryContact = "secondary-contact"
    /// Words that name the parts of a local number split in two after its area code: the prefix ("Prefix",
    /// "Exchange", `phoneExchange`) and the suffix ("Suffix", "Line number"), as Chromium's phone grammar reads
    /// them; read only right after an area code (see ``PhoneParser``).
    case phonePrefix = "phone-prefix", phoneSuffix = "phone-suffix"
    /// Another service an application's settings ask credentials for ("SMTP", "IMAP", "FTP", "Database", "Proxy",
    /// "Wi-Fi"): a password box that names one, or that stands beside a box that names one in a form without
    /// sign-in words, is that service's, no password of the site (see ``PasswordBoxes``).
    case otherService = "other-service"
    /// People whose thing an English possessive names ("Child's date of birth", "Partner's email", "Parents'
    /// email"): the box is that person's (see ``FormPatterns/possessesAnotherPersons(_:)``).
    case possessors
    /// A date format's part as a box's placeholder or label shows it (`DD`, `MM`, `YYYY`; French `JJ`, `AAAA`),
    /// whole words only (see ``BirthDateParser``).
    case dateFormatDay = "date-format-day", dateFormatMonth = "date-format-month", dateFormatYear = "date-format-year"
}

/// The numbers the scorer weighs words with (`weights.json`).
struct Weights: Sendable {
    /// What a word found in each label source is worth.
    let labelSources: [LabelSource: Double]
    /// What a word in the name or the id attribute is worth.
    let nameAttribute: Double, idAttribute: Double
    /// A label text longer than this (in folded bytes) is a paragraph and counts half.
    let longLabelBytes: Int
    /// A label of this many words is a sentence; past its first `headWords` words, its words count half.
    let sentenceWords: Int, headWords: Int
    /// What a stand-in label (a select's placeholder option, a text box's initial value) is worth.
    let standInLabel: Double
    /// What a fieldset's legend is worth for a field without a label, and beside the field's own labels.
    let legend: Double, legendBesideLabels: Double
    /// A word in the container segments of a structured name (`billing[address]`), times the name's weight.
    let containerSegments: Double
    /// What the input type says on its own.
    let types: TypeWeights
    /// What a recognised option list is worth, and a list of days (day numbers are also quantities).
    let optionList: Double, dayOptionList: Double
    /// A one-character box with name words is the middle initial.
    let middleInitial: Double
    /// A `+44` placeholder in a short box: a country calling code.
    let dialCodeExample: Double
    /// Factors for words that count less.
    let discounts: Discounts
    /// A label longer than this (folded bytes) is not read for veto words: whole sentences mention anything.
    let vetoLabelBytes: Int
    /// What the group parsers add for a structure they recognise.
    let structures: StructureWeights
    /// What each sign of a form's kind is worth.
    let formKinds: FormKindWeights
    /// The lowest score that makes a designation (one good word in a label or the name is enough; a word only
    /// in the text to the right of the field is not).
    let threshold: Double
    /// The most one field adds to its form's score (which ranks forms of one kind); an authored field adds it
    /// in full.
    let formScoreCap: Double

    /// What the group parsers add for a structure (`weights.json`, `structures`; see ``CardParser`` and
    /// ``DateParts``).
    struct StructureWeights: Sendable, Decodable {
        /// Two boxes both called "expiry date": the first is the month, the second the year.
        let expirySplit: Double
        /// A short unlabelled box after the expiry month is its year.
        let afterExpiryMonth: Double
        /// A weak card word ("Number", "Code") beside card fields; and a bare "Code" that was read as a
        /// one-time code.
        let cardContext: Double, cardContextOverCode: Double
    }

    /// What each sign of a form's kind adds to that kind's score (`weights.json`, `formKinds`; see
    /// ``FormKindRules``).
    struct FormKindWeights: Sendable, Decodable {
        /// Password boxes: a current and a new one, three or more, and change-password words beside two.
        let currentAndNew: Double, threePasswords: Double, changePasswordWords: Double
        /// A new password without a current one; sign-up words; personal fields beside the passwords (two or
        /// more, one).
        let newPassword: Double, signUpWords: Double, personalFields: Double, onePersonalField: Double
        /// One current password with a user name, and without one; sign-in words.
        let usernameAndPassword: Double, passwordWithoutUsername: Double, signInWords: Double
        /// Without passwords: a one-time code; card fields and address fields (plus `perField` for each).
        let oneTimeCode: Double, cardFields: Double, addressFields: Double, perField: Double
        /// A `type=search` box, search words in the form, a lone box whose own words say search.
        let searchType: Double, searchWords: Double, searchBox: Double
        /// Newsletter words beside a lone e-mail box.
        let newsletterWords: Double
        /// A lone box marked `username`, and a lone box in a form whose own words say sign-in.
        let usernameToken: Double, usernameStepWords: Double
        /// A lone box beside a password box the user cannot see (an identifier-first sign-in's): a username step.
        let hiddenPasswordBox: Double
        /// A lone box in a form whose own words say it recovers a password (the kind stays `other`).
        let passwordRecoveryWords: Double
        /// Sign-up words beside personal fields and no password; names and an e-mail together.
        let signUpWordsWithoutPasswords: Double, personalDetails: Double
    }

    /// What `type=email` and the like are worth (`weights.json`, `types`).
    struct TypeWeights: Sendable, Decodable {
        let email: Double, password: Double, month: Double, date: Double
        /// A `type=tel` box without labels or with phone words, and with labels that say something else.
        let tel: Double, telBesideOtherWords: Double
    }

    /// Factors under which words count less (`weights.json`, `discounts`): in a label of more than
    /// ``longLabelBytes``, in a heading shared with the neighbouring field, beside a verb's object ("Name this
    /// address"), and past the head of a sentence.
    struct Discounts: Sendable, Decodable {
        let paragraph: Double, sharedHeading: Double, afterVerb: Double, inProse: Double
    }
}

/// A word file that cannot be read: the file's name and what is wrong, in one line.
struct WordFileError: Error, CustomStringConvertible, Equatable {
    let file: String
    let problem: String
    var description: String { "\(file): \(problem)" }
}

extension WordTables {
    /// The bundle SwiftPM builds beside the executable for this module's resources.
    static let resourceBundle = "FormFill_FormFillClassifier.resources"

    /// The directory holding `weights.json` and `languages/` in the module's resource bundle, nil when the
    /// bundle is missing (a `formfill` copied without it). Looked up once per process (`formfill` asks three
    /// times before its first classification, and each look-up resolves the executable's path).
    static let bundledDirectory: URL? = {
        #if canImport(Darwin)
        Bundle.module.url(forResource: "weights", withExtension: "json", subdirectory: "Words")?.deletingLastPathComponent()
        #else
        BundledResource.url(bundle: resourceBundle, name: "Words/weights", extension: "json")?.deletingLastPathComponent()
        #endif
    }()

    /// The bundled word files, read once per process on first use (a static `let` is initialized lazily and
    /// thread-safely). They ship with the code: a missing or broken file is a broken build, not bad input,
    /// and stops the process with the file's name and the problem (the command-line tool checks for the
    /// bundle first and reports it in one line).
    static let bundled: WordTables = {
        guard let directory = bundledDirectory else {
            preconditionFailure("\(resourceBundle) is missing: install it beside the executable, as built by swift build")
        }
        do {
            return try load(from: directory)
        } catch {
            preconditionFailure("broken word file \(error)")
        }
    }()

    /// Reads `weights.json` and every `languages/*.json` of `directory`.
    static func load(from directory: URL) throws -> WordTables {
        let weights = try read(directory.appendingPathComponent("weights.json"), named: "weights.json")
        let languageDirectory = directory.appendingPathComponent("languages", isDirectory: true)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: languageDirectory.path)
                .filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw WordFileError(file: "languages", problem: "cannot be listed (\(error.localizedDescription))")
        }
        let languages = try names.map { name in
            (code: String(name.dropLast(".json".count)),
             data: try read(languageDirectory.appendingPathComponent(name), named: "languages/\(name)"))
        }
        return try parse(weights: weights, languages: languages)
    }

    private static func read(_ url: URL, named name: String) throws -> Data {
        do { return try Data(contentsOf: url) } catch {
            throw WordFileError(file: name, problem: "cannot be read (\(error.localizedDescription))")
        }
    }

    /// Builds the tables from the contents of `weights.json` and of each language file (by language code),
    /// or says which file is wrong and how.
    static func parse(weights: Data, languages: [(code: String, data: Data)]) throws -> WordTables {
        let settings = try decode(WeightsFile.self, from: weights, file: "weights.json")
        var ruleIDs = Set<String>()
        for rule in settings.rules {
            guard Designation(rawValue: rule.designationName) != nil else {
                throw WordFileError(file: "weights.json", problem: "rule \"\(rule.rule)\" names no designation")
            }
            guard ruleIDs.insert(rule.rule).inserted else {
                throw WordFileError(file: "weights.json", problem: "rule \"\(rule.rule)\" is listed twice")
            }
        }
        var labelSources: [LabelSource: Double] = [:]
        for (name, weight) in settings.labelSources {
            guard let source = LabelSource(rawValue: name) else {
                throw WordFileError(file: "weights.json", problem: "unknown label source \"\(name)\" in labelSources")
            }
            labelSources[source] = weight
        }
        if let missing = LabelSource.allCases.first(where: { labelSources[$0] == nil }) {
            throw WordFileError(file: "weights.json", problem: "labelSources: missing \"\(missing.rawValue)\"")
        }

        // The files are read and their words folded in chunks on all cores (a process's start waits for these
        // tables; folding other scripts' letters is most of their cost), each chunk with one cache for its
        // files' words. The first broken file in the given order is the one reported, as in a serial read.
        let parallelism = Parallelism(maxWorkers: Parallelism.automatic.maxWorkers, minimumChunk: 1)
        let knownRules = ruleIDs
        let read = parallelism.map(parallelism.chunks(of: languages.count)) { range in
            var cache = FoldCache()
            return languages[range].map { code, data -> Result<(code: String, content: LanguageFile), WordFileError> in
                let file = "languages/\(code).json"
                do {
                    return .success((code, try LanguageFile(LanguageFileReader.sections(of: data), ruleIDs: knownRules, file: file, folding: &cache)))
                } catch let problem as LanguageFileReader.Problem {
                    return .failure(WordFileError(file: file, problem: problem.description))
                } catch {
                    return .failure(error as? WordFileError ?? WordFileError(file: file, problem: "\(error)"))
                }
            }
        }
        var files: [(code: String, content: LanguageFile)] = try read.joined().map { try $0.get() }
        let rank = Dictionary(settings.languageOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        files.sort { (rank[$0.code] ?? Int.max, $0.code) < (rank[$1.code] ?? Int.max, $1.code) }

        /// The words of every file under one key, in file order, with the given weight.
        func specs(_ section: String, _ key: String, weight: Double = 1,
                   _ words: (LanguageFile) -> [LanguageFile.Word]?) throws -> [WordSpec] {
            var specs: [WordSpec] = []
            for (code, content) in files {
                for (word, spec) in words(content) ?? [] {
                    guard !spec.display.isEmpty, word.first != " ", word.last != " " else {
                        throw WordFileError(file: "languages/\(code).json", problem: "\(section).\(key): \"\(word)\" is no word")
                    }
                    specs.append(spec.weighted(weight))
                }
            }
            return specs
        }
        let rules = try settings.rules.map { rule in
            FieldRule(id: rule.rule, designation: Designation(rawValue: rule.designationName)!,
                      words: try specs("fields", rule.rule, weight: rule.weight ?? 1) { $0.fields[rule.rule] },
                      negatives: try specs("negatives", rule.rule) { $0.negatives[rule.rule] })
        }
        var lists: [WordListName: [WordSpec]] = [:]
        for name in WordListName.allCases {
            lists[name] = try specs("lists", name.rawValue) { $0.lists[name] }
        }
        let numbers = Weights(
            labelSources: labelSources, nameAttribute: settings.nameAttribute, idAttribute: settings.idAttribute,
            longLabelBytes: settings.longLabelBytes, sentenceWords: settings.sentenceWords, headWords: settings.headWords,
            standInLabel: settings.standInLabel, legend: settings.legend, legendBesideLabels: settings.legendBesideLabels,
            containerSegments: settings.containerSegments, types: settings.types, optionList: settings.optionList,
            dayOptionList: settings.dayOptionList, middleInitial: settings.middleInitial,
            dialCodeExample: settings.dialCodeExample, discounts: settings.discounts, vetoLabelBytes: settings.vetoLabelBytes,
            structures: settings.structures, formKinds: settings.formKinds, threshold: settings.threshold,
            formScoreCap: settings.formScoreCap)
        return WordTables(rules: rules, weights: numbers, languages: files.map(\.code), lists: lists)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as WordFileError {
            throw WordFileError(file: file, problem: error.problem)
        } catch let DecodingError.keyNotFound(key, context) {
            throw WordFileError(file: file, problem: "missing \"\(key.stringValue)\"\(Self.path(context))")
        } catch let DecodingError.typeMismatch(expected, context) {
            throw WordFileError(file: file, problem: "expected \(Self.kind(expected))\(Self.path(context))")
        } catch let DecodingError.valueNotFound(expected, context) {
            throw WordFileError(file: file, problem: "expected \(Self.kind(expected))\(Self.path(context))")
        } catch {
            throw WordFileError(file: file, problem: "not valid JSON")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        guard !context.codingPath.isEmpty else { return "" }
        let path = context.codingPath.enumerated().map { i, key in
            key.intValue.map { "[\($0)]" } ?? (i == 0 ? key.stringValue : ".\(key.stringValue)")
        }
        return " at " + path.joined()
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is [String].Type, is [Any].Type: "a list"
        default: "an object"
        }
    }
}

/// `weights.json` as written (see docs/classification.md).
private struct WeightsFile: Decodable {
    struct Rule: Decodable {
        /// The rule's id: a designation, optionally followed by `.` and a variant (`cc-number.bare`).
        let rule: String
        let weight: Double?
        var designationName: String { String(rule.prefix { $0 != "." }) }
    }

    let languageOrder: [String]
    let rules: [Rule]
    let labelSources: [String: Double]
    let nameAttribute: Double, idAttribute: Double
    let longLabelBytes: Int, sentenceWords: Int, headWords: Int
    let standInLabel: Double, legend: Double, legendBesideLabels: Double
    let containerSegments: Double, types: Weights.TypeWeights, optionList: Double, dayOptionList: Double
    let middleInitial: Double, dialCodeExample: Double, discounts: Weights.Discounts, vetoLabelBytes: Int
    let structures: Weights.StructureWeights, formKinds: Weights.FormKindWeights
    let threshold: Double, formScoreCap: Double

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case languageOrder, rules, labelSources, nameAttribute, idAttribute, longLabelBytes, sentenceWords,
             headWords, standInLabel, legend, legendBesideLabels, containerSegments, types, optionList, dayOptionList,
             middleInitial, dialCodeExample, discounts, vetoLabelBytes, structures, formKinds, threshold, formScoreCap
    }

    init(from decoder: Decoder) throws {
        let names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        if let unknown = names.sorted().first(where: { CodingKeys(rawValue: $0) == nil }) {
            throw WordFileError(file: "", problem: "unknown key \"\(unknown)\"")
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        languageOrder = try c.decode([String].self, forKey: .languageOrder)
        rules = try c.decode([Rule].self, forKey: .rules)
        labelSources = try c.decode([String: Double].self, forKey: .labelSources)
        nameAttribute = try c.decode(Double.self, forKey: .nameAttribute)
        idAttribute = try c.decode(Double.self, forKey: .idAttribute)
        longLabelBytes = try c.decode(Int.self, forKey: .longLabelBytes)
        sentenceWords = try c.decode(Int.self, forKey: .sentenceWords)
        headWords = try c.decode(Int.self, forKey: .headWords)
        standInLabel = try c.decode(Double.self, forKey: .standInLabel)
        legend = try c.decode(Double.self, forKey: .legend)
        legendBesideLabels = try c.decode(Double.self, forKey: .legendBesideLabels)
        containerSegments = try c.decode(Double.self, forKey: .containerSegments)
        types = try c.decode(Weights.TypeWeights.self, forKey: .types)
        optionList = try c.decode(Double.self, forKey: .optionList)
        dayOptionList = try c.decode(Double.self, forKey: .dayOptionList)
        middleInitial = try c.decode(Double.self, forKey: .middleInitial)
        dialCodeExample = try c.decode(Double.self, forKey: .dialCodeExample)
        discounts = try c.decode(Weights.Discounts.self, forKey: .discounts)
        vetoLabelBytes = try c.decode(Int.self, forKey: .vetoLabelBytes)
        structures = try c.decode(Weights.StructureWeights.self, forKey: .structures)
        formKinds = try c.decode(Weights.FormKindWeights.self, forKey: .formKinds)
        threshold = try c.decode(Double.self, forKey: .threshold)
        formScoreCap = try c.decode(Double.self, forKey: .formScoreCap)
    }
}

private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// One language file: its words by rule id (`fields`, `negatives`) and by list name (`lists`), each as written
/// and folded (with weight 1).
private struct LanguageFile: Sendable {
    typealias Word = (text: String, spec: WordSpec)
    var fields: [String: [Word]] = [:]
    var negatives: [String: [Word]] = [:]
    var lists: [WordListName: [Word]] = [:]

    init(_ sections: [String: [String: [String]]], ruleIDs: Set<String>, file: String, folding cache: inout FoldCache) throws {
        func fold(_ words: [String]) -> [Word] { words.map { ($0, WordSpec($0, folding: &cache)) } }
        for (section, entries) in sections.sorted(by: { $0.key < $1.key }) {
            for (key, words) in entries.sorted(by: { $0.key < $1.key }) {
                switch section {
                case "fields", "negatives":
                    guard ruleIDs.contains(key) else {
                        throw WordFileError(file: file, problem: "\(section): unknown rule \"\(key)\" (rules are listed in weights.json)")
                    }
                    if section == "fields" { fields[key] = fold(words) } else { negatives[key] = fold(words) }
                case "lists":
                    guard let name = WordListName(rawValue: key) else {
                        throw WordFileError(file: file, problem: "lists: unknown list \"\(key)\"")
                    }
                    lists[name] = fold(words)
                default:
                    throw WordFileError(file: file, problem: "unknown section \"\(section)\" (fields, negatives, lists)")
                }
            }
        }
    }
}
