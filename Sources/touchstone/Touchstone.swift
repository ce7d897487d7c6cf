import ArgumentParser
import Foundation
import TouchstoneScenarios

/// `touchstone`: run, check and explain touch scenarios. See the TouchstoneScenarios catalog's "The CLI" (`TheCLI.md`).
struct Touchstone: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchstone",
        abstract: "Replays touch scenarios on a simulated UIKit touch pipeline and shows what happened and why.",
        subcommands: [Run.self, Demo.self, Validate.self, Why.self, Explore.self, Doctor.self, Import.self, Serve.self, Vary.self])
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

/// Exit code 1 with a message on stderr; control characters it quotes are escaped (RobustnessDecisions R18).
struct Failure: Error, CustomStringConvertible {
    var description: String
    init(description: String) { self.description = TerminalText.escaped(description) }
}

/// A line on standard error, its control characters escaped (RobustnessDecisions R18). A failure to write
/// there has nowhere to be reported, so it is ignored.
func printError(_ s: String) {
    try? FileHandle.standardError.write(contentsOf: Data((TerminalText.escaped(s) + "\n").utf8))
}

/// A line (or lines) on standard output, its control characters escaped (RobustnessDecisions R18); a write
/// that fails (a full disk, `> /dev/full`) ends the command with status 1 (RobustnessDecisions R17).
func say(_ s: String) throws {
    do { try StandardOutput.write(TerminalText.escaped(s) + "\n") }
    catch let e as OutputError { throw Failure(description: e.description) }
}

/// `run --format json`'s text, written about a megabyte at a time as it is made: never the whole
/// document in memory (RobustnessDecisions R34). The last write checks that the bytes reached the
/// file, as `say` does.
func sayJSON(_ results: [ScenarioResult]) throws {
    var buffer = ""
    do {
        try JSONTimeline.write(results) { piece in
            buffer += piece
            if buffer.utf8.count >= 1 << 20 {
                try StandardOutput.write(TerminalText.escaped(buffer), sync: false)
                buffer = ""
            }
        }
        try StandardOutput.write(TerminalText.escaped(buffer) + "\n")
    } catch let e as OutputError { throw Failure(description: e.description) }
}

func loadScenarios(_ files: [String]) throws -> [Scenario] {
    var scenarios: [Scenario] = []
    var problems: [String] = []
    for f in files {
        if isDump(f) {
            do {
                let (scenario, warnings) = try HierarchyImport.scenario(fromDumps: [f])
                for w in warnings { printError(w.description) }
                scenarios.append(scenario)
            } catch let e as ImportError { problems.append(e.description) }
            catch let e as ScenarioErrors { problems.append(e.description) }
            catch let e as ScenarioError { problems.append(e.description) }
            continue
        }
        do { scenarios.append(try ScenarioParser.parse(file: f)) }
        catch let e as ScenarioErrors { problems.append(e.description) }
        catch let e as ScenarioError { problems.append(e.description) }
    }
    if !problems.isEmpty { throw Failure(description: problems.joined(separator: "\n")) }
    return scenarios
}

/// Whether `path` holds a debugger dump rather than a scenario (`why` and `explore` import it
/// on the fly): a `.txt` or `.log` file, or one whose start looks like a dump.
func isDump(_ path: String) -> Bool {
    let lower = path.lowercased()
    if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || lower.hasSuffix(".json") { return false }
    let type = (try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
    guard type == .typeRegular else { return false }  // the scenario reader refuses it with a sentence
    if lower.hasSuffix(".txt") || lower.hasSuffix(".log") { return true }
    guard let h = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? h.close() }
    let head = (try? h.read(upToCount: 20_000)) ?? Data()
    return HierarchyImport.looksLikeDump(String(decoding: head, as: UTF8.self))
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
