import FormFillModel

/// A telephone number split over several short boxes after one "Phone" label: `(415) 555-0134` as area code,
/// prefix and suffix, optionally after a country code and before an extension; or area code and local number.
/// A bare "Area" with no part of a phone number beside it is no area code.
struct PhoneParser: FamilyParser {
    var family: StructureFamily { .phone }

    private func length(_ s: FieldState) -> Int? { s.field.maxLength ?? s.field.size }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        scan.recipients.settle(.phone, &states)
        let members = scan.members
        let visible = visibleFields(members, states)
        numberAfterCountryCode(visible, &states)
        numberAfterAreaCodeList(visible, &states)
        defer {
            nationalAfterCountryCode(visible, &states)  // once the split numbers have their parts
            areaCodesBesideNoNumber(visible, &states)
        }
        // A read-only box takes no digits: it is decoration between the parts, not one of them.
        let fields = members.filter {
            states[$0].isTextBox && states[$0].field.visible && !states[$0].field.readonly
        }
        var position = 0
        while position < fields.count {
            let start = fields[position]
            defer { position += 1 }
            // A short box right after a whole number is its extension, unless another number follows it: then
            // it is the first part of that one ("Phone [ ]", then "Phone [+  ][      ]" for abroad).
            if position > 0, states[start].designation == .tel, let l = length(states[start]), (1...6).contains(l),
               !states[start].isAuthored,
               let previous = states[fields[position - 1]].designation,
               [.tel, .telNational, .telLocal, .telLocalSuffix].contains(previous),
               (length(states[fields[position - 1]]) ?? 99) >= 4,
               !startsAnotherNumber(fields, after: position, states) {
                states[start].rule(.telExtension, .neighbours, "short box after the number")
                continue
            }
            if let parts = split(fields, at: position, &states) ?? splitByNumberedNames(fields, at: position, &states)
                ?? splitInTwoUnlabelled(fields, at: position, &states) ?? splitByPartWords(fields, at: position, &states) {
                position += parts - 1
                continue
            }
            // "Area code: [ ] Phone: [ ]": the number after an area code is the local number; so is a box after it
            // that says nothing else ("Phone: [Area code] [Number]", or no words of its own).
            if states[start].designation == .telAreaCode, position + 1 < fields.count {
                let next = fields[position + 1]
                if !states[next].isAuthored, states[next].designation == .tel || Self.saysNothingElse(states[next]) {
                    states[next].rule(.telLocal, .neighbours, "after the area code")
                }
            }
        }
    }

    /// Whether a box has no designation and no words of its own, or none but a bare "Number" (a card number's
    /// generic word, no card word): beside a phone's part it is the phone's. A box with words no rule knows
    /// ("Comments") says something else.
    private static func saysNothingElse(_ s: FieldState) -> Bool {
        guard s.designation == nil, s.exclusion == nil else { return false }
        if s.candidates.evidence.isEmpty { return s.isUnlabelled }
        return s.candidates.evidence.allSatisfy { $0.designation == .ccNumber } && s.candidates.cardWordScore(.ccNumber) == 0
    }

    /// Splits the number that starts at `position` by its boxes' lengths; returns how many boxes it took, nil
    /// when the boxes there are no split number.
    private func split(_ fields: [Int], at position: Int, _ states: inout [FieldState]) -> Int? {
        let start = fields[position]
        guard let first = states[start].designation, [.tel, .telCountryCode, .telAreaCode].contains(first),
              !states[start].isAuthored,
              let firstLength = length(states[start]), firstLength <= 5 else { return nil }
        var run = [start]
        var k = position + 1
        while k < fields.count, run.count < 4 {
            let s = states[fields[k]]
            guard let l = length(s), s.designation == nil || s.designation == .tel || s.designation == .telLocal
                || s.designation == .telAreaCode || s.designation == .telLocalPrefix else { break }
            // A box long enough for a whole national number continues the number only when it says nothing
            // else: no label, or a phone's (not the "Address label" box after it).
            guard l <= 10 || (l <= 20 && (s.isUnlabelled || s.designation == .tel)) else { break }
            run.append(fields[k]); k += 1
            // A local or national number ends the number, and so does a suffix of four; a four-digit middle
            // part is followed by its four-digit suffix (Japan: 03-1234-5678).
            if l >= 5 || (l == 4 && (run.count >= 3 || k >= fields.count || length(states[fields[k]]) != 4)) { break }
        }
        let lengths = run.map { length(states[$0]) ?? 0 }
        guard var roles = Self.roles(for: lengths) else { return nil }
        // A box its own words call the country code, then one long box: the national number. A box its
        // words call the area code is no country code.
        if first == .telCountryCode, roles == [.telAreaCode, .telLocal] { roles = [.telCountryCode, .telNational] }
        if first == .telAreaCode, roles.first == .telCountryCode { return nil }
        let what = "phone split " + lengths.map(String.init).joined(separator: "-")
        for (index, role) in zip(run, roles) {
            states[index].ruleUnlessAuthored(role, .neighbours, what)
        }
        return roles.count
    }

    /// Splits the number that starts at `position` by its boxes' names: a phone box, then boxes right after it
    /// with no label of their own, named (or, failing that, identified) with the same stem and the next numbers
    /// (`tel1`, `tel2`, `tel3`; `mobile[0]`, `mobile[1]`), each short or of no declared length: two are the area
    /// code and the local number, three the area code, prefix and suffix, four a country code before them.
    /// Returns how many boxes it took, nil when the boxes there are no numbered run.
    private func splitByNumberedNames(_ fields: [Int], at position: Int, _ states: inout [FieldState]) -> Int? {
        let start = fields[position]
        guard states[start].designation == .tel, !states[start].isAuthored, (length(states[start]) ?? 0) <= 5,
              let (stem, first) = Self.numberedKey(states[start]) else { return nil }
        var run = [start]
        while position + run.count < fields.count, run.count < 4 {
            let s = states[fields[position + run.count]]
            guard !s.hasOwnLabel, !s.isAuthored, s.designation == nil || s.designation == .tel,
                  (length(s) ?? 0) <= 10, let (nextStem, number) = Self.numberedKey(s),
                  nextStem == stem, number == first + run.count else { break }
            run.append(fields[position + run.count])
        }
        // Every part but a two-box number's local number is short.
        guard run.count >= 2, run.dropLast(run.count == 2 ? 1 : 0).allSatisfy({ (length(states[$0]) ?? 0) <= 5 }) else { return nil }
        let roles: [Designation] = switch run.count {
        case 2: [.telAreaCode, .telLocal]
        case 3: [.telAreaCode, .telLocalPrefix, .telLocalSuffix]
        default: [.telCountryCode, .telAreaCode, .telLocalPrefix, .telLocalSuffix]
        }
        for (index, role) in zip(run, roles) {
            states[index].rule(role, .neighbours, "phone split by numbered names")
        }
        return run.count
    }

    /// "Phone [area][prefix][suffix]" by the parts' own words: an area code, then a box whose own words (label,
    /// name, id) name a prefix (``FormPatterns/phonePrefix``: "Prefix", `phoneExchange`), then one whose own
    /// words name a suffix ("Suffix", "Line number"), or that is a phone's or says nothing else (`phoneNumber`):
    /// the area code, prefix and suffix, as Chromium's phone grammar reads them. Returns 3, or nil when the boxes
    /// there are not so.
    private func splitByPartWords(_ fields: [Int], at position: Int, _ states: inout [FieldState]) -> Int? {
        guard position + 2 < fields.count, states[fields[position]].designation == .telAreaCode else { return nil }
        let (prefix, suffix) = (fields[position + 1], fields[position + 2])
        guard !states[prefix].isAuthored, !states[suffix].isAuthored,
              Self.localParts.contains(states[prefix].designation), Self.localParts.contains(states[suffix].designation),
              let word = states[prefix].mentions(FormPatterns.phonePrefix, neighbours: false),
              states[suffix].mentions(FormPatterns.phoneSuffix, neighbours: false) != nil
                || states[suffix].designation == .tel || Self.saysNothingElse(states[suffix]) else { return nil }
        states[fields[position]].ruleUnlessAuthored(.telAreaCode, .neighbours, "before the prefix")
        states[prefix].rule(.telLocalPrefix, .neighbours, "after the area code: " + word)
        states[suffix].rule(.telLocalSuffix, .neighbours, "after the prefix")
        return 3
    }

    /// What a box after an area code may read as and still be the local number's part.
    private static let localParts: Set<Designation?> = [nil, .tel, .telLocal, .telLocalPrefix, .telLocalSuffix]

    /// "Phone [ ][ ]": a phone box of no declared length or a short one, then, right after it and last, a box with
    /// no label of its own whose name or id alone calls it a phone (`phone_b`; an unlabelled `fax` box says
    /// something else), of the length of a local number or none: the area code and the local number.
    /// Returns 2, or nil when the boxes there are not so.
    private func splitInTwoUnlabelled(_ fields: [Int], at position: Int, _ states: inout [FieldState]) -> Int? {
        guard position + 1 < fields.count else { return nil }
        let (start, next) = (fields[position], fields[position + 1])
        // The first box starts the run: its own label, or no phone box before it.
        let startsRun = position == 0 || states[start].hasOwnLabel || states[fields[position - 1]].designation != .tel
        guard startsRun, states[start].designation == .tel, !states[start].isAuthored, (length(states[start]) ?? 0) <= 5,
              !states[next].isAuthored, !states[next].hasOwnLabel, (7...10).contains(length(states[next]) ?? 8),
              states[next].designation == .tel,
              states[next].candidates.evidence.allSatisfy({ $0.signal == .attribute(.name) || $0.signal == .attribute(.id) }),
              position + 2 >= fields.count || !Self.continuesUnlabelled(states[fields[position + 2]])
        else { return nil }
        states[start].rule(.telAreaCode, .neighbours, "a phone over two boxes in a row")
        states[next].rule(.telLocal, .neighbours, "a phone over two boxes in a row")
        return 2
    }

    /// Whether a box could be one more part of an unlabelled run: no label of its own, and a phone's words or none.
    private static func continuesUnlabelled(_ s: FieldState) -> Bool {
        !s.hasOwnLabel && (s.designation == .tel || saysNothingElse(s))
    }

    /// A box's name, else its id, as a stem and the number it ends in (`tel2`: `tel`, 2), folded; nil when
    /// neither ends in a number after a stem.
    private static func numberedKey(_ s: FieldState) -> (stem: ArraySlice<UInt8>, number: Int)? {
        for attribute in [FieldAttribute.name, .id] {
            guard let text = s.scored.attributeTexts.first(where: { $0.source == attribute })?.text.compact else { continue }
            let digits = text.reversed().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            guard (1...2).contains(digits), digits < text.count else { continue }
            let number = text.suffix(digits).reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return (text.dropLast(digits), number)
        }
        return nil
    }

    /// The fields a number's parts can be in, in order: visible, not buttons (read once: no rule changes them).
    private func visibleFields(_ members: [Int], _ states: [FieldState]) -> [Int] {
        members.filter { !states[$0].isInert && states[$0].field.visible }
    }

    /// An unlabelled box right after a country code is the number (the label names the pair: "Phone [+44 ▾][    ]").
    private func numberAfterCountryCode(_ fields: [Int], _ states: inout [FieldState]) {
        for (a, b) in zip(fields, fields.dropFirst())
        where states[a].designation == .telCountryCode && states[b].designation == nil && states[b].isUnlabelled
            && states[b].isTextBox {
            states[b].rule(.tel, .neighbours, "after the country code")
        }
    }

    /// The boxes right after a list of area codes (Korea's "[010 ▾]-[    ]-[    ]"): two of three or four and of four
    /// characters (or no declared length) are the prefix and suffix, else one of seven or more (or none) the local
    /// number; boxes with a label of their own (but the list's) or other words are not the number's.
    private func numberAfterAreaCodeList(_ fields: [Int], _ states: inout [FieldState]) {
        // A box with no words beside it but the marks between the parts ("-"), or with the list's own label (one
        // `<label>` around the list and the boxes).
        func tag(_ s: FieldState) -> [UInt8]? { s.scored.labelTexts.first { $0.source == .tag }?.text.compact }
        func isPart(_ s: FieldState, of list: FieldState) -> Bool {
            guard s.isTextBox, !s.isAuthored, !s.hasOwnLabel || (tag(s) != nil && tag(s) == tag(list)) else { return false }
            guard let d = s.designation else {
                return Self.saysNothingElse(s)
                    || (s.candidates.evidence.isEmpty && s.scored.labelTexts.allSatisfy { $0.source == .top || $0.text.compact.isEmpty })
            }
            return [.tel, .telLocal, .telLocalPrefix, .telLocalSuffix].contains(d)
        }
        for (k, i) in fields.enumerated() where states[i].scored.optionKind == .areaCodes && states[i].designation == .telAreaCode {
            let next = Array(fields[(k + 1)...].prefix(2))
            guard let first = next.first, isPart(states[first], of: states[i]) else { continue }
            let lengths = next.map { length(states[$0]) }
            if next.count == 2, isPart(states[next[1]], of: states[i]), (3...4).contains(lengths[0] ?? 4), (lengths[1] ?? 4) == 4 {
                states[first].rule(.telLocalPrefix, .neighbours, "after the area codes")
                states[next[1]].rule(.telLocalSuffix, .neighbours, "after the area codes")
            } else if (lengths[0] ?? 8) >= 7 {
                states[first].rule(.telLocal, .neighbours, "after the area codes")
            }
        }
    }

    /// A number right after its country code (a select of dial codes, or a box) is the national number.
    private func nationalAfterCountryCode(_ fields: [Int], _ states: inout [FieldState]) {
        for (a, b) in zip(fields, fields.dropFirst())
        where states[a].designation == .telCountryCode && states[b].designation == .tel && !states[b].isAuthored {
            states[b].rule(.telNational, .neighbours, "after the country code")
        }
    }

    /// A bare "Area" is an area code only as a part of a phone number: a box that only that word calls one, with
    /// no part of a phone number right before or after it, is none ("Road name, Area, Colony" in an address is a
    /// district; rule evidence `neighbours`, "an area code beside no phone number"). "Area code" stays one.
    private func areaCodesBesideNoNumber(_ fields: [Int], _ states: inout [FieldState]) {
        for (k, i) in fields.enumerated() where states[i].designation == .telAreaCode && !states[i].isAuthored
            && states[i].candidates.evidence.allSatisfy({ $0.designation != .telAreaCode || PhonePatterns.bareAreaWords.contains($0.matched) }) {
            let neighbours = [k > 0 ? fields[k - 1] : nil, k + 1 < fields.count ? fields[k + 1] : nil].compactMap { $0 }
            guard !neighbours.contains(where: { states[$0].designation.map(PhonePatterns.parts.contains) == true }) else { continue }
            states[i].rule(nil, .neighbours, "an area code beside no phone number")
        }
    }

    /// Whether the boxes after `position` are more of a phone number: a box its words call a phone, or a
    /// short unlabelled box (the next part of a split number).
    private func startsAnotherNumber(_ fields: [Int], after position: Int, _ states: [FieldState]) -> Bool {
        guard position + 1 < fields.count else { return false }
        let next = states[fields[position + 1]]
        return next.designation == .tel || (next.designation == nil && (length(next) ?? 99) <= 4)
    }

    /// The parts a run of box lengths stands for: `3-3-4` is area code, prefix and suffix (as is Japan's
    /// `5-4-4`); a leading box of one to three digits before them is the country code; `3-7` is area code and
    /// local number; a short box before one long enough for a whole national number is the country code.
    static func roles(for lengths: [Int]) -> [Designation]? {
        let patterns: [([ClosedRange<Int>], [Designation])] = [
            ([1...3, 3...3, 3...3, 4...4], [.telCountryCode, .telAreaCode, .telLocalPrefix, .telLocalSuffix]),
            ([3...3, 3...3, 4...4], [.telAreaCode, .telLocalPrefix, .telLocalSuffix]),
            ([2...5, 2...4, 4...4], [.telAreaCode, .telLocalPrefix, .telLocalSuffix]),
            ([1...3, 2...5, 7...10], [.telCountryCode, .telAreaCode, .telLocal]),
            ([2...5, 7...10], [.telAreaCode, .telLocal]),
            // A box long enough for a whole national number after a short one: the short one is no area code.
            ([1...4, 11...20], [.telCountryCode, .telNational]),
        ]
        for (ranges, roles) in patterns where lengths.count >= ranges.count {
            if zip(ranges, lengths).allSatisfy({ $0.contains($1) }) { return roles }
        }
        return nil
    }
}
