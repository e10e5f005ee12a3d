import FormFillModel

/// Marks fields that must never be filled whatever their designation: hidden, disabled and read-only fields,
/// honeypots (traps only a bot fills), search and newsletter boxes, captchas, and one-time-code boxes for a code
/// the page sent by message.
struct Exclusions: Sendable {
    let group: FieldGroup
    let kind: FormKind

    func apply(_ states: inout [FieldState]) {
        let heading = headingWords(states)
        let newsletterBoxes = newsletterEmailBoxes(states)
        for i in group.members {
            guard !states[i].isButton else { continue }
            let isHidden = states[i].type == .hidden
            if let why = exclusion(states[i], heading: heading) ?? (newsletterBoxes.contains(i) ? .newsletter : nil) {
                states[i].exclusion = why
                if why == .captcha || why == .search || (why == .honeypot && isHidden) {
                    states[i].designation = nil
                }
                if why == .search, states[i].isAuthored {
                    // An autocomplete attribute outranks a search form's words.
                    states[i].exclusion = nil
                    states[i].decide()
                }
            }
            // A captcha box is none of the form's fields whether or not it is shown (the exclusion above says
            // hidden first): a script shows it later, and the words around it are its question's.
            if isHidden || !states[i].scored.exclusionWords.isDisjoint(with: .captcha) { states[i].designation = nil }
        }
    }

    private func exclusion(_ s: FieldState, heading: PageTexts.ExclusionWords) -> Exclusion? {
        if isHoneypot(s) { return .honeypot }
        if s.type == .hidden || !s.field.visible { return .hidden }
        if s.field.disabled || s.field.ariaDisabled { return .disabled }
        if s.field.readonly { return .readonly }
        // The exclusion words of each distinct text are read once, in the page's table (``PageTexts/ExclusionWords``).
        if !s.scored.exclusionWords.isDisjoint(with: .captcha) { return .captcha }
        if s.type == .search || kind == .search { return .search }
        if kind == .newsletter { return .newsletter }
        if s.designation == .oneTimeCode, Self.isSentCode(s.scored.exclusionWords.union(heading)) { return .sentCode }
        return nil
    }

    /// A newsletter's e-mail box inside another form ("Get deals in your inbox" beside a checkout's "Email", a
    /// page-wide form's "Newsletter: your email" beside its login): the e-mail boxes whose own words (label,
    /// placeholder, name, id; not the text around) name a newsletter, when the group has another e-mail box, its
    /// own; and the only e-mail box when its own words name a newsletter outright ("Email newsletter",
    /// `newsletter_email`), not only hint at one ("Email for order updates and offers" is the form's), nor the
    /// prose beside it ("your contact address for order updates, newsletter and more").
    private func newsletterEmailBoxes(_ states: [FieldState]) -> Set<Int> {
        let emails = group.members.filter { states[$0].designation == .email && !states[$0].isButton }
        guard emails.count > 1 else {
            return Set(emails.filter { states[$0].mentions(FormPatterns.newsletterNamed, neighbours: false) != nil })
        }
        let newsletter = emails.filter { states[$0].mentions(FormPatterns.newsletter, neighbours: false) != nil }
        return newsletter.count < emails.count ? Set(newsletter) : []
    }

    /// A one-time-code box whose labels, name or id, or whose form's heading, say the code was sent by text
    /// message, e-mail or call, and none of which names an authenticator app: a code no vault item holds.
    static func isSentCode(_ words: PageTexts.ExclusionWords) -> Bool {
        !words.isDisjoint(with: .sentCode) && !words.contains(.appCodeInLabel)
    }

    /// The sent-code and app words of the form's heading, read only for a code step (a form of the code alone:
    /// a sign-in headed "Sign in with your email" asks for its authenticator's code beside the password); and a
    /// button of a group with a code box that offers to send the code again ("Resend code",
    /// ``FormPatterns/codeResend``), which says the code was sent as the heading's words would: no authenticator
    /// resends its code.
    private func headingWords(_ states: [FieldState]) -> PageTexts.ExclusionWords {
        guard group.members.contains(where: { states[$0].designation == .oneTimeCode }) else { return [] }
        var words: PageTexts.ExclusionWords = []
        if kind == .oneTimeCode, let heading = group.form?.heading, !heading.isEmpty {
            words = PageTexts.ExclusionWords(MatchText(heading), asLabel: true, asAttribute: false)
                .intersection([.sentCodeInLabel, .appCodeInLabel])
        }
        if FieldState.buttonsSay(FormPatterns.codeResend, among: group.members, states) { words.insert(.sentCodeInLabel) }
        return words
    }

    private func isHoneypot(_ s: FieldState) -> Bool {
        if Self.isTrap(s) { return true }
        // A "website" box has no business in a login form. The name is read only then.
        let inLogin = [.login, .passwordStep, .usernameStep].contains(kind) && s.designation == nil
        return inLogin && (s.isTextLike || s.type == .textarea) && s.scored.exclusionWords.contains(.baitInAttribute)
    }

    /// Whether the box's designation rests on more than its name or id: its label, its author's token, or the
    /// structure around it (a phone number's parts).
    private static func saysWhatItAsks(_ s: FieldState) -> Bool {
        guard let designation = s.designation else { return false }
        return s.candidates.evidence.contains { e in
            guard e.designation == designation else { return false }
            switch e.signal {
            case .label, .autocomplete, .neighbours: return true
            default: return false
            }
        }
    }

    /// Whether a box is a trap only a bot fills, whatever its form's kind: honeypot words or class (a name's word
    /// only for a box out of sight or with no other word for what it asks: ``saysWhatItAsks(_:)``), hidden from
    /// assistive technology and out of reach, or a name a bot likes ("website", "url") off screen, hidden from
    /// assistive technology or out of the tab order (the name is read only then). The login structure reads a
    /// password box so as a decoy.
    static func isTrap(_ s: FieldState) -> Bool {
        guard s.isTextLike || s.type == .textarea else { return false }
        let words = s.scored.exclusionWords
        if s.scored.hasHoneypotClass || words.contains(.honeypotInLabel) { return true }
        // A honeypot's name ("hp", "trap") is also a real box's: Korea's hp1–hp3 (a mobile number's parts),
        // Indonesia's no_hp. A box the user sees whose label, author or structure says what it asks for is none;
        // out of sight it still is.
        if words.contains(.honeypotInAttribute), !(s.field.viewable && Self.saysWhatItAsks(s)) { return true }
        let unreachable = s.field.isOutOfTabOrder
        if s.field.ariaHidden && (unreachable || !s.field.viewable) { return true }
        let hiddenAway = unreachable || s.field.ariaHidden || (s.field.visible && !s.field.viewable)
        return hiddenAway && words.contains(.baitInAttribute)
    }
}
