import Foundation

/// The page-side JavaScript shipped with FormFill.
public enum FormFillJavaScript {
    /// The source of `collect.js`: evaluating it in a page returns the page-details token (a JSON string).
    public static var collectSource: String { source("collect") }
    /// The source of `fill.js`: a function expression `(document, fillScript) => report`.
    public static var fillSource: String { source("fill") }

    private static func source(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "js"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("FormFill's \(name).js resource is missing from the bundle")
        }
        return text
    }
}
