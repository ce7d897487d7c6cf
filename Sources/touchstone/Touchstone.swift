import ArgumentParser
import Foundation
import TouchstoneScenarios

/// `touchstone`: run, check and explain touch scenarios. See the TouchstoneScenarios catalog's "The CLI" (`TheCLI.md`).
struct Touchstone: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchstone",
        abstract: "Replays touch scenarios on a simulated UIKit touch pipeline and shows what happened and why.",
        subcommands: [Run.self, Demo.self, Validate.self, Why.self, Explore.self])
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

/// Exit code 1 with a message on stderr.
struct Failure: Error, CustomStringConvertible {
    var description: String
}

func printError(_ s: String) {
    FileHandle.standardError.write(Data((s + "\n").utf8))
}

func loadScenarios(_ files: [String]) throws -> [Scenario] {
    var scenarios: [Scenario] = []
    var problems: [String] = []
    for f in files {
        do { scenarios.append(try ScenarioParser.parse(file: f)) }
        catch let e as ScenarioErrors { problems.append(e.description) }
        catch let e as ScenarioError { problems.append(e.description) }
    }
    if !problems.isEmpty { throw Failure(description: problems.joined(separator: "\n")) }
    return scenarios
}

/// Checks an output path before any work is done ("The CLI", "Output files"); a refusal exits 1
/// with its sentence.
func destination(_ path: String, inputs: [String], force: Bool,
                 replaceable: @escaping (Data) -> Bool = { ReportDestination.isReport($0) }) throws -> ReportDestination {
    do { return try ReportDestination.check(path, inputs: inputs, force: force, replaceable: replaceable) }
    catch let e as OutputError { throw Failure(description: e.description) }
}

func write(_ text: String, to destination: ReportDestination) throws {
    do { try destination.write(text) } catch let e as OutputError { throw Failure(description: e.description) }
}
