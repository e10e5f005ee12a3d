import FormFillModel
import FormFillSupport

/// A page's fields as the classifier reads them, built once from the page's details (the token's wire format)
/// in one pass: each field's ``FieldFeatures`` (what the rules read) and ``FieldTexts`` (what the scorer reads:
/// its texts as ids), and ``PageTexts``, every distinct text of the page folded and matched once.
///
/// A page repeats its labels, classes and option lists thousands of times (an admin screen of bulk-edit
/// rows, a shop of small forms): the scorer then reads each field's texts in place, by id, instead of
/// folding and matching the same strings field after field.
struct PageFeatures: Sendable {
    let fields: [FieldFeatures]
    let texts: [FieldTexts]
    let table: PageTexts
    /// What the fill-script generator reads of each field (``PageModel/Field``), read beside the features when
    /// asked for (`withModel`), else empty: the hand-off to ``ClassifiedPage``.
    let model: [PageModel.Field]

    /// Reads the fields' features (and, `withModel`, their generator's model) and numbers their texts in chunks on
    /// the cores of `parallelism` (each chunk numbers its own texts; the chunks' new texts are then joined in
    /// chunk order, which gives the numbers of one pass in page order: ``PageTexts/Builder/merge(_:parallelism:)``),
    /// then folds and matches the distinct texts, and recognises the distinct option lists, on the same cores.
    init(_ page: PageDetails, parallelism: Parallelism, withModel: Bool = false) {
        /// One chunk: each field's texts numbered, and `each` given the field, its type and its texts.
        @Sendable func read(_ range: Range<Int>,
                            _ each: (UnsafeBufferPointer<FieldDetails>, Int, InputType, FieldTexts) -> Void) -> PageTexts.Numbered {
            var builder = PageTexts.Builder(fields: range.count)
            var texts: [FieldTexts] = []
            texts.reserveCapacity(range.count)
            // Through the buffer: `page.fields[i]` passed on would copy the field's details.
            page.fields.withUnsafeBufferPointer { details in
                for i in range {
                    let type = details[i].classifiedType
                    let t = builder.texts(of: details, at: i, type: type)
                    texts.append(t)
                    each(details, i, type, t)
                }
            }
            return PageTexts.Numbered(builder: builder, texts: texts)
        }
        @Sendable func features(_ details: UnsafeBufferPointer<FieldDetails>, _ i: Int, _ type: InputType, _ t: FieldTexts) -> FieldFeatures {
            FieldFeatures(details, at: i, type: type, ownLabel: t.hasOwnLabel, labelledBeside: t.hasLabelBeside)
        }
        var fields: [FieldFeatures], model: [PageModel.Field] = [], chunks: [PageTexts.Numbered]
        if withModel {
            // The generator's model of each field in the same read.
            (fields, model, chunks) = parallelism.makeArrays(count: page.fields.count) { range, emit in
                withoutActuallyEscaping(emit) { emit in
                    read(range) { details, i, type, t in emit(features(details, i, type, t), PageModel.Field(details, at: i, type: type)) }
                }
            }
        } else {
            (fields, chunks) = parallelism.makeArray(count: page.fields.count) { range, emit in
                withoutActuallyEscaping(emit) { emit in
                    read(range) { details, i, type, t in emit(features(details, i, type, t)) }
                }
            }
        }
        let numbered = PageTexts.Builder.merge(chunks, parallelism: parallelism)
        var texts = numbered.texts
        let decorations = fields.indices.filter { DecorationLabels.isDecoration(fields[$0], texts[$0]) }
        for i in DecorationLabels.reassign(decorations, in: &texts) {
            fields[i].relabel(beside: texts[i].hasLabelBeside)
        }
        let table = numbered.builder.table(parallelism: parallelism)
        let headings = Self.headings(page)
        let otherCardForms = Self.otherCardForms(page, headings), someoneElsesForms = Self.someoneElsesForms(page, headings)
        let sendersForms = Self.sendersForms(page, headings)
        for i in Self.otherCardSections(fields, texts, table) { fields[i].markInOtherCardSection() }
        for i in fields.indices {
            if let legend = texts[i].labelLegend, table[legend].label?.namesOtherCard == true { fields[i].markUnderOtherCardLegend() }
            if !otherCardForms.isEmpty, let form = page.fields[i].form, otherCardForms.contains(form) { fields[i].markInOtherCardForm() }
            if !someoneElsesForms.isEmpty, let form = page.fields[i].form, someoneElsesForms.contains(form) {
                fields[i].markInSomeoneElsesForm()
            }
            if !sendersForms.isEmpty, let form = page.fields[i].form, sendersForms.contains(form) { fields[i].markInSendersForm() }
        }
        self.fields = fields
        self.texts = texts
        self.table = table
        self.model = model
    }

