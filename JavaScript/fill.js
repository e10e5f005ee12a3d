/*
 * FormFill fill.js — its source is a function expression; the host calls it as
 * `(fill.js)(document, fillScript[, hostOptions])` (FormFillJavaScript.fillInvocation builds that string).
 *
 * It runs the fill script's operations in order (`fill_by_opid`, `fill_by_query`, `click_on_opid`,
 * `click_on_query`, `focus_by_opid`, `simple_set_value_by_query`, `touch_all_fields`, `delay`), waiting
 * `properties.delay_between_operations` ms between operations (a `delay` operation changes that wait for the
 * operations after it), and returns a Promise of the report
 * `{success, filled: [opid], skipped: [{opid, reason}], clicked: [opid]}`. On completion it also dispatches a
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
    const documentLocation = getter(G.Document.prototype, "location");
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
    function kind(el) { const t = tag(el); return t === "input" || t === "select" || t === "textarea" || t === "button" ? t : null; }

    // ---- collect.js's element list (keep in step with collect.js: addDocument / controlsOf) ----
    function addShadowRoots(root, roots) {
        const all = qsa(root, "*");
        for (let i = 0; i < all.length; i++) {
            const sr = shadowRootOf(all[i]);
            if (sr) { append(roots, sr); addShadowRoots(sr, roots); }
        }
    }
    function addDocument(doc, roots) {
        append(roots, doc);
        addShadowRoots(doc, roots);
        const frames = qsa(doc, "iframe, frame");
        for (let i = 0; i < frames.length; i++) {
            let inner = null;
            try { inner = tag(frames[i]) === "iframe" ? frameDocument(frames[i]) : legacyFrameDocument(frames[i]); } catch (e) { inner = null; }
            if (inner) addDocument(inner, roots);
        }
    }
    function elementList() {
        const roots = [], out = [];
        addDocument(document, roots);
        for (let r = 0; r < roots.length; r++) {
            const main = qsa(roots[r], "input, select, button"), areas = qsa(roots[r], "textarea");
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
            if (styleValue(style, "display") === "none" || styleValue(style, "visibility") === "hidden") return false;
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

    function skip(opid, reason) {
        const entry = record();
        entry.opid = opid;
        entry.reason = reason;
        append(report.skipped, entry);
        report.success = false;
    }
    function fillElement(el, value, name) {
        const k = kind(el);
        if (!k || k === "button") { skip(name, "not-a-field"); return; }
        const native = NATIVE[k], type = fieldType(el);
        if (native.disabled(el)) { skip(name, "disabled"); return; }
        if (native.readOnly(el)) { skip(name, "readonly"); return; }
        if (!isVisible(el)) { skip(name, "hidden"); return; }
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
                const k = kind(el);
                if (!k || k === "button") skip(id, "not-a-field");
                else if (NATIVE[k].disabled(el)) skip(id, "disabled");
                else if (NATIVE[k].readOnly(el)) skip(id, "readonly");
                else if (fieldType(el) === "password" && withholdPasswords) skip(id, "insecure-page");
                else { NATIVE[k].setValue(el, StringCtor(params[1])); append(report.filled, id); }
            }
            break;
        }
        case "click_on_opid": {
            const el = resolve(params[0]);
            if (!el) skip(params[0], "not-found"); else { click(el); append(report.clicked, params[0]); }
            break;
        }
        case "click_on_query": {
            const found = query(params[0]);
            if (!found || found.length === 0) { skip(params[0], "not-found"); break; }
            for (let i = 0; i < found.length; i++) { click(found[i]); append(report.clicked, nameOf(found[i], params[0])); }
            break;
        }
        case "focus_by_opid": {
            const el = resolve(params[0]);
            if (!el) skip(params[0], "not-found"); else focus(el);
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
        const ops = script && isArray(script.script) ? script.script : [];
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
