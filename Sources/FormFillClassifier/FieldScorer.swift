import FormFillModel

/// Scores one field on its own evidence: the autocomplete attribute, the input type, every label source, the
/// name and id, maxlength and the select's options. Neighbours and the form's kind are weighed afterwards by
/// ``GroupResolver``.
struct FieldScorer: Sendable {
    /// How much a word found in each label source is worth: the label element is the most reliable, text to
    /// the right of a field the least. This and the other weights are read from the word files' `weights.json`.
    static let labelWeights = WordTables.bundled.weights.labelSources
    static let nameWeight = WordTables.bundled.weights.nameAttribute, idWeight = WordTables.bundled.weights.idAttribute
    /// Long label texts are usually whole paragraphs picked up by the left/top walk; they say little.
    static let longLabel = WordTables.bundled.weights.longLabelBytes
    /// A label of this many words or more is a sentence; its first few words may still be the label proper.
    static let sentenceWords = WordTables.bundled.weights.sentenceWords, headWords = WordTables.bundled.weights.headWords
    /// Every weight of `weights.json`, for those read in one place only.
    private static let weights = WordTables.bundled.weights
    /// The longest label (folded bytes) whose veto word counts.
    static let vetoLabelBytes = WordTables.bundled.weights.vetoLabelBytes

    /// Every field rule (``FieldPatterns/all``), by the first byte of their words; built once.
    static let ruleIndex = RuleIndex(FieldPatterns.all)

    /// Whether a field of this type never takes a value from FormFill.
    static func isInert(_ type: InputType) -> Bool {
        switch type {
        case .submit, .button, .reset, .image, .file, .hidden, .checkbox, .radio, .range, .color, .selectMultiple: true
        default: false
        }
    }

    struct Result: Sendable {
        var candidates: Candidates
        var optionKind: OptionKind?
        /// The class attribute holds a honeypot word.
        var hasHoneypotClass: Bool
        /// The box's words named a person's detail (a name, an address's part, a phone) that its legend, its
        /// section's heading or its form's heading gives to someone else ("Traveller 2"): set aside, it is none of
        /// the user's, but still one of the form's recognised fields for ``MinimumFields``, as Chromium counts it.
        var isSomeoneElsesDetail = false
        /// The exclusion rules' words in the field's label texts (but the one to its right) and in its name, id
        /// and payment attributes: what ``FieldState/mentions(_:labels:attributes:)`` finds of those lists in
        /// ``labelTexts`` and ``attributeTexts``, read from the page's table.
        let exclusionWords: PageTexts.ExclusionWords
        /// Where one of the box's own labels names both parts of a name by a given name's word ("First / Last
        /// Name"), whether the family name comes first in it ("Last name, first name"); nil for any other box.
        /// ``NameParser`` reads it for the first of two boxes.
        let namePairFamilyFirst: Bool?
        /// The field's words, in one shared box: the group rules copy a field's state many times, and a box is
        /// one retain where the arrays and the attribute's strings were one each.
        private let words: Words

        var autocomplete: AutocompleteAttribute? { words.autocomplete }
        /// Folded texts of the labels and attributes, for the exclusion and form-kind rules.
        var labelTexts: [(source: LabelSource, text: MatchText)] { words.labelTexts }
        var attributeTexts: [(source: FieldAttribute, text: MatchText)] { words.attributeTexts }
        /// The folded heading of the box's section of its form (`label-section`), when it has one: context, not a
        /// label (``Recipients`` reads it).
        var sectionText: MatchText? { words.sectionText }
        /// A select's legend or section heading names another list's thing ("Anniversary", "Arrival date",
        /// "Passport": a word of ``FormPatterns/otherLists``): the word, nil for none or for any other box.
        /// ``ForeignOptionLists`` reads it for a list of a date's parts.
        var contextNamesAnotherList: String? { words.contextNamesAnotherList }
        /// What ruled the box's own words out, when something did (a veto word, someone else's legend): a rule's
        /// "none" that only `--explain` shows (``Classifier``'s verdict adds it to the evidence); the parsers read
        /// the candidates, which it is not among.
        var veto: Evidence? { words.veto }

        init(candidates: Candidates, optionKind: OptionKind?, hasHoneypotClass: Bool, exclusionWords: PageTexts.ExclusionWords,
             namePairFamilyFirst: Bool? = nil, autocomplete: AutocompleteAttribute?, labelTexts: [(source: LabelSource, text: MatchText)],
             attributeTexts: [(source: FieldAttribute, text: MatchText)], sectionText: MatchText? = nil,
             contextNamesAnotherList: String? = nil, veto: Evidence? = nil) {
            (self.candidates, self.optionKind, self.hasHoneypotClass) = (candidates, optionKind, hasHoneypotClass)
            self.exclusionWords = exclusionWords
            self.namePairFamilyFirst = namePairFamilyFirst
            words = Words(autocomplete: autocomplete, labelTexts: labelTexts, attributeTexts: attributeTexts, sectionText: sectionText,
                          contextNamesAnotherList: contextNamesAnotherList, veto: veto)
        }

        private final class Words: Sendable {
            let autocomplete: AutocompleteAttribute?
            let labelTexts: [(source: LabelSource, text: MatchText)]
            let attributeTexts: [(source: FieldAttribute, text: MatchText)]
            let sectionText: MatchText?
            let contextNamesAnotherList: String?
            let veto: Evidence?

            init(autocomplete: AutocompleteAttribute?, labelTexts: [(source: LabelSource, text: MatchText)],
                 attributeTexts: [(source: FieldAttribute, text: MatchText)], sectionText: MatchText?,
                 contextNamesAnotherList: String?, veto: Evidence?) {
                (self.autocomplete, self.labelTexts, self.attributeTexts) = (autocomplete, labelTexts, attributeTexts)
                (self.sectionText, self.contextNamesAnotherList, self.veto) = (sectionText, contextNamesAnotherList, veto)
            }
        }
    }

    /// Field `i` of the page: its features and its own evidence, read from the page's features in place.
    func state(of i: Int, in page: PageFeatures) -> FieldState {
        FieldState(field: page.fields[i], scored: score(i, in: page))
    }

