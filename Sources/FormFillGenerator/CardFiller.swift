import FormFillModel

/// Fills a payment card into the group holding most card fields.
struct CardFiller {
    let context: FillContext
    let item: CardItem

    func fill(into builder: inout ScriptBuilder) throws -> FillTarget {
        let groups = context.dataGroups(.card)
        // Most card fields wins; ties go to the better-scoring, then the first, group.
        var chosen: (form: FormClassification, fields: [ClassifiedField])?
        for group in groups {
            guard let best = chosen else { chosen = group; continue }
            if group.fields.count > best.fields.count
                || (group.fields.count == best.fields.count && group.form.score > best.form.score) { chosen = group }
        }
        guard let (form, fields) = chosen else {
            throw FillError.nothingToFill("the page has no card fields")
        }
        var plans: [PlannedValue] = []
        plans += numberPlans(fields.filter { $0.designation == .ccNumber })
        for field in fields {
            if let plan = plan(field, into: &builder) { plans.append(plan) }
        }
        guard !plans.isEmpty else { throw FillError.nothingToFill("card '\(item.id)' has nothing for the card fields of \(form.opid)") }
        if context.isInsecurePage {
            builder.flag("insecure-page", warning: "the page is not secure (http): card details would be sent unencrypted")
        }
        builder.fill(plans)
        return FillTarget(action: "fillCard", formOpid: context.formOpid(of: form), formKind: form.kind)
    }

    /// The number whole into one field, or split across several boxes by their maxlength. Boxes that each
    /// take the whole number are duplicates (two layouts of one page): the first one gets it.
    func numberPlans(_ fields: [ClassifiedField]) -> [PlannedValue] {
        let digits = item.number.filter(\.isASCIIDigit)
        guard let first = fields.first, !digits.isEmpty else { return [] }
        let maxLengths = fields.map(\.details.maxLength)
        let split = fields.count > 1 && maxLengths.dropLast().allSatisfy { ($0 ?? 4) < digits.count }
        guard split else { return [PlannedValue(field: first, value: digits)] }
        return zip(fields, DigitSplitter.split(digits, maxLengths: maxLengths)).map { PlannedValue(field: $0, value: $1) }
    }

    private func plan(_ field: ClassifiedField, into builder: inout ScriptBuilder) -> PlannedValue? {
        let details = field.details
        func text(_ value: String?) -> PlannedValue? {
            guard let value, !value.isEmpty else { return nil }
            return PlannedValue(field: field, value: value)
        }
        let name = item.cardholder.map(NameSplitter.split)
        switch field.designation {
        case .ccName?: return text(item.cardholder)
        case .ccGivenName?: return text(name?.given)
        case .ccAdditionalName?: return text(name?.middle)
        case .ccFamilyName?: return text(name?.family)
        case .ccCSC?: return text(item.cvv)
        case .ccExp?:
            guard let month = item.expMonth, let year = item.expYear else { return nil }
            if field.isSelect {
                let candidates = ["MM/YY", "MM/YYYY", "MMYY", "M/YY", "MM-YY", "MM-YYYY"].compactMap {
                    DatePattern.monthYear(in: $0)?.format(year: year, month: month)
                }
                return builder.selectPlan(field, OptionMatcher.option(in: field.options, matching: candidates), what: "card's expiry")
            }
            return text(ExpiryFormatter.combined(month: month, year: year, type: details.type, hints: field.hints,
                                                 maxLength: details.maxLength))
        case .ccExpMonth?:
            guard let month = item.expMonth else { return nil }
            if details.type == "month", let year = item.expYear {
                return text(ExpiryFormatter.combined(month: month, year: year, type: "month", hints: [], maxLength: nil))
            }
            if field.isSelect {
                let option = DateOptionMatcher.monthOption(in: field.options, month: month, language: context.options.language)
                return builder.selectPlan(field, option, what: "card's expiry month")
            }
            return text(ExpiryFormatter.month(month, hints: field.hints, maxLength: details.maxLength))
        case .ccExpYear?:
            guard let year = item.expYear else { return nil }
            if field.isSelect {
                return builder.selectPlan(field, DateOptionMatcher.yearOption(in: field.options, year: year), what: "card's expiry year")
            }
            return text(ExpiryFormatter.year(year, hints: field.hints, maxLength: details.maxLength))
        case .ccType?:
            guard let brand = item.brand ?? CardBrand.detect(number: item.number) else { return nil }
            if field.isSelect {
                return builder.selectPlan(field, CardBrand.option(in: field.options, brand: brand), what: "card's brand")
            }
            return ["radio", "checkbox"].contains(details.effectiveType) ? nil : text(CardBrand.displayName(of: brand))
        default:
            return nil
        }
    }
}
