import Foundation
import Testing
@testable import TouchstoneScenarios
@testable import TouchstoneExamples

/// Every scenario in `Examples/scenarios/` (seeds 000–004 before and after their fixes, and the common
/// conflicts) runs and all of its expectations hold.
@Suite("Examples/ scenarios hold their expectations")
struct ExamplesTests {
    @Test func examplesFolderHasSeedsAndConflicts() {
        #expect(exampleFiles.filter { $0.hasPrefix("seed") }.count >= 10)
        #expect(exampleFiles.filter { $0.hasPrefix("conflict") }.count == 27)
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

    @Test func theBundledExamplesAreTheExamplesFolder() throws {
        // `touchstone demo` reads the resource bundle built with the binary (DocumentationDecisions E1).
        let bundled = try BundledExamples.all()
        #expect(bundled.map(\.name) == exampleFiles)
        for ex in bundled {
            let original = try String(contentsOfFile: (examplesFolder as NSString).appendingPathComponent(ex.name), encoding: .utf8)
            #expect(ex.text == original, "\(ex.name) differs from Examples/scenarios/\(ex.name)")
        }
    }

    /// `demo --output` names an example itself (even with `--force`): the run reads the bundle's
    /// copy, and the original in the checkout is an input too (DocumentationDecisions E1, RobustnessDecisions R11).
    @Test func demoOutputIsNeverAnExampleTheBundleWasCopiedFrom() throws {
        let examples = try BundledExamples.all()
        let inputs = BundledExamples.files(of: examples)
        for name in exampleFiles {
            let original = (examplesFolder as NSString).appendingPathComponent(name)
            #expect(throws: OutputError.self) { try ReportDestination.check(original, inputs: inputs, force: true) }
        }
    }

    /// The scenarios folder is copied whole (DocumentationDecisions E12): every file put there, whatever its
    /// name, must come out of the built bundle as an example, in `demo`'s order, and read as a
    /// scenario — a file of another extension, which the loader skips, fails here.
    @Test func everyFileOfTheScenariosFolderIsABundledExampleThatParses() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: examplesFolder).filter { !$0.hasPrefix(".") }.sorted()
        let bundled = try BundledExamples.all()
        #expect(bundled.map(\.name) == files, "a file of Examples/scenarios/ is not a bundled example (rebuild, or use .yaml)")
        #expect(bundled.allSatisfy { !$0.source.path.hasPrefix(BundledExamples.checkoutFolder.path) },
                "the examples were read from the checkout, not from the built bundle")
        for ex in bundled {
            #expect(throws: Never.self, "\(ex.name)") { try ScenarioParser.parse(ex.text, file: ex.name) }
        }
        #expect(BundledExamples.readingOrder(bundled).prefix(4).map(\.name) ==
                ["conflict01-tap-vs-double-tap.yaml", "conflict02-cell-selection-keyboard-dismiss.yaml",
                 "conflict03-nested-scroll-views.yaml", "conflict04-back-swipe-vs-page-view.yaml"])
    }

    @Test func theBundleIsFoundInTheFirstFolderThatHasScenariosAndOtherwiseSaysWhereItLooked() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("ts-bundle-\(UUID().uuidString)")
        let empty = root.appendingPathComponent("bin/Touchstone_TouchstoneExamples.resources")
        let installed = root.appendingPathComponent("share/touchstone/Touchstone_TouchstoneExamples.resources")
        try fm.createDirectory(at: empty, withIntermediateDirectories: true)
        try fm.createDirectory(at: installed, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: root) }
        try "views: []\nscript: []\n".write(to: installed.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        try "views: []\n".write(to: installed.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        let found = try BundledExamples.all(searching: [root.appendingPathComponent("missing"), empty, installed])
        #expect(found.map(\.name) == ["a.yaml", "b.yaml"])
        #expect(found.first?.text == "views: []\n")
        #expect(throws: BundledExamples.NotFound.self) { try BundledExamples.all(searching: [empty]) }
        do { _ = try BundledExamples.all(searching: [empty]) } catch {
            #expect("\(error)".contains("looked in:\n  \(empty.path)"))
        }
    }

    /// `touchstone demo` from a binary installed outside the checkout, as "The CLI" says to install
    /// it: `PREFIX/bin/touchstone` with the bundle in `PREFIX/share/touchstone/`, run directly and
    /// through a symbolic link. The installed copy of one example is renamed so that the output
    /// shows it was read, and not the checkout's original (DocumentationDecisions E1).
    /// Skipped outside a SwiftPM build folder; `DocumentationListingsTests.theBuildIsFoundUnderCI`
    /// makes that a failure under CI.
    @Test(.enabled(if: buildProducts != nil))
    func anInstalledBinaryFindsItsExamples() throws {
        let products = try #require(buildProducts)
        let fm = FileManager.default
        let bundleName = try #require(BundledExamples.bundleNames.first { fm.fileExists(atPath: products.appendingPathComponent($0).path) })
        let prefix = fm.temporaryDirectory.appendingPathComponent("ts-install-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: prefix) }
        let bin = prefix.appendingPathComponent("bin"), share = prefix.appendingPathComponent("share/touchstone")
        let links = prefix.appendingPathComponent("links")
        for folder in [bin, share, links] { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }
        try fm.copyItem(at: products.appendingPathComponent("touchstone"), to: bin.appendingPathComponent("touchstone"))
        try fm.copyItem(at: products.appendingPathComponent(bundleName), to: share.appendingPathComponent(bundleName))
        try fm.createSymbolicLink(at: links.appendingPathComponent("touchstone"), withDestinationURL: bin.appendingPathComponent("touchstone"))

        let installed = try #require(fm.enumerator(at: share, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.lastPathComponent == "seed000-record-button.yaml" })
        let text = try String(contentsOf: installed, encoding: .utf8)
        try text.replacingOccurrences(of: "name: \"Seed 000 ·", with: "name: \"Installed seed 000 ·")
            .write(to: installed, atomically: true, encoding: .utf8)

        for executable in [bin.appendingPathComponent("touchstone"), links.appendingPathComponent("touchstone")] {
            let report = prefix.appendingPathComponent("report.html")
            try? fm.removeItem(at: report)
            let run = try runProcess(executable, ["demo", "--output", report.path], in: prefix)
            #expect(run.status == 0, "\(executable.path): \(run.stderr)")
            #expect(run.stdout.contains("━━ Installed seed 000 · bottom record button reacts late"), "\(executable.path) did not read the installed bundle")
            #expect(fm.fileExists(atPath: report.path))
        }
    }

    @Test func seed003TapOnCellGivesTheSeedLog() throws {
        // Seed 003 phenomenon 5: "cell touchesBegan, tapSelfView, cell touchesCancelled".
        let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("seed003-tap-cancels-cell.yaml"))
        let r = ScenarioRunner.run(s)
        let log = r.entries.filter { ExpectationChecker.isObservable($0) && $0.time < 0.5 }.map(\.summary)
        #expect(log == ["list.row0 touchesBegan", "tapSelfView action", "tapSelfView tapSelfView", "list.row0 touchesCancelled"])
    }
}
