import FormFillModel

/// A code box in a card or address form is the checkout's — a confirmation, booking, product or gift code — not a
/// one-time code: one-time codes are asked for in a sign-in, a sign-up or a step of their own. So once
/// ``FormKindRules`` read a card or address form, a box that only its words ("Confirmation code", "Codice
/// articolo", "ПИН-код") made a one-time code has no designation (rule evidence `form-kind`). The author's
/// `one-time-code` token and the one-character boxes of a code typed digit by digit (``OneTimeCodeParser``) stay.
struct CheckoutCodes: Sendable {
    let members: [Int]

    func apply(_ kind: FormKind, _ states: inout [FieldState]) {
        guard kind == .card || kind == .address else { return }
        let why = kind == .card ? "a code beside a card" : "a code beside an address"
        for i in members where states[i].designation == .oneTimeCode && states[i].ruling == nil {
            states[i].rule(nil, .formKind, why)
        }
    }
}
