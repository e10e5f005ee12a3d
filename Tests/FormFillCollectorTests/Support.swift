import Foundation
import FormFillCollector
import FormFillModel

/// Collects a snippet with fixed options.
func collect(_ html: String, url: String? = "https://www.example.com/login") throws -> PageDetails {
    try Collector(options: .init(pageURL: url, documentUUID: "test", timestamp: 0)).collect(html: html).details
}

/// The field with this name (the first one).
func field(_ details: PageDetails, _ name: String) -> FieldDetails? {
    details.fields.first { $0.htmlName == name }
}
