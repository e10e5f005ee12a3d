/// The *collected page details* token: everything FormFill knows about a page's forms and fields.
///
/// Produced by the Swift collector (`FormFillCollector`) or by `collect.js` in a web view, and compatible with
/// the token of the 1Password App Extension's collect script: tokens from that script decode, and keys this
/// type does not model are kept in `additional` and written back.
public struct PageDetails: Sendable, Hashable {
    /// The collection's id, echoed by the fill script.
    public var documentUUID: String
    /// The document's title.
    public var title: String
    /// The page's URL, which logins are matched against.
    public var url: String
    /// The document's own URL (a frame's, when the token comes from a frame).
    public var documentURL: String
    /// The origin of the top-level page when this token's document is embedded in a frame of another document
    /// (an app collects a cross-origin frame on its own); nil when the token's document is the top-level page.
    public var topOrigin: String?
    /// Milliseconds since 1970.
    public var collectedTimestamp: Int64
    /// From an element with `data-onepassword-title`.
    public var displayTitle: String?
    /// In document order (`__form__0`, `__form__1`, …); written as a JSON object keyed by opid.
    public var forms: [FormDetails]
    /// One entry per collected element, ordered by ``FieldDetails/elementNumber``.
    public var fields: [FieldDetails]
    /// Frames the collector saw; `collect.js` reports those it could not enter.
    public var frames: [FrameReport]
    /// Top-level keys this type does not model, in their original order.
    package var additional: [(key: String, value: JSONValue)]

    package init(documentUUID: String, title: String = "", url: String, documentURL: String? = nil,
                collectedTimestamp: Int64, displayTitle: String? = nil, forms: [FormDetails] = [],
                fields: [FieldDetails] = [], frames: [FrameReport] = [],
                topOrigin: String? = nil, additional: [(key: String, value: JSONValue)] = []) {
        self.documentUUID = documentUUID
        self.topOrigin = topOrigin
        self.title = title
        self.url = url
        self.documentURL = documentURL ?? url
        self.collectedTimestamp = collectedTimestamp
        self.displayTitle = displayTitle
        self.forms = forms
        self.fields = fields
        self.frames = frames
        self.additional = additional
    }

    /// The form with this opid.
    public func form(_ opid: String) -> FormDetails? { forms.first { $0.opid == opid } }
    /// The field with this opid.
    public func field(_ opid: String) -> FieldDetails? { fields.first { $0.opid == opid } }

    /// Equal when every collected property is.
    public static func == (a: PageDetails, b: PageDetails) -> Bool {
        a.documentUUID == b.documentUUID && a.title == b.title && a.url == b.url && a.documentURL == b.documentURL
            && a.topOrigin == b.topOrigin            && a.collectedTimestamp == b.collectedTimestamp && a.displayTitle == b.displayTitle && a.forms == b.forms
            && a.fields == b.fields && a.frames == b.frames
            && JSONValue.object(a.additional) == JSONValue.object(b.additional)
    }

    /// Hashes the collected properties.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(documentUUID); hasher.combine(url); hasher.combine(fields)
    }
}

/// A `<form>` element.
public struct FormDetails: Sendable, Hashable {
    /// `__form__N`, N counting forms in document order.
    public var opid: String
    /// The `name` attribute.
    public var htmlName: String?
    /// The `id` attribute.
    public var htmlID: String?
    /// The `class` attribute (written only when present).
    public var htmlClass: String? = nil
    /// `heading`: the text of the form's heading, the first `h1`–`h6` inside the form, else the heading that leads
    /// into it from before (docs/collector.md); cleaned, written only when present and not empty. The classifier
    /// reads it among the form's own words (see `docs/classification.md`).
    public var heading: String? = nil
    /// The `action`, resolved to an absolute URL against the page URL and `<base href>`.
    public var htmlAction: String?
    /// Lowercased `method`, `get` when absent.
    public var htmlMethod: String?
    /// The `formaction` of each of the form's submit controls (buttons, `input type=submit|image`, those the
    /// `form` attribute associates included), resolved like ``htmlAction``, in document order without
    /// duplicates: a click on such a control sends the form there instead of to ``htmlAction``.
    public var formActions: [String]
    package var additional: [(key: String, value: JSONValue)]

    package init(opid: String, htmlName: String? = nil, htmlID: String? = nil, htmlAction: String? = nil,
                htmlMethod: String? = nil, formActions: [String] = [], additional: [(key: String, value: JSONValue)] = []) {
        self.opid = opid; self.htmlName = htmlName; self.htmlID = htmlID
        self.htmlAction = htmlAction; self.htmlMethod = htmlMethod; self.formActions = formActions
        self.additional = additional
    }

    /// Every URL a submission of this form can go to: the action, then each submit control's `formaction`.
    public var destinations: [String] {
        var out: [String] = []
        for url in [htmlAction].compactMap({ $0 }) + formActions where !out.contains(url) { out.append(url) }
        return out
    }

    /// Equal when every collected property is.
    public static func == (a: FormDetails, b: FormDetails) -> Bool {
        a.opid == b.opid && a.htmlName == b.htmlName && a.htmlID == b.htmlID && a.htmlClass == b.htmlClass
            && a.heading == b.heading && a.htmlAction == b.htmlAction
            && a.htmlMethod == b.htmlMethod && a.formActions == b.formActions && JSONValue.object(a.additional) == JSONValue.object(b.additional)
    }
    /// Hashes the collected properties.
    public func hash(into hasher: inout Hasher) { hasher.combine(opid) }
}

/// An option of a `<select>`: its text (lowercased, whitespace and punctuation removed, as the original
/// collect script does; nil when the option has no text) and its value.
public struct SelectOption: Sendable, Hashable {
    /// The option's text.
    public var text: String?
    /// The option's value.
    public var value: String
    /// Creates the value from its parts.
    public init(text: String?, value: String) { self.text = text; self.value = value }
}

/// A frame seen on the page.
public struct FrameReport: Sendable, Hashable {
    /// The frame's `src`.
    public var src: String
    /// Whether the collector could read the frame's document (same origin, not sandboxed).
    public var entered: Bool
    /// Why not, when it could not (`cross-origin`, `sandboxed`, `not-loaded`, `static-collector`).
    public var reason: String?
    /// Creates the value from its parts.
    public init(src: String, entered: Bool, reason: String? = nil) {
        self.src = src; self.entered = entered; self.reason = reason
    }
}
