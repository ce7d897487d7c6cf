import Foundation
import Testing

/// `touchstone vary` and `touchstone run --seed` as a user runs them (HumanGestureDecisions HG8).
@Suite("touchstone vary")
struct VaryCLITests {
    private func file(_ name: String) -> String { (examplesFolder as NSString).appendingPathComponent(name) }

    private func touchstone(_ arguments: [String]) throws -> ProcessOutput {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        return try runProcess(tool, arguments, in: FileManager.default.temporaryDirectory)
    }

    @Test(.enabled(if: buildProducts != nil))
    func varyPrintsEachOutcomesShareAndASeedThatReplaysIt() throws {
        let r = try touchstone(["vary", file("race01-small-ball-fast-drag.yaml"), "--runs", "40", "--threads", "2"])
        #expect(r.status == 0)
        let lines = r.stdout.components(separatedBy: "\n")
        #expect(lines.first?.hasSuffix("race01-small-ball-fast-drag.yaml: 40 varied runs (seeds 1–40), 2 outcomes") == true)
        #expect(lines.contains { $0.hasPrefix("  ") && $0.contains("%  ballPan  — seed ") })
        #expect(lines.contains { $0.hasPrefix("  ") && $0.contains("%  boardSwipe  — seed ") })
    }

    /// The seed printed beside an outcome replays that run: `run --seed` prints its timeline, the
    /// same as `vary --seed N --runs 1 --trace`.
    @Test(.enabled(if: buildProducts != nil))
    func runWithASeedReplaysTheVariedRunWithItsTrace() throws {
        let run = try touchstone(["run", file("race01-small-ball-fast-drag.yaml"), "--seed", "8121"])
        let vary = try touchstone(["vary", file("race01-small-ball-fast-drag.yaml"), "--seed", "8121", "--runs", "1", "--trace"])
        #expect(run.status == 0 && vary.status == 0)
        let timeline = run.stdout.components(separatedBy: "\n").filter { $0.contains(" ms  ") }
        #expect(!timeline.isEmpty)
        #expect(vary.stdout.contains(timeline.joined(separator: "\n")))
    }

    @Test(.enabled(if: buildProducts != nil), arguments: [
        (["--runs", "0"], "--runs 0: give 1 to 100000 runs"),
        (["--runs", "100001"], "--runs 100001: give 1 to 100000 runs"),
        (["--gesture", "3"], "--gesture 3: the script has 1 gesture(s) a spread can vary"),
        (["--threads", "0"], "--threads must be at least 1"),
    ])
    func badOptionsAreClearErrors(_ extra: [String], _ message: String) throws {
        let r = try touchstone(["vary", file("race01-small-ball-fast-drag.yaml")] + extra)
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }

    @Test(.enabled(if: buildProducts != nil))
    func aSeedThatIsNotANumberIsRefused() throws {
        for command in [["vary"], ["run"]] {
            let r = try touchstone(command + [file("race01-small-ball-fast-drag.yaml"), "--seed", "8121x"])
            #expect(r.status != 0)
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("'8121x' is invalid for '--seed <seed>'"), "\(r.stderr)")
        }
    }

    @Test(.enabled(if: buildProducts != nil))
    func anUnknownSpreadStopsVaryWithItsPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("s.yaml")
        try "views: []\nscript:\n  - drag: { from: [10, 10], to: [90, 10], spread: sloppy }\n".write(to: scene, atomically: true, encoding: .utf8)
        let r = try touchstone(["vary", scene.path, "--runs", "5"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("s.yaml:3:51: script[0].drag.spread: unknown spread 'sloppy'"), "\(r.stderr)")
    }
}

/// `touchstone vary --html` and `touchstone doctor --runs` as a user runs them (HumanGestureDecisions HG12, HG13).
@Suite("touchstone vary --html, doctor --runs")
struct VaryReportCLITests {
    private func file(_ name: String) -> String { (examplesFolder as NSString).appendingPathComponent(name) }

    private func touchstone(_ arguments: [String]) throws -> ProcessOutput {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        return try runProcess(tool, arguments, in: FileManager.default.temporaryDirectory)
    }

    @Test(.enabled(if: buildProducts != nil))
    func varyWritesAnHTMLReportWithTheSharesAsABarAndATimelinePerOutcome() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vary-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try touchstone(["vary", file("race01-small-ball-fast-drag.yaml"), "--runs", "40", "--threads", "2", "--html", out.path])
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("race01-small-ball-fast-drag.yaml: 40 varied runs (seeds 1–40), 2 outcomes\n   97.5 %  ballPan  — seed 1\n    2.5 %  boardSwipe  — seed 38\nreplay one: touchstone run \(file("race01-small-ball-fast-drag.yaml")) --seed 1\n"), "\(r.stdout)")
        let html = try String(contentsOf: out, encoding: .utf8)
        #expect(html.contains("<section id=\"vary\" class=\"scenario vary\"><h2>Vary</h2>"))
        #expect(html.contains("<span style=\"width:97.500%;background:#1a73e8\" title=\"97.5 % ballPan\"></span><span style=\"width:2.500%;background:#f57c00\" title=\"2.5 % boardSwipe\"></span>"))
        #expect(html.contains("<b>2.5 %</b> boardSwipe — seed 38 (1 run) · <a href=\"#s1\">timeline</a>"))
        #expect(html.components(separatedBy: "<section id=\"s").count - 1 == 2)
        #expect(html.contains("97.5 % — ballPan (seed 1)") && html.contains("2.5 % — boardSwipe (seed 38)"))
    }

    @Test(.enabled(if: buildProducts != nil), arguments: [
        (["--runs", "-1"], "--runs -1: give a whole number of natural variations from 0 to 10000 (0 skips them)"),
        (["--runs", "abc"], "--runs abc: give a whole number of natural variations from 0 to 10000 (0 skips them)"),
        (["--runs", "10001"], "--runs 10001: at most 10000 natural variations per finding"),
        (["--seed", "x7"], "--seed x7: give a whole number from 0 to 18446744073709551615"),
        (["--seed", "18446744073709551615"], "--seed 18446744073709551615: with --runs 100 the last seed would pass 18446744073709551615; give a smaller seed"),
    ])
    func badDoctorRunsAndSeedsAreClearErrors(_ extra: [String], _ message: String) throws {
        let r = try touchstone(["doctor", file("race02-back-swipe-vs-carousel.yaml")] + extra)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }

    @Test(.enabled(if: buildProducts != nil))
    func doctorSaysHowOftenTheBackSwipeLosesToTheCarouselAndNoVarySaysNothing() throws {
        let varied = try touchstone(["doctor", file("race02-back-swipe-vs-carousel.yaml"), "--threads", "2"])
        #expect(varied.status == 0)
        #expect(varied.stdout.contains("  • [timingDependent] nav.pop wins drag → slow from gallery (left edge) on the exact line, but loses to gallery.pan in 13 % of its natural variations, always when the finger lands at x > 13 pt — seed 6\n"), "\(varied.stdout)")
        let plain = try touchstone(["doctor", file("race02-back-swipe-vs-carousel.yaml"), "--no-vary"])
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("natural variations"))
        #expect(try touchstone(["doctor", file("race02-back-swipe-vs-carousel.yaml"), "--runs", "0"]).stdout == plain.stdout)
    }
}
