import FormFillModel

/// Fills an identity into every section it can: a checkout page with shipping and billing addresses gets
/// both (the same person ships and pays far more often than not, and a host can clear a section it does not
/// want). Sign-in, search and newsletter groups are left alone.
struct IdentityFiller {
    let context: FillContext
    let item: IdentityItem

    func fill(into builder: inout ScriptBuilder) throws -> FillTarget {
        // An e-mail field of a sign-in form is the account's, not the identity's.
        // Nothing of the person goes into a form that posts to another site, or from an https page over plain
        // http (Chrome's mixed-form rule), unless the app allowed it: as for cards and passwords.
        var refusedForms: [(opid: String, reason: String)] = []
        var groups = context.dataGroups(.identity, excluding: FillContext.searchKinds.union(FillContext.signInKinds))
            .filter { group in
                let destination = context.destination(of: group.form)
                guard !context.acceptsSecrets(destination), let flag = destination.flag,
                      let reason = context.destinations.reason(for: destination) else { return true }
                builder.flag(flag, warning: "\(reason): the form \(group.form.opid) was not filled")
                refusedForms.append((group.form.opid, reason))
                return false
            }
        // A sign-up form's user name belongs to the identity too.
        groups = groups.map { group in
            guard group.form.kind == .signup else { return group }
            let withUsername = context.fillableFields(of: group.form).filter {
                $0.designation?.family == .identity || $0.designation == .username
            }
            return (group.form, withUsername)
        }
        var plans: [PlannedValue] = []
        var filledForms: [PageForm] = []
        for (form, fields) in groups {
            var sections: [String: [PageField]] = [:]
            var order: [String] = []
            for field in fields {
                if sections[field.sectionKey] == nil { order.append(field.sectionKey) }
                sections[field.sectionKey, default: []].append(field)
            }
            let before = plans.count
            for key in order { plans += sectionPlans(sections[key] ?? [], into: &builder) }
            if plans.count > before { filledForms.append(form) }
        }
        guard !plans.isEmpty else {
            if let why = context.refusal(families: [.identity], excluding: FillContext.searchKinds.union(FillContext.signInKinds)) {
                throw FillError.refused(why)
            }
            if let form = refusedForms.first {
                throw FillError.refused("\(form.reason); the person's details are not filled there unless the app allows it")
            }
            throw FillError.nothingToFill("identity '\(item.id)' has nothing for the fields of this page")
        }
        builder.fill(plans)
        // A new password asked for (generated or given) is a login's to give: the request is not lost unheard.
        let wantsNewPassword = context.options.generatePassword != nil || context.options.newPassword != nil
        if wantsNewPassword, filledForms.contains(where: { context.fillableFields(of: $0).contains { $0.designation == .newPassword } }) {
            builder.warn("an identity holds no password: the form's new-password boxes were left empty (fill a login item for the site to give them one)")
        }
        let single = filledForms.count == 1 ? filledForms.first : nil
        return FillTarget(action: "fillIdentity", formOpid: single.flatMap(context.formOpid(of:)), formKind: single?.kind,
                          destinationForms: filledForms)
    }

    /// The address for a section: the one labelled like the section's kind (`shipping`, `billing`) when the
    /// identity has one, else the primary address.
    func postalAddress(for fields: [PageField]) -> PostalAddress? {
        let kind = fields.lazy.compactMap(\.addressKind).first?.lowercased()
        return item.addresses.first { kind != nil && $0.label.lowercased() == kind } ?? item.primaryAddress
    }

    /// The phone for a section: the one labelled like the fields' contact kind (`mobile`, `work`, `home`) when
    /// the identity has one, else the primary phone.
    func phoneNumber(for fields: [PageField], country: String?) -> PhoneNumber? {
        let kind = fields.lazy.filter { $0.designation?.rawValue.hasPrefix("tel") == true }.compactMap(\.contactKind).first?.lowercased()
        let labelled = item.phones.first { kind != nil && $0.label.lowercased() == kind }?.number
        return (labelled ?? item.phone ?? item.phones.first?.number)
            .flatMap { $0.isEmpty ? nil : PhoneNumber($0, defaultCountry: country) }
    }

