/// CSS animations, where they leave a box for good: what `@keyframes` set on an element once its animations have
/// settled, read as declarations of the animation origin (above every normal declaration, the `style` attribute
/// included, below the important ones).
///
/// An animation settles on its last frame when it runs a whole number of times and its fill mode keeps that
/// frame (`forwards`, `both`): `animation: fade 0.3s forwards` with `to { opacity: 0 }` leaves the box at
/// opacity 0. One that runs forever sets a property for good when every frame, its first (`from`, `0%`) and last
/// (`to`, `100%`) among them, sets it to one value. Nothing else is read: a page loaded a moment ago is past its
/// short animations, and the others change over time. The animation and its longhands are read from one rule
/// (or one `style` attribute), each rule's on its own: one spread over several rules is not read, and one that a
/// later rule cancels (`animation: none`) still is (at worst a miss).
struct Animation: Equatable {
    var name: String
    var duration: Double = 0
    var iterations: Double = 1
    var direction = "normal"
    var fillMode = "none"

    /// A `@keyframes` block's frame: its offsets (0…1) and declarations.
    struct Keyframe: Equatable {
        var offsets: [Double]
        var declarations: [StyleSheet.Declaration]
    }

    /// The animations a block of declarations (a rule's, a `style` attribute's) gives its element: the `animation`
    /// shorthand, then the longhands after it overriding their part, each a comma-separated list; nil without any.
    static func read(_ block: Substring) -> [Animation]? {
        guard mentionsAnimation(block) else { return nil }
        var animations: [Animation]?
        for part in block.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = part[..<colon].trimmingCharacters().lowercased()
            let value = part[part.index(after: colon)...].trimmingCharacters()
            let items = StyleSheet.splitList(value[...]).map { $0.trimmingCharacters() }
            switch name {
            case "animation", "-webkit-animation":
                animations = items.compactMap(shorthand)
            case "animation-name", "-webkit-animation-name":
                animations = items.enumerated().map { k, item in
                    var a = animations.flatMap { k < $0.count ? $0[k] : $0.last } ?? Animation(name: item)
                    a.name = item
                    return a
                }
            case "animation-duration", "animation-iteration-count", "animation-direction", "animation-fill-mode":
                guard var list = animations, !items.isEmpty else { continue }
                for k in list.indices {
                    let item = items[k % items.count].lowercased()
                    switch name {
                    case "animation-duration": if let t = time(item) { list[k].duration = t }
                    case "animation-iteration-count": if let n = count(item) { list[k].iterations = n }
                    case "animation-direction": list[k].direction = item
                    default: list[k].fillMode = item
                    }
                }
                animations = list
            default:
                continue
            }
        }
        return animations.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the block holds the word `animation` in any case, on its bytes (nearly every block does not: it is
    /// read for every rule of every sheet).
    private static func mentionsAnimation(_ block: Substring) -> Bool {
        let needle = Array("animation".utf8)
        var matched = 0
        for byte in block.utf8 {
            let lower = byte | 0x20
            if lower == needle[matched] {
                matched += 1
                if matched == needle.count { return true }
            } else {
                matched = lower == needle[0] ? 1 : 0
            }
        }
        return false
    }

    /// One animation of the shorthand: times (the first the duration), an iteration count, a direction, a fill
    /// mode, a play state and a timing function in any order, and the name.
    private static func shorthand(_ text: String) -> Animation? {
        var animation = Animation(name: "")
        var sawDuration = false
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            let word = token.lowercased()
            if let t = time(word) {
                if !sawDuration { animation.duration = t; sawDuration = true }
            } else if let n = count(word) {
                animation.iterations = n
            } else if ["normal", "reverse", "alternate", "alternate-reverse"].contains(word) {
                animation.direction = word
            } else if ["forwards", "backwards", "both"].contains(word) {
                animation.fillMode = word
            } else if ["running", "paused", "ease", "linear", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"].contains(word)
                        || word.contains("(") || word.contains(")") {
                continue
            } else if word == "none" {
                animation.name = ""
            } else {
                animation.name = String(token)
            }
        }
        return animation.name.isEmpty ? nil : animation
    }

    private static func time(_ word: String) -> Double? {
        if word.hasSuffix("ms") { return Double(word.dropLast(2)).map { $0 / 1000 } }
        if word.hasSuffix("s") { return Double(word.dropLast()) }
        return nil
    }

    private static func count(_ word: String) -> Double? {
        word == "infinite" ? .infinity : Double(word).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The declarations `animations` leave on their element for good (later animations over earlier ones).
    static func settled(_ animations: [Animation], keyframes: [String: [Keyframe]]) -> [StyleSheet.Declaration] {
        var out: [StyleSheet.Declaration] = []
        for animation in animations {
            // The sheet keeps `@keyframes` by lowercased name.
            guard let frames = keyframes[animation.name.lowercased()] else { continue }
            if animation.iterations.isFinite {
                guard animation.iterations == animation.iterations.rounded(), ["forwards", "both"].contains(animation.fillMode) else { continue }
                let n = Int(animation.iterations)
                let reversed: Bool
                switch animation.direction {
                case "reverse": reversed = true
                case "alternate": reversed = n > 0 && n % 2 == 0
                case "alternate-reverse": reversed = n == 0 || n % 2 == 1
                default: reversed = false
                }
                // After no run at all, the frame it would start from.
                let offset: Double = (n == 0) != reversed ? 0 : 1
                out += frames.filter { $0.offsets.contains(offset) }.flatMap(\.declarations)
            } else {
                // Forever: a property every frame sets to one value, when the first and last frames are written.
                guard frames.contains(where: { $0.offsets.contains(0) }), frames.contains(where: { $0.offsets.contains(1) }) else { continue }
                let all = frames.map(\.declarations)
                for declaration in all[0] where declaration.property != .custom {
                    let values = all.map { frame in frame.last { $0.property == declaration.property }?.value }
                    if values.allSatisfy({ $0 == declaration.value }) { out.append(declaration) }
                }
            }
        }
        return out.map { var d = $0; d.important = false; d.animated = true; return d }
    }

    /// A `@keyframes` block's frames: `from`, `to` and percentages, comma-separated, each with its declarations.
    static func keyframes(_ block: Substring) -> [Keyframe] {
        var frames: [Keyframe] = []
        var rest = block
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let offsets = rest[..<open].split(separator: ",").compactMap { selector -> Double? in
                let s = selector.trimmingCharacters().lowercased()
                if s == "from" { return 0 }
                if s == "to" { return 1 }
                guard s.hasSuffix("%"), let p = Double(s.dropLast()), (0...100).contains(p) else { return nil }
                return p / 100
            }
            // An important declaration in a keyframe is ignored.
            let declarations = StyleSheet.declarations(rest[rest.index(after: open)..<close]).filter { !$0.important }
            if !offsets.isEmpty { frames.append(Keyframe(offsets: offsets, declarations: declarations)) }
            rest = rest[rest.index(after: close)...]
        }
        return frames
    }
}
