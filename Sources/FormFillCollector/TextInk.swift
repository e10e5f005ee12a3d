/// The ink a control draws its text with: a box whose text is transparent shows the user nothing of what is
/// typed or filled into it, so it is not viewable (an invisible-ink variant of the invisible form).
///
/// A control's text is drawn in its `-webkit-text-fill-color`, which is inherited and by default the control's
/// own `color` (`currentcolor`); a control's `color` is its own, as the browser's sheet gives every control one
/// (an ancestor's does not reach it). A `text-shadow` draws the text again, visibly (`color: transparent;
/// text-shadow: 0 0 0 #000` is a known way to hide a select's focus ring, not its text).
enum TextInk: UInt8 {
    /// Drawn in the control's own `color`: the default, and `initial`.
    case currentColor
    /// A transparent fill colour: no text shows, whatever the `color`.
    case transparent
    /// An opaque fill colour: the text shows, whatever the `color`.
    case opaque

    /// Below this alpha, text is not seen (the opacity floor of ``Visibility``).
    static let minimumAlpha = Visibility.minimumOpacity

    /// A declared `-webkit-text-fill-color`; nil where it inherits (`inherit`, `unset`, `revert`, or none declared).
    init?(fill value: String) {
        switch value {
        case "inherit", "unset", "revert", "revert-layer": return nil
        case "currentcolor", "initial": self = .currentColor
        default: self = Self.isTransparent(value) ? .transparent : .opaque
        }
    }

    /// Whether a control draws no text a user can see: its fill is transparent, or is its own `color` and that is
    /// transparent, and no shadow draws the text again.
    static func hidesText(fill: TextInk, transparentColor: Bool, shadow: Bool) -> Bool {
        guard !shadow else { return false }
        switch fill {
        case .transparent: return true
        case .opaque: return false
        case .currentColor: return transparentColor
        }
    }

    /// Whether a CSS colour is (nearly) transparent: its alpha (``CSSColor/alpha(of:)``) is under ``minimumAlpha``.
    /// Keywords such as `currentcolor` and colours it cannot read are not.
    static func isTransparent(_ value: String) -> Bool {
        CSSColor.alpha(of: value).map { $0 < minimumAlpha } ?? false
    }
}