    /// Scores field `i` of the page. The label sources its neighbours share (``PageFeatures/sharedLabels(_:)``)
    /// are a heading the label walk climbed to ("Shipping Address" over five boxes), worth half.
    func score(_ i: Int, in page: PageFeatures) -> Result {
        let field = page.fields[i], texts = page.texts[i], table = page.table
        var candidates = Candidates()
        let type = field.type
        // Each list made at its size at once (growing it one text at a time reallocated it up to three times).
        let labelCount = Self.labelSources.reduce(0) { n, source in texts.label(source).map { table[$0].label != nil } == true ? n + 1 : n }
        var labels: [(source: LabelSource, analysis: LabelAnalysis)] = []
        var labelTexts: [(source: LabelSource, text: MatchText)] = []
        labels.reserveCapacity(labelCount)
        labelTexts.reserveCapacity(labelCount)
        var exclusionWords: PageTexts.ExclusionWords = []
        for source in Self.labelSources {
            if let id = texts.label(source), var analysis = table[id].label {
                // A placeholder that is an e-mail address ("Name@yourmail.com", "e.g. jane@example.com") is an
                // example of what the box takes, whatever words the address holds.
                if source == .placeholder, Self.isEmailExample(table.raws[Int(id.index)]) {
                    analysis = LabelAnalysis(text: analysis.text, matches: [(.email, "e-mail address example", 1)], isLegend: false)
                }
                labels.append((source, analysis))
                labelTexts.append((source, analysis.text))
                if source != .right { exclusionWords.formUnion(table[id].exclusionWords.intersection(.label)) }
            }
        }
        let vetoedByLabel = labels.contains { Self.vetoSources.contains($0.source) && $0.analysis.isVeto }
        // A caption beside or above the box that is its only label (a table cell, a text before it) says what
        // the box is about as a `<label>` would: its veto words rule out the person's, the address's and the
        // contact details. A card's are left to the other-card rules: a heading over the payment area reaches
        // the card's box so too. The caption beside the box is nearer than the one above it (a table's row
        // above, with its own captions, is the text above the next row's box): with one, that one speaks.
        let hasLeftCaption = labels.contains { $0.source == .left }
        let vetoedByCaption = !vetoedByLabel && !labels.isEmpty
            && labels.allSatisfy { Self.captionSources.contains($0.source) }
            && labels.contains { $0.analysis.isVeto && (!hasLeftCaption || $0.source == .left) }
        let attributeIDs = [(FieldAttribute.name, texts.htmlName), (.id, texts.htmlID), (.dataStripe, texts.dataStripe),
                            (.dataBraintreeName, texts.dataBraintreeName)]
        let attributeCount = attributeIDs.reduce(0) { $1.1 == nil ? $0 : $0 + 1 }
        var attributes: [(FieldAttribute, TextID)] = []
        var attributeTexts: [(source: FieldAttribute, text: MatchText)] = []
        attributes.reserveCapacity(attributeCount)
        attributeTexts.reserveCapacity(attributeCount)
        for case let (source, id?) in attributeIDs {
            attributes.append((source, id))
            attributeTexts.append((source, table[id].text))
            exclusionWords.formUnion(table[id].exclusionWords.intersection(.attribute))
        }
        let hasHoneypotClass = texts.htmlClass.map { table[$0].isHoneypot } ?? false
        guard !Self.isInert(type) else {
            return Result(candidates: candidates, optionKind: nil, hasHoneypotClass: hasHoneypotClass, exclusionWords: exclusionWords,
                          autocomplete: nil, labelTexts: labelTexts, attributeTexts: attributeTexts)
        }

        // Autocomplete: an explicit designation from the page's author decides by rule (``FieldState/ruling``);
        // its evidence carries no score.
        let autocomplete = texts.autocomplete.map { table.autocompletes[Int($0)] }
        if let parsed = autocomplete, let d = parsed.designation { candidates.add(.autocomplete, parsed.raw, d, 0) }

        // Words in labels, then in the name and id (and the leaf of each: ``leaf(of:)``); veto words wipe both.
        let leaves = attributes.map { (source: $0.0, whole: $0.1, leaf: table.leaf(of: $0.1)) }
        let negated = negatedByName(leaves, in: table)
        // A box whose only text is the one after it in its own container, not the next box's: a label placed
        // after its box (a floating label without `for`) weighs as one beside it. Not a text that ends in a
        // colon ("Phone:"), which leads in to what follows it.
        let ownRight = UsernameChoice.types.contains(type) && labels.count == 1 && labels[0].source == .right
            && !(texts.labelRight.map { Self.leadsIn(table.raws[Int($0.index)]) } ?? true)
        let sharedLabels = page.sharedLabels(i)
        var labelFamily = labelEvidence(labels, sharedLabels: sharedLabels, rightIsOwn: ownRight)
        var attributeFamily = attributeEvidence(leaves, in: table)
        if !negated.isEmpty {
            labelFamily.removeAll(where: negated.rulesOut)
            attributeFamily.removeAll(where: negated.rulesOut)
        }
        candidates.addBest(of: labelFamily)
        candidates.addBest(of: attributeFamily)
        if let standIn = texts.standIn, let analysis = table[standIn].label {
            let signal: EvidenceSignal = type.isSelect ? .firstOption : .initialValue
            var family = analysis.matches.map { d, word, w in
                Evidence(signal, matched: word, designation: d, score: Self.standInWeight * w)
            }
            if !negated.isEmpty { family.removeAll(where: negated.rulesOut) }
            candidates.addBest(of: family)
        }
        addLegendEvidence(field, texts, table, negated: negated, to: &candidates)
        if texts.labelLegend == nil { addBirthSectionEvidence(texts, table, negated: negated, to: &candidates) }
        let description = addDescriptionEvidence(field, texts, table, negated: negated, to: &candidates)
        // Whether the box's words say it is about something else or someone else: then its type is no evidence
        // of the user's details either (an "Emergency contact email" box of `type=email`).
        var aboutSomethingElse = false, someoneElses = false
        var veto: Evidence?
        if vetoedByLabel || leaves.contains(where: { table[$0.leaf].isVetoLeaf })
            || description.map(Self.isVetoedDescription) == true {
            candidates.removeAll { $0.signal != .autocomplete }
            // `--explain` shows what ruled the box's words out (a rule's "none", no score).
            let label = labels.first { Self.vetoSources.contains($0.source) && $0.analysis.isVeto }
            let signal: EvidenceSignal = label.map { .label($0.source) }
                ?? leaves.first { table[$0.leaf].isVetoLeaf }.map { .attribute($0.source) } ?? .description
            veto = Evidence(signal, matched: Self.vetoReason, designation: nil)
            aboutSomethingElse = true
        } else {
            // A fieldset, a section of the form under its own heading, or a form headed for someone else
            // ("Emergency contact", "Passenger 2", "Refer a friend") holds none of the user's details; the form's
            // heading gives way to a section's own, and to a box's own words that say it is the sender's ("Your
            // email").
            func namesSomeoneElse(_ id: TextID?) -> Bool { id.flatMap { table[$0].label }?.namesSomeoneElse == true }
            let forSomeoneElse = namesSomeoneElse(texts.labelLegend) || namesSomeoneElse(texts.labelSection)
                || (field.isInSomeoneElsesForm && texts.labelSection == nil && !Self.saysSender(labels))
            if vetoedByCaption || forSomeoneElse {
                someoneElses = forSomeoneElse && !vetoedByCaption
                    && candidates.best.map { $0.score >= FieldState.threshold && MinimumFields.isPersonal($0.designation) } == true
                candidates.removeAll { $0.signal != .autocomplete && $0.designation?.family != .card }
                if vetoedByCaption {
                    let caption = labels.first { $0.analysis.isVeto && Self.captionSources.contains($0.source) }
                    veto = Evidence(.label(caption?.source ?? .left), matched: Self.vetoReason, designation: nil)
                } else {
                    let signal: EvidenceSignal = namesSomeoneElse(texts.labelLegend) ? .legend
                        : namesSomeoneElse(texts.labelSection) ? .section : .formKind
                    veto = Evidence(signal, matched: Self.someoneElsesReason, designation: nil)
                }
                aboutSomethingElse = true
            }
            if candidates.hasCardEvidence, !candidates.hasAuthoredToken, Self.isUnderOtherCardHeading(labels),
               !Self.saysPaymentCardItself(candidates, labels) {
                candidates.removeAll { $0.designation?.family == .card }
            }
        }
        // Under a birth date, a bare "month" or "year" is its month or year, not a card's.
        if candidates.has(.bday), !candidates.hasAuthoredToken {
            if candidates.cardWordScore(.ccExpMonth) == 0 { candidates.rename(.ccExpMonth, to: .bdayMonth) }
            if candidates.cardWordScore(.ccExpYear) == 0 { candidates.rename(.ccExpYear, to: .bdayYear) }
        }

        // A date or number split into parts: the specific part outranks the whole ("Gültig bis Monat" is the
        // month, "Telefon: Vorwahl" the area code). The page author's autocomplete token is left as it is.
        if !candidates.hasAuthoredToken {
            for (whole, parts) in Self.wholesAndParts + [Self.nameParts] {
                let part = parts.first { p in
                    candidates.evidence.contains { $0.designation == p && Self.namesPart($0.signal, of: whole) }
                }
                if let part, candidates.has(whole) { candidates.rename(whole, to: part) }
            }
            // An address's bare word ("Address", "住所") that the box's own texts narrow to one part ("City" as
            // its placeholder, "住所（市区町村）") names that part: the box is no street line.
            if let part = Self.narrowedAddressPart(candidates) { candidates.rename(.addressLine1, to: part) }
        }

        addTypeEvidence(type, isMaskedText: field.isMaskedText, hasLabels: !labelTexts.isEmpty, aboutSomethingElse: aboutSomethingElse,
                        to: &candidates)

        let optionKind = texts.optionList.flatMap { table.optionKinds[Int($0)] }
        if let kind = optionKind { addOptionEvidence(kind, count: texts.optionCount, to: &candidates) }
        // A "Card type" select whose options name no card brand (membership levels, credit or debit) is no card's
        // brand list, whatever its words say; the author's token still counts.
        if let list = texts.optionList {
            let facts = table.optionListFacts[Int(list)]
            if facts.contains(.noCardBrand) {
                candidates.removeAll { $0.designation == .ccType && $0.signal != .autocomplete }
            }
            // Options that are numbers (prices, sizes, years) name no country, region or town.
            if facts.contains(.noPlace) {
                candidates.removeAll { $0.signal != .autocomplete && $0.designation.map(Self.places.contains) == true }
            }
        }

        // An example of "+44" in a short box (not a select): the country calling code, of the phone its words name.
        if texts.isDialCodeExample {
            candidates.rename(.tel, to: .telCountryCode)
            candidates.add(.label(.placeholder), "+code", .telCountryCode, Self.weights.dialCodeExample)
        }

        // A one-character box for a name is the middle initial.
        if field.maxLength == 1, candidates.has(.givenName) || candidates.has(.name) || candidates.has(.additionalName) {
            candidates.add(.maxLength, "1", .additionalName, Self.weights.middleInitial)
        }

        candidates.keep { Self.allows(type: type, $0) }
        // A country typed into a text box is its name; a select holds codes.
        if !type.isSelect, !candidates.hasAuthoredToken {
            candidates.rename(.country, to: .countryName)
        }
        let namePair = labels.lazy.compactMap { label -> WholeName? in
            guard Self.namesTheBox(label.source, sharedLabels), let whole = label.analysis.wholeName, !whole.byNameWord else { return nil }
            return whole
        }.first
        // Read only for a list of a date's parts, the one kind of list ``ForeignOptionLists`` asks it of.
        let isDateList = type.isSelect && candidates.evidence.contains { ForeignOptionLists.dateParts.contains($0.designation) }
        let contextList = !isDateList ? nil : [texts.labelLegend, texts.labelSection].lazy.compactMap { id in
            id.flatMap { table[$0].label }.flatMap { FormPatterns.otherLists.first(in: $0.text, attributes: false)?.display }
        }.first
        var result = Result(candidates: candidates, optionKind: optionKind, hasHoneypotClass: hasHoneypotClass,
                            exclusionWords: exclusionWords, namePairFamilyFirst: namePair?.familyFirst, autocomplete: autocomplete,
                            labelTexts: labelTexts, attributeTexts: attributeTexts,
                            sectionText: texts.labelSection.flatMap { table[$0].label?.text },
                            contextNamesAnotherList: contextList, veto: veto)
        result.isSomeoneElsesDetail = someoneElses
        return result
    }

