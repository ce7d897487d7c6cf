import Foundation
import Touchstone
import TouchstoneWorkloads

// Plain timings of the issue-6 workloads, without the benchmark framework: quick to run, and the
// binary to profile with `valgrind --tool=callgrind`. Each figure is the median of `runs` runs.
//
//   touchstone-perf [all|swiftui|swiftuicount|layout|reference|hittest|hits|arbitration|chain|files|import|doctor|playground] [--runs N] [--sequences N] [--depth D] [--trace] [--views N] [--form 1] [--steps N] [--queries N] [--rows N]

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, default value: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let v = Int(arguments[i + 1]) else { return value }
    return v
}
let what = arguments.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "all"
let runs = max(1, option("--runs", default: 5))
let sequences = option("--sequences", default: 100_000)
let onlyDepth = option("--depth", default: -1)
let traced = arguments.contains("--trace")
let onlyViews = option("--views", default: -1)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func report(_ name: String, _ value: Double, _ unit: String) {
    print(name.padding(toLength: 46, withPad: " ", startingAt: 0), String(format: "%14.3f", value), unit)
}

@MainActor func reference() throws {
    for depth in [0, 4, 16] where onlyDepth < 0 || onlyDepth == depth {
        var rates: [Double] = []
        for _ in 0..<runs {
            let scene = ReferenceScene(depth: depth, traced: traced)
            try scene.run(sequences: 1_000)  // warm-up
            var events = 0
            let t = try seconds { events = try scene.run(sequences: sequences) }
            rates.append(Double(events) / t)
        }
        report("reference scene depth \(depth) (\(sequences) seq)\(traced ? ", trace on" : "")", median(rates), "touch events/s")
    }
}

@MainActor func hitTest() {
    let points = HitTestTrees.points()
    for (fanOut, levels) in [(10, 4), (2, 13)] {
        let (window, count) = HitTestTrees.balanced(fanOut: fanOut, levels: levels)
        _ = HitTestTrees.query(window, points, queries: 10_000)
        var times: [Double] = []
        for _ in 0..<runs {
            times.append(seconds { _ = HitTestTrees.query(window, points, queries: 1_000_000) })
        }
        report("hit-test balanced \(fanOut)x\(levels) (\(count) views)", median(times) * 1e3, "ns/query")
    }
}

@MainActor func chain() throws {
    // The 100,000-deep chain: a full touch (down + up) goes through hit-testing, delivery and
    // the default forwarding along all 100,000 views.
    let (window, _) = HitTestTrees.chain(depth: 100_000)
    let device = Device()
    device.trace.isEnabled = false
    device.show(window)
    var times: [Double] = []
    for _ in 0..<runs {
        times.append(try seconds {
            try device.touchDown(at: CGPoint(x: 10, y: 10))
            try device.touchUp()
        })
    }
    report("deep chain 100,000: down+up", median(times) * 1e3, "ms/touch")
}

@MainActor func arbitration() throws {
    for k in [2, 8, 32, 128] {
        var times: [Double] = []
        for _ in 0..<runs {
            let scene = ArbitrationScene.undecided(k: k)
            try scene.stroke(moves: 10)
            var events = 0
            let t = try seconds { for _ in 0..<200 { events += try scene.stroke(moves: 10) } }
            times.append(t / Double(events))
        }
        let perEvent = median(times) * 1e9
        report("undecided k=\(k)", perEvent, "ns/event (\(String(format: "%.1f", perEvent / Double(k))) ns/event/recogniser)")
    }
    for n in [2, 4, 8, 16, 32, 64] {
        var times: [Double] = []
        for _ in 0..<runs {
            let scene = ArbitrationScene.failureChain(length: n)
            try scene.stroke(moves: 0)
            let t = try seconds { for _ in 0..<200 { try scene.stroke(moves: 0) } }
            times.append(t / 200)
        }
        report("failure chain length \(n)", median(times) * 1e6, "µs/tap")
    }
}

/// The scenario-file paths that were quadratic (issue 14): a 60 s drag at 1,000 Hz through the
/// timeline and the HTML report, and 1,000 sibling views run without and with the tappable map.
@MainActor func importDumps() throws {
    for (name, text) in [("import 100,000-line dump", DumpImportWorkloads.wideDump()),
                         ("import 10,000-deep dump", DumpImportWorkloads.deepDump())] {
        var times: [Double] = []
        for _ in 0..<runs { times.append(try seconds { _ = try DumpImportWorkloads.importDump(text) }) }
        report(name, median(times) * 1000, "ms (median)")
    }
}