    /// The fields in a section of a form (or of the page outside forms) under a heading that names another card
    /// ("Gift card", "Redeem a store card": their `label-section`, ``LabelAnalysis/namesOtherCard``): that card's
    /// boxes, as a fieldset's under such a legend are. A section has no end tag, so a button after its boxes ends
    /// it ("Apply", "Check balance": the other card's own form ends there, and the payment card often follows with
    /// no heading of its own); so does the next heading. A box whose own label names the payment card ("Credit card
    /// number") is not the other card's.
    static func otherCardSections(_ fields: [FieldFeatures], _ texts: [FieldTexts], _ table: PageTexts) -> [Int] {
        struct Section: Equatable { let form: Int32, heading: TextID }
        var marked: [Int] = [], current: Section?, ended = false, boxes = 0
        for i in fields.indices {
            // A button's texts carry no section: it ends the section of its form's boxes before it.
            if FieldFeatures.isButton(fields[i].type) {
                if boxes > 0, current?.form == texts[i].form { ended = true }
                continue
            }
            guard let heading = texts[i].labelSection, table[heading].label?.namesOtherCard == true else { continue }
            let section = Section(form: texts[i].form, heading: heading)
            if section != current { (current, ended, boxes) = (section, false, 0) }
            if ended { continue }
            boxes += 1
            let ownLabels = [texts[i].labelTag, texts[i].labelAria, texts[i].placeholder, texts[i].title]
            let saysPayment = ownLabels.contains { id in
                id.flatMap { table[$0].label }.map { FormPatterns.payment.first(in: $0.text, attributes: false) != nil } ?? false
            }
            if !saysPayment { marked.append(i) }
        }
        return marked
    }

    /// The most boxes a form headed for another card may have to be that card's form (``FieldFeatures/isInOtherCardForm``):
    /// a number, an expiry (or its month and year), a code and a holder's name.
    static let cardFormBoxes = 5

    /// A form with a heading, and the heading read as a legend is.
    typealias FormHeading = (form: FormDetails, analysis: LabelAnalysis)

    /// The page's forms that have a heading, each heading read once (``otherCardForms(_:_:)`` and
    /// ``someoneElsesForms(_:_:)`` both ask it).
    static func headings(_ page: PageDetails) -> [FormHeading] {
        page.forms.compactMap { form in
            guard let heading = form.heading, !heading.isEmpty else { return nil }
            return (form, LabelAnalysis(text: MatchText(heading), matches: [], isLegend: true,
                                        possessive: FormPatterns.possessesAnotherPersons(heading)))
        }
    }

    /// The forms headed for another card ("Pay with your Store Card", "Check your gift card balance"), whose boxes
    /// are that card's, as a fieldset's under such a legend are: each form's heading read once. Only a form of a
    /// card's few boxes (``cardFormBoxes``) in which nothing says payment — not its name, id, class or action,
    /// nor a label of its fields: a checkout's first heading may be one section's ("Have a gift card?" over its
    /// code box, then the payment methods and the payment card).
    static func otherCardForms(_ page: PageDetails, _ headings: [FormHeading]) -> Set<String> {
        let headed = headings.filter(\.analysis.namesOtherCard).map(\.form)
        guard !headed.isEmpty else { return [] }
        func saysPayment(_ text: String?) -> Bool {
            guard let text, !text.isEmpty else { return false }
            return FormPatterns.payment.first(in: MatchText(text), attributes: false) != nil
        }
        let headedOpids = Set(headed.map(\.opid))
        var boxes: [String: Int] = [:], payment = Set<String>()
        for field in page.fields {
            guard let form = field.form, headedOpids.contains(form), !payment.contains(form) else { continue }
            if field.visible && !PageModel.Field.isValueless(InputType(field.type)) { boxes[form, default: 0] += 1 }
            if field.labels.contains(where: { saysPayment($0.text) }) { payment.insert(form) }
        }
        // A form without an action of its own posts to the page: the page's address ("/checkout") describes the
        // page, not the form.
        func ownAction(_ form: FormDetails) -> String? {
            guard let action = form.htmlAction, !action.isEmpty else { return nil }
            func withoutFragment(_ s: String) -> Substring { s.prefix { $0 != "#" } }
            return [page.url, page.documentURL].contains { withoutFragment($0) == withoutFragment(action) } ? nil : action
        }
        return Set(headed.filter { form in
            (boxes[form.opid] ?? 0) <= cardFormBoxes && !payment.contains(form.opid)
                && ![form.htmlName, form.htmlID, form.htmlClass, ownAction(form)].contains(where: saysPayment)
        }.map(\.opid))
    }

