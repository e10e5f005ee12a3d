import Foundation
import FormFillHTML

/// A page's fill targets as the collector sees them, for code that writes a fill script into the same HTML
/// (`FormFillApply`'s `HTMLFiller`): the same element list and opids, the same `type`, the same visibility
/// and the same select options as the collector's fields, so a value lands only where the token said a field
/// is. One value per document; ``state(at:)`` caches what it computes.
package struct PageControls {
    private let scan: DocumentScan
    private var visibility: Visibility

    /// Scans a document (the one a page's token was collected from, or the same bytes parsed again), with the
    /// linked sheets the collector read (``Collector/Options/styleSheetDirectory``).
    package init(_ document: HTMLDocument, styleSheetDirectory: URL? = nil) {
        scan = DocumentScan(document)
        visibility = Visibility(sheet: StyleSheet(sources: scan.styleSheets(from: styleSheetDirectory)), document: document)
    }

    /// How many controls (opids `__0` … `__{count-1}`).
    package var count: Int { scan.controls.count }

    /// The element of the control at `index` (its opid's number).
    package func element(at index: Int) -> HTMLNode { scan.controls[index].element }

    /// The tag of the control at `index`.
    package func tag(at index: Int) -> HTMLTag { scan.controls[index].tag }

    /// The control's `type` as the token gives it (`text` for an input without one, `select-one`, …).
    package func type(at index: Int) -> String { FieldBuilder.type(of: element(at: index), tag: tag(at: index)) }

    /// Whether the control is visible and viewable, as the token's `visible` and `viewable` say.
    package mutating func state(at index: Int) -> (visible: Bool, viewable: Bool) {
        let state = visibility.state(of: element(at: index), isHiddenInput: type(at: index) == "hidden")
        return (state.visible, state.viewable)
    }

    /// A select's options (also inside `<optgroup>`): their elements, the DOM's `value`, and their text with
    /// whitespace collapsed.
    package func options(at index: Int) -> [(element: HTMLNode, value: String, text: String)] {
        FieldBuilder.options(of: element(at: index)).map { ($0.element, $0.value, $0.text) }
    }

    /// The other radio buttons of the control's group: inputs with the same non-empty `name` owned by the same
    /// form (or by none).
    package func radioGroup(at index: Int) -> [HTMLNode] {
        let control = scan.controls[index]
        guard let name = control.element.attribute("name"), !name.isEmpty else { return [] }
        let form = scan.owningForm(of: control)
        return scan.controls.enumerated().compactMap { other, candidate in
            other != index && candidate.tag == .input && candidate.element.attribute("name") == name
                && scan.owningForm(of: candidate) == form ? candidate.element : nil
        }
    }

    /// Whitespace collapsed as in the token's labels and option texts.
    package static func collapsed(_ text: String) -> String { TextCleaning.collapsed(text) }
}
