import FormFillModel

/// Which boxes of a group are its passwords (see `docs/classification.md`, "Password boxes"): every visible
/// `type=password` box (every one when none is visible; of the visible ones, those on screen when any is) unless
/// it is a decoy — the page author's token names something else a masked box holds (`one-time-code`, `cc-csc`,
/// `cc-number`), it is read-only or disabled without an authored password token, it is a trap only a bot fills,
/// it takes one character (a digit of a code) or its label asks for one character of the password by its position
/// ("2nd character", ``CharacterPosition``), or it takes fewer than four (a code, when a real password is beside it), or
/// its own words name a social-security number, PIN, one-time or verification code, card number or security
/// code, or (with no password word) a birth date, a postal code or an account's number or id, or its author lets
/// it take digits only (`inputmode=numeric`, a `pattern` of digits) beside a box that takes more. When every box
/// is a decoy named so only by its name or id (no label the user sees, no authored token, no card beside it), the
/// boxes are the passwords after all: the user asked for a fill, and a site's odd field name is no reason to
/// refuse it. A group without `type=password` boxes may hold a password shown in clear: a
/// text box its author marked `current-password` or `new-password`.
struct PasswordBoxes: Sendable {
    let members: [Int]

    static func isPasswordBox(_ s: FieldState) -> Bool { s.type == .password && !s.isInert }

    /// The fewest characters a password box must take to hold a password beside another password box
    /// (`maxlength` under it: a code's box).
    static let shortestPassword = 4

    /// A text box its author marked `current-password` or `new-password`: a password shown in clear by a
    /// show-password toggle. It counts only where the group has no `type=password` box (beside real password
    /// boxes the token on a text box is the author's slip, and is ignored).
    static func isShownPassword(_ s: FieldState) -> Bool {
        guard s.isTextBox else { return false }
        let token = LoginParser.loginToken(s.scored.autocomplete)
        return token == .currentPassword || token == .newPassword
    }

    /// The boxes that may be passwords, in order: the password boxes (the visible ones when there are any, and of
    /// those the ones on screen when there are any: a box off screen, clipped or of no size beside one the user
    /// sees is a trap or a copy), else the passwords shown in clear.
    func candidates(_ states: [FieldState]) -> [Int] {
        var boxes = members.filter { Self.isPasswordBox(states[$0]) }
        if boxes.isEmpty { boxes = members.filter { Self.isShownPassword(states[$0]) } }
        return FieldState.mostShown(boxes, in: states)
    }

    /// Settles the decoys (no password, and no card designation unless a card is around) and returns the real
    /// passwords, in order.
    func settle(_ states: inout [FieldState]) -> [Int] {
        let considered = candidates(states)
        let cardAround = Self.cardAround(members, states)
        let storedValue = considered.isEmpty ? nil : Self.storedValueBox(members, states)
        let service = considered.isEmpty ? nil : Self.otherServiceBox(members, states)
        // Digits only sets a box apart only beside a box that takes more (a PIN sign-up's boxes all take digits).
        let digitsApart = considered.contains { !states[$0].field.takesDigitsOnly }
        var real: [Int] = []
        var decoys: [(index: Int, why: String, fallback: Bool)] = []
        let partial = Self.partialPassword(considered, states)
        for i in considered {
            if let why = partial[i] {
                decoys.append((i, why, false))
                continue
            }
            let decoy = Self.decoy(states[i], cardAround: cardAround, digitsApart: digitsApart)
            if let service, LoginParser.loginToken(states[i].scored.autocomplete) == nil {
                // Beside a box for another service's server or account ("SMTP host"), in a form that says no
                // sign-in: that service's password, an application's setting.
                decoys.append((i, decoy.map { "\($0.why) beside \(service)" } ?? "beside \(service)", false))
            } else if let storedValue, decoy?.fallback ?? true, states[i].mentions(PasswordWords.list) == nil {
                // Beside a gift card's or a voucher's box, a box that does not say password is its PIN, for good.
                decoys.append((i, decoy.map { "\($0.why) beside a \(storedValue)" } ?? "beside a \(storedValue)", false))
            } else if let decoy {
                decoys.append((i, decoy.why, decoy.fallback))
            } else {
                real.append(i)
            }
        }
        if real.isEmpty, !decoys.isEmpty, decoys.allSatisfy(\.fallback) {
            real = decoys.map(\.index)
            for i in real { states[i].rule(.currentPassword, .loginStructure, "every password box named otherwise: taken as passwords") }
            decoys = []
        }
        // A box the user cannot see beside one on screen is no password of the form (and is never filled).
        for i in members where Self.isPasswordBox(states[i]) && states[i].field.visible && !considered.contains(i) {
            decoys.append((i, "off screen beside a password on screen", false))
        }
        for (i, why, _) in decoys {
            Self.unmask(&states[i], why)
            // Whether a masked box beside card fields is the card's number or code is the card's parser's reading
            // (``CardParser``); the login's is only that it is no password. A read-only one is left as it reads.
            if !cardAround || !states[i].field.readonly { states[i].candidates.remove(.ccNumber); states[i].candidates.remove(.ccCSC) }
            states[i].decide()
        }
        return real
    }

