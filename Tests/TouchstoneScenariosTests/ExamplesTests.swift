import Foundation
import Testing
@testable import TouchstoneScenarios

/// Every scenario in `Examples/` (seeds 000–004 before and after their fixes, and the common
/// conflicts) runs and all of its expectations hold.
@Suite("Examples/ scenarios hold their expectations")
struct ExamplesTests {
    @Test func examplesFolderHasSeedsAndConflicts() {
        #expect(exampleFiles.filter { $0.hasPrefix("seed") }.count >= 10)
        #expect(exampleFiles.filter { $0.hasPrefix("conflict") }.count == 10)
        for seed in ["seed000", "seed001", "seed002", "seed003", "seed004"] {
            #expect(exampleFiles.contains { $0.hasPrefix(seed) }, "no example for \(seed)")
        }
    }

    @Test(arguments: exampleFiles)
    func exampleHoldsItsExpectations(_ name: String) throws {
        let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name))
        #expect(!s.expectations.isEmpty, "\(name) has no expectations")
        let r = ScenarioRunner.run(s)
        #expect(r.runError == nil, "\(r.runError?.description ?? "")")
        for v in r.failures {
            Issue.record("\(name):\(v.line): \(v.title)\n\(v.details.joined(separator: "\n"))")
        }
    }

    @Test func bundledExamplesMatchTheExamplesFolder() throws {
        // `touchstone demo` runs the copies compiled into the binary; they must not drift.
        let generated = try BundledExamples.generateSource(fromFolder: examplesFolder)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TouchstoneScenarios/BundledExamples.swift").path
        let current = try String(contentsOfFile: file, encoding: .utf8)
        #expect(current == generated, "run `swift run touchstone embed-examples` to refresh BundledExamples.swift")
        #expect(BundledExamples.all.map(\.name) == exampleFiles)
    }

    @Test func seed003TapOnCellGivesTheSeedLog() throws {
        // Seed 003 phenomenon 5: "cell touchesBegan, tapSelfView, cell touchesCancelled".
        let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("seed003-tap-cancels-cell.yaml"))
        let r = ScenarioRunner.run(s)
        let log = r.entries.filter { ExpectationChecker.isObservable($0) && $0.time < 0.5 }.map(\.summary)
        #expect(log == ["list.row0 touchesBegan", "tapSelfView action", "tapSelfView tapSelfView", "list.row0 touchesCancelled"])
    }
}
