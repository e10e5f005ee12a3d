import Foundation
import FormFillHTML
import FormFillModel
import FormFillSupport

/// Turns HTML into the collected-page-details token without a browser.
///
/// The field list is `input, select, button` in document order (opids `__0` … `__{n-1}`, exactly as the
/// original collect script numbers them), followed by every `textarea` in document order (`__n`, `__n+1`, …,
/// `type` `"textarea"`). Appending textareas keeps the original opids unchanged; `collect.js` and `fill.js`
/// use the same numbering (fill.js resolves an index N ≥ n to the (N−n)th textarea).
///
/// Everything that needs no layout is computed as in a browser (labels, values, forms, `visible` from
/// inline and `<style>` rules); `viewable` is a static approximation (see `docs/collector.md`).
/// Cost is linear in the page: one parse, one scan, and dictionary lookups per field.
public struct Collector: Sendable {
    /// What to collect with.
    public struct Options: Sendable, Hashable {
        /// The page URL; when nil it comes from the page (saved-from comment, `<base>`, canonical link),
        /// else ``fallbackURL``.
        public var pageURL: String?
        /// The URL to use when neither ``pageURL`` nor the page gives one (a file's `file://` URL).
        public var fallbackURL: String?
        /// Echoed by the fill script; a fresh UUID when nil.
        public var documentUUID: String?
        /// Milliseconds since 1970; now when nil.
        public var timestamp: Int64?
        /// An encoding label that overrides sniffing (like an HTTP charset).
        public var encoding: String?
        /// Bounds on page size, field count, text lengths and time (see ``Limits``).
        public var limits: Limits
        /// The directory of a saved page's file, from which the style sheets it links by a relative `href`
        /// (`<link rel=stylesheet href="Page_files/site.css">`) are read, as a browser opening the file reads
        /// them; nil reads none (a page from standard input or from memory). `data:` sheets are read either
        /// way; remote ones never (see ``LinkedStyleSheets``).
        public var styleSheetDirectory: URL?
        /// The cores that build the fields of a large page (the token is the same either way).
        package var parallelism: Parallelism

        /// Options for one collection; every value has a default.
        public init(pageURL: String? = nil, fallbackURL: String? = nil, documentUUID: String? = nil,
                    timestamp: Int64? = nil, encoding: String? = nil, limits: Limits = Limits(),
                    styleSheetDirectory: URL? = nil) {
            self.init(pageURL: pageURL, fallbackURL: fallbackURL, documentUUID: documentUUID, timestamp: timestamp,
                      encoding: encoding, limits: limits, parallelism: .automatic)
            self.styleSheetDirectory = styleSheetDirectory
        }

        /// The same with a choice of cores (tests and benchmarks).
        package init(pageURL: String? = nil, fallbackURL: String? = nil, documentUUID: String? = nil,
                    timestamp: Int64? = nil, encoding: String? = nil, limits: Limits = Limits(),
                    parallelism: Parallelism) {
            self.pageURL = pageURL; self.fallbackURL = fallbackURL; self.documentUUID = documentUUID
            self.timestamp = timestamp; self.encoding = encoding; self.limits = limits; self.parallelism = parallelism
        }
    }

    /// What to collect with.
    public var options: Options

    /// A collector with the given options.
    public init(options: Options = Options()) { self.options = options }

    /// Collects a page.
    /// - Throws: `HTMLError` only when memory runs out; any content gives a token.
    public func collect(_ data: Data) throws -> CollectedPage {
        let limit = max(0, options.limits.maxPageBytes)
        let page = data.count > limit ? data.prefix(limit) : data
        let document = try HTMLDocument(data: page, options: HTMLParseOptions(encoding: options.encoding))
        var collected = collect(document, rawBytes: page)
        if page.count < data.count {
            collected.warnings.insert("the page has \(data.count) bytes; only the first \(limit) were read", at: 0)
        }
        return collected
    }

    /// Collects an HTML string.
    public func collect(html: String) throws -> CollectedPage {
        var options = self.options
        options.encoding = "utf-8"
        return try Collector(options: options).collect(Data(html.utf8))
    }

