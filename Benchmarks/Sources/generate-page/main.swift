import Foundation
import PageGenerator

// generate-page [SHAPE] SIZE OUT: writes a generated page of SIZE bytes (suffixes K, M: 500K, 5M, 50M) and of
// the given shape (store, stress, long-selects, small-forms, content; default store) to OUT.
var arguments = Array(CommandLine.arguments.dropFirst())
let shapes = PageShape.allCases.map(\.rawValue).joined(separator: "|")
guard arguments.count == 2 || arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: generate-page [\(shapes)] SIZE[K|M] OUT\n".utf8))
    exit(64)
}
let shapeName = arguments.count == 3 ? arguments.removeFirst() : PageShape.store.rawValue
guard let shape = PageShape(rawValue: shapeName) else {
    FileHandle.standardError.write(Data("generate-page: unknown shape \(shapeName) (\(shapes))\n".utf8))
    exit(64)
}
let size = arguments[0].uppercased()
let multiplier = size.hasSuffix("M") ? 1_000_000 : size.hasSuffix("K") ? 1_000 : 1
guard let number = Double(size.trimmingCharacters(in: CharacterSet(charactersIn: "KM"))) else {
    FileHandle.standardError.write(Data("generate-page: bad size \(arguments[0])\n".utf8))
    exit(64)
}
let html = PageGenerator.page(bytes: Int(number * Double(multiplier)), shape: shape)
do {
    try Data(html.utf8).write(to: URL(fileURLWithPath: arguments[1]))
} catch {
    FileHandle.standardError.write(Data("generate-page: cannot write \(arguments[1]): \(error)\n".utf8))
    exit(73)
}
