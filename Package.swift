// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Touchstone",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Touchstone", targets: ["Touchstone"]),
        .library(name: "TouchstoneScenarios", targets: ["TouchstoneScenarios"]),
        .library(name: "TouchstoneSwiftUI", targets: ["TouchstoneSwiftUI"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
        // The bundled scenario files, for the playground's package (Playground/), which builds the
        // server on its own so this package's graph never holds SwiftNIO (PlaygroundDecisions PG13).
        .library(name: "TouchstoneExamples", targets: ["TouchstoneExamples"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // Strict memory safety (SE-0458): every use of an unsafe construct is marked `unsafe`, and
        // each declaration is listed with its reason in `UnsafeConstructsTests` (PerformanceDecisions F23, F33).
        .target(name: "Touchstone", swiftSettings: [.strictMemorySafety()]),
        // SwiftUI's views, layout and gestures on the engine (issue 36; SwiftUIDecisions).
        // Safe Swift throughout: strict memory safety with no unsafe construct at all.
        .target(name: "TouchstoneSwiftUI", dependencies: ["Touchstone"], swiftSettings: [.strictMemorySafety()]),
        // The scenario files of Examples/scenarios/, bundled as one folder resource for `touchstone
        // demo` and the playground (DocumentationDecisions E1, E12): a new example is a new file there,
        // with no edit here; `ExamplesTests.everyFileOfTheScenariosFolderIsABundledExampleThatParses`
        // checks that each file is found in the bundle and reads as a scenario.
        .target(
            name: "TouchstoneExamples",
            path: "Examples",
            exclude: ["webdriver", "dumps"],
            sources: ["BundledExamples.swift"],
            resources: [.copy("scenarios")]
        ),
        // Scenario files' `swiftui:` scenes are made with TouchstoneSwiftUI (ScenarioDecisions X17);
        // a UIKit-only scenario never calls into it, and the engine does not depend on it.
        .target(
            name: "TouchstoneScenarios",
            dependencies: ["Touchstone", "TouchstoneSwiftUI", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "touchstone",
            dependencies: [
                "TouchstoneScenarios",
                "TouchstoneExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TouchstoneTests", dependencies: ["Touchstone"]),
        // Helpers shared by the two SwiftUI test targets (public API only).
        .target(name: "TouchstoneSwiftUITestSupport", dependencies: ["TouchstoneSwiftUI"],
                path: "Tests/TouchstoneSwiftUITestSupport"),
        .testTarget(name: "TouchstoneSwiftUITests", dependencies: ["TouchstoneSwiftUI", "TouchstoneSwiftUITestSupport"]),
        // One per library, importing it without `@testable`: what these tests compile against is
        // the public API a user holds (DocumentationDecisions E13).
        .testTarget(name: "TouchstonePublicAPITests", dependencies: ["Touchstone"]),
        .testTarget(name: "TouchstoneScenariosPublicAPITests", dependencies: ["TouchstoneScenarios"]),
        .testTarget(name: "TouchstoneSwiftUIPublicAPITests", dependencies: ["TouchstoneSwiftUI", "TouchstoneSwiftUITestSupport"]),
        // The dump fixtures are read from the source tree (`#filePath`), as the examples are.
        .testTarget(name: "TouchstoneScenariosTests", dependencies: ["TouchstoneScenarios", "TouchstoneExamples"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
