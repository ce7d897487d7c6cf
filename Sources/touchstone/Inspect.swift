import ArgumentParser
import Foundation
import TouchstoneScenarios

struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain what a touch at a point does, and why (\"I tapped and nothing happened\").")

    @Argument(help: "A scenario file, or a debugger dump (imported on the fly).")
    var file: String

    @Option(help: "The point in screen coordinates, as X,Y (e.g. 195,422).")
    var at: String

    @Option(help: "Replay the script up to this time first (e.g. 500ms or 1.2s).")
    var time: String?

    func run() throws {
        let s = try loadScenarios([file])[0]
        let parts = at.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw ValidationError("--at expects X,Y with two finite numbers, e.g. --at 195,422 (got '\(at)')")
        }
        var t: Double?
        if let time {
            guard let parsed = parseDuration(time) else { throw ValidationError("--time expects a duration like 500ms or 1.2s (got '\(time)')") }
            t = parsed
        }
        do { print(try WhyExplainer.explain(s, at: CGPoint(x: x, y: y), time: t)) }
        catch let e as ScenarioError { throw Failure(description: e.description) }
    }
}

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Try families of gestures on every view (in parallel) and report conflicts.")

    @Argument(help: "A scenario file, or a debugger dump (imported on the fly).")
    var file: String

    @Option(help: "Worker threads (default: the number of cores).")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    func run() throws {
        let s = try loadScenarios([file])[0]
        guard threads > 0 else { throw ValidationError("--threads must be at least 1") }
        do {
            print(try ConflictExplorer.explore(s, threads: threads).text)
            // What the doctor would report, briefly (issue 34): the explorer's counts alone call
            // a scene clean that the doctor does not.
            let doctor = try GestureDoctor.diagnose(s, options: .init(threads: threads, fixes: false))
            print("")
            print(ConflictExplorer.doctorSummary(doctor))
        }
        catch let e as ScenarioError { throw Failure(description: e.description) }
    }
}

/// `80ms`, `1.5s` or a bare number of milliseconds.
func parseDuration(_ s: String) -> Double? {
    let t = s.trimmingCharacters(in: .whitespaces).lowercased()
    var num = t, scale = 0.001
    if t.hasSuffix("ms") { num = String(t.dropLast(2)) } else if t.hasSuffix("s") { num = String(t.dropLast()); scale = 1 }
    guard let v = Double(num), v.isFinite, v >= 0 else { return nil }
    return v * scale
}
