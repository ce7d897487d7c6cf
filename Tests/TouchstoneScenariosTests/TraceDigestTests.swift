import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios
@testable import TouchstoneExamples

/// What `run` and `demo` print by default (ScenarioDecisions X11, X12): the title, the lines that
/// decide with runs of repeated moves folded, and the verdict; `--verbose` prints everything.
@Suite("Text output: the lines that decide")
struct TraceDigestTests {
    static func result(_ name: String) throws -> ScenarioResult {
        ScenarioRunner.run(try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name)), tappableAreas: false)
    }

    @Test func theSeed001TimelineReadsAsItsDecisiveLines() throws {
        let text = TextTimeline.render(try Self.result("seed001-back-swipe-vs-scroll.yaml"))
            .replacingOccurrences(of: examplesFolder + "/", with: "Examples/scenarios/")
        #expect(text == """
        ━━ Seed 001 · back swipe over a horizontal scroll view (before the fix) — Examples/scenarios/seed001-back-swipe-vs-scroll.yaml
             0.0 ms  input     finger 0 down at (2, 422) [finger 0]
             0.0 ms  hitTest   gallery hit [finger 0]  — hit-test path window › nav.view › detail › gallery
            16.7 ms  input     finger 0 move to (15.9, 422) [finger 0]
            16.7 ms  state     gallery.pan possible→began [finger 0]  — moved 13.9 pt, reaching the 10 pt threshold
            16.7 ms  state     gallery.delayedTouches possible→failed [finger 0]  — excluded by gallery.pan, which recognized
            16.7 ms  state     nav.pop possible→failed [finger 0]  — excluded by gallery.pan, which recognized
            16.7 ms  action    gallery.pan action (began) [finger 0]  — moved 13.9 pt, reaching the 10 pt threshold
            16.7 ms  scroll    gallery willBeginDragging
            16.7 ms  scroll    gallery didScroll to (-2.1, 0)
            16.7 ms  touches   gallery never sees finger 0 [finger 0]  — gallery.pan recognized while the touch was withheld
            33.3 ms  repeated  finger 0 move ×17 to (252, 422), gallery.pan →changed ×17, gallery.pan action (changed) ×17, gallery didScroll ×17 to (-98.6, 0)  — until 300.0 ms
           300.0 ms  input     finger 0 up [finger 0]
           300.0 ms  state     gallery.pan changed→ended [finger 0]  — fingers lifted
           300.0 ms  action    gallery.pan action (ended) [finger 0]  — fingers lifted
           300.0 ms  scroll    gallery willEndDragging velocity (-0.83, 0.00) pt/ms target (0, 0)
           300.0 ms  scroll    gallery didEndDragging willDecelerate: true
           300.0 ms  scroll    gallery willBeginDecelerating toward (0, 0)
           316.7 ms  repeated  gallery didScroll ×32 to (0, 0)  — until 833.3 ms
           833.3 ms  scroll    gallery didEndDecelerating at (0, 0)
        ── expectations: 3/3 hold
        ✓ fires gallery willBeginDragging
        ✓ never nav interactive pop began
        ✓ nav.stackCount is 2
        """)
    }

    @Test func verboseKeepsEveryLineAndTheDescription() throws {
        let r = try Self.result("seed001-back-swipe-vs-scroll.yaml")
        let lines = TextTimeline.render(r, verbose: true).components(separatedBy: "\n")
        #expect(r.entries.count > 100)
        for e in r.entries { #expect(lines.contains(e.line)) }
        #expect(lines.count == 1 + 2 + r.entries.count + 1 + r.verdicts.count)  // title, description and source, trace, verdicts
        #expect(TextTimeline.render(r).components(separatedBy: "\n").count < 30)
    }

    @Test func aRunOfRepeatedEntriesIsOneLineCountingEachSubject() {
        func e(_ t: Double, _ kind: TraceEntry.Kind, _ subject: String, _ message: String) -> TraceEntry {
            TraceEntry(time: t, kind: kind, subject: subject, message: message)
        }
        let entries = [
            e(0.0, .input, "finger 0", "down at (10, 10)"),
            e(0.1, .input, "finger 0", "move to (20, 10)"),
            e(0.1, .state, "pan", "began→changed"),
            e(0.1, .state, "tap", "failed→possible"),       // hidden: does not break the run
            e(0.2, .input, "finger 0", "move to (30, 10)"),
            e(0.2, .state, "pan", "changed→changed"),
            e(0.3, .input, "finger 0", "up"),
            e(0.4, .scroll, "list", "didScroll to (0, 12)"),  // a run of one: its own line
        ]
        #expect(TraceDigest.lines(entries) == [
            "     0.0 ms  input     finger 0 down at (10, 10)",
            "   100.0 ms  repeated  finger 0 move ×2 to (30, 10), pan →changed ×2  — until 200.0 ms",
            "   300.0 ms  input     finger 0 up",
            "   400.0 ms  scroll    list didScroll to (0, 12)",
        ])
    }

    @Test func demoShowsEachSeedsBeforeFirst() throws {
        let names = ["seed000-record-button-deferred.yaml", "seed000-record-button-fixed.yaml", "seed000-record-button.yaml",
                     "seed001-back-swipe-vs-scroll-fixed.yaml", "seed001-back-swipe-vs-scroll.yaml", "seed001-single-double-tap.yaml",
                     "seed003-tap-cancels-cell-fixed.yaml", "seed003-tap-cancels-cell.yaml", "seed003-responder-chain.yaml"]
        let examples = names.map { BundledExamples.Example(name: $0, text: "", source: URL(fileURLWithPath: "/x/\($0)")) }
        #expect(BundledExamples.readingOrder(examples).map(\.name) == [
            "seed000-record-button.yaml", "seed000-record-button-deferred.yaml", "seed000-record-button-fixed.yaml",
            "seed001-back-swipe-vs-scroll.yaml", "seed001-back-swipe-vs-scroll-fixed.yaml", "seed001-single-double-tap.yaml",
            "seed003-responder-chain.yaml", "seed003-tap-cancels-cell.yaml", "seed003-tap-cancels-cell-fixed.yaml",
        ])
    }

    @Test(.enabled(if: buildProducts != nil))
    func runExpectEndsWithTheSummaryLine() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let root = DocumentationListingsTests.root
        let run = try runProcess(tool, ["run", "Examples/scenarios/seed003-tap-cancels-cell.yaml", "Examples/scenarios/seed001-back-swipe-vs-scroll.yaml", "--expect"], in: root)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n\n2/2 scenarios hold their expectations.\n"))
        let json = try runProcess(tool, ["run", "Examples/scenarios/seed003-tap-cancels-cell.yaml", "--expect", "--format", "json"], in: root)
        #expect(json.stderr == "1/1 scenarios hold their expectations.\n")
        #expect(json.stdout.hasPrefix("["))
        let demo = try runProcess(tool, ["demo", "--output", "-"], in: FileManager.default.temporaryDirectory)
        #expect(demo.stderr.hasSuffix(" scenarios hold their expectations.\n"))
    }
}
