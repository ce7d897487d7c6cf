import ArgumentParser
import Foundation
import TouchstoneExamples
import TouchstoneScenarios

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the bundled seed scenarios, print what decided each and write an HTML report.")

    @Option(help: "Where to write the report ('-' for standard output, which then carries the report alone).")
    var output: String = "touchstone-report.html"

    @Flag(help: "Replace an existing file that is not a Touchstone report.")
    var force = false

    @Flag(help: "Run every bundled example, not only the seeds.")
    var all = false

    @Flag(help: "Print every trace line and each scenario's summary, not only the lines that decide.")
    var verbose = false

    func run() throws {
        let examples: [BundledExamples.Example]
        do { examples = try BundledExamples.all() } catch { throw Failure(description: "\(error)") }
        let report = try destination(output, inputs: BundledExamples.files(of: examples), force: force)
        var scenarios: [Scenario] = []
        for ex in BundledExamples.readingOrder(examples) where all || ex.name.hasPrefix("seed") {
            do { scenarios.append(try ScenarioParser.parse(ex.text, file: "Examples/scenarios/\(ex.name)")) }
            catch let e as ScenarioErrors { throw Failure(description: e.description) }
        }
        let results = scenarios.map { ScenarioRunner.run($0) }
        guard case .file(let path) = report.target else {
            try write(HTMLReport.render(results, title: "Touchstone — seed scenarios"), to: report)
            printError(TextTimeline.summaryLine(results))
            return
        }
        try say(RuleBook.withNote(results.map { TextTimeline.render($0, verbose: verbose) }.joined(separator: "\n\n")))
        try write(HTMLReport.render(results, title: "Touchstone — seed scenarios"), to: report)
        try say("\n" + TextTimeline.summaryLine(results))
        try say("Report written to \(path)")
    }
}
