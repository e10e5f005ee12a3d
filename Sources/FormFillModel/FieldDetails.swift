/// One collected element (`input`, `select`, `button`, then `textarea`; see the collector's documentation).
///
/// Key names in JSON follow the original token (`label-tag`, `autoCompleteType`, …). Optional properties are
/// left out of the JSON when nil; ``checked`` and the `aria-*` flags when false; ``maxLength`` when there is
/// no limit.
public struct FieldDetails: Sendable, Hashable {
    /// The field's id for the fill script (`__N`).
    public var opid: String
    /// The field's position among the page's form controls.
    public var elementNumber: Int
    /// False when the element or an ancestor is not displayed (`display:none`, `visibility:hidden`,
    /// `hidden`, `type=hidden`).
    public var visible: Bool
    /// Visible and actually on screen (laid out, at least 10x10 px, not covered). The Swift collector
    /// approximates this statically.
    public var viewable: Bool
    /// The `id` attribute.
    public var htmlID: String?
    /// The `name` attribute.
    public var htmlName: String?
    /// The `class` attribute.
    public var htmlClass: String?
    /// The `tabindex` attribute.
    public var tabindex: String?
    /// The `title` attribute.
    public var title: String?
    /// Whether the user typed into the field (in a web view).
    public var userEdited: Bool
    /// The text of the field's `<label>` elements.
    public var labelTag: String?
    /// The `data-label` attribute.
    public var labelData: String?
    /// The `aria-label` text (and `aria-labelledby` texts).
    public var labelAria: String?
    /// The text above the field.
    public var labelTop: String?
    /// The text right of the field.
    public var labelRight: String?
    /// The text left of the field.
    public var labelLeft: String?
    /// `label-legend`: the legend of the nearest enclosing `<fieldset>`, the heading of the field's group (not
    /// its own label: it is not among ``labels``). Written only when present.
    public var labelLegend: String? = nil
    /// `label-section`: the heading of the field's section of its form, the last `h1`–`h6` (or `role="heading"`
    /// element) before the field inside its form, when a box for a value (not hidden, not a button) of the form
    /// comes before that heading: "Emergency contact" over a sign-up form's second block of boxes. A heading no box
    /// precedes heads the whole form (``FormDetails/heading``) and gives no section. Cleaned; context, not the
    /// field's own label (it is not among ``labels``). Written only when present; for a field inside the form
    /// that owns it, or outside any form (then among the headings and boxes outside any form).
    public var labelSection: String? = nil
    /// `label-describedby`: the texts of the `aria-describedby` targets, cleaned, joined by a space; the field's
    /// description (help text), not its label (it is not among ``labels``). Written only when present.
    public var labelDescribedBy: String? = nil
    /// For a `<textarea>`: the opid of the first `input`, `select` or `button` of its document that follows it in
    /// document order. The token lists textareas after those elements (so that their opids stay the original
    /// script's), and this says where the textarea stands among them; nil when none follows it.
    public var precedes: String? = nil
    /// The `placeholder` attribute.
    public var placeholder: String?
    /// The `rel` attribute.
    public var rel: String?
    /// Lowercased `type`: `text` when an input has none, `select-one`/`select-multiple`, `textarea`,
    /// `submit`/`button`/`reset` for buttons.
    public var type: String?
    /// The field's current value.
    public var value: String?
    /// Whether a checkbox or radio button is checked.
    public var checked: Bool
    /// `x-autocompletetype`, else `autocompletetype`, else `autocomplete`; nil when `off`.
    public var autoCompleteType: String?
    /// Whether the field is disabled (never filled).
    public var disabled: Bool
    /// Whether the field is read-only (never filled).
    public var readonly: Bool
    /// A select's options.
    public var selectOptions: [SelectOption]?
    /// Capped at 999; nil when there is no limit.
    public var maxLength: Int?
    // FormFill additions, used by the password generator and the formatters.
    /// The `minlength` attribute.
    public var minLength: Int?
    /// The `size` attribute.
    public var size: Int?
    /// The `pattern` attribute.
    public var pattern: String?
    /// The `passwordrules` attribute.
    public var passwordRules: String?
    /// The `inputmode` attribute.
    public var inputMode: String?
    /// Whether `aria-hidden` is true.
    public var ariaHidden: Bool
    /// Whether `aria-disabled` is true.
    public var ariaDisabled: Bool
    /// Whether `aria-haspopup` is set.
    public var ariaHasPopup: Bool
    /// The computed `-webkit-text-security` of a text box that draws its text as discs, circles or squares (`disc`,
    /// `circle`, `square`): a box a page masks like a password without `type=password` (which a browser's password
    /// manager would see); nil for `none` and for a password box, which browsers mask by themselves.
    public var textSecurity: String?
    /// The `data-unmasked` attribute.
    public var dataUnmasked: String?
    /// The type the classifier reads the field as: `password` for a text box drawn masked (``textSecurity``), else
    /// its `type` (`text` when the token has none).
    package var classifiedType: InputType {
        let type = InputType(self.type)
        guard textSecurity != nil else { return type }
        switch type {
        case .text, .email, .tel, .url, .search, .number, .empty: return .password
        default: return type
        }
    }
    /// The `data-stripe` attribute (payment forms).
    public var dataStripe: String?
    /// The `data-braintree-name` attribute (payment forms).
    public var dataBraintreeName: String?
    /// The opid of the field's form (its ancestor `<form>`, or the one its `form` attribute names).
    public var form: String?
    /// Set on hidden fields that look like passwords.
    public var fakeTested: Bool
    /// The origin (`https://host:port`) of the frame document the field lives in, when that document is not the
    /// token's own (`collect.js` enters same-origin frames); nil for a field of the token's document.
    public var frameOrigin: String?
    /// False when the field lives in a frame whose `<iframe>`/`<frame>` element (or an ancestor frame's) is not
    /// viewable in its parent document: a field in an invisible frame is never filled.
    public var frameViewable: Bool
    /// Keys this type does not model (`onepassword*` hints among them), in their original order.
    package var additional: [(key: String, value: JSONValue)]

