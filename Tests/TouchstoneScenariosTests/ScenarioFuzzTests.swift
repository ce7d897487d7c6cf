import Foundation
import Testing
@testable import TouchstoneScenarios

/// A fuzz target over the scenario parser (GitHub issue 6: "malformed scenario files never
/// crash"). Every input built by `ScenarioFuzzInputs` must end either in a scenario — which then
/// runs, and its report renders — or in errors of the form `file:line:column: message` pointing
/// into the file. An input that takes more than a few seconds counts as a failure too.
///
/// `TOUCHSTONE_SCENARIO_FUZZ_INPUTS` sets the number of inputs (default 5,000, about 10 s in a
/// debug build); `TOUCHSTONE_SCENARIO_FUZZ_SEED` replays one input and prints it;
/// `TOUCHSTONE_SCENARIO_FUZZ_VERBOSE=1` prints every seed before it runs, so the last line before
/// a crash names the input that caused it.
@Suite("Robustness: fuzzed scenario files")
struct ScenarioFuzzTests {
    static let chunks = 8
    static let baseSeed: UInt64 = 0x5CE7_A410
    static let file = "fuzz.yaml"
    /// A hang guard for one input (parse, run, render), not a speed check: speed lives in the
    /// benchmarks (Sources/Touchstone/Touchstone.docc/Performance.md). The slowest inputs take about 3 s alone in a debug build
    /// and passed 5 s on a loaded 2-core machine, so the guard sits far above any honest input.
    static let slowLimit: TimeInterval = 60

    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var inputCount: Int { environment["TOUCHSTONE_SCENARIO_FUZZ_INPUTS"].flatMap { Int($0) } ?? 5_000 }

    /// What the outcome of one input says about the parser.
    enum Outcome: Equatable {
        case ran
        case rejected(count: Int)
        case broken(String)
    }

    /// Parses `text` and runs it if it parses.
    static func outcome(of text: String) -> Outcome {
        let lineCount = text.reduce(1) { n, c in c.isNewline ? n + 1 : n }
        let scenario: Scenario
        do {
            scenario = try ScenarioParser.parse(text, file: file, baseDirectory: examplesFolder)
        } catch let e as ScenarioErrors {
            if e.errors.isEmpty { return .broken("ScenarioErrors with no error in it") }
            for error in e.errors {
                if let problem = malformed(error, lineCount: lineCount) { return .broken(problem) }
            }
            return .rejected(count: e.errors.count)
        } catch {
            return .broken("threw \(type(of: error)) instead of ScenarioErrors: \(error)")
        }
        let result = ScenarioRunner.run(scenario)
        if let e = result.runError, let problem = malformed(e, lineCount: lineCount) { return .broken("run error: \(problem)") }
        _ = TextTimeline.render(result, verbose: true)
        _ = HTMLReport.render([result], title: "fuzz")
        return .ran
    }

