import FormFillModel

/// Chromium's minimum-fields rule (`kMinRequiredFieldsForHeuristics`, crbug 447332): a group where fewer than
/// three fields were recognised as a person's or a card's details keeps none of those that only its words or
/// its neighbours suggested: "otherwise it is very easy to have false positives" (a lone "Name" box under a
/// comment, a gift card's "Card number").
///
/// - **Counted**: the fields (not the distinct designations) with an identity or card designation, authored or
///   not, among the visible fillable fields (all fillable fields when none is visible), as Chromium counts the
///   fields its parsers recognised. The login structure's user-name box counts too (Chromium reads it as an
///   e-mail or a phone).
/// - **Dropped** below the minimum: every identity or card designation of a counted field that its author did
///   not declare, settled as none by a ruling whose evidence (`fields`) says how many were found. A field not
///   visible beside visible ones keeps its reading: it is never filled, and Chromium's count for formless
///   fields (one form of all the page's formless fields) is wider than FormFill's formless runs.
/// - **Kept**: authored tokens; the login's designations (user name, passwords, one-time code) and the box the
///   login structure chose as its user name, whatever its words make it; card designations in a frame (a
///   payment widget puts each card field in a frame of its own, and Chromium counts a form's fields across its
///   frames: FormFill's groups do not cross frames).
/// - **E-mail** (Chromium's exception): in a `<form>`, a recognised e-mail box keeps the group's designations
///   (a sign-up's or a contact step's e-mail is often its only recognised field). Outside forms it has none.
///   A newsletter box alone keeps its designation and is never filled (``Exclusions``: `newsletter`).
/// - A card or address form left without any such designation is `other`: nothing to fill.
struct MinimumFields: Sendable {
    let group: FieldGroup

    /// Chromium's `kMinRequiredFieldsForHeuristics`.
    static let minimum = 3

    /// Applies the rule to the group's resolved fields, and to its kind.
    func apply(_ states: inout [FieldState], _ form: inout FormClassification) {
        let fillable = group.members.filter { !states[$0].isInert }
        let visible = fillable.filter { states[$0].field.visible }
        let considered = visible.isEmpty ? fillable : visible
        let recognised = considered.filter { Self.isPersonal(states[$0].designation) }
        guard recognised.count < Self.minimum else { return }
        if group.form != nil, recognised.contains(where: { states[$0].designation == .email }) { return }
        let why = "\(recognised.count) recognised field\(recognised.count == 1 ? "" : "s"), \(Self.minimum) needed"
        for i in recognised where !isKept(states[i]) {
            states[i].rule(nil, .fields, why)
        }
        let left = considered.contains { Self.isPersonal(states[$0].designation) }
        if !left, form.kind == .card || form.kind == .address {
            form.kind = .other
            form.evidence = [FormEvidence(.fields, matched: why, kind: .other, score: 0)]
        }
    }

    /// A person's or a card's designation (what the rule counts and drops).
    static func isPersonal(_ d: Designation?) -> Bool {
        guard let d else { return false }
        return d.family != .login
    }

    private func isKept(_ s: FieldState) -> Bool {
        if s.isAuthored || UsernameChoice.isUserBox(s) { return true }
        return s.designation?.family == .card && s.field.isFramed
    }
}
