import FormFillModel

/// Weighs the evidence that only a group of fields shows: which family the group is about (a "month" beside a
/// card number is the expiry month, beside a birth date the birth month), neighbours (phone parts, address
/// continuation lines, the expiry's month/year order), then the login roles and the form's kind.
struct GroupResolver: Sendable {
    let group: FieldGroup

    func resolve(_ states: inout [FieldState]) -> FormClassification {
        let members = group.members
        for i in members { states[i].decide() }
        settleFamilies(&states)
        settleExpiry(&states)
        settleCardContext(&states)
        settleCardName(&states)
        settleAddressLines(&states)
        PhoneSplit(members: members).apply(&states)
        OneTimeCodeBoxes(members: members).apply(&states)
        let login = LoginRoles(group: group)
        login.apply(&states)
        var form = FormKindRules(group: group).classify(states)
        login.applyKind(form.kind, &states)
        Exclusions(group: group, kind: form.kind).apply(&states)
        form.visible = members.contains { states[$0].field.visible && states[$0].exclusion == nil && states[$0].designation != nil }
        return form
    }

    /// Visible or not, the fields FormFill could fill, in order.
    private func textual(_ states: [FieldState]) -> [Int] {
        group.members.filter { !states[$0].isInert }
    }

    /// Whether the group has a card: a field whose own words (not a bare "month", "year" or "number") say so.
    private func hasStrongCard(_ states: [FieldState]) -> Bool {
        group.members.contains { i in
            let c = states[i].candidates
            return [Designation.ccNumber, .ccCSC, .ccName, .ccExp].contains(where: c.isSure)
                || [Designation.ccExpMonth, .ccExpYear].contains { c.isAuthored($0) || c.cardWordScore($0) >= 0.7 }
        }
    }

    /// "Month" and "year" mean the card's expiry only where there is a card; elsewhere a birth date, or nothing.
    private func settleFamilies(_ states: inout [FieldState]) {
        let card = hasStrongCard(states)
        let fields = textual(states)
        for (position, i) in fields.enumerated() {
            let near = fields[max(0, position - 2)...min(fields.count - 1, position + 2)]
            // A field's own "day" is no birth date around it (a lone "Day" box is some other day).
            let birth = near.contains { j in
                let c = states[j].candidates
                return c.has(.bday) || c.has(.bdayMonth) || c.has(.bdayYear) || (j != i && c.has(.bdayDay))
            }
            // A neighbour whose own words say birth date makes a bare "month" or "year" its part, card or not.
            let birthWords = near.contains { j in
                j != i && [Designation.bday, .bdayDay, .bdayMonth, .bdayYear].contains { states[j].candidates.isSure($0) }
            }
            let parts: [(Designation, Designation)] = [(.ccExpMonth, .bdayMonth), (.ccExpYear, .bdayYear)]
            for (cardPart, birthPart) in parts where states[i].candidates.has(cardPart) {
                let bare = states[i].candidates.cardWordScore(cardPart) == 0 && !states[i].candidates.isAuthored(cardPart)
                if states[i].candidates.has(.bday) || (!card && birth) || (bare && birthWords) {
                    states[i].candidates.rename(cardPart, to: birthPart)
                } else if !card {
                    states[i].candidates.remove(cardPart)
                } else if states[i].candidates.score(cardPart) < 0.7 {
                    states[i].candidates.add(.formKind, "card fields around", cardPart, 0.4)
                }
            }
            // A brand list alone, with no card around, is some other choice of brands.
            if !card, states[i].designation == .ccType, !states[i].candidates.isSure(.ccType) {
                states[i].candidates.remove(.ccType)
            }
            if states[i].candidates.has(.bdayDay), !birth, !states[i].candidates.has(.bday) {
                states[i].candidates.remove(.bdayDay)
            }
            states[i].decide()
        }
    }

