import FormFillModel

/// A date of birth: the day, month and year selects or boxes that the group's dates give a birth date
/// (``DateParts``: birth words on the field, its legend or a neighbour, a list of past years), and a date typed
/// into two or three short boxes: a box its words call the birth date (or a part of it), then boxes without
/// words of their own but a date format's part (`DD`, `MM`, `YYYY`). Each box's part comes from its own part
/// words, its format placeholder, or a four-digit length (the year); where two two-digit boxes are left with
/// nothing to tell day from month (`DD/MM` or `MM/DD`), the structure is not read at all.
struct BirthDateParser: FamilyParser {
    var family: StructureFamily { .birthDate }

    static let parts: [Designation] = [.bdayDay, .bdayMonth, .bdayYear]

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        scan.dates.read(&states)
        for i in scan.typingBoxes(states) { Self.readMonthAndDay(&states[i]) }
        Self.settleTheRestOfOtherDates(scan, &states)
        let current = states
        // Boxes, and the selects a birth date's part may be (a month and a day list before a year box).
        let fields = scan.textual.filter { current[$0].field.visible && (current[$0].isTextBox || current[$0].type.isSelect) }
        let runs = GroupScan.runs(fields, limit: 3, starts: { i in
            let s = current[i]
            guard let d = s.designation, !s.isAuthored else { return false }
            return s.type.isSelect ? Self.parts.contains(d) : (d == .bday || Self.parts.contains(d)) && (s.boxLength ?? 99) <= 4
        }, continues: { _, next in
            let s = current[next]
            guard !s.isAuthored else { return false }
            if s.type.isSelect { return s.designation.map(Self.parts.contains) == true }
            // A box its own words (a label, not its name) call a part ("Year"), or a short box with no words of
            // its own but a format's part, whose name may say birth date (`dob2`).
            if Self.labelPart(s) != nil { return true }
            return (s.boxLength ?? 99) <= 4
                && (s.designation == nil || s.designation == .bday || s.designation.map(Self.parts.contains) == true)
                && (!s.hasOwnLabel || Self.formatPart(s) != nil)
        })
        for run in runs where run.count >= 2 {
            let boxes = run.map { states[$0] }
            guard let roles = Self.roles(boxes) else {
                // Day and month in boxes nothing tells apart: none of them is the whole date either (each would
                // take it, cut to its length).
                for i in run where states[i].designation == .bday && (states[i].boxLength ?? 99) < Self.shortestDate {
                    states[i].rule(nil, .neighbours, "birth date in \(run.count) boxes whose day and month nothing tells apart")
                }
                continue
            }
            // A run of lists that already are their parts needs no ruling.
            guard zip(run, roles).contains(where: { states[$0].designation != $1 }) else { continue }
            for (i, role) in zip(run, roles) { states[i].rule(role, .neighbours, "birth date in \(run.count) boxes") }
        }
    }

    /// A date whose first list its own words give to something else ("Preferred delivery date", "Departure
    /// date": ``ForeignOptionLists``): the one or two parts right after it with no words of their own are the
    /// rest of that date, none of them a birth date's.
    private static func settleTheRestOfOtherDates(_ scan: GroupScan, _ states: inout [FieldState]) {
        var other: String? = nil, left = 0
        for i in scan.textual where states[i].field.visible {
            let s = states[i]
            if let ruling = s.ruling, ruling.designation == nil, ruling.evidence.signal == .options,
               s.candidates.evidence.contains(where: { e in e.designation.map(Self.isDatePart) == true }) {
                (other, left) = (ruling.evidence.matched, 2)
                continue
            }
            guard let what = other, left > 0, !s.isAuthored, !s.hasOwnLabel, s.designation.map(parts.contains) == true else {
                other = nil
                continue
            }
            states[i].rule(nil, .neighbours, "the rest of \(what)")
            left -= 1
        }
    }

    /// A part of a date: a card's expiry month or year, or a birth date's part.
    private static func isDatePart(_ d: Designation) -> Bool {
        parts.contains(d) || d == .ccExpMonth || d == .ccExpYear
    }

    /// A birthday without its year in one box: a label whose format names a month and a day and no year
    /// ("Birthday (MM/DD)", placeholder "DD/MM") makes it the birth date, which the filler writes in that format
    /// (not the day alone, which the format's `DD` proposed); a month and a day its words name in no format
    /// ("Birth month and day") leave their order unknown, and the box is none.
    private static func readMonthAndDay(_ s: inout FieldState) {
        guard !s.isAuthored, let d = s.designation, d == .bdayDay || d == .bdayMonth else { return }
        let format = s.scored.labelTexts.first { _, text in
            DatePatterns.formatDay.first(in: text, attributes: false) != nil
                && DatePatterns.formatMonth.first(in: text, attributes: false) != nil
        }
        if let (source, text) = format {
            guard DatePatterns.formatYear.first(in: text, attributes: false) == nil else { return }
            s.rule(.bday, .label(source), "a month and a day, no year")
        } else if s.scored.labelTexts.contains(where: { _, text in
            DatePatterns.bareDay.first(in: text, attributes: false) != nil && DatePatterns.bareMonth.first(in: text, attributes: false) != nil
                && DatePatterns.bareYear.first(in: text, attributes: false) == nil
        }) {
            s.rule(nil, .neighbours, "a month and a day in one box, in no order its words give")
        }
    }

    /// The fewest characters a whole date takes (`1/2/90`): a box shorter than that holds a part.
    static let shortestDate = 6

    /// What the birth date settled and the parts it owns, as structures: with them, the day, month and year
    /// fields its words already made (a "Date of birth" legend over "Day", "Month", "Year" selects) are one
    /// structure, which competes with a card's reading of the same fields.
    func structures(before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure] {
        scan.dates.structures(family, owner: .birth, before: before, after: after, in: scan) { i in
            !after[i].isAuthored && after[i].designation.map(Self.parts.contains) == true
        }
    }

    /// The part a box's own label names ("Year", "Month"; its name or id aside), nil when it names none.
    private static func labelPart(_ s: FieldState) -> Designation? {
        parts.first { part in
            s.candidates.evidence.contains { e in
                guard e.designation == part else { return false }
                if case .label = e.signal { return true }
                return false
            }
        }
    }

    /// The part a box's words or format placeholder name, nil when they name none.
    private static func formatPart(_ s: FieldState) -> Designation? {
        if s.mentions(DatePatterns.formatDay) != nil { return .bdayDay }
        if s.mentions(DatePatterns.formatMonth) != nil { return .bdayMonth }
        if s.mentions(DatePatterns.formatYear) != nil { return .bdayYear }
        return nil
    }

    /// Each box's part, or nil when the boxes do not make a birth date or leave day and month undecided.
    static func roles(_ boxes: [FieldState]) -> [Designation]? {
        var roles: [Designation?] = boxes.map { s in
            if let d = s.designation, parts.contains(d) { return d }
            return formatPart(s) ?? labelPart(s) ?? (s.boxLength == 4 ? .bdayYear : nil)
        }
        let known = Set(roles.compactMap { $0 })
        guard known.count == roles.compactMap({ $0 }).count else { return nil }  // two boxes, one part
        let missing = (boxes.count == 2 ? [Designation.bdayMonth, .bdayYear] : parts).filter { !known.contains($0) }
        let open = roles.indices.filter { roles[$0] == nil }
        // One box left and one part missing: that one. More: day or month, nothing tells which.
        guard open.count <= 1, missing.count == open.count else { return nil }
        for k in open { roles[k] = missing[0] }
        let result = roles.compactMap { $0 }
        return Set(result).count == boxes.count ? result : nil
    }
}
