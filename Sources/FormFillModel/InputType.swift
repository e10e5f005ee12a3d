/// A field's type (``FieldDetails/type``) as an enum: what the classifier and the generator compare, read once
/// per field instead of comparing strings at every step.
package enum InputType: UInt8, Sendable, Hashable {
    case text, email, tel, number, password, search, url, empty
    case selectOne, selectMultiple, select, textarea
    case submit, button, reset, image, file, hidden, checkbox, radio, range, color
    case month, date
    /// Any other type (`time`, `week`, `datetime-local`, a page's own invention).
    case other

    /// The type of a field whose ``FieldDetails/type`` is `type` (nil reads as `text`, as ``FieldDetails/effectiveType``).
    package init(_ type: String?) {
        guard let type else { self = .text; return }
        self = Self.byName[type] ?? .other
    }

    private static let byName: [String: InputType] = [
        "text": .text, "email": .email, "tel": .tel, "number": .number, "password": .password, "search": .search,
        "url": .url, "": .empty, "select-one": .selectOne, "select-multiple": .selectMultiple, "select": .select,
        "textarea": .textarea, "submit": .submit, "button": .button, "reset": .reset, "image": .image, "file": .file,
        "hidden": .hidden, "checkbox": .checkbox, "radio": .radio, "range": .range, "color": .color, "month": .month,
        "date": .date,
    ]

    /// A select of either kind (the type starts with `select`).
    package var isSelect: Bool { self == .selectOne || self == .selectMultiple || self == .select }
}
