// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for Touchstone (GitHub issue 6). Run from this folder:
///   swift package --disable-sandbox benchmark            (package-benchmark, release)
///   swift run -c release touchstone-perf all             (plain timings; also the callgrind target)
///   swift run -c release playground-perf [--sessions 20] (the live playground over loopback)
let package = Package(
    name: "TouchstoneBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Touchstone", path: ".."),
        .package(name: "TouchstonePlayground", path: "../Playground"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.6.0"),
    ],
    targets: [
        .target(
            name: "TouchstoneWorkloads",
            dependencies: [
                .product(name: "Touchstone", package: "Touchstone"),
                .product(name: "TouchstoneScenarios", package: "Touchstone"),
                .product(name: "TouchstoneSwiftUI", package: "Touchstone"),
            ]
        ),
        .executableTarget(
            name: "touchstone-perf",
            dependencies: ["TouchstoneWorkloads"]
        ),
        // The live playground over loopback: move-to-update latency with the trace on, one page
        // and 20 at once (issue 19). Its own executable so touchstone-perf stays free of SwiftNIO.
        .executableTarget(
            name: "playground-perf",
            dependencies: [
                "TouchstoneWorkloads",
                .product(name: "TouchstoneServer", package: "TouchstonePlayground"),
                .product(name: "TouchstoneScenarios", package: "Touchstone"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),
        .executableTarget(
            name: "TouchstoneBenchmarks",
            dependencies: [
                "TouchstoneWorkloads",
                .product(name: "TouchstoneScenarios", package: "Touchstone"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TouchstoneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