    /// The forms whose heading names someone else than the user ("Emergency contact", "Refer a friend", "Passenger
    /// 2": ``LabelAnalysis/namesSomeoneElse``, read as a legend is), each heading read once. A form's heading is its
    /// first heading inside it: when boxes come before it, it heads only the section after them, and the boxes
    /// there have it as their `label-section` (the user's own boxes, then "Next of kin").
    static func someoneElsesForms(_ page: PageDetails, _ headings: [FormHeading]) -> Set<String> {
        formsHeaded(page, headings) { $0.namesSomeoneElse }
    }

    /// The forms whose heading names the user as a sender ("Your information", "From": a word of
    /// ``FormPatterns/sender``), the heading read as ``someoneElsesForms(_:_:)`` reads it: ``Recipients`` reads it
    /// as the section of the boxes before the form's first section heading.
    static func sendersForms(_ page: PageDetails, _ headings: [FormHeading]) -> Set<String> {
        formsHeaded(page, headings) { FormPatterns.sender.first(in: $0.text, attributes: false) != nil }
    }

    /// The forms whose own heading (not a section's: boxes before it) says what `says` asks.
    private static func formsHeaded(_ page: PageDetails, _ headings: [FormHeading], _ says: (LabelAnalysis) -> Bool) -> Set<String> {
        let headed = headings.filter { says($0.analysis) }.map(\.form)
        guard !headed.isEmpty else { return [] }
        let headings = Dictionary(headed.map { ($0.opid, $0.heading) }, uniquingKeysWith: { a, _ in a })
        var sectionsOnly = Set<String>()
        // By index: iterating the fields by value would copy each one's details.
        for i in page.fields.indices {
            if let form = page.fields[i].form, let section = page.fields[i].labelSection, headings[form] == section {
                sectionsOnly.insert(form)
            }
        }
        return Set(headed.map(\.opid)).subtracting(sectionsOnly)
    }

    /// The positional label sources (left, top, right) whose text the previous or next field of the same form
    /// also has, or extends: the walk found a heading, not this field's own label. The text to the right of a
    /// field that is the next field's own label (its label element, or the text left of it) is that field's too:
    /// "Recipient" [box] "Card number" [box] — the first box is no card number. A button is no such neighbour: a
    /// label walk passes a wordless help button ("?") on its way to the box's label, so the button finds the
    /// box's own text, not a heading the two share.
    func sharedLabels(_ i: Int) -> Set<LabelSource> {
        guard texts[i].hasLabelBeside else { return [] }
        var shared: Set<LabelSource> = []
        for source in Self.positionalSources {
            guard let text = texts[i].label(source) else { continue }
            for j in stride(from: i - 1, through: i + 1, by: 2)
            where texts.indices.contains(j) && texts[j].form == texts[i].form && !FieldFeatures.isButton(fields[j].type) {
                guard let theirs = texts[j].label(source) else { continue }
                // Interned: equal ids are equal strings.
                if theirs == text || (source == .left && table.isPrefixPair(text, theirs)) { shared.insert(source) }
            }
            if source == .right, texts.indices.contains(i + 1), texts[i + 1].form == texts[i].form,
               text == texts[i + 1].labelTag || text == texts[i + 1].labelLeft {
                shared.insert(source)
            }
        }
        return shared
    }

    private static let positionalSources: [LabelSource] = [.left, .top, .right]
}

/// A text of a page, by its number in the page's ``PageTexts``.
struct TextID: Hashable, Sendable {
    let index: Int32
}