    /// Every label source, in the order of ``FieldDetails/labels`` (built once: `allCases` makes an array).
    private static let labelSources = LabelSource.allCases

    /// What a stand-in for a missing label is worth (``FieldTexts/standIn``), and a description.
    static let standInWeight = WordTables.bundled.weights.standInLabel

    /// What a `<fieldset>`'s legend is worth: a label for a field without any label of its own ("Card number"
    /// over four unlabelled boxes), context beside the field's own words ("Date of birth" over selects labelled
    /// "Day", "Month", "Year").
    static let legendWeight = WordTables.bundled.weights.legend
    static let legendWeightBesideLabels = WordTables.bundled.weights.legendBesideLabels

    /// The legend's words as evidence (signal `label-legend`), unless a veto word makes the group about
    /// something else ("Gift card").
    private func addLegendEvidence(_ field: FieldFeatures, _ texts: FieldTexts, _ table: PageTexts, negated: Negation,
                                   to candidates: inout Candidates) {
        guard let legend = texts.labelLegend, let analysis = table[legend].label, !analysis.hasVetoWord,
              !analysis.namesSomeoneElse else { return }
        // Beside the field's own words the legend only says whose part the field is (a birth date's, a card
        // expiry's, a phone number's): a legend "Credit card details" over a box labelled "Name on card" names
        // the group, not the box.
        let unlabelled = !field.isLabelled
        let weight = unlabelled ? Self.legendWeight : Self.legendWeightBesideLabels
        var family = analysis.matches.compactMap { d, word, w -> Evidence? in
            guard unlabelled || Self.wholesAndParts.contains(where: { $0.0 == d }) else { return nil }
            return Evidence(.legend, matched: word, designation: d, score: weight * w)
        }
        if !negated.isEmpty { family.removeAll(where: negated.rulesOut) }
        candidates.addBest(of: family)
    }

    /// The heading of the field's section of its form (`label-section`) that names a birth date ("<h3>Date of
    /// birth</h3>" over boxes labelled "Day", "Month", "Year", where no fieldset groups them) says whose parts the
    /// boxes are, as a legend would (signal `section`, a legend's weight beside labels); for the birth date only:
    /// a section's heading names what follows it, which may be much more than one structure.
    private func addBirthSectionEvidence(_ texts: FieldTexts, _ table: PageTexts, negated: Negation, to candidates: inout Candidates) {
        guard let section = texts.labelSection, let analysis = table[section].label, !analysis.hasVetoWord,
              !analysis.namesSomeoneElse else { return }
        var family = analysis.matches.compactMap { d, word, w -> Evidence? in
            d == .bday ? Evidence(.section, matched: word, designation: d, score: Self.legendWeightBesideLabels * w) : nil
        }
        if !negated.isEmpty { family.removeAll(where: negated.rulesOut) }
        candidates.addBest(of: family)
    }

