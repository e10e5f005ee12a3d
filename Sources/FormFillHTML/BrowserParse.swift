import Foundation

/// Where a browser's HTML parser reads a page differently from libxml2 2.9's, in the three ways that decide
/// which forms a page has and where their data goes. ``HTMLTreeBuilder`` feeds it every parser event with the
/// source offset the event ends at, and records what it says on the nodes (``NodeRecord/Flags``,
/// ``HTMLDocument/parserFormOwners``); libxml2's tree itself is not changed (``HTMLEditor`` relies on it).
///
/// 1. **Text-only content.** A browser reads the content of `<textarea>` and `<title>` (RCDATA), of `<style>`,
///    `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>` and `<noscript>` (RAWTEXT; a scripted page), up to the first
///    end tag of the same name, as text, and everything after `<plaintext>`. libxml2 closes most of them at
///    the next block and builds elements from the rest: a login form written inside an `<xmp>` is a form for
///    libxml2 and a line of text in a browser. Elements whose start tag lies in such text are marked
///    ``NodeRecord/Flags/inText``.
/// 2. **The form element pointer.** A browser's parser remembers the last `<form>` it opened until a `</form>`
///    end tag, even after the form element itself was closed by another end tag (`<div><form></div>`): every
///    control parsed meanwhile belongs to that form, and every `<form>` start tag meanwhile is ignored. libxml2
///    instead closes an open form at the next `<form>` and leaves controls after a closed form without one. So
///    `<form action=evil><form action=/login><input type=password>` posts the password to `evil` in a browser.
///    A `<form>` a browser ignores is marked ``NodeRecord/Flags/ignoredForm``; a control whose browser form (the
///    pointer's, or none after a `</form>`) is not its nearest form in libxml2's tree gets that one as its owner.
/// 3. **Foreign content.** What an `<svg>` or a `<math>` holds is SVG or MathML, not HTML: a `<form>` or
///    `<input>` there is no form or control (and sets no form pointer), a `<style>` or `<title>` there holds no
///    text-only content. HTML comes back inside an integration point (an SVG `<foreignObject>`, `<desc>` or
///    `<title>`; a MathML `<mi>`, `<mo>`, `<mn>`, `<ms>`, `<mtext>`, an HTML `<annotation-xml>`) and at a tag
///    that breaks out of foreign content (`<div>`, `<p>`, `<table>`, `<font color>`, …). Foreign elements are
///    marked ``NodeRecord/Flags/foreign``; libxml2 knows no foreign content.
///
/// None of it is a full HTML tokenizer. While the pointer is set, the source between two parser events is read
/// for a `</form>` end tag by ``scanForFormEnd(_:from:to:)``, which reads tags, attribute values and comments
/// the way a browser's tokenizer does: libxml2 ignores some `</form>` tags that a browser obeys (one while a
/// `<div>` opened inside the form is still open, one after another end tag closed the form).
struct BrowserParse {
    /// Source offset (in the UTF-8 bytes libxml2 reads) up to which a browser reads everything as text;
    /// -1 when no text-only element is open.
    private var textUntil = -1
    /// The browser's form element pointer (a node id), -1 when none.
    private var formPointer: Int32 = -1
    /// Whether the pointer's form is still open in libxml2's tree.
    private var pointerOpen = false
    /// While the pointer is set: the offset from which the source has not yet been read for a `</form>`.
    private var scannedUntil = 0
    /// Where the source holds `</f` or `</F` (found once, when a page first opens a form), and the first of them
    /// not yet passed: the source between two events is read only when one lies in it.
    private var formEndCandidates: [Int] = []
    private var candidatesFound = false
    private var nextCandidate = 0
    /// The open `<template>` elements (a form start tag inside one neither sets nor obeys the pointer).
    private var templates: [Int32] = []
    /// The forms a browser honoured that are open in libxml2's tree, innermost last, and those libxml2 closed at
    /// a `</form>` while a browser keeps elements opened inside them open.
    private var openForms: [OpenForm] = []

    /// A form open in libxml2's tree, or in a browser's only.
    private struct OpenForm {
        var id: Int32
        /// Its place in libxml2's stack of open elements.
        var depth: Int
        /// Set when a browser has closed it (at a `</form>`): the stack size then. A browser takes only the form
        /// off its stack and keeps the elements opened inside it open, so what is parsed inside them is still
        /// inside the form. libxml2 either ignores that `</form>` (a `<div>` or a cell is open inside the form):
        /// once it has closed those elements, what follows is outside the form in a browser and still inside it
        /// in libxml2's tree; or it closes them with the form (a `<span>`, a `<dd>`, a `<center>`), and
        /// ``onlyInABrowser`` is set.
        var closedAt: Int? = nil
        /// libxml2 has closed the form and the elements opened in it, which a browser keeps open until an end
        /// tag of their own that libxml2 no longer reports: what follows is taken to be in the form (it posts
        /// there or nowhere) until libxml2 closes the form's parent, which closes them all in a browser too.
        var onlyInABrowser = false
        /// Where the `</form>` that closed it in a browser ends, and the stack size then (``closedAt`` shrinks
        /// as libxml2 closes the elements above the form).
        var closingTag: (end: Int, size: Int)? = nil