/// One field's texts as ids into the page's ``PageTexts`` (nil for a missing or empty text), and the few facts
/// of its details only the scorer reads. Plain numbers: no string is retained or copied per field.
struct FieldTexts: Sendable, Equatable {
    var labelTag: TextID?, labelAria: TextID?, labelData: TextID?, placeholder: TextID?, title: TextID?
    var labelTop: TextID?, labelLeft: TextID?, labelRight: TextID?
    var labelLegend: TextID?, labelSection: TextID?, labelDescribedBy: TextID?
    var htmlName: TextID?, htmlID: TextID?, dataStripe: TextID?, dataBraintreeName: TextID?
    var htmlClass: TextID?
    /// What stands in for a missing label (``PageTexts/Builder``'s `standIn`): a select's first option or a
    /// text box's initial value.
    var standIn: TextID?
    /// The `autocomplete` attribute, by its number in ``PageTexts/autocompletes``.
    var autocomplete: Int32?
    /// A select's option list, by its number in ``PageTexts/optionKinds``, and its length.
    var optionList: Int32?
    var optionCount = 0
    /// The form's opid, numbered (-1: none): neighbours share headings only within one form.
    var form: Int32 = -1
    /// The placeholder is an example of a country calling code ("+44") in a short box.
    var isDialCodeExample = false

    /// The text of a label source.
    func label(_ source: LabelSource) -> TextID? {
        switch source {
        case .tag: labelTag
        case .aria: labelAria
        case .data: labelData
        case .placeholder: placeholder
        case .title: title
        case .top: labelTop
        case .left: labelLeft
        case .right: labelRight
        }
    }

    /// Whether the label walk found a text above, left or right of the field.
    var hasLabelBeside: Bool { labelTop != nil || labelLeft != nil || labelRight != nil }

    /// Whether the field has a label of its own: a label element, an ARIA label, a placeholder or a title (the
    /// texts the left and top walks find may be anyone's).
    var hasOwnLabel: Bool { labelTag != nil || labelAria != nil || labelData != nil || placeholder != nil || title != nil }
}

/// The distinct texts of a page's fields, each folded (``MatchText``) and matched against the word tables once,
/// whatever the number of fields that carry it; and the page's distinct `autocomplete` attributes, parsed
/// once, and option lists, recognised once. Read-only once built: the scoring chunks share it.
struct PageTexts: Sendable {
    /// What one distinct text gives, for each use the page makes of it.
    struct Entry: Sendable {
        let text: MatchText
        /// As a label (any label source, a legend, a description, a stand-in): nil when it says nothing (empty
        /// once folded, or a whole page of text), or when no field uses it as a label.
        let label: LabelAnalysis?
        /// As a name, id or payment attribute (or a leaf of one): the words and negated rules.
        let attribute: FieldScorer.TextMatches?
        /// As the leaf of a name or id: it holds a veto word.
        let isVetoLeaf: Bool
        /// As a class attribute: it holds a honeypot word.
        let isHoneypot: Bool
        /// The exclusion rules' words it holds, as a label (when it has a ``label`` analysis and labels a field
        /// from any source but its right) and as a name or id (of any field): ``ExclusionWords``.
        let exclusionWords: ExclusionWords
    }

    /// Which of the exclusion rules' word lists (``FormPatterns/captcha``, ``FormPatterns/honeypot``,
    /// ``FormPatterns/bait``) a text holds, read as a label or as a name or id: asked of every field's texts by
    /// ``Exclusions``, answered once per distinct text here.
    struct ExclusionWords: OptionSet, Sendable {
        let rawValue: UInt8
        static let captchaInLabel = ExclusionWords(rawValue: 1), honeypotInLabel = ExclusionWords(rawValue: 2)
        static let captchaInAttribute = ExclusionWords(rawValue: 4), honeypotInAttribute = ExclusionWords(rawValue: 8)
        static let baitInAttribute = ExclusionWords(rawValue: 16)
        /// Words of a code sent by message (``FormPatterns/codeSent``), and of an authenticator app's code.
        static let sentCodeInLabel = ExclusionWords(rawValue: 32), sentCodeInAttribute = ExclusionWords(rawValue: 64)
        static let appCodeInLabel = ExclusionWords(rawValue: 128)
        static let label: ExclusionWords = [.captchaInLabel, .honeypotInLabel, .sentCodeInLabel, .appCodeInLabel]
        static let attribute: ExclusionWords = [.captchaInAttribute, .honeypotInAttribute, .baitInAttribute, .sentCodeInAttribute]
        /// Captcha words, in a label or in a name or id: the box is a captcha (``Exclusions``).
        static let captcha: ExclusionWords = [.captchaInLabel, .captchaInAttribute]
        /// Words of a code sent by message, in a label or in a name or id (``Exclusion/sentCode``).
        static let sentCode: ExclusionWords = [.sentCodeInLabel, .sentCodeInAttribute]

