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
        let current = states
        let runs = GroupScan.runs(scan.typingBoxes(states), limit: 3, starts: { i in
            guard let d = current[i].designation else { return false }
            return (d == .bday || Self.parts.contains(d)) && !current[i].isAuthored && (current[i].boxLength ?? 99) <= 4
        }, continues: { _, next in
            let s = current[next]
            return (s.boxLength ?? 99) <= 4 && !s.isAuthored
                && (s.designation == nil || s.designation.map(Self.parts.contains) == true)
                && (!s.hasOwnLabel || Self.formatPart(s) != nil)
        })
        for run in runs where run.count >= 2 {
            guard let roles = Self.roles(run.map { states[$0] }) else { continue }
            for (i, role) in zip(run, roles) { states[i].rule(role, .neighbours, "birth date in \(run.count) boxes") }
        }
    }

    /// What the birth date settled and the parts it owns, as structures: with them, the day, month and year
    /// fields its words already made (a "Date of birth" legend over "Day", "Month", "Year" selects) are one
    /// structure, which competes with a card's reading of the same fields.
    func structures(before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure] {
        scan.dates.structures(family, owner: .birth, before: before, after: after, in: scan) { i in
            !after[i].isAuthored && after[i].designation.map(Self.parts.contains) == true
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
            return formatPart(s) ?? (s.boxLength == 4 ? .bdayYear : nil)
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