@MainActor func files() throws {
    let drag = try ScenarioFileWorkloads.longDrag()
    let dragRun = ScenarioFileWorkloads.runWithoutReport(drag)
    report("60 s drag at 1 kHz: run, no report", median((0..<runs).map { _ in seconds { _ = ScenarioFileWorkloads.runWithoutReport(drag) } }) * 1e3, "ms")
    report("60 s drag at 1 kHz: timeline model", median((0..<runs).map { _ in seconds { _ = ScenarioFileWorkloads.timeline(dragRun) } }) * 1e3, "ms")
    report("60 s drag at 1 kHz: run + HTML report", median((0..<runs).map { _ in seconds { _ = ScenarioFileWorkloads.runWithReport(drag) } }) * 1e3, "ms")
    for count in [100, 1_000] {
        let s = try ScenarioFileWorkloads.siblings(count)
        report("\(count) siblings: run, no report", median((0..<runs).map { _ in seconds { _ = ScenarioFileWorkloads.runWithoutReport(s) } }) * 1e3, "ms")
        report("\(count) siblings: run + HTML report", median((0..<runs).map { _ in seconds { _ = ScenarioFileWorkloads.runWithReport(s) } }) * 1e3, "ms")
    }
    for count in [200, 800] {
        let s = try ScenarioFileWorkloads.siblings(count)
        report("\(count) siblings: explore", median(try (0..<runs).map { _ in try seconds { _ = try ScenarioFileWorkloads.explore(s) } }) * 1e3, "ms")
    }
}

/// The gesture doctor on a pushed screen of 200, 800 and 3,200 views (issue 18: 200 views
/// fully diagnosed, fixes verified, in under 2 s on 2 cores; cost at most linear in views).
@MainActor func doctor() throws {
    for count in [200, 800, 3_200] where onlyViews < 0 || onlyViews == count {
        let s = try DoctorWorkloads.screen(views: count)
        var counts = (gestures: 0, replays: 0, findings: 0)
        let t = median(try (0..<runs).map { _ in try seconds { counts = try DoctorWorkloads.counts(s) } })
        report("doctor \(count): \(counts.gestures)/\(counts.replays) played, \(counts.findings) found", t * 1e3, "ms")
    }
}

/// Profiling aids: only moved events of a running pan, or only tap sequences (`--sequences` of
/// them), or only `--queries` hit-tests of one balanced tree (`hits --views 11110` or `16382`).
/// Each runs its work once and times nothing, so callgrind's marginal count between two sizes is
/// exactly the cost per unit (Sources/Touchstone/Touchstone.docc/Performance.md; the ratchet, `Benchmarks/ratchet.sh`).
@MainActor func hits() {
    let (fanOut, levels) = onlyViews == 16_382 ? (2, 13) : (10, 4)
    let (window, count) = HitTestTrees.balanced(fanOut: fanOut, levels: levels)
    let found = HitTestTrees.query(window, HitTestTrees.points(), queries: option("--queries", default: 100_000))
    report("hit-tests of \(count) views: hits", Double(found), "")
}

@MainActor func moves() throws {
    let scene = ReferenceScene(depth: max(0, onlyDepth), traced: traced)
    try scene.run(sequences: 100)
    let device = scene.device
    var p = scene.cells[0].center
    try device.touchDown(at: p)
    for _ in 0..<20 { p.x += 0.25; try device.touchMove(to: p) }
    let t = try seconds { for _ in 0..<sequences { p.x += 0.25; try device.touchMove(to: p) } }
    try device.touchUp()
    report("moved events, pan running", t / Double(sequences) * 1e9, "ns/event")
}

@MainActor func taps() throws {
    let scene = ReferenceScene(depth: max(0, onlyDepth), traced: traced)
    try scene.run(sequences: 100)
    let t = try seconds { for _ in 0..<sequences { try scene.tap() } }
    report("tap sequences", t / Double(sequences) * 1e9, "ns/tap")
}

/// Only `--sequences` strokes of one scene, for callgrind's marginal count per event:
/// `touchstone-perf scaling KIND --k K --sequences N` (KIND: undecided, stacked, chain, fan, delegate).
@MainActor func scaling() throws {
    let k = option("--k", default: 8)
    let kind = arguments.count > 1 ? arguments[1] : "chain"
    let scene: ArbitrationScene
    switch kind {
    case "undecided": scene = .undecided(k: k)
    case "stacked": scene = .stacked(k: k)
    case "fan": scene = .failureFan(k: k)
    case "delegate": scene = .delegateChain(length: k)
    default: scene = .failureChain(length: k)
    }
    let moves = kind == "undecided" ? 10 : 0
    var events = 0
    for _ in 0..<sequences { events += try scene.stroke(moves: moves) }
    report("\(kind) k=\(k): \(sequences) strokes", Double(events), "events")
}