    package init(opid: String, elementNumber: Int, visible: Bool = true, viewable: Bool = true,
                htmlID: String? = nil, htmlName: String? = nil, htmlClass: String? = nil, tabindex: String? = nil,
                title: String? = nil, userEdited: Bool = false, labelTag: String? = nil, labelData: String? = nil,
                labelAria: String? = nil, labelTop: String? = nil, labelRight: String? = nil,
                labelLeft: String? = nil, placeholder: String? = nil, rel: String? = nil, type: String? = "text",
                value: String? = nil, checked: Bool = false, autoCompleteType: String? = nil,
                disabled: Bool = false, readonly: Bool = false, selectOptions: [SelectOption]? = nil,
                maxLength: Int? = nil, minLength: Int? = nil, size: Int? = nil, pattern: String? = nil,
                passwordRules: String? = nil, inputMode: String? = nil, ariaHidden: Bool = false,
                ariaDisabled: Bool = false, ariaHasPopup: Bool = false, textSecurity: String? = nil, dataUnmasked: String? = nil,
                dataStripe: String? = nil, dataBraintreeName: String? = nil, form: String? = nil,
                fakeTested: Bool = false, frameOrigin: String? = nil, frameViewable: Bool = true,
                additional: [(key: String, value: JSONValue)] = []) {
        self.opid = opid; self.elementNumber = elementNumber; self.visible = visible; self.viewable = viewable
        self.htmlID = htmlID; self.htmlName = htmlName; self.htmlClass = htmlClass; self.tabindex = tabindex
        self.title = title; self.userEdited = userEdited; self.labelTag = labelTag; self.labelData = labelData
        self.labelAria = labelAria; self.labelTop = labelTop; self.labelRight = labelRight
        self.labelLeft = labelLeft; self.placeholder = placeholder; self.rel = rel; self.type = type
        self.value = value; self.checked = checked; self.autoCompleteType = autoCompleteType
        self.disabled = disabled; self.readonly = readonly; self.selectOptions = selectOptions
        self.maxLength = maxLength; self.minLength = minLength; self.size = size; self.pattern = pattern
        self.passwordRules = passwordRules; self.inputMode = inputMode; self.ariaHidden = ariaHidden
        self.ariaDisabled = ariaDisabled; self.ariaHasPopup = ariaHasPopup; self.textSecurity = textSecurity
        self.dataUnmasked = dataUnmasked
        self.dataStripe = dataStripe; self.dataBraintreeName = dataBraintreeName; self.form = form
        self.fakeTested = fakeTested; self.frameOrigin = frameOrigin; self.frameViewable = frameViewable
        self.additional = additional
    }

