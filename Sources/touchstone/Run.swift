import ArgumentParser
import Foundation
import TouchstoneScenarios

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files and print their timelines.")

    @Argument(help: "Scenario files (.yaml, .yml or .json).")
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("html"), help: "Also write a self-contained HTML report here ('-' for standard output, which then carries the report alone).")
    var htmlPath: String?

    @Flag(help: "Replace an existing file that is not a Touchstone report.")
    var force = false

    @Flag(help: "Check the scenarios' expectations; exit with status 1 and print a diff if one fails.")
    var expect = false

    @Option(help: "Replace the script of the (single) scenario with these W3C WebDriver pointer actions (JSON).")
    var webdriver: String?

    @Flag(help: "Print every trace line and each scenario's summary, not only the lines that decide.")
    var verbose = false

    @Option(help: "Replay the varied run with this seed (as `touchstone vary` prints it): the script's gestures as a person made them in that run.")
    var seed: UInt64?

    func run() throws {
        var scenarios = try loadScenarios(files)
        // Checked once the files are parsed (so the captures they reference count as inputs)
        // and before anything runs.
        let inputs = files + [webdriver].compactMap { $0 } + scenarios.flatMap(\.referencedFiles)
        let report = try htmlPath.map { try destination($0, inputs: inputs, force: force) }
        if let webdriver {
            guard scenarios.count == 1 else { throw Failure(description: "--webdriver replays one scenario; \(scenarios.count) were given") }
            do { scenarios[0] = try ScenarioScript.replacingScript(of: scenarios[0], withWebDriverFile: webdriver) }
            catch let e as ScenarioError { throw Failure(description: e.description) }
        }
        let results: [ScenarioResult]
        if let seed {
            do {
                let varied = try scenarios.map { try GestureVariation.varied($0) }
                results = varied.map { GestureVariation.run($0, seed: seed, tappableAreas: report != nil).0 }
            } catch let e as ScenarioError { throw Failure(description: e.description) }
        } else {
            results = scenarios.map { ScenarioRunner.run($0, tappableAreas: report != nil) }
        }
        if report?.target != .standardOutput {
            switch format {
            case .text: try say(RuleBook.withNote(results.map { TextTimeline.render($0, verbose: verbose) }.joined(separator: "\n\n")))
            case .json: try sayJSON(results)
            }
        }
        if let report {
            try write(HTMLReport.render(results, title: "Touchstone timeline"), to: report)
            if case .file(let path) = report.target { printError("report written to \(path)") }
        }
        let broken = results.filter { $0.runError != nil }
        for r in broken { printError(r.runError!.description) }
        if expect {
            let failed = results.filter { !$0.passed }
            if !failed.isEmpty {
                printError("\n\(failed.count) of \(results.count) scenario(s) failed their expectations:")
                for r in failed { printError(TextTimeline.verdictLines(r).filter { !$0.hasPrefix("✓") }.joined(separator: "\n")) }
            }
            // The closing line `demo` prints too; on standard error when standard output carries
            // the report or JSON alone.
            let summary = TextTimeline.summaryLine(results)
            if failed.isEmpty, format == .text, report?.target != .standardOutput { print("\n" + summary) } else { printError(summary) }
            if !failed.isEmpty { throw ExitCode(1) }
        } else if !broken.isEmpty {
            throw ExitCode(1)
        }
    }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check scenario files without running them.")

    @Argument(help: "Scenario files.")
    var files: [String]

    func run() throws {
        var bad = 0
        for f in files {
            do {
                let s = try ScenarioParser.parse(file: f)
                if let problem = ScenarioScript.buildProblem(s) { try say(problem.description); bad += 1 }
                else { try say("\(f): ok — \(s.allViews.count) views, \(s.recognizers.count) recognisers, \(s.script.count) steps, \(s.expectations.count) expectations") }
            } catch let e as ScenarioErrors {
                try say(e.description); bad += 1
            }
        }
        if bad > 0 { throw ExitCode(1) }
    }
}