    /// Whether `field` holds `value` whole where a cut value would be a wrong code (a postal code, a phone number
    /// or its part, an e-mail address: a user typing stops at the `maxlength`, UTF-16 units as the DOM counts them);
    /// when it does not, the warning that it was left alone goes to `builder`; so is a whole birth date. Names and
    /// street lines are filled whole whatever the length: a part of them would be as wrong as the whole is long.
    static func fits(_ value: String, in field: PageField, _ builder: inout ScriptBuilder) -> Bool {
        guard let designation = field.designation, let what = codes[designation], let most = field.maxLength,
              value.utf16.count > most else { return true }
        builder.warn("the \(what) is longer than the field \(ScriptBuilder.describe(field))'s maxlength (\(most)); it was left alone")
        return false
    }

    /// The codes a cut would make wrong, and how a warning names each.
    private static let codes: [Designation: String] = [
        .postalCode: "postal code", .tel: "phone", .telNational: "phone", .telLocal: "phone", .telAreaCode: "phone's area code",
        .telLocalPrefix: "phone", .telLocalSuffix: "phone", .telCountryCode: "phone's country code", .telExtension: "phone's extension",
        // A whole date is fitted to the box's length down to six characters (`490917`); a shorter box is a part's.
        .bday: "birth date", .email: "e-mail address",
    ]

    /// A postal code as its box asks (``CodeWriting``): the writing its `pattern` accepts (of those that fit its
    /// `maxlength`), else without spaces and
    /// hyphens when its words or placeholder ask so or only that fits its `maxlength`, else as stored.
    static func postalWriting(_ code: String, for field: PageField) -> String {
        let compact = CodeWriting.compact(code)
        guard compact != code, !compact.isEmpty else { return code }
        if let accepted = CodeWriting.firstAccepted(of: Self.fitting([code, compact], field), pattern: field.pattern) { return accepted }
        if CodeWriting.asksCompact(texts: field.hints, placeholder: field.placeholder, value: code) { return compact }
        if let most = field.maxLength, code.utf16.count > most, compact.utf16.count <= most { return compact }
        return code
    }

    /// A whole phone number as its box asks: the writing its `pattern` accepts (of those that fit its `maxlength`;
    /// the number's groups joined as patterns ask, ``PhoneNumber/groupedWritings(nationalOnly:)``, last), else its digits as dialled at home
    /// (the national number beside a country-code box) when its words ask for no separators, else
    /// ``PhoneNumber/whole(maxLength:nationalOnly:pattern:)``.
    static func phoneWriting(_ phone: PhoneNumber, for field: PageField, nationalOnly: Bool) -> String {
        let whole = phone.whole(maxLength: field.maxLength, nationalOnly: nationalOnly, pattern: PhonePattern(field.placeholder))
        let digits = nationalOnly ? phone.national : phone.nationalAtHome
        let writings = (nationalOnly ? [whole, digits] : [whole, digits, phone.e164, phone.original])
            + phone.groupedWritings(nationalOnly: nationalOnly)
        if let accepted = CodeWriting.firstAccepted(of: Self.fitting(writings, field), pattern: field.pattern) { return accepted }
        if !digits.isEmpty, CodeWriting.asksCompact(texts: field.hints, placeholder: nil, value: whole) { return digits }
        return whole
    }

    /// The writings that fit the box's `maxlength` (UTF-16 units, as the DOM counts them).
    private static func fitting(_ writings: [String], _ field: PageField) -> [String] {
        writings.filter { writing in field.maxLength.map { writing.utf16.count <= $0 } ?? true }
    }

    /// A stored postal code's parts for `boxes` boxes: its hyphen- or space-separated parts when there are as
    /// many, the whole code for the first box when it has one part, none when they do not fit.
    static func parts(of code: String?, boxes: Int) -> [String] {
        guard let code, !code.isEmpty else { return [] }
        let parts = code.split(whereSeparator: { $0 == "-" || $0 == " " }).map(String.init)
        if parts.count == boxes { return parts }
        return parts.count == 1 ? parts : []
    }

