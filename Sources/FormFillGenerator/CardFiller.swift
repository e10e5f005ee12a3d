import FormFillModel

/// Fills a payment card into the group holding most card fields.
struct CardFiller {
    let context: FillContext
    let item: CardItem

    func fill(into builder: inout ScriptBuilder) throws -> FillTarget {
        // Chrome's rule: no card data on a page that is not a secure context.
        guard context.isSecureContext else {
            throw FillError.refused("the page is not secure (http); card details are filled only on https pages")
        }
        // Card fields are unambiguous enough to fill whatever the form's kind (a card form with a masked security
        // code can look like a password step); only search and newsletter groups are out, and forms that post
        // to another site or over http unless the app allowed it.
        let all = context.dataGroups(.card, excluding: FillContext.searchKinds)
        let groups = all.filter { context.acceptsSecrets($0.form) }
        if groups.isEmpty, let refused = all.first {
            throw FillError.refused((context.destinations.reason(for: context.destination(of: refused.form)) ?? "the form posts elsewhere")
                                    + "; card details are not filled there unless the app allows it")
        }
        // Most card fields wins; ties go to the better-scoring, then the first, group.
        var chosen: (form: PageForm, fields: [PageField])?
        for group in groups {
            guard let best = chosen else { chosen = group; continue }
            if group.fields.count > best.fields.count
                || (group.fields.count == best.fields.count && group.form.score > best.form.score) { chosen = group }
        }
        guard let (form, fields) = chosen else {
            if let why = context.refusal(families: [.card], excluding: FillContext.searchKinds) { throw FillError.refused(why) }
            throw FillError.nothingToFill("the page has no card fields")
        }
        var plans: [PlannedValue] = []
        plans += numberPlans(fields.filter { $0.designation == .ccNumber }, into: &builder)
        for field in fields {
            if let plan = plan(field, into: &builder) { plans.append(plan) }
        }
        guard !plans.isEmpty else { throw FillError.nothingToFill("card '\(item.id)' has nothing for the card fields of \(form.opid)") }
        builder.fill(plans)
        let formOpid = context.formOpid(of: form)
        return FillTarget(action: "fillCard", formOpid: formOpid, formKind: form.kind, destinationForms: [form])
    }

    /// The number whole into one field, or split across several boxes by their maxlength (else a small `size`).
    /// Three or more boxes are always a split number; two boxes are one only when the first has a limit below
    /// the number's length, else the number is asked twice ("Confirm card number", or two layouts of one page)
    /// and each box gets it whole. A box whose `maxlength` is shorter than the number asks for a part of it
    /// ("last four digits"): the whole number never goes there (a script's value is not cut by `maxlength`); it
    /// is left alone with a warning.
    func numberPlans(_ fields: [PageField], into builder: inout ScriptBuilder) -> [PlannedValue] {
        let digits = item.number.filter(\.isASCIIDigit)
        guard let first = fields.first, !digits.isEmpty else { return [] }
        let chunks = fields.map { $0.maxLength ?? $0.size.flatMap { (1...6).contains($0) ? $0 : nil } }
        let split = fields.count > 2 || (fields.count == 2 && (chunks[0].map { $0 < digits.count } ?? false))
        guard split else {
            return fields.compactMap { field in
                if let limit = field.maxLength, limit < digits.count {
                    builder.warn("the card number is longer than the maxlength (\(limit)) of the field \(ScriptBuilder.describe(field)), "
                                 + "which asks for a part of it; it was left alone")
                    return nil
                }
                return PlannedValue(field: field, value: digits)
            }
        }
        return zip(fields, DigitSplitter.split(digits, maxLengths: chunks)).map { PlannedValue(field: $0, value: $1) }
    }

    private func plan(_ field: PageField, into builder: inout ScriptBuilder) -> PlannedValue? {
        func text(_ value: String?) -> PlannedValue? {
            guard let value, !value.isEmpty,
                  NumberBox.takes(value, as: field.designation?.rawValue ?? "value", in: field, &builder) else { return nil }
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
            return text(ExpiryFormatter.combined(month: month, year: year, type: field.type, hints: field.hints,
                                                 maxLength: field.maxLength, pattern: field.pattern))
        case .ccExpMonth?:
            guard let month = item.expMonth else { return nil }
            if field.type == "month", let year = item.expYear {
                return text(ExpiryFormatter.combined(month: month, year: year, type: "month", hints: [], maxLength: nil))
            }
            if field.isSelect {
                let option = DateOptionMatcher.monthOption(in: field.options, month: month, language: context.options.language)
                return builder.selectPlan(field, option, what: "card's expiry month")
            }
            return text(ExpiryFormatter.month(month, hints: field.hints, maxLength: field.maxLength, pattern: field.pattern))
        case .ccExpYear?:
            guard let year = item.expYear else { return nil }
            if field.isSelect {
                return builder.selectPlan(field, DateOptionMatcher.yearOption(in: field.options, year: year), what: "card's expiry year")
            }
            return text(ExpiryFormatter.year(year, hints: field.hints, maxLength: field.maxLength, pattern: field.pattern))
        case .ccType?:
            guard let brand = item.brand ?? CardBrand.detect(number: item.number) else { return nil }
            if field.isSelect {
                return builder.selectPlan(field, CardBrand.option(in: field.options, brand: brand), what: "card's brand")
            }
            return text(CardBrand.displayName(of: brand))
        default:
            return nil
        }
    }
}
