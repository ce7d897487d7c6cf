// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for Touchstone (GitHub issue 6). Run from this folder:
///   swift package --disable-sandbox benchmark            (package-benchmark, release)
///   swift run -c release touchstone-perf all             (plain timings; also the callgrind target)
let package = Package(
    name: "TouchstoneBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Touchstone", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "TouchstoneWorkloads",
            dependencies: [
                .product(name: "Touchstone", package: "Touchstone"),
                .product(name: "TouchstoneScenarios", package: "Touchstone"),
            ]
        ),
        .executableTarget(
            name: "touchstone-perf",
            dependencies: ["TouchstoneWorkloads"]
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