    func sectionPlans(_ fields: [PageField], into builder: inout ScriptBuilder) -> [PlannedValue] {
        var plans: [PlannedValue] = []
        let postal = postalAddress(for: fields)
        let address = StreetAddress([postal?.line1, postal?.line2, postal?.line3])
        let designations = Set(fields.compactMap(\.designation))
        // A house number in a box of its own: the street lines without it, when the first line splits and the box
        // takes the number (a number box takes digits only; a maxlength shorter than the number would cut it):
        // else the street box keeps the whole line. With a box for the number's addition after it ("Toevoeging"),
        // the number box takes the digits and the addition box the rest (`123A` → `123`, `A`).
        let additionBox = designations.contains(.houseNumberAddition)
        let houseNumber = fields.first { $0.designation == .houseNumber }.flatMap { box in
            address.houseNumberApart().flatMap { apart -> (address: StreetAddress, number: String, addition: String?)? in
                let split = additionBox ? HouseNumberAddition.apart(apart.number) : nil
                let number = split?.number ?? apart.number
                return NumberBox.refusal(of: number, as: "house number", in: box) == nil
                    && number.count <= (box.maxLength ?? .max) ? (apart.address, number, split?.addition) : nil
            }
        }
        // A form without a box for the city (or the prefecture) of an address written largest part first wants
        // it at the start of the street line (Japanese "市区町村・番地" after a prefecture list).
        let stored = houseNumber?.address ?? address
        let lines = stored.leading([designations.contains(.addressLevel1) ? nil : postal?.state,
                                    designations.contains(.addressLevel2) ? nil : postal?.city]) ?? stored
        // A box for the family name's particles ("Tussenvoegsel"): it takes them, the family-name box the rest.
        let familyName = designations.contains(.familyNamePrefix) ? item.lastName.flatMap(FamilyNamePrefix.apart) : nil
        // Two family-name boxes in a row ("Primer apellido", "Segundo apellido"): a surname each, never the whole
        // name twice; a name of one surname fills the first alone.
        let surnameBoxes = fields.indices.filter { fields[$0].designation == .familyName }
        let twoSurnames = surnameBoxes.count == 2 && surnameBoxes[1] == surnameBoxes[0] + 1 && !designations.contains(.familyNamePrefix)
            ? item.lastName.map { name in TwoSurnames.apart(name) ?? (name, "") } : nil
        let country = postal?.country ?? item.country
        let phone = phoneNumber(for: fields, country: country)
        let lineCount = [Designation.addressLine3, .addressLine2, .addressLine1].firstIndex(where: designations.contains)
            .map { 3 - $0 } ?? 0
        // Several short `tel` boxes in a row are one number split by their maxlength.
        let telFields = fields.filter { $0.designation == .tel }
        let splitTel = telFields.count > 1 && telFields.dropLast().allSatisfy { ($0.maxLength ?? 99) <= 5 }
        if splitTel, let phone {
            if let chunks = phone.split(over: telFields.map(\.maxLength)) {
                plans += zip(telFields, chunks).filter { !$1.isEmpty }.map { PlannedValue(field: $0, value: $1) }
            } else {
                builder.warn(Self.unsplitWarning(telFields))
            }
        }
        // The parts of a number the boxes ask for: area code, prefix and suffix, or area code and local number;
        // none of them when the number does not split so (a part alone would be a wrong number).
        let asksPrefixOrSuffix = designations.contains(.telLocalPrefix) || designations.contains(.telLocalSuffix)
        let partBoxes = fields.filter { [.telAreaCode, .telLocal, .telLocalPrefix, .telLocalSuffix].contains($0.designation) }
        // Without a country-code box beside them, the parts are the number as dialled at home (`+81 3 …` → `03`).
        let atHome = !designations.contains(.telCountryCode)
        var phoneParts: (area: String, local: String, prefix: String, suffix: String)? = phone.flatMap { phone in
            if asksPrefixOrSuffix {
                return phone.parts(atHome: atHome).map { ($0.area, $0.prefix + $0.suffix, $0.prefix, $0.suffix) }
            }
            return phone.areaAndLocal(atHome: atHome).map { ($0.area, $0.local, "", "") }
        }
        // A list of area codes takes the number's own, written with the trunk prefix 0 or without ("+82 10 …" is
        // 010), when boxes for the rest of the number follow; a list without it leaves those empty too.
        var areaOption: SelectOption?
        if let parts = phoneParts, partBoxes.contains(where: { !$0.isSelect && $0.designation != .telAreaCode }),
           let list = partBoxes.first(where: { $0.designation == .telAreaCode && $0.isSelect }) {
            areaOption = OptionMatcher.option(in: list.options, matching: [parts.area, "0" + parts.area])
            if areaOption == nil { phoneParts = nil }
        }
        if phone != nil, phoneParts == nil, !partBoxes.isEmpty {
            builder.warn(Self.unsplitWarning(partBoxes))
        }
        // A postal code over consecutive boxes (a ZIP code and its "+4", a Japanese 3-4 code): each box takes its
        // part of the stored code; a box the code has no part for stays empty, never the whole code again.
        let postalBoxes = fields.indices.filter { fields[$0].designation == .postalCode }
        let postalParts = postalBoxes.count > 1 && zip(postalBoxes, postalBoxes.dropFirst()).allSatisfy { $1 == $0 + 1 }
            ? Self.parts(of: postal?.postalCode, boxes: postalBoxes.count) : nil

        for (position, field) in fields.enumerated() {
            func text(_ value: String?) {
                guard let value, !value.isEmpty,
                      NumberBox.takes(value, as: field.designation?.rawValue ?? "value", in: field, &builder),
                      Self.fits(value, in: field, &builder) else { return }
                plans.append(PlannedValue(field: field, value: value))
            }
            func select(_ option: SelectOption?, _ what: String) {
                if let plan = builder.selectPlan(field, option, what: what) { plans.append(plan) }
            }
            switch field.designation {
            case .name?: text(WholeName.of(given: item.firstName, middle: item.middleName, family: item.lastName))
            case .honorificPrefix?:
                guard let prefix = item.honorificPrefix, !prefix.isEmpty else { break }
                if field.isSelect { select(Honorifics.option(in: field.options, prefix: prefix), "honorific prefix") } else { text(prefix) }
            case .givenName?: text(item.firstName)
            case .additionalName?: text(item.middleName)
            case .familyName?:
                if let twoSurnames { text(position == surnameBoxes[0] ? twoSurnames.first : twoSurnames.second) }
                else { text(familyName?.rest ?? item.lastName) }
            case .familyNamePrefix?: text(familyName?.prefix)
            case .email?: text(item.email)
            case .organization?: text(item.company)
            case .username?: text(item.username)
            case .streetAddress?: text(address.whole(forTextarea: field.effectiveType == "textarea"))
            case .addressLine1?: text(lines.line(1, lineCount: lineCount))
            case .addressLine2?: text(lines.line(2, lineCount: lineCount))
            case .addressLine3?: text(lines.line(3, lineCount: lineCount))
            case .houseNumber?: text(houseNumber?.number)
            case .houseNumberAddition?: text(houseNumber?.addition)
            case .addressLevel2?: text(postal?.city)
            case .addressLevel1?:
                guard let state = postal?.state, !state.isEmpty else { break }
                if field.isSelect { select(Regions.option(in: field.options, state: state, country: country), "state") }
                else { text(Regions.text(for: state, country: country, maxLength: field.maxLength)) }
            case .postalCode?:
                if let postalParts, let k = postalBoxes.firstIndex(of: position) { text(k < postalParts.count ? postalParts[k] : nil) }
                else { text(postal?.postalCode.map { Self.postalWriting($0, for: field) }) }
            case .country?, .countryName?:
                guard let stored = country, !stored.isEmpty else { break }
                guard let country = Countries.find(stored) else {
                    if field.isSelect { select(OptionMatcher.option(in: field.options, matching: [stored]), "country") } else { text(stored) }
                    break
                }
                if field.isSelect { select(Countries.option(in: field.options, country: country), "country") }
                else { text(Countries.text(for: country, maxLength: field.maxLength)) }
            case .tel?, .telCountryCode?, .telNational?, .telAreaCode?, .telLocal?, .telLocalPrefix?, .telLocalSuffix?:
                guard let phone, !(splitTel && field.designation == .tel) else { break }
                if field.designation == .telAreaCode, field.isSelect {
                    if let areaOption { select(areaOption, "phone's area code") }
                    break
                }
                phonePlan(field, phone, parts: phoneParts, nationalOnly: designations.contains(.telCountryCode),
                          text: text, select: select)
            case .bday?, .bdayDay?, .bdayMonth?, .bdayYear?:
                guard let birthday = item.birthDate.flatMap(Birthday.init) else { break }
                birthdayPlan(field, birthday, text: text, select: select)
            default: break
            }
        }
        return plans
    }

