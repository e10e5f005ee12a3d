/*
 * FormFill fill.js — its source is a function expression; the host calls it as
 * `(fill.js)(document, fillScript[, hostOptions])` (FormFillJavaScript.fillInvocation builds that string).
 *
 * It runs the fill script's operations in order (`fill_by_opid`, `fill_by_query`, `click_on_opid`,
 * `click_on_query`, `focus_by_opid`, `simple_set_value_by_query`, `touch_all_fields`, `delay`), waiting
 * `properties.delay_between_operations` ms between operations (a `delay` operation changes that wait for the
 * operations after it), and returns a Promise of the report
 * `{success, filled: [opid], skipped: [{opid, reason}], clicked: [opid]}` (plus `refused` when it ran nothing).
 * On completion it also dispatches a
 * `formfill-fill-complete` CustomEvent on the document whose `detail` is the same report, for hosts that cannot
 * await a Promise.
 *
 * Opids resolve as collect.js assigned them: first the element whose own `opid` property (set by collect.js in
 * the same JavaScript world) equals the opid, else the element at index N of collect.js's element list
 * (`input, select, button`, then textareas, then open shadow roots, then same-origin frames). Elements reached
 * by a query are reported by their `opid` property, else by the selector.
 *
 * Values are set so that framework-controlled inputs notice: click and focus, key events, the value through the
 * native prototype setter (bypassing an instance-level tracker such as React's), key events, `input` and
 * `change` (bubbling), then blur. Equal values are left alone. Disabled, read-only and hidden fields are skipped.
 * Checkboxes and radios take `true`, `y`, `1`, `yes`, `✓` as checked. When the item was saved for an `https:`
 * page (`savedURL`) and this page is `http:`, password fields are skipped (reason `insecure-page`) unless the host
 * passes `{allowInsecurePasswordFill: true}` after asking the user.
 *
 * A fill script belongs to one document. When it carries `origin` (the generator writes the origin of the page it
 * was made for) and this document's origin differs, no operation runs: `{success: false, refused:
 * "origin-mismatch", filled: [], skipped: [], clicked: []}`. When it carries `targets` (`{opid: {type, htmlName?,
 * htmlID?}}`, as collect.js reported them), an element whose type, `name` or `id` attribute no longer matches is
 * neither filled, clicked nor focused (`fingerprint-mismatch`); with `origin`, an element in a frame document of
 * another origin is skipped (`cross-origin-frame`). Scripts without these keys run as before.
 *
 * Every value is written only into a viewable element: it is scrolled to the middle of the view first
 * (`scrollIntoView({block: "center"})`, as focusing would) and then tested with the same code as collect.js's
 * `viewable` (the makeViewability block, identical in both files), coverage at its centre included; otherwise it
 * is skipped as `not-viewable` (`hidden` when not rendered at all, as before).
 *
 * No eval, no HTML parsing, no string-to-code: values only reach the DOM through value/checked setters. Every
 * built-in used is captured when the function is called, so later page redefinitions of globals or prototype
 * methods cannot redirect it (in the page's own world, redefinitions made before the call can; prefer an
 * isolated world).
 */
