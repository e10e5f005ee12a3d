import FormFillModel

/// A structure one family parser recognised in a group: the fields it takes, each with its state as the
/// structure settles it, and how sure the parser is. Overlapping structures compete by ``score``.
struct Structure: Sendable {
    let family: StructureFamily
    /// The fields it takes, in document order.
    let fields: [Int]
    /// The group's states as the parser left them: the structure's fields are read from here (a field's state
    /// is large to copy, so a structure keeps the parser's array, not copies of its fields' states).
    let states: [FieldState]
    /// One point per field it explains, plus the field's own words for the designation it gives it: a
    /// structure that explains more fields, or agrees with more of their words, is the better reading.
    let score: Double

    init(family: StructureFamily, fields: [Int], states: [FieldState]) {
        self.family = family
        self.fields = fields
        self.states = states
        let words = fields.reduce(0.0) { total, i in
            total + (states[i].designation.map { states[i].scored.candidates.wordScore($0) } ?? 0)
        }
        score = Double(fields.count) + words
    }
}

/// The structure the scanner chose for a field: its family and score, the designation it gave the field, and
/// whether its parser settled the field (changed it) or only took it as it was.
struct StructureMark: Sendable {
    let structure: StructureEvidence
    let designation: Designation?
    let settled: Bool

    var family: StructureFamily { structure.family }
}

/// Recognises the structures of one family among a group's fields (one small type per family, in this folder).
protocol FamilyParser: Sendable {
    var family: StructureFamily { get }
    /// Reads the group and settles its own copy of the states, as if its family were alone in the group; the
    /// scanner turns what it changed into structures.
    func parse(_ scan: GroupScan, _ states: inout [FieldState])
    /// What ``parse(_:_:)`` settled, as structures, given the states `before` and `after` it.
    func structures(before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure]
}

extension FamilyParser {
    /// By default each run of fields the parser changed, uninterrupted by a fillable field it left alone, is one
    /// structure.
    func structures(before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure] {
        StructureScanner.runs(family, before: before, after: after, in: scan)
    }
}

/// A group's fields as every parser reads them.
struct GroupScan: Sendable {
    let members: [Int]
    /// Visible or not, the fields FormFill could fill, in order.
    let textual: [Int]
    /// Whose each month, year, day and brand list is: the card's, a birth date's or nobody's.
    let dates: DateParts
    /// The parts the form's submit buttons close, when more than one holds a password box.
    let sections: FormSections
    /// A form for two people: the recipient's boxes beside the sender's.
    let recipients: Recipients

    init(members: [Int], states: [FieldState]) {
        self.members = members
        textual = members.filter { !states[$0].isInert }
        dates = DateParts(textual: textual, members: members, states: states)
        sections = FormSections(members: members, states: states)
        recipients = Recipients(textual: textual, states: states)
    }
}

extension GroupScan {
    /// The boxes a value is typed into, in order: visible, text-like, not password boxes.
    func typingBoxes(_ states: [FieldState]) -> [Int] {
        textual.filter { states[$0].field.visible && states[$0].isTextBox }
    }

    /// Runs of consecutive `boxes`: each starts at a box `starts` accepts and takes the boxes after it while
    /// `continues` accepts the next one after the run so far, up to `limit` boxes; a run's boxes start no other.
    static func runs(_ boxes: [Int], limit: Int, starts: (Int) -> Bool, continues: ([Int], Int) -> Bool) -> [[Int]] {
        var out: [[Int]] = []
        var position = 0
        while position < boxes.count {
            let start = boxes[position]
            position += 1
            guard starts(start) else { continue }
            var run = [start]
            while run.count < limit, position < boxes.count, continues(run, boxes[position]) {
                run.append(boxes[position]); position += 1
            }
            out.append(run)
        }
        return out
    }
}

extension FieldState {
    /// How many characters the box takes (`maxlength`, else `size`), nil when it does not say.
    var boxLength: Int? { field.maxLength ?? field.size }
}

/// A scanner over a group's fields in order: every family parser proposes its structures, and the best
/// non-overlapping ones win (Chromium's `FormFieldParser` does the same over its field list). No family
/// settles another's fields by a pass of its own: where two families read the same field, the structure
/// with the higher score takes it, and the other structure is dropped whole.
struct StructureScanner: Sendable {
    static let parsers: [any FamilyParser] = [LoginParser(), EmailParser(), CardParser(), AddressParser(),
                                              PhoneParser(), OneTimeCodeParser(), BirthDateParser(), NameParser()]

    func resolve(_ scan: GroupScan, _ states: inout [FieldState]) {
        var proposals: [Structure] = []
        for parser in Self.parsers {
            var copy = states
            parser.parse(scan, &copy)
            proposals += parser.structures(before: states, after: copy, in: scan)
        }
        let chosen = Self.choose(proposals.map { ($0.fields, $0.score) })
        for k in chosen {
            let proposal = proposals[k]
            let structure = StructureEvidence(family: proposal.family, score: proposal.score, fields: proposal.fields.count)
            for index in proposal.fields {
                let settled = Self.changed(states, proposal.states, at: index)
                states[index] = proposal.states[index]
                states[index].structure = StructureMark(structure: structure, designation: states[index].designation, settled: settled)
            }
        }
        // A month, year or day is a structure's: one that no card or birth date owns is none.
        for i in scan.textual { scan.dates.dropUnowned(i, &states[i]) }
    }

    /// The best non-overlapping structures, given each one's fields and score: the best first; on a tie, the
    /// earlier one (the parsers' order, then document order). Returns their positions in `structures`.
    static func choose(_ structures: [(fields: [Int], score: Double)]) -> [Int] {
        let ranked = structures.indices.sorted { a, b in
            structures[a].score != structures[b].score ? structures[a].score > structures[b].score : a < b
        }
        var taken = Set<Int>()
        var chosen: [Int] = []
        for k in ranked where structures[k].fields.allSatisfy({ !taken.contains($0) }) {
            taken.formUnion(structures[k].fields)
            chosen.append(k)
        }
        return chosen.sorted()
    }

    /// What a parser changed, as structures: each run of changed fields that no unchanged fillable field
    /// interrupts is one.
    static func runs(_ family: StructureFamily, before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure] {
        runs(family, after: after, in: scan) { changed(before, after, at: $0) }
    }

    /// Each run of fields `isPart` accepts that no other fillable field interrupts is one structure.
    static func runs(_ family: StructureFamily, after: [FieldState], in scan: GroupScan, isPart: (Int) -> Bool) -> [Structure] {
        var out: [Structure] = []
        var run: [Int] = []
        for i in scan.members {
            if isPart(i) {
                run.append(i)
            } else if !after[i].isInert, !run.isEmpty {
                out.append(Structure(family: family, fields: run, states: after))
                run = []
            }
        }
        if !run.isEmpty { out.append(Structure(family: family, fields: run, states: after)) }
        return out
    }

    /// Whether a parser changed field `i`'s state, given the group's states `before` and `after` it (read in
    /// place: passing the two states on would copy each).
    static func changed(_ before: [FieldState], _ after: [FieldState], at i: Int) -> Bool {
        before[i].designation != after[i].designation || before[i].ruling?.evidence != after[i].ruling?.evidence
            || before[i].scored.candidates.evidence != after[i].scored.candidates.evidence
    }
}