        /// Whether an element parsed now is inside the form in a browser's tree.
        var holdsNewElements: Bool { onlyInABrowser || (closedAt.map { $0 > depth + 1 } ?? true) }
    }
    /// Per element open in libxml2's tree (the document at the bottom): whether its children are SVG or MathML.
    private var foreignChildren: [Bool] = [false]

    /// What an element name is to foreign content (the HTML standard's rules "in foreign content", by name).
    enum NameKind: UInt8 {
        case plain, foreignRoot, integrationPoint, breakout, font, annotationXML, plaintext

        init(_ name: String) {
            switch name {
            case "svg", "math": self = .foreignRoot
            case "foreignobject", "desc", "title", "mi", "mo", "mn", "ms", "mtext": self = .integrationPoint
            case "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed",
                 "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr",
                 "ol", "p", "pre", "ruby", "s", "small", "span", "strike", "strong", "sub", "sup", "table", "tt", "u",
                 "ul", "var":
                self = .breakout
            case "font": self = .font
            case "annotation-xml": self = .annotationXML
            case "plaintext": self = .plaintext
            default: self = .plain
            }
        }
    }

    /// An element as its start tag gives it.
    struct Element {
        var id: Int32
        var tag: HTMLTag
        var kind: NameKind
        /// A `<font>` with `color`, `face` or `size` (it breaks out of foreign content).
        var fontBreaksOut = false
        /// An `<annotation-xml>` whose `encoding` is HTML (`text/html`, `application/xhtml+xml`).
        var holdsHTML = false
    }

    /// What a start tag is in a browser.
    struct Start {
        var flags: NodeRecord.Flags = []
        /// The form a browser gives the control (-1: none) when it is not its nearest form in libxml2's tree;
        /// nil when it is.
        var owner: Int32? = nil
    }

    /// `element` started; its start tag ends at `offset` of `source`.
    mutating func start(_ element: Element, offset: Int, source: UnsafeBufferPointer<UInt8>) -> Start {
        var result = Start()
        let id = element.id, tag = element.tag
        let parentForeign = foreignChildren[foreignChildren.count - 1]
        let breaksOut = element.kind == .breakout || (element.kind == .font && element.fontBreaksOut)
        let isForeign = parentForeign && !breaksOut
        let inText = offset <= textUntil && tag != .html && tag != .head && tag != .body
        if !inText { readSource(upTo: offset, source) }
        switch element.kind {
        case .foreignRoot: foreignChildren.append(true)
        case _ where !parentForeign || breaksOut: foreignChildren.append(false)
        case .integrationPoint: foreignChildren.append(false)
        case .annotationXML: foreignChildren.append(!element.holdsHTML)
        default: foreignChildren.append(true)
        }
        // `<html>`, `<head>` and `<body>` are there in a browser too, if only implied.
        if inText {
            result.flags.insert(.inText)
            return result
        }
        if isForeign {
            result.flags.insert(.foreign)
            return result
        }
        switch tag {
        case .template:
            templates.append(id)
        case .form where templates.isEmpty:
            if formPointer >= 0 {
                result.flags.insert(.ignoredForm)
            } else {
                formPointer = id
                pointerOpen = true
                scannedUntil = offset
                openForms.append(OpenForm(id: id, depth: foreignChildren.count - 1))
            }
        case .input, .select, .button, .textarea:
            // The pointer's form, else the nearest form around it in a browser's tree.
            let browserForm = formPointer >= 0 ? formPointer : openForms.last(where: \.holdsNewElements)?.id ?? -1
            let treeForm = openForms.last(where: { !$0.onlyInABrowser })?.id ?? -1
            if templates.isEmpty, browserForm != treeForm { result.owner = browserForm }
        default:
            break
        }
        if element.kind == .plaintext {
            textUntil = source.count
        } else if let name = Self.textOnlyName(tag) {
            textUntil = Self.endTag(name, in: source, from: offset) ?? source.count
        }
        return result
    }

