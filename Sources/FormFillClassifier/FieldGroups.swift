import FormFillModel

/// The groups that fields are classified in: each `<form>`, and runs of fields outside any form.
///
/// Fields are read in document order: the token's order, but for the textareas, which it lists last and which
/// stand where their `precedes` says (``FieldDetails/precedes``). Each group's members are in that order.
///
/// Rule for fields outside forms (the page details carry no DOM tree, so proximity is document order): a
/// formless group is a run of consecutive formless fields; it ends where a field of a form comes between,
/// after a submit or image button (a button closes what it submits), and before a visible box to type a name
/// into that follows a password of the group when another password comes later in the run (a second login). Groups are numbered `__formless__0`,
/// `__formless__1`, … in document order.
struct FieldGroup: Sendable {
    var id: String
    /// Indices into the page's fields, in document order (a textarea where the document has it).
    var members: [Int]
    var form: FormDetails?
    /// The form posts to the page's own address, as a form without an `action` attribute does: that address is
    /// the page's, shared by every form on it, and says nothing of what this form is for.
    var postsToPage = false
    /// A run of fields outside any form (`__formless__N`). All of them together are one form for the rules
    /// that read a whole form as Chromium does (``DeclaredTypes``).
    var isFormless = false
}

enum FieldGroups {
    static func make(_ page: PageDetails) -> [FieldGroup] {
        var groups: [FieldGroup] = []
        // Each form's group by the form's position (the first with its opid: the collectors' `__form__N` need
        // no table), and by opid for the forms a field names that the page does not list.
        let positions = OpidPositions(count: page.forms.count, prefix: "__form__") { page.forms[$0].opid }
        var groupOfForm = [Int?](repeating: nil, count: page.forms.count)
        var unlisted: [String: Int] = [:]
        var formless: Int? = nil
        var formlessCount = 0
        // The group of the last form field: a form's fields mostly follow one another, so the form is looked
        // up only when it changes.
        var last: (form: String, group: Int)? = nil
        // Each field's group first, then the members of each group in one allocation of its size (appending
        // field after field regrew every group's list two or three times). By index: iterating the fields by
        // value would copy each one's details.
        var groupOfField = [Int32](repeating: 0, count: page.fields.count)
        var sizes: [Int32] = []
        let order = Self.documentOrder(page) ?? Array(page.fields.indices)
        let ahead = Self.passwordAhead(page, order)
        var formlessHasPassword = false
        for index in order {
            defer { sizes[Int(groupOfField[index])] += 1 }
            if let form = page.fields[index].form, !form.isEmpty {
                formless = nil
                if let last, last.form == form {
                    groupOfField[index] = Int32(last.group)
                    continue
                }
                let position = positions.first(form)
                let existing = if let position { groupOfForm[position] } else { unlisted[form] }
                if let g = existing {
                    groupOfField[index] = Int32(g)
                    last = (form, g)
                } else {
                    if let position { groupOfForm[position] = groups.count } else { unlisted[form] = groups.count }
                    last = (form, groups.count)
                    groupOfField[index] = Int32(groups.count)
                    let details = position.map { page.forms[$0] }
                    groups.append(FieldGroup(id: form, members: [], form: details,
                                             postsToPage: details.map { Self.postsToPage($0, page) } ?? false))
                    sizes.append(0)
                }
                continue
            }
            let type = page.fields[index].type ?? "text"
            // A second login in the same run: a box to type a name into after a password, with another password
            // to come, starts a group of its own (two formless logins with no submit button between them).
            if formless != nil, formlessHasPassword, ahead[index], page.fields[index].visible,
               UsernameChoice.types.contains(InputType(type)) {
                formless = nil
            }
            if formless == nil {
                formlessHasPassword = false
                formless = groups.count
                groups.append(FieldGroup(id: "__formless__\(formlessCount)", members: [], form: nil, isFormless: true))
                sizes.append(0)
                formlessCount += 1
            }
            if let g = formless { groupOfField[index] = Int32(g) }
            if page.fields[index].classifiedType == .password { formlessHasPassword = true }
            if type == "submit" || type == "image" || (type == "button" && Self.submitsByScript(page.fields[index])) {
                formless = nil
            }
        }
        for g in groups.indices { groups[g].members.reserveCapacity(Int(sizes[g])) }
        for index in order { groups[Int(groupOfField[index])].members.append(index) }
        // Forms without any field still get a verdict (`other`), in document order of the page's forms.
        for i in page.forms.indices where groupOfForm[positions.first(page.forms[i].opid) ?? i] == nil {
            groups.append(FieldGroup(id: page.forms[i].opid, members: [], form: page.forms[i]))
        }
        return groups
    }

    /// The positions of the page's fields in document order, nil when that is the token's order (no textarea
    /// stands before another field). A textarea goes just before the field its `precedes` names, after the
    /// textareas already placed there; one whose `precedes` names no earlier-listed field stays where it is.
    static func documentOrder(_ page: PageDetails) -> [Int]? {
        let fields = page.fields
        guard fields.indices.contains(where: { fields[$0].precedes != nil }) else { return nil }
        let positions = OpidPositions(count: fields.count, prefix: "__") { fields[$0].opid }
        var before: [Int: [Int]] = [:]
        for i in fields.indices {
            if let opid = fields[i].precedes, let j = positions.first(opid), j < i { before[j, default: []].append(i) }
        }
        guard !before.isEmpty else { return nil }
        var placed = [Bool](repeating: false, count: fields.count)
        var order: [Int] = []
        order.reserveCapacity(fields.count)
        for i in fields.indices {
            for area in before[i] ?? [] where !placed[area] { order.append(area); placed[area] = true }
            if !placed[i] { order.append(i); placed[i] = true }
        }
        return order
    }

    /// For each field outside forms, whether a password box follows it in its run of formless fields (the run
    /// ends at a field of a form and after a submit button, as ``make(_:)`` ends it), reading the fields in
    /// `order`.
    private static func passwordAhead(_ page: PageDetails, _ order: [Int]) -> [Bool] {
        var ahead = [Bool](repeating: false, count: page.fields.count)
        var seen = false
        for index in order.reversed() {
            if let form = page.fields[index].form, !form.isEmpty { seen = false; continue }
            let type = page.fields[index].type ?? "text"
            if type == "submit" || type == "image" || (type == "button" && Self.submitsByScript(page.fields[index])) { seen = false }
            ahead[index] = seen
            if page.fields[index].classifiedType == .password { seen = true }
        }
        return ahead
    }

    /// Whether a `type=button` is a formless login's or sign-up's submit button (its words say sign-in or
    /// sign-up, and script submits it): it ends the run of formless fields as a submit button does, so a login
    /// and a sign-up side by side without forms are two groups. (A show-password toggle says neither.)
    static func submitsByScript(_ field: FieldDetails) -> Bool {
        guard let value = field.value, !value.isEmpty, value.count < 60 else { return false }
        let text = MatchText(value)
        return FormPatterns.signIn.first(in: text, attributes: false) != nil
            || FormPatterns.signUp.first(in: text, attributes: false) != nil
    }

    /// Whether a form's action is the page's (or its frame's) own address.
    static func postsToPage(_ form: FormDetails, _ page: PageDetails) -> Bool {
        guard let action = form.htmlAction else { return false }
        return action == page.url || action == page.documentURL
    }
}
