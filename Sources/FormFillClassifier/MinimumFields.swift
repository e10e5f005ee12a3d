import FormFillModel

/// Chromium's minimum-fields rule (`kMinRequiredFieldsForHeuristics`, crbug 447332): a group where fewer than
/// three fields were recognised as a person's or a card's details keeps none of those that only its words or
/// its neighbours suggested: "otherwise it is very easy to have false positives" (a lone "Name" box under a
/// comment, a gift card's "Card number").
///
/// - **Counted**: the fields (not the distinct designations) with an identity or card designation, authored or
///   not, among the visible fillable fields (all fillable fields when none is visible), as Chromium counts the
///   fields its parsers recognised. The login structure's user-name box counts too (Chromium reads it as an
///   e-mail or a phone), and so does a box whose words name a person's detail that its section gives to someone
///   else ("Traveller 2": ``FieldScorer/Result/isSomeoneElsesDetail``), which Chromium recognises as any other.
///   The count is the form's: a `<form>`'s group, or every formless group of the page
///   together (Chromium's synthetic form of a page's formless fields), added up by the caller (``Count``).
/// - **Dropped** below the minimum: every identity or card designation of a counted field that its author did
///   not declare, settled as none by a ruling whose evidence (`fields`) says how many were found. A field not
///   visible beside visible ones keeps its reading: it is never filled.
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

    /// The recognised fields of one group, visible and all; groups of one form add up.
    struct Count: Sendable {
        var visible = 0, all = 0
        var hasVisible = false

        /// What the rule counts: the visible fields, or all of them when none is visible.
        var recognised: Int { hasVisible ? visible : all }

        static func + (a: Count, b: Count) -> Count {
            Count(visible: a.visible + b.visible, all: a.all + b.all, hasVisible: a.hasVisible || b.hasVisible)
        }
    }

    /// The recognised fields among the group's fillable fields.
    func count(_ states: [FieldState]) -> Count {
        var count = Count()
        for i in group.members where !states[i].isInert {
            let visible = states[i].field.visible
            count.hasVisible = count.hasVisible || visible
            guard Self.isPersonal(states[i].designation) || states[i].scored.isSomeoneElsesDetail else { continue }
            count.all += 1
            if visible { count.visible += 1 }
        }
        return count
    }

    /// Applies the rule to the group's resolved fields, and to its kind, given the count of its whole form
    /// (``count(_:)`` of every group of the form, added up).
    func apply(_ states: inout [FieldState], _ form: inout FormClassification, formCount: Count) {
        let fillable = group.members.filter { !states[$0].isInert }
        let considered = formCount.hasVisible ? fillable.filter { states[$0].field.visible } : fillable
        let recognised = considered.filter { Self.isPersonal(states[$0].designation) }
        let total = formCount.recognised
        guard total < Self.minimum else { return }
        if group.form != nil, recognised.contains(where: { states[$0].designation == .email }) { return }
        let why = "\(total) recognised field\(total == 1 ? "" : "s"), \(Self.minimum) needed"
        for i in recognised where !isKept(states[i]) {
            states[i].rule(nil, .fields, why)
        }
        // A formless group with no visible field beside visible ones elsewhere keeps its fields, and its kind.
        let left = (considered.isEmpty ? fillable : considered).contains { Self.isPersonal(states[$0].designation) }
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
