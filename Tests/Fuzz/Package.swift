// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for FormFill. Not part of the main package's `swift build` or `swift test`: build and run
// them with `Tests/Fuzz/run.sh` (which passes `-sanitize=fuzzer,address` to every Swift module, so the code
// under test is instrumented too). One executable serves every target (chosen by `FORMFILL_FUZZ_TARGET`); its
// entry point hands over to libFuzzer's driver. The entry points live in `Harness/FuzzHarness.swift`, a symlink
// to the file the regression tests in `Tests/FormFillGeneratorTests/Fuzz/` compile, so reproducers replay
// through the same code.
let package = Package(
    name: "FormFillFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "FormFill", path: "../..")],
    targets: [
        .target(name: "FuzzHarness", dependencies: [.product(name: "FormFill", package: "FormFill")], path: "Harness"),
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "FormFillFuzzer", dependencies: ["FuzzHarness", "CFuzzerDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
