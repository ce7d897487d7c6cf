// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Touchstone",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Touchstone", targets: ["Touchstone"]),
        .library(name: "TouchstoneScenarios", targets: ["TouchstoneScenarios"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "Touchstone"),
        .target(
            name: "TouchstoneScenarios",
            dependencies: ["Touchstone", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "touchstone",
            dependencies: [
                "TouchstoneScenarios",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TouchstoneTests", dependencies: ["Touchstone"]),
        .testTarget(name: "TouchstoneScenariosTests", dependencies: ["TouchstoneScenarios"]),
    ],
    swiftLanguageModes: [.v6]
)
