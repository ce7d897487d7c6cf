import ArgumentParser
import Foundation
import TouchstoneScenarios

struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find every gesture conflict on a screen, explain it, and propose UIKit's fix, verified on a copy of the scene.",
        discussion: """
        Tries taps, presses, double taps, long presses, drags in eight directions at two speeds, \
        edge swipes and (where a recogniser wants them) two-finger gestures on every reachable view, \
        built-in recognisers included. Each problem comes with its cause, the trace lines that \
        prove it and the remedies from UIKit's standard set that remove it without changing any \
        other gesture's outcome. See Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md.
        """)

    @Argument(help: "A scenario file, or a debugger dump (imported on the fly).")
    var file: String

    @Option(help: "text (default) or json.")
    var format: OutputFormat = .text

    @Flag(help: "Exit with status 1 when a problem is found (for CI).")
    var strict = false

    @Flag(help: "Report findings without trying fixes.")
    var noFixes = false

    @Option(name: .customLong("html"), help: "Also write an HTML report here: the scenario's own timeline and a Doctor section ('-' for standard output).")
    var htmlPath: String?

    @Flag(help: "Replace an existing file that is not a Touchstone report.")
    var force = false

    @Option(name: .customLong("want"), help: ArgumentHelp("What you wanted the file's script to do, as one expect: item ('fires: swipeLeft action'); repeatable. The doctor searches UIKit's remedies, alone and in pairs, for one that gives every want without changing another outcome.", valueName: "want"))
    var wants: [String] = []

    @Option(name: .customLong("want-file"), help: ArgumentHelp("A scenario file of how the screen should behave: its script and its expect: become the wants (the scene's own want: is then not used).", valueName: "file"))
    var wantFile: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Natural variations of each problem's gesture to replay: the finding says how often it bites, and a fix is verified only when it holds in all (0 to \(GestureDoctor.Options.maximumVariations); 0 skips).", valueName: "n"))
    var runs: String = "100"

    @Flag(help: "Skip the natural variations (the same as --runs 0).")
    var noVary = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The first variation's seed; variation i uses seed + i.", valueName: "n"))
    var seed: String = "1"

    @Option(help: "Worker threads (default: the number of cores).")
    var threads: Int = min(ProcessInfo.processInfo.activeProcessorCount, InputLimits.maximumThreads)

    func run() throws {
        try checkThreads(threads)
        let variations = try Self.variations(runs, noVary: noVary)
        let firstSeed = try Self.seed(seed, runs: variations)
        let s = try loadScenarios([file])[0]
        let html = try htmlPath.map { try destination($0, inputs: [file] + s.referencedFiles + (wantFile.map { [$0] } ?? []), force: force) }
        var options = GestureDoctor.Options(threads: threads, fixes: !noFixes)
        options.variations = variations
        options.seed = firstSeed
        do {
            let extra = try ScenarioParser.parseWants(wants, for: s)
            if let wantFile {
                let other = try loadScenarios([wantFile])[0]
                options.wants = DoctorWants(script: other.script, expectations: other.expectations + extra)
            } else if !extra.isEmpty {
                options.wants = DoctorWants(script: s.script, expectations: s.wants + extra)
            }
        } catch let e as ScenarioErrors { throw Failure(description: e.description) }
        let report: DoctorReport
        do { report = try GestureDoctor.diagnose(s, options: options) }
        catch let e as ScenarioError { throw Failure(description: e.description) }
        if html?.target != .standardOutput {
            switch format {
            case .text: try say(report.text)
            case .json: try say(String(decoding: try report.jsonData(), as: UTF8.self))
            }
        }
        if let html {
            try write(HTMLReport.render(ScenarioRunner.run(s), doctor: report, title: "Touchstone doctor"), to: html)
            if case .file(let path) = html.target { printError("report written to \(path)") }
        }
        if strict && !report.problems.isEmpty { throw ExitCode(1) }
    }

    /// `--runs`: a whole number from 0 to the cap (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md, "As people make it").
    static func variations(_ text: String, noVary: Bool) throws -> Int {
        let cap = GestureDoctor.Options.maximumVariations
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), n >= 0 else {
            throw Failure(description: "--runs \(text): give a whole number of natural variations from 0 to \(cap) (0 skips them)")
        }
        guard n <= cap else { throw Failure(description: "--runs \(n): at most \(cap) natural variations per finding") }
        return noVary ? 0 : n
    }

    /// `--seed`: a whole number from 0 that leaves room for `runs` seeds after it.
    static func seed(_ text: String, runs: Int) throws -> UInt64 {
        guard let n = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
            throw Failure(description: "--seed \(text): give a whole number from 0 to \(UInt64.max)")
        }
        guard n <= UInt64.max - UInt64(max(runs, 1)) else {
            throw Failure(description: "--seed \(n): with --runs \(runs) the last seed would pass \(UInt64.max); give a smaller seed")
        }
        return n
    }
}