    /// Reads a decoy as no password: its password candidates go, the reason why is its evidence (the caller
    /// decides the field again).
    static func unmask(_ s: inout FieldState, _ why: String) {
        s.candidates.remove(.currentPassword)
        s.candidates.remove(.newPassword)
        s.candidates.append(Evidence(.decoyPassword, matched: why, designation: nil))
    }

    /// The words of a box other than a password box whose own words (label, name, id; not the text around)
    /// name a gift card, a voucher, a coupon or a promo code (``FormPatterns/storedValue``); nil for none.
    static func storedValueBox(_ members: [Int], _ states: [FieldState]) -> String? {
        for i in members where !isPasswordBox(states[i]) && states[i].isTextBox && !states[i].isInert {
            if let word = states[i].mentions(FormPatterns.storedValue, neighbours: false) { return word }
        }
        return nil
    }

    /// The words of a box other than a password box whose own words (label, name, id; not the text around) name
    /// another service (``PasswordDecoyWords/otherService``: "SMTP host", "Database name", "Proxy server"), in a
    /// group whose buttons say no sign-in (an administration tool's "Login" to a database keeps its password);
    /// nil for none.
    static func otherServiceBox(_ members: [Int], _ states: [FieldState]) -> String? {
        var word: String?
        for i in members where !isPasswordBox(states[i]) && states[i].isTextBox && !states[i].isInert {
            if let w = states[i].mentions(PasswordDecoyWords.otherService, neighbours: false) { word = w; break }
        }
        guard let word else { return nil }
        return FieldState.buttonsSay(FormPatterns.signIn, among: members, states) ? nil : word
    }

    /// The boxes of a partial password's runs, with why: a run starts at a password box whose labels (not the
    /// text to its right) list the positions of the characters they ask for (``CharacterPosition/listed(in:)``:
    /// "Enter characters 2, 4 and 7 of your password") and goes on over the password boxes right after it (no box
    /// to type in between) that have no label of their own or one that names a position ("4th").
    static func partialPassword(_ considered: [Int], _ states: [FieldState]) -> [Int: String] {
        var out: [Int: String] = [:]
        var k = 0
        while k < considered.count {
            guard let positions = CharacterPosition.listed(states[considered[k]]) else { k += 1; continue }
            let why = "asks for one of the characters a text lists (\(positions))"
            out[considered[k]] = why
            k += 1
            while k < considered.count, !Self.typingBetween(considered[k - 1], considered[k], states),
                  !states[considered[k]].hasOwnLabel || CharacterPosition.named(states[considered[k]]) != nil {
                out[considered[k]] = why
                k += 1
            }
        }
        return out
    }