        /// The words of `text` read as a label (`asLabel`) and as a name or id (`asAttribute`).
        init(_ text: MatchText, asLabel: Bool, asAttribute: Bool) {
            var words: ExclusionWords = []
            if asLabel {
                if FormPatterns.captcha.first(in: text, attributes: false) != nil { words.insert(.captchaInLabel) }
                if FormPatterns.honeypot.first(in: text, attributes: false) != nil { words.insert(.honeypotInLabel) }
                if FormPatterns.codeSent.first(in: text, attributes: false) != nil { words.insert(.sentCodeInLabel) }
                if FormPatterns.codeFromApp.first(in: text, attributes: false) != nil { words.insert(.appCodeInLabel) }
            }
            if asAttribute {
                if FormPatterns.captcha.first(in: text) != nil { words.insert(.captchaInAttribute) }
                if FormPatterns.honeypot.first(in: text) != nil { words.insert(.honeypotInAttribute) }
                if FormPatterns.bait.first(in: text) != nil { words.insert(.baitInAttribute) }
                if FormPatterns.codeSent.first(in: text) != nil { words.insert(.sentCodeInAttribute) }
            }
            self = words
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    private let entries: [Entry]
    /// The raw texts, by number (the prefix test of shared headings reads them).
    let raws: [String]
    /// The id of each attribute text's leaf (``FieldScorer/leaf(of:)``); -1 for other texts.
    let leaves: [Int32]
    let autocompletes: [AutocompleteAttribute]
    let optionKinds: [OptionKind?]
    /// What each option list rules out (``OptionRecognizer/Facts``), by the same number.
    let optionListFacts: [OptionRecognizer.Facts]

    /// A text's entry, read in place (a copy would retain each of its arrays).
    subscript(id: TextID) -> Entry {
        _read { yield entries[Int(id.index)] }
    }

    /// The last segment of a structured name or id, as a text of the page.
    func leaf(of id: TextID) -> TextID { TextID(index: leaves[Int(id.index)]) }

    /// Whether one text starts with the other.
    func isPrefixPair(_ a: TextID, _ b: TextID) -> Bool {
        let (x, y) = (raws[Int(a.index)], raws[Int(b.index)])
        return x.hasPrefix(y) || y.hasPrefix(x)
    }

    /// The uses a text is put to, which say what to compute for it.
    struct Uses: OptionSet, Sendable {
        let rawValue: UInt8
        static let label = Uses(rawValue: 1), attribute = Uses(rawValue: 2), leaf = Uses(rawValue: 4)
        static let htmlClass = Uses(rawValue: 8), legend = Uses(rawValue: 16)
        /// A name, id or payment attribute of any field, inert ones too (``PageTexts/ExclusionWords``).
        static let anyAttribute = Uses(rawValue: 32)
        /// A label of a field from any source but the text to its right (the texts the exclusion rules read
        /// as labels: ``PageTexts/ExclusionWords``).
        static let nonRightLabel = Uses(rawValue: 64)
        static let fieldLabel: Uses = [.label, .nonRightLabel]
    }

    /// Numbers the texts of the fields as they are read, one field after the other.
    struct Builder {
        private var ids: [String: Int32] = [:]
        private var raws: [String] = []
        private var uses: [Uses] = []
        private var leaves: [Int32] = []
        private var autocompletes = Numbering<String, AutocompleteAttribute>()
        private var optionLists = Numbering<[SelectOption], [SelectOption]>()
        private var forms = Numbering<String, String>()
        private var lastForm: (opid: String, id: Int32)? = nil

        /// A builder for a page of `fields` fields (about as many distinct texts, or fewer).
        init(fields: Int) { ids.reserveCapacity(fields) }

        /// The number of a text, for `use`; nil for a missing or empty text.
        mutating func intern(_ raw: String?, as use: Uses) -> TextID? {
            guard let raw, !raw.isEmpty else { return nil }
            return TextID(index: number(raw, as: use))
        }

        /// The number of a non-empty text, numbered now if it is new; `use` added to its uses.
        private mutating func number(_ raw: String, as use: Uses) -> Int32 {
            let next = Int32(raws.count)
            // One hash of the text whether it is new or not (the default is stored when it is new).
            func found(_ id: inout Int32) -> Int32 { id }
            let id = found(&ids[raw, default: next])
            if id == next {
                raws.append(raw)
                uses.append(use)
                leaves.append(-1)
            } else {
                uses[Int(id)].formUnion(use)
            }
            return id
        }

        /// The number of a name, id or payment attribute, with its leaf numbered too.
        mutating func attribute(_ raw: String?) -> TextID? {
            guard let id = intern(raw, as: [.attribute, .anyAttribute]) else { return nil }
            let k = Int(id.index)
            if leaves[k] < 0 {
                let leaf = FieldScorer.leaf(of: raws[k])
                // The leaf of a leaf is itself (most names have no structure).
                leaves[k] = leaf == raws[k] ? id.index : intern(leaf, as: .attribute)!.index
            }
            uses[Int(leaves[k])].insert(.leaf)
            return id
        }

        /// The texts of field `i`, numbered (read in place: `fields[i]` passed on would copy its details).
        /// An inert field (``FieldScorer/isInert(_:)``) is scored on its labels and class only: its name and
        /// id are folded but not matched, and its legend, description, stand-in, `autocomplete` and options
        /// are not read.
        mutating func texts(of fields: UnsafeBufferPointer<FieldDetails>, at i: Int, type: InputType) -> FieldTexts {
            var t = FieldTexts()
            t.labelTag = intern(fields[i].labelTag, as: .fieldLabel)
            t.labelAria = intern(fields[i].labelAria, as: .fieldLabel)
            t.labelData = intern(fields[i].labelData, as: .fieldLabel)
            t.placeholder = intern(fields[i].placeholder, as: .fieldLabel)
            t.title = intern(fields[i].title, as: .fieldLabel)
            t.labelTop = intern(fields[i].labelTop, as: .fieldLabel)
            t.labelLeft = intern(fields[i].labelLeft, as: .fieldLabel)
            t.labelRight = intern(fields[i].labelRight, as: .label)
            t.htmlClass = intern(fields[i].htmlClass, as: .htmlClass)
            if let opid = fields[i].form {
                // Fields of a form come one after the other: most look-ups are the last form's.
                if let last = lastForm, last.opid == opid {
                    t.form = last.id
                } else {
                    let id = forms.number(opid) { opid }
                    lastForm = (opid, id)
                    t.form = id
                }
            }
            guard !FieldScorer.isInert(type) else {
                t.htmlName = intern(fields[i].htmlName, as: .anyAttribute)
                t.htmlID = intern(fields[i].htmlID, as: .anyAttribute)
                t.dataStripe = intern(fields[i].dataStripe, as: .anyAttribute)
                t.dataBraintreeName = intern(fields[i].dataBraintreeName, as: .anyAttribute)
                return t
            }
            t.htmlName = attribute(fields[i].htmlName)
            t.htmlID = attribute(fields[i].htmlID)
            t.dataStripe = attribute(fields[i].dataStripe)
            t.dataBraintreeName = attribute(fields[i].dataBraintreeName)
            t.labelLegend = intern(fields[i].labelLegend, as: [.label, .legend])
            t.labelSection = intern(fields[i].labelSection, as: [.label, .legend])
            t.labelDescribedBy = intern(fields[i].labelDescribedBy, as: .label)
            if !t.hasOwnLabel { t.standIn = intern(Self.standIn(fields, at: i, type: type), as: .label) }
            if let raw = fields[i].autoCompleteType, !raw.isEmpty {
                t.autocomplete = autocompletes.number(raw) { AutocompleteAttribute(raw) }
            }
            if type.isSelect, let list = fields[i].selectOptions {
                t.optionCount = list.count
                t.optionList = optionLists.number(list) { list }
            }
            t.isDialCodeExample = !type.isSelect && (fields[i].maxLength ?? 5) <= 5
                && FieldScorer.isDialCodeExample(fields[i].placeholder)
            return t
        }

        /// Joins the chunks' numberings (`parts`, in page order, each numbered from 0 by its own builder) into
        /// the page's: each chunk's texts, forms, `autocomplete` attributes and option lists taken in the
        /// order that chunk first saw them, chunk after chunk. A chunk's first-seen order is the page's
        /// restricted to it, so the numbers are those of one pass in page order, by the same rule. Only the
        /// distinct texts of each chunk are looked up here (one thread); the fields' ids are renumbered in
        /// chunks on the cores of `parallelism`.
        static func merge(_ parts: [PageTexts.Numbered], parallelism: Parallelism) -> PageTexts.Numbered {
            guard var page = parts.first?.builder, parts.count > 1 else {
                return parts.first ?? PageTexts.Numbered(builder: Builder(fields: 0), texts: [])
            }
            // The first chunk's numbers are the page's: its builder goes on with the others' texts.
            page.reserve(texts: parts.reduce(0) { $0 + $1.builder.raws.count }, optionLists: parts.reduce(0) { $0 + $1.builder.optionLists.values.count })
            let renumberings = [nil] + parts.dropFirst().map { page.absorb($0.builder) }
            let count = parts.reduce(0) { $0 + $1.texts.count }
            let starts = parts.reduce(into: [0]) { $0.append($0.last! + $1.texts.count) }
            let texts = parallelism.makeArray(count: count) { range, emit in
                var k = starts.lastIndex { $0 <= range.lowerBound }!
                for i in range {
                    while i >= starts[k + 1] { k += 1 }
                    let t = parts[k].texts[i - starts[k]]
                    emit(renumberings[k].map { t.renumbered($0) } ?? t)
                }
            }.elements
            return PageTexts.Numbered(builder: page, texts: texts)
        }

        /// Room for `texts` distinct texts and `optionLists` distinct option lists in all.
        private mutating func reserve(texts: Int, optionLists: Int) {
            ids.reserveCapacity(texts)
            self.optionLists.reserveCapacity(optionLists)
        }

        /// Adds a chunk's numbering to this one (the page's so far) and returns the page's number of each of
        /// its texts, forms, attributes and option lists.
        private mutating func absorb(_ chunk: Builder) -> Renumbering {
            var r = Renumbering()
            r.texts.reserveCapacity(chunk.raws.count)
            for k in chunk.raws.indices { r.texts.append(number(chunk.raws[k], as: chunk.uses[k])) }
            // A leaf is a function of its text: the chunk's, renumbered, is the page's.
            for k in chunk.leaves.indices where chunk.leaves[k] >= 0 && leaves[Int(r.texts[k])] < 0 {
                leaves[Int(r.texts[k])] = r.texts[Int(chunk.leaves[k])]
            }
            r.forms = chunk.forms.values.map { opid in forms.number(opid) { opid } }
            r.autocompletes = chunk.autocompletes.values.map { a in autocompletes.number(a.raw) { a } }
            r.optionLists = chunk.optionLists.values.map { list in optionLists.number(list) { list } }
            return r
        }

        /// What a field without a label of its own has in its place, as the browsers read it: a select's first
        /// option when it is a placeholder ("Country", "-- State --": the list itself is often filled in by
        /// script), or the initial value of a text box that uses it as a hint ("CID / Security Code", cleared
        /// on focus). Worth less than a label (``FieldScorer/standInWeight``); never kept (the evidence records
        /// the pattern's word, not the text).
        private static func standIn(_ fields: UnsafeBufferPointer<FieldDetails>, at i: Int, type: InputType) -> String? {
            if type.isSelect {
                guard let first = fields[i].selectOptions?.first, OptionRecognizer.isPlaceholder(first) else { return nil }
                return first.text
            }
            guard [.text, .tel, .email, .number, .empty].contains(type), let value = fields[i].value,
                  (3...40).contains(value.count) || isFormatPair(value), value.contains(where: \.isLetter),
                  !value.contains("@") else { return nil }
            return value
        }

        /// A two-letter value that is one letter twice ("DD", "MM", "JJ", "ГГ"): a date part's format, written into
        /// the box as its hint the way longer hints are ("YYYY").
        private static func isFormatPair(_ value: String) -> Bool {
            let letters = Array(value)
            return letters.count == 2 && letters[0] == letters[1] && letters[0].isLetter
        }

        /// The table: each distinct text folded and matched for its uses, each option list recognised, in
        /// chunks on the cores of `parallelism`.
        consuming func table(parallelism: Parallelism) -> PageTexts {
            let (raws, uses) = (self.raws, self.uses)
            let entries = parallelism.makeArray(count: raws.count) { range, emit in
                let scorer = FieldScorer()
                var folding = FoldCache()
                for k in range { emit(Entry(raws[k], uses: uses[k], scorer: scorer, folding: &folding)) }
            }.elements
            // Option lists are few and each takes long: chunks of a few lists.
            let lists = optionLists.values
            let listChunks = Parallelism(maxWorkers: parallelism.maxWorkers, minimumChunk: 8)
            let readings = listChunks.makeArray(count: lists.count) { range, emit in
                let recognizer = OptionRecognizer()
                for k in range { emit((recognizer.recognise(lists[k]), recognizer.facts(lists[k]))) }
            }.elements
            return PageTexts(entries: entries, raws: raws, leaves: leaves, autocompletes: autocompletes.values,
                             optionKinds: readings.map(\.0), optionListFacts: readings.map(\.1))
        }
    }
}

extension PageTexts {
    /// The fields' texts numbered by one builder (a chunk's, or the page's), and the builder.
    struct Numbered: Sendable {
        let builder: Builder
        let texts: [FieldTexts]
    }

