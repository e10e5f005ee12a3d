import FormFillModel

/// US states and territories and Canadian provinces, to write a state as a code or a name and to find it in a
/// select.
package enum Regions {
    /// The region written as a code or a name, preferring the given country's.
    package static func find(_ text: String, country: String? = nil) -> Region? {
        let key = OptionText.normalize(text)
        let matches = Region.all.filter { region in
            ([region.code] + region.allNames).contains { OptionText.normalize($0) == key }
        }
        return matches.first { $0.country == country?.uppercased() } ?? matches.first
    }

    /// The option of a state select: by code or name in the value or text (`AZ`, `US-AZ`, `Arizona`), then in a
    /// part of the text ("Arizona (AZ)", "AZ - Arizona").
    package static func option(in options: [SelectOption], state: String, country: String? = nil) -> SelectOption? {
        guard let region = find(state, country: country) else {
            return OptionMatcher.option(in: options, matching: [state])
        }
        let candidates = [region.code, region.name, "\(region.country)-\(region.code)"] + region.otherNames
        return OptionMatcher.option(in: options, matching: candidates)
            ?? OptionMatcher.option(in: options, pairing: [region.name] + region.otherNames, with: [region.code])
    }

    /// The state for a text field: the code when the maxlength leaves no room for the name, else the name
    /// when the user stored the name, else what the user stored.
    package static func text(for state: String, country: String? = nil, maxLength: Int?) -> String {
        guard let region = find(state, country: country) else { return state }
        if let maxLength, maxLength < region.name.count { return region.code }
        return state
    }
}
