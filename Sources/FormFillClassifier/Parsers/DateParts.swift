import FormFillModel

/// Whose each month, year, day and card-brand list of a group is (issue 16, points 1 and 6): the card's expiry,
/// a birth date's part, or nobody's. Read once per group from the fields' own evidence, symmetrically, and
/// handed to both families' parsers: ``CardParser`` proposes the expiry parts it owns, ``BirthDateParser`` the
/// birth-date parts; the scanner's best structures decide, and a part that no chosen structure took is none
/// (``StructureScanner``).
///
/// - A card owns a part only where the group has a card: a field whose own words (not a bare "month", "year"
///   or "number") or authored token say card (``CardParser/hasStrongCard(_:_:)``).
/// - A birth date owns it when the field itself has birth words (`bday` evidence: its label, legend or a list
///   of past years), when birth-date evidence lies within two fields and there is no card, or, card or not,
///   when the part is bare (no card word of its own) and a neighbour's own words say birth date.
/// - A day list or "Day" box is a birth date's only beside another birth-date part or under birth words.
/// - With no card around, a brand list or a number or code that only generic words name is nobody's.
/// - Two or more birth years with no day or month in the group are a range ("Year: [from] to [to]"), nobody's;
///   so are two or more months or days where nothing in the group has birth words ("From" and "To" dates): one
///   person has one birth date.
struct DateParts: Sendable {
    enum Owner: Sendable { case card, birth, nobody }

    /// The owner of each field's expiry-part candidates, by the card's part (`cc-exp-month`, `cc-exp-year`),
    /// then field index.
    private(set) var expiry: [Designation: [Int: Owner]] = [:]
    /// The owner of each field's day candidate (`bday-day`): birth, or nobody; a day its own words call a
    /// birth date's is not listed (it needs no context).
    private(set) var day: [Int: Owner] = [:]
    /// The card designations of fields with no card around that only the field's generic words or options
    /// support: a list of card brands, a bare "Number" or "Code" (a house number, a voucher's code). Nobody
    /// owns them.
    private(set) var orphans: [Int: Designation] = [:]
    /// Two or more year fields with no day or month in the group, or two or more months or days with no birth
    /// words in it: a range ("Year: [from] to [to]", a search's "From" and "To" dates), or the dates of several
    /// things, and no birth date. None of them is a birth date's part.
    private(set) var range: Set<Int> = []

    static let expiryParts: [(card: Designation, birth: Designation)] = [(.ccExpMonth, .bdayMonth), (.ccExpYear, .bdayYear)]

    /// Reads the group's date parts in document order; a part read as a birth date's counts as birth evidence
    /// for the fields after it, as the reader goes.
    init(textual fields: [Int], members: [Int], states base: [FieldState]) {
        let card = CardParser.hasStrongCard(members, base)
        var states = base
        for (position, i) in fields.enumerated() {
            let near = fields[max(0, position - 2)...min(fields.count - 1, position + 2)]
            // A field's own "day" is no birth date around it (a lone "Day" box is some other day). Read only for
            // a field with an expiry part or a day (nothing else asks), before its parts are read below.
            let own = states[i].candidates
            let hasPart = own.has(.ccExpMonth) || own.has(.ccExpYear) || own.has(.bdayDay)
            let birth = hasPart && near.contains { j in
                let c = states[j].candidates
                return c.has(.bday) || c.has(.bdayMonth) || c.has(.bdayYear) || (j != i && c.has(.bdayDay))
            }
            // A neighbour whose own words say birth date (its birth-date words, or its label or name mentions
            // one: "Date of birth" over a day select) makes a bare "month" or "year" its part, card or not.
            func birthWords() -> Bool {
                near.contains { j in
                    j != i && ([Designation.bday, .bdayDay, .bdayMonth, .bdayYear].contains { states[j].candidates.isSure($0) }
                        || states[j].mentions(DatePatterns.birth) != nil)
                }
            }
            for (cardPart, _) in Self.expiryParts where states[i].candidates.has(cardPart) {
                let bare = states[i].candidates.cardWordScore(cardPart) == 0 && !states[i].candidates.isAuthored(cardPart)
                    // The range decides a bare part too: a list of the coming years is no birth year.
                    && states[i].scored.optionKind != .futureYears
                let owner: Owner = states[i].candidates.has(.bday) || (!card && birth) || (bare && birthWords()) ? .birth
                    : card ? .card : .nobody
                expiry[cardPart, default: [:]][i] = owner
                Self.read(cardPart, owner, &states[i])
            }
            if !card, let d = states[i].designation, Self.isOrphan(d, states[i].candidates) { orphans[i] = d }
            if states[i].candidates.has(.bdayDay), !states[i].candidates.has(.bday),
               states[i].mentions(DatePatterns.birth) == nil {
                day[i] = birth ? .birth : .nobody
                if !birth { states[i].candidates.remove(.bdayDay) }
            }
        }
        let years = fields.filter { states[$0].designation == .bdayYear && !states[$0].candidates.isAuthored(.bdayYear) }
        if years.count >= 2, !fields.contains(where: { i in
            [Designation.bday, .bdayMonth, .bdayDay].contains { states[i].candidates.has($0) }
        }) {
            range = Set(years)
        }
        let birthParts = BirthDateParser.parts
        let months = fields.filter { states[$0].candidates.has(.bdayMonth) }, days = fields.filter { states[$0].candidates.has(.bdayDay) }
        if months.count >= 2 || days.count >= 2, !fields.contains(where: { i in
            states[i].candidates.has(.bday) || states[i].mentions(DatePatterns.birth) != nil
                || birthParts.contains { states[i].candidates.isAuthored($0) }
        }) {
            for i in fields where birthParts.contains(where: { states[i].candidates.has($0) }) {
                range.insert(i)
                // Its month or year is not the card's either (a card's own part is the card's to keep).
                for (cardPart, _) in Self.expiryParts where expiry[cardPart]?[i] == .birth { expiry[cardPart]?[i] = .nobody }
            }
        }
    }

