import FormFillModel

/// The parts of one form that its submit buttons close, when two or more of them hold a password box: a page
/// that wraps everything in one `<form>` (ASP.NET's `aspnetForm`) puts "Returning customers: e-mail, password,
/// Sign in" and "New customers: e-mail, password, confirm, Create account" in it, each part with its own submit
/// button. Each part is then its own login structure (``LoginParser``): its passwords' roles and its user-name
/// box are read within it, not across the form, which would make the whole a change of password (a current
/// password, then a new one and its confirmation). A form with passwords in one part only is one section, as
/// before: a checkout's "Apply coupon" or "Find address" button parts no login.
struct FormSections: Sendable {
    /// Each part's members in order (the submit button with the part it closes); one part holding every member
    /// unless two or more parts hold a password box.
    let parts: [[Int]]

    init(members: [Int], states: [FieldState]) {
        var parts: [[Int]] = []
        var current: [Int] = []
        for i in members {
            current.append(i)
            if Self.closes(states[i].type), states[i].field.visible {
                parts.append(current)
                current = []
            }
        }
        if !current.isEmpty {
            // Fields after the last submit button belong to the part it closed when they hold no box to type in
            // (a "Remember me" box after "Sign in"); else they are a part of their own.
            if let last = parts.indices.last, !current.contains(where: { states[$0].isTextLike }) { parts[last] += current }
            else { parts.append(current) }
        }
        let withPasswords = parts.filter { $0.contains { states[$0].type == .password } }.count
        self.parts = withPasswords >= 2 ? parts : [members]
    }

    /// Whether the form was parted: two or more parts hold a password box.
    var isParted: Bool { parts.count > 1 }

    /// A button that submits the form (a `<button>` without a type is one); only a visible one closes a part
    /// (a hidden submit input after a box only lets the Enter key submit).
    static func closes(_ type: InputType) -> Bool { type == .submit || type == .image }

    /// The part a login fill is for, in a parted form: the first part whose passwords read as a login's (a
    /// current password and no new one). Nil when the form was not parted or no part reads so.
    func loginPart(_ states: [FieldState]) -> [Int]? {
        guard isParted else { return nil }
        return parts.first { part in
            let roles = part.compactMap { states[$0].designation }
            return roles.contains(.currentPassword) && !roles.contains(.newPassword)
        }
    }
}
