import FormFillModel

/// Four to eight one-character boxes in a row take a one-time code, one digit each.
struct OneTimeCodeParser: FamilyParser {
    var family: StructureFamily { .oneTimeCode }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        var run: [Int] = []
        func flush() {
            if (4...8).contains(run.count) {
                for i in run { states[i].ruleUnlessAuthored(.oneTimeCode, .neighbours, "\(run.count) one-character boxes") }
            }
            run.removeAll()
        }
        for i in scan.members {
            let s = states[i]
            if s.isInert { continue }
            if s.isTextLike, s.field.maxLength == 1, s.field.visible { run.append(i) } else { flush() }
        }
        flush()
    }
}
