import Foundation
import PageGenerator

// generate-page SIZE OUT: writes a generated page of SIZE bytes (suffixes K, M: 500K, 5M, 50M) to OUT.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: generate-page SIZE[K|M] OUT\n".utf8))
    exit(64)
}
let size = arguments[1].uppercased()
let multiplier = size.hasSuffix("M") ? 1_000_000 : size.hasSuffix("K") ? 1_000 : 1
guard let number = Double(size.trimmingCharacters(in: CharacterSet(charactersIn: "KM"))) else {
    FileHandle.standardError.write(Data("generate-page: bad size \(arguments[1])\n".utf8))
    exit(64)
}
let html = PageGenerator.page(bytes: Int(number * Double(multiplier)))
do {
    try Data(html.utf8).write(to: URL(fileURLWithPath: arguments[2]))
} catch {
    FileHandle.standardError.write(Data("generate-page: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(73)
}
