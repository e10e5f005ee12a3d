/// The element names FormFill's stages look at, recognised without building a `String` per node
/// (a page with 45,000 controls has hundreds of thousands of elements).
package enum HTMLTag: Sendable, Hashable {
    case a, audio, base, body, br, button, canvas, datalist, dd, details, dialog, div, dt, fieldset, form, frame, head
    case h1, h2, h3, h4, h5, h6
    case html, iframe, img, input, label, legend, li, link, meta, meter, noembed, noframes, noscript, object, option
    case optgroup, p, progress, script, select, span, style, summary, table, tbody, td, template, textarea, tfoot, th
    case thead, title, tr, video, xmp
    /// Any other element (and every non-element node).
    case other

    /// The tag for up to 8 name bytes packed little-endian into an integer (generated from the case list;
    /// a switch over constants, so no hashing per element).
    static func tag(packed: UInt64) -> HTMLTag {
        switch packed {
        case 0x61: .a
        case 0x6f69647561: .audio
        case 0x7361766e6163: .canvas
        case 0x726574656d: .meter
        case 0x73736572676f7270: .progress
        case 0x6f65646976: .video
        case 0x65736162: .base
        case 0x79646f62: .body
        case 0x7262: .br
        case 0x6e6f74747562: .button
        case 0x7473696c61746164: .datalist
        case 0x6464: .dd
        case 0x736c6961746564: .details
        case 0x676f6c616964: .dialog
        case 0x766964: .div
        case 0x7464: .dt
        case 0x746573646c656966: .fieldset
        case 0x6d726f66: .form
        case 0x656d617266: .frame
        case 0x64616568: .head
        case 0x3168: .h1
        case 0x3268: .h2
        case 0x3368: .h3
        case 0x3468: .h4
        case 0x3568: .h5
        case 0x3668: .h6
        case 0x6c6d7468: .html
        case 0x656d61726669: .iframe
        case 0x676d69: .img
        case 0x7475706e69: .input
        case 0x6c6562616c: .label
        case 0x646e6567656c: .legend
        case 0x696c: .li
        case 0x6b6e696c: .link
        case 0x6174656d: .meta
        case 0x6465626d656f6e: .noembed
        case 0x73656d6172666f6e: .noframes
        case 0x7470697263736f6e: .noscript
        case 0x7463656a626f: .object
        case 0x6e6f6974706f: .option
        case 0x70756f726774706f: .optgroup
        case 0x70: .p
        case 0x747069726373: .script
        case 0x7463656c6573: .select
        case 0x6e617073: .span
        case 0x656c797473: .style
        case 0x7972616d6d7573: .summary
        case 0x656c626174: .table
        case 0x79646f6274: .tbody
        case 0x6474: .td
        case 0x6574616c706d6574: .template
        case 0x6165726174786574: .textarea
        case 0x746f6f6674: .tfoot
        case 0x6874: .th
        case 0x6461656874: .thead
        case 0x656c746974: .title
        case 0x7274: .tr
        case 0x706d78: .xmp
        default: .other
        }
    }

    /// Recognises a NUL-terminated, lowercase element name (libxml2 lowercases HTML names).
    static func recognise(_ name: UnsafePointer<UInt8>) -> HTMLTag {
        var packed: UInt64 = 0
        for i in 0..<9 {
            let b = name[i]
            if b == 0 { return tag(packed: packed) }
            if i == 8 { return .other }
            packed |= UInt64(b) << (8 * UInt64(i))
        }
        return .other
    }
}

extension HTMLTag {
    /// Elements whose text a browser does not show, so `innerText` leaves it out: scripts, style sheets, a
    /// `<noscript>` (its content is raw text where scripts run), a `<template>` (its content is no child), and
    /// the fallbacks a browser never renders: an `<iframe>`'s content (it shows the frame), `<noembed>` and
    /// `<noframes>`.
    package var hidesText: Bool {
        switch self {
        case .script, .style, .noscript, .template, .iframe, .noembed, .noframes: true
        default: false
        }
    }

    /// Elements whose text labels nothing: what ``hidesText`` leaves out, and the text a control holds: a
    /// `<select>`'s options (and a `<datalist>`'s), a `<textarea>`'s value. A cell or a `<label>` around a
    /// control reads as its other words ("Country", not "Country Albania Algeria …"), as Chromium's label
    /// inference skips option elements.
    package var holdsNoLabelText: Bool {
        switch self {
        case .select, .option, .optgroup, .datalist, .textarea: true
        default: hidesText
        }
    }

    /// Replaced elements a browser draws in place of their content, which is only a fallback (for a browser
    /// without canvas, video or audio, or an object that did not load): a `<canvas>`, `<video>`, `<audio>`,
    /// `<object>`, `<meter>` or `<progress>`. What they hold is in the page but not on the screen.
    package var drawsInPlaceOfItsContent: Bool {
        switch self {
        case .canvas, .video, .audio, .object, .meter, .progress: true
        default: false
        }
    }

    /// `<h1>` to `<h6>`: a heading (as is any element whose `role` is `heading`).
    package var isHeading: Bool {
        switch self {
        case .h1, .h2, .h3, .h4, .h5, .h6: true
        default: false
        }
    }

    /// Elements a browser keeps in `<head>`; any other element there starts the body (see the head repair of
    /// ``HTMLTreeBuilder`` and ``HTMLEditor``, which must agree).
    var belongsInHead: Bool {
        switch self {
        case .title, .meta, .link, .base, .script, .style, .noscript, .template: true
        default: false
        }
    }
}