    /// The warning for a phone's boxes left empty because the number does not split into their parts.
    private static func unsplitWarning(_ boxes: [PageField]) -> String {
        "the phone does not split into the parts of the fields \(boxes.map(ScriptBuilder.describe).joined(separator: ", ")); they were left alone"
    }

    private func phonePlan(_ field: PageField, _ phone: PhoneNumber, parts: (area: String, local: String, prefix: String, suffix: String)?,
                           nationalOnly: Bool, text: (String?) -> Void, select: (SelectOption?, String) -> Void) {
        switch field.designation {
        // A number box takes the digits alone (``NumberBox``).
        case .tel?:
            text(field.type == "number" ? (nationalOnly ? phone.national : phone.nationalAtHome)
                 : Self.phoneWriting(phone, for: field, nationalOnly: nationalOnly))
        case .telCountryCode?:
            if field.isSelect { select(phone.countryCodeOption(in: field.options, country: item.country), "phone country code") }
            else if let code = phone.countryCode { text((field.maxLength ?? 9) < code.count + 1 || field.type == "number" ? code : "+" + code) }
        // Without a country code beside it, as dialled at home (WHATWG: "with a country-internal prefix applied").
        case .telNational?: text(nationalOnly ? phone.national : phone.nationalAtHome)
        case .telAreaCode?: text(parts?.area)
        case .telLocal?: text(parts?.local)
        case .telLocalPrefix?: text(parts?.prefix)
        case .telLocalSuffix?: text(parts?.suffix)
        default: break
        }
    }

    private func birthdayPlan(_ field: PageField, _ birthday: Birthday, text: (String?) -> Void,
                              select: (SelectOption?, String) -> Void) {
        switch field.designation {
        case .bday?:
            text(birthday.whole(type: field.type, hints: field.hints, maxLength: field.maxLength, language: context.options.language,
                                pattern: field.pattern))
        case .bdayDay?:
            if field.isSelect { select(DateOptionMatcher.dayOption(in: field.options, day: birthday.day), "birth day") }
            else { text(birthday.dayText(hints: field.hints, maxLength: field.maxLength)) }
        case .bdayMonth?:
            if field.isSelect {
                select(DateOptionMatcher.monthOption(in: field.options, month: birthday.month, language: context.options.language), "birth month")
            } else { text(ExpiryFormatter.month(birthday.month, hints: field.hints, maxLength: field.maxLength, pattern: field.pattern)) }
        case .bdayYear?:
            if field.isSelect { select(OptionMatcher.option(in: field.options, number: birthday.year), "birth year") }
            else { text(ExpiryFormatter.year(birthday.year, hints: field.hints, maxLength: field.maxLength, pattern: field.pattern)) }
        default: break
        }
    }
}
