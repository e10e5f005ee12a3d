import Foundation

/// A page as the fill-script generator reads it: each field's few facts as compact typed values, and each form's
/// destinations. Built once from the page's details (the token's wire format): the classifier builds the
/// fields in the same read that builds its own features (`Classifier.classifiedPage(_:)`), and
/// ``ClassifiedPage/init(page:classification:)`` builds them for a page and verdicts made apart.
///
/// Nothing here is large to keep or to copy: a field holds its opid, type, name and id, its limits, five flags,
/// its option list, its format hints and its frame's origin, and its rarer texts in one shared box (a field's
/// details hold some 40 properties, 27 of them strings).
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
        forms = page.forms.map(Form.init)
    }

    /// The whole model read from `page`.
    package init(_ page: PageDetails) {
        self.init(page, fields: page.fields.withUnsafeBufferPointer { details in details.indices.map { Field(details, at: $0) } })
    }

    /// A `<form>` of the page, as the generator reads it.
    package struct Form: Sendable, Equatable {
        /// The form's opid (`__form__N`).
        package let opid: String
        /// The `action`, and the `formaction` of each of its submit controls (``FormDetails``).
        package let action: String?
        package let formActions: [String]

        package init(_ form: FormDetails) {
            opid = form.opid; action = form.htmlAction; formActions = form.formActions
        }

        /// Every URL a submission of the form can go to (as ``FormDetails/destinations``).
        package var destinations: [String] {
            var out: [String] = []
            for url in [action].compactMap({ $0 }) + formActions where !out.contains(url) { out.append(url) }
            return out
        }
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
        /// A select's options (empty for every other field, and for a field that takes no value).
        package let options: [SelectOption]
        /// The field's label texts, which hint at a format (`MM/YY`, `DD/MM/YYYY`); none for a field that takes
        /// no value.
        package let labels: Labels
        /// The origin of the frame the field lives in, when it is not the token's own document.
        package let frameOrigin: String?
        /// Displayed (not `display:none`, `visibility:hidden`, `hidden`).
        package let visible: Bool
        /// Actually on screen (laid out, large enough, not covered).
        package let viewable: Bool
        /// Not in a frame that is not viewable.
        package let frameViewable: Bool
        /// Visible, enabled, writable, not `aria-disabled` nor `aria-hidden`, and of a type that takes a typed
        /// value or a choice (a text-like input, a select, a textarea; not a button, a check box, a radio button,
        /// a file or a hidden input).
        package let takesValue: Bool
        /// A select of any kind (the type starts with `select`).
        package let isSelect: Bool
        /// The texts few fields have, in one shared box (nil when the field has none of them).
        private let rare: Rare?

        /// The `minlength` attribute.
        package var minLength: Int? { rare?.minLength }
        /// The `pattern` attribute.
        package var pattern: String? { rare?.pattern }
        /// The `passwordrules` attribute.
        package var passwordRules: String? { rare?.passwordRules }
        /// A password box's help text (`aria-describedby`), which may state the site's password rules in words
        /// ("8–16 characters, letters and numbers only"); nil for other fields.
        package var passwordHelp: String? { rare?.description }
        /// Whether a password box asks for a keyboard of digits (`inputmode="numeric"`: a PIN's, a passcode's), on
        /// which a phone shows no letter to type; false for other fields.
        package var asksForDigits: Bool { rare?.asksForDigits ?? false }
        /// The value the page wrote into a box that may show the account a sign-in form is for (see
        /// ``AccountValue``); nil for every other field and for an empty value.
        package var accountValue: AccountValue? { rare?.account }
        /// The type, `text` when absent.
        package var effectiveType: String { type ?? "text" }

        /// The model of field `i`, whose type is `type` (read once by the caller; nil reads it here), read in
        /// place: `fields[i]` passed on would copy its details.
        package init(_ fields: UnsafeBufferPointer<FieldDetails>, at i: Int, type: InputType? = nil) {
            let kind = type ?? InputType(fields[i].type)
            opid = fields[i].opid
            elementNumber = fields[i].elementNumber
            self.type = fields[i].type
            htmlID = fields[i].htmlID
            htmlName = fields[i].htmlName
            maxLength = fields[i].maxLength.flatMap { $0 > 0 ? $0 : nil }
            size = fields[i].size
            isSelect = kind.isSelect || (kind == .other && fields[i].effectiveType.hasPrefix("select"))
            frameOrigin = fields[i].frameOrigin
            visible = fields[i].visible
            viewable = fields[i].viewable
            frameViewable = fields[i].frameViewable
            takesValue = fields[i].visible && !fields[i].disabled && !fields[i].readonly && !fields[i].ariaDisabled
                && !fields[i].ariaHidden && !Self.isValueless(kind)
            // Only a field that takes a value is ever filled, so only its options and hints are ever read.
            options = takesValue && isSelect ? fields[i].selectOptions ?? [] : []
            if takesValue { labels = Labels(fields, at: i) } else { labels = Labels() }
            // A password box's help text may state the site's password rules (``passwordHelp``).
            let password = takesValue && kind == .password
            let help = password ? fields[i].labelDescribedBy.flatMap { $0.isEmpty ? nil : $0 } : nil
            let digits = password && fields[i].inputMode?.lowercased() == "numeric"
            rare = Rare.make(minLength: fields[i].minLength, pattern: fields[i].pattern, passwordRules: fields[i].passwordRules,
                             account: AccountValue(fields[i], kind: kind, takesValue: takesValue), description: help,
                             asksForDigits: digits)
        }

        /// Whether a field of this type takes no typed value (hidden, a button, a file, a check box or radio
        /// button): the generator never writes text into it.
        package static func isValueless(_ type: InputType) -> Bool {
            switch type {
            case .hidden, .submit, .button, .reset, .image, .file, .checkbox, .radio: true
            default: false
            }
        }

        /// Equal when every fact is.
        package static func == (a: Field, b: Field) -> Bool {
            a.opid == b.opid && a.elementNumber == b.elementNumber && a.type == b.type && a.htmlID == b.htmlID
                && a.htmlName == b.htmlName && a.maxLength == b.maxLength && a.size == b.size && a.options == b.options
                && a.labels == b.labels && a.frameOrigin == b.frameOrigin
                && (a.visible, a.viewable, a.frameViewable, a.takesValue, a.isSelect)
                    == (b.visible, b.viewable, b.frameViewable, b.takesValue, b.isSelect)
                && a.minLength == b.minLength && a.pattern == b.pattern && a.passwordRules == b.passwordRules
                && a.passwordHelp == b.passwordHelp && a.asksForDigits == b.asksForDigits
                && a.accountValue == b.accountValue
        }

        /// A field's label sources, kept in place (no list is made until a formatter asks for one).
        package struct Labels: Sendable, Equatable {
            var tag: String?, aria: String?, data: String?, title: String?
            var top: String?, left: String?, right: String?
            /// The placeholder: an example of the value's format (a phone number's "555-555-5555").
            package private(set) var placeholder: String?

            /// No label.
            init() {}

            /// The label sources of field `i`, read in place.
            init(_ fields: UnsafeBufferPointer<FieldDetails>, at i: Int) {
                (tag, aria, data, placeholder) = (fields[i].labelTag, fields[i].labelAria, fields[i].labelData, fields[i].placeholder)
                (title, top, left, right) = (fields[i].title, fields[i].labelTop, fields[i].labelLeft, fields[i].labelRight)
            }

            /// The non-empty texts, in the order of ``FieldDetails/labels``.
            package var texts: [String] {
                [tag, aria, data, placeholder, title, top, left, right].compactMap { text in
                    guard let text, !text.isEmpty else { return nil }
                    return text
                }
            }
        }

        private final class Rare: Sendable {
            let minLength: Int?
            let pattern: String?
            let passwordRules: String?
            let account: AccountValue?
            let description: String?
            let asksForDigits: Bool

            private init(minLength: Int?, pattern: String?, passwordRules: String?, account: AccountValue?, description: String?,
                         asksForDigits: Bool) {
                (self.minLength, self.pattern, self.passwordRules, self.account) = (minLength, pattern, passwordRules, account)
                (self.description, self.asksForDigits) = (description, asksForDigits)
            }

            /// A box for these texts, nil (nothing allocated) when there is none.
            static func make(minLength: Int?, pattern: String?, passwordRules: String?, account: AccountValue?,
                             description: String?, asksForDigits: Bool) -> Rare? {
                guard minLength != nil || pattern != nil || passwordRules != nil || account != nil || description != nil
                    || asksForDigits else { return nil }
                return Rare(minLength: minLength, pattern: pattern, passwordRules: passwordRules, account: account,
                            description: description, asksForDigits: asksForDigits)
            }
        }

        /// A value the page wrote into a box that may show which account a sign-in form is for: a box whose
        /// author's `autocomplete` says `username` or `email` (of any kind: a hidden input, as browsers ask a
        /// password step to carry its user name), a read-only or disabled `type=email` box on screen, or a text
        /// box the user can edit, whose designation the generator reads. Kept trimmed of spaces; never an empty
        /// value.
        package struct AccountValue: Sendable, Equatable {
            /// The value, without surrounding white space.
            package let value: String
            /// Whether the author declared the box the account's and the user cannot change it: its
            /// `autocomplete` token, or a shown e-mail box that takes no typing.
            package let isFixed: Bool

            /// The account value of the field `field` of type `kind`, nil when it can show none.
            init?(_ field: FieldDetails, kind: InputType, takesValue: Bool) {
                guard let raw = field.value, !raw.isEmpty else { return nil }
                let token = field.autoCompleteType.map(Self.declaresAccount) ?? false
                let fixed = !takesValue && (token || (kind == .email && field.visible))
                let textBox = takesValue && [.text, .email, .empty, .tel].contains(kind)
                guard fixed || textBox else { return nil }
                let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !value.isEmpty else { return nil }
                self.value = value
                isFixed = fixed
            }

            /// Whether an `autocomplete` attribute's tokens name a user name or an e-mail address (its last
            /// field token; `section-*`, `shipping`, `billing`, a contact kind and `webauthn` may surround it).
            static func declaresAccount(_ attribute: String) -> Bool {
                attribute.lowercased().split(whereSeparator: \.isWhitespace).contains { $0 == "username" || $0 == "email" }
            }
        }
    }
}