    /// The type, `text` when absent.
    public var effectiveType: String { type ?? "text" }

    /// Whether FormFill may ever put a value here: visible, enabled and writable.
    public var isFillable: Bool { visible && !disabled && !readonly && !ariaDisabled }

    /// Every label source, in the order of their reliability (for classifiers and `--explain`).
    public var labels: [(source: LabelSource, text: String)] {
        var out: [(LabelSource, String)] = []
        func add(_ s: LabelSource, _ t: String?) { if let t, !t.isEmpty { out.append((s, t)) } }
        add(.tag, labelTag); add(.aria, labelAria); add(.data, labelData); add(.placeholder, placeholder)
        add(.title, title); add(.top, labelTop); add(.left, labelLeft); add(.right, labelRight)
        return out
    }

    /// Equal when every collected property is (compared property by property, the cheap ones first).
    public static func == (a: FieldDetails, b: FieldDetails) -> Bool {
        a.elementNumber == b.elementNumber && a.opid == b.opid
            && (a.visible, a.viewable, a.userEdited, a.checked, a.disabled, a.readonly)
                == (b.visible, b.viewable, b.userEdited, b.checked, b.disabled, b.readonly)
            && (a.ariaHidden, a.ariaDisabled, a.ariaHasPopup, a.fakeTested, a.frameViewable)
                == (b.ariaHidden, b.ariaDisabled, b.ariaHasPopup, b.fakeTested, b.frameViewable)
            && (a.maxLength, a.minLength, a.size) == (b.maxLength, b.minLength, b.size)
            && (a.htmlID, a.htmlName, a.htmlClass, a.tabindex, a.title, a.type)
                == (b.htmlID, b.htmlName, b.htmlClass, b.tabindex, b.title, b.type)
            && (a.labelTag, a.labelData, a.labelAria, a.labelTop, a.labelRight, a.labelLeft)
                == (b.labelTag, b.labelData, b.labelAria, b.labelTop, b.labelRight, b.labelLeft)
            && (a.labelLegend, a.placeholder, a.rel, a.value, a.autoCompleteType, a.pattern)
                == (b.labelLegend, b.placeholder, b.rel, b.value, b.autoCompleteType, b.pattern)
            && (a.passwordRules, a.inputMode, a.dataUnmasked, a.dataStripe, a.dataBraintreeName, a.form)
                == (b.passwordRules, b.inputMode, b.dataUnmasked, b.dataStripe, b.dataBraintreeName, b.form)
            && a.frameOrigin == b.frameOrigin && a.textSecurity == b.textSecurity && a.labelDescribedBy == b.labelDescribedBy && a.labelSection == b.labelSection && a.selectOptions == b.selectOptions
            && a.precedes == b.precedes
            && JSONValue.object(a.additional) == JSONValue.object(b.additional)
    }
    /// Hashes the collected properties.
    public func hash(into hasher: inout Hasher) { hasher.combine(opid); hasher.combine(elementNumber) }
}

/// Where a label text came from.
public enum LabelSource: String, Sendable, Hashable, CaseIterable {
    case tag = "label-tag", aria = "label-aria", data = "label-data", placeholder, title
    case top = "label-top", left = "label-left", right = "label-right"

    /// Hashes the case, not its name (see ``Designation/hash(into:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}