    /// The `aria-describedby` text is the field's help text ("The 3 digits on the back of your card"): for a
    /// field without a label of its own (``FieldTexts/hasOwnLabel``) it stands in for one (signal `label-describedby`,
    /// worth a stand-in label). Returns its analysis, which the veto words also read.
    private func addDescriptionEvidence(_ field: FieldFeatures, _ texts: FieldTexts, _ table: PageTexts, negated: Negation,
                                        to candidates: inout Candidates) -> LabelAnalysis? {
        guard let text = texts.labelDescribedBy, let analysis = table[text].label else { return nil }
        guard !field.hasOwnLabel else { return analysis }
        var family = analysis.matches.map { d, word, w in
            Evidence(.description, matched: word, designation: d, score: Self.standInWeight * w)
        }
        if !negated.isEmpty { family.removeAll(where: negated.rulesOut) }
        candidates.addBest(of: family)
        return analysis
    }

    /// A short description with a veto word ("Your gift card's number") makes the field about something else;
    /// a long one is prose that mentions anything.
    private static func isVetoedDescription(_ description: LabelAnalysis) -> Bool {
        description.length <= descriptionVetoBytes && description.hasVetoWord
    }

    /// What a box's explanation says when its words were ruled out: its own words are about something else or
    /// someone else (a veto word, "Gift card", "Emergency contact", "Former street address"), or its legend,
    /// section or form names someone else.
    static let vetoReason = "about something or someone else", someoneElsesReason = "someone else's"

    /// The longest description (folded bytes) whose veto word counts.
    static let descriptionVetoBytes = 60

    /// Whether a short text (four words at most) holds an e-mail address: a word with one `@`, something before
    /// it, and a dot between letters after it.
    static func isEmailExample(_ raw: String) -> Bool {
        guard raw.utf8.contains(UInt8(ascii: "@")) else { return false }
        let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard words.count <= 4 else { return false }
        return words.contains { word in
            let parts = word.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, let dot = parts[1].lastIndex(of: ".") else { return false }
            let host = parts[1]
            return host[..<dot].contains(where: \.isLetter) && host[host.index(after: dot)...].count >= 2
                && host[host.index(after: dot)...].allSatisfy(\.isLetter)
        }
    }