    /// Collects an already parsed document (`rawBytes` are searched for a "saved from url" comment).
    package func collect(_ document: HTMLDocument, rawBytes: Data? = nil) -> CollectedPage {
        let limits = options.limits
        let deadline = ContinuousClock.now.advanced(by: limits.timeBudget)
        let scan = DocumentScan(document, parallelism: options.parallelism)
        var warnings: [String] = []

        // Page URL, then the base URL that relative URLs resolve against.
        var source = PageURLSource.fallback
        var url = options.fallbackURL ?? "about:blank"
        let savedFrom = options.pageURL == nil ? rawBytes.map(PageURL.savedFrom) : nil
        warnings += savedFrom?.warnings ?? []
        if let explicit = options.pageURL {
            url = explicit; source = .option
        } else if let saved = savedFrom?.url {
            url = saved; source = .savedFromComment
        } else if let base = scan.baseHref.flatMap(PageURL.absolute) {
            url = base; source = .baseElement
        } else if let canonical = scan.canonicalHref.flatMap(PageURL.absolute) {
            url = canonical; source = .canonicalLink
        }
        let baseURL = scan.baseHref.flatMap { PageURL.resolve($0, against: url) } ?? url

        // A page can have thousands of forms: chunks of them on all cores. Pages repeat a few actions over many
        // forms, so each chunk resolves each distinct action once, against a base parsed once.
        let parsedBase = URL(string: baseURL), pageURL = url
        let formsWithoutFormActions = options.parallelism.map(options.parallelism.chunks(of: scan.forms.count)) { range in
            var actions: [String: String] = [:]
            return range.map { index in
                let form = scan.forms[index]
                let action = form.attribute("action").map(TextCleaning.trimmedASCII) ?? ""
                let method = form.attribute("method")?.lowercased().trimmingCharacters() ?? ""
                let resolved: String
                if let known = actions[action] {
                    resolved = known
                } else {
                    let absolute = action.isEmpty ? pageURL : PageURL.resolve(action, against: baseURL, parsed: parsedBase) ?? action
                    resolved = Limits.clipped(absolute, to: limits.maxValueLength)
                    actions[action] = resolved
                }
                var details = FormDetails(
                    opid: "__form__\(index)", htmlName: limits.label(form.attribute("name")),
                    htmlID: limits.label(form.attribute("id")), htmlAction: resolved,
                    htmlMethod: ["get", "post", "dialog"].contains(method) ? method : "get")
                details.htmlClass = limits.label(form.attribute("class"))
                details.heading = limits.label(Labels.heading(of: form))
                return details
            }
        }.flatMap { $0 }
        let forms = Self.addingFormActions(to: formsWithoutFormActions, scan: scan, pageURL: url, baseURL: baseURL,
                                           parsedBase: parsedBase, limits: limits)

        let builder = FieldBuilder(scan: scan, labels: Labels(scan: scan),
                                   visibility: Visibility(sheet: StyleSheet(sources: scan.styleSheets(from: options.styleSheetDirectory)),
                                                          document: scan.document))
        let fieldCount = min(scan.controls.count, max(0, limits.maxFields))
        // Fields are independent once the page is indexed: chunks are built on all cores, each with its own
        // builder (its caches are per chunk), and joined in order. A chunk that runs out of time ends the
        // list there, so the fields kept are always a prefix.
        let (fields, chunks) = options.parallelism.makeArray(count: fieldCount) { range, emit -> BuiltFields in
            var builder = builder
            var chunk = BuiltFields()
            for index in range {
                // Checking the clock every 64 fields keeps its cost out of the profile.
                if index % 64 == 63, ContinuousClock.now > deadline {
                    chunk.stoppedAt = index
                    break
                }
                var field = builder.field(index)
                if limits.clamp(&field) { chunk.clipped += 1 }
                emit(consume field)
            }
            return chunk
        }
        var clipped = 0
        for chunk in chunks {
            clipped += chunk.clipped
            if let index = chunk.stoppedAt {
                warnings.append("collection stopped after \(limits.timeBudget) at field \(index) of \(scan.controls.count)")
                break
            }
        }
        if fieldCount < scan.controls.count {
            warnings.append("the page has \(scan.controls.count) fields; only the first \(fieldCount) were collected")
        }
        if clipped > 0 {
            warnings.append("\(clipped) field(s) had texts longer than the limits (\(limits.maxLabelLength) characters per label, \(limits.maxValueLength) per value); they were cut")
        }

        let frames = scan.frames.map { src in
            FrameReport(src: src.flatMap { PageURL.resolve($0, against: baseURL) } ?? "about:blank",
                        entered: false, reason: "static-collector")
        }
        let details = PageDetails(
            documentUUID: options.documentUUID ?? UUID().uuidString, title: limits.label(scan.title) ?? "", url: url,
            documentURL: url,
            collectedTimestamp: options.timestamp ?? Int64((Date().timeIntervalSince1970 * 1000).rounded()),
            displayTitle: scan.displayTitle, forms: forms, fields: fields, frames: frames)
        return CollectedPage(details: details, urlSource: source, sourceEncoding: document.sourceEncoding,
                             originalFieldCount: min(scan.originalCount, fields.count), warnings: warnings)
    }
}

extension Collector {
    /// Each form's submit controls' `formaction`s (`button` of type submit, `input type=submit|image`, owned
    /// through the `form` attribute too), resolved like the action: an empty one is the page URL.
    static func addingFormActions(to forms: [FormDetails], scan: DocumentScan, pageURL: String, baseURL: String,
                                  parsedBase: URL?, limits: Limits) -> [FormDetails] {
        // Looked up once: most pages have no `formaction`, and hashing the name per control cost more than the rest.
        guard let formaction = scan.document.name("formaction") else { return forms }
        var forms = forms
        for control in scan.controls where control.tag == .button || control.tag == .input {
            guard let raw = control.element.attribute(formaction) else { continue }
            let type = FieldBuilder.type(of: control.element, tag: control.tag)
            guard type == "submit" || type == "image", let owner = scan.owningForm(of: control), owner < forms.count else { continue }
            let action = TextCleaning.trimmedASCII(raw)
            let absolute = action.isEmpty ? pageURL : PageURL.resolve(action, against: baseURL, parsed: parsedBase) ?? action
            let resolved = Limits.clipped(absolute, to: limits.maxValueLength)
            if !forms[owner].formActions.contains(resolved) { forms[owner].formActions.append(resolved) }
        }
        return forms
    }
}

/// What one chunk of the field list cut, and whether its time ran out.
private struct BuiltFields {
    var clipped = 0
    /// The index at which the time budget ran out.
    var stoppedAt: Int?
}

/// The result of ``Collector/collect(_:)-(Data)``.
public struct CollectedPage: Sendable, Hashable {
    /// The token.
    public var details: PageDetails
    /// Where the page URL came from; ``PageURLSource/fallback`` deserves a warning.
    public var urlSource: PageURLSource
    /// The encoding the bytes were read with.
    public var sourceEncoding: String
    /// How many fields are `input, select, button` (the original list); textareas follow.
    public var originalFieldCount: Int
    /// What the ``Limits`` cut (page bytes, fields, long texts, time), one line each; never page content.
    public var warnings: [String] = []
}
