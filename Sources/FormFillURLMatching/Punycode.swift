/// RFC 3492 Punycode, as IDNA uses it for host labels (`bücher` ⇄ `xn--bcher-kva`).
///
/// Foundation's URL types do not convert Unicode hosts on every platform, so host normalization does it here.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 0x80

    /// The ASCII-compatible form of one label: the label itself when it is ASCII, else `xn--` + Punycode.
    /// Returns nil for a label Punycode cannot represent (overflow on absurdly long input).
    static func asciiLabel(_ label: String) -> String? {
        if label.unicodeScalars.allSatisfy(\.isASCII) { return label }
        return encode(label).map { "xn--" + $0 }
    }

    /// The Unicode form of one `xn--` label, or nil when it is not valid Punycode.
    static func unicodeLabel(_ label: String) -> String? {
        guard label.lowercased().hasPrefix("xn--") else { return label }
        return decode(String(label.dropFirst(4)))
    }

    static func encode(_ input: String) -> String? {
        let scalars = input.unicodeScalars.map { Int($0.value) }
        var output = String(input.unicodeScalars.filter(\.isASCII).map(Character.init))
        let basicCount = output.unicodeScalars.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n = initialN, delta = 0, bias = initialBias
        while handled < scalars.count {
            guard let m = scalars.filter({ $0 >= n }).min() else { return nil }
            let (product, overflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= Int(Int32.max) - product else { return nil }
            delta += product
            n = m
            for c in scalars {
                if c < n { delta += 1 }
                if c == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, numPoints: handled + 1, firstTime: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return output
    }

    static func decode(_ input: String) -> String? {
        var output: [Int] = []
        var rest = Substring(input)
        if let dash = input.lastIndex(of: "-") {
            for s in input[..<dash].unicodeScalars {
                guard s.isASCII else { return nil }
                output.append(Int(s.value))
            }
            rest = input[input.index(after: dash)...]
        }
        var n = initialN, i = 0, bias = initialBias
        var digits = rest.unicodeScalars.makeIterator()
        var next = digits.next()
        while next != nil {
            let oldI = i
            var w = 1, k = base
            while true {
                guard let s = next, let d = digitValue(s) else { return nil }
                next = digits.next()
                guard i <= Int(Int32.max) - d * w else { return nil }
                i += d * w
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if d < t { break }
                w *= base - t
                k += base
                guard w < Int(Int32.max) else { return nil }
            }
            bias = adapt(i - oldI, numPoints: output.count + 1, firstTime: oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n <= 0x10FFFF else { return nil }
            output.insert(n, at: i)
            i += 1
        }
        var result = String.UnicodeScalarView()
        for v in output {
            guard let s = Unicode.Scalar(v) else { return nil }
            result.append(s)
        }
        return String(result)
    }

    private static func adapt(_ delta: Int, numPoints: Int, firstTime: Bool) -> Int {
        var delta = firstTime ? delta / damp : delta / 2
        delta += delta / numPoints
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digit(_ d: Int) -> Character {
        Character(Unicode.Scalar(UInt8(d < 26 ? d + 97 : d + 22)))
    }

    private static func digitValue(_ s: Unicode.Scalar) -> Int? {
        switch s.value {
        case 0x30...0x39: Int(s.value) - 22
        case 0x41...0x5A: Int(s.value) - 0x41
        case 0x61...0x7A: Int(s.value) - 0x61
        default: nil
        }
    }
}
