import Foundation
import FormFillModel

extension FormFillJavaScript {
    /// A self-contained HTML page that fills itself in any browser: `html` with one `<script>` added before
    /// `</body>` that, on load, runs collect.js, then fill.js with `fillScript`, then shows a banner naming the
    /// fields it filled (never their values) and outlines them.
    ///
    /// Everything is inline, so the file can be opened from disk or mailed. The fill script's JSON is written
    /// with every `<` as `\u003c`, so no value can close the `<script>` element or open an HTML comment in it.
    public static func demoPage(html: String, fillScript: FillScript) -> String {
        let json = fillScript.jsonString().replacingOccurrences(of: "<", with: "\\u003c")
        let fill = "(" + fillSource.trimmingCharacters(in: .whitespacesAndNewlines) + ")(document, " + json + ")"
        let script = """
            <script>
            // FormFill demo: collect the page, fill it, say what was filled.
            window.addEventListener("load", function () {
              "use strict";
              var token = \(collectInvocation(documentUUID: fillScript.documentUUID));
              var names = {};
              JSON.parse(token).fields.forEach(function (f) {
                names[f.opid] = f["label-tag"] || f["label-left"] || f.placeholder || f.htmlName || f.htmlID || f.type;
              });
              \(fill).then(function (report) {
                var banner = document.createElement("div");
                banner.id = "formfill-demo-banner";
                banner.setAttribute("role", "status");
                banner.style.cssText = "position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:10px 16px;" +
                  "font:14px/1.4 system-ui,sans-serif;color:#fff;background:" + (report.success ? "#1a7f37" : "#9a6700");
                var filled = report.filled.map(function (opid) { return (names[opid] || opid) + " (" + opid + ")"; });
                var text = "FormFill filled " + filled.length + " field" + (filled.length === 1 ? "" : "s") +
                  (filled.length ? ": " + filled.join(", ") : "");
                if (report.skipped.length) {
                  text += " \\u2014 skipped: " + report.skipped.map(function (s) { return (s.opid || "?") + " (" + s.reason + ")"; }).join(", ");
                }
                banner.textContent = text;
                document.body.appendChild(banner);
                var all = document.querySelectorAll("input, select, button, textarea");
                Array.prototype.forEach.call(all, function (el) {
                  if (report.filled.indexOf(el.opid) >= 0) { el.style.outline = "3px solid #1a7f37"; el.style.outlineOffset = "1px"; }
                });
              });
            });
            </script>

            """
        guard let body = html.range(of: "</body", options: [.caseInsensitive, .backwards]) else { return html + "\n" + script }
        return html.replacingCharacters(in: body.lowerBound..<body.lowerBound, with: script)
    }
}