(function formfillFill(document, fillScript, hostOptions) {
    "use strict";
    // ---- Intrinsics ----
    const G = globalThis, apply = G.Reflect.apply, getOwn = G.Object.getOwnPropertyDescriptor;
    const protoOf = G.Object.getPrototypeOf, defineProperty = G.Object.defineProperty, isArray = G.Array.isArray;
    const parseJSON = G.JSON.parse, StringCtor = G.String, PromiseCtor = G.Promise;
    function lookup(proto, name) {
        for (let p = proto; p; p = protoOf(p)) { const d = getOwn(p, name); if (d) return d; }
        return undefined;
    }
    function method(proto, name) { const f = lookup(proto, name).value; return (self, ...args) => apply(f, self, args); }
    function getter(proto, name) {
        const d = lookup(proto, name), g = d && d.get;
        return g ? (self) => apply(g, self, []) : () => undefined;
    }
    function setter(proto, name) { const s = lookup(proto, name).set; return (self, v) => apply(s, self, [v]); }
    const NodeP = G.Node.prototype, ElementP = G.Element.prototype, HTMLElementP = G.HTMLElement.prototype;
    const InputP = G.HTMLInputElement.prototype, SelectP = G.HTMLSelectElement.prototype;
    const TextAreaP = G.HTMLTextAreaElement.prototype, ButtonP = G.HTMLButtonElement.prototype;
    const docQSA = method(G.Document.prototype, "querySelectorAll");
    const elQSA = method(ElementP, "querySelectorAll");
    const fragQSA = method(G.DocumentFragment.prototype, "querySelectorAll");
    const listLength = getter(G.NodeList.prototype, "length"), listItem = method(G.NodeList.prototype, "item");
    const collLength = getter(G.HTMLCollection.prototype, "length"), collItem = method(G.HTMLCollection.prototype, "item");
    const getAttribute = method(ElementP, "getAttribute");
    const parentNode = getter(NodeP, "parentNode"), nodeType = getter(NodeP, "nodeType");
    const ownerDocument = getter(NodeP, "ownerDocument");
    const localNameOf = getter(ElementP, "localName"), shadowRootOf = getter(ElementP, "shadowRoot");
    const namespaceOf = getter(ElementP, "namespaceURI");
    const shadowHost = getter(G.ShadowRoot.prototype, "host");
    const defaultView = getter(G.Document.prototype, "defaultView");
    const frameDocument = getter(G.HTMLIFrameElement.prototype, "contentDocument");
    const legacyFrameDocument = G.HTMLFrameElement ? getter(G.HTMLFrameElement.prototype, "contentDocument") : () => null;
    const computedStyle = method(G, "getComputedStyle");
    const styleValue = method(G.CSSStyleDeclaration.prototype, "getPropertyValue");
    const setTimer = method(G, "setTimeout");
    const click = method(HTMLElementP, "click"), focus = method(HTMLElementP, "focus"), blur = method(HTMLElementP, "blur");
    const dispatch = method(G.EventTarget.prototype, "dispatchEvent");
    const EventCtor = G.Event, KeyboardEventCtor = G.KeyboardEvent, InputEventCtor = G.InputEvent, CustomEventCtor = G.CustomEvent;
    // `document.location` and its members are unforgeable own properties: the page cannot redefine them.
    const documentLocation = (doc) => doc.location;
    const locationProtocol = (loc) => loc ? loc.protocol : "";
    const NATIVE = {
        input: { value: getter(InputP, "value"), setValue: setter(InputP, "value"), type: getter(InputP, "type"),
                 disabled: getter(InputP, "disabled"), readOnly: getter(InputP, "readOnly") },
        textarea: { value: getter(TextAreaP, "value"), setValue: setter(TextAreaP, "value"), type: getter(TextAreaP, "type"),
                    disabled: getter(TextAreaP, "disabled"), readOnly: getter(TextAreaP, "readOnly") },
        select: { value: getter(SelectP, "value"), setValue: setter(SelectP, "value"), type: getter(SelectP, "type"),
                  disabled: getter(SelectP, "disabled"), readOnly: () => false },
        button: { value: getter(ButtonP, "value"), setValue: setter(ButtonP, "value"), type: getter(ButtonP, "type"),
                  disabled: getter(ButtonP, "disabled"), readOnly: () => false },
    };
    const inputChecked = getter(InputP, "checked"), setInputChecked = setter(InputP, "checked");
    const selectOptions = getter(SelectP, "options"), optionsLength = getter(G.HTMLOptionsCollection.prototype, "length");
    const optionValue = getter(G.HTMLOptionElement.prototype, "value"), optionText = getter(G.HTMLOptionElement.prototype, "text");
    const toLower = method(G.String.prototype, "toLowerCase"), trim = method(G.String.prototype, "trim");
    const strSlice = method(G.String.prototype, "slice"), indexOf = method(G.String.prototype, "indexOf");
    const MapCtor = G.Map, mapGet = method(G.Map.prototype, "get"), mapSet = method(G.Map.prototype, "set");
    const hasOwn = G.Object.prototype.hasOwnProperty, hasAttribute = method(ElementP, "hasAttribute");
    const matchesSelector = method(ElementP, "matches");
    /** Disabled by its own attribute or by a `<fieldset disabled>` around it (outside that fieldset's first legend). */
    function isDisabled(el, native) { return native.disabled(el) || matchesSelector(el, ":disabled"); }
    const windowOrigin = getter(G, "origin"), scrollIntoView = method(ElementP, "scrollIntoView");
    const LABELS = { input: getter(InputP, "labels"), select: getter(SelectP, "labels"), textarea: getter(TextAreaP, "labels"),
                     button: getter(ButtonP, "labels") };

    function append(list, value) { defineProperty(list, list.length, { value, writable: true, enumerable: true, configurable: true }); }
    function record() { return { __proto__: null }; }
    function toArray(nodeList) {
        const out = [], n = listLength(nodeList);
        for (let i = 0; i < n; i++) append(out, listItem(nodeList, i));
        return out;
    }
    function qsa(root, selector) {
        const t = nodeType(root);
        return toArray(t === 9 ? docQSA(root, selector) : t === 11 ? fragQSA(root, selector) : elQSA(root, selector));
    }
    function tag(node) { return node && nodeType(node) === 1 ? localNameOf(node) : ""; }
    function kind(el) {
        const t = tag(el);
        return (t === "input" || t === "select" || t === "textarea" || t === "button") && isHTML(el) ? t : null;
    }
    /** Whether the element is HTML: an `<input>` written in an `<svg>` or `<math>` is no control (collect.js's qsaHTML). */
    function isHTML(el) { return namespaceOf(el) === "http://www.w3.org/1999/xhtml"; }
    function qsaHTML(root, selector) {
        const all = qsa(root, selector), out = [];
        for (let i = 0; i < all.length; i++) if (isHTML(all[i])) append(out, all[i]);
        return out;
    }

    // ---- collect.js's element list (keep in step with collect.js: addDocument / controlsOf) ----
    function addShadowRoots(root, roots) {
        const all = qsa(root, "*");
        for (let i = 0; i < all.length; i++) {
            const sr = shadowRootOf(all[i]);
            if (sr) { append(roots, sr); addShadowRoots(sr, roots); }
        }
    }
    /** Entered documents: the frame element holding each (null for `document`) and its origin. Rebuilt with
     *  every element list, so that it follows the live DOM. */
    let documents = new MapCtor();
    function frameOf(doc) { const info = doc ? mapGet(documents, doc) : undefined; return info ? info.frame : null; }
    function originOfDocument(doc) { const info = mapGet(documents, doc); return info ? info.origin : "null"; }
    /** A document's origin as FormFill writes it: `protocol//host` for http:, https: and file: (`file://`), the
     *  parent's origin for an entered about:blank / about:srcdoc frame (it inherits it; for `document` itself,
     *  its window's origin), else "null". */
    function originOf(doc, parentOrigin) {
        let protocol = "", host = "";
        try { const loc = documentLocation(doc); protocol = loc ? loc.protocol : ""; host = loc ? loc.host : ""; } catch (e) { protocol = ""; }
        if (protocol === "http:" || protocol === "https:" || protocol === "file:") return protocol + "//" + host;
        if (protocol === "about:") {
            if (parentOrigin) return parentOrigin;
            if (defaultView(doc) === G) { const own = windowOrigin(G); if (typeof own === "string") return own; }
        }
        return "null";
    }
    function addDocument(doc, roots, frame, parentOrigin) {
        append(roots, doc);
        const info = record();
        info.frame = frame;
        info.origin = originOf(doc, parentOrigin);
        mapSet(documents, doc, info);
        addShadowRoots(doc, roots);
        const frames = qsaHTML(doc, "iframe, frame");
        for (let i = 0; i < frames.length; i++) {
            let inner = null;
            try { inner = tag(frames[i]) === "iframe" ? frameDocument(frames[i]) : legacyFrameDocument(frames[i]); } catch (e) { inner = null; }
            if (inner) addDocument(inner, roots, frames[i], info.origin);
        }
    }
    function elementList() {
        const roots = [], out = [];
        documents = new MapCtor();
        addDocument(document, roots, null, null);
        for (let r = 0; r < roots.length; r++) {
            const main = qsaHTML(roots[r], "input, select, button"), areas = qsaHTML(roots[r], "textarea");
            for (let i = 0; i < main.length; i++) append(out, main[i]);
            for (let i = 0; i < areas.length; i++) append(out, areas[i]);
        }
        return out;
    }
    /** The opid collect.js gave the element (its own data property; a getter planted by the page is ignored). */
    function opidOf(el) {
        const d = getOwn(el, "opid");
        return d && typeof d.value === "string" ? d.value : null;
    }
    function resolve(opid) {
        const list = elementList();
        for (let i = 0; i < list.length; i++) if (opidOf(list[i]) === opid) return list[i];
        if (typeof opid !== "string" || strSlice(opid, 0, 2) !== "__") return null;
        const digits = strSlice(opid, 2);
        let n = 0;
        if (digits.length === 0 || digits.length > 9) return null;
        for (let i = 0; i < digits.length; i++) {
            const c = digits[i];
            if (c < "0" || c > "9") return null;
            n = n * 10 + (c - 0);
        }
        return n < list.length ? list[n] : null;
    }

    /** The field's labels (the DOM's own list). */
    function labelsOf(el) {
        const k = kind(el), list = k ? LABELS[k](el) : null;
        return list ? toArray(list) : [];
    }
    const viewability = makeViewability(G, (doc) => frameOf(doc), labelsOf);

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

    // ---- Events and values ----
    function fire(el, name) {
        const init = { bubbles: true, cancelable: true, composed: true };
        let event;
        if (name === "keydown" || name === "keypress" || name === "keyup") event = new KeyboardEventCtor(name, init);
        else if (name === "input" && InputEventCtor) event = new InputEventCtor(name, { bubbles: true, cancelable: false, composed: true, inputType: "insertText" });
        else event = new EventCtor(name, init);
        dispatch(el, event);
    }
    function keys(el) { fire(el, "keydown"); fire(el, "keypress"); fire(el, "keyup"); }
    function isVisible(el) {
        let node = el;
        while (node && nodeType(node) === 1) {
            const style = defaultView(ownerDocument(node)) ? computedStyle(G, node, null) : null;
            if (!style) return true;
            if (styleValue(style, "display") === "none") return false;
            // `visibility` is inherited, and a box may set it back: the element's own computed value decides.
            if (node === el) { const v = styleValue(style, "visibility"); if (v === "hidden" || v === "collapse") return false; }
            let p = parentNode(node);
            if (p && nodeType(p) === 11) { try { p = shadowHost(p); } catch (e) { p = null; } }
            node = p;
        }
        return !!node && nodeType(node) === 9;
    }
    const CHECKED_WORDS = "|true|y|1|yes|\u2713|";
    function isChecked(value) { return indexOf(CHECKED_WORDS, "|" + toLower(trim(StringCtor(value))) + "|") >= 0 && trim(StringCtor(value)) !== ""; }
    function fieldType(el) { const k = kind(el); return k ? toLower(NATIVE[k].type(el)) : ""; }

    // ---- The run ----
    const script = typeof fillScript === "string" ? parseJSON(fillScript) : fillScript;
    const host = hostOptions && typeof hostOptions === "object" ? hostOptions : {};
    const report = record();
    report.success = true;
    report.filled = [];
    report.skipped = [];
    report.clicked = [];
    const properties = script && script.properties;
    let wait = properties && typeof properties.delay_between_operations === "number" ? properties.delay_between_operations : 20;
    const savedURL = script && typeof script.savedURL === "string" ? script.savedURL : "";
    const insecure = strSlice(toLower(savedURL), 0, 6) === "https:" && locationProtocol(documentLocation(document)) === "http:";
    const withholdPasswords = insecure && host.allowInsecurePasswordFill !== true;
    const markFilling = !(script && script.options && script.options.markFilling === false);
    // The document the script was made for: its origin, and the fingerprint of every element it targets.
    const scriptOrigin = script && typeof script.origin === "string" ? script.origin : null;
    const targets = script && script.targets && typeof script.targets === "object" && !isArray(script.targets) ? script.targets : null;
    const refused = scriptOrigin !== null && scriptOrigin !== originOf(document, null);

    function skip(opid, reason) {
        const entry = record();
        entry.opid = opid;
        entry.reason = reason;
        append(report.skipped, entry);
        report.success = false;
    }
    /** The type collect.js reports: an input's lowercased type attribute ("text" when absent), else the DOM type. */
    function reportedType(el) {
        const k = kind(el);
        if (k !== "input") return k ? NATIVE[k].type(el) : "";
        const t = getAttribute(el, "type");
        return t === null || t === "" ? "text" : toLower(t);
    }
    function sameAttribute(el, name, expected) {
        const v = getAttribute(el, name);
        return expected === undefined ? v === null : v === expected;
    }
    /** Whether `el` may be touched for the opid `opid`: null, or the reason to skip it. It must live in a document of
     *  the script's origin, and match the fingerprint the script recorded for that opid (type, name, id). */
    function identityProblem(el, opid) {
        if (scriptOrigin !== null && originOfDocument(ownerDocument(el)) !== scriptOrigin) return "cross-origin-frame";
        const key = typeof opid === "string" ? opid : opidOf(el);
        if (targets !== null && typeof key === "string" && apply(hasOwn, targets, [key])) {
            const print = targets[key];
            if (!print || typeof print !== "object") return "fingerprint-mismatch";
            const name = typeof print.htmlName === "string" ? print.htmlName : undefined, id = typeof print.htmlID === "string" ? print.htmlID : undefined;
            if (print.type !== reportedType(el) || !sameAttribute(el, "name", name) || !sameAttribute(el, "id", id)) return "fingerprint-mismatch";
        }
        return null;
    }
    /** Fill-time viewability: scrolled to the middle of the view first (as focusing would), then the same test as
     *  collect.js's `viewable`, coverage at the centre included. */
    function viewableNow(el) {
        try { scrollIntoView(el, { block: "center" }); } catch (e) { /* detached */ }
        return viewability.isViewable(el);
    }
    function fillElement(el, value, name) {
        const k = kind(el);
        const problem = identityProblem(el, name);
        if (problem) { skip(name, problem); return; }
        if (!k || k === "button") { skip(name, "not-a-field"); return; }
        const native = NATIVE[k], type = fieldType(el);
        if (isDisabled(el, native)) { skip(name, "disabled"); return; }
        if (native.readOnly(el)) { skip(name, "readonly"); return; }
        if (!isVisible(el)) { skip(name, "hidden"); return; }
        if (!viewableNow(el)) { skip(name, "not-viewable"); return; }
        if (type === "password" && withholdPasswords) { skip(name, "insecure-page"); return; }
        const text = StringCtor(value);
        if (type === "checkbox" || type === "radio") {
            const want = isChecked(text);
            if (type === "radio" && !want) { append(report.filled, name); return; }
            if (inputChecked(el) !== want) {
                click(el);
                if (inputChecked(el) !== want) {
                    // A page that cancels the click still gets the state and the events.
                    setInputChecked(el, want);
                    fire(el, "input"); fire(el, "change");
                }
            }
            append(report.filled, name);
            return;
        }
        if (k === "select") {
            const options = selectOptions(el), n = optionsLength(options);
            let chosen = null;
            for (let i = 0; i < n && chosen === null; i++) if (optionValue(collItemOf(options, i)) === text) chosen = text;
            const wanted = toLower(trim(text));
            for (let i = 0; i < n && chosen === null; i++) {
                const o = collItemOf(options, i);
                if (toLower(trim(optionText(o))) === wanted) chosen = optionValue(o);
            }
            if (chosen === null) { skip(name, "no-such-option"); return; }
            if (native.value(el) !== chosen) {
                focus(el);
                native.setValue(el, chosen);
                fire(el, "input"); fire(el, "change");
                blur(el);
            }
            append(report.filled, name);
            return;
        }
        if (native.value(el) === text) { append(report.filled, name); return; }
        click(el);
        focus(el);
        keys(el);
        native.setValue(el, text);
        keys(el);
        fire(el, "input");
        fire(el, "change");
        blur(el);
        // A page script that rewrote the value on blur (formatting) keeps its version; one that cleared it is redone.
        if (native.value(el) === "") native.setValue(el, text);
        if (markFilling) markForm(el);
        append(report.filled, name);
    }
    function collItemOf(options, i) { return collItem(options, i); }
    const formOf = getter(InputP, "form");
    function markForm(el) {
        // As the original: the form gets an `opfilled` flag, so a host can tell a filled form.
        try {
            const form = kind(el) === "input" ? formOf(el) : null;
            if (form) defineProperty(form, "opfilled", { value: true, writable: true, configurable: true, enumerable: false });
        } catch (e) { /* frozen form */ }
    }
    function nameOf(el, fallback) { return opidOf(el) || fallback; }
    function query(selector) {
        try { return qsa(document, selector); } catch (e) { return null; }
    }
    function looksLikePassword(el) {
        const type = fieldType(el);
        if (type === "password") return true;
        if (type !== "text") return false;
        const words = toLower((getAttribute(el, "name") || "") + " " + (getAttribute(el, "id") || "") + " " + (getAttribute(el, "placeholder") || ""));
        return indexOf(words, "pass") >= 0 || indexOf(words, "pwd") >= 0;
    }
    function run(op) {
        elementList(); // the documents and frames as they are now (page scripts may have changed them)
        let name, params;
        if (isArray(op)) { name = op[0]; params = []; for (let i = 1; i < op.length; i++) append(params, op[i]); }
        else if (op && typeof op === "object") { name = op.operation; params = isArray(op.parameters) ? op.parameters : []; }
        else { skip(null, "bad-operation"); return; }
        switch (name) {
        case "fill_by_opid": {
            const el = resolve(params[0]);
            if (!el) skip(params[0], "not-found"); else fillElement(el, params[1], params[0]);
            break;
        }
        case "fill_by_query":
        case "simple_set_value_by_query": {
            const found = query(params[0]);
            if (!found || found.length === 0) { skip(params[0], "not-found"); break; }
            for (let i = 0; i < found.length; i++) {
                const el = found[i], id = nameOf(el, params[0]);
                if (name === "fill_by_query") { fillElement(el, params[1], id); continue; }
                const k = kind(el), problem = identityProblem(el, null);
                if (problem) skip(id, problem);
                else if (!k || k === "button") skip(id, "not-a-field");
                else if (!viewableNow(el)) skip(id, "not-viewable");
                else if (isDisabled(el, NATIVE[k])) skip(id, "disabled");
                else if (NATIVE[k].readOnly(el)) skip(id, "readonly");
                else if (fieldType(el) === "password" && withholdPasswords) skip(id, "insecure-page");
                else { NATIVE[k].setValue(el, StringCtor(params[1])); append(report.filled, id); }
            }
            break;
        }
        case "click_on_opid": {
            const el = resolve(params[0]);
            const problem = el ? identityProblem(el, params[0]) : null;
            if (!el) skip(params[0], "not-found");
            else if (problem) skip(params[0], problem);
            else { click(el); append(report.clicked, params[0]); }
            break;
        }
        case "click_on_query": {
            const found = query(params[0]);
            if (!found || found.length === 0) { skip(params[0], "not-found"); break; }
            for (let i = 0; i < found.length; i++) {
                const problem = identityProblem(found[i], null), id = nameOf(found[i], params[0]);
                if (problem) skip(id, problem); else { click(found[i]); append(report.clicked, id); }
            }
            break;
        }
        case "focus_by_opid": {
            const el = resolve(params[0]);
            const problem = el ? identityProblem(el, params[0]) : null;
            if (!el) skip(params[0], "not-found"); else if (problem) skip(params[0], problem); else focus(el);
            break;
        }
        case "touch_all_fields": {
            const list = elementList();
            for (let i = 0; i < list.length; i++) {
                const el = list[i], k = kind(el);
                if (k !== "input" || !looksLikePassword(el) || NATIVE.input.value(el) === "") continue;
                keys(el); fire(el, "input"); fire(el, "change");
            }
            break;
        }
        case "delay": {
            const ms = +params[0];
            if (ms >= 0 && ms <= 60000) wait = ms;
            break;
        }
        default:
            skip(null, "unknown-operation");
        }
    }
    return new PromiseCtor((resolvePromise) => {
        // A script made for another origin runs no operation at all.
        const ops = !refused && script && isArray(script.script) ? script.script : [];
        if (refused) { report.success = false; report.refused = "origin-mismatch"; }
        let index = 0;
        function finish() {
            if (withholdPasswords) report.insecurePasswordWithheld = true;
            try {
                const CE = CustomEventCtor;
                dispatch(document, new CE("formfill-fill-complete", { detail: report }));
            } catch (e) { /* the report is still returned */ }
            resolvePromise(report);
        }
        function step() {
            if (index >= ops.length) { finish(); return; }
            const op = ops[index++];
            try { run(op); } catch (e) { skip(null, "error"); }
            if (index >= ops.length) finish(); else setTimer(G, step, wait);
        }
        step();
    });
})
