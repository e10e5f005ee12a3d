import FormFillModel

/// A telephone number split over several short boxes after one "Phone" label: `(415) 555-0134` as area code,
/// prefix and suffix, optionally after a country code and before an extension; or area code and local number.
struct PhoneSplit: Sendable {
    let members: [Int]

    private func length(_ s: FieldState) -> Int? { s.field.maxLength ?? s.field.size }

    func apply(_ states: inout [FieldState]) {
        let fields = members.filter { states[$0].isTextLike && states[$0].type != "password" && states[$0].field.visible }
        var position = 0
        while position < fields.count {
            let start = fields[position]
            defer { position += 1 }
            // "Area code: [ ] Phone: [ ]": the number after an area code is the local number.
            if states[start].designation == .telAreaCode, position + 1 < fields.count {
                let next = fields[position + 1]
                if states[next].designation == .tel, states[next].candidates.score(.tel) < 5 {
                    states[next].add("neighbours", "after the area code", .telLocal, states[next].score + 0.1)
                }
                continue
            }
            guard states[start].designation == .tel || states[start].designation == .telCountryCode,
                  states[start].candidates.score(states[start].designation!) < 5,
                  let firstLength = length(states[start]), firstLength <= 4 else { continue }
            var run = [start]
            var k = position + 1
            while k < fields.count, run.count < 4 {
                let s = states[fields[k]]
                guard let l = length(s), l <= 8, s.designation == nil || s.designation == .tel || s.designation == .telLocal
                    || s.designation == .telAreaCode else { break }
                run.append(fields[k]); k += 1
                if l >= 7 { break }
            }
            let lengths = run.map { length(states[$0]) ?? 0 }
            var roles: [Designation] = []
            switch lengths.count {
            case 4 where lengths[0] <= 3 && lengths[3] == 4: roles = [.telCountryCode, .telAreaCode, .telLocalPrefix, .telLocalSuffix]
            case 4: roles = [.telCountryCode, .telAreaCode, .telLocalPrefix, .telLocalSuffix]
            case 3 where lengths[0] <= 2 && lengths[2] >= 7: roles = [.telCountryCode, .telAreaCode, .telLocal]
            case 3: roles = [.telAreaCode, .telLocalPrefix, .telLocalSuffix]
            case 2 where lengths[1] >= 7: roles = [.telAreaCode, .telLocal]
            default: roles = []
            }
            guard !roles.isEmpty else { continue }
            let what = "phone split " + lengths.map(String.init).joined(separator: "-")
            for (index, role) in zip(run, roles) {
                states[index].add("neighbours", what, role, max(states[index].score, 1) + 0.5)
            }
            position = k - 1
        }
    }
}

/// Four to eight one-character boxes in a row take a one-time code, one digit each.
struct OneTimeCodeBoxes: Sendable {
    let members: [Int]

    func apply(_ states: inout [FieldState]) {
        var run: [Int] = []
        func flush() {
            if (4...8).contains(run.count) {
                for i in run { states[i].add("neighbours", "\(run.count) one-character boxes", .oneTimeCode, 2) }
            }
            run.removeAll()
        }
        for i in members {
            let s = states[i]
            if s.isInert { continue }
            if s.isTextLike, s.field.maxLength == 1, s.field.visible { run.append(i) } else { flush() }
        }
        flush()
    }
}
