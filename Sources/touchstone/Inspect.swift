import ArgumentParser
import Foundation
import TouchstoneScenarios

struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain what a touch at a point does, and why (\"I tapped and nothing happened\").")

    @Argument(help: "A scenario file, or a debugger dump (imported on the fly).")
    var file: String

    @Option(help: "The point in screen coordinates, as X,Y (e.g. 195,422).")
    var at: String?

    @Option(help: "A SwiftUI view's accessibilityIdentifier: why its gestures did or did not fire in the script's run.")
    var view: String?

    @Option(help: "Replay the script up to this time first (e.g. 500ms or 1.2s).")
    var time: String?

    func run() throws {
        let s = try loadScenarios([file])[0]
        if let view {
            guard at == nil, time == nil else { throw ValidationError("--view explains the script's whole run; give it without --at and --time") }
            do { try say(SwiftUIWhy.explain(s, view: view)) }
            catch let e as ScenarioError { throw Failure(description: e.description) }
            return
        }
        guard let at else { throw ValidationError("give --at X,Y (a point), or --view <identifier> for a SwiftUI view") }
        let parts = at.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let limit = InputLimits.maximumCoordinate
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw ValidationError(TerminalText.escaped("--at expects X,Y with two finite numbers, e.g. --at 195,422 (got \(InputLimits.excerpt(at)))"))
        }
        guard abs(x) <= limit, abs(y) <= limit else {
            throw ValidationError(TerminalText.escaped("--at \(at): coordinates are at most \(fmtLimit(limit)) pt from the origin"))
        }
        var t: Double?
        if let time {
            guard let parsed = parseDuration(time) else {
                throw ValidationError(TerminalText.escaped("--time expects a duration like 500ms or 1.2s (got \(InputLimits.excerpt(time)))"))
            }
            guard parsed <= InputLimits.maximumTime else {
                throw ValidationError(TerminalText.escaped("--time \(time) is too late; expected at most \(fmtLimit(InputLimits.maximumTime))s"))
            }
            t = parsed
        }
        do { try say(WhyExplainer.explain(s, at: CGPoint(x: x, y: y), time: t)) }
        catch let e as ScenarioError { throw Failure(description: e.description) }
    }
}

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Try families of gestures on every view (in parallel) and report conflicts.")

    @Argument(help: "A scenario file, or a debugger dump (imported on the fly).")
    var file: String

    @Option(help: "Worker threads (default: the number of cores).")
    var threads: Int = min(ProcessInfo.processInfo.activeProcessorCount, InputLimits.maximumThreads)

    func run() throws {
        try checkThreads(threads)
        let s = try loadScenarios([file])[0]
        do {
            try say(ConflictExplorer.explore(s, threads: threads).text)
            // What the doctor would report, briefly (issue 34): the explorer's counts alone call
            // a scene clean that the doctor does not.
            let doctor = try GestureDoctor.diagnose(s, options: .init(threads: threads, fixes: false))
            try say("")
            try say(ConflictExplorer.doctorSummary(doctor))
        }
        catch let e as ScenarioError { throw Failure(description: e.description) }
    }
}

/// `--threads N`: 1 to `InputLimits.maximumThreads`.
func checkThreads(_ threads: Int) throws {
    guard threads >= 1, threads <= InputLimits.maximumThreads else {
        throw ValidationError("--threads must be at least 1 and at most \(InputLimits.maximumThreads) (got \(threads))")
    }
}

/// A limit as a number without a fraction, with thousands separated: 1,000,000.
func fmtLimit(_ v: Double) -> String {
    let digits = String(Int(v))
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return out
}

/// `80ms`, `1.5s` or a bare number of milliseconds.
func parseDuration(_ s: String) -> Double? {
    let t = s.trimmingCharacters(in: .whitespaces).lowercased()
    var num = t, scale = 0.001
    if t.hasSuffix("ms") { num = String(t.dropLast(2)) } else if t.hasSuffix("s") { num = String(t.dropLast()); scale = 1 }
    guard let v = Double(num), v.isFinite, v >= 0 else { return nil }
    return v * scale
}