    /// `+1`, `+44`, `+358`: a plus and one to four digits.
    static func isDialCodeExample(_ text: String?) -> Bool {
        guard let text = text?.trimmingSpaces, text.first == "+" else { return false }
        let digits = text.dropFirst()
        return (1...4).contains(digits.count) && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// A word against a designation in the name counts against it everywhere ("altBillState" labelled "State" is
    /// not the state): the name is the developer's own description of the field. Not when the name says
    /// something else instead (`address2` labelled "Company" is still a company); the id only stands in for a
    /// missing name, since ids often carry their containers' names. The negatives of a weak rule (a bare
    /// "number" is not a card's beside "account") say when its own word is ambiguous, not what the field is
    /// not: `clearTextAccount` labelled "Card Number" is the card number, labelled "Number" it is not.
    private func negatedByName(_ leaves: [(source: FieldAttribute, whole: TextID, leaf: TextID)], in table: PageTexts) -> Negation {
        guard let named = leaves.first(where: { $0.source == .name }) ?? leaves.first(where: { $0.source == .id }),
              let analysis = table[named.leaf].attribute,
              analysis.words.isEmpty, !analysis.negatedRules.isEmpty else { return Negation() }
        var negation = Negation()
        for rule in analysis.negatedRules.map({ Self.ruleIndex.rules[$0] }) {
            if rule.isWeak {
                let key = rule.designation
                // The rule's own set when it is the first for its designation: a union would hash every word.
                negation.words[key] = negation.words[key].map { $0.union(rule.weakWords) } ?? rule.weakWords
            } else {
                negation.designations.insert(rule.designation)
            }
        }
        return negation
    }

    /// What the name rules out: whole designations, or only some words' evidence for one.
    private struct Negation {
        var designations: Set<Designation> = []
        var words: [Designation: Set<String>] = [:]
        var isEmpty: Bool { designations.isEmpty && words.isEmpty }
        func rulesOut(_ e: Evidence) -> Bool {
            guard let d = e.designation else { return false }
            return designations.contains(d) || words[d]?.contains(e.matched) == true
        }
    }

    private func labelEvidence(_ labels: [(source: LabelSource, analysis: LabelAnalysis)],
                               sharedLabels: Set<LabelSource>, rightIsOwn: Bool) -> [Evidence] {
        var evidence: [Evidence] = []
        // A label that names both parts of a name asks for the whole name, and the same words elsewhere say so
        // too (a label element before the box is also the text to its left). Over two boxes ("First / Last Name"
        // [ ] [ ]) the name parser then splits it into the parts (``NameParser``); text a neighbour shares is a
        // heading over both, and keeps its parts.
        let asksWholeName = labels.contains { label in
            label.analysis.wholeName != nil && Self.namesTheBox(label.source, sharedLabels)
        }
        for (source, analysis) in labels {
            let weighed = source == .right && rightIsOwn && !sharedLabels.contains(.right) ? LabelSource.left : source
            var weight = Self.labelWeights[weighed] ?? 0.5
            if analysis.text.compact.count > Self.longLabel { weight *= Self.weights.discounts.paragraph }
            if sharedLabels.contains(source) { weight *= Self.weights.discounts.sharedHeading }
            if let word = Self.streetLineParts(analysis.matches, in: analysis.text) {
                let w = analysis.matches.map(\.2).max() ?? 0
                evidence.append(Evidence(.label(source), matched: word, designation: .addressLine1, score: weight * w))
                continue
            }
            if asksWholeName, let whole = analysis.wholeName {
                evidence.append(Evidence(.label(source), matched: whole.words, designation: .name, score: weight * whole.weight))
                for (d, word, w) in analysis.matches where !Self.wholeNameParts.contains(d) {
                    evidence.append(Evidence(.label(source), matched: word, designation: d, score: weight * w))
                }
                continue
            }
            for (d, word, w) in analysis.matches {
                evidence.append(Evidence(.label(source), matched: word, designation: d, score: weight * w))
            }
        }
        // Text above is the label only where the box has no label element of its own (as Chromium infers a label
        // only where the page gives none): there, the row above is the box above's ("Your e-mail:" over "URL:").
        if labels.contains(where: { $0.source == .tag && !$0.analysis.text.compact.isEmpty }) {
            evidence.removeAll { $0.signal == .label(.top) }
        }
        // Text to the right is the label only when nothing else is: usually it belongs to the next field.
        if evidence.contains(where: { $0.signal != .label(.right) }) {
            evidence.removeAll { $0.signal == .label(.right) }
        }
        return evidence
    }

    /// The labels that are one box's own: its label element, ARIA label, `data-label`, placeholder and title.
    static let ownLabelSources: Set<LabelSource> = [.tag, .aria, .data, .placeholder, .title]

    /// Whether a label can name what one box (or the pair it starts) holds: the box's own, or the text to its
    /// left or above it that no neighbour shares. Text to the right is usually the next box's.
    private static func namesTheBox(_ source: LabelSource, _ shared: Set<LabelSource>) -> Bool {
        ownLabelSources.contains(source) || ((source == .left || source == .top) && !shared.contains(source))
    }

    /// A name's parts, which a label naming the whole name replaces.
    private static let wholeNameParts: Set<Designation> = [.givenName, .additionalName, .familyName, .name]

    /// "Flat, House no., Building, Company, Apartment": a label that lists a company beside two or more parts of
    /// an address line (a flat, a building, a suite) lists what goes on the street line, where all of them are
    /// written: the street line, not the company. A company and one other word ("Business name or care of")
    /// is no list, and a label that names a line of its own ("Address line 2 (company, apartment)") is that
    /// line. So does a house number beside a flat or a building ("Flat, House no., Building", "House No., Building
    /// name": India's first line), where a house number alone is no line ("House number" after the street) and a
    /// list of a flat's parts without one stays the second line ("Apartment, suite, etc."). Returns the words
    /// found, or nil.
    static func streetLineParts(_ matches: [(Designation, String, Double)], in text: MatchText) -> String? {
        let parts = matches.filter { $0.0 == .addressLine2 || $0.0 == .addressLine1 }.map(\.1)
        guard !parts.isEmpty, !parts.contains(where: { $0.contains(where: \.isNumber) }) else { return nil }
        if let company = matches.first(where: { $0.0 == .organization })?.1 {
            return Set(parts).count >= 2 ? ([company] + parts).joined(separator: " + ") : nil
        }
        guard matches.contains(where: { $0.0 == .addressLine2 }),
              let house = FormPatterns.houseNumber.first(in: text, attributes: false) else { return nil }
        return ([house.display] + parts).joined(separator: " + ")
    }

    /// The last segment of a structured name (`ctl00$main$ShippingAddress$FirstName`, `billing[address][line1]`)
    /// describes the field; the segments before it describe its containers and count less.
    private func attributeEvidence(_ leaves: [(source: FieldAttribute, whole: TextID, leaf: TextID)],
                                   in table: PageTexts) -> [Evidence] {
        var evidence: [Evidence] = []
        for (source, wholeID, leafID) in leaves {
            let weight = source == .id ? Self.idWeight : Self.nameWeight
            // The entries read in place (a copy of one retains each of its arrays).
            let leafMatches = table[leafID].attribute?.words ?? []
            for (d, word, w) in leafMatches {
                evidence.append(Evidence(.attribute(source), matched: word, designation: d, score: weight * w))
            }
            guard wholeID != leafID, table[wholeID].text.compact != table[leafID].text.compact else { continue }
            for (d, word, w) in table[wholeID].attribute?.words ?? [] where !leafMatches.contains(where: { $0.0 == d }) {
                evidence.append(Evidence(.attribute(source), matched: word, designation: d, score: Self.weights.containerSegments * weight * w))
            }
        }
        return evidence
    }

    /// Designations of a whole and of its parts, most telling part first.
    private static let wholesAndParts: [(Designation, [Designation])] = [
        (.ccExp, [.ccExpMonth, .ccExpYear]), (.bday, [.bdayDay, .bdayMonth, .bdayYear]),
        (.tel, [.telExtension, .telCountryCode, .telAreaCode]),
    ]

    /// The parts of an address a bare address word may be narrowed to (``narrowedAddressPart(_:)``), the
    /// likeliest first.
    private static let addressParts: [Designation] = [.addressLevel2, .addressLevel3, .addressLevel1, .postalCode]

    /// The part of the address the box's own label texts name (the strongest; on a tie the likeliest) when
    /// every street-line word of its texts is a bare address word (``FormPatterns/addressBareWords``): names
    /// and ids (`address1`) do not count either way. Nil when a text names the street itself ("Street", "番地").
    private static func narrowedAddressPart(_ candidates: Candidates) -> Designation? {
        var bare = false
        for e in candidates.evidence where e.designation == .addressLine1 {
            if case .attribute = e.signal { continue }
            guard FormPatterns.addressBareWords.contains(e.matched) else { return nil }
            bare = true
        }
        guard bare else { return nil }
        var best: (part: Designation, score: Double)?
        for part in addressParts {
            let score = candidates.evidence.lazy.filter { $0.designation == part && Self.namesPart($0.signal, of: .name) }
                .map(\.score).max() ?? 0
            if score > (best?.score ?? 0) { best = (part, score) }
        }
        return best?.part
    }

    /// A person's name and its parts: a part the field's own texts name outranks the whole that a label over
    /// several boxes names ("Name" [First] [Last], "お名前" [姓] [名]: a shared caption, each box's placeholder its
    /// part), as Chromium tries first and last names before the full name. Not a whole for the legend's rule: a
    /// legend "Contact name" says nothing about the boxes under it.
    private static let nameParts: (Designation, [Designation]) = (.name, [.givenName, .familyName, .additionalName])

    /// Whether a part's evidence of this signal outranks the whole. Text to the right of the field usually
    /// labels the next one ("[    ] ext.: [  ]"). A person's name's part counts only from the field's own label
    /// texts (placeholder, label, aria): an id or name that abbreviates a part (`fn0`, `ln`) beside a "Full name"
    /// label is no first-name box.
    private static func namesPart(_ signal: EvidenceSignal, of whole: Designation) -> Bool {
        switch signal {
        case .label(.right): false
        case .label: true
        default: whole != .name
        }
    }

    /// Whether a box under another card's heading says on its own that it is the payment card's: a card word that
    /// reaches the threshold, in a label element or ARIA label of its own ("Card number" tied to the box: the
    /// heading is then the section's, "Gift cards accepted" over a card form), or with a payment word ("Credit
    /// card number"). A box whose only text is a placeholder ("Card number" under "Redeem a gift card") has the
    /// heading for its caption: it is the card the heading names.
    private static func saysPaymentCardItself(_ candidates: Candidates,
                                              _ labels: [(source: LabelSource, analysis: LabelAnalysis)]) -> Bool {
        let cardWords = candidates.evidence.contains { e in
            e.designation.map { $0.family == .card && candidates.cardWordScore($0) >= FieldState.threshold } ?? false
        }
        guard cardWords else { return false }
        return labels.contains { $0.source == .tag || $0.source == .aria }
            || labels.contains { vetoSources.contains($0.source) && FormPatterns.payment.first(in: $0.analysis.text, attributes: false) != nil }
    }

    /// Whether a label of the box's own says it is the user's, the sender's ("Your email", "From", "My name").
    private static func saysSender(_ labels: [(source: LabelSource, analysis: LabelAnalysis)]) -> Bool {
        labels.contains { label in
            label.source != .right && FormPatterns.sender.first(in: label.analysis.text, attributes: false) != nil
        }
    }

    /// A heading over the field ("Redeem a gift card" left of or above it) that names another card than the
    /// payment card: a veto word and no payment word. It is not read as a veto of the field's words (a heading
    /// over a whole payment area must not cancel the real card's "Card number"), only of a card reading that
    /// rests on bare words ("Number", "PIN"): those boxes are the other card's.
    private static func isUnderOtherCardHeading(_ labels: [(source: LabelSource, analysis: LabelAnalysis)]) -> Bool {
        labels.contains { label in
            (label.source == .left || label.source == .top) && label.analysis.namesOtherCard
        }
    }

    /// "Gift card number", "promo code": about something else, whatever else the words say. Long labels are
    /// left out (whole sentences mention anything).
    private static let vetoSources: Set<LabelSource> = [.tag, .aria, .placeholder, .title]
    /// The labels a caption outside the box gives it (``vetoSources`` read the box's own).
    private static let captionSources: Set<LabelSource> = [.left, .top]

    /// The box's type as evidence. A box whose words are about something else (`aboutSomethingElse`: a veto
    /// word, someone else's legend) gets none but the password's: the decoy password boxes are the password
    /// parser's to sort out.
    private func addTypeEvidence(_ type: InputType, isMaskedText: Bool, hasLabels: Bool, aboutSomethingElse: Bool,
                                 to candidates: inout Candidates) {
        if aboutSomethingElse && type != .password { return }
        switch type {
        case .email: candidates.add(.type, "email", .email, Self.weights.types.email)
        case .password:
            // Card forms mask the security code (and sometimes the number) as a password.
            if ![Designation.ccCSC, .ccNumber].contains(where: candidates.isSure) {
                candidates.add(.type, isMaskedText ? "masked text" : "password", .currentPassword, Self.weights.types.password)
            }
        case .tel:
            if ![Designation.ccNumber, .ccCSC, .oneTimeCode, .postalCode].contains(where: candidates.has) {
                // A tel box is a phone unless its label says it is something else.
                candidates.add(.type, "tel", .tel, !hasLabels || candidates.has(.tel)
                               ? Self.weights.types.tel : Self.weights.types.telBesideOtherWords)
            }
        case .month: candidates.add(.type, "month", .ccExp, Self.weights.types.month)
        case .date: candidates.add(.type, "date", .bday, Self.weights.types.date)
        default: break
        }
    }

    private func addOptionEvidence(_ kind: OptionKind, count: Int, to candidates: inout Candidates) {
        let match = "\(kind.rawValue) (\(count) options)"
        let designation: Designation? = switch kind {
        case .months: candidates.has(.bdayMonth) || candidates.has(.bday) ? .bdayMonth : .ccExpMonth
        case .futureYears: .ccExpYear
        case .pastYears: .bdayYear
        case .days: .bdayDay
        case .regions: .addressLevel1
        case .countries: .country
        case .cardBrands: .ccType
        case .honorifics: nil
        case .dialCodes: .telCountryCode
        case .areaCodes: .telAreaCode
        }
        guard let designation else {
            // A courtesy title (Mr, Mrs, Dr) is all the select holds, and `honorific-prefix` is the author's to
            // declare (the options encode a gender, and no major browser fills one from its heuristics): its
            // words propose nothing else either ("Title", an id `cntrySel`). The author's token still counts.
            candidates.removeAll { $0.signal != .autocomplete }
            candidates.append(Evidence(.options, matched: match, designation: nil))
            return
        }
        candidates.add(.options, match, designation, kind == .days ? Self.weights.dayOptionList : Self.weights.optionList)
    }

    /// A place's designations, which a list of numbers never holds (``OptionRecognizer/Facts/noPlace``).
    static let places: Set<Designation> = [.country, .countryName, .addressLevel1, .addressLevel2, .addressLevel3]

    /// The last non-empty segment of a structured name; the whole name when it has no structure.
    static func leaf(of name: String) -> String {
        // No separator byte means no separator character (each is one ASCII scalar): most names.
        guard name.utf8.contains(where: { Self.separatorBytes.contains($0) }) else { return name }
        var parts = name.split(whereSeparator: { "$:.[]/|".contains($0) })
        // An index is no name: `street[0]`, `street[1]` are street lines (Magento), `phone[2]` a phone part.
        while parts.count > 1, parts.last?.allSatisfy({ $0.isASCII && $0.isNumber }) == true { parts.removeLast() }
        return parts.last.map(String.init) ?? name
    }

    private static let separatorBytes = ByteSet(Array("$:.[]/|".utf8))

    func negatedDesignations(in text: MatchText) -> [Designation] {
        analyse(text, attributes: true).negatedRules.map { Self.ruleIndex.rules[$0].designation }
    }

    /// What one pass of the rule index finds in a text: the words and the rules whose negatives occur, in table
    /// order.
    struct TextMatches: Sendable {
        /// Every rule's words found in the text, with overlapping matches settled in favour of the longer one.
        var words: [(Designation, String, Double)]
        var negatedRules: [Int]
        /// The words of a text that names both a given (or whole) name and a family name, apart from each other
        /// ("First & Last Name", "Vorname und Nachname", "Nombre y apellidos"), and the larger of their weights:
        /// a box with such a label of its own asks for the whole name (``labelEvidence``). Read before the
        /// negatives, which rule each part out by the other's word.
        var wholeName: WholeName? = nil
    }

    /// A text's words for both parts of a name (``TextMatches/wholeName``).
    struct WholeName: Sendable {
        /// The two words, "first + last".
        let words: String
        /// The larger of their weights.
        let weight: Double
        /// Whether the first word is a name word, not a given name's ("Name", "Nombre"): a part after it in
        /// brackets or after a colon qualifies it ("Name (Last)", "お名前（姓）"), and the text names that part.
        let byNameWord: Bool
        /// Whether the family name comes first in the text ("Last name, first name").
        let familyFirst: Bool
    }

    func analyse(_ text: MatchText, attributes: Bool) -> TextMatches {
        struct Hit { var rule: Int; var word: Int; var range: Range<Int> }
        // A rule with a matching negative gives nothing; the others' words in table order.
        var negated: [Int] = []
        var found: [Hit] = []
        var negatives: [Hit] = []
        // A generated id's characters (`K7XQ0M1`) hold no words: `a2` or `fn` inside them is chance.
        let generated = attributes ? text.generatedRuns : []
        Self.ruleIndex.forEachMatch(in: text, attributes: attributes) { entry, range in
            if !generated.isEmpty, generated.contains(where: { $0.overlaps(range) }) { return }
            let hit = Hit(rule: entry.rule, word: entry.word, range: range)
            if entry.negative { negatives.append(hit) } else { found.append(hit) }
        }
        // A negative inside a longer word of its own rule is part of that word: "house number" speaks against
        // the street, "house number and street" for it.
        for n in negatives where !negated.contains(n.rule) {
            let covered = found.contains { p in
                p.rule == n.rule && p.range.count > n.range.count && p.range.lowerBound <= n.range.lowerBound
                    && p.range.upperBound >= n.range.upperBound
            }
            if !covered { negated.append(n.rule) }
        }
        negated.sort()
        guard !found.isEmpty else { return TextMatches(words: [], negatedRules: negated) }
        let wholeName = attributes ? nil : Self.wholeName(in: found.map { ($0.rule, $0.word, $0.range) })
        let hits = found.filter { !negated.contains($0.rule) }.sorted { ($0.rule, $0.word) < ($1.rule, $1.word) }
        let kept = hits.filter { hit in
            !hits.contains { other in
                other.range.count > hit.range.count && other.range.lowerBound <= hit.range.lowerBound
                    && other.range.upperBound >= hit.range.upperBound
            }
        }
        // In a label, a word followed by its object is a verb ("I intend to address this", "Email us"): the
        // field is about something else. Names and ids are not sentences. After the longest matches are
        // settled, so that the verb takes its shorter spellings ("addr") with it.
        // The label is then an instruction, and its other words name what the verb acts on, not necessarily
        // what the field holds ("Name this address": a nickname): they count half.
        var nouns = attributes ? kept : kept.filter { !FormPatterns.isVerbUse(in: text, at: $0.range) }
        let objectWeight = nouns.count < kept.count ? Self.weights.discounts.afterVerb : 1
        // A generic word ("number", "code", "month") qualified by a word no rule knows is that thing's, not the
        // card's or the birth date's ("Room number", `ticketNumber`, "Month of arrival").
        if nouns.contains(where: { Self.ruleIndex.rules[$0.rule].isGeneric }) {
            let words = text.wordRanges, known = found.map(\.range)
            nouns.removeAll { hit in
                Self.ruleIndex.rules[hit.rule].isGeneric && Self.isQualified(hit.range, in: text, words: words, known: known)
            }
        }
        // A phone's generic word beside another family's word names that thing's part: "Area, Street, Sector" is
        // an address's district, not an area code (a bare "Area" alone waits for a phone box beside it, see
        // ``PhoneParser``).
        if nouns.contains(where: { Self.isGenericPhoneWord($0.rule) }),
           nouns.contains(where: { !PhonePatterns.parts.contains(Self.ruleIndex.rules[$0.rule].designation) }) {
            nouns.removeAll { Self.isGenericPhoneWord($0.rule) }
        }
        // A code sent somewhere ("Code sent to your email", "Código enviado a tu correo", "the code we emailed
        // you"): from the word that says it was sent on, the e-mail and phone words name where the code went, not
        // what the box takes.
        if !attributes, let code = nouns.first(where: { Self.ruleIndex.rules[$0.rule].designation == .oneTimeCode }),
           nouns.contains(where: { Self.isContactChannel($0.rule) }),
           let sent = FormPatterns.codeSentVerbs.firstOffset(in: text), sent > code.range.lowerBound {
            nouns.removeAll { Self.isContactChannel($0.rule) && $0.range.lowerBound >= sent }
        }
        // A date format with all three parts ("DD/MM/YYYY", "JJ.MM.AAAA") is the whole date's: its "DD" or "MM"
        // names no part.
        if !attributes, nouns.contains(where: { Self.isGenericDatePart($0.rule) }), Self.isWholeDateFormat(text) {
            nouns.removeAll { Self.isGenericDatePart($0.rule) }
        }
        // A whole sentence ("Tell us why you are changing your address") mentions things where a label names
        // one: past its first words (a label that runs into its help text, "Billing Phone Your registered
        // number is required"), its words count half.
        let sentence = !attributes && text.wordCount >= Self.sentenceWords
        let words = nouns.map { hit in
            let rule = Self.ruleIndex.rules[hit.rule], word = rule.words[hit.word]
            let inProse = sentence && text.wordIndex(at: hit.range.lowerBound) >= Self.headWords
            return (rule.designation, word.display, word.weight * objectWeight * (inProse ? Self.weights.discounts.inProse : 1))
        }
        return TextMatches(words: words, negatedRules: negated, wholeName: wholeName)
    }

    /// A given (or whole) name's word and a family name's word found apart in one text (see
    /// ``TextMatches/wholeName``); nil for any other text.
    private static func wholeName(in hits: [(rule: Int, word: Int, range: Range<Int>)]) -> WholeName? {
        func part(_ designation: Designation) -> [(rule: Int, word: Int, range: Range<Int>)] {
            hits.filter { ruleIndex.rules[$0.rule].designation == designation }
        }
        // A given name's own word first: it needs no joining word ("First & Last Name", "Last name, first name").
        for given in [Designation.givenName, .name] {
            for first in part(given) {
                let a = ruleIndex.rules[first.rule].words[first.word]
                // A word for the person ("Recipient", "Empfänger") says whose name, not which part: "Recipient's
                // last name" is the family name.
                if given == .name, Self.isPersonWord(a) { continue }
                for last in part(.familyName) where !first.range.overlaps(last.range) {
                    let b = ruleIndex.rules[last.rule].words[last.word]
                    return WholeName(words: "\(a.display) + \(b.display)", weight: max(a.weight, b.weight), byNameWord: given == .name,
                                     familyFirst: last.range.lowerBound < first.range.lowerBound)
                }
            }
        }
        // A whole name's word beside a given name's stands for the family name ("Name, Vorname", "Vorname, Name"),
        // as German and French forms ask it. The name word is a name word: brackets or a colon after it qualify it
        // ("Name (first)": the given name).
        for first in part(.givenName) {
            for other in part(.name) where !first.range.overlaps(other.range) {
                let a = ruleIndex.rules[first.rule].words[first.word], b = ruleIndex.rules[other.rule].words[other.word]
                if Self.isPersonWord(b) { continue }
                let familyFirst = other.range.lowerBound < first.range.lowerBound
                return WholeName(words: familyFirst ? "\(b.display) + \(a.display)" : "\(a.display) + \(b.display)",
                                 weight: max(a.weight, b.weight), byNameWord: familyFirst, familyFirst: familyFirst)
            }
        }
        return nil
    }

    /// Whether a whole name's word names a person other than by their name ("Recipient", "Addressee",
    /// "Empfänger": ``FormPatterns/otherPerson``).
    private static func isPersonWord(_ word: WordSpec) -> Bool {
        FormPatterns.otherPerson.first(in: MatchText(word.display), attributes: false) != nil
    }

    /// Whether the rule is a generic word for a date's part ("day", "month", "year", `DD`, `MM`).
    private static func isGenericPhoneWord(_ rule: Int) -> Bool {
        let r = ruleIndex.rules[rule]
        return r.isGeneric && PhonePatterns.parts.contains(r.designation)
    }

    /// Whether the rule proposes an e-mail address or a phone number (or a phone's part): where a code is sent.
    private static func isContactChannel(_ rule: Int) -> Bool {
        let d = ruleIndex.rules[rule].designation
        return d == .email || PhonePatterns.parts.contains(d)
    }

    private static func isGenericDatePart(_ rule: Int) -> Bool {
        let r = ruleIndex.rules[rule]
        return r.isGeneric && [.bdayDay, .bdayMonth, .bdayYear, .ccExpMonth, .ccExpYear].contains(r.designation)
    }

    /// Whether the text shows a whole date's format: a day's, a month's and a year's part (`DD/MM/YYYY`).
    private static func isWholeDateFormat(_ text: MatchText) -> Bool {
        [DatePatterns.formatDay, DatePatterns.formatMonth, DatePatterns.formatYear].allSatisfy {
            $0.first(in: text, attributes: false) != nil
        }
    }

    /// Whether other words of `text` say whose the generic word at `range` is: a word no rule knows (none of
    /// `known`, not digits) right before it ("Room number", `ticketNumber`, "Confirmation code"), or after it
    /// behind a link word ("Number of guests", "Numéro de chambre"). A rule's words ("Expiry month", "CVV
    /// code", `form_bday_dd`), digits ("3-digit code") and a format hint after it ("Month (MM)", "Number (16
    /// digits)") leave it generic.
    static func isQualified(_ range: Range<Int>, in text: MatchText, words: [Range<Int>], known: [Range<Int>]) -> Bool {
        func isUnknown(_ word: Range<Int>) -> Bool {
            !known.contains { $0.overlaps(word) } && !text.compact[word].allSatisfy { (48...57).contains($0) }
        }
        if let before = words.last(where: { $0.upperBound <= range.lowerBound }), isUnknown(before) { return true }
        let after = words.filter { $0.lowerBound >= range.upperBound }
        guard let link = after.first, FormPatterns.genericLinks.contains(Array(text.compact[link])) else { return false }
        return after.dropFirst().contains(where: isUnknown)
    }

    /// Whether a text ends in a colon (`:`, `：`), as the lead-in to what follows it does.
    static func leadsIn(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return last == ":" || last == "\u{FF1A}"
    }

    /// Whether a field of this type can hold this designation.
    static func allows(type: InputType, _ d: Designation) -> Bool {
        switch type {
        case .password:
            return [.currentPassword, .newPassword, .oneTimeCode, .ccCSC, .ccNumber].contains(d)
        case .email:
            return d == .email || d == .username
        case .selectOne, .select:
            return [.country, .countryName, .addressLevel1, .addressLevel2, .ccExpMonth, .ccExpYear, .ccExp, .ccType,
                    .honorificPrefix, .bdayDay, .bdayMonth, .bdayYear, .telCountryCode, .telAreaCode, .sex, .language].contains(d)
        case .number:
            return [.postalCode, .tel, .telNational, .telAreaCode, .telLocal, .telLocalPrefix, .telLocalSuffix,
                    .telExtension, .telCountryCode, .ccNumber, .ccCSC, .ccExpMonth, .ccExpYear, .bdayDay, .bdayMonth,
                    .bdayYear, .oneTimeCode].contains(d)
        case .tel:
            return d.rawValue.hasPrefix("tel") || [.ccNumber, .ccCSC, .ccExp, .ccExpMonth, .ccExpYear, .postalCode,
                                                   .oneTimeCode, .username].contains(d)
        case .month: return d == .ccExp || d == .bday
        // Free text over several lines: of all designations, only a whole street address spans lines.
        case .textarea: return d == .streetAddress || d == .addressLine1
        case .date: return d == .bday || d == .ccExp
        default:
            return d != .currentPassword && d != .newPassword
        }
    }
}

/// What one label text gives: its folded form and the rules' words found in it.
struct LabelAnalysis: Sendable {
    let text: MatchText
    let matches: [(Designation, String, Double)]
    /// Whether the text holds a veto word ("Gift card") as a label reads them. Asked once per distinct text, and
    /// only where a rule reads the answer: of a legend (any length), or of a text short enough for a label's or
    /// a description's veto rule (``vetoBytes``); false for any other.
    let hasVetoWord: Bool