    /// The element `id` (with `tag`) was closed; libxml2 has read the source up to `offset`.
    mutating func end(_ id: Int32, tag: HTMLTag, offset: Int, source: UnsafeBufferPointer<UInt8>) {
        readSource(upTo: offset, source)
        if foreignChildren.count > 1 { foreignChildren.removeLast() }
        if tag == .template, templates.last == id { templates.removeLast() }
        if let k = openForms.lastIndex(where: { $0.id == id }) {
            // Closed with elements opened inside it that a browser keeps open (see ``OpenForm/onlyInABrowser``).
            if let closing = openForms[k].closingTag, closing.end == offset, closing.size > openForms[k].depth + 1 {
                openForms[k].onlyInABrowser = true
            } else {
                openForms.remove(at: k)
            }
        }
        let size = foreignChildren.count
        openForms.removeAll { $0.onlyInABrowser && size < $0.depth }
        for k in openForms.indices where !openForms[k].onlyInABrowser {
            if let at = openForms[k].closedAt, at > size { openForms[k].closedAt = size }
        }
        // Closed in libxml2's tree by `</form>` (the read above has cleared the pointer), by another end tag, a
        // `<form` start tag or the end of the page (the pointer stays: it dangles).
        if id == formPointer { pointerOpen = false }
    }

    /// Text, a comment or another event that ends at `offset`; `isRawText` when it is the content of a
    /// `<script>`, which libxml2 reads as text too (a `<style>`'s lies before ``textUntil``).
    mutating func other(offset: Int, isRawText: Bool, source: UnsafeBufferPointer<UInt8>) {
        if isRawText || offset <= textUntil {
            if formPointer >= 0 { scannedUntil = max(scannedUntil, offset) }
            return
        }
        readSource(upTo: offset, source)
    }

    /// While the pointer is set, a `</form>` end tag in the source read since the last event clears it, whether
    /// libxml2 ended a form with it or ignored it (libxml2 ignores a `</form>` while a `<div>` inside the form
    /// is open, and one after the form was closed by another end tag; a browser never does).
    private mutating func readSource(upTo offset: Int, _ source: UnsafeBufferPointer<UInt8>) {
        guard formPointer >= 0, offset > scannedUntil else { return }
        // A `</form>` in a template's content leaves the pointer alone.
        guard templates.isEmpty else {
            scannedUntil = offset
            return
        }
        let from = max(scannedUntil, textUntil), to = min(offset, source.count)
        if !candidatesFound {
            formEndCandidates = Self.formEndCandidates(source)
            candidatesFound = true
        }
        while nextCandidate < formEndCandidates.count, formEndCandidates[nextCandidate] < from { nextCandidate += 1 }
        guard nextCandidate < formEndCandidates.count, formEndCandidates[nextCandidate] < to else {
            scannedUntil = offset
            return
        }
        let scan = Self.scanForFormEnd(source, from: from == scannedUntil ? Self.startOfCutTag(source, at: from) : from, to: to)
        if scan.found {
            if pointerOpen, let k = openForms.lastIndex(where: { $0.id == formPointer }) {
                openForms[k].closedAt = foreignChildren.count
                openForms[k].closingTag = (offset, foreignChildren.count)
            }
            formPointer = -1
            pointerOpen = false
        }
        scannedUntil = scan.resumeAt
    }

    // MARK: Reading the source

    /// The name of the end tag that ends a text-only element's content, nil for other tags.
    private static func textOnlyName(_ tag: HTMLTag) -> [UInt8]? {
        switch tag {
        case .textarea: textareaName
        case .title: titleName
        case .style: styleName
        case .xmp: xmpName
        case .iframe: iframeName
        case .noembed: noembedName
        case .noframes: noframesName
        case .noscript: noscriptName
        default: nil
        }
    }

    private static let textareaName = Array("textarea".utf8), titleName = Array("title".utf8)
    private static let styleName = Array("style".utf8), xmpName = Array("xmp".utf8), iframeName = Array("iframe".utf8)
    private static let noembedName = Array("noembed".utf8), noframesName = Array("noframes".utf8)
    private static let noscriptName = Array("noscript".utf8)

    /// The offset of the first `</name` end tag at or after `from` (the name in any case, followed by
    /// whitespace, `/` or `>`: an "appropriate end tag"), nil when there is none.
    static func endTag(_ name: [UInt8], in source: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var i = from
        let n = source.count
        while i + 2 + name.count < n {
            if source[i] == UInt8(ascii: "<"), source[i + 1] == UInt8(ascii: "/"),
               matches(name, source, at: i + 2), isTagNameEnd(source[i + 2 + name.count]) {
                return i
            }
            i += 1
        }
        return nil
    }

    /// Where `source` holds `</f` in any case: the only places a `</form>` can start.
    static func formEndCandidates(_ source: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = source.baseAddress else { return [] }
        var out: [Int] = []
        var i = 0
        while i + 2 < source.count, let hit = memchr(base + i, Int32(UInt8(ascii: "<")), source.count - i) {
            let lt = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if lt + 2 < source.count, source[lt + 1] == UInt8(ascii: "/"), source[lt + 2] | 0x20 == UInt8(ascii: "f") { out.append(lt) }
            i = lt + 1
        }
        return out
    }