    /// Whether the group has no date part to read (most groups): the reading then changes nothing, and is skipped.
    var isEmpty: Bool { expiry.isEmpty && day.isEmpty && orphans.isEmpty && range.isEmpty }

    /// The fields whose parts `owner` owns.
    func owned(by owner: Owner) -> Set<Int> {
        guard !isEmpty else { return [] }
        var out = Set<Int>()
        for (_, fields) in expiry { out.formUnion(fields.filter { $0.value == owner }.keys) }
        return out.union(day.filter { $0.value == owner }.keys)
    }

    /// The group's reading of its dates, applied to a parser's copy of the states: a birth date's part is
    /// renamed to it, a card's bare part counts with the card around it, the parts nobody owns and a brand list
    /// with no card around are dropped.
    func read(_ states: inout [FieldState]) {
        guard !isEmpty else { return }
        var touched = Set<Int>()
        for (cardPart, _) in Self.expiryParts {
            for (i, owner) in expiry[cardPart] ?? [:] where states[i].candidates.has(cardPart) {
                Self.read(cardPart, owner, &states[i]); touched.insert(i)
            }
        }
        for (i, owner) in day where owner == .nobody && states[i].candidates.has(.bdayDay) {
            states[i].candidates.remove(.bdayDay); touched.insert(i)
        }
        for (i, d) in orphans where states[i].candidates.has(d) {
            states[i].candidates.remove(d); touched.insert(i)
        }
        for i in range {
            if Self.dropBirthParts(&states[i]) { touched.insert(i) }
        }
        for i in touched { states[i].decide() }
    }

    /// A field after the scanner chose its structures: the parts nobody owns are no designation, nor is a brand
    /// list with no card around (what a card's or birth date's structure took, it read so already).
    func dropUnowned(_ i: Int, _ state: inout FieldState) {
        guard !isEmpty else { return }
        var changed = false
        for (cardPart, _) in Self.expiryParts where expiry[cardPart]?[i] == .nobody && state.candidates.has(cardPart) {
            state.candidates.remove(cardPart); changed = true
        }
        if day[i] == .nobody, state.candidates.has(.bdayDay) { state.candidates.remove(.bdayDay); changed = true }
        if let d = orphans[i], state.candidates.has(d) { state.candidates.remove(d); changed = true }
        if range.contains(i), Self.dropBirthParts(&state) { changed = true }
        if changed { state.decide() }
    }

    /// Removes a field's birth-date part candidates (a field of a ``range``); whether it had any.
    private static func dropBirthParts(_ state: inout FieldState) -> Bool {
        var dropped = false
        for part in BirthDateParser.parts where state.candidates.has(part) {
            state.candidates.remove(part)
            dropped = true
        }
        return dropped
    }

    /// Whether a card designation with no card around is nobody's: a brand list its words do not name, a number
    /// or code only generic words name ("Número" in a Brazilian address is the house number).
    private static func isOrphan(_ d: Designation, _ c: Candidates) -> Bool {
        switch d {
        case .ccType: !c.isSure(.ccType)
        case .ccNumber, .ccCSC: !c.isAuthored(d) && c.cardWordScore(d) == 0 && c.wordScore(d) > 0
        default: false
        }
    }

    /// One expiry part of one field, as its owner reads it.
    private static func read(_ cardPart: Designation, _ owner: Owner, _ state: inout FieldState) {
        switch owner {
        case .birth:
            state.candidates.rename(cardPart, to: cardPart == .ccExpMonth ? .bdayMonth : .bdayYear)
        case .nobody:
            state.candidates.remove(cardPart)
        case .card:
            // A list of past years that the field's own words and the card around call the expiry year: the
            // words decide (the page's list is stale; a birth year is never filled into a card's expiry).
            if cardPart == .ccExpYear, state.candidates.cardWordScore(.ccExpYear) >= FieldState.threshold,
               state.candidates.wordScore(.bdayYear) == 0 {
                state.candidates.remove(.bdayYear)
            }
            if state.candidates.score(cardPart) < FieldState.threshold {
                state.candidates.add(.formKind, "card fields around", cardPart, WordTables.bundled.weights.structures.cardContext)
            }
        }
    }

    /// A family's structures when the group's dates are read (``read(_:)``) before it parses: each run of
    /// fields the family settled or whose date parts it owns, in document order; a field the reading alone
    /// changed for another owner is no part of them.
    /// `claims` adds fields the family takes as they are.
    func structures(_ family: StructureFamily, owner: Owner, before: [FieldState], after: [FieldState],
                    in scan: GroupScan, claims: (Int) -> Bool = { _ in false }) -> [Structure] {
        var read = before
        self.read(&read)
        let owned = owned(by: owner)
        return StructureScanner.runs(family, after: after, in: scan) { i in
            (owned.contains(i) && after[i].designation.map { Self.parts(of: owner).contains($0) } == true)
                || claims(i) || StructureScanner.changed(read, after, at: i)
        }
    }

    /// The designations an owner's structure gives its date parts: a field it owns but reads as something else
    /// (a list of past years under a bare "Year" beside a card stays a birth year) is no part of it.
    static func parts(of owner: Owner) -> Set<Designation> {
        switch owner {
        case .card: [.ccExpMonth, .ccExpYear]
        case .birth: [.bday, .bdayDay, .bdayMonth, .bdayYear]
        case .nobody: []
        }
    }
}
