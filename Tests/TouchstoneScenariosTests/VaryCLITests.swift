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
