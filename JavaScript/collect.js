/*
 * FormFill collect.js — evaluate this source in a page; its value is the page-details token, a JSON string
 * (see README "JavaScript" and the token format). It mirrors the Swift collector (FormFillCollector): the same
 * element list, opids, forms and label rules; only `visible`, `viewable` and `frameViewable` come from real
 * layout here.
 *
 * Element list and opids: `__0 … __{n-1}` over `document.querySelectorAll('input, select, button')` in
 * document order, then the document's textareas as `__n, __n+1, …` (each with `precedes`, the opid of the first
 * of those elements after it, when one follows). Then, appended after that list and so never
 * renumbering it: fields in open shadow roots (hosts in document order, nested roots after their host's root),
 * then fields of same-origin frames (frames in document order, each frame's document handled the same way).
 * Closed shadow roots cannot be read. Frames that cannot be entered (cross-origin, sandboxed without
 * allow-same-origin, not loaded) are reported in `frames` with a reason; entered frames are reported too.
 *
 * `viewable` (see makeViewability): rendered, effective opacity at least 0.1 (ancestors, shadow hosts and frame
 * elements multiply; a mask of all-transparent gradients is opacity 0), text drawn in a visible colour (a text box,
 * text area or select whose `-webkit-text-fill-color` is transparent and has no `text-shadow` is not viewable),
 * a box of at least 10 x 10 px after transforms, `clip`, `clip-path` and clipping ancestors,
 * inside the document, not covered at its centre (`elementFromPoint`; a field's own label counts as the field;
 * skipped when the centre is outside the viewport, so a field below the fold stays viewable), and every frame
 * element above it viewable in its own parent. Fields of entered frames also carry `frameOrigin` (the frame
 * document's origin: `protocol//host` for http:, https: and file:, the parent's for about:blank / about:srcdoc,
 * else "null") and `frameViewable: false` when a frame element above them is not viewable. Forms carry
 * `formActions`: the resolved `formaction` of their submit controls (those outside the form that name it with
 * `form=` included), in document order, without duplicates. When collect.js runs in a framed document, the page
 * carries `topOrigin`: the top page's origin if readable, else the last `location.ancestorOrigins`, else "null".
 *
 * Each collected element gets a non-enumerable `opid` property (`__N`; forms `__form__N`), as the original
 * collect script's `el.opid`, so that fill.js, evaluated later in the same JavaScript world, finds it.
 * Expando properties are per world: run collect.js and fill.js in the same world (an isolated world is best).
 *
 * Robustness: every built-in it uses is captured when the script starts (methods and getters taken from the
 * prototypes, called through Reflect.apply), records are null-prototype objects and the JSON is written by a
 * small serializer of its own, so a page that redefines globals, prototype methods, setters or `toJSON`
 * afterwards cannot change the result. Run in the page's own world, it cannot defend against a page that
 * replaced those built-ins before it ran; evaluate it in an isolated world (WKContentWorld, an extension's
 * isolated world) where that matters.
 *
 * The last line calls the collector with an options object `{}`; FormFillJavaScript.collectInvocation replaces
 * it with `{"documentUUID": …, "collectedTimestamp": …}` to fix those two values (no page global is read).
 */
