import FormFillModel

/// A parsed `autocomplete` attribute, following the WHATWG grammar:
/// `[section-*] [shipping|billing] [home|work|mobile|fax|pager] field-name [webauthn]`.
///
/// Tokens are case-insensitive. `on`, `off`, an empty value and anything that does not fit the grammar give no
/// ``designation`` (browsers treat those as "no hint"), but whatever parsed before the failure is still reported.
package struct AutocompleteAttribute: Sendable, Hashable {
    /// The raw attribute, as collected.
    package var raw: String
    /// `section-…` (the whole token, lowercased), grouping fields that fill together.
    package var section: String?
    /// `shipping` or `billing`.
    package var addressKind: String?
    /// `home`, `work`, `mobile`, `fax` or `pager` (only before a contact field name).
    package var contactKind: String?
    /// The field name, when it is one FormFill models.
    package var designation: Designation?
    /// Whether `webauthn` followed the field name (a passkey may be offered).
    package var webauthn: Bool
    /// `on` or `off`: the field takes autofill, but says nothing of what.
    package var isOnOrOff: Bool
    /// Whether the value says what the field is for, validly or not: anything but `on`, `off` or nothing
    /// (`autocomplete="other"` too). Such a value makes its form one whose author declared its types
    /// (``DeclaredTypes``).
    package var declaresType: Bool

    /// Field names that may take a `home`/`work`/`mobile`/`fax`/`pager` prefix.
    static let contactNames: Set<Designation> = [.tel, .telCountryCode, .telNational, .telAreaCode, .telLocal,
                                                 .telLocalPrefix, .telLocalSuffix, .telExtension, .email, .impp]

    package init(_ raw: String) {
        self.raw = raw
        section = nil; addressKind = nil; contactKind = nil; designation = nil; webauthn = false; isOnOrOff = false
        declaresType = false
        var tokens = raw.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
            .map(String.init)
        guard !tokens.isEmpty else { return }
        if tokens.count == 1, tokens[0] == "on" || tokens[0] == "off" { isOnOrOff = true; return }
        declaresType = true
        if tokens.last == "webauthn" { webauthn = true; tokens.removeLast() }
        guard let last = tokens.popLast(), let name = Designation(rawValue: last), name.isWHATWGToken else { return }
        if let kind = tokens.last, ["home", "work", "mobile", "fax", "pager"].contains(kind) {
            guard Self.contactNames.contains(name) else { return }
            contactKind = kind; tokens.removeLast()
        }
        if let kind = tokens.last, kind == "shipping" || kind == "billing" { addressKind = kind; tokens.removeLast() }
        if let s = tokens.last, s.hasPrefix("section-") { section = s; tokens.removeLast() }
        guard tokens.isEmpty else { return }
        designation = name
    }
}
