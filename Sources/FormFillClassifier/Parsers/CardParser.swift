import FormFillModel

/// The payment card: an expiry date split over two boxes (month, then year), the weak words a card gives
/// meaning to ("Number", "Code" beside a card number), the name on the card, and its number or security code
/// typed into a masked box.
struct CardParser: FamilyParser {
    /// What a recognised expiry split or card context adds (`weights.json`, `structures`).
    private static let weights = WordTables.bundled.weights.structures
    var family: StructureFamily { .card }

    /// The group's dates read first (``DateParts``): the card owns the expiry parts where the group has a card
    /// and no birth date claims them.
    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        scan.dates.read(&states)
        numberInBoxes(scan, &states)
        expiry(scan, &states)
        expiryFitsItsBox(scan, &states)
        context(scan, &states)
        holder(scan, &states)
        nameParts(scan, &states)
        masked(scan, &states)
        expiryYearNeedsCard(scan, &states)
        securityCodeNeedsCard(scan, &states)
        numbersWithoutTheirCard(scan, &states)
        numberNeedsItsCard(scan, &states)
    }

    /// What the card settled and the expiry parts it owns, as structures.
    func structures(before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure] {
        scan.dates.structures(family, owner: .card, before: before, after: after, in: scan)
    }

    /// A `type=password` box beside card fields whose own words say card number or security code is that card
    /// field, masked: it is no password (``PasswordBoxes/decoy(_:cardAround:digitsApart:)``), and its words say whose it is.
    /// (A read-only one is the login parser's to read.)
    private func masked(_ scan: GroupScan, _ states: inout [FieldState]) {
        guard PasswordBoxes.cardAround(scan.members, states) else { return }
        for i in PasswordBoxes(members: scan.members).candidates(states) where PasswordBoxes.isPasswordBox(states[i]) && !states[i].field.readonly {
            guard let decoy = PasswordBoxes.decoy(states[i], cardAround: true, digitsApart: false) else { continue }
            var card = states[i]
            PasswordBoxes.unmask(&card, decoy.why)
            card.decide()
            if card.designation?.family == .card { states[i] = card }
        }
    }

    /// An expiry year is a card's: in a group with no card number, no expiry month and no whole expiry date, a
    /// year that only its options (the coming years) make an expiry year is a year of something else (a
    /// callback's "from" and "to", a booking's). Chromium's card parser too wants a month beside a year. A year
    /// whose own words say expiry stays, and so do the page author's token and a box in a frame.
    private func expiryYearNeedsCard(_ scan: GroupScan, _ states: inout [FieldState]) {
        let card: Set<Designation> = [.ccNumber, .ccExp, .ccExpMonth]
        guard !scan.members.contains(where: { states[$0].designation.map(card.contains) ?? false }) else { return }
        for i in scan.members where states[i].designation == .ccExpYear && !states[i].isAuthored && !states[i].field.isFramed
            && states[i].candidates.cardWordScore(.ccExpYear) == 0 {
            states[i].rule(nil, .fields, "an expiry year with no month or card number in its form")
        }
    }

    /// A security code is a card's: in a group with no card number and no expiry date, a box whose words say
    /// only "security code" is something else the form asks for (the code under a captcha image, a site's own
    /// security code), and the card's code must not go there. A box whose own words name the card's code
    /// ("CVV", "Card security code": a saved card's code asked again) stays; so do the page author's `cc-csc`
    /// and a box in a frame (a payment widget puts each card field in a frame of its own).
    private func securityCodeNeedsCard(_ scan: GroupScan, _ states: inout [FieldState]) {
        let card: Set<Designation> = [.ccNumber, .ccExp, .ccExpMonth, .ccExpYear]
        guard !scan.members.contains(where: { states[$0].designation.map(card.contains) ?? false }) else { return }
        for i in scan.textual where states[i].designation == .ccCSC && !states[i].isAuthored && !states[i].field.isFramed
            && states[i].mentions(FormPatterns.cardCode, neighbours: false) == nil {
            states[i].rule(nil, .fields, "a security code with no card number or expiry date in its form")
        }
    }

    /// One card has one number: where a group holds card numbers apart from each other (not one number split over
    /// boxes side by side), each number takes the expiry and security code that follow it before the next number
    /// (an expiry or code before the first number, the first's). A number with neither, beside one with them, is
    /// another card's (a gift card's "Card number" and PIN under a heading, before or after the payment card):
    /// none (rule evidence `neighbours`, "a card number without the card's expiry or code"). The author's
    /// `cc-number` stays.
    private func numbersWithoutTheirCard(_ scan: GroupScan, _ states: inout [FieldState]) {
        let rest: Set<Designation> = [.ccExp, .ccExpMonth, .ccExpYear, .ccCSC]
        var cards: [(numbers: [Int], complete: Bool)] = []
        var restBeforeNumbers = false, previousWasNumber = false
        for i in scan.textual where states[i].field.visible {
            let d = states[i].designation
            if d == .ccNumber {
                if previousWasNumber { cards[cards.count - 1].numbers.append(i) } else { cards.append(([i], false)) }
            } else if let d, rest.contains(d) {
                if cards.isEmpty { restBeforeNumbers = true } else { cards[cards.count - 1].complete = true }
            }
            previousWasNumber = d == .ccNumber
        }
        if restBeforeNumbers, !cards.isEmpty { cards[0].complete = true }
        guard cards.count > 1, cards.contains(where: \.complete) else { return }
        for card in cards where !card.complete {
            for i in card.numbers where !states[i].isAuthored {
                states[i].rule(nil, .neighbours, "a card number without the card's expiry or code")
            }
        }
    }

    /// A payment card's number comes with the rest of its card: a card number with no expiry date, security code,
    /// name on the card or card type in its group, among an account's details (a password box, or a person's name
    /// or e-mail), is a store's, a club's or a library's card ("Your MegaCard number" in a sign-up, a "Card number"
    /// in a profile), whatever its brand: none (rule evidence `fields`). A number whose words or the text beside
    /// it say payment (a `payment-form` word: "Credit card number", "American Express", `cc_number`, a "Payment"
    /// heading) stays; so do the author's `cc-number` and a number in a frame (a payment widget puts each card
    /// field in a frame of its own).
    private func numberNeedsItsCard(_ scan: GroupScan, _ states: inout [FieldState]) {
        let rest: Set<Designation> = [.ccExp, .ccExpMonth, .ccExpYear, .ccCSC, .ccName, .ccGivenName, .ccFamilyName, .ccType]
        let account: Set<Designation> = [.currentPassword, .newPassword, .email, .name, .givenName, .familyName]
        guard !scan.members.contains(where: { states[$0].designation.map(rest.contains) ?? false }),
              scan.members.contains(where: { states[$0].designation != .ccNumber
                  && (PasswordBoxes.isPasswordBox(states[$0]) || (states[$0].designation.map(account.contains) ?? false)) })
        else { return }
        for i in scan.textual where states[i].designation == .ccNumber && !states[i].isAuthored && !states[i].field.isFramed
            && states[i].mentions(FormPatterns.payment) == nil {
            states[i].rule(nil, .fields, "a card number without an expiry date or security code, among an account's details")
        }
    }

    /// Whether the group has a card: a field whose own words (not a bare "month", "year", "number" or "code")
    /// or authored token say so, and that nothing else outranks (a name `cid`, the Amex code's, labelled
    /// "Cidade" is the city's: its card word says nothing of the group).
    static func hasStrongCard(_ members: [Int], _ states: [FieldState]) -> Bool {
        members.contains { i in
            let c = states[i].candidates
            guard c.hasCardEvidence, states[i].designation.map({ $0.family == .card }) ?? true else { return false }
            return [Designation.ccNumber, .ccCSC, .ccName, .ccExp, .ccExpMonth, .ccExpYear].contains {
                c.isAuthored($0) || c.cardWordScore($0) >= FieldState.threshold
            }
        }
    }

    /// The digits a box of a split card number holds: three to six (`4-4-4-4`, American Express `4-6-5`).
    static let boxDigits = 3...6
    /// A whole card number: 14 to 19 digits.
    static let numberDigits = 14...19

    /// A card number split over three to five short boxes: the first box's words say card number, the boxes
    /// after it say nothing of their own (no label element, ARIA label, placeholder or title, or one in which no
    /// word is recognised, "Digits 5-8"; the texts beside them are their neighbours'), and their lengths add up
    /// to a whole card number. All of them take it: the
    /// card filler splits the number over them.
    private func numberInBoxes(_ scan: GroupScan, _ states: inout [FieldState]) {
        let current = states
        func digits(_ run: [Int]) -> Int { run.reduce(0) { $0 + (current[$1].boxLength ?? 0) } }
        let runs = GroupScan.runs(scan.typingBoxes(states), limit: 5, starts: { i in
            current[i].designation == .ccNumber && current[i].boxLength.map(Self.boxDigits.contains) == true
        }, continues: { run, next in
            guard let l = current[next].boxLength, Self.boxDigits.contains(l) else { return false }
            return digits(run) + l <= Self.numberDigits.upperBound && !current[next].isAuthored
                && (current[next].designation == .ccNumber || !current[next].hasOwnLabel
                    || current[next].candidates.best == nil)
        })
        for run in runs where run.count >= 3 && Self.numberDigits.contains(digits(run)) {
            for i in run { states[i].ruleUnlessAuthored(.ccNumber, .neighbours, "card number in \(run.count) boxes") }
        }
    }

    /// An expiry date split over two boxes: the first is the month, the second the year.
    private func expiry(_ scan: GroupScan, _ states: inout [FieldState]) {
        let fields = scan.textual.filter { states[$0].field.visible }
        let w = Self.weights
        for (a, b) in zip(fields, fields.dropFirst()) {
            let first = states[a].designation, second = states[b].designation
            // Two boxes both called "expiry date" hold its two parts.
            if first == .ccExp && (second == .ccExp || second == nil || second == .ccExpYear),
               (states[a].field.maxLength ?? 99) <= 2 || states[a].scored.optionKind == .months || second == .ccExp {
                states[a].add(.neighbours, "expiry split: month first", .ccExpMonth, w.expirySplit)
                if second != .ccExpYear { states[b].add(.neighbours, "expiry split: year second", .ccExpYear, w.expirySplit) }
            }
            if first == .ccExpMonth, second == nil || second == .ccExp, states[b].isUnlabelled || second == .ccExp {
                if (states[b].field.maxLength ?? 4) <= 4 || states[b].scored.optionKind == .futureYears {
                    states[b].add(.neighbours, "after the expiry month", .ccExpYear, w.afterExpiryMonth)
                }
            }
        }
    }

    /// The shortest writing of a whole expiry date (`MMYY`).
    static let shortestExpiry = 4

    /// A whole expiry date takes four characters at least: a text box left `cc-exp` after the split whose
    /// `maxlength` is shorter ("Expiry day", 2) cannot hold it, and is none (rule evidence `maxlength`). The page
    /// author's token stays.
    private func expiryFitsItsBox(_ scan: GroupScan, _ states: inout [FieldState]) {
        for i in scan.textual where states[i].designation == .ccExp && !states[i].isAuthored && !states[i].field.type.isSelect {
            guard let limit = states[i].field.maxLength, limit < Self.shortestExpiry else { continue }
            states[i].rule(nil, .maxLength, "\(limit) characters hold no expiry date")
        }
    }

    /// Beside card fields, a weak card word ("Number", "Code") is enough, for a part no box's own words already
    /// name (one card has one number: a second "Number" box is something else's). A field a rule settled
    /// (another card's fieldset, a list about something else) is left as it is.
    private func context(_ scan: GroupScan, _ states: inout [FieldState]) {
        guard Self.hasStrongCard(scan.members, states) else { return }
        let w = Self.weights
        let named = Set([Designation.ccNumber, .ccCSC, .ccName].filter { d in
            scan.members.contains { i in
                states[i].designation == d && (states[i].candidates.isAuthored(d) || states[i].candidates.cardWordScore(d) >= FieldState.threshold)
            }
        })
        for i in scan.textual where states[i].ruling == nil
            && (states[i].designation == nil || (states[i].designation == .oneTimeCode && states[i].score < 1)) {
            for d in [Designation.ccNumber, .ccCSC, .ccName] where states[i].candidates.has(d) && !named.contains(d) {
                // A bare "Code" beside a card is its security code, not a one-time code.
                states[i].add(.formKind, "card fields around", d, states[i].designation == .oneTimeCode ? w.cardContextOverCode : w.cardContext)
            }
        }
    }

    private static let cardFields: Set<Designation> = [.ccNumber, .ccCSC, .ccExp, .ccExpMonth, .ccExpYear, .ccType]
    private static let identityFields: Set<Designation> = [.addressLine1, .addressLevel2, .postalCode, .email, .tel,
                                                           .organization, .givenName, .familyName]
    private static let personNames: Set<Designation> = [.name, .givenName, .familyName]

    /// The holder's name asked in two boxes ("First name on card" and "Last name on card"; "Prénom du titulaire"
    /// and "Nom du titulaire"): the card's given and family names, where one name-on-card box says a given name's
    /// word and another a family name's, each in its own words. Alone, such a box stays the name on the card
    /// (French "Nom du titulaire" is the whole name).
    private func nameParts(_ scan: GroupScan, _ states: inout [FieldState]) {
        var given: (box: Int, word: String)?, family: (box: Int, word: String)?
        for i in scan.textual where states[i].designation == .ccName && !states[i].isAuthored {
            let own = !states[i].hasOwnLabel
            let g = states[i].mentions(NameWords.given, neighbours: own), f = states[i].mentions(NameWords.family, neighbours: own)
            if let g, f == nil, given == nil { given = (i, g) } else if let f, g == nil, family == nil { family = (i, f) }
        }
        guard let given, let family else { return }
        states[given.box].rule(.ccGivenName, .neighbours, "\(given.word), beside \(family.word)")
        states[family.box].rule(.ccFamilyName, .neighbours, "\(family.word), beside \(given.word)")
    }

    /// A plain "Name" among card fields is the name on the card; so is a second name right before the card
    /// number, after the identity's own name (one person fills the form: the second name is the card's). A name
    /// whose words name another person — a recipient, an addressee, a contact — is that person's, wherever it is.
    /// A name, or a name's part, whose own words also name the card's holder ("Kart sahibinin adı", "카드 소유자
    /// 이름": a holder's word and a name word, tied) is the card's beside card fields, whatever else is near
    /// ("Inhaber Vorname" away from any card is a business owner's).
    private func holder(_ scan: GroupScan, _ states: inout [FieldState]) {
        let fields = scan.textual
        for (position, i) in fields.enumerated() {
            guard let d = states[i].designation, Self.personNames.contains(d) else { continue }
            guard !states[i].isAuthored, states[i].mentions(FormPatterns.otherPerson) == nil else { continue }
            // The holder's word and the name's word in one text of the box's own.
            let evidence = states[i].candidates.evidence
            let holdersWords = evidence.contains { e in
                guard e.designation == .ccName, case .label = e.signal else { return false }
                return evidence.contains { $0.designation == d && $0.signal == e.signal }
            }
            guard d == .name || holdersWords else { continue }
            let near = fields[max(0, position - 2)...min(fields.count - 1, position + 2)]
            // A box another card's fieldset settled is still a card's box (``OtherCards``): a "Name" beside it is
            // that card's holder, which the fieldset's legend settles as none.
            let card = near.contains { states[$0].designation.map(Self.cardFields.contains) ?? false || OtherCards.settled(states[$0]) }
            if holdersWords, card {
                states[i].rule(.ccName, .neighbours, "a card holder's name beside card fields")
                continue
            }
            guard d == .name else { continue }
            let identity = near.contains { states[$0].designation.map(Self.identityFields.contains) ?? false }
            let secondName = position + 1 < fields.count && states[fields[position + 1]].designation == .ccNumber
                && fields[..<position].contains { states[$0].designation.map(Self.personNames.contains) ?? false }
            guard (card && !identity) || secondName else { continue }
            states[i].rule(.ccName, .neighbours, "beside card fields")
        }
    }
}
