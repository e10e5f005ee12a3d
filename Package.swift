// swift-tools-version: 6.0
import PackageDescription

// One module per stage; data flows one way:
//   HTML (FormFillHTML) -> page details (FormFillCollector, FormFillModel)
//   -> designations (FormFillClassifier) -> fill script (FormFillGenerator)
//   -> the page's HTML with the values written in (FormFillApply, for `formfill apply`; it resolves opids with
//      the collector's own scan, so a script lands on the elements its token described).
// FormFillURLMatching (URL matching, the Public Suffix List) serves the generator and the vault;
// FormFillSecrets (passwords, TOTP) and FormFillVault (storage, native flows) feed the generator.
// FormFill re-exports all of them for apps; `formfill` is the command-line tool. FormFillSupport (threads,
// resource lookup) is internal to the package: `package` access only, not re-exported.
let package = Package(
    name: "FormFill",
    // iOS apps and their AutoFill extensions, and macOS. libxml2 comes from the Apple SDK there (see
    // Sources/CLibXML2/shim.h); on Linux from libxml2-dev through pkg-config.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FormFill", targets: ["FormFill"]),
        .executable(name: "formfill", targets: ["formfill"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // `swift package generate-documentation --target FormFill` (the DocC catalog in Sources/FormFill).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "FormFillSupport"),
        .target(name: "FormFillModel", dependencies: ["FormFillSupport"]),
        .target(name: "FormFillHTML", dependencies: ["CLibXML2"]),
        // Apple's password-manager-resources lists (MIT license, kept beside them): docs/site-knowledge.md.
        .target(name: "FormFillSites", dependencies: ["FormFillModel", "FormFillSupport"], resources: [.copy("SiteKnowledge")]),
        .target(name: "FormFillCollector", dependencies: ["FormFillModel", "FormFillHTML", "FormFillSupport"]),
        .target(name: "FormFillApply", dependencies: ["FormFillCollector", "FormFillHTML", "FormFillModel"]),
        // The classifier's words and weights: docs/classification.md, "Word files".
        .target(
            name: "FormFillClassifier",
            dependencies: ["FormFillModel", "FormFillSites", "FormFillSupport"],
            resources: [.copy("Words")]
        ),
        .target(
            name: "FormFillURLMatching",
            dependencies: ["FormFillModel", "FormFillSites", "FormFillSupport"],
            resources: [.copy("Resources/public_suffix_list.dat")]
        ),
        .target(
            name: "FormFillSecrets",
            dependencies: ["FormFillSupport", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "FormFillGenerator",
            dependencies: ["FormFillModel", "FormFillURLMatching", "FormFillSecrets", "FormFillSites"]
        ),
        .target(
            name: "FormFillVault",
            dependencies: [
                "FormFillModel", "FormFillURLMatching", "FormFillSecrets", "FormFillSites", "FormFillSupport",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // The page-side JavaScript lives at the top level; this target ships it as resources.
        .target(
            name: "FormFillJavaScript",
            dependencies: ["FormFillModel", "FormFillSupport"],
            path: "JavaScript",
            exclude: ["README.md"],
            sources: ["Swift"],
            resources: [.copy("collect.js"), .copy("fill.js")]
        ),
        .target(
            name: "FormFill",
            dependencies: [
                "FormFillModel", "FormFillHTML", "FormFillCollector", "FormFillApply", "FormFillClassifier", "FormFillURLMatching",
                "FormFillSecrets", "FormFillGenerator", "FormFillVault", "FormFillJavaScript", "FormFillSites",
            ]
        ),
        // Headless Chromium over the DevTools protocol: for the CLI's `browse` and the tests, not for apps.
        .target(name: "FormFillChromium", dependencies: ["FormFillModel", "FormFillJavaScript"]),
        .executableTarget(
            name: "formfill",
            dependencies: ["FormFill", "FormFillChromium", "FormFillSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "FormFillTestSupport", dependencies: ["FormFillModel"], path: "Tests/Support"),
        .testTarget(name: "FormFillModelTests", dependencies: ["FormFillModel", "FormFillSupport", "FormFillTestSupport"]),
        .testTarget(name: "FormFillCollectorTests", dependencies: ["FormFillCollector", "FormFillSupport", "FormFillTestSupport"]),
        .testTarget(name: "FormFillApplyTests", dependencies: ["FormFillApply", "FormFillCollector", "FormFillTestSupport"]),
        .testTarget(name: "FormFillClassifierTests", dependencies: ["FormFillClassifier", "FormFillCollector", "FormFillSupport", "FormFillTestSupport"]),
        .testTarget(name: "FormFillURLMatchingTests", dependencies: ["FormFillURLMatching"]),
        .testTarget(name: "FormFillSecretsTests", dependencies: ["FormFillSecrets", "FormFillTestSupport"]),
        .testTarget(name: "FormFillGeneratorTests", dependencies: ["FormFill", "FormFillTestSupport"]),
        .testTarget(name: "FormFillVaultTests", dependencies: ["FormFillVault", "FormFillTestSupport"]),
        .testTarget(name: "FormFillJavaScriptTests", dependencies: ["FormFill", "FormFillChromium", "FormFillTestSupport"]),
        .testTarget(name: "FormFillSitesTests", dependencies: ["FormFill", "FormFillTestSupport"]),
        .testTarget(name: "FormFillCLITests", dependencies: ["FormFillTestSupport"]),
        .testTarget(name: "FormFillChromiumTests", dependencies: ["FormFill", "FormFillChromium", "FormFillTestSupport"]),
        .testTarget(name: "FormFillTests", dependencies: ["FormFill", "FormFillTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