    /// A chunk's numbers in the page's numbering, by the chunk's number.
    /// Distinct keys numbered in the order they are first seen, each with the value made when it was new
    /// (a form's opid, a parsed `autocomplete` attribute, an option list).
    struct Numbering<Key: Hashable & Sendable, Value: Sendable>: Sendable {
        private var ids: [Key: Int32] = [:]
        /// The values by number.
        private(set) var values: [Value] = []

        /// The number of `key`; `make` gives its value when it is new.
        mutating func number(_ key: Key, _ make: () -> Value) -> Int32 {
            if let id = ids[key] { return id }
            ids[key] = Int32(values.count)
            values.append(make())
            return Int32(values.count - 1)
        }

        /// Room for `count` distinct keys in all.
        mutating func reserveCapacity(_ count: Int) { ids.reserveCapacity(count) }
    }

    struct Renumbering {
        var texts: [Int32] = [], forms: [Int32] = [], autocompletes: [Int32] = [], optionLists: [Int32] = []
    }
}

extension FieldTexts {
    /// The same texts under the page's numbers (every id of the field is renumbered).
    func renumbered(_ r: PageTexts.Renumbering) -> FieldTexts {
        func page(_ id: TextID?) -> TextID? { id.map { TextID(index: r.texts[Int($0.index)]) } }
        var t = self
        t.labelTag = page(labelTag); t.labelAria = page(labelAria); t.labelData = page(labelData)
        t.placeholder = page(placeholder); t.title = page(title)
        t.labelTop = page(labelTop); t.labelLeft = page(labelLeft); t.labelRight = page(labelRight)
        t.labelLegend = page(labelLegend); t.labelSection = page(labelSection); t.labelDescribedBy = page(labelDescribedBy)
        t.htmlName = page(htmlName); t.htmlID = page(htmlID); t.dataStripe = page(dataStripe)
        t.dataBraintreeName = page(dataBraintreeName); t.htmlClass = page(htmlClass); t.standIn = page(standIn)
        t.autocomplete = autocomplete.map { r.autocompletes[Int($0)] }
        t.optionList = optionList.map { r.optionLists[Int($0)] }
        if form >= 0 { t.form = r.forms[Int(form)] }
        return t
    }
}

extension PageTexts.Entry {
    /// Whether a label holds a qualifier: an opening bracket, or a colon with words after it ("Name: last"; a
    /// colon that ends a label, "Name:", leads in to the box).
    static func hasQualifier(_ raw: String) -> Bool {
        if raw.contains(where: { "(（[".contains($0) }) { return true }
        guard let colon = raw.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
        return raw[raw.index(after: colon)...].contains(where: \.isLetter)
    }

