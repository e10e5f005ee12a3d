import FormFillModel

/// Fills an identity into every section it can: a checkout page with shipping and billing addresses gets
/// both (the same person ships and pays far more often than not, and a host can clear a section it does not
/// want). Sign-in, search and newsletter groups are left alone.
struct IdentityFiller {
    let context: FillContext
    let item: IdentityItem

    func fill(into builder: inout ScriptBuilder) throws -> FillTarget {
        var groups = context.dataGroups(.identity)
        // A sign-up form's user name belongs to the identity too.
        groups = groups.map { group in
            guard group.form.kind == .signup else { return group }
            let withUsername = context.fillableFields(of: group.form).filter {
                $0.designation?.family == .identity || $0.designation == .username
            }
            return (group.form, withUsername)
        }
        var plans: [PlannedValue] = []
        var filledForms: [FormClassification] = []
        for (form, fields) in groups {
            var sections: [String: [ClassifiedField]] = [:]
            var order: [String] = []
            for field in fields {
                if sections[field.sectionKey] == nil { order.append(field.sectionKey) }
                sections[field.sectionKey, default: []].append(field)
            }
            let before = plans.count
            for key in order { plans += sectionPlans(sections[key] ?? [], into: &builder) }
            if plans.count > before { filledForms.append(form) }
        }
        guard !plans.isEmpty else { throw FillError.nothingToFill("identity '\(item.id)' has nothing for the fields of this page") }
        builder.fill(plans)
        let single = filledForms.count == 1 ? filledForms.first : nil
        return FillTarget(action: "fillIdentity", formOpid: single.flatMap(context.formOpid(of:)), formKind: single?.kind)
    }

    private var address: StreetAddress { StreetAddress([item.address1, item.address2, item.address3]) }
    private var phone: PhoneNumber? {
        (item.phone ?? item.phones.first?.number).flatMap { $0.isEmpty ? nil : PhoneNumber($0, defaultCountry: item.country) }
    }

    func sectionPlans(_ fields: [ClassifiedField], into builder: inout ScriptBuilder) -> [PlannedValue] {
        var plans: [PlannedValue] = []
        let designations = Set(fields.compactMap(\.designation))
        let lineCount = [Designation.addressLine3, .addressLine2, .addressLine1].firstIndex(where: designations.contains)
            .map { 3 - $0 } ?? 0
        // Several short `tel` boxes in a row are one number split by their maxlength.
        let telFields = fields.filter { $0.designation == .tel }
        let splitTel = telFields.count > 1 && telFields.dropLast().allSatisfy { ($0.details.maxLength ?? 99) <= 5 }
        if splitTel, let phone {
            let chunks = DigitSplitter.split(phone.national, maxLengths: telFields.map(\.details.maxLength))
            plans += zip(telFields, chunks).filter { !$1.isEmpty }.map { PlannedValue(field: $0, value: $1) }
        }
        let phoneParts = phone?.parts(areaLength: fields.first { $0.designation == .telAreaCode }?.details.maxLength,
                                      prefixLength: fields.first { $0.designation == .telLocalPrefix }?.details.maxLength)

        for field in fields {
            func text(_ value: String?) {
                if let value, !value.isEmpty { plans.append(PlannedValue(field: field, value: value)) }
            }
            func select(_ option: SelectOption?, _ what: String) {
                if let plan = builder.selectPlan(field, option, what: what) { plans.append(plan) }
            }
            let details = field.details
            switch field.designation {
            case .name?: text([item.firstName, item.middleName, item.lastName].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " "))
            case .honorificPrefix?:
                guard let prefix = item.honorificPrefix, !prefix.isEmpty else { break }
                if field.isSelect { select(Honorifics.option(in: field.options, prefix: prefix), "honorific prefix") } else { text(prefix) }
            case .givenName?: text(item.firstName)
            case .additionalName?: text(item.middleName)
            case .familyName?: text(item.lastName)
            case .email?: text(item.email)
            case .organization?: text(item.company)
            case .username?: text(item.username)
            case .streetAddress?: text(address.whole(forTextarea: details.effectiveType == "textarea"))
            case .addressLine1?: text(address.line(1, lineCount: lineCount))
            case .addressLine2?: text(address.line(2, lineCount: lineCount))
            case .addressLine3?: text(address.line(3, lineCount: lineCount))
            case .addressLevel2?: text(item.city)
            case .addressLevel1?:
                guard let state = item.state, !state.isEmpty else { break }
                if field.isSelect { select(Regions.option(in: field.options, state: state, country: item.country), "state") }
                else { text(Regions.text(for: state, country: item.country, maxLength: details.maxLength)) }
            case .postalCode?: text(item.postalCode)
            case .country?, .countryName?:
                guard let stored = item.country, !stored.isEmpty else { break }
                guard let country = Countries.find(stored) else {
                    if field.isSelect { select(OptionMatcher.option(in: field.options, matching: [stored]), "country") } else { text(stored) }
                    break
                }
                if field.isSelect { select(Countries.option(in: field.options, country: country), "country") }
                else { text(Countries.text(for: country, maxLength: details.maxLength)) }
            case .tel?:
                guard !splitTel, let phone else { break }
                text(phone.whole(maxLength: details.maxLength, nationalOnly: designations.contains(.telCountryCode)))
            case .telCountryCode?:
                guard let phone else { break }
                if field.isSelect { select(phone.countryCodeOption(in: field.options, country: item.country), "phone country code") }
                else if let code = phone.countryCode { text((details.maxLength ?? 9) < code.count + 1 ? code : "+" + code) }
            case .telNational?: text(phone?.national)
            case .telAreaCode?: text(phoneParts?.area)
            case .telLocal?: text(phoneParts.map { $0.prefix + $0.suffix })
            case .telLocalPrefix?: text(phoneParts?.prefix)
            case .telLocalSuffix?: text(phoneParts?.suffix)
            case .bday?, .bdayDay?, .bdayMonth?, .bdayYear?:
                guard let birthday = item.birthDate.flatMap(Birthday.init) else { break }
                birthdayPlan(field, birthday, text: text, select: select)
            default: break
            }
        }
        return plans
    }

    private func birthdayPlan(_ field: ClassifiedField, _ birthday: Birthday, text: (String?) -> Void,
                              select: (SelectOption?, String) -> Void) {
        let details = field.details
        switch field.designation {
        case .bday?:
            text(birthday.whole(type: details.type, hints: field.hints, maxLength: details.maxLength, language: context.options.language))
        case .bdayDay?:
            if field.isSelect { select(DateOptionMatcher.dayOption(in: field.options, day: birthday.day), "birth day") }
            else { text(birthday.dayText(hints: field.hints, maxLength: details.maxLength)) }
        case .bdayMonth?:
            if field.isSelect {
                select(DateOptionMatcher.monthOption(in: field.options, month: birthday.month, language: context.options.language), "birth month")
            } else { text(ExpiryFormatter.month(birthday.month, hints: field.hints, maxLength: details.maxLength)) }
        case .bdayYear?:
            if field.isSelect { select(OptionMatcher.option(in: field.options, number: birthday.year), "birth year") }
            else { text(ExpiryFormatter.year(birthday.year, hints: field.hints, maxLength: details.maxLength)) }
        default: break
        }
    }
}
