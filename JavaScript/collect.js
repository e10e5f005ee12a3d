/*
 * FormFill collect.js — evaluate this source in a page; its value is the page-details token, a JSON string
 * (see README "JavaScript" and the token format). It mirrors the Swift collector (FormFillCollector): the same
 * element list, opids, forms and label rules; only `visible` / `viewable` come from real layout here.
 *
 * Element list and opids: `__0 … __{n-1}` over `document.querySelectorAll('input, select, button')` in
 * document order, then the document's textareas as `__n, __n+1, …`. Then, appended after that list and so never
 * renumbering it: fields in open shadow roots (hosts in document order, nested roots after their host's root),
 * then fields of same-origin frames (frames in document order, each frame's document handled the same way).
 * Closed shadow roots cannot be read. Frames that cannot be entered (cross-origin, sandboxed without
 * allow-same-origin, not loaded) are reported in `frames` with a reason; entered frames are reported too.
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
    const NodeP = G.Node.prototype, ElementP = G.Element.prototype, HTMLElementP = G.HTMLElement.prototype;
    const InputP = G.HTMLInputElement.prototype, SelectP = G.HTMLSelectElement.prototype;
    const TextAreaP = G.HTMLTextAreaElement.prototype, ButtonP = G.HTMLButtonElement.prototype;
    const docQSA = method(G.Document.prototype, "querySelectorAll");
    const elQSA = method(ElementP, "querySelectorAll");
    const fragQSA = method(G.DocumentFragment.prototype, "querySelectorAll");
    const listLength = getter(G.NodeList.prototype, "length"), listItem = method(G.NodeList.prototype, "item");
    const collLength = getter(G.HTMLCollection.prototype, "length"), collItem = method(G.HTMLCollection.prototype, "item");
    const getAttribute = method(ElementP, "getAttribute"), hasAttribute = method(ElementP, "hasAttribute");
    const parentNode = getter(NodeP, "parentNode"), nodeType = getter(NodeP, "nodeType");
    const previousSibling = getter(NodeP, "previousSibling"), nextSibling = getter(NodeP, "nextSibling");
    const lastChild = getter(NodeP, "lastChild"), firstChild = getter(NodeP, "firstChild");
    const nodeValue = getter(NodeP, "nodeValue"), ownerDocument = getter(NodeP, "ownerDocument");
    const baseURI = getter(NodeP, "baseURI");
    const localNameOf = getter(ElementP, "localName"), shadowRootOf = getter(ElementP, "shadowRoot");
    const previousElementSibling = getter(ElementP, "previousElementSibling");
    const boundingRect = method(ElementP, "getBoundingClientRect"), clientRects = method(ElementP, "getClientRects");
    const clientWidth = getter(ElementP, "clientWidth"), clientHeight = getter(ElementP, "clientHeight");
    const clientLeft = getter(ElementP, "clientLeft"), clientTop = getter(ElementP, "clientTop");
    const scrollWidth = getter(ElementP, "scrollWidth"), scrollHeight = getter(ElementP, "scrollHeight");
    const offsetParent = getter(HTMLElementP, "offsetParent");
    const shadowHost = getter(G.ShadowRoot.prototype, "host");
    const rectListLength = getter(G.DOMRectList.prototype, "length"), rectListItem = method(G.DOMRectList.prototype, "item");
    const rectGet = {};
    const rectKeys = ["left", "right", "top", "bottom", "width", "height"];
    for (let i = 0; i < rectKeys.length; i++) rectGet[rectKeys[i]] = getter(G.DOMRectReadOnly.prototype, rectKeys[i]);
    const DocP = G.Document.prototype;
    const docElement = getter(DocP, "documentElement"), defaultView = getter(DocP, "defaultView");
    const docTitle = getter(DocP, "title"), docURL = getter(DocP, "URL"), elementFromPoint = method(DocP, "elementFromPoint");
    // Window members live on the global object itself, not on Window.prototype.
    const computedStyle = method(G, "getComputedStyle");
    const styleValue = method(G.CSSStyleDeclaration.prototype, "getPropertyValue");
    const mainInnerWidth = getter(G, "innerWidth"), mainInnerHeight = getter(G, "innerHeight");
    const innerWidthOf = (win) => win === G ? mainInnerWidth(win) : win.innerWidth;
    const innerHeightOf = (win) => win === G ? mainInnerHeight(win) : win.innerHeight;
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
        labels: perKind("labels"), readOnly: perKind("readOnly"), maxLength: perKind("maxLength"),
        minLength: perKind("minLength"),
    };
    const inputChecked = getter(InputP, "checked");
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
    function attr(el, name) { const v = getAttribute(el, name); return v === null ? undefined : v; }
    function nonEmpty(s) { return s === undefined || s === null || s === "" ? undefined : s; }
    function tag(node) { return node && nodeType(node) === 1 ? localNameOf(node) : ""; }
    function kind(el) { const t = tag(el); return t === "input" || t === "select" || t === "textarea" || t === "button" ? t : null; }
    function prop(name, el) { const k = kind(el); return k ? P[name][k](el) : undefined; }
    function isSpace(c) { return c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 0xa0 || c === 0x2028 || c === 0x2029 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a) || c === 0x1680 || c === 0x202f || c === 0x205f || c === 0xfeff || c === 11 || c === 0x85; }
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
    /** The text of a node as a reader sees it: text nodes only, skipping script, style, template and noscript. */
    function textOf(node) {
        const t = nodeType(node);
        if (t === 3 || t === 4) return nodeValue(node);
        if (t !== 1 && t !== 11 && t !== 9) return "";
        const name = tag(node);
        if (name === "script" || name === "style" || name === "template" || name === "noscript") return "";
        let out = "";
        for (let c = firstChild(node); c; c = nextSibling(c)) {
            out += textOf(c);
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
    function isSectionTag(node) { return node === null || node === undefined || indexOf(SECTION_TAGS, "|" + tag(node) + "|") >= 0 && tag(node) !== ""; }
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
    /** Appends `doc`'s roots (the document, then its open shadow roots, then its entered frames, recursively). */
    function addDocument(doc, roots, frames) {
        append(roots, doc);
        addShadowRoots(doc, roots);
        const frameElements = qsa(doc, "iframe, frame");
        for (let i = 0; i < frameElements.length; i++) {
            const frame = frameElements[i], report = record();
            report.src = frameSource(frame);
            let inner = null;
            try { inner = tag(frame) === "iframe" ? frameDocument(frame) : legacyFrameDocument(frame); } catch (e) { inner = null; }
            const sandbox = attr(frame, "sandbox");
            if (inner) {
                report.entered = true;
                append(frames, report);
                addDocument(inner, roots, frames);
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
        addDocument(doc, roots, frames);
        return { roots, frames };
    }
    function controlsOf(roots) {
        const out = [];
        for (let r = 0; r < roots.length; r++) {
            const main = qsa(roots[r], "input, select, button"), areas = qsa(roots[r], "textarea");
            for (let i = 0; i < main.length; i++) append(out, main[i]);
            for (let i = 0; i < areas.length; i++) append(out, areas[i]);
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
            if (styleValue(style, "display") === "none" || styleValue(style, "visibility") === "hidden") return false;
            node = parentOf(node);
        }
        return !!node && (nodeType(node) === 9);
    }
    function isViewable(el, visible) {
        if (!visible) return false;
        const doc = ownerDocument(el), root = docElement(doc), win = defaultView(doc);
        if (!win || !offsetParent(el) || clientWidth(el) < 10 || clientHeight(el) < 10) return false;
        const rects = clientRects(el), count = rectListLength(rects);
        if (count === 0) return false;
        const docWidth = scrollWidth(root), docHeight = scrollHeight(root);
        for (let i = 0; i < count; i++) {
            const r = rectListItem(rects, i);
            if (rectGet.left(r) > docWidth || rectGet.right(r) < 0) return false;
        }
        const rect = boundingRect(el);
        const left = rectGet.left(rect) - clientLeft(root), top = rectGet.top(rect) - clientTop(root);
        if (left < 0 || left > docWidth || top < 0 || top > docHeight) return false;
        const vw = innerWidthOf(win), vh = innerHeightOf(win);
        const x = left + (rectGet.right(rect) > vw ? (vw - left) / 2 : rectGet.width(rect) / 2);
        const y = top + (rectGet.bottom(rect) > vh ? (vh - top) / 2 : rectGet.height(rect) / 2);
        const labels = prop("labels", el);
        for (let p = elementFromPoint(doc, x, y); p && p !== doc; p = parentOf(p)) {
            if (p === el) return true;
            if (tag(p) === "label" && labels && isLabelOf(p, labels)) return true;
        }
        return false;
    }
    function isLabelOf(label, labels) {
        const n = listLength(labels);
        for (let i = 0; i < n; i++) if (listItem(labels, i) === label) return true;
        return false;
    }

    // ---- Labels (the Swift collector's rules) ----
    function labelTag(el, root) {
        const found = [];
        const labels = prop("labels", el);
        const n = labels ? listLength(labels) : 0;
        if (n > 0) {
            for (let i = 0; i < n; i++) append(found, listItem(labels, i));
        } else {
            const id = attr(el, "id"), name = attr(el, "name");
            const all = qsa(root, "label[for]");
            for (let i = 0; i < all.length; i++) {
                const f = attr(all[i], "for");
                if ((id && f === id) || (name && f === name)) addOnce(found, all[i]);
            }
            for (let p = parentNode(el); p && nodeType(p) === 1; p = parentNode(p)) if (tag(p) === "label") addOnce(found, p);
        }
        if (found.length === 0) {
            const parent = parentNode(el), dt = parent && nodeType(parent) === 1 ? previousElementSibling(parent) : null;
            if (tag(parent) === "dd" && dt && tag(dt) === "dt") append(found, dt);
        }
        let text = "";
        for (let i = 0; i < found.length; i++) {
            const t = clean(textOf(found[i]));
            if (t) text += (text ? " " : "") + t;
        }
        return text;
    }
    function addOnce(list, node) { for (let i = 0; i < list.length; i++) if (list[i] === node) return; append(list, node); }
    function labelAria(el, root) {
        const direct = clean(attr(el, "aria-label"));
        if (direct) return direct;
        const ids = attr(el, "aria-labelledby");
        if (!ids) return undefined;
        let text = "", word = "";
        const parts = [];
        for (let i = 0; i <= ids.length; i++) {
            const c = i < ids.length ? charCodeAt(ids, i) : 32;
            if (isSpace(c)) { if (word) append(parts, word); word = ""; } else word += ids[i];
        }
        for (let i = 0; i < parts.length; i++) {
            const target = byID(root, parts[i]);
            const t = target ? clean(textOf(target)) : "";
            if (t) text += (text ? " " : "") + t;
        }
        return nonEmpty(text);
    }
    function byID(root, id) {
        const all = qsa(root, "[id]");
        for (let i = 0; i < all.length; i++) if (attr(all[i], "id") === id) return all[i];
        return null;
    }
    function labelTop(el) {
        let cell = parentNode(el);
        while (cell && nodeType(cell) === 1 && tag(cell) !== "td" && tag(cell) !== "th") cell = parentNode(cell);
        if (!cell || nodeType(cell) !== 1) return undefined;
        const row = parentNode(cell);
        if (tag(row) !== "tr") return undefined;
        let above = previousElementSibling(row);
        if (!above) {
            // The first row of a tbody: the row above is the last row of the preceding thead/tbody.
            const section = parentNode(row), prev = section && nodeType(section) === 1 ? previousElementSibling(section) : null;
            if (prev && (tag(prev) === "thead" || tag(prev) === "tbody")) {
                const rows = qsa(prev, "tr");
                above = rows.length ? rows[rows.length - 1] : null;
            }
        }
        if (!above || tag(above) !== "tr") return undefined;
        const cells = rowCells(above), index = cellIndex(cell);
        if (index < 0 || index >= collLength(cells)) return undefined;
        return nonEmpty(clean(textOf(collItem(cells, index))));
    }
    function pushText(parts, node) {
        const t = clean(textOf(node));
        if (t) append(parts, t);
    }
    function labelRight(el) {
        const parts = [];
        for (let s = nextSibling(el); s && !isSectionTag(s); s = nextSibling(s)) pushText(parts, s);
        return join(parts, false);
    }
    function labelLeft(el) {
        const parts = [];
        shiftLeft(el, parts, 0);
        return join(parts, true);
    }
    function shiftLeft(start, parts, depth) {
        let el = start;
        while (el && previousSibling(el)) {
            el = previousSibling(el);
            if (isSectionTag(el)) return;
            pushText(parts, el);
        }
        if (!el || parts.length > 0 || depth > 50) return;
        let sib = null;
        while (!sib) {
            el = parentNode(el);
            if (!el || nodeType(el) !== 1) return;
            sib = previousSibling(el);
            while (sib && !isSectionTag(sib) && lastChild(sib)) sib = lastChild(sib);
        }
        if (isSectionTag(sib)) return;
        pushText(parts, sib);
        if (parts.length === 0) shiftLeft(sib, parts, depth + 1);
    }
    function join(parts, reversed) {
        let out = "";
        for (let i = 0; i < parts.length; i++) {
            const p = reversed ? parts[parts.length - 1 - i] : parts[i];
            out += (out ? " " : "") + p;
        }
        return out;
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
        if (k === "button" && v === "") return clean(textOf(el));
        return v;
    }
    function intAttribute(el, name) {
        const v = attr(el, name);
        if (v === undefined) return undefined;
        let n = 0, digits = 0;
        const s = clean(v);
        for (let i = 0; i < s.length; i++) {
            const c = charCodeAt(s, i);
            if (c < 48 || c > 57) return undefined;
            n = n * 10 + (c - 48); digits++;
            if (n > 1e9) return undefined;
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
    function hints(el) {
        const map = attributesOf(el), n = namedMapLength(map), out = [];
        for (let i = 0; i < n; i++) {
            const a = namedMapItem(map, i), name = attrName(a);
            if (strSlice(name, 0, 17) === "data-onepassword-" && name.length > 17) append(out, [hintKey(name), attrValue(a)]);
        }
        return out;
    }

    function describeField(el, index, formOpids, root) {
        const f = record();
        const type = fieldType(el);
        const visible = isVisible(el);
        f.opid = "__" + index;
        f.elementNumber = index;
        f.visible = visible;
        f.viewable = isViewable(el, visible);
        put(f, "htmlID", attr(el, "id"));
        put(f, "htmlName", attr(el, "name"));
        put(f, "htmlClass", attr(el, "class"));
        put(f, "tabindex", attr(el, "tabindex"));
        put(f, "title", attr(el, "title"));
        f.userEdited = false;
        if (type !== "hidden") {
            f["label-tag"] = labelTag(el, root);
            put(f, "label-data", nonEmpty(clean(attr(el, "data-label"))));
            put(f, "label-aria", labelAria(el, root));
            put(f, "label-top", labelTop(el));
            f["label-right"] = labelRight(el);
            f["label-left"] = labelLeft(el);
            put(f, "placeholder", nonEmpty(attr(el, "placeholder")));
        }
        put(f, "rel", attr(el, "rel"));
        f.type = type;
        f.value = fieldValue(el, type);
        if (kind(el) === "input" && inputChecked(el)) f.checked = true;
        const autocomplete = attr(el, "x-autocompletetype") ?? attr(el, "autocompletetype") ?? attr(el, "autocomplete");
        if (autocomplete !== undefined && toLower(autocomplete) !== "off") f.autoCompleteType = autocomplete;
        f.disabled = !!prop("disabled", el);
        f.readonly = !!prop("readOnly", el);
        if (kind(el) === "select") f.selectInfo = selectInfo(el);
        const maxLength = prop("maxLength", el);
        if (typeof maxLength === "number" && maxLength > 0 && maxLength < 999) f.maxLength = maxLength;
        const minLength = prop("minLength", el);
        if (typeof minLength === "number" && minLength >= 0) f.minLength = minLength;
        put(f, "size", intAttribute(el, "size"));
        put(f, "pattern", attr(el, "pattern"));
        put(f, "passwordRules", attr(el, "passwordrules"));
        put(f, "inputMode", attr(el, "inputmode"));
        if (attr(el, "aria-hidden") === "true") f["aria-hidden"] = true;
        if (attr(el, "aria-disabled") === "true") f["aria-disabled"] = true;
        if (attr(el, "aria-haspopup") === "true") f["aria-haspopup"] = true;
        put(f, "data-unmasked", attr(el, "data-unmasked"));
        put(f, "data-stripe", attr(el, "data-stripe"));
        put(f, "data-braintree-name", attr(el, "data-braintree-name"));
        const extra = hints(el);
        for (let i = 0; i < extra.length; i++) f[extra[i][0]] = extra[i][1];
        const form = prop("form", el);
        if (form) {
            for (let i = 0; i < formOpids.length; i++) if (formOpids[i][0] === form) { f.form = formOpids[i][1]; break; }
        }
        return f;
    }
    function rootDocument(root) { return nodeType(root) === 9 ? root : ownerDocument(root); }
    function markOpid(el, opid) {
        try { defineProperty(el, "opid", { value: opid, writable: true, configurable: true, enumerable: false }); } catch (e) { /* frozen */ }
    }

    // ---- The collection ----
    const opts = options && typeof options === "object" ? options : {};
    const { roots, frames } = collectRoots(document);
    const forms = record(), formOpids = [];
    let formIndex = 0;
    for (let r = 0; r < roots.length; r++) {
        const list = qsa(roots[r], "form");
        for (let i = 0; i < list.length; i++) {
            const formEl = list[i], opid = "__form__" + formIndex++, form = record();
            markOpid(formEl, opid);
            append(formOpids, [formEl, opid]);
            form.opid = opid;
            put(form, "htmlName", attr(formEl, "name"));
            put(form, "htmlID", attr(formEl, "id"));
            const action = attr(formEl, "action");
            let resolved;
            try { resolved = new URLCtor(action === undefined ? "" : action, baseURI(formEl)).href; } catch (e) { resolved = action; }
            put(form, "htmlAction", resolved);
            const method_ = attr(formEl, "method");
            form.htmlMethod = method_ === undefined || method_ === "" ? "get" : toLower(method_);
            forms[opid] = form;
        }
    }
    const fields = [], controls = [];
    for (let r = 0; r < roots.length; r++) {
        const list = controlsOf([roots[r]]);
        for (let i = 0; i < list.length; i++) append(controls, [list[i], roots[r]]);
    }
    for (let i = 0; i < controls.length; i++) {
        const el = controls[i][0];
        markOpid(el, "__" + i);
        append(fields, describeField(el, i, formOpids, controls[i][1]));
    }
    const page = record();
    page.documentUUID = typeof opts.documentUUID === "string" ? opts.documentUUID : randomID();
    page.title = clean(docTitle(document));
    page.url = G.location ? G.location.href : docURL(document);
    page.documentURL = docURL(document);
    const titled = qsa(document, "[data-onepassword-title]");
    if (titled.length) put(page, "displayTitle", nonEmpty(attr(titled[0], "data-onepassword-title")));
    page.collectedTimestamp = typeof opts.collectedTimestamp === "number" ? opts.collectedTimestamp : dateNow();
    page.forms = forms;
    page.fields = fields;
    if (frames.length) page.frames = frames;
    return serialize(page);
})(document, {});