    /// Whether the text names another card than the payment card ("Gift card", "Redeem a gift card": a veto word,
    /// short enough to be a label, and no payment word such as "credit card" or "payment"). A legend or a heading
    /// that says so holds that card's boxes (``FieldFeatures/isUnderOtherCardLegend``, ``FieldScorer``).
    let namesOtherCard: Bool

    /// The words of a text that names both a given and a family name (``FieldScorer/TextMatches/wholeName``).
    let wholeName: FieldScorer.WholeName?

    /// Whether the text names someone else than the user: a word of ``FormPatterns/someoneElse`` ("Emergency
    /// contact", "Spouse", "Beneficiary", "Next of kin"), a person numbered past the first ("Passenger 2",
    /// ``FormPatterns/numbersAnotherPerson(_:)``), or another person's thing by a possessive ("Child's date of
    /// birth", ``FormPatterns/possessesAnotherPersons(_:)``); or an address the user no longer has ("Former street
    /// address", ``FormPatterns/namesAPastAddress(_:matches:)``). Asked, as ``hasVetoWord`` is, of legends and short texts. A
    /// label that says so vetoes its box (``isVeto``); a legend, the person's, address's and contact boxes under it.
    let namesSomeoneElse: Bool

    /// - Parameter possessive: the raw text names another person's thing by a possessive
    ///   (``FormPatterns/possessesAnotherPersons(_:)``, read before folding drops it).
    init(text: MatchText, matches: [(Designation, String, Double)], isLegend: Bool,
         wholeName: FieldScorer.WholeName? = nil, possessive: Bool = false) {
        self.text = text
        self.matches = matches
        self.wholeName = wholeName
        let length = Self.length(of: text)
        self.length = length
        hasVetoWord = (isLegend || length <= Self.vetoBytes) && FormPatterns.veto.first(in: text, attributes: false) != nil
        namesOtherCard = hasVetoWord && length <= FieldScorer.vetoLabelBytes
            && FormPatterns.payment.first(in: text, attributes: false) == nil
        namesSomeoneElse = (isLegend || length <= Self.vetoBytes)
            && (possessive || FormPatterns.someoneElse.first(in: text, attributes: false) != nil
                || FormPatterns.numbersAnotherPerson(text) || FormPatterns.namesAPastAddress(text, matches: matches))
    }

    /// The text's length as the veto rules measure it (folded bytes): without the combining marks folding keeps
    /// as scalars of their own, so that a label is as long as its letters. A Japanese voiced kana folds to its
    /// base and a mark ("ギ" → "キ" + U+3099, 6 bytes for one letter), which made "ギフトカードまたはディスカウントコード"
    /// longer than "Gift card or discount code" reads.
    let length: Int

    private static func length(of text: MatchText) -> Int {
        guard text.compact.contains(where: { $0 >= 0x80 }) else { return text.compact.count }
        var marks = 0
        for scalar in String(decoding: text.compact, as: UTF8.self).unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: marks += UTF8.width(scalar)
            default: break
            }
        }
        return text.compact.count - marks
    }

    /// The longest text whose veto word a label or a description rule reads.
    static let vetoBytes = max(FieldScorer.vetoLabelBytes, FieldScorer.descriptionVetoBytes)

    /// Whether the text, short enough to be a label, holds a veto word: see ``FieldScorer``'s veto rule.
    var isVeto: Bool { (hasVetoWord || namesSomeoneElse) && length <= FieldScorer.vetoLabelBytes }
}
