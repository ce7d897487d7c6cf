import ArgumentParser
import Foundation
import TouchstoneScenarios

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the bundled seed scenarios, print their timelines and write an HTML report.")

    @Option(help: "Where to write the report.")
    var output: String = "touchstone-report.html"

    @Flag(help: "Run every bundled example, not only the seeds.")
    var all = false

    func run() throws {
        var scenarios: [Scenario] = []
        for ex in BundledExamples.all where all || ex.name.hasPrefix("seed") {
            do { scenarios.append(try ScenarioParser.parse(ex.text, file: "Examples/\(ex.name)")) }
            catch let e as ScenarioErrors { throw Failure(description: e.description) }
        }
        let results = scenarios.map(ScenarioRunner.run)
        print(results.map { TextTimeline.render($0) }.joined(separator: "\n\n"))
        try writeFile(HTMLReport.render(results, title: "Touchstone — seed scenarios"), to: output)
        let path = URL(fileURLWithPath: output).standardizedFileURL.path
        let passed = results.filter(\.passed).count
        print("\n\(passed)/\(results.count) scenarios hold their expectations.")
        print("Report written to \(path)")
    }
}

struct EmbedExamples: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed-examples",
        abstract: "Regenerate Sources/TouchstoneScenarios/BundledExamples.swift from a folder of scenarios.",
        shouldDisplay: false)

    @Argument(help: "The Examples folder.")
    var folder: String = "Examples"

    @Option(help: "The Swift file to write.")
    var output: String = "Sources/TouchstoneScenarios/BundledExamples.swift"

    func run() throws {
        try writeFile(try BundledExamples.generateSource(fromFolder: folder), to: output)
        print("wrote \(output)")
    }
}
