import Benchmark
import Foundation
import FormFillClassifier
import FormFillCollector
import FormFillGenerator
import FormFillModel
import PageGenerator

// collect (page bytes → token JSON), classify (token → designations) and fill (page bytes → fill script for a
// login) for every fixture page and for generated pages of every shape at 0.5, 5 and 50 MB. The generated pages are collected
// without the field limit so that the scaling reflects the algorithm (the CLI keeps its default limits).

let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct BenchPage: Sendable {
    var name: String
    var url: String
    var data: Data
    var large: Bool
}

func fixturePages() -> [BenchPage] {
    let fixtures = repository.appendingPathComponent("Fixtures")
    guard let walker = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil) else { return [] }
    var pages: [BenchPage] = []
    for case let file as URL in walker where file.pathExtension == "html" && !file.path.contains("/golden/") {
        guard let data = try? Data(contentsOf: file) else { continue }
        let sidecar = file.deletingPathExtension().appendingPathExtension("json")
        let url = (try? JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any])?["url"] as? String
        let name = file.path.dropFirst(fixtures.path.count + 1).replacingOccurrences(of: ".html", with: "")
        pages.append(BenchPage(name: name, url: url ?? "https://www.example.com/", data: data, large: false))
    }
    return pages.sorted { $0.name < $1.name }
}

func generatedPages() -> [BenchPage] {
    PageShape.allCases.flatMap { shape in
        [("0.5MB", 500_000), ("5MB", 5_000_000), ("50MB", 50_000_000)].map { name, bytes in
            BenchPage(name: "generated-\(shape.rawValue)-\(name)", url: "https://www.example.com/checkout",
                      data: Data(PageGenerator.page(bytes: bytes, shape: shape).utf8), large: bytes >= 5_000_000)
        }
    }
}

let login = VaultItem.login(LoginItem(id: "bench", urls: ["https://www.example.com/"], username: "wile@example.com",
                                      password: "correct horse battery staple"))

func collector(for page: BenchPage) -> Collector {
    var limits = Limits()
    if page.name.hasPrefix("generated-") { limits.maxFields = .max; limits.timeBudget = .seconds(3600) }
    return Collector(options: .init(pageURL: page.url, documentUUID: "bench", timestamp: 0, limits: limits))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(3), maxIterations: 200)
    let large = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 0,
        maxDuration: .seconds(20), maxIterations: 5)

    for page in fixturePages() + generatedPages() {
        let configuration = page.large ? large : Benchmark.defaultConfiguration
        let collector = collector(for: page)
        Benchmark("collect \(page.name)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try collector.collect(page.data).details.jsonData())
            }
        }
        Benchmark("classify \(page.name)", configuration: configuration) { benchmark in
            guard let details = try? collector.collect(page.data).details else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(Classifier().classify(details)) }
        }
        Benchmark("fill \(page.name)", configuration: configuration) { benchmark in
            let options = FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000))
            for _ in benchmark.scaledIterations {
                let details = try collector.collect(page.data).details
                let verdict = Classifier().classify(details)
                blackHole(try? FillScriptGenerator.generate(page: details, classification: verdict, item: login,
                                                            options: options).script.jsonData())
            }
        }
    }
}
