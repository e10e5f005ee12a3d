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

    /// Reads every field of `page` once (one thread: the table numbers the texts in page order), then folds
    /// and matches the distinct texts, and recognises the distinct option lists, on the cores of `parallelism`.
    init(_ page: PageDetails, parallelism: Parallelism) {
        var builder = PageTexts.Builder()
        var fields: [FieldFeatures] = [], texts: [FieldTexts] = [], decorations: [Int] = []
        fields.reserveCapacity(page.fields.count)
        texts.reserveCapacity(page.fields.count)
        // Through the buffer: `page.fields[i]` passed on would copy the field's details.
        page.fields.withUnsafeBufferPointer { details in
            for i in details.indices {
                let t = builder.texts(of: details[i])
                let f = FieldFeatures(details[i], labelledBeside: t.hasLabelBeside)
                if DecorationLabels.isDecoration(f, t) { decorations.append(i) }
                fields.append(f)
                texts.append(t)
            }
        }
        for i in DecorationLabels.reassign(decorations, in: &texts) {
            fields[i].relabel(beside: texts[i].hasLabelBeside)
        }
        self.fields = fields
        self.texts = texts
        table = builder.table(parallelism: parallelism)
    }

    /// The positional label sources (left, top, right) whose text the previous or next field of the same form
    /// also has, or extends: the walk found a heading, not this field's own label.
    func sharedLabels(_ i: Int) -> Set<LabelSource> {
        var shared: Set<LabelSource> = []
        for source in Self.positionalSources {
            guard let text = texts[i].label(source) else { continue }
            for j in stride(from: i - 1, through: i + 1, by: 2) where texts.indices.contains(j) && texts[j].form == texts[i].form {
                guard let theirs = texts[j].label(source) else { continue }
                // Interned: equal ids are equal strings.
                if theirs == text || (source == .left && table.isPrefixPair(text, theirs)) { shared.insert(source) }
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
struct FieldTexts: Sendable {
    var labelTag: TextID?, labelAria: TextID?, labelData: TextID?, placeholder: TextID?, title: TextID?
    var labelTop: TextID?, labelLeft: TextID?, labelRight: TextID?
    var labelLegend: TextID?, labelDescribedBy: TextID?
    var htmlName: TextID?, htmlID: TextID?, dataStripe: TextID?, dataBraintreeName: TextID?
    var htmlClass: TextID?
    /// What stands in for a missing label (``FieldScorer/standInLabel(_:type:)``): a select's first option or
    /// a text box's initial value.
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
    }

    private let entries: [Entry]
    /// The raw texts, for the prefix test of shared headings.
    private let raws: [String]
    /// The id of each attribute text's leaf (``FieldScorer/leaf(of:)``); -1 for other texts.
    private let leaves: [Int32]
    let autocompletes: [AutocompleteAttribute]
    let optionKinds: [OptionKind?]

    subscript(id: TextID) -> Entry { entries[Int(id.index)] }

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
        static let htmlClass = Uses(rawValue: 8)
    }

    /// Numbers the texts of the fields as they are read, one field after the other.
    struct Builder {
        private var ids: [String: Int32] = [:]
        private var raws: [String] = []
        private var uses: [Uses] = []
        private var leaves: [Int32] = []
        private var autocompleteIDs: [String: Int32] = [:]
        private var autocompletes: [AutocompleteAttribute] = []
        private var optionIDs: [[SelectOption]: Int32] = [:]
        private var optionLists: [[SelectOption]] = []
        private var formIDs: [String: Int32] = [:]
        private var lastForm: (opid: String, id: Int32)? = nil

        /// The number of a text, for `use`; nil for a missing or empty text.
        mutating func intern(_ raw: String?, as use: Uses) -> TextID? {
            guard let raw, !raw.isEmpty else { return nil }
            if let id = ids[raw] {
                uses[Int(id)].formUnion(use)
                return TextID(index: id)
            }
            let id = Int32(raws.count)
            ids[raw] = id
            raws.append(raw)
            uses.append(use)
            leaves.append(-1)
            return TextID(index: id)
        }

        /// The number of a name, id or payment attribute, with its leaf numbered too.
        mutating func attribute(_ raw: String?) -> TextID? {
            guard let id = intern(raw, as: .attribute) else { return nil }
            let k = Int(id.index)
            if leaves[k] < 0 {
                let leaf = FieldScorer.leaf(of: raws[k])
                // The leaf of a leaf is itself (most names have no structure).
                leaves[k] = leaf == raws[k] ? id.index : intern(leaf, as: .attribute)!.index
            }
            uses[Int(leaves[k])].insert(.leaf)
            return id
        }

        /// A field's texts, numbered.
        mutating func texts(of field: borrowing FieldDetails) -> FieldTexts {
            var t = FieldTexts()
            t.labelTag = intern(field.labelTag, as: .label)
            t.labelAria = intern(field.labelAria, as: .label)
            t.labelData = intern(field.labelData, as: .label)
            t.placeholder = intern(field.placeholder, as: .label)
            t.title = intern(field.title, as: .label)
            t.labelTop = intern(field.labelTop, as: .label)
            t.labelLeft = intern(field.labelLeft, as: .label)
            t.labelRight = intern(field.labelRight, as: .label)
            t.labelLegend = intern(field.labelLegend, as: .label)
            t.labelDescribedBy = intern(field.labelDescribedBy, as: .label)
            t.htmlName = attribute(field.htmlName)
            t.htmlID = attribute(field.htmlID)
            t.dataStripe = attribute(field.dataStripe)
            t.dataBraintreeName = attribute(field.dataBraintreeName)
            t.htmlClass = intern(field.htmlClass, as: .htmlClass)
            let type = InputType(field.type)
            if let (_, text) = FieldScorer.standInLabel(field, type: type) { t.standIn = intern(text, as: .label) }
            if let raw = field.autoCompleteType, !raw.isEmpty {
                if let id = autocompleteIDs[raw] {
                    t.autocomplete = id
                } else {
                    t.autocomplete = Int32(autocompletes.count)
                    autocompleteIDs[raw] = Int32(autocompletes.count)
                    autocompletes.append(AutocompleteAttribute(raw))
                }
            }
            if type.isSelect, let list = field.selectOptions {
                t.optionCount = list.count
                if let id = optionIDs[list] {
                    t.optionList = id
                } else {
                    t.optionList = Int32(optionLists.count)
                    optionIDs[list] = Int32(optionLists.count)
                    optionLists.append(list)
                }
            }
            if let opid = field.form {
                // Fields of a form come one after the other: most look-ups are the last form's.
                if let last = lastForm, last.opid == opid {
                    t.form = last.id
                } else {
                    let id = formIDs[opid] ?? Int32(formIDs.count)
                    formIDs[opid] = id
                    lastForm = (opid, id)
                    t.form = id
                }
            }
            t.isDialCodeExample = !type.isSelect && (field.maxLength ?? 5) <= 5 && FieldScorer.isDialCodeExample(field.placeholder)
            return t
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
            let lists = optionLists
            let listChunks = Parallelism(maxWorkers: parallelism.maxWorkers, minimumChunk: 8)
            let kinds = listChunks.makeArray(count: lists.count) { range, emit in
                let recognizer = OptionRecognizer()
                for k in range { emit(recognizer.recognise(lists[k])) }
            }.elements
            return PageTexts(entries: entries, raws: raws, leaves: leaves, autocompletes: autocompletes, optionKinds: kinds)
        }
    }
}

extension PageTexts.Entry {
    /// Folds `raw` and matches it as its uses ask.
    init(_ raw: String, uses: PageTexts.Uses, scorer: FieldScorer, folding: inout FoldCache) {
        let text = MatchText(raw, cache: &folding)
        self.text = text
        label = uses.contains(.label) && !text.isEmpty && text.compact.count <= FieldScorer.longLabel * 3
            ? LabelAnalysis(text: text, matches: scorer.matches(in: text, attributes: false)) : nil
        attribute = uses.isDisjoint(with: [.attribute, .leaf]) ? nil : scorer.analyse(text, attributes: true)
        isVetoLeaf = uses.contains(.leaf) && FormPatterns.veto.first(in: text) != nil
        isHoneypot = uses.contains(.htmlClass) && FormPatterns.honeypot.first(in: text) != nil
    }
}