    /// Whether a visible box to type in (not a password box) lies between fields `a` and `b` of the page.
    private static func typingBetween(_ a: Int, _ b: Int, _ states: [FieldState]) -> Bool {
        ((a + 1)..<b).contains { states[$0].isTextBox && states[$0].field.visible && !states[$0].isInert }
    }

    /// Whether a field other than a password box says card clearly (its own words or its author's token).
    static func cardAround(_ members: [Int], _ states: [FieldState]) -> Bool {
        members.contains { i in
            !isPasswordBox(states[i]) && states[i].candidates.hasCardEvidence && [.ccNumber, .ccCSC, .ccExp, .ccExpMonth, .ccExpYear].contains(where: states[i].candidates.isSure)
        }
    }

    /// Why a password box is not a password, nil when it is one. `fallback` is true when only its name or id
    /// says so. `digitsApart`: a box of the group takes more than digits, so one that takes digits only is apart.
    static func decoy(_ s: FieldState, cardAround: Bool, digitsApart: Bool) -> (why: String, fallback: Bool)? {
        if let token = LoginParser.loginToken(s.scored.autocomplete) {
            if token == .currentPassword || token == .newPassword { return nil }
            // A token a password box may hold names what it is; a contradicting one (`username`) is ignored.
            if FieldScorer.allows(type: .password, token) { return ("autocomplete \(token.rawValue)", false) }
        }
        if s.field.readonly { return ("read-only", true) }
        // A trap on the page only a bot fills (``Exclusions``) must not turn a login into a sign-up. (A hidden
        // box is read only where no box is visible: a username step's hidden password stays what it was.)
        if s.field.visible && Exclusions.isTrap(s) { return ("honeypot", false) }
        // A disabled box takes no input: a second password there must not turn a login into a sign-up.
        if s.field.disabled { return ("disabled", true) }
        // A box that takes one character holds no password: a digit of a code or a PIN typed box by box.
        if s.field.maxLength == 1 { return ("takes one character", false) }
        // A box whose label asks for one character of the password by its position ("2nd character", "Zeichen 3"):
        // a bank's partial password, not the whole one.
        if let position = CharacterPosition.named(s) { return ("asks for one character: \(position)", false) }
        let password = s.mentions(PasswordWords.list)
        if password == nil, let pin = s.mentions(PasswordDecoyWords.pin) { return (pin, !cardAround) }
        let word = s.mentions(PasswordDecoyWords.always) ?? s.mentions(PasswordDecoyWords.otherService)
            ?? (password == nil ? s.mentions(PasswordDecoyWords.withoutPasswordWord) : nil)
        guard let word else {
            if password == nil, let other = s.mentions(PasswordDecoyWords.otherThings, neighbours: false) {
                return (other, s.mentions(PasswordDecoyWords.otherThings, attributes: false, neighbours: false) == nil && !cardAround)
            }
            // The number or id of an account or a customer (``FormPatterns/identifiers``), in the box's own label
            // only: an `id` or `no` in a name or id is as often the page's numbering of its boxes.
            if password == nil, let number = s.mentions(FormPatterns.identifiers, attributes: false, neighbours: false) {
                return (number, false)
            }
            // Digits only, by its author's `inputmode` or `pattern`, beside a box that takes more: a PIN or a code
            // beside a real password; alone (or every box so), the password all the same.
            if password == nil, digitsApart, s.field.takesDigitsOnly { return ("takes digits only", true) }
            // Two or three characters hold a code (a CVC, a short PIN), not a password beside a real one; alone,
            // it is the password all the same, but among card fields it is the card's (a Korean card form asks
            // the first two digits of the card's password).
            guard let limit = s.field.maxLength, limit < Self.shortestPassword else { return nil }
            return ("takes \(limit) characters", !cardAround)
        }
        let inLabel = s.mentions(PasswordDecoyWords.always, attributes: false) != nil
            || s.mentions(PasswordDecoyWords.otherService, attributes: false) != nil
            || (password == nil && s.mentions(PasswordDecoyWords.withoutPasswordWord, attributes: false) != nil)
        return (word, !inLabel && !cardAround)
    }
}
