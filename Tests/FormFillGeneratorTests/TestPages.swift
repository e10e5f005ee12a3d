import Foundation
import FormFillGenerator
import FormFillModel

/// A field of a hand-built page: what the collector would report and what the classifier would conclude.
struct TestField {
    var designation: Designation?
    var type = "text"
    var form = "__form__0"
    var maxLength: Int?
    var minLength: Int?
    var placeholder: String?
    var label: String?
    var options: [SelectOption]?
    var visible = true
    var disabled = false
    var readonly = false
    var exclusion: Exclusion?
    var section: String?
    var addressKind: String?
    var passwordRules: String?
    var id: String?
    var pattern: String?

    init(_ designation: Designation?, type: String = "text", form: String = "__form__0", maxLength: Int? = nil,
         minLength: Int? = nil, placeholder: String? = nil, label: String? = nil, options: [SelectOption]? = nil,
         visible: Bool = true, disabled: Bool = false, readonly: Bool = false, exclusion: Exclusion? = nil,
         section: String? = nil, addressKind: String? = nil, passwordRules: String? = nil, id: String? = nil,
         pattern: String? = nil) {
        self.designation = designation; self.type = type; self.form = form; self.maxLength = maxLength
        self.minLength = minLength; self.placeholder = placeholder; self.label = label; self.options = options
        self.visible = visible; self.disabled = disabled; self.readonly = readonly; self.exclusion = exclusion
        self.section = section; self.addressKind = addressKind; self.passwordRules = passwordRules; self.id = id
        self.pattern = pattern
    }
}

/// A form of a hand-built page.
struct TestForm {
    var kind: FormKind
    var score: Double = 1
    var action: String? = nil
    var visible = true
    var evidence: [FormEvidence] = []
}

/// Builds page details and the matching classification; field opids are `__0`, `__1`, … and form opids
/// `__form__0`, … in the order given.
func makePage(url: String = "https://www.acme.com/login", forms: [TestForm], fields: [TestField])
    -> (page: PageDetails, classification: PageClassification) {
    let formDetails = forms.enumerated().map { index, form in
        FormDetails(opid: "__form__\(index)", htmlAction: form.action ?? url, htmlMethod: "post")
    }
    let fieldDetails = fields.enumerated().map { index, f in
        FieldDetails(opid: "__\(index)", elementNumber: index, visible: f.visible, viewable: f.visible,
                     htmlID: f.id, labelTag: f.label, placeholder: f.placeholder, type: f.type, disabled: f.disabled,
                     readonly: f.readonly, selectOptions: f.options, maxLength: f.maxLength, minLength: f.minLength,
                     pattern: f.pattern, passwordRules: f.passwordRules, form: f.form)
    }
    let verdicts = fields.enumerated().map { index, f in
        FieldClassification(opid: "__\(index)", designation: f.designation, score: 1, section: f.section,
                            addressKind: f.addressKind, exclusion: f.exclusion, group: f.form)
    }
    let formVerdicts = forms.enumerated().map { index, form in
        FormClassification(opid: "__form__\(index)", kind: form.kind, score: form.score,
                           fieldOpids: fields.indices.filter { fields[$0].form == "__form__\(index)" }.map { "__\($0)" },
                           visible: form.visible, evidence: form.evidence)
    }
    return (PageDetails(documentUUID: "doc-1", url: url, collectedTimestamp: 0, forms: formDetails, fields: fieldDetails),
            PageClassification(forms: formVerdicts, fields: verdicts))
}

/// Options of a select from `(text, value)` pairs, the text normalized as the collector stores it.
func options(_ pairs: [(String, String)]) -> [SelectOption] {
    pairs.map { SelectOption(text: OptionText.normalize($0.0), value: $0.1) }
}

let acme = LoginItem(id: "acme", title: "ACME", urls: ["https://www.acme.com"], username: "wile", password: "secret",
                     totp: "otpauth://totp/ACME:wile?secret=JBSWY3DPEHPK3PXP")
let visa = CardItem(id: "visa", title: "Visa", cardholder: "Wile E Coyote", number: "4111111111111111", expMonth: 3,
                    expYear: 2029, cvv: "737", brand: "visa")
let home = IdentityItem(id: "home", title: "Home", honorificPrefix: "Mr", firstName: "Wile", middleName: "E",
                        lastName: "Coyote", email: "wile@acme.com", phone: "+1 415 555 0134", company: "ACME Corp",
                        address1: "1 Mesa Road", address2: "Apt 7", address3: "", city: "Tucson", state: "AZ",
                        postalCode: "85701", country: "US", username: "wilecoyote", birthDate: "1949-09-17")

func fill(_ built: (page: PageDetails, classification: PageClassification), _ item: VaultItem,
          _ options: FillOptions = FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000))) throws -> FillResult {
    try FillScriptGenerator.generate(page: built.page, classification: built.classification, item: item, options: options)
}
