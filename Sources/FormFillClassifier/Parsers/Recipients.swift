import FormFillModel

/// A form for two people — an e-gift, a share by e-mail, a referral — asks for the recipient's name, e-mail
/// address or phone number beside the sender's own: "Recipient name" beside "Your name", "To" (placeholder
/// "Recipient's name") beside "From". The recipient's boxes are another person's, and none of the user's values
/// belongs there. It takes both, in one family: a shipping form's lone "Recipient name" is the user's as often
/// as not (they ship to themselves), and so is a recipient beside the user's box of another family only ("Your
/// email" for the order's updates). A box's section of its form counts as its words: "Recipient" over a plain
/// "Name" and "Email", then "From" over the sender's; and so does the form's own heading for the boxes before its
/// first section ("Your information" over the sender's boxes, then "Recipient information").
///
/// Found once per group (``GroupScan``); the name, e-mail and phone parsers each settle their family's recipient
/// boxes as none (rule evidence `neighbours`, "a recipient's box beside the sender's").
struct Recipients: Sendable {
    /// The recipient's boxes, in document order; empty for a form that does not ask for two people.
    let boxes: [Int]

    static let reason = "a recipient's box beside the sender's"

    /// The person families whose boxes a recipient and a sender may both have.
    enum Family {
        case name, email, phone

        init?(_ designation: Designation?) {
            switch designation {
            case .name?, .givenName?, .additionalName?, .familyName?: self = .name
            case .email?: self = .email
            case let d? where PhonePatterns.parts.contains(d): self = .phone
            default: return nil
            }
        }
    }

    init(textual: [Int], states: [FieldState]) {
        let person = textual.compactMap { i in
            Family(states[i].designation).flatMap { states[i].isAuthored ? nil : (box: i, family: $0) }
        }
        // Most groups have one box of a family or none: the words are read only where two boxes share one.
        var counts: [Family: Int] = [:]
        for p in person { counts[p.family, default: 0] += 1 }
        guard counts.values.contains(where: { $0 >= 2 }) else { boxes = []; return }
        // A box's own words, or the heading of its section of the form ("Recipient" over a plain "Name").
        let recipients = person.filter { Self.namesRecipient(states[$0.box]) }
        guard !recipients.isEmpty else { boxes = []; return }
        let recipientFamilies = Set(recipients.map(\.family)), recipientBoxes = Set(recipients.map(\.box))
        let shared = person.contains { p in
            !recipientBoxes.contains(p.box) && recipientFamilies.contains(p.family)
                && (states[p.box].mentions(FormPatterns.sender, attributes: false, neighbours: false) != nil
                    || states[p.box].sectionMentions(FormPatterns.sender)
                    || states[p.box].scored.sectionText == nil && states[p.box].field.isInSendersForm)
        }
        boxes = shared ? recipients.map(\.box) : []
    }

    /// Whether a box's own words or its section's heading name the recipient. A name or id of one letter is a
    /// minifier's, no word: `id="a"` is no Italian "to" (the list's one-letter words are read in text only).
    private static func namesRecipient(_ state: FieldState) -> Bool {
        state.mentions(FormPatterns.recipient, attributes: false, neighbours: false) != nil
            || state.scored.attributeTexts.contains { $0.text.compact.count > 1 && FormPatterns.recipient.first(in: $0.text) != nil }
            || state.sectionMentions(FormPatterns.recipient)
    }

    /// Settles the recipient's boxes of `family` as none.
    func settle(_ family: Family, _ states: inout [FieldState]) {
        for i in boxes where Family(states[i].designation) == family {
            states[i].rule(nil, .neighbours, Self.reason)
        }
    }
}