    /// `offset`, or the `<` of a start tag whose name ends at `offset`: libxml2 closes an open element (a form
    /// at another `<form`) as soon as it has read the name of the start tag that closes it, so an event can end
    /// in the middle of a tag, which is read again from its start.
    static func startOfCutTag(_ source: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        guard offset > 0, offset <= source.count else { return offset }
        var i = offset - 1
        while i >= 0, isASCIILetter(source[i]) || (source[i] >= UInt8(ascii: "0") && source[i] <= UInt8(ascii: "9")) { i -= 1 }
        return i >= 0 && i < offset - 1 && source[i] == UInt8(ascii: "<") ? i : offset
    }

    /// Reads `source[from..<to]` as a browser's tokenizer does, tags, attribute values and comments included,
    /// for a `</form>` end tag. `resumeAt` is where a tag or comment that the range cuts off starts (the next
    /// read starts there), else `to`.
    static func scanForFormEnd(_ source: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> (found: Bool, resumeAt: Int) {
        var found = false
        var i = from
        while i < to {
            guard source[i] == UInt8(ascii: "<") else { i += 1; continue }
            let open = i
            var j = i + 1
            guard j < to else { return (found, open) }
            let c = source[j]
            if c == UInt8(ascii: "!") {
                if j + 2 < to, source[j + 1] == UInt8(ascii: "-"), source[j + 2] == UInt8(ascii: "-") {
                    // A comment: `<!-->` and `<!--->` end at once, else at `-->` or `--!>`.
                    let k = j + 3
                    if k < to, source[k] == UInt8(ascii: ">") { i = k + 1; continue }
                    if k + 1 < to, source[k] == UInt8(ascii: "-"), source[k + 1] == UInt8(ascii: ">") { i = k + 2; continue }
                    guard let end = commentEnd(source, from: k, to: to) else { return (found, open) }
                    i = end
                } else {
                    guard let end = next(UInt8(ascii: ">"), source, from: j, to: to) else { return (found, open) }
                    i = end + 1
                }
            } else if c == UInt8(ascii: "?") {
                guard let end = next(UInt8(ascii: ">"), source, from: j, to: to) else { return (found, open) }
                i = end + 1
            } else if c == UInt8(ascii: "/") {
                j += 1
                guard j < to else { return (found, open) }
                if isASCIILetter(source[j]) {
                    let nameStart = j
                    while j < to, !isTagNameEnd(source[j]) { j += 1 }
                    guard let end = tagEnd(source, from: j, to: to) else { return (found, open) }
                    if j - nameStart == 4, matches(formName, source, at: nameStart) { found = true }
                    i = end
                } else if source[j] == UInt8(ascii: ">") {
                    i = j + 1
                } else {
                    guard let end = next(UInt8(ascii: ">"), source, from: j, to: to) else { return (found, open) }
                    i = end + 1
                }
            } else if isASCIILetter(c) {
                while j < to, !isTagNameEnd(source[j]) { j += 1 }
                guard let end = tagEnd(source, from: j, to: to) else { return (found, open) }
                i = end
            } else {
                i = j
            }
        }
        return (found, to)
    }

    /// Past the `>` that ends a tag whose name ends at `from`, reading its attributes (quoted values may hold
    /// `>`); nil when the range ends first.
    private static func tagEnd(_ source: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var i = from
        while i < to {
            let b = source[i]
            if b == UInt8(ascii: ">") { return i + 1 }
            if b == UInt8(ascii: "=") {
                i += 1
                while i < to, isSpace(source[i]) { i += 1 }
                guard i < to else { return nil }
                let quote = source[i]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard let close = next(quote, source, from: i + 1, to: to) else { return nil }
                    i = close + 1
                }
                continue
            }
            i += 1
        }
        return nil
    }

    private static func commentEnd(_ source: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var i = from
        while i + 2 < to {
            if source[i] == UInt8(ascii: "-"), source[i + 1] == UInt8(ascii: "-") {
                if source[i + 2] == UInt8(ascii: ">") { return i + 3 }
                if i + 3 < to, source[i + 2] == UInt8(ascii: "!"), source[i + 3] == UInt8(ascii: ">") { return i + 4 }
            }
            i += 1
        }
        return nil
    }

    private static func next(_ byte: UInt8, _ source: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var i = from
        while i < to {
            if source[i] == byte { return i }
            i += 1
        }
        return nil
    }

    private static let formName = Array("form".utf8)

    /// Whether `source` at `offset` holds `name` (lowercase ASCII) in any case.
    private static func matches(_ name: [UInt8], _ source: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset + name.count <= source.count else { return false }
        for (k, b) in name.enumerated() where source[offset + k] | 0x20 != b { return false }
        return true
    }

    private static func isTagNameEnd(_ b: UInt8) -> Bool { isSpace(b) || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }

    private static func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
}
