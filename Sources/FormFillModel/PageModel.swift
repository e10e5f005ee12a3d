/// A page as the fill-script generator reads it: each field's few facts as compact typed values, and each form's
/// destinations. Built once from the page's details (the token's wire format): the classifier builds the
/// fields in the same read that builds its own features (`Classifier.classifiedPage(_:)`), and
/// ``ClassifiedPage/init(page:classification:)`` builds them for a page and verdicts made apart.
///
/// Nothing here is large to keep or to copy: a field holds its opid, type, name and id, its limits, one set of
/// flags, its option list and its format hints, and its rarer texts in one shared box (a field's details hold
/// some 40 properties, 27 of them strings).
package struct PageModel: Sendable {
    /// The collection's id, echoed by the fill script.
    package let documentUUID: String
    /// The page's URL.
    package let url: String
    /// The origin of the top-level page when the token's document is embedded in a frame of another origin.
    package let topOrigin: String?
    /// One per field of the page's details, in the same order.
    package let fields: [Field]
    /// One per form of the page's details, in the same order.
    package let forms: [Form]

    /// The page's own facts and forms from `page`, with `fields` already read from its fields (one per field,
    /// in order).
    package init(_ page: PageDetails, fields: [Field]) {
        precondition(fields.count == page.fields.count, "one model field per field of the page")
        documentUUID = page.documentUUID
        url = page.url
        topOrigin = page.topOrigin
        self.fields = fields
        forms = page.forms.map { Form(opid: $0.opid, destinations: $0.destinations) }
    }

    /// The whole model read from `page`.
    package init(_ page: PageDetails) {
        self.init(page, fields: page.fields.withUnsafeBufferPointer { details in details.indices.map { Field(details, at: $0) } })
    }

    /// A `<form>` of the page, as the generator reads it.
    package struct Form: Sendable, Equatable {
        /// The form's opid (`__form__N`).
        package let opid: String
        /// Every URL a submission of the form can go to (``FormDetails/destinations``).
        package let destinations: [String]
    }

    /// A field of the page, as the generator reads it.
    package struct Field: Sendable, Equatable {
        /// The field's id for the fill script.
        package let opid: String
        /// The field's position among the page's form controls (the fill order).
        package let elementNumber: Int
        /// The lowercased `type` as collected (nil when the token has none).
        package let type: String?
        /// The `id` and `name` attributes (for warnings and the script's target fingerprints).
        package let htmlID: String?
        package let htmlName: String?
        /// The `maxlength` as a limit: nil for none, and for the `-1` or `0` some collectors report when there is none.
        package let maxLength: Int?
        /// The `size` attribute.
        package let size: Int?
        /// A select's options (empty for every other field).
        package let options: [SelectOption]
        /// The texts that hint at a format (`MM/YY`, `DD/MM/YYYY`): every label source, in the order of
        /// ``FieldDetails/labels``.
        package let hints: [String]
        private let flags: Flags
        /// The texts few fields have, in one shared box (nil when the field has none of them).
        private let rare: Rare?

        /// The `minlength` attribute.
        package var minLength: Int? { rare?.minLength }
        /// The `pattern` attribute.
        package var pattern: String? { rare?.pattern }
        /// The `passwordrules` attribute.
        package var passwordRules: String? { rare?.passwordRules }
        /// The origin of the frame the field lives in, when it is not the token's own document.
        package var frameOrigin: String? { rare?.frameOrigin }

        /// The type, `text` when absent.
        package var effectiveType: String { type ?? "text" }
        /// Displayed (not `display:none`, `visibility:hidden`, `hidden`).
        package var visible: Bool { flags.contains(.visible) }
        /// Actually on screen (laid out, large enough, not covered).
        package var viewable: Bool { flags.contains(.viewable) }
        /// Not in a frame that is not viewable.
        package var frameViewable: Bool { flags.contains(.frameViewable) }
        /// Visible, enabled, writable, not `aria-disabled` nor `aria-hidden`, and of a type that takes a typed
        /// value or a choice (a text-like input, a select, a textarea; not a button, a check box, a radio button,
        /// a file or a hidden input).
        package var takesValue: Bool { flags.contains(.takesValue) }
        /// A select of any kind (the type starts with `select`).
        package var isSelect: Bool { flags.contains(.select) }

        /// Input types that take no typed value: the generator never writes text into them.
        package static let valuelessTypes: Set<String> = ["hidden", "submit", "button", "reset", "image", "file", "checkbox", "radio"]

        /// The model of field `i` (read in place: `fields[i]` passed on would copy its details).
        package init(_ fields: UnsafeBufferPointer<FieldDetails>, at i: Int) {
            opid = fields[i].opid
            elementNumber = fields[i].elementNumber
            type = fields[i].type
            htmlID = fields[i].htmlID
            htmlName = fields[i].htmlName
            maxLength = fields[i].maxLength.flatMap { $0 > 0 ? $0 : nil }
            size = fields[i].size
            let isSelect = fields[i].effectiveType.hasPrefix("select")
            options = isSelect ? fields[i].selectOptions ?? [] : []
            var hints: [String] = []
            for text in [fields[i].labelTag, fields[i].labelAria, fields[i].labelData, fields[i].placeholder,
                         fields[i].title, fields[i].labelTop, fields[i].labelLeft, fields[i].labelRight] {
                if let text, !text.isEmpty { hints.append(text) }
            }
            self.hints = hints
            var flags: Flags = []
            if fields[i].visible { flags.insert(.visible) }
            if fields[i].viewable { flags.insert(.viewable) }
            if fields[i].frameViewable { flags.insert(.frameViewable) }
            if isSelect { flags.insert(.select) }
            if fields[i].visible && !fields[i].disabled && !fields[i].readonly && !fields[i].ariaDisabled
                && !fields[i].ariaHidden && !Self.valuelessTypes.contains(fields[i].effectiveType) {
                flags.insert(.takesValue)
            }
            self.flags = flags
            rare = Rare(minLength: fields[i].minLength, pattern: fields[i].pattern, passwordRules: fields[i].passwordRules,
                        frameOrigin: fields[i].frameOrigin)
        }

        /// Equal when every fact is.
        package static func == (a: Field, b: Field) -> Bool {
            a.opid == b.opid && a.elementNumber == b.elementNumber && a.type == b.type && a.htmlID == b.htmlID
                && a.htmlName == b.htmlName && a.maxLength == b.maxLength && a.size == b.size && a.flags == b.flags
                && a.options == b.options && a.hints == b.hints && a.minLength == b.minLength && a.pattern == b.pattern
                && a.passwordRules == b.passwordRules && a.frameOrigin == b.frameOrigin
        }

        private struct Flags: OptionSet, Sendable {
            let rawValue: UInt8
            static let visible = Flags(rawValue: 1 << 0), viewable = Flags(rawValue: 1 << 1)
            static let frameViewable = Flags(rawValue: 1 << 2), takesValue = Flags(rawValue: 1 << 3)
            static let select = Flags(rawValue: 1 << 4)
        }

        private final class Rare: Sendable {
            let minLength: Int?
            let pattern: String?
            let passwordRules: String?
            let frameOrigin: String?

            init?(minLength: Int?, pattern: String?, passwordRules: String?, frameOrigin: String?) {
                guard minLength != nil || pattern != nil || passwordRules != nil || frameOrigin != nil else { return nil }
                (self.minLength, self.pattern, self.passwordRules, self.frameOrigin) = (minLength, pattern, passwordRules, frameOrigin)
            }
        }
    }
}
