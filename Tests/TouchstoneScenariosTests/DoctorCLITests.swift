import Foundation
import Testing
@testable import TouchstoneScenarios

/// `touchstone doctor` as a user and a CI job call it (issue 18).
@Suite("touchstone doctor")
struct DoctorCLITests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func example(_ name: String) -> String { (examplesFolder as NSString).appendingPathComponent(name) }

    @Test(.enabled(if: buildProducts != nil))
    func strictFailsOnAProblemAndPassesAFixedSceneAndJSONCarriesTheFixes() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try runProcess(tool, ["doctor", example("seed001-back-swipe-vs-scroll.yaml"), "--strict", "--format", "json"], in: folder)
        #expect(before.status == 1)
        let report = try JSONDecoder().decode(DoctorReport.self, from: Data(before.stdout.utf8))
        #expect(report.problems.map(\.kind) == [.shadowed])
        #expect(report.problems.first?.fixes.first?.kind == "requireToFail")
        let after = try runProcess(tool, ["doctor", example("seed002-pan-vs-edge-pans-fixed.yaml"), "--strict"], in: folder)
        #expect(after.status == 0)
        #expect(after.stdout.contains("✓ No conflicts found."))
        // Without --strict a problem is reported, not failed on.
        #expect(try runProcess(tool, ["doctor", example("seed003-tap-cancels-cell.yaml"), "--no-fixes"], in: folder).status == 0)
    }

    /// Each `*-fixed` example is a scene whose conflicts are fixed: `--strict` passes on it
    /// (issue 31; seed 000's fixed scene defers its corners too, DoctorDecisions DR12).
    @Test(.enabled(if: buildProducts != nil))
    func strictPassesOnEveryFixedExample() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = exampleFiles.filter { $0.hasSuffix("-fixed.yaml") }
        #expect(fixed.count >= 5 && fixed.contains("seed000-record-button-fixed.yaml"))
        for file in fixed {
            let run = try runProcess(tool, ["doctor", example(file), "--strict", "--no-fixes"], in: folder)
            #expect(run.status == 0, "\(file):\n\(run.stdout)\(run.stderr)")
            #expect(run.stdout.contains("\n✓ No conflicts found.\n"), "\(file)")
        }
    }

    /// `--want` adds to the file's `want:`; `--want-file` takes another file's script and
    /// `expect:` instead; a want naming nothing in the scene is a positioned error (issue 31).
    @Test(.enabled(if: buildProducts != nil))
    func wantsFromTheCommandLineAndFromAnotherFileAreSearched() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = example("conflict20-swipe-vs-document-scroll.yaml")
        let added = try runProcess(tool, ["doctor", scene, "--no-fixes", "--want", "never: document.pan action (began) @16.7ms", "--format", "json"], in: folder)
        #expect(added.status == 0, "\(added.stderr)")
        let withAdded = try #require(try JSONDecoder().decode(DoctorReport.self, from: Data(added.stdout.utf8)).wants)
        #expect(withAdded.wants == ["fires nextChapter action", "sequence [nextChapter action, document willBeginDragging]",
                                    "never document.pan action (began) @16.7ms"])
        #expect(withAdded.fixes.first?.summary == "document.panGestureRecognizer.require(toFail: nextChapter)")

        let text = try String(contentsOfFile: scene, encoding: .utf8)
        let other = folder.appendingPathComponent("should.yaml")
        let head = try #require(text.components(separatedBy: "expect:").first)
        try (head + "expect:\n  - fires: \"nextChapter action\"\n").write(to: other, atomically: true, encoding: .utf8)
        let fromFile = try runProcess(tool, ["doctor", scene, "--want-file", other.path], in: folder)
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stdout.contains("Wants, on the script: 0 of 1 hold now\n  ✗ fires nextChapter action\n"))
        #expect(fromFile.stdout.contains("  fix 1 (requireToFail, verified): document.panGestureRecognizer.require(toFail: nextChapter)\n"))

        let unknown = try runProcess(tool, ["doctor", scene, "--want", "fires: nextChaptr action"], in: folder)
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("--want 1:1:8: unknown view or recogniser 'nextChaptr' (did you mean 'nextChapter'?)"))
    }

    @Test(.enabled(if: buildProducts != nil))
    func theHTMLReportHasADoctorSectionAndNeverReplacesItsInput() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("scene.yaml")
        try FileManager.default.copyItem(atPath: example("seed003-tap-cancels-cell.yaml"), toPath: scene.path)
        let out = folder.appendingPathComponent("doctor.html").path
        let made = try runProcess(tool, ["doctor", scene.path, "--html", out], in: folder)
        #expect(made.status == 0)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("<section id=\"doctor\""))
        #expect(html.contains("tapSelfView.cancelsTouchesInView = false"))
        let refused = try runProcess(tool, ["doctor", scene.path, "--html", scene.path], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is an input of this run"))
        #expect(try String(contentsOf: scene, encoding: .utf8) == String(contentsOfFile: example("seed003-tap-cancels-cell.yaml"), encoding: .utf8))
    }

    @Test(.enabled(if: buildProducts != nil))
    func badArgumentsAreClearErrors() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let threads = try runProcess(tool, ["doctor", example("seed001-back-swipe-vs-scroll.yaml"), "--threads", "0"], in: folder)
        #expect(threads.status != 0 && threads.stderr.contains("--threads must be at least 1"))
        let missing = try runProcess(tool, ["doctor", folder.appendingPathComponent("nope.yaml").path], in: folder)
        #expect(missing.status != 0 && !missing.stderr.isEmpty)
    }

    @Test func aSceneNamedLikeMarkupIsEscapedInTheDoctorSection() throws {
        let scenario = try ScenarioParser.parse("""
            root:
              recognizers: [ { id: dismiss, kind: tap } ]
            views:
              - { id: save, class: control, frame: [100, 300, 120, 44] }
            script: []
            """, file: "t.yaml")
        var report = try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
        report.findings[0].summary = "<script>alert(1)</script>"
        report.findings[0].fixes[0].swift = "</pre><img src=x>"
        let html = HTMLReport.render(ScenarioRunner.run(scenario), doctor: report, title: "<b>t</b>")
        #expect(!html.contains("<script>alert(1)</script>"))
        #expect(!html.contains("</pre><img src=x>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}
