/// A page and the classifier's verdicts on it, held together by position: the verdict on the page's field `i` is
/// `classification.fields[i]`, and each form's fields are positions in the page's fields.
///
/// The page is kept as the fill-script generator reads it (``PageModel``: each field's few facts as compact
/// typed values), not as its details: `FieldDetails` is the token's wire format, read once. The classifier makes
/// one (`Classifier.classifiedPage(_:)`, which reads the fields' facts in the same pass as its own features) and
/// the fill-script generator reads it (`FillScriptGenerator.generate(_:item:options:matcher:)`). A page and a
/// classification made apart (decoded, built by hand, verdicts in another order) are matched once, by opid,
/// when the value is made. A token may hold the same opid twice; then the first field with it is the one its
/// verdicts and its forms name.
///
/// ```swift
/// let classified = Classifier().classifiedPage(page)
/// let result = try FillScriptGenerator.generate(classified, item: item, options: FillOptions())
/// ```
public struct ClassifiedPage: Sendable {
    /// The page as the generator reads it: one ``PageModel/Field`` per field of the page's details, in order.
    package let page: PageModel
    /// The verdicts: `classification.fields[i]` is the verdict on the page's field `i` (a field no verdict named
    /// gets one with no designation), and `classification.forms` as given.
    public let classification: PageClassification
    /// For each form of `classification.forms`, the positions in the page's fields of the fields it lists, in its
    /// order: an opid the page does not have is left out, a duplicated one names its first field.
    package let formFields: [[Int]]
    /// For each form of `classification.forms`, the position of its details in the page's forms (the first with
    /// its opid); nil for a formless group.
    package let formDetails: [Int?]

    /// Matches the verdicts to the page's fields by opid (the first of duplicates) and each form's opids to
    /// positions. Costs no lookup when the verdicts are in the page's order and the opids are the collectors'
    /// `__0`, `__1`, … (what the classifier and both collectors make).
    public init(page: PageDetails, classification: PageClassification) {
        let positions = OpidPositions(count: page.fields.count, prefix: "__") { page.fields[$0].opid }
        var aligned = classification
        if !Self.isAligned(page.fields, classification.fields) {
            var byOpid: [String: Int] = [:]
            for (v, verdict) in classification.fields.enumerated() where byOpid[verdict.opid] == nil { byOpid[verdict.opid] = v }
            aligned.fields = page.fields.map { field in
                byOpid[field.opid].map { classification.fields[$0] }
                    ?? FieldClassification(opid: field.opid, designation: nil, group: field.form ?? "")
            }
        }
        let formFields = classification.forms.map { form in
            var fields: [Int] = []
            fields.reserveCapacity(form.fieldOpids.count)
            for opid in form.fieldOpids { if let i = positions.first(opid) { fields.append(i) } }
            return fields
        }
        self.init(page: PageModel(page), verdicts: aligned, formFields: formFields)
    }

    /// The page's model and the verdicts the classifier made of the same page: one verdict per field, in the
    /// fields' order, with the same opids, and each form's fields as positions (`members[k]`: the fields of
    /// `classification.forms[k]`, in its order). Where the page's opids are not the collectors' numbering
    /// (`__0`, `__1`, …: each at its own position), each member is read as its opid, as
    /// ``init(page:classification:)`` reads a form's opids: a duplicated opid names its first field.
    package init(page: PageModel, classification: PageClassification, members: [[Int]]) {
        precondition(classification.fields.count == page.fields.count && members.count == classification.forms.count,
                     "one verdict per field and one member list per form")
        let positions = OpidPositions(count: page.fields.count, prefix: "__") { page.fields[$0].opid }
        let formFields = positions.isPositional ? members : members.map { list in
            list.compactMap { positions.first(page.fields[$0].opid) }
        }
        self.init(page: page, verdicts: classification, formFields: formFields)
    }

    private init(page: PageModel, verdicts: PageClassification, formFields: [[Int]]) {
        let formPositions = OpidPositions(count: page.forms.count, prefix: "__form__") { page.forms[$0].opid }
        self.page = page
        classification = verdicts
        self.formFields = formFields
        formDetails = verdicts.forms.map { formPositions.first($0.opid) }
    }

    /// Whether the verdicts are one per field, in the fields' order.
    private static func isAligned(_ fields: [FieldDetails], _ verdicts: [FieldClassification]) -> Bool {
        guard fields.count == verdicts.count else { return false }
        for i in fields.indices where fields[i].opid != verdicts[i].opid { return false }
        return true
    }
}

/// Positions by opid, the first of duplicates. Both collectors number fields `__0`, `__1`, … and forms `__form__0`,
/// `__form__1`, … in order: such a list needs no table, since an opid says where it is (hashing every opid of a
/// large page once cost more than generating its script).
package struct OpidPositions {
    private let table: [String: Int]?
    private let count: Int
    /// Whether every opid is the collectors' number of its own position (no table was needed).
    package var isPositional: Bool { table == nil }
    private let prefix: [UInt8]

    /// - Parameters:
    ///   - prefix: what precedes the number in the collectors' opids (`__` for fields, `__form__` for forms).
    ///   - opid: the opid at a position.
    package init(count: Int, prefix: String, opid: (Int) -> String) {
        self.count = count
        self.prefix = Array(prefix.utf8)
        var positional = true
        for i in 0..<count where Self.number(opid(i), prefix: self.prefix) != i { positional = false; break }
        if positional {
            table = nil
        } else {
            var table: [String: Int] = [:]
            for i in 0..<count where table[opid(i)] == nil { table[opid(i)] = i }
            self.table = table
        }
    }

    /// The position of the first with this opid.
    package func first(_ opid: String) -> Int? {
        if let table { return table[opid] }
        return Self.number(opid, prefix: prefix).flatMap { $0 < count ? $0 : nil }
    }

    /// N for the prefix then N written without leading zeros, else nil.
    static func number(_ opid: String, prefix: [UInt8]) -> Int? {
        // Read from the string's own bytes (an iterator over its UTF-8 view cost several times as much).
        if let parsed = opid.utf8.withContiguousStorageIfAvailable({ number($0, prefix: prefix) }) { return parsed }
        return number(Array(opid.utf8), prefix: prefix)
    }

    private static func number(_ utf8: some Collection<UInt8>, prefix: [UInt8]) -> Int? {
        guard utf8.count > prefix.count, utf8.starts(with: prefix) else { return nil }
        var value = 0, digits = 0
        for b in utf8.dropFirst(prefix.count) {
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9"), digits < 18, !(digits == 1 && value == 0) else { return nil }
            value = value * 10 + Int(b - UInt8(ascii: "0"))
            digits += 1
        }
        return value
    }
}
