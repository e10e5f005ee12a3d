// swift-tools-version: 6.1
import PackageDescription

// FormFill's benchmarks (ordo-one/benchmark), kept out of the main package so that `swift build` and
// `swift test` never need the harness. Run `Benchmarks/run.sh` for the README's table, or
// `swift package --package-path Benchmarks benchmark` for the harness's own report.
let package = Package(
    name: "FormFillBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "FormFill", path: ".."),
    ],
    targets: [
        .target(name: "PageGenerator"),
        .executableTarget(name: "generate-page", dependencies: ["PageGenerator"]),
        .executableTarget(
            name: "FormFillBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FormFill", package: "FormFill"),
                "PageGenerator",
            ],
            path: "Benchmarks/FormFillBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
