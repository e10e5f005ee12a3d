import Foundation
import FormFillModel

/// The bounds that keep one hostile page from costing unbounded time, memory or output.
///
/// Every bound degrades the result instead of failing: a page a browser would load always gives a token.
/// What was cut is reported in ``CollectedPage/warnings`` (one line each, never quoting page content).
/// The defaults are far above what real pages use (the largest form pages seen have a few thousand
/// controls and labels under 200 characters) and keep the worst case within seconds and a small multiple of
/// the page size in memory.
public struct Limits: Sendable, Hashable {
    /// Bytes of the page that are parsed; the rest is dropped, as if the download had stopped there.
    /// Default 64 MiB.
    public var maxPageBytes: Int
    /// Fields collected, in opid order (`input, select, button`, then textareas); the rest are dropped, so the
    /// opids of the collected ones stay the same. Default 500,000.
    public var maxFields: Int
    /// Characters kept of every label text and attribute-derived string (labels, placeholder, title, name,
    /// id, class, pattern, `passwordrules`, …). Default 1,024.
    public var maxLabelLength: Int
    /// Characters kept of a field's `value`. Default 64 Ki.
    public var maxValueLength: Int
    /// Options kept per select. Default 5,000.
    public var maxSelectOptions: Int
    /// Time spent building fields after the parse; when it runs out the fields built so far are returned.
    /// The libxml2 parse itself is not interrupted (it is linear and bounded by ``maxPageBytes``). Default 10 s.
    public var timeBudget: Duration

    /// Limits with the documented defaults (see `docs/hardening.md`).
    public init(maxPageBytes: Int = 64 << 20, maxFields: Int = 500_000, maxLabelLength: Int = 1_024,
                maxValueLength: Int = 64 << 10, maxSelectOptions: Int = 5_000, timeBudget: Duration = .seconds(10)) {
        self.maxPageBytes = maxPageBytes; self.maxFields = maxFields; self.maxLabelLength = maxLabelLength
        self.maxValueLength = maxValueLength; self.maxSelectOptions = maxSelectOptions; self.timeBudget = timeBudget
    }

    /// Cuts every string of `field` to its bound; reports whether anything was cut.
    func clamp(_ field: inout FieldDetails) -> Bool {
        // Direct inout access to each property: key paths cost 3% of a whole collect here.
        var cut = false
        func clip(_ text: inout String?, _ limit: Int) {
            guard let value = text, value.utf8.count > limit else { return }
            let clipped = Self.clipped(value, to: limit)
            if clipped.utf8.count < value.utf8.count { text = clipped; cut = true }
        }
        let label = maxLabelLength
        clip(&field.value, maxValueLength)
        clip(&field.htmlID, label); clip(&field.htmlName, label); clip(&field.htmlClass, label)
        clip(&field.tabindex, label); clip(&field.title, label); clip(&field.labelTag, label)
        clip(&field.labelData, label); clip(&field.labelAria, label); clip(&field.labelTop, label); clip(&field.labelLegend, label)
        clip(&field.labelSection, label)
        clip(&field.labelDescribedBy, label)
        clip(&field.labelRight, label); clip(&field.labelLeft, label); clip(&field.placeholder, label)
        clip(&field.rel, label); clip(&field.type, label); clip(&field.autoCompleteType, label)
        clip(&field.pattern, label); clip(&field.passwordRules, label); clip(&field.inputMode, label)
        clip(&field.dataUnmasked, label); clip(&field.dataStripe, label); clip(&field.dataBraintreeName, label)
        clip(&field.form, label)
        if var options = field.selectOptions, options.count > maxSelectOptions
            || options.contains(where: { ($0.text?.utf8.count ?? 0) > label || $0.value.utf8.count > label }) {
            if options.count > maxSelectOptions { options.removeLast(options.count - maxSelectOptions); cut = true }
            for i in options.indices {
                var value: String? = options[i].value
                clip(&options[i].text, label); clip(&value, label)
                options[i].value = value ?? ""
            }
            field.selectOptions = options
        }
        for i in field.additional.indices {
            guard case .string(let text) = field.additional[i].value, text.utf8.count > label else { continue }
            var clipped: String? = text
            clip(&clipped, label)
            field.additional[i].value = .string(clipped ?? "")
        }
        return cut
    }

    /// A label-like text cut to ``maxLabelLength``.
    func label(_ text: String?) -> String? { text.map { Self.clipped($0, to: maxLabelLength) } }

    /// The first `count` Unicode scalars of `text` (cut on a scalar boundary, so the result stays valid text).
    static func clipped(_ text: String, to count: Int) -> String {
        guard text.utf8.count > count else { return text }
        // Found on the UTF-8 bytes (a scalar starts at every byte that is not a continuation byte) and copied
        // once: appending the scalars one by one cost about 500 instructions each.
        let utf8 = text.utf8
        var scalars = 0
        var end = utf8.endIndex
        for i in utf8.indices where utf8[i] & 0xC0 != 0x80 {
            if scalars == max(0, count) { end = i; break }
            scalars += 1
        }
        return String(text.unicodeScalars[..<end])
    }
}
