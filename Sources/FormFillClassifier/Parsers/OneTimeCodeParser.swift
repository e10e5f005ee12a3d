import FormFillModel

/// The one-time code: four to eight one-character boxes in a row take it, one digit each, unless their words say
/// they take something else (a discount code, a voucher, a PIN); a two-factor step's only box takes it when a
/// sentence around it names an authenticator; and a box that only its
/// words make a one-time code ("Confirmation code", "Codice articolo", "ПИН-код") is the checkout's — a
/// confirmation, booking, product, gate or PIN code — when the group holds a card or an address and no password:
/// one-time codes are asked for in a sign-in, a sign-up or a step of their own.
struct OneTimeCodeParser: FamilyParser {
    var family: StructureFamily { .oneTimeCode }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        digitBoxes(scan, &states)
        namedInASentence(scan, &states)
        checkoutCodes(scan, &states)
        bareCodesBesideTheAccount(scan, &states)
    }

    /// The words that name a one-time code (``WordListName/oneTimeCodeNamed``).
    static let named = FormPatterns.words(.oneTimeCodeNamed)

    /// A code only its words made, whose words do not name a one-time code ("Code", "Verification code",
    /// "验证码": a captcha's, or one sent by e-mail or text message), beside a password box on screen or a box that
    /// asks for the account (a user name, an e-mail address, a phone number; a read-only one only shows which
    /// account the code step is for) is none (rule evidence `neighbours`, "a bare code beside the password" /
    /// "... beside the account"): a sign-in that asks for its authenticator's code beside them names it, else asks
    /// on a step of its own; a recovery or a passwordless form asks for a captcha's text or for the code it sent.
    /// The author's token and the digit boxes stand.
    private func bareCodesBesideTheAccount(_ scan: GroupScan, _ states: inout [FieldState]) {
        let codes = scan.textual.filter {
            states[$0].designation == .oneTimeCode && states[$0].ruling == nil && states[$0].mentions(Self.named) == nil
        }
        for i in codes {
            let shown = scan.members.filter { $0 != i && states[$0].field.visible && states[$0].field.viewable }
            if shown.contains(where: { PasswordBoxes.isPasswordBox(states[$0]) }) {
                states[i].rule(nil, .neighbours, "a bare code beside the password")
            } else if shown.contains(where: { j in
                states[j].isTextBox && !states[j].field.readonly && [.username, .email, .tel].contains(states[j].designation)
            }) {
                states[i].rule(nil, .neighbours, "a bare code beside the account")
            }
        }
    }

    private func digitBoxes(_ scan: GroupScan, _ states: inout [FieldState]) {
        var run: [Int] = []
        func flush() {
            if (4...8).contains(run.count) {
                if let word = Self.somethingElse(run, states) {
                    for i in run where !states[i].isAuthored {
                        states[i].rule(nil, .neighbours, "\(run.count) one-character boxes for a \(word)")
                    }
                } else {
                    for i in run { states[i].ruleUnlessAuthored(.oneTimeCode, .neighbours, "\(run.count) one-character boxes") }
                }
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

    /// Words that say one-character boxes take something else than a code's digits: a word of the `veto` list (a
    /// discount or promo code, a voucher, a gift card) or a PIN's, in a box's short label (not the text to its
    /// right, which labels the next thing) or the heading of its section, and a `veto` word in its attributes (a
    /// PIN's word there is a code-input component's name, `pin-0`, as often as a PIN's); nil for none.
    private static func somethingElse(_ run: [Int], _ states: [FieldState]) -> String? {
        let lists = [FormPatterns.veto, PasswordDecoyWords.pin]
        for i in run {
            let s = states[i]
            for (source, text) in s.scored.labelTexts where source != .right && text.compact.count <= FieldScorer.vetoLabelBytes {
                for list in lists { if let w = list.first(in: text, attributes: false) { return w.display } }
            }
            for (_, text) in s.scored.attributeTexts {
                if let w = FormPatterns.veto.first(in: text) { return w.display }
            }
            if let section = s.scored.sectionText {
                for list in lists { if let w = list.first(in: section, attributes: false) { return w.display } }
            }
        }
        return nil
    }

    /// A two-factor step's only box (its group's only visible box to type in, not a password box; a "Remember this
    /// device" check box may stand beside it) whose words propose a code too weakly to decide — a long sentence
    /// halves them ("Enter the 6-digit code from your authenticator app") — is the one-time code when a label of
    /// it names one (``OneTimeCodeParser/named``: an authenticator, two-factor, a TOTP), the code is the best of
    /// its words' weak proposals ("Lost access to your authenticator app? Enter your email" asks for an e-mail)
    /// and no veto or PIN word is there (a backup code's box). Rule evidence: that label's source, "... (in a sentence)".
    private func namedInASentence(_ scan: GroupScan, _ states: inout [FieldState]) {
        let boxes = scan.textual.filter { states[$0].field.visible && states[$0].isTextLike }
        guard boxes.count == 1, let i = boxes.first else { return }
        let s = states[i]
        guard s.isTextBox, s.field.viewable, !s.field.readonly, s.designation == nil, s.ruling == nil,
              s.candidates.best?.designation == .oneTimeCode, s.mentions(FormPatterns.veto) == nil,
              s.mentions(PasswordDecoyWords.pin, attributes: false) == nil else { return }
        for (source, text) in s.scored.labelTexts where source != .right {
            if let w = Self.named.first(in: text, attributes: false) {
                states[i].rule(.oneTimeCode, .label(source), "\(w.display) (in a sentence)")
                return
            }
        }
    }

    /// A code only its words made (no ruling: not the author's token, not the digit boxes) beside a card (a
    /// field whose own words or token say card, ``CardParser/hasStrongCard(_:_:)``) or at least two address
    /// fields, in a group with no password, is none (rule evidence `form-kind`, "a code beside a card" / "a code
    /// beside an address").
    private func checkoutCodes(_ scan: GroupScan, _ states: inout [FieldState]) {
        let codes = scan.textual.filter { states[$0].designation == .oneTimeCode && states[$0].ruling == nil }
        guard !codes.isEmpty, let why = Self.checkout(scan, states) else { return }
        for i in codes { states[i].rule(nil, .formKind, why) }
    }

    private static let passwords: Set<Designation> = [.currentPassword, .newPassword]
    private static let addressParts: Set<Designation> = [.addressLine1, .addressLine2, .streetAddress, .addressLevel1,
                                                        .addressLevel2, .postalCode, .country, .countryName]

    /// Why the group's codes are a checkout's, nil when it is no checkout (a password, or no card or address).
    private static func checkout(_ scan: GroupScan, _ states: [FieldState]) -> String? {
        let visible = scan.textual.filter { states[$0].field.visible }
        let considered = visible.isEmpty ? scan.textual : visible
        func count(_ ds: Set<Designation>) -> Int { considered.count { states[$0].designation.map(ds.contains) ?? false } }
        guard count(passwords) == 0 else { return nil }
        if CardParser.hasStrongCard(scan.members, states) { return "a code beside a card" }
        return count(addressParts) >= 2 ? "a code beside an address" : nil
    }
}