    /// Why `e` is not a well-formed `file:line:column: message` pointing into the input, if so.
    static func malformed(_ e: ScenarioError, lineCount: Int) -> String? {
        let fromInput = e.file == file
        guard fromInput || e.file.hasSuffix(".json") else { return "error names file '\(e.file)': \(e)" }
        guard e.line >= 1, e.column >= 1 else { return "position \(e.line):\(e.column) is not 1-based: \(e)" }
        guard !fromInput || e.line <= lineCount + 1 else { return "line \(e.line) is past the end (\(lineCount) lines): \(e)" }
        guard !e.message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "empty message: \(e)" }
        // Values are quoted as short excerpts (RobustnessDecisions R10): no message echoes a whole value.
        guard e.message.utf8.count <= 1_000 else { return "message of \(e.message.utf8.count) bytes: \(e.description.prefix(200))…" }
        guard e.description.hasPrefix("\(e.file):\(e.line):\(e.column): ") else { return "description is not file:line:column: \(e)" }
        return nil
    }

    /// Writes to standard error at once (unbuffered), so the line is there even if the next
    /// input crashes the process.
    static func say(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func input(seed: UInt64) -> FuzzInput {
        var generator = ScenarioFuzzInputs(seed: seed)
        return generator.make()
    }

    /// The failure report for one seed, or nil when it behaved.
    static func failure(seed: UInt64) -> String? {
        let input = input(seed: seed)
        let start = Date()
        let outcome = outcome(of: input.text)
        let elapsed = Date().timeIntervalSince(start)
        var problem: String?
        if case .broken(let why) = outcome { problem = why }
        else if elapsed > slowLimit { problem = "took \(String(format: "%.1f", elapsed)) s (limit \(Int(slowLimit)) s)" }
        guard let problem else { return nil }
        return """
        seed \(seed) (\(input.recipe)): \(problem)
        --- input ---
        \(input.text)
        --- end ---
        replay: TOUCHSTONE_SCENARIO_FUZZ_SEED=\(seed) swift test --filter ScenarioFuzzTests/replayOneInput
        """
    }

    @Test(arguments: 0..<chunks)
    func malformedFilesEndInAScenarioOrPositionedErrors(chunk: Int) {
        let total = Self.inputCount
        let perChunk = (total + Self.chunks - 1) / Self.chunks
        let start = chunk * perChunk, end = min(total, start + perChunk)
        guard start < end else { return }
        let verbose = Self.environment["TOUCHSTONE_SCENARIO_FUZZ_VERBOSE"] == "1"
        var failures = 0
        for i in start..<end {
            let seed = Self.baseSeed &+ UInt64(i)
            if verbose { Self.say("scenario fuzz seed \(seed)") }
            if let report = Self.failure(seed: seed) {
                failures += 1
                Issue.record(Comment(rawValue: report))
                if failures >= 5 { return }
            }
        }
    }

    @Test(.enabled(if: ScenarioFuzzTests.environment["TOUCHSTONE_SCENARIO_FUZZ_SEED"] != nil))
    func replayOneInput() {
        let seed = Self.environment["TOUCHSTONE_SCENARIO_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
        let input = Self.input(seed: seed)
        // The input also goes to a file, for `touchstone validate` / `touchstone run`.
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-fuzz-\(seed).yaml")
        try? input.text.write(to: saved, atomically: true, encoding: .utf8)
        Self.say("seed \(seed) (\(input.recipe)), saved to \(saved.path)\n--- input ---\n\(input.text)\n--- end ---")
        do { _ = try ScenarioParser.parse(input.text, file: Self.file, baseDirectory: examplesFolder); print("parsed") }
        catch { print("\(error)") }
        #expect(Self.failure(seed: seed) == nil)
    }

    @Test func generatorIsDeterministicAndCoversEveryExample() {
        for seed: UInt64 in [0, 7, 0xFEED] {
            #expect(Self.input(seed: seed).text == Self.input(seed: seed).text)
        }
        #expect(ScenarioFuzzInputs.corpus.count == exampleFiles.count + 2)
        let recipes = (0..<3000).map { Self.input(seed: Self.baseSeed &+ UInt64($0)).recipe }
        for name in ScenarioFuzzInputs.corpus.map(\.name) {
            #expect(recipes.contains { $0.hasPrefix(name + ":") }, "no input mutates \(name)")
        }
    }

    @Test func inputsReachBothOutcomes() {
        // A fuzzer whose inputs all fail at the first character tests nothing: enough mutated
        // files must still parse and run, and most must be rejected with positioned errors.
        var ran = 0, rejected = 0
        for i in 0..<400 {
            switch Self.outcome(of: Self.input(seed: Self.baseSeed &+ UInt64(i)).text) {
            case .ran: ran += 1
            case .rejected: rejected += 1
            case .broken: break
            }
        }
        #expect(ran >= 20, "only \(ran) of 400 inputs parsed")
        #expect(rejected >= 200, "only \(rejected) of 400 inputs were rejected")
    }

    @Test func randomBytesReadFromDiskAreRejectedWithThePath() throws {
        // parse(file:) has its own checks (unreadable, not UTF-8) before the text parser.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = FuzzRandom(seed: 0xB17E5)
        var notUTF8 = 0
        for i in 0..<150 {
            let bytes = (0..<(1 + rng.below(300))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let path = folder.appendingPathComponent("bytes\(i).yaml").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                _ = try ScenarioParser.parse(file: path)
                Issue.record("random bytes parsed as a scenario: \(bytes)")
            } catch let e as ScenarioErrors {
                #expect(e.errors.allSatisfy { $0.file == path && $0.line >= 1 && $0.column >= 1 }, "\(e)")
                if e.errors.first?.message == "the file is not UTF-8 text" { notUTF8 += 1 }
            }
        }
        #expect(notUTF8 > 100)
        #expect(throws: ScenarioErrors.self) { try ScenarioParser.parse(file: folder.appendingPathComponent("missing.yaml").path) }
    }
}