(function formfillCollect(document, options) {
    "use strict";
    // ---- Intrinsics, captured before any page code can run in between ----
    const G = globalThis, apply = G.Reflect.apply, getOwn = G.Object.getOwnPropertyDescriptor;
    const protoOf = G.Object.getPrototypeOf, keysOf = G.Object.keys, defineProperty = G.Object.defineProperty;
    const isArray = G.Array.isArray, StringCtor = G.String, isFiniteNumber = G.Number.isFinite;
    const URLCtor = G.URL, dateNow = G.Date.now, mathRandom = G.Math.random;
    function lookup(proto, name) {
        for (let p = proto; p; p = protoOf(p)) { const d = getOwn(p, name); if (d) return d; }
        return undefined;
    }
    function method(proto, name) { const f = lookup(proto, name).value; return (self, ...args) => apply(f, self, args); }
    function getter(proto, name) {
        const d = lookup(proto, name), g = d && d.get;
        return g ? (self) => apply(g, self, []) : () => undefined;
    }
    const NodeP = G.Node.prototype, ElementP = G.Element.prototype;
    const InputP = G.HTMLInputElement.prototype, SelectP = G.HTMLSelectElement.prototype;
    const TextAreaP = G.HTMLTextAreaElement.prototype, ButtonP = G.HTMLButtonElement.prototype;
    const docQSA = method(G.Document.prototype, "querySelectorAll");
    const elQSA = method(ElementP, "querySelectorAll");
    const fragQSA = method(G.DocumentFragment.prototype, "querySelectorAll");
    const listLength = getter(G.NodeList.prototype, "length"), listItem = method(G.NodeList.prototype, "item");
    const collLength = getter(G.HTMLCollection.prototype, "length"), collItem = method(G.HTMLCollection.prototype, "item");
    const getAttribute = method(ElementP, "getAttribute"), hasAttribute = method(ElementP, "hasAttribute");
    const matchesSelector = method(ElementP, "matches");
    const parentNode = getter(NodeP, "parentNode"), nodeType = getter(NodeP, "nodeType");
    const previousSibling = getter(NodeP, "previousSibling"), nextSibling = getter(NodeP, "nextSibling");
    const lastChild = getter(NodeP, "lastChild"), firstChild = getter(NodeP, "firstChild");
    const nodeValue = getter(NodeP, "nodeValue"), ownerDocument = getter(NodeP, "ownerDocument");
    const baseURI = getter(NodeP, "baseURI");
    const localNameOf = getter(ElementP, "localName"), shadowRootOf = getter(ElementP, "shadowRoot");
    const namespaceOf = getter(ElementP, "namespaceURI");
    const previousElementSibling = getter(ElementP, "previousElementSibling");
    const shadowHost = getter(G.ShadowRoot.prototype, "host");
    const DocP = G.Document.prototype;
    const defaultView = getter(DocP, "defaultView");
    const docTitle = getter(DocP, "title"), docURL = getter(DocP, "URL");
    // Window members live on the global object itself, not on Window.prototype.
    const computedStyle = method(G, "getComputedStyle");
    const styleValue = method(G.CSSStyleDeclaration.prototype, "getPropertyValue");
    const frameDocument = getter(G.HTMLIFrameElement.prototype, "contentDocument");
    const legacyFrameDocument = G.HTMLFrameElement ? getter(G.HTMLFrameElement.prototype, "contentDocument") : () => null;
    const cellIndex = getter(G.HTMLTableCellElement.prototype, "cellIndex");
    const rowCells = getter(G.HTMLTableRowElement.prototype, "cells");
    const optionText = getter(G.HTMLOptionElement.prototype, "text"), optionValue = getter(G.HTMLOptionElement.prototype, "value");
    const selectOptions = getter(SelectP, "options"), optionsLength = getter(G.HTMLOptionsCollection.prototype, "length");
    const perKind = (name) => ({
        input: getter(InputP, name), select: getter(SelectP, name), textarea: getter(TextAreaP, name), button: getter(ButtonP, name),
    });
    const P = {
        type: perKind("type"), value: perKind("value"), disabled: perKind("disabled"), form: perKind("form"),
        readOnly: perKind("readOnly"), maxLength: perKind("maxLength"),
        minLength: perKind("minLength"),
    };
    const inputChecked = getter(InputP, "checked");
    const labelControl = getter(G.HTMLLabelElement.prototype, "control");
    const comparePosition = method(NodeP, "compareDocumentPosition");
    const MapCtor = G.Map, mapGet = method(G.Map.prototype, "get"), mapSet = method(G.Map.prototype, "set");
    const charCodeAt = method(G.String.prototype, "charCodeAt"), strSlice = method(G.String.prototype, "slice");
    const toLower = method(G.String.prototype, "toLowerCase"), indexOf = method(G.String.prototype, "indexOf");
    const fromCharCode = G.String.fromCharCode;
    const randomUUID = G.crypto && G.crypto.randomUUID ? method(G.Crypto.prototype, "randomUUID") : null;
    const cryptoObject = G.crypto;

    // ---- Small helpers that only use the captured intrinsics ----
    function append(list, value) { defineProperty(list, list.length, { value, writable: true, enumerable: true, configurable: true }); }
    function record() { return { __proto__: null }; }
    function put(obj, key, value) { if (value !== null && value !== undefined) obj[key] = value; }
    function toArray(nodeList, lengthOf, itemOf) {
        const out = [], n = lengthOf(nodeList);
        for (let i = 0; i < n; i++) append(out, itemOf(nodeList, i));
        return out;
    }
    function qsa(root, selector) {
        const t = nodeType(root);
        const list = t === 9 ? docQSA(root, selector) : t === 11 ? fragQSA(root, selector) : elQSA(root, selector);
        return toArray(list, listLength, listItem);
    }
    /** Like `qsa`, HTML elements only: an `<input>`, `<form>` or `<label>` written in an `<svg>` or `<math>` is an
     *  SVG or MathML element of that name, no control, form or label (the Swift collector's ForeignContent). */
    function qsaHTML(root, selector) {
        const all = qsa(root, selector), out = [];
        for (let i = 0; i < all.length; i++) if (isHTML(all[i])) append(out, all[i]);
        return out;
    }
    function isHTML(el) { return namespaceOf(el) === "http://www.w3.org/1999/xhtml"; }
    function attr(el, name) { const v = getAttribute(el, name); return v === null ? undefined : v; }
    function trimASCII(s) {
        let a = 0, b = s.length;
        const ws = (c) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
        while (a < b && ws(charCodeAt(s, a))) a++;
        while (b > a && ws(charCodeAt(s, b - 1))) b--;
        return strSlice(s, a, b);
    }
    function nonEmpty(s) { return s === undefined || s === null || s === "" ? undefined : s; }
    function tag(node) { return node && nodeType(node) === 1 ? localNameOf(node) : ""; }
    function kind(el) {
        const t = tag(el);
        return (t === "input" || t === "select" || t === "textarea" || t === "button") && isHTML(el) ? t : null;
    }
    function prop(name, el) { const k = kind(el); return k ? P[name][k](el) : undefined; }
    function isSpace(c) { return c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 0xa0 || c === 0x2028 || c === 0x2029 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a) || c === 0x1680 || c === 0x202f || c === 0x205f || c === 0xfeff || c === 11; }
    /** Trims and collapses runs of whitespace to one space. */
    function clean(s) {
        if (s === undefined || s === null) return "";
        let out = "", pendingSpace = false;
        for (let i = 0; i < s.length; i++) {
            const c = charCodeAt(s, i);
            if (isSpace(c)) { pendingSpace = out.length > 0; continue; }
            if (pendingSpace) { out += " "; pendingSpace = false; }
            out += s[i];
        }
        return out;
    }
    function parentOf(node) {
        const p = parentNode(node);
        return p && nodeType(p) === 11 ? shadowHostSafe(p) : p;
    }
    function shadowHostSafe(fragment) { try { return shadowHost(fragment); } catch (e) { return null; } }
    function randomID() {
        if (randomUUID) { try { return randomUUID(cryptoObject); } catch (e) { /* fall through */ } }
        let s = "";
        for (let i = 0; i < 32; i++) s += "0123456789abcdef"[(mathRandom() * 16) | 0];
        return s;
    }

    // ---- JSON writer: same escapes as FormFill's Swift JSONWriter (`</`, U+2028/9, controls) ----
    const HEX = "0123456789abcdef";
    function quote(s) {
        let out = "\"", start = 0;
        const n = s.length;
        for (let i = 0; i < n; i++) {
            const c = charCodeAt(s, i);
            let esc = null;
            if (c === 34) esc = "\\\"";
            else if (c === 92) esc = "\\\\";
            else if (c === 10) esc = "\\n";
            else if (c === 13) esc = "\\r";
            else if (c === 9) esc = "\\t";
            else if (c < 0x20 || c === 0x7f) esc = "\\u00" + HEX[c >> 4] + HEX[c & 15];
            else if (c === 0x2028) esc = "\\u2028";
            else if (c === 0x2029) esc = "\\u2029";
            else if (c === 47 && i > 0 && charCodeAt(s, i - 1) === 60) esc = "\\/";
            else if (c >= 0xd800 && c <= 0xdbff) {
                const d = i + 1 < n ? charCodeAt(s, i + 1) : 0;
                if (d >= 0xdc00 && d <= 0xdfff) { i++; continue; }
                esc = "\\u" + HEX[c >> 12] + HEX[(c >> 8) & 15] + HEX[(c >> 4) & 15] + HEX[c & 15];
            } else if (c >= 0xdc00 && c <= 0xdfff) {
                esc = "\\u" + HEX[c >> 12] + HEX[(c >> 8) & 15] + HEX[(c >> 4) & 15] + HEX[c & 15];
            }
            if (esc !== null) { out += strSlice(s, start, i) + esc; start = i + 1; }
        }
        return out + strSlice(s, start) + "\"";
    }
    function serialize(v) {
        if (v === null || v === undefined) return "null";
        const t = typeof v;
        if (t === "string") return quote(v);
        if (t === "boolean") return v ? "true" : "false";
        if (t === "number") return isFiniteNumber(v) ? StringCtor(v) : "null";
        let out = "";
        if (isArray(v)) {
            for (let i = 0; i < v.length; i++) out += (i ? "," : "") + serialize(v[i]);
            return "[" + out + "]";
        }
        const keys = keysOf(v);
        for (let i = 0; i < keys.length; i++) out += (i ? "," : "") + quote(keys[i]) + ":" + serialize(v[keys[i]]);
        return "{" + out + "}";
    }

    // ---- The element list: documents, open shadow roots, same-origin frames ----
    const SECTION_TAGS = "|select|option|input|form|textarea|button|table|iframe|body|head|script|";
    /** Whether a label walk stops at `node` (a section element, but for an `<input type=hidden>`, which nobody
     *  sees, and a wordless help button: neither parts a label from its box; the Swift collector's
     *  Labels.isBoundary). */
    function isSectionTag(node) {
        const t = tag(node);
        return t !== "" && indexOf(SECTION_TAGS, "|" + t + "|") >= 0 && !isHiddenInput(node) && !isWordlessButton(node);
    }
    /** A `<button type=button>` whose text has no word: the "?" or icon between a label and its box (the Swift
     *  collector's Labels.isWordlessButton; its text is read as far as the Swift collector's 64 characters). */
    function isWordlessButton(el) {
        if (kind(el) !== "button" || P.type.button(el) !== "button") return false;
        return !hasWords(strSlice(spacedText(el), 0, 64));
    }
    /** An `<input type=hidden>`, by the DOM's `type` (the Swift collector's HTMLNode.isHiddenInput). */
    function isHiddenInput(el) { return kind(el) === "input" && P.type.input(el) === "hidden"; }
    function addShadowRoots(root, roots) {
        const all = qsa(root, "*");
        for (let i = 0; i < all.length; i++) {
            const sr = shadowRootOf(all[i]);
            if (sr) { append(roots, sr); addShadowRoots(sr, roots); }
        }
    }
    function frameSource(frame) {
        const src = attr(frame, "src");
        if (src === undefined || src === "") return hasAttribute(frame, "srcdoc") ? "about:srcdoc" : "about:blank";
        try { return new URLCtor(src, baseURI(frame)).href; } catch (e) { return src; }
    }
    /** Entered documents: the frame element holding each (null for the collected document) and its origin. */
    const documents = new MapCtor();
    function frameOf(doc) { const info = doc ? mapGet(documents, doc) : undefined; return info ? info.frame : null; }
    function originOfDocument(doc) { const info = mapGet(documents, doc); return info ? info.origin : "null"; }
    /** A document's origin as FormFill writes it: `protocol//host` for http:, https: and file: (`file://`), the
     *  parent's origin for an entered about:blank / about:srcdoc frame (it inherits it), else "null". */
    function originOf(doc, parentOrigin) {
        let protocol = "", host = "";
        try { const loc = doc.location; protocol = loc ? loc.protocol : ""; host = loc ? loc.host : ""; } catch (e) { protocol = ""; }
        if (protocol === "http:" || protocol === "https:" || protocol === "file:") return protocol + "//" + host;
        if (protocol === "about:" && parentOrigin) return parentOrigin;
        return "null";
    }
    /** Appends `doc`'s roots (the document, then its open shadow roots, then its entered frames, recursively). */
    function addDocument(doc, roots, frames, frame, parentOrigin) {
        append(roots, doc);
        const info = record();
        info.frame = frame;
        info.origin = originOf(doc, parentOrigin);
        mapSet(documents, doc, info);
        addShadowRoots(doc, roots);
        const frameElements = qsaHTML(doc, "iframe, frame");
        for (let i = 0; i < frameElements.length; i++) {
            const frame = frameElements[i], report = record();
            report.src = frameSource(frame);
            let inner = null;
            try { inner = tag(frame) === "iframe" ? frameDocument(frame) : legacyFrameDocument(frame); } catch (e) { inner = null; }
            const sandbox = attr(frame, "sandbox");
            if (inner) {
                report.entered = true;
                append(frames, report);
                addDocument(inner, roots, frames, frame, info.origin);
            } else {
                report.entered = false;
                const sandboxed = sandbox !== undefined && indexOf(" " + toLower(sandbox) + " ", " allow-same-origin ") < 0;
                report.reason = sandboxed ? "sandboxed" : report.src === "about:blank" ? "not-loaded" : "cross-origin";
                append(frames, report);
            }
        }
    }
    function collectRoots(doc) {
        const roots = [], frames = [];
        addDocument(doc, roots, frames, null, null);
        return { roots, frames };
    }
    function controlsOf(roots) {
        const out = [];
        for (let r = 0; r < roots.length; r++) {
            const main = qsaHTML(roots[r], "input, select, button"), areas = qsaHTML(roots[r], "textarea");
            for (let i = 0; i < main.length; i++) append(out, main[i]);
            for (let i = 0; i < areas.length; i++) append(out, areas[i]);
        }
        return out;
    }

    // ---- Per-root indexes, built once: looking labels and ids up per field would make a page quadratic ----
    // (the DOM's own `labels` walks the whole tree scope on every call in Chromium).
    const indexes = [];
    function rootIndex(root) {
        for (let i = 0; i < indexes.length; i++) if (indexes[i][0] === root) return indexes[i][1];
        const index = { byID: record(), labelsFor: record() };
        const withID = qsa(root, "[id]");
        for (let i = 0; i < withID.length; i++) {
            const id = attr(withID[i], "id");
            if (id && index.byID[id] === undefined) index.byID[id] = withID[i];
        }
        const forLabels = qsaHTML(root, "label[for]");
        for (let i = 0; i < forLabels.length; i++) {
            const target = attr(forLabels[i], "for");
            if (index.labelsFor[target] === undefined) index.labelsFor[target] = [];
            append(index.labelsFor[target], forLabels[i]);
        }
        append(indexes, [root, index]);
        return index;
    }
    /** The DOM's `labels` of a labelable control, in document order: `label[for]` naming its id (when the id
     *  is its own), and enclosing labels whose control it is. */
    function labelsOf(el, root) {
        // A hidden input is the one collected control that is not labelable (the DOM gives it no labels).
        if (isHiddenInput(el)) return [];
        const index = rootIndex(root), out = [], id = attr(el, "id");
        if (id && index.byID[id] === el) {
            const list = index.labelsFor[id] || [];
            for (let i = 0; i < list.length; i++) if (labelControl(list[i]) === el) append(out, list[i]);
        }
        for (let p = parentNode(el); p && nodeType(p) === 1; p = parentNode(p)) {
            if (tag(p) === "label" && labelControl(p) === el) addOnce(out, p);
        }
        // Insertion sort by document order: a control has one or two labels.
        for (let i = 1; i < out.length; i++) {
            for (let j = i; j > 0 && (comparePosition(out[j - 1], out[j]) & 2); j--) {
                const t = out[j]; out[j] = out[j - 1]; out[j - 1] = t;
            }
        }
        return out;
    }

    // ---- Visibility from real layout ----
    function isVisible(el) {
        let node = el;
        while (node && nodeType(node) === 1) {
            // This window's getComputedStyle also computes styles of elements in same-origin frames.
            const style = defaultView(ownerDocument(node)) ? computedStyle(G, node, null) : null;
            if (!style) return true;
            if (styleValue(style, "display") === "none") return false;
            // `visibility` is inherited, and a box may set it back: the element's own computed value decides.
            if (node === el) { const v = styleValue(style, "visibility"); if (v === "hidden" || v === "collapse") return false; }
            node = parentOf(node);
        }
        return !!node && (nodeType(node) === 9);
    }
    /** The input types whose text a page can draw masked; a password box is masked anyway. */
    function masksItsText(type) {
        return type === "text" || type === "email" || type === "tel" || type === "url" || type === "search" || type === "number";
    }
    /** A text box's computed `-webkit-text-security` when it draws its text masked (disc, circle, square). */
    function textSecurity(el) {
        const style = defaultView(ownerDocument(el)) ? computedStyle(G, el, null) : null;
        const value = style ? styleValue(style, "-webkit-text-security") : "";
        return value === "disc" || value === "circle" || value === "square" ? value : undefined;
    }
    const rootNodeOf = method(NodeP, "getRootNode");
    const viewability = makeViewability(G, (doc) => frameOf(doc), (el) => labelsOf(el, rootNodeOf(el)));

    // ---- Viewability: this block is the same in collect.js and fill.js (a test checks they stay identical) ----
    /**
     * `makeViewability(G, frameElementOf, labelsOf)` answers "can the user see this element?" from real layout.
     * `frameElementOf(doc)` is the entered `<iframe>`/`<frame>` element that holds `doc` (null for the top document
     * of the collection), `labelsOf(el)` the field's labels (a label hit at the centre counts as the field).
     * Not viewable: not rendered (`display:none` on it or an ancestor in the flat tree, its own `visibility`
     * `hidden`/`collapse`, a `hidden` attribute, an ancestor with `content-visibility:hidden`, inside a closed
     * `<details>` outside its summary); inert (an `inert` attribute on it or an ancestor in the flat tree); effective
     * opacity (own and ancestors' `opacity` and `filter: opacity()` multiplied, across shadow hosts and frame
     * elements) below 0.1 (and 0 for a box a 3D transform puts behind the eye); a control that draws its text transparent with no shadow; a box under 10 px wide or high (layout box,
     * transformed box, or what `clip`, `clip-path` and `overflow` clipping ancestors leave of it); outside the
     * document (nothing left inside `[0, scrollWidth] x [0, scrollHeight]`, or right of the viewport when the
     * viewport does not scroll sideways); fixed to the screen and off it (`position: fixed` on it or an ancestor,
     * and nothing of it in the viewport: no scrolling brings it in); covered at its centre by another element (`elementFromPoint`, tested only
     * when the centre is inside the viewport and not scrolled out of a scroll container); or in a frame whose frame
     * element is itself not viewable.
     */
    function makeViewability(G, frameElementOf, labelsOf) {
        const apply = G.Reflect.apply, getOwn = G.Object.getOwnPropertyDescriptor, protoOf = G.Object.getPrototypeOf;
        function look(proto, name) {
            for (let p = proto; p; p = protoOf(p)) { const d = getOwn(p, name); if (d) return d; }
            return undefined;
        }
        function fn(proto, name) { const d = look(proto, name), f = d && d.value; return f ? (self, ...args) => apply(f, self, args) : null; }
        function get(proto, name) { const d = look(proto, name), g = d && d.get; return g ? (self) => apply(g, self, []) : () => undefined; }
        const NodeP = G.Node.prototype, ElementP = G.Element.prototype, DocP = G.Document.prototype, ShadowP = G.ShadowRoot.prototype;
        const nodeType = get(NodeP, "nodeType"), parentNode = get(NodeP, "parentNode"), ownerDocument = get(NodeP, "ownerDocument");
        const rootNode = fn(NodeP, "getRootNode"), localName = get(ElementP, "localName"), hasAttribute = fn(ElementP, "hasAttribute");
        const attributeOf = fn(ElementP, "getAttribute"), lowercase = fn(G.String.prototype, "toLowerCase");
        const assignedSlot = get(ElementP, "assignedSlot"), shadowHost = get(ShadowP, "host"), querySelector = fn(ElementP, "querySelector");
        const rectOf = fn(ElementP, "getBoundingClientRect");
        const clientWidth = get(ElementP, "clientWidth"), clientHeight = get(ElementP, "clientHeight");
        const clientLeft = get(ElementP, "clientLeft"), clientTop = get(ElementP, "clientTop");
        const scrollWidth = get(ElementP, "scrollWidth"), scrollHeight = get(ElementP, "scrollHeight");
        const scrollLeft = get(ElementP, "scrollLeft"), scrollTop = get(ElementP, "scrollTop");
        const defaultView = get(DocP, "defaultView"), documentElement = get(DocP, "documentElement"), body = get(DocP, "body");
        const scrollingElement = get(DocP, "scrollingElement");
        const docFromPoint = fn(DocP, "elementFromPoint"), shadowFromPoint = fn(ShadowP, "elementFromPoint");
        const computedStyle = fn(G, "getComputedStyle"), styleValue = fn(G.CSSStyleDeclaration.prototype, "getPropertyValue");
        const mainInnerWidth = get(G, "innerWidth"), mainInnerHeight = get(G, "innerHeight");
        const RectP = G.DOMRectReadOnly.prototype;
        const rLeft = get(RectP, "left"), rTop = get(RectP, "top"), rWidth = get(RectP, "width"), rHeight = get(RectP, "height");
        const parseNumber = G.parseFloat, strIndexOf = fn(G.String.prototype, "indexOf"), strSlice = fn(G.String.prototype, "slice");
        const defineProperty = G.Object.defineProperty;
        // Own elements only: a page's setters or getters on Array.prototype indexes cannot interfere.
        function push(list, value) { defineProperty(list, list.length, { value, writable: true, enumerable: true, configurable: true }); }
        function nth(list, i) { return i < list.length ? list[i] : undefined; }
        const MIN_SIZE = 10, MIN_OPACITY = 0.1;

        function tagOf(node) { return node && nodeType(node) === 1 ? localName(node) : ""; }
        function styleOf(el) { try { return computedStyle(G, el, null); } catch (e) { return null; } }
        function css(style, name) { return style ? styleValue(style, name) : ""; }
        /** The parent in the flat tree (slot for slotted elements, host for a shadow root's top), null at the top. */
        function flatParent(node) {
            const slot = nodeType(node) === 1 ? assignedSlot(node) : null;
            if (slot) return slot;
            const p = parentNode(node);
            if (p && nodeType(p) === 11) { try { return shadowHost(p); } catch (e) { return null; } }
            return p && nodeType(p) === 1 ? p : null;
        }
        function viewportOf(doc) {
            const win = defaultView(doc);
            if (!win) return null;
            return win === G ? [mainInnerWidth(G), mainInnerHeight(G)] : [win.innerWidth, win.innerHeight];
        }
        /** Rendered in its own document: no display:none or hidden attribute up the flat tree, no closed details. */
        function rendered(el) {
            const own = styleOf(el);
            if (!own) return false;
            const visibility = css(own, "visibility");
            if (visibility === "hidden" || visibility === "collapse") return false;
            let child = null;
            for (let node = el; node; child = node, node = flatParent(node)) {
                const style = node === el ? own : styleOf(node);
                if (!style || css(style, "display") === "none" || hasAttribute(node, "hidden")) return false;
                if (node !== el && css(style, "content-visibility") === "hidden") return false;
                if (tagOf(node) === "details" && !hasAttribute(node, "open") && child !== null) {
                    let summary = null;
                    try { summary = querySelector(node, ":scope > summary"); } catch (e) { summary = null; }
                    if (child !== summary) return false;
                }
            }
            return true;
        }
        /** `filter: opacity(x)` factors of a computed filter value (numbers or percentages). */
        function filterOpacity(filter) {
            let factor = 1, from = 0;
            for (;;) {
                const at = strIndexOf(filter, "opacity(", from);
                if (at < 0) return factor;
                const end = strIndexOf(filter, ")", at);
                const text = strSlice(filter, at + 8, end < 0 ? filter.length : end);
                let v = parseNumber(text);
                if (v === v) { if (strIndexOf(text, "%") >= 0) v /= 100; factor *= v < 0 ? 0 : v > 1 ? 1 : v; }
                from = at + 8;
            }
        }
        /** The alpha of a computed colour (`rgb(…)` 1, `rgba(…, a)`, `… / a)`); 1 when it cannot be read. */
        function colorAlpha(color) {
            const end = strIndexOf(color, ")");
            if (end < 0) return 1;
            const slash = strIndexOf(color, "/");
            let at = slash;
            if (at < 0) {
                let commas = 0;
                for (let c = strIndexOf(color, ","); c >= 0 && c < end; c = strIndexOf(color, ",", c + 1)) { commas++; at = c; }
                if (commas !== 3) return 1;
            }
            const text = strSlice(color, at + 1, end);
            const v = parseNumber(text);
            if (v !== v) return 1;
            return strIndexOf(text, "%") >= 0 ? v / 100 : v;
        }
        /** A computed mask of gradients whose every colour is transparent (`rgba(…, 0)`): nothing shows through. */
        function maskHides(mask) {
            if (strIndexOf(mask, "gradient(") < 0 || strIndexOf(mask, "url(") >= 0) return false;
            let from = 0, stops = 0;
            for (;;) {
                const at = strIndexOf(mask, "rgb", from);
                if (at < 0) return stops > 0;
                const open = strIndexOf(mask, "(", at), end = strIndexOf(mask, ")", at);
                if (open < 0 || end < open) return false;
                if (colorAlpha(strSlice(mask, at, end + 1)) !== 0) return false;
                stops++;
                from = end + 1;
            }
        }
        const TEXTLESS_TYPES = ["checkbox", "radio", "submit", "button", "image", "reset", "hidden", "file", "range", "color"];
        /**
         * A control that shows text (a text box, a text area, a select) drawing it in a transparent colour
         * (`-webkit-text-fill-color`, by default its `color`) with no `text-shadow`: nothing filled into it shows.
         */
        function hidesItsText(el) {
            const tag = tagOf(el);
            if (tag === "input") {
                const type = lowercase(attributeOf(el, "type") || "text");
                for (let i = 0; i < TEXTLESS_TYPES.length; i++) if (TEXTLESS_TYPES[i] === type) return false;
            } else if (tag !== "textarea" && tag !== "select") {
                return false;
            }
            const style = styleOf(el);
            if (!style) return false;
            const shadow = css(style, "text-shadow");
            if (shadow && shadow !== "none") return false;
            return colorAlpha(css(style, "-webkit-text-fill-color")) < MIN_OPACITY;
        }
        /**
         * A computed `transform` (`matrix3d(…)`, column-major) that puts the box's centre behind the eye: its `w`
         * (the 16th value) at or below 0, as `perspective(10px) translateZ(20px)` does. Nothing of it is drawn,
         * though its reported box may lie anywhere.
         */
        function behindTheViewer(transform) {
            if (!transform || strSlice(transform, 0, 9) !== "matrix3d(") return false;
            let at = 9;
            for (let i = 0; i < 15; i++) {
                at = strIndexOf(transform, ",", at);
                if (at < 0) return false;
                at += 1;
            }
            const w = parseNumber(strSlice(transform, at));
            return w === w && w <= 0;
        }
        /** Effective opacity: the product up the flat tree, continued from the frame element into its parent. */
        function opacity(el) {
            let product = 1;
            for (let node = el; node;) {
                const style = styleOf(node);
                if (style) {
                    const v = parseNumber(css(style, "opacity"));
                    if (v === v) product *= v;
                    const filter = css(style, "filter");
                    if (filter && filter !== "none") product *= filterOpacity(filter);
                    const mask = css(style, "mask-image") || css(style, "-webkit-mask-image");
                    if (mask && mask !== "none" && maskHides(mask)) product = 0;
                    if (behindTheViewer(css(style, "transform"))) product = 0;
                }
                const up = flatParent(node);
                node = up || frameElementOf(ownerDocument(node));
            }
            return product;
        }
        function intersect(a, b) {
            const left = a[0] > b[0] ? a[0] : b[0], top = a[1] > b[1] ? a[1] : b[1];
            const right = a[2] < b[2] ? a[2] : b[2], bottom = a[3] < b[3] ? a[3] : b[3];
            return [left, top, right > left ? right : left, bottom > top ? bottom : top];
        }
        function lengths(text, from) {
            // Numbers of a computed value ("rect(0px, 1px, 1px, 0px)", "inset(50%)"), percentages marked.
            const out = [];
            let i = from;
            while (i < text.length) {
                const c = text[i];
                if ((c >= "0" && c <= "9") || c === "-" || c === ".") {
                    let j = i + 1;
                    while (j < text.length && ((text[j] >= "0" && text[j] <= "9") || text[j] === "." || text[j] === "e")) j++;
                    const v = parseNumber(strSlice(text, i, j));
                    push(out, [v, text[j] === "%"]);
                    i = j;
                } else if (c === "a" && strSlice(text, i, i + 4) === "auto") { push(out, null); i += 4; }
                else if ((c === "a" && strSlice(text, i, i + 3) === "at ") || (c === "r" && strSlice(text, i, i + 5) === "round")) break;
                else i++;
            }
            return out;
        }
        /** What `clip: rect()` (absolutely positioned boxes only) leaves of the border box `box`. */
        function clipRect(style, box) {
            const clip = css(style, "clip");
            if (!clip || strSlice(clip, 0, 5) !== "rect(") return box;
            const position = css(style, "position");
            if (position !== "absolute" && position !== "fixed") return box;
            const v = lengths(clip, 5);
            const at = (i, fallback) => nth(v, i) ? v[i][0] : fallback;
            return intersect(box, [box[0] + at(3, 0), box[1] + at(0, 0), box[0] + at(1, box[2] - box[0]), box[1] + at(2, box[3] - box[1])]);
        }
        /** The bounding box of what a basic-shape `clip-path` leaves of `box` (other clip paths: the box). */
        function clipPathRect(style, box) {
            const path = css(style, "clip-path");
            if (!path || path === "none") return box;
            const w = box[2] - box[0], h = box[3] - box[1];
            const px = (pair, basis) => !pair ? 0 : pair[1] ? pair[0] * basis / 100 : pair[0];
            if (strSlice(path, 0, 6) === "inset(") {
                const v = lengths(path, 6);
                const top = nth(v, 0), right = nth(v, 1) || top, bottom = nth(v, 2) || top, left = nth(v, 3) || right;
                const t = px(top, h), r = px(right, w), b = px(bottom, h), l = px(left, w);
                return intersect(box, [box[0] + l, box[1] + t, box[2] - r, box[3] - b]);
            }
            if (strSlice(path, 0, 7) === "circle(" || strSlice(path, 0, 8) === "ellipse(") {
                const v = lengths(path, strIndexOf(path, "(") + 1);
                // Radii only (the centre defaults to the middle); closest-side and farthest-side keep the box.
                if (v.length === 0 || v[0] === null) return box;
                const rx = px(v[0], (w + h) / 2), ry = nth(v, 1) ? px(v[1], h) : rx;
                const cx = box[0] + w / 2, cy = box[1] + h / 2;
                return intersect(box, [cx - rx, cy - ry, cx + rx, cy + ry]);
            }
            if (strSlice(path, 0, 8) === "polygon(") {
                const v = lengths(path, 8);
                let minX = 1e9, minY = 1e9, maxX = -1e9, maxY = -1e9;
                for (let i = 0; i + 1 < v.length; i += 2) {
                    const x = box[0] + px(v[i], w), y = box[1] + px(v[i + 1], h);
                    if (x < minX) minX = x; if (x > maxX) maxX = x; if (y < minY) minY = y; if (y > maxY) maxY = y;
                }
                return v.length < 2 ? box : intersect(box, [minX, minY, maxX, maxY]);
            }
            return box;
        }
        function boxOf(el) { const r = rectOf(el); return [rLeft(r), rTop(r), rLeft(r) + rWidth(r), rTop(r) + rHeight(r)]; }
        /** The part of `el`'s box left by its own clips and its clipping ancestors (containing blocks only), in
         *  viewport coordinates of its document; a fifth entry says its centre is scrolled out of a scroll
         *  container (the user can scroll it in, as below the fold), a sixth is then the innermost such
         *  container's inner box (where the user scrolls it into), and a seventh says `el` or an ancestor is
         *  `position: fixed` (the walk reads every ancestor's position anyway). */
        function visibleBox(el) {
            const own = styleOf(el);
            let box = clipPathRect(own, clipRect(own, boxOf(el)));
            let position = css(own, "position"), scrolledOut = false, scroller = null, fixed = position === "fixed";
            for (let node = flatParent(el); node; node = flatParent(node)) {
                const style = styleOf(node);
                if (!style) continue;
                const whole = boxOf(node);
                // clip and clip-path of an ancestor cut every descendant (they are drawn inside it).
                const clipped = clipPathRect(style, clipRect(style, whole));
                if (clipped !== whole) box = intersect(box, clipped);
                // overflow only cuts descendants whose containing block chain goes through it: an absolutely
                // (fixed) positioned box escapes static (all non-transformed) ancestors.
                const containing = css(style, "transform") !== "none", placed = css(style, "position");
                if (placed === "fixed") fixed = true;
                if (position === "fixed" && !containing) continue;
                if (position === "absolute" && placed === "static" && !containing) continue;
                position = placed;
                const ox = css(style, "overflow-x"), oy = css(style, "overflow-y");
                const isRoot = tagOf(node) === "html" || (tagOf(node) === "body" && node === body(ownerDocument(node)));
                if (isRoot || (ox === "visible" && oy === "visible")) continue;
                const x0 = whole[0] + clientLeft(node), y0 = whole[1] + clientTop(node);
                const inner = [x0, y0, x0 + clientWidth(node), y0 + clientHeight(node)];
                // hidden / clip cut the box; a scroll container shows what is scrolled into it, if it has room.
                if (ox === "hidden" || ox === "clip") box = intersect(box, [inner[0], box[1], inner[2], box[3]]);
                if (oy === "hidden" || oy === "clip") box = intersect(box, [box[0], inner[1], box[2], inner[3]]);
                // An axis left `visible` (beside `clip`) lets the content out that way, however small the box.
                if ((ox !== "visible" && inner[2] - inner[0] < MIN_SIZE) || (oy !== "visible" && inner[3] - inner[1] < MIN_SIZE)) {
                    return [0, 0, 0, 0, false];
                }
                const x = (box[0] + box[2]) / 2, y = (box[1] + box[3]) / 2;
                if ((ox !== "visible" && (x < inner[0] || x >= inner[2])) || (oy !== "visible" && (y < inner[1] || y >= inner[3]))) {
                    if (!scrolledOut) scroller = inner;
                    scrolledOut = true;
                }
            }
            return [box[0], box[1], box[2], box[3], scrolledOut, scroller, fixed];
        }
        /** In the document: some part of `box` inside `[0, scrollWidth] x [0, scrollHeight]` (right of the viewport
         *  does not count when the root does not scroll sideways). */
        function inDocument(doc, box, viewport) {
            const root = documentElement(doc), scroller = scrollingElement(doc) || root;
            const dx = scrollLeft(scroller), dy = scrollTop(scroller);
            let width = scrollWidth(root), height = scrollHeight(root);
            const rootX = css(styleOf(root), "overflow-x"), bodyEl = body(doc);
            const sideways = rootX !== "visible" ? rootX : bodyEl ? css(styleOf(bodyEl), "overflow-x") : "visible";
            if ((sideways === "hidden" || sideways === "clip") && viewport[0] < width) width = viewport[0];
            if (viewport[1] > height) height = viewport[1];
            const inside = intersect([box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy], [0, 0, width, height]);
            return inside[2] - inside[0] >= MIN_SIZE && inside[3] - inside[1] >= MIN_SIZE;
        }
        /** Fixed to the screen and off it: `el` or an ancestor `position: fixed` (``visibleBox``'s seventh entry)
         *  and less than MIN_SIZE of `box` inside the viewport, so no scrolling of the page brings it in (a box
         *  scrolled out of a scroll container, such as a fixed dialog that scrolls, is left to that container). */
        function fixedOffScreen(box, viewport) {
            if (box[4] || !box[6]) return false;
            const inside = intersect([box[0], box[1], box[2], box[3]], [0, 0, viewport[0], viewport[1]]);
            return inside[2] - inside[0] < MIN_SIZE || inside[3] - inside[1] < MIN_SIZE;
        }
        /** Not covered: the element at the centre of `box` is `el`, inside `el`, or one of its labels. */
        function uncovered(el, box, viewport, labels) {
            const x = (box[0] + box[2]) / 2, y = (box[1] + box[3]) / 2;
            if (x < 0 || y < 0 || x >= viewport[0] || y >= viewport[1]) return true;
            const root = rootNode(el);
            let hit = null;
            try { hit = nodeType(root) === 11 ? shadowFromPoint(root, x, y) : docFromPoint(root, x, y); } catch (e) { hit = null; }
            let found = null;
            for (let p = hit; p; p = flatParentOrHost(p)) {
                if (p === el) return true;
                if (tagOf(p) === "label") {
                    if (found === null) found = labels ? labelsOf(el) : [];
                    for (let i = 0; i < found.length; i++) if (found[i] === p) return true;
                }
            }
            return false;
        }
        function flatParentOrHost(node) {
            const p = parentNode(node);
            if (p && nodeType(p) === 11) { try { return shadowHost(p); } catch (e) { return null; } }
            return p && nodeType(p) === 1 ? p : null;
        }
        /** Inert: the element or an ancestor in the flat tree carries `inert` (it cannot be focused or clicked). */
        function inert(el) {
            for (let node = el; node; node = flatParent(node)) if (hasAttribute(node, "inert")) return true;
            return false;
        }
        /** Viewable in its own document (frames above it not considered). */
        function viewableHere(el, labels) {
            const doc = ownerDocument(el), viewport = doc ? viewportOf(doc) : null;
            if (!viewport || !rendered(el) || inert(el)) return false;
            if (clientWidth(el) < MIN_SIZE || clientHeight(el) < MIN_SIZE) return false;
            if (opacity(el) < MIN_OPACITY) return false;
            const box = visibleBox(el);
            if (box[2] - box[0] < MIN_SIZE || box[3] - box[1] < MIN_SIZE) return false;
            // A box scrolled out of a scroll container is where the user scrolls it in: that container must be on
            // the page (a fixed dialog's box does not stretch the document; one moved off the page hides it).
            if (!inDocument(doc, box[4] ? box[5] : box, viewport) || fixedOffScreen(box, viewport)) return false;
            return box[4] || uncovered(el, box, viewport, labels);
        }
        /** Whether every frame element between `doc` and the collection's top document is viewable in its parent. */
        function framesViewable(doc) {
            for (let frame = frameElementOf(doc); frame; frame = frameElementOf(ownerDocument(frame))) {
                if (!viewableHere(frame, false)) return false;
            }
            return true;
        }
        return {
            /** Viewable: in its own document and through every frame above it. */
            isViewable: (el) => viewableHere(el, true) && !hidesItsText(el) && framesViewable(ownerDocument(el)),
            framesViewable,
        };
    }

    // ---- Labels (the Swift collector's rules: FormFillCollector/Labels.swift, FieldBuilder.swift) ----
    /** Elements whose text innerText sets on lines of their own (blocks, list items, table parts) and <br>;
     *  the Swift collector's HTMLDocument.lineBreakingNames. Names only: the page's CSS is not consulted. */
    const LINE_BREAKING_TAGS = "|address|article|aside|blockquote|body|br|caption|center|dd|details|dialog|dir|div|dl|dt|" +
        "fieldset|figcaption|figure|footer|form|h1|h2|h3|h4|h5|h6|header|hgroup|hr|html|legend|li|listing|main|menu|nav|ol|p|" +
        "plaintext|pre|search|section|summary|table|tbody|td|tfoot|th|thead|tr|ul|xmp|";
    function breaksLine(node) { const t = tag(node); return t !== "" && indexOf(LINE_BREAKING_TAGS, "|" + t + "|") >= 0; }
    /**
     * An element's text as the label rules read it: its text content with a space at the start and the end of
     * each line-breaking element (where innerText breaks lines), trimmed and collapsed. The Swift collector's
     * Labels.elementText (HTMLNode.spacedText).
     */
    function elementText(el) { return clean(spacedText(el)); }
    /** Whether an element's text is not shown: a script or a style sheet (innerText leaves it out). */
    function isUnshownText(el) { const t = tag(el); return t === "script" || t === "style" || t === "noscript" || t === "template"; }
    /** Whether an element's text labels nothing: an unshown text, or the text a control holds (a select's or a
     *  datalist's options, a textarea's value), as Chromium's label inference skips options (HTMLTag's
     *  holdsNoLabelText). */
    function holdsNoLabelText(el) {
        const t = tag(el);
        return t === "select" || t === "option" || t === "optgroup" || t === "datalist" || t === "textarea"
            || t === "script" || t === "style" || t === "noscript" || t === "template";
    }
    /** An element's text content with a space at the start and the end of each line-breaking element, not yet
     *  cleaned, without the text of scripts, style sheets, noscript and template elements, nor the options and
     *  values controls hold (the Swift collector's HTMLNode.spacedText). */
    function spacedText(el) {
        if (holdsNoLabelText(el)) return "";
        let out = "", p = firstChild(el);
        while (p) {
            const t = nodeType(p);
            if (t === 3 || t === 4) out += nodeValue(p);
            else if (t === 1) {
                if (breaksLine(p)) out += " ";
                const child = holdsNoLabelText(p) ? null : firstChild(p);
                if (child) { p = child; continue; }
            }
            // Leave p and every ancestor it ends (the end of a line-breaking element breaks the line too).
            while (p !== el) {
                if (breaksLine(p)) out += " ";
                const next = nextSibling(p);
                if (next) { p = next; break; }
                p = parentNode(p);
            }
            if (p === el) break;
        }
        return out;
    }
    /** The texts of a run of siblings, visited forwards or backwards, joined as innerText joins them once
     *  whitespace is collapsed: a space where a line-breaking element holds one of them or stands between them
     *  (the Swift collector's SiblingTexts). */
    function siblingTexts(backwards) {
        const texts = record();
        texts.parts = []; texts.separated = false; texts.hasWords = false; texts.backwards = backwards;
        return texts;
    }
    /** A node's text before cleaning (the Swift collector's Labels.rawText): a text node's text, an element's
     *  spaced text; null for other nodes and for a wordless help button. White space at either end is where
     *  innerText puts a space. */
    function rawSiblingText(node) {
        const t = nodeType(node);
        if (t === 3 || t === 4) return nodeValue(node) || "";
        if (t === 1) return isWordlessButton(node) ? null : spacedText(node);
        return null;
    }
    /** Whether a label text says something: a character other than white space, ASCII punctuation and symbols
     *  and the marks pages put beside a label (the Swift collector's TextCleaning.hasWords). */
    function hasWords(s) {
        for (let i = 0; i < s.length; i++) {
            const c = charCodeAt(s, i);
            if (isSpace(c) || (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) ||
                (c >= 0x7b && c <= 0x7e) || c === 0xb7 || c === 0x2013 || c === 0x2014 || c === 0x2022 ||
                c === 0x2026 || c === 0x203b || c === 0x2605 || c === 0x2731 || c === 0xff0a || c === 0xff1a) continue;
            return true;
        }
        return false;
    }
    function addSibling(texts, node) {
        const breaks = breaksLine(node), raw = rawSiblingText(node);
        if (raw === null) { texts.separated = texts.separated || breaks; return; }
        const t = clean(raw);
        if (!t) { texts.separated = texts.separated || breaks || raw.length > 0; return; }
        const leading = isSpace(charCodeAt(raw, 0)), trailing = isSpace(charCodeAt(raw, raw.length - 1));
        if (texts.parts.length && (texts.separated || breaks || (texts.backwards ? trailing : leading))) append(texts.parts, " ");
        append(texts.parts, t);
        texts.separated = breaks || (texts.backwards ? leading : trailing);
        if (!texts.hasWords) texts.hasWords = hasWords(t);
    }
    function joinSiblings(texts) {
        let out = "";
        const parts = texts.parts, reversed = texts.backwards;
        for (let i = 0; i < parts.length; i++) out += parts[reversed ? parts.length - 1 - i : i];
        return out;
    }
    /** The nearest `<form>` element around a node, null when none. */
    function ancestorForm(node) {
        for (let p = parentNode(node); p && nodeType(p) === 1; p = parentNode(p)) if (tag(p) === "form") return p;
        return null;
    }
    /** `label-tag`: the DOM's `labels`, else label[for=id], label[for=name] and enclosing labels; else the
     *  `<dt>` before a parent `<dd>`. Texts collapsed and joined without a separator; "" when none. */
    function labelTag(el, root) {
        let found = labelsOf(el, root);
        if (found.length === 0) {
            const id = attr(el, "id"), name = attr(el, "name"), byFor = rootIndex(root).labelsFor;
            const withID = id ? byFor[id] || [] : [], withName = name ? byFor[name] || [] : [];
            for (let i = 0; i < withID.length; i++) addOnce(found, withID[i]);
            for (let i = 0; i < withName.length; i++) addOnce(found, withName[i]);
            // A repeated id or name: the labels in the box's own form are its own, where it has any.
            const form = ancestorForm(el), own = [];
            for (let i = 0; i < found.length; i++) if (ancestorForm(found[i]) === form) append(own, found[i]);
            if (own.length > 0 && own.length < found.length) found = own;
            for (let p = parentNode(el); p && nodeType(p) === 1; p = parentNode(p)) if (tag(p) === "label") addOnce(found, p);
        }
        if (found.length === 0) {
            const parent = parentNode(el), dt = parent && nodeType(parent) === 1 ? previousElementSibling(parent) : null;
            if (tag(parent) === "dd" && dt && tag(dt) === "dt") append(found, dt);
        }
        let text = "";
        for (let i = 0; i < found.length; i++) text += elementText(found[i]);
        return text;
    }
    /** `label-legend`: the legend of the nearest enclosing fieldset (its first legend child), cleaned; none when empty. */
    function labelLegend(el) {
        for (let p = parentNode(el); p && nodeType(p) === 1; p = parentNode(p)) {
            if (tag(p) !== "fieldset") continue;
            for (let c = firstChild(p); c; c = nextSibling(c)) if (tag(c) === "legend") return nonEmpty(elementText(c));
            return undefined;
        }
        return undefined;
    }
    /** The headings in document order and the first box for a value of each form, and of each root's boxes
     *  outside any form (`labelSection`), built on first use. */
    const sectionScopes = new MapCtor();
    function sectionsOf(scope, formless) {
        let info = mapGet(sectionScopes, scope);
        if (info) return info;
        const outside = (node) => !formless || !ancestorForm(node);
        info = { headings: [], firstBox: null };
        const headings = qsaHTML(scope, "h1, h2, h3, h4, h5, h6, [role=heading]");
        for (let i = 0; i < headings.length; i++) if (outside(headings[i])) append(info.headings, headings[i]);
        const boxes = qsaHTML(scope, "input, select, textarea");
        for (let i = 0; i < boxes.length && !info.firstBox; i++) {
            const t = fieldType(boxes[i]);
            if (t !== "hidden" && t !== "submit" && t !== "button" && t !== "image" && t !== "reset" && outside(boxes[i])) info.firstBox = boxes[i];
        }
        mapSet(sectionScopes, scope, info);
        return info;
    }
    /**
     * `label-section`: the heading of the field's section of its form, the last h1-h6 or role=heading element
     * before it inside its form when a box for a value (not hidden, not a button) of the form comes before that
     * heading (one that no box precedes heads the whole form); for a field outside any form, the same among the
     * headings and boxes of its root outside any form. Cleaned; none when empty, and for a field outside the
     * form that owns it.
     */
    function labelSection(el, root) {
        const form = ancestorForm(el), owner = prop("form", el);
        if (form ? owner !== form : owner) return undefined;
        const info = form ? sectionsOf(form, false) : sectionsOf(root, true), headings = info.headings;
        // How many headings come before the field (an enclosing one included): a binary search in document order.
        let lo = 0, hi = headings.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (comparePosition(headings[mid], el) & 4) lo = mid + 1; else hi = mid;
        }
        if (lo === 0 || !info.firstBox || !(comparePosition(info.firstBox, headings[lo - 1]) & 4)) return undefined;
        return nonEmpty(elementText(headings[lo - 1]));
    }
    /**
     * `heading` of a form: the first h1-h6 or role=heading element inside it, else the heading that leads into it
     * (`headingBefore`); cleaned, none when empty.
     */
    function formHeading(formEl) {
        const inside = qsaHTML(formEl, "h1, h2, h3, h4, h5, h6, [role=heading]");
        if (inside.length > 0) return nonEmpty(elementText(inside[0]));
        const before = headingBefore(formEl);
        return before ? nonEmpty(elementText(before)) : undefined;
    }
    function isHeadingElement(el) {
        const t = tag(el);
        return (t.length === 2 && t[0] === "h" && t[1] >= "1" && t[1] <= "6") || (!!el && attr(el, "role") === "heading");
    }
    /**
     * The heading that leads into a form from before it: its previous element sibling when that is a heading,
     * after at most two paragraphs, or the last heading of a title block there that holds no control; a form that
     * comes first in its wrapper is led into by what comes before the wrapper, up to three wrappers out (not past
     * body). As the Swift collector's Labels.headingBefore.
     */
    function headingBefore(formEl) {
        let node = formEl, climbs = 0, paragraphs = 0;
        for (;;) {
            const before = previousElementSibling(node);
            if (!before) {
                const parent = parentNode(node);
                if (climbs >= 3 || !parent || nodeType(parent) !== 1 || tag(parent) === "body" || tag(parent) === "html") return null;
                node = parent; climbs++;
                continue;
            }
            if (isHeadingElement(before)) return before;
            if (tag(before) === "p" && paragraphs < 2) { node = before; paragraphs++; continue; }
            return lastHeadingOfTitleBlock(before);
        }
    }
    /** The last heading inside a title block, null when it holds a form or a control, or more than 64 elements. */
    function lastHeadingOfTitleBlock(block) {
        let last = null, count = 0;
        const controls = { form: 1, input: 1, select: 1, textarea: 1, button: 1 };
        // Elements in document order, the block first (as the Swift collector's walk).
        const visit = (el) => {
            count++;
            if (count > 64 || (isHTML(el) && controls[tag(el)] === 1)) return false;
            if (el !== block && isHeadingElement(el)) { last = el; return true; }
            for (let c = firstChild(el); c; c = nextSibling(c)) if (nodeType(c) === 1 && !visit(c)) return false;
            return true;
        };
        return visit(block) ? last : null;
    }
    function addOnce(list, node) { for (let i = 0; i < list.length; i++) if (list[i] === node) return; append(list, node); }
    /** `label-aria`: aria-label as written, else the cleaned texts of the aria-labelledby targets joined by a space. */
    function labelAria(el, root) {
        const direct = attr(el, "aria-label");
        return direct ? direct : referencedText(attr(el, "aria-labelledby"), root);
    }
    /**
     * The cleaned texts of the elements an `aria-labelledby` or `aria-describedby` list names, in the order
     * listed, joined by a space; none when no target has text (`label-aria`, `label-describedby`).
     */
    function referencedText(ids, root) {
        if (ids === undefined) return undefined;
        let text = "", word = "";
        for (let i = 0; i <= ids.length; i++) {
            const c = i < ids.length ? charCodeAt(ids, i) : 32;
            if (c === 32 || c === 9 || c === 10) {
                if (word) {
                    const target = byID(root, word), t = target ? elementText(target) : "";
                    if (t) text += (text ? " " : "") + t;
                }
                word = "";
            } else word += ids[i];
        }
        return nonEmpty(text);
    }
    function byID(root, id) { return rootIndex(root).byID[id] || null; }
    function span(cell) {
        const n = parseNonNegative(attr(cell, "colspan"));
        return n === undefined || n <= 0 ? 1 : n < 1000 ? n : 1000;
    }
    /** `label-top`: in a table, the text of the cell in the same column (colspans counted) of the row above. */
    function labelTop(el) {
        let cell = parentNode(el);
        while (cell && nodeType(cell) === 1 && tag(cell) !== "td") cell = parentNode(cell);
        if (!cell || nodeType(cell) !== 1) return undefined;
        const row = parentNode(cell);
        if (tag(row) !== "tr") return undefined;
        const above = previousElementSibling(row);
        if (!above || tag(above) !== "tr") return undefined;
        let column = 0;
        const cells = rowCells(row);
        for (let i = 0; i < collLength(cells); i++) {
            const c = collItem(cells, i);
            if (c === cell) break;
            column += span(c);
        }
        const upper = rowCells(above);
        let start = 0;
        for (let i = 0; i < collLength(upper); i++) {
            const c = collItem(upper, i), width = span(c);
            if (column >= start && column < start + width) return nonEmpty(elementText(c));
            start += width;
        }
        return undefined;
    }
    /** `label-right`: texts of the following siblings up to the next section element or element that holds
     *  another control (its text is that control's label, as in labelLeft), joined (siblingTexts). */
    function labelRight(el) {
        const texts = siblingTexts(false);
        for (let s = nextSibling(el); s; s = nextSibling(s)) {
            if (isSectionTag(s) || holdsControl(s)) break;
            addSibling(texts, s);
        }
        return joinSiblings(texts);
    }
    /** `label-left`: the original's walk back through preceding siblings, then up and down to the deepest last
     *  child of an ancestor's previous sibling; texts joined in reading order (siblingTexts). As in the Swift
     *  collector (Labels.left), a text without words does not end the walk, and the climb stops at a table row
     *  but for the first row of a table nested in a cell, and reads a control-free table nested in a cell. */
    function labelLeft(el) {
        const texts = siblingTexts(true);
        let node = el, steps = 0;
        search: while (steps < 10000) {
            for (let previous = previousSibling(node); previous; previous = previousSibling(node)) {
                node = previous;
                steps++;
                if (isSectionTag(node) || holdsControl(node)) break search;
                if (texts.hasWords && breaksLine(node)) break search;
                addSibling(texts, node);
            }
            if (texts.hasWords) break;
            let candidate = null, up = node;
            while (!candidate) {
                let parent = parentNode(up);
                if (!parent) break search;
                if (tag(parent) === "tr") {
                    const table = nestedTable(parent);
                    if (!table) break search;
                    parent = table;
                }
                up = parent;
                if (breaksLine(up)) texts.separated = true;
                candidate = previousSibling(up);
                // A container of another box: its last text is that box's (a label after its box).
                if (candidate && holdsControl(candidate)) break search;
                while (candidate && (!isSectionTag(candidate) || isLabelTable(candidate)) && !isWordlessButton(candidate) &&
                       !isUnshownText(candidate) && lastChild(candidate)) {
                    if (breaksLine(candidate)) texts.separated = true;
                    candidate = lastChild(candidate);
                    steps++;
                }
            }
            if (isSectionTag(candidate)) break;
            addSibling(texts, candidate);
            node = lineStart(candidate, previousSibling(up), texts);
            if (texts.hasWords) break;
        }
        return joinSiblings(texts);
    }
    /** The table of a row that is its table's first, when the table is nested in a cell (cellAround; the Swift
     *  collector's Labels.nestedTable): the row is a line of the outer cell. */
    function nestedTable(row) {
        const before = previousElementSibling(row);
        if (before && tag(before) === "tr") return null;
        let node = parentNode(row);
        for (let steps = 0; node && nodeType(node) === 1 && steps < 32; steps++) {
            const t = tag(node);
            if (t === "table") return cellAround(node) ? node : null;
            if (t === "td" || t === "th" || t === "tr" || t === "body") return null;
            node = parentNode(node);
        }
        return null;
    }
    /** A table nested in a cell that holds no control: a layout table around a label's text, read like the
     *  rest of its cell (the Swift collector's Labels.isLabelTable). */
    function isLabelTable(node) { return tag(node) === "table" && cellAround(node) !== null && !holdsControl(node); }
    /** The cell a table is nested in, wrappers between allowed; null when a row, another table or the body comes
     *  first (the Swift collector's Labels.cell(around:)). */
    function cellAround(table) {
        let node = parentNode(table);
        for (let steps = 0; node && nodeType(node) === 1 && steps < 32; steps++) {
            const t = tag(node);
            if (t === "td" || t === "th") return node;
            if (t === "tr" || t === "table" || t === "body") return null;
            node = parentNode(node);
        }
        return null;
    }
    /** Whether an element holds a form control within its first 1,000 descendants (the Swift collector's
     *  Labels.holdsControl): its text is that control's label, so a walk from another box stops at it. */
    function holdsControl(el) {
        if (nodeType(el) !== 1 || isUnshownText(el)) return false;
        let node = firstChild(el), visited = 0;
        while (node && visited < 1000) {
            visited++;
            const t = tag(node);
            if ((t === "input" && !isHiddenInput(node)) || t === "select" || t === "textarea" ||
                (t === "button" && !isWordlessButton(node))) return true;
            const child = isUnshownText(node) ? null : firstChild(node);
            if (child) { node = child; continue; }
            while (!nextSibling(node)) {
                const parent = parentNode(node);
                if (!parent || parent === el) return false;
                node = parent;
            }
            node = nextSibling(node);
        }
        return false;
    }
    /** The texts before `found` on its line, back to the start of the nearest line-breaking ancestor, a section
     *  element or the top of `root` (the element the climb descended into); returns the first node reached
     *  (the Swift collector's Labels.lineStart). */
    function lineStart(found, root, texts) {
        let node = found, steps = 0;
        while (node !== root && steps < 10000) {
            for (let previous = previousSibling(node); previous; previous = previousSibling(node)) {
                if (isSectionTag(previous) || breaksLine(previous)) return node;
                steps++;
                addSibling(texts, previous);
                node = previous;
            }
            const parent = parentNode(node);
            if (!parent || parent === root || breaksLine(parent)) return node;
            node = parent;
        }
        return node;
    }

    // ---- Field values ----
    const PUNCTUATION = "~`!@$%^&*()-_+=:;'\"[]|\\,<.>?";
    function optionLabel(text) {
        let out = "";
        const lower = toLower(text);
        for (let i = 0; i < lower.length; i++) {
            const c = charCodeAt(lower, i);
            if (isSpace(c) || indexOf(PUNCTUATION, lower[i]) >= 0) continue;
            out += lower[i];
        }
        return out === "" ? null : out;
    }
    function selectInfo(el) {
        const options = selectOptions(el), n = optionsLength(options), list = [];
        for (let i = 0; i < n; i++) {
            const o = collItem(options, i);
            append(list, [optionLabel(optionText(o)), optionValue(o)]);
        }
        const info = record();
        info.options = list;
        return info;
    }
    function fieldType(el) {
        const k = kind(el);
        if (k === "input") { const t = attr(el, "type"); return t === undefined || t === "" ? "text" : toLower(t); }
        return P.type[k](el);
    }
    function fieldValue(el, type) {
        const k = kind(el);
        if (type === "checkbox") return inputChecked(el) ? "\u2713" : "";
        const v = P.value[k](el);
        if (type === "hidden") return v.length > 254 ? strSlice(v, 0, 254) + "...SNIPPED" : v;
        if (k === "button" && v === "") return elementText(el);
        return v;
    }
    /** HTML's rules for parsing non-negative integers: leading whitespace, an optional "+", digits; junk after
     *  the digits ignored. Undefined when there are no digits. */
    function parseNonNegative(v) {
        if (v === undefined || v === null) return undefined;
        let i = 0, n = 0, digits = 0;
        while (i < v.length && (v[i] === " " || v[i] === "\t" || v[i] === "\n" || v[i] === "\r" || v[i] === "\f")) i++;
        if (v[i] === "+") i++;
        for (; i < v.length; i++) {
            const c = charCodeAt(v, i);
            if (c < 48 || c > 57) break;
            digits++;
            if (n < 1e9) n = n * 10 + (c - 48);
        }
        return digits ? n : undefined;
    }
    function hintKey(attributeName) {
        // data-onepassword-field-type -> onepasswordFieldType
        let out = "onepassword", upper = false;
        for (let i = "data-onepassword".length; i < attributeName.length; i++) {
            const ch = attributeName[i];
            if (ch === "-") { upper = true; continue; }
            out += upper ? (fromCharCode(charCodeAt(ch, 0) - (charCodeAt(ch, 0) >= 97 && charCodeAt(ch, 0) <= 122 ? 32 : 0))) : ch;
            upper = false;
        }
        return out;
    }
    const attributesOf = getter(ElementP, "attributes");
    const namedMapLength = getter(G.NamedNodeMap.prototype, "length"), namedMapItem = method(G.NamedNodeMap.prototype, "item");
    const attrName = getter(G.Attr.prototype, "name"), attrValue = getter(G.Attr.prototype, "value");
    /** The `data-onepassword-*` hints as dataset keys, sorted; `onepasswordFieldType` defaults to the type. */
    function hints(el, type) {
        const map = attributesOf(el), n = namedMapLength(map), out = [];
        let hasFieldType = false;
        for (let i = 0; i < n; i++) {
            const a = namedMapItem(map, i), name = attrName(a);
            if (strSlice(name, 0, 17) !== "data-onepassword-") continue;
            const key = hintKey(name);
            let value = attrValue(a);
            if (key === "onepasswordFieldType") { hasFieldType = true; if (value === "") value = type; }
            append(out, [key, value]);
        }
        if (!hasFieldType) append(out, ["onepasswordFieldType", type]);
        // Insertion sort by key (a handful of entries; no page-replaceable Array.prototype.sort).
        for (let i = 1; i < out.length; i++) {
            const item = out[i];
            let j = i - 1;
            while (j >= 0 && out[j][0] > item[0]) { out[j + 1] = out[j]; j--; }
            out[j + 1] = item;
        }
        return out;
    }
    /** For each textarea of `root`: the opid number of the first `input`, `select` or `button` after it in
     *  document order (`base` numbers the root's first one), when one follows (the token's `precedes`). */
    function textareaPositions(root, base) {
        const out = new MapCtor(), all = qsaHTML(root, "input, select, button, textarea");
        let seen = 0, pending = [];
        for (let i = 0; i < all.length; i++) {
            if (kind(all[i]) === "textarea") { append(pending, all[i]); continue; }
            for (let k = 0; k < pending.length; k++) mapSet(out, pending[k], base + seen);
            pending = [];
            seen++;
        }
        return out;
    }
    function describeField(el, index, formOpids, root, precedes) {
        const f = record();
        const type = fieldType(el);
        const visible = isVisible(el);
        f.opid = "__" + index;
        f.elementNumber = index;
        f.visible = visible;
        f.viewable = visible && viewability.isViewable(el);
        put(f, "htmlID", attr(el, "id"));
        put(f, "htmlName", attr(el, "name"));
        put(f, "htmlClass", attr(el, "class"));
        put(f, "tabindex", attr(el, "tabindex"));
        put(f, "title", attr(el, "title"));
        f.userEdited = false;
        if (type !== "hidden") {
            f["label-tag"] = labelTag(el, root);
            put(f, "label-data", nonEmpty(attr(el, "data-label")));
            put(f, "label-aria", labelAria(el, root));
            put(f, "label-top", labelTop(el));
            f["label-right"] = labelRight(el);
            f["label-left"] = labelLeft(el);
            put(f, "label-legend", labelLegend(el));
            put(f, "label-section", labelSection(el, root));
            put(f, "label-describedby", referencedText(attr(el, "aria-describedby"), root));
            put(f, "placeholder", nonEmpty(attr(el, "placeholder")));
        }
        put(f, "rel", attr(el, "rel"));
        f.type = type;
        f.value = fieldValue(el, type);
        if (kind(el) === "input" && inputChecked(el)) f.checked = true;
        const autocomplete = nonEmpty(attr(el, "x-autocompletetype")) ?? nonEmpty(attr(el, "autocompletetype")) ?? attr(el, "autocomplete");
        if (autocomplete !== undefined && toLower(autocomplete) !== "off") f.autoCompleteType = autocomplete;
        // `:disabled` also holds for a control in a `<fieldset disabled>` (outside its first legend).
        f.disabled = !!prop("disabled", el) || matchesSelector(el, ":disabled");
        f.readonly = !!prop("readOnly", el);
        if (kind(el) === "select") f.selectInfo = selectInfo(el);
        const k = kind(el);
        if (k === "input" || k === "textarea") {
            const maxLength = parseNonNegative(attr(el, "maxlength"));
            if (maxLength !== undefined && maxLength > 0 && maxLength < 999) f.maxLength = maxLength;
            put(f, "minLength", parseNonNegative(attr(el, "minlength")));
        }
        if (k === "input") {
            const size = parseNonNegative(attr(el, "size"));
            if (size !== undefined && size > 0) f.size = size;
            put(f, "pattern", attr(el, "pattern"));
        }
        put(f, "passwordRules", attr(el, "passwordrules"));
        put(f, "inputMode", attr(el, "inputmode"));
        if (k === "input" && masksItsText(type)) put(f, "textSecurity", textSecurity(el));
        if (attr(el, "aria-hidden") === "true") f["aria-hidden"] = true;
        if (attr(el, "aria-disabled") === "true") f["aria-disabled"] = true;
        if (attr(el, "aria-haspopup") === "true") f["aria-haspopup"] = true;
        put(f, "data-unmasked", attr(el, "data-unmasked"));
        put(f, "data-stripe", attr(el, "data-stripe"));
        put(f, "data-braintree-name", attr(el, "data-braintree-name"));
        const extra = hints(el, type);
        for (let i = 0; i < extra.length; i++) f[extra[i][0]] = extra[i][1];
        const form = prop("form", el);
        if (form) {
            const opid = mapGet(formOpids, form);
            if (opid !== undefined) f.form = opid;
        }
        if (precedes !== undefined) f.precedes = "__" + precedes;
        const doc = ownerDocument(el);
        if (doc !== document) {
            f.frameOrigin = originOfDocument(doc);
            if (!viewability.framesViewable(doc)) f.frameViewable = false;
        }
        return f;
    }
    function rootDocument(root) { return nodeType(root) === 9 ? root : ownerDocument(root); }
    function markOpid(el, opid) {
        try { defineProperty(el, "opid", { value: opid, writable: true, configurable: true, enumerable: false }); } catch (e) { /* frozen */ }
    }

    /** A `<button>`'s type attribute other than submit, reset and button is an invalid value: a submit button. */
    function isButtonType(type) { return type === "submit" || type === "reset" || type === "button"; }
    /** The top-level page's origin when readable, else the last `location.ancestorOrigins` entry, else "null". */
    function topOrigin() {
        try {
            const loc = G.top.location, protocol = loc.protocol;
            if (protocol === "http:" || protocol === "https:" || protocol === "file:") return protocol + "//" + loc.host;
            return "null";
        } catch (e) { /* cross-origin top */ }
        try {
            const ancestors = G.location.ancestorOrigins;
            if (ancestors && ancestors.length) return ancestors.item(ancestors.length - 1);
        } catch (e) { /* not available */ }
        return "null";
    }

    // ---- The collection ----
    const opts = options && typeof options === "object" ? options : {};
    const { roots, frames } = collectRoots(document);
    const forms = record(), formOpids = new MapCtor();
    let formIndex = 0;
    for (let r = 0; r < roots.length; r++) {
        const list = qsaHTML(roots[r], "form");
        for (let i = 0; i < list.length; i++) {
            const formEl = list[i], opid = "__form__" + formIndex++, form = record();
            markOpid(formEl, opid);
            mapSet(formOpids, formEl, opid);
            form.opid = opid;
            put(form, "htmlName", attr(formEl, "name"));
            put(form, "htmlID", attr(formEl, "id"));
            put(form, "htmlClass", attr(formEl, "class"));
            // As the Swift collector: no action is the page URL; an unparsable one is kept as written.
            const action = trimASCII(attr(formEl, "action") ?? "");
            let resolved = action;
            if (action === "") resolved = docURL(rootDocument(roots[r]));
            else { try { resolved = new URLCtor(action, baseURI(formEl)).href; } catch (e) { resolved = action; } }
            put(form, "htmlAction", resolved);
            const method_ = trimASCII(toLower(attr(formEl, "method") ?? ""));
            form.htmlMethod = method_ === "post" || method_ === "dialog" ? method_ : "get";
            put(form, "heading", formHeading(formEl));
            forms[opid] = form;
        }
    }
    const fields = [], controls = [];
    for (let r = 0; r < roots.length; r++) {
        const list = controlsOf([roots[r]]), before = textareaPositions(roots[r], controls.length);
        for (let i = 0; i < list.length; i++) append(controls, [list[i], roots[r], mapGet(before, list[i])]);
    }
    for (let i = 0; i < controls.length; i++) {
        const el = controls[i][0];
        markOpid(el, "__" + i);
        append(fields, describeField(el, i, formOpids, controls[i][1], controls[i][2]));
    }
    // Each form's other destinations: the `formaction` of its submit controls (those associated through the
    // `form` attribute included), resolved like `htmlAction`, in document order, without duplicates.
    for (let i = 0; i < controls.length; i++) {
        const el = controls[i][0], k = kind(el);
        if (k !== "input" && k !== "button") continue;
        const type = toLower(attr(el, "type") ?? "");
        const submits = k === "button" ? type === "" || type === "submit" || !isButtonType(type) : type === "submit" || type === "image";
        if (!submits || !hasAttribute(el, "formaction")) continue;
        const formEl = prop("form", el), opid = formEl ? mapGet(formOpids, formEl) : undefined;
        if (opid === undefined) continue;
        const written = trimASCII(attr(el, "formaction"));
        let resolved = written;
        if (written === "") resolved = docURL(ownerDocument(el));
        else { try { resolved = new URLCtor(written, baseURI(el)).href; } catch (e) { resolved = written; } }
        const form = forms[opid];
        if (form.formActions === undefined) form.formActions = [];
        let seen = false;
        for (let j = 0; j < form.formActions.length; j++) if (form.formActions[j] === resolved) seen = true;
        if (!seen) append(form.formActions, resolved);
    }
    const page = record();
    page.documentUUID = typeof opts.documentUUID === "string" ? opts.documentUUID : randomID();
    page.title = docTitle(document);
    page.url = G.location ? G.location.href : docURL(document);
    page.documentURL = docURL(document);
    const titled = qsa(document, "[data-onepassword-title]");
    if (titled.length) put(page, "displayTitle", nonEmpty(attr(titled[0], "data-onepassword-title")));
    page.collectedTimestamp = typeof opts.collectedTimestamp === "number" ? opts.collectedTimestamp : dateNow();
    page.forms = forms;
    page.fields = fields;
    if (frames.length) page.frames = frames;
    // Framed: the top-level page's origin, so that the vault side can tell a framed login from the page itself.
    if (G.top !== G) page.topOrigin = topOrigin();
    return serialize(page);
})(document, {});