    /// Folds `raw` and matches it as its uses ask.
    init(_ raw: String, uses: PageTexts.Uses, scorer: FieldScorer, folding: inout FoldCache) {
        let text = MatchText(raw, cache: &folding)
        self.text = text
        if uses.contains(.label) && !text.isEmpty && text.compact.count <= FieldScorer.longLabel * 3 {
            let found = scorer.analyse(text, attributes: false)
            // A name word whose part follows in brackets or after a colon ("Name (Last)", "お名前（姓）", "Name:
            // last") names that part, not the whole name.
            let qualified = found.wholeName?.byNameWord == true && Self.hasQualifier(raw)
            label = LabelAnalysis(text: text, matches: found.words, isLegend: uses.contains(.legend),
                                  wholeName: qualified ? nil : found.wholeName,
                                  possessive: FormPatterns.possessesAnotherPersons(raw))
        } else {
            label = nil
        }
        attribute = uses.isDisjoint(with: [.attribute, .leaf]) ? nil : scorer.analyse(text, attributes: true)
        isVetoLeaf = uses.contains(.leaf) && FormPatterns.veto.first(in: text) != nil
        isHoneypot = uses.contains(.htmlClass) && FormPatterns.honeypot.first(in: text) != nil
        exclusionWords = PageTexts.ExclusionWords(text, asLabel: label != nil && uses.contains(.nonRightLabel),
                                                  asAttribute: uses.contains(.anyAttribute))
    }
}