    /// An expiry date split over two boxes: the first is the month, the second the year.
    private func settleExpiry(_ states: inout [FieldState]) {
        let fields = textual(states).filter { states[$0].field.visible }
        for (a, b) in zip(fields, fields.dropFirst()) {
            let first = states[a].designation, second = states[b].designation
            // Two boxes both called "expiry date" hold its two parts.
            if first == .ccExp && (second == .ccExp || second == nil || second == .ccExpYear),
               (states[a].field.maxLength ?? 99) <= 2 || states[a].scored.optionKind == .months || second == .ccExp {
                states[a].add(.neighbours, "expiry split: month first", .ccExpMonth, 1.5)
                if second != .ccExpYear { states[b].add(.neighbours, "expiry split: year second", .ccExpYear, 1.5) }
            }
            if first == .ccExpMonth, second == nil || second == .ccExp, states[b].isUnlabelled || second == .ccExp {
                if (states[b].field.maxLength ?? 4) <= 4 || states[b].scored.optionKind == .futureYears {
                    states[b].add(.neighbours, "after the expiry month", .ccExpYear, 1.2)
                }
            }
        }
    }

    /// Beside card fields, a weak card word ("Number", "Code") is enough.
    private func settleCardContext(_ states: inout [FieldState]) {
        guard hasStrongCard(states) else { return }
        for i in textual(states) where states[i].designation == nil || (states[i].designation == .oneTimeCode && states[i].score < 1) {
            for d in [Designation.ccNumber, .ccCSC, .ccName] where states[i].candidates.has(d) {
                // A bare "Code" beside a card is its security code, not a one-time code.
                states[i].add(.formKind, "card fields around", d, states[i].designation == .oneTimeCode ? 0.6 : 0.4)
            }
        }
    }

    /// A plain "Name" among card fields is the name on the card; so is a second name right before the card
    /// number, after the identity's own name (one person fills the form: the second name is the card's).
    private func settleCardName(_ states: inout [FieldState]) {
        let fields = textual(states)
        let cardFields: Set<Designation> = [.ccNumber, .ccCSC, .ccExp, .ccExpMonth, .ccExpYear, .ccType]
        let identityFields: Set<Designation> = [.addressLine1, .addressLevel2, .postalCode, .email, .tel, .organization,
                                                .givenName, .familyName]
        for (position, i) in fields.enumerated() where states[i].designation == .name {
            guard !states[i].isAuthored else { continue }
            let near = fields[max(0, position - 2)...min(fields.count - 1, position + 2)]
            let card = near.contains { states[$0].designation.map(cardFields.contains) ?? false }
            let identity = near.contains { states[$0].designation.map(identityFields.contains) ?? false }
            let personNames: Set<Designation> = [.name, .givenName, .familyName]
            let secondName = position + 1 < fields.count && states[fields[position + 1]].designation == .ccNumber
                && fields[..<position].contains { states[$0].designation.map(personNames.contains) ?? false }
            guard (card && !identity) || secondName else { continue }
            states[i].rule(.ccName, .neighbours, "beside card fields")
        }
    }

    /// A second street line right after the first is the continuation line.
    private func settleAddressLines(_ states: inout [FieldState]) {
        let fields = textual(states)
        for (a, b) in zip(fields, fields.dropFirst()) {
            guard states[a].designation == .addressLine1 || states[a].designation == .addressLine2 else { continue }
            let next: Designation = states[a].designation == .addressLine1 ? .addressLine2 : .addressLine3
            let d = states[b].designation
            if d == .addressLine1 && !states[b].isAuthored {
                states[b].rule(next, .neighbours, "second street line")
            } else if d == nil, states[b].isUnlabelled, states[b].isTextLike, states[b].type != .password {
                states[b].add(.neighbours, "unlabelled box after the street", next, 1.0)
            }
        }
        for i in fields where states[i].type == .textarea && states[i].designation == .addressLine1 {
            states[i].ruleUnlessAuthored(.streetAddress, .type, "textarea")
        }
    }
}
