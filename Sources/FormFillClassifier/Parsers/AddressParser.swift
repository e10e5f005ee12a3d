import FormFillModel

/// The address block's lines: a second street line right after the first continues it, a second line 2 in one
/// address is its third line, and a street address typed into a textarea is the whole street address.
struct AddressParser: FamilyParser {
    var family: StructureFamily { .address }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        let fields = scan.textual
        // The boxes read as a street line's continuation: only they are continued in turn. A line 2 that its
        // own words name ("Toevoeging", "Apt") is followed by the street itself in forms that ask the house
        // number first (Dutch: postcode, huisnummer, toevoeging, straat).
        var continuations = Set<Int>()
        // A textarea holds a whole street address, and the token lists textareas after the other controls: its
        // neighbours there are not its neighbours on the page. It neither continues a line nor is continued.
        for (a, b) in zip(fields, fields.dropFirst()) where states[a].type != .textarea && states[b].type != .textarea {
            guard states[a].designation == .addressLine1 || (states[a].designation == .addressLine2 && continuations.contains(a))
            else { continue }
            let next: Designation = states[a].designation == .addressLine1 ? .addressLine2 : .addressLine3
            let d = states[b].designation
            // The street's number asked first ("N°" on `num_voie`, then "Rue"): a box whose street word is only
            // in its name, under a label of its own that names no street, before a box whose label names it.
            if d == .addressLine1, states[a].designation == .addressLine1, !states[a].isAuthored, states[a].hasOwnLabel,
               !Self.labelNamesStreet(states[a]), Self.labelNamesStreet(states[b]) {
                states[a].rule(.houseNumber, .neighbours, "the street's number: the next box's label names the street")
                continue
            }
            if d == .addressLine1 && !states[b].isAuthored {
                states[b].rule(next, .neighbours, "second street line")
                continuations.insert(b)
            } else if d == nil, states[b].isUnlabelled, states[b].isTextBox,
                      states[b].mentions(FormPatterns.houseNumber, neighbours: false) == nil,
                      states[b].mentions(FormPatterns.houseNumberBare, neighbours: false) == nil,
                      !Self.namesAnotherPart(states[b]) {
                // (A box whose name says house number, or is a bare number, is the street's number:
                // ``houseNumbers(_:_:)``; one whose name says another part, `bairro`, is that part.)
                states[b].add(.neighbours, "unlabelled box after the street", next, 1.0)
                continuations.insert(b)
            }
        }
        numberLines(fields, &states)
        houseNumbers(scan, &states)
        postalCodeAndCity(scan, &states)
        pinBesidePostalCode(fields, &states)
        postalCodeInTwoBoxes(scan, &states)
        regionOrCountry(fields, &states)
        streetLineFirst(fields, &states)
        for i in fields where states[i].type == .textarea && states[i].designation == .addressLine1 {
            states[i].ruleUnlessAuthored(.streetAddress, .type, "textarea")
        }
    }

    /// A house number asked in a box of its own beside the street: a box its own words name so ("Hausnummer",
    /// "House number", "Huisnummer": ``FormPatterns/houseNumber``, in its label, placeholder, name or id) that
    /// nothing else claimed, with the street line at most two typing boxes away (a Dutch form puts the addition,
    /// "Toevoeging", between them) and no other house number nearer to that street; or a box whose own label is
    /// a bare number ("Nr.", "Número": ``FormPatterns/houseNumberBare``) right after the street. Both share the
    /// stored first line (the generator splits it). A house number with no street box near it says nothing.
    /// The box right after a house number that its own words name its addition ("Toevoeging",
    /// "Hausnummerzusatz": ``FormPatterns/houseNumberAddition``) is that addition, not a second street line.
    private func houseNumbers(_ scan: GroupScan, _ states: inout [FieldState]) {
        let boxes = scan.typingBoxes(states)
        var streetsTaken = Set<Int>()
        func namesAddition(_ box: Int) -> String? {
            states[box].isAuthored ? nil : states[box].mentions(FormPatterns.houseNumberAddition, neighbours: false)
        }
        // A box only a bare card word names with no card around (a Brazilian "Número") is nobody's card part.
        for (k, h) in boxes.enumerated() where (states[h].designation == nil || scan.dates.orphans[h] != nil) && !states[h].isAuthored {
            guard namesAddition(h) == nil else { continue }
            let named = states[h].mentions(FormPatterns.houseNumber, neighbours: false)
            guard let word = named ?? states[h].mentions(FormPatterns.houseNumberBare, neighbours: false)
            else { continue }
            let places = named != nil ? [k - 1, k + 1, k - 2, k + 2] : [k - 1]
            let street = places.lazy.filter { boxes.indices.contains($0) }.map { boxes[$0] }
                .first { states[$0].designation == .addressLine1 && !streetsTaken.contains($0) }
            guard let street else { continue }
            streetsTaken.insert(street)
            states[h].rule(.houseNumber, .neighbours, "\(word) beside the street")
            if boxes.indices.contains(k + 1), let addition = namesAddition(boxes[k + 1]) {
                states[boxes[k + 1]].rule(.houseNumberAddition, .neighbours, "\(addition) after the house number")
            }
        }
    }

    /// A second line needs a first: in an address without a street line, the first line-2 box whose own words
    /// name the street too ("住所2" over "番地・建物名" after a city box, "住所（番地・建物名）") is the street line.
    private func streetLineFirst(_ fields: [Int], _ states: inout [FieldState]) {
        guard !fields.contains(where: { [.addressLine1, .streetAddress].contains(states[$0].designation) }),
              let line = fields.first(where: { states[$0].designation == .addressLine2 }),
              !states[line].isAuthored, states[line].candidates.has(.addressLine1) else { return }
        states[line].rule(.addressLine1, .neighbours, "a second line with no first: the street line")
    }

    /// The parts of an address other than its lines.
    private static let otherParts: Set<Designation> = [.addressLevel1, .addressLevel2, .addressLevel3, .addressLevel4,
                                                       .postalCode, .country, .countryName, .houseNumber]

    /// Whether the box's own words propose another part of the address, even too weakly to decide (a name alone,
    /// `bairro`, `colonia`).
    private static func namesAnotherPart(_ s: FieldState) -> Bool {
        s.candidates.evidence.contains { e in e.designation.map(otherParts.contains) ?? false }
    }

    /// Whether a label of the box (not only its name or id; not the text to its right, the next box's) names the
    /// street line.
    private static func labelNamesStreet(_ s: FieldState) -> Bool {
        s.candidates.evidence.contains { e in
            guard e.designation == .addressLine1, case .label(let source) = e.signal else { return false }
            return source != .right
        }
    }

    /// One label over two boxes that names the postal code and the town ("PLZ / Ort", "CP / Ville", "Postal
    /// code / City"): the first box is the part the label names first, the box after it, without a label of its
    /// own, the other. (Each word rules the other out of a box's own reading: such a label alone says nothing.)
    private func postalCodeAndCity(_ scan: GroupScan, _ states: inout [FieldState]) {
        let boxes = scan.typingBoxes(states)
        let parts: Set<Designation> = [.postalCode, .addressLevel2]
        for (a, b) in zip(boxes, boxes.dropFirst()) where !states[a].isAuthored && !states[b].isAuthored {
            guard !states[b].hasOwnLabel, states[a].designation.map(parts.contains) ?? true,
                  states[b].designation.map(parts.contains) ?? true else { continue }
            // The box's first own label (the text to its right is the next box's).
            guard let label = states[a].scored.labelTexts.first(where: { $0.source != .right })?.text,
                  let zip = Self.offset(of: Self.postalWords, in: label),
                  let town = Self.offset(of: Self.townWords, in: label), zip != town,
                  Self.otherPartWords.first(in: label, attributes: false) == nil else { continue }
            let (first, next): (Designation, Designation) = zip < town ? (.postalCode, .addressLevel2) : (.addressLevel2, .postalCode)
            states[a].rule(first, .neighbours, "postal code and town under one label")
            states[b].rule(next, .neighbours, "postal code and town under one label")
        }
    }

    /// "Pincode" is India's postal code and a Dutch card's PIN: a box that a PIN word ("Pincode", "Pin code") makes
    /// the postal code, in a group where another box is the postal code by other words ("Postcode", "ZIP code"),
    /// is a PIN, and none of the address's (rule evidence `neighbours`). Two "Pincode" boxes (billing and
    /// shipping) stay postal codes.
    private func pinBesidePostalCode(_ fields: [Int], _ states: inout [FieldState]) {
        let postal = fields.filter { states[$0].designation == .postalCode && !states[$0].isAuthored }
        let pins = postal.filter { states[$0].mentions(PasswordDecoyWords.pin) != nil }
        guard !pins.isEmpty, pins.count < postal.count else { return }
        for i in pins { states[i].rule(nil, .neighbours, "a PIN beside the postal code") }
    }

    /// A postal code asked in two boxes after one label (Japan's 3-4, Brazil's 5-3, Canada's 3-3, the Netherlands'
    /// 4-2): a postal-code box too short for a code (a `maxlength` of 4 or less, or 5 before a box of 3) and the
    /// box right after it, with no words of its own (the text to its right is the next box's) and a `maxlength`
    /// of 4 or less, is the code's second part
    /// (rule evidence `neighbours`; the generator splits the stored code between them). A US ZIP code's "+4"
    /// box after a five-digit box is left alone, as Chromium reads it.
    private func postalCodeInTwoBoxes(_ scan: GroupScan, _ states: inout [FieldState]) {
        let boxes = scan.typingBoxes(states)
        for (a, b) in zip(boxes, boxes.dropFirst()) where states[a].designation == .postalCode && states[b].designation == nil {
            guard let first = states[a].field.maxLength, let second = states[b].field.maxLength, second <= 4,
                  first <= 4 || (first == 5 && second == 3),
                  !states[b].hasOwnLabel, !states[b].isAuthored,
                  // (The text to its right labels the box after it.)
                  states[b].candidates.evidence.allSatisfy({ $0.signal == .label(.right) })
            else { continue }
            states[b].rule(.postalCode, .neighbours, "the postal code's second part")
        }
    }

    /// An address has one region and one country. A box whose words name both as strongly ("Land" is a German
    /// state, and the country in German, Dutch and the Nordic languages) reads as the region by rule order; in a
    /// group where another box is the region by words that name no country ("Provincie", "Bundesland") and no
    /// box is the country, it is the country (rule evidence `neighbours`). Alone, or beside a country box, it
    /// stays the region.
    private func regionOrCountry(_ fields: [Int], _ states: inout [FieldState]) {
        func countryScore(_ s: FieldState) -> Double {
            max(s.candidates.score(.country), s.candidates.score(.countryName))
        }
        var tied: [Int] = [], regions = 0
        for i in fields {
            switch states[i].designation {
            case .addressLevel1? where states[i].ruling == nil:
                if countryScore(states[i]) >= states[i].candidates.score(.addressLevel1) { tied.append(i) } else { regions += 1 }
            case .addressLevel1?:
                regions += 1
            case .country?, .countryName?:
                return
            default:
                break
            }
        }
        guard regions > 0 else { return }
        for i in tied {
            states[i].rule(states[i].type.isSelect ? .country : .countryName, .neighbours,
                           "another box is the region: a word of both is the country")
        }
    }

    private static let postalWords = WordList(WordTables.bundled.words(ofRule: Designation.postalCode.rawValue))
    private static let townWords = WordList(WordTables.bundled.words(ofRule: Designation.addressLevel2.rawValue))
    /// A label that names a third part too ("City, State, ZIP" over three boxes) is not read as two.
    private static let otherPartWords = WordList(WordTables.bundled.words(ofRule: Designation.addressLevel1.rawValue)
        + WordTables.bundled.words(ofRule: Designation.country.rawValue))

    /// Where, in a folded label, the first of `words` found starts; nil when none is there.
    private static func offset(of words: WordList, in label: MatchText) -> Int? {
        guard let word = words.first(in: label, attributes: false) else { return nil }
        let folded = MatchText(word.display).compact, text = label.compact
        guard !folded.isEmpty, folded.count <= text.count else { return nil }
        return (0...(text.count - folded.count)).first { text[$0..<($0 + folded.count)].elementsEqual(folded) }
    }

    /// Line 2 is one value of an address: once a box took it (an "Apt/Suite" box), a later box of the same
    /// address that says line 2 ("Street address line 2") is the third line, as Chromium reads the lines in
    /// order. An address starts at its first street line, so billing and shipping in one form each have theirs.
    /// Only boxes the user can type into take a line (not a read-only decoration box beside the street).
    private func numberLines(_ fields: [Int], _ states: inout [FieldState]) {
        var taken: Set<Designation> = []
        for i in fields where states[i].field.visible && !states[i].field.readonly && !states[i].field.disabled {
            switch states[i].designation {
            case .addressLine1?, .streetAddress?:
                taken = []
            case .addressLine2?:
                if taken.contains(.addressLine2), !taken.contains(.addressLine3), !states[i].isAuthored {
                    states[i].rule(.addressLine3, .neighbours, "line 2 of this address is taken")
                }
                taken.insert(states[i].designation!)
            case .addressLine3?:
                taken.insert(.addressLine3)
            default:
                break
            }
        }
    }
}