/// Issue 20: one full Auto Layout pass (solve and set every frame) of a constrained screen; then
/// the same rows as a form in a scroll view's content guide, and `--steps` scroll steps of it
/// (Sources/Touchstone/Touchstone.docc/Performance.md round 14). `--form 1` runs only the form, for callgrind.
@MainActor func layout() {
    let formOnly = option("--form", default: 0) == 1
    let steps = option("--steps", default: max(runs, 5))
    for views in [100, 500, 2_000] where onlyViews < 0 || onlyViews == views {
        var times: [Double] = []
        if !formOnly {
            let screen = ConstrainedScreen(views: views)
            screen.relayout()
            for _ in 0..<max(runs, 5) { times.append(seconds { screen.relayout() }) }
            report("layout pass, \(screen.viewCount) constrained views", median(times) * 1e3, "ms/pass")
        }
        let form = ConstrainedScreen(views: views, inScrollView: true)
        form.relayout()
        times = []
        for _ in 0..<max(runs, 5) { times.append(seconds { form.relayout() }) }
        report("layout pass, \(form.viewCount) views in a scroll view", median(times) * 1e3, "ms/pass")
        times = []
        for _ in 0..<steps { times.append(seconds { form.scrollStep() }) }
        if steps > 0 { report("scroll step of that form", median(times) * 1e6, "µs/step") }
    }
}

/// Only `--frames` frames of the live playground's drag, for callgrind's marginal count per frame:
/// `touchstone-perf playground --views N --frames F` (the frame is ``PlaygroundFrames``).
@MainActor func playground() throws {
    let frames = try PlaygroundFrames(views: max(1, onlyViews < 0 ? 200 : onlyViews))
    let n = option("--frames", default: 240)
    for _ in 0..<n { frames.next() }
    report("playground \(frames.played) frames", Double(frames.replyBytes), "reply bytes")
}

/// Issue 36's "Speed": the 200-element SwiftUI list built and laid out (target under 5 ms), and a
/// drag frame on it against the same screen in UIKit (target under 2×), iOS 18 and iOS 17.
@MainActor func swiftUI() throws {
    let frames = option("--frames", default: 200)
    let rows = option("--rows", default: 50)
    for profile in [DeviceProfile.iOS18, .iOS17] {
        let screen = SwiftUIBenchmarkScreen(swiftUI: true, profile: profile, rows: rows)
        screen.relayout()
        var times: [Double] = []
        for _ in 0..<max(runs, 5) { times.append(seconds { screen.relayout() }) }
        report("SwiftUI \(profile): build+layout, \(screen.viewCount) elements", median(times) * 1e3, "ms/pass")
        _ = try screen.drag(frames: 20)
        times = []
        for _ in 0..<max(runs, 5) { times.append(try screen.drag(frames: frames) / Double(frames)) }
        let swiftUIFrame = median(times)
        report("SwiftUI \(profile): drag frame", swiftUIFrame * 1e6, "µs/frame")
        let uikit = SwiftUIBenchmarkScreen(swiftUI: false, profile: profile, rows: rows)
        _ = try uikit.drag(frames: 20)
        times = []
        for _ in 0..<max(runs, 5) { times.append(try uikit.drag(frames: frames) / Double(frames)) }
        let uikitFrame = median(times)
        report("UIKit \(profile): drag frame, \(uikit.viewCount) views", uikitFrame * 1e6, "µs/frame")
        report("SwiftUI / UIKit drag frame, \(profile)", swiftUIFrame / uikitFrame, "×")
    }
}

/// Only `--sequences` units of the SwiftUI screen's work, for callgrind's marginal count per unit
/// (``SwiftUICounts``): `touchstone-perf swiftuicount KIND [--rows N] [--ios 17]` (KIND: build,
/// rerender, drag, uikitdrag).
@MainActor func swiftUICount() throws {
    let kind = arguments.count > 1 ? arguments[1] : "build"
    let rows = option("--rows", default: 50)
    let profile: DeviceProfile = option("--ios", default: 18) == 17 ? .iOS17 : .iOS18
    let views: Int
    switch kind {
    case "rerender": views = SwiftUICounts.rerenders(sequences, rows: rows, profile: profile)
    case "drag": views = try SwiftUICounts.dragFrames(sequences, swiftUI: true, rows: rows, profile: profile)
    case "uikitdrag": views = try SwiftUICounts.dragFrames(sequences, swiftUI: false, rows: rows, profile: profile)
    default: views = SwiftUICounts.firstBuilds(sequences, rows: rows, profile: profile)
    }
    report("swiftui \(kind) \(profile): \(sequences) units", Double(views), "views")
}

switch what {
case "swiftui": try swiftUI()
case "swiftuicount": try swiftUICount()
case "layout": layout()
case "playground": try playground()
case "scaling": try scaling()
case "files": try files()
case "import": try importDumps()
case "moves": try moves()
case "taps": try taps()
case "reference": try reference()
case "hittest": hitTest()
case "hits": hits()
case "chain": try chain()
case "arbitration": try arbitration()
case "doctor": try doctor()
default:
    try reference(); hitTest(); try arbitration(); try chain()
}
