import FormFillModel

/// The words that speak for one designation, in many languages, with words that speak against it.
///
/// A rule only proposes; the scorer weighs every rule's matches from every signal (labels, name, id) and the
/// group resolver settles conflicts. When two words of any rules match overlapping parts of one text, the longer
/// match wins (`username` beats `name`, `country code` beats `country`).
struct FieldRule: Sendable {
    let designation: Designation
    let words: [WordPattern]
    let negatives: [WordPattern]

    init(_ designation: Designation, _ words: [WordPattern], not negatives: String = "") {
        self.designation = designation
        self.words = words
        self.negatives = negatives.isEmpty ? [] : WordPattern.list(negatives)
    }
}

/// Every field rule of every family, in one table: the scored model is the same for logins, cards and identities.
enum FieldPatterns {
    static let all: [FieldRule] = LoginPatterns.rules + NamePatterns.rules + ContactPatterns.rules
        + AddressPatterns.rules + CardPatterns.rules + DatePatterns.rules
}
