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
        // server on its own so this package's graph never holds SwiftNIO (Docs/Decisions.md PG13).
        .library(name: "TouchstoneExamples", targets: ["TouchstoneExamples"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // Strict memory safety (SE-0458): every use of an unsafe construct is marked `unsafe`, and
        // each declaration is listed with its reason in `UnsafeConstructsTests` (Decisions F23, F33).
        .target(name: "Touchstone", swiftSettings: [.strictMemorySafety()]),
        // SwiftUI's views, layout and gestures on the engine (issue 36; Docs/Decisions.md SU).
        // Safe Swift throughout: strict memory safety with no unsafe construct at all.
        .target(name: "TouchstoneSwiftUI", dependencies: ["Touchstone"], swiftSettings: [.strictMemorySafety()]),
        // The scenario files of Examples/, bundled as resources for `touchstone demo`
        // (Docs/Decisions.md E1). SwiftPM has no folder-wide rule for a target's own folder, so
        // each file is named; `ExamplesTests.everyExampleIsDeclaredAsAResource` checks the list.
        .target(
            name: "TouchstoneExamples",
            path: "Examples",
            exclude: ["webdriver", "dumps"],
            sources: ["BundledExamples.swift"],
            resources: [
                .copy("conflict01-tap-vs-double-tap.yaml"),
                .copy("conflict02-cell-selection-keyboard-dismiss.yaml"),
                .copy("conflict03-nested-scroll-views.yaml"),
                .copy("conflict04-back-swipe-vs-page-view.yaml"),
                .copy("conflict05-slider-in-scroll-view.yaml"),
                .copy("conflict06-floating-button-vs-back-swipe.yaml"),
                .copy("conflict07-pinch-and-rotate.yaml"),
                .copy("conflict08-button-in-scroll-view.yaml"),
                .copy("conflict09-enlarged-hit-area.yaml"),
                .copy("conflict10-subview-outside-bounds.yaml"),
                .copy("conflict11-swipe-to-delete-vs-back-swipe.yaml"),
                .copy("conflict12-collection-view-cell-vs-scroll.yaml"),
                .copy("conflict13-back-swipe-on-the-root-freezes.yaml"),
                .copy("conflict14-web-view-tap-and-double-tap.yaml"),
                .copy("conflict15-map-tap-vs-double-tap-zoom.yaml"),
                .copy("conflict16-tap-during-push.yaml"),
                .copy("conflict17-button-just-below-the-navigation-bar.yaml"),
                .copy("conflict18-carousel-in-a-table-row.yaml"),
                .copy("conflict19-tap-on-a-sliding-panel.yaml"),
                .copy("conflict20-swipe-vs-document-scroll.yaml"),
                .copy("conflict21-two-pans-one-axis.yaml"),
                .copy("conflict22-backdrop-tap-through-card.yaml"),
                .copy("conflict23-web-view-click-takes-the-apps-tap.yaml"),
                .copy("conflict24-long-press-then-drag.yaml"),
                .copy("conflict25-close-button-too-small.yaml"),
                .copy("conflict26-two-buttons-two-fingers.yaml"),
                .copy("conflict27-edge-swipe-in-a-game.yaml"),
                .copy("race01-small-ball-fast-drag.yaml"),
                .copy("race02-back-swipe-vs-carousel.yaml"),
                .copy("race03-switch-jittery-drag.yaml"),
                .copy("seed000-record-button-deferred.yaml"),
                .copy("seed000-record-button-posted.yaml"),
                .copy("seed000-record-button-fixed.yaml"),
                .copy("seed000-record-button.yaml"),
                .copy("seed001-back-swipe-vs-scroll-fixed.yaml"),
                .copy("seed001-back-swipe-vs-scroll.yaml"),
                .copy("seed001-single-double-tap.yaml"),
                .copy("seed002-pan-vs-edge-pans-fixed.yaml"),
                .copy("seed002-pan-vs-edge-pans.yaml"),
                .copy("seed003-ball-pan-vs-swipe.yaml"),
                .copy("seed003-controls-block-root-tap.yaml"),
                .copy("seed003-enlarged-hit-areas.yaml"),
                .copy("seed003-gesture-priorities.yaml"),
                .copy("seed003-responder-chain.yaml"),
                .copy("seed003-tap-cancels-cell-fixed.yaml"),
                .copy("seed003-tap-cancels-cell.yaml"),
                .copy("seed004-switch-drag.yaml"),
                .copy("seed004-switch-overlay-fixed.yaml"),
            ]
        ),
        .target(
            name: "TouchstoneScenarios",
            dependencies: ["Touchstone", .product(name: "Yams", package: "Yams")]
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
        .testTarget(name: "TouchstoneSwiftUITests", dependencies: ["TouchstoneSwiftUI"]),
        // The dump fixtures are read from the source tree (`#filePath`), as the examples are.
        .testTarget(name: "TouchstoneScenariosTests", dependencies: ["TouchstoneScenarios", "TouchstoneExamples"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
