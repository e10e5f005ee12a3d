import FormFillClassifier
import FormFillCollector
import FormFillModel

/// Builds fields the way the collector reports them, numbering opids in order.
func field(_ type: String = "text", name: String? = nil, id: String? = nil, label: String? = nil,
           left: String? = nil, right: String? = nil, top: String? = nil, aria: String? = nil,
           placeholder: String? = nil, title: String? = nil, autocomplete: String? = nil, maxLength: Int? = nil,
           options: [String]? = nil, optionValues: [String]? = nil, visible: Bool = true, viewable: Bool = true,
           disabled: Bool = false, readonly: Bool = false, tabindex: String? = nil, ariaHidden: Bool = false,
           htmlClass: String? = nil, value: String? = nil, pattern: String? = nil, inputMode: String? = nil,
           form: String? = "__form__0") -> FieldDetails {
    let selectOptions = options.map { texts in
        texts.enumerated().map { i, t in SelectOption(text: t, value: optionValues?[i] ?? t) }
    }
    return FieldDetails(
        opid: "", elementNumber: 0, visible: visible, viewable: viewable, htmlID: id, htmlName: name,
        htmlClass: htmlClass, tabindex: tabindex, title: title, labelTag: label, labelAria: aria, labelTop: top,
        labelRight: right, labelLeft: left, placeholder: placeholder, type: type, value: value,
        autoCompleteType: autocomplete, disabled: disabled, readonly: readonly, selectOptions: selectOptions,
        maxLength: maxLength, pattern: pattern, inputMode: inputMode, ariaHidden: ariaHidden, form: form)
}

/// A page from hand-built fields (opids `__0`, `__1`, … in order) and the forms they name.
func page(_ fields: [FieldDetails], forms: [FormDetails]? = nil, url: String = "https://www.example.com/") -> PageDetails {
    let numbered = fields.enumerated().map { i, f -> FieldDetails in
        var f = f; f.opid = "__\(i)"; f.elementNumber = i; return f
    }
    let formIDs = forms ?? Array(Set(numbered.compactMap(\.form))).sorted().map { FormDetails(opid: $0) }
    return PageDetails(documentUUID: "test", url: url, collectedTimestamp: 0, forms: formIDs, fields: numbered)
}

func classify(_ fields: [FieldDetails], forms: [FormDetails]? = nil) -> PageClassification {
    Classifier().classify(page(fields, forms: forms))
}

/// The designations in field order (raw values, nil for none).
func designations(_ result: PageClassification) -> [String?] { result.fields.map { $0.designation?.rawValue } }

/// Collects an HTML snippet with the Swift collector and classifies it: the path real pages take.
func classifyHTML(_ html: String, url: String = "https://www.example.com/") throws -> (PageDetails, PageClassification) {
    let collector = Collector(options: Collector.Options(pageURL: url, documentUUID: "test", timestamp: 0))
    let details = try collector.collect(html: html).details
    return (details, Classifier().classify(details))
}

/// The designation of the field with this name or id in a classified HTML page.
func designation(of nameOrID: String, in result: (PageDetails, PageClassification)) -> String? {
    guard let index = result.0.fields.firstIndex(where: { $0.htmlName == nameOrID || $0.htmlID == nameOrID }) else {
        return "<no such field>"
    }
    return result.1.fields[index].designation?.rawValue
}

/// The designation of the box named `x` in the page `form` makes around `label` (the box's label text).
func designation(ofBoxLabelled label: String, in form: (String) -> String) throws -> String? {
    designation(of: "x", in: try classifyHTML(form(label)))
}

func exclusion(of nameOrID: String, in result: (PageDetails, PageClassification)) -> Exclusion? {
    guard let index = result.0.fields.firstIndex(where: { $0.htmlName == nameOrID || $0.htmlID == nameOrID }) else {
        return nil
    }
    return result.1.fields[index].exclusion
}

/// Three contact fields (company, e-mail, last name) of a realistic form, for the form `form`.
func contactFields(form: String?) -> [FieldDetails] {
    [field(name: "contact_company", label: "Company", form: form), field("email", name: "contact_email", label: "Email", form: form),
     field(name: "contact_last_name", label: "Last name", form: form)]
}

/// The same three contact fields in HTML, to put in a snippet's form beside the fields under test (after them, or
/// before them in a block of their own where the text after a box would label it).
let contactFieldsHTML = #"<label>Company <input name="contact_company"></label> <label>Email <input type="email" name="contact_email"></label> <label>Last name <input name="contact_last_name"></label>"#

/// Classifies `fields` with ``contactFields(form:)`` after the last field of each of their forms, and returns
/// the verdicts of `fields` only: a per-field rule tested in a realistic form, above Chromium's minimum of three
/// recognised fields (see `MinimumFields`), rather than in a one-field form where that minimum decides.
func classifyInForm(_ fields: [FieldDetails]) -> PageClassification {
    var all: [FieldDetails] = []
    var tested: [Int] = []
    for (k, f) in fields.enumerated() {
        tested.append(all.count)
        all.append(f)
        if !fields[(k + 1)...].contains(where: { $0.form == f.form }) { all += contactFields(form: f.form) }
    }
    let r = classify(all)
    return PageClassification(forms: r.forms, fields: tested.map { r.fields[$0] })
}
