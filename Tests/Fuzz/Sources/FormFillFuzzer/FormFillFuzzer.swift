import CFuzzerDriver
import Foundation
import FuzzHarness

/// The target this process fuzzes, from `FORMFILL_FUZZ_TARGET` (`collector`, `page-details`, `vault`,
/// `passwordrules`, `fill`); one binary serves every target so that one link covers them all.
let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["FORMFILL_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set FORMFILL_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(64)
    }
    return target
}()

/// One input: aborts on any broken invariant so that libFuzzer saves the input.
func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let broken = selectedTarget.run(data)
    if !broken.isEmpty {
        FileHandle.standardError.write(Data((broken.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}

/// libFuzzer's usual entry point, for a link that takes libFuzzer's own `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt { fuzzOne(bytes, count) }

/// SwiftPM links a debug executable's `main` to `<module>_main`; this one runs libFuzzer's driver.
@_cdecl("FormFillFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { bytes, size in fuzzOne(bytes, size) }
}
