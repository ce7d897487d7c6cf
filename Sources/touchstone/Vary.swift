import ArgumentParser
import Foundation
import TouchstoneScenarios

/// `touchstone vary`: how often each outcome of a script happens across the natural spread of
/// its gestures (HumanGestureDecisions HG8; "The CLI").
struct Vary: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a scenario's script as people would make its gestures, many times, and count the outcomes.")

    @Argument(help: "A scenario file.")
    var file: String

    @Option(help: "How many varied runs (1 to \(GestureVariation.maximumRuns)).")
    var runs: Int = 500

    @Option(help: "The first run's seed; run i uses seed + i (default 1).")
    var seed: UInt64 = 1

    @Option(help: "Vary only this gesture of the script (1 = its first tap, drag, swipe, edge swipe or move along a line).")
    var gesture: Int?

    @Option(help: "Worker threads (default: the number of cores).")
    var threads: Int = min(ProcessInfo.processInfo.activeProcessorCount, InputLimits.maximumThreads)

    @Flag(help: "Also print the timeline of each outcome's first run.")
    var trace = false

    @Flag(help: "With --trace, print every trace line, not only the lines that decide.")
    var verbose = false

    @Option(name: .customLong("html"), help: "Also write an HTML report here: the outcome shares as a bar and one timeline per outcome ('-' for standard output).")
    var htmlPath: String?

    @Flag(help: "Replace an existing file that is not a Touchstone report.")
    var force = false

    func run() throws {
        guard runs >= 1, runs <= GestureVariation.maximumRuns else {
            throw Failure(description: "--runs \(runs): give 1 to \(GestureVariation.maximumRuns) runs")
        }
        try checkThreads(threads)
        guard seed <= UInt64.max - UInt64(runs) else {
            throw Failure(description: "--seed \(seed): with --runs \(runs) the last seed would pass \(UInt64.max); give a smaller seed")
        }
        let scenarios = try loadScenarios([file])
        guard let scenario = scenarios.first else { return }
        let html = try htmlPath.map { try destination($0, inputs: [file] + scenario.referencedFiles, force: force) }
        let varied: Scenario
        do { varied = try GestureVariation.varied(scenario, gesture: gesture) }
        catch let e as ScenarioError { throw Failure(description: e.description) }
        let report = GestureVariation.vary(varied, runs: runs, seed: seed, threads: threads)
        if html?.target != .standardOutput { try say(report.text) }
        if let html {
            let timelines = report.shares.map { GestureVariation.run(varied, seed: $0.seed, tappableAreas: true).0 }
            try write(HTMLReport.render(report, runs: timelines, title: "Touchstone vary"), to: html)
            if case .file(let path) = html.target { printError("report written to \(path)") }
        }
        if trace && html?.target != .standardOutput {
            for share in report.shares {
                let (result, _) = GestureVariation.run(varied, seed: share.seed)
                try say("\n── seed \(share.seed): \(share.outcome)")
                try say(TextTimeline.render(result, verbose: verbose))
            }
        }
    }
}
