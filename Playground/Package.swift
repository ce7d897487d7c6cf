// swift-tools-version: 6.2
import PackageDescription

/// The live playground (`touchstone serve`): its web server and that server's tests, in a package
/// of their own so the main package's graph is the engine, the scenarios and the CLI — a first
/// `swift run touchstone demo` neither fetches nor compiles SwiftNIO (PlaygroundDecisions PG13).
///
///   swift build --package-path Playground --product touchstone-serve
///   swift test --package-path Playground        (what .ci/run runs after the main suite)
let package = Package(
    name: "TouchstonePlayground",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "touchstone-serve", targets: ["touchstone-serve"]),
        .library(name: "TouchstoneServer", targets: ["TouchstoneServer"]),
    ],
    dependencies: [
        .package(name: "Touchstone", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.20.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.6.0"),
        // Already in the graph through HummingbirdTesting; the browser test talks to chromedriver with it.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.20.0"),
        // The DocC catalog of TouchstoneServer (the playground's articles), built warning-free by .ci/run.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(
            name: "TouchstoneServer",
            dependencies: [
                .product(name: "TouchstoneScenarios", package: "Touchstone"),
                .product(name: "TouchstoneExamples", package: "Touchstone"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Page")]
        ),
        .executableTarget(
            name: "touchstone-serve",
            dependencies: ["TouchstoneServer", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "TouchstoneServerTests",
            dependencies: [
                "TouchstoneServer",
                .product(name: "TouchstoneScenarios", package: "Touchstone"),
                .product(name: "Touchstone", package: "Touchstone"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
