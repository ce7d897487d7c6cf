import Benchmark
import Foundation
import Touchstone
import TouchstoneScenarios
import TouchstoneWorkloads

/// The issue-6 benchmarks under package-benchmark (release build, one core):
///   cd Benchmarks && swift package --disable-sandbox benchmark
/// Workloads live in `TouchstoneWorkloads`; `touchstone-perf` runs the same ones without the framework.
let touchEventsPerSecond = BenchmarkMetric.custom("touch events/s", polarity: .prefersLarger, useScalingFactor: false)
let nsPerQuery = BenchmarkMetric.custom("ns per query", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    let timing: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .instructions]

    // Reference scene: 100,000 alternating tap/pan sequences = 700,000 touch events per iteration.
    for depth in [0, 4, 16] {
        Benchmark("Reference scene depth \(depth), 700k events",
                  configuration: .init(metrics: timing + [touchEventsPerSecond], maxDuration: .seconds(30), maxIterations: 5)) { benchmark in
            let scene = ReferenceScene(depth: depth)
            try scene.run(sequences: 1_000)
            benchmark.startMeasurement()
            let start = DispatchTime.now().uptimeNanoseconds
            let events = try scene.run(sequences: 100_000)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            benchmark.stopMeasurement()
            benchmark.measurement(touchEventsPerSecond, Int(Double(events) / elapsed))
        }
    }

    // Hit-testing: 1M queries at 1,024 fixed pseudo-random points.
    let points = HitTestTrees.points()
    for (fanOut, levels) in [(10, 4), (2, 13)] {
        Benchmark("Hit-test balanced \(fanOut)x\(levels), 1M queries",
                  configuration: .init(metrics: timing + [nsPerQuery], maxDuration: .seconds(20), maxIterations: 10)) { benchmark in
            let (window, _) = HitTestTrees.balanced(fanOut: fanOut, levels: levels)
            benchmark.startMeasurement()
            let start = DispatchTime.now().uptimeNanoseconds
            blackHole(HitTestTrees.query(window, points, queries: 1_000_000))
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            benchmark.stopMeasurement()
            benchmark.measurement(nsPerQuery, Int(elapsed / 1_000_000))
        }
    }

    // A 100,000-deep chain: one touch down + up through hit-testing, delivery and forwarding.
    Benchmark("Deep chain 100,000, one touch", configuration: .init(metrics: timing, maxDuration: .seconds(20), maxIterations: 10)) { benchmark in
        let (window, _) = HitTestTrees.chain(depth: 100_000)
        let device = Device()
        device.trace.isEnabled = false
        device.show(window)
        benchmark.startMeasurement()
        try device.touchDown(at: CGPoint(x: 10, y: 10))
        try device.touchUp()
        benchmark.stopMeasurement()
    }

    // Issue 20: one Auto Layout pass of a 500-view constrained screen (solve and set every frame).
    Benchmark("Layout pass, 500 constrained views", configuration: .init(metrics: timing, maxDuration: .seconds(20), maxIterations: 50)) { benchmark in
        let screen = ConstrainedScreen(views: 500)
        benchmark.startMeasurement()
        blackHole(screen.relayout())
        benchmark.stopMeasurement()
    }

    // The same rows as a form in a scroll view's content guide, which also sets contentSize.
    Benchmark("Layout pass, 500 constrained views in a scroll view", configuration: .init(metrics: timing, maxDuration: .seconds(20), maxIterations: 50)) { benchmark in
        let screen = ConstrainedScreen(views: 500, inScrollView: true)
        benchmark.startMeasurement()
        blackHole(screen.relayout())
        benchmark.stopMeasurement()
    }

    // Arbitration: k undecided recognisers on one touch; failure-requirement chains.
    for k in [2, 8, 32, 128] {
        Benchmark("Undecided recognisers k=\(k), 100 strokes of 12 events",
                  configuration: .init(metrics: timing, maxDuration: .seconds(10), maxIterations: 50)) { benchmark in
            let scene = ArbitrationScene.undecided(k: k)
            try scene.stroke(moves: 10)
            benchmark.startMeasurement()
            for _ in 0..<100 { try scene.stroke(moves: 10) }
        }
    }
    for n in [2, 4, 8, 16, 32, 64] {
        Benchmark("Failure chain length \(n), 100 taps",
                  configuration: .init(metrics: timing, maxDuration: .seconds(10), maxIterations: 50)) { benchmark in
            let scene = ArbitrationScene.failureChain(length: n)
            try scene.stroke(moves: 0)
            benchmark.startMeasurement()
            for _ in 0..<100 { try scene.stroke(moves: 0) }
        }
    }

    // Allocations in steady state: per moved event of a running pan, per tap sequence.
    Benchmark("Allocations per moved event (pan running), 1,000 moves",
              configuration: .init(metrics: [.mallocCountTotal], maxIterations: 5)) { benchmark in
        let scene = ReferenceScene(depth: 0)
        try scene.run(sequences: 100)
        let device = scene.device
        var p = scene.cells[0].center
        try device.touchDown(at: p)
        for _ in 0..<20 { p.x += 0.25; try device.touchMove(to: p) }  // pan has begun, buffers warm
        benchmark.startMeasurement()
        for _ in 0..<1_000 { p.x += 0.25; try device.touchMove(to: p) }
        benchmark.stopMeasurement()
        try device.touchUp()
    }
    Benchmark("Allocations per tap sequence, 1,000 taps",
              configuration: .init(metrics: [.mallocCountTotal], maxIterations: 5)) { benchmark in
        let scene = ReferenceScene(depth: 0)
        try scene.run(sequences: 100)
        benchmark.startMeasurement()
        for _ in 0..<1_000 { try scene.tap() }
        benchmark.stopMeasurement()
    }

    // Scenario-file paths that were quadratic (issue 14), at 10x the largest example or more:
    // the scenario is made before the measurement, the work on it is measured.
    let files = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .instructions], maxDuration: .seconds(20), maxIterations: 5)
    func fileBenchmark(_ name: String, _ scenario: @escaping @Sendable () throws -> Scenario,
                       _ work: @escaping @Sendable (Scenario) throws -> Int) {
        Benchmark("File: \(name)", configuration: files) { benchmark in
            let s = try scenario()
            benchmark.startMeasurement()
            blackHole(try work(s))
        }
    }
    fileBenchmark("60 s drag at 1 kHz, run + HTML report", { try ScenarioFileWorkloads.longDrag() }, ScenarioFileWorkloads.runWithReport)
    for count in [100, 1_000] {
        fileBenchmark("\(count) sibling views, run without report", { try ScenarioFileWorkloads.siblings(count) }) {
            ScenarioFileWorkloads.runWithoutReport($0).entries.count
        }
        fileBenchmark("\(count) sibling views, run + HTML report", { try ScenarioFileWorkloads.siblings(count) }, ScenarioFileWorkloads.runWithReport)
    }
    for count in [200, 800] {
        fileBenchmark("\(count) sibling views, explore", { try ScenarioFileWorkloads.siblings(count) }, ScenarioFileWorkloads.explore)
    }

    // The gesture doctor (issue 18): a pushed screen of cells in rows, every view on screen.
    let doctor = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .instructions], maxDuration: .seconds(60), maxIterations: 3)
    for count in [200, 800, 3_200] {
        Benchmark("Doctor: \(count) views", configuration: doctor) { benchmark in
            let s = try DoctorWorkloads.screen(views: count)
            benchmark.startMeasurement()
            blackHole(try DoctorWorkloads.diagnose(s))
        }
    }

    // Importing debugger dumps (issue 17): the dump text is made before the measurement.
    for wide in [true, false] {
        Benchmark("Import: \(wide ? "100,000-line dump" : "10,000-deep dump")", configuration: files) { benchmark in
            let text = wide ? DumpImportWorkloads.wideDump() : DumpImportWorkloads.deepDump()
            benchmark.startMeasurement()
            blackHole(try DumpImportWorkloads.importDump(text))
        }
    }
}
