import FormFillModel

/// The one-time code: four to eight one-character boxes in a row take it, one digit each; and a box that only its
/// words make a one-time code ("Confirmation code", "Codice articolo", "ПИН-код") is the checkout's — a
/// confirmation, booking, product, gate or PIN code — when the group holds a card or an address and no password:
/// one-time codes are asked for in a sign-in, a sign-up or a step of their own.
struct OneTimeCodeParser: FamilyParser {
    var family: StructureFamily { .oneTimeCode }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        digitBoxes(scan, &states)
        checkoutCodes(scan, &states)
        bareCodesBesideThePassword(scan, &states)
    }

    /// The words that name a one-time code (``WordListName/oneTimeCodeNamed``).
    static let named = FormPatterns.words(.oneTimeCodeNamed)

    /// A code only its words made, beside a password box on screen, whose words do not name a one-time code
    /// ("Code", "Verification code", "验证码": a captcha's, or a text message's) is none (rule evidence
    /// `neighbours`, "a bare code beside the password"): a sign-in that asks for its authenticator's code beside
    /// the password names it, else asks on a step of its own. The author's token and the digit boxes stand.
    private func bareCodesBesideThePassword(_ scan: GroupScan, _ states: inout [FieldState]) {
        let codes = scan.textual.filter {
            states[$0].designation == .oneTimeCode && states[$0].ruling == nil && states[$0].mentions(Self.named) == nil
        }
        for i in codes where scan.members.contains(where: { j in
            j != i && PasswordBoxes.isPasswordBox(states[j]) && states[j].field.visible && states[j].field.viewable
        }) {
            states[i].rule(nil, .neighbours, "a bare code beside the password")
        }
    }

    private func digitBoxes(_ scan: GroupScan, _ states: inout [FieldState]) {
        var run: [Int] = []
        func flush() {
            if (4...8).contains(run.count) {
                for i in run { states[i].ruleUnlessAuthored(.oneTimeCode, .neighbours, "\(run.count) one-character boxes") }
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
