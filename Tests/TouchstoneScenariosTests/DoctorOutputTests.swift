import Foundation
import Testing
@testable import TouchstoneScenarios

/// What the doctor's report says and how (issue 31, "Output that reads right"): the HTML section's
/// badge and every fix, timing-only before/after lines, Swift that names an object's property on
/// the object, and the JSON's stable keys.
@Suite("Gesture doctor: output")
struct DoctorOutputTests {
    static func report(_ file: String) throws -> (Scenario, DoctorReport) {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        return (scenario, try GestureDoctor.diagnose(scenario, options: .init(threads: 2)))
    }

    /// The doctor's own section of an HTML page, from its opening tag to the end.
    static func doctorSection(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<section id=\"doctor\""))
        return String(html[start.lowerBound...])
    }

    // MARK: HTML

    @Test func theHTMLDoctorSectionShowsAFailingBadgeAndEveryFixWhenAProblemExists() throws {
        let (scenario, report) = try Self.report("conflict08-button-in-scroll-view.yaml")
        let html = HTMLReport.render(ScenarioRunner.run(scenario), doctor: report, title: "t")
        let section = try Self.doctorSection(html)
        // The script's own verdict above passes; the doctor's badge says what the doctor found.
        #expect(html.contains("<span class=\"badge ok\">PASS</span>"))
        #expect(section.hasPrefix("<section id=\"doctor\" class=\"scenario doctor\"><h2><span class=\"badge bad\">1 PROBLEM</span> Doctor</h2>"))
        #expect(!section.contains("badge ok"))
        let fixes = section.components(separatedBy: "<p>fix ").dropFirst().map { "fix " + $0.prefix { $0 != "<" } }
        #expect(fixes == [
            "fix 1 (delaysContentTouches+touchesShouldCancel, ",
            "fix 2 (delaysContentTouches, ",
        ])
        #expect(section.contains("<p class=\"meta\">before → after: buy touchesBegan 80 ms → 0 ms (outcomes the same: buy touchDown, buy touchUpInside)</p>"))
        for fix in report.problems[0].fixes {
            #expect(section.contains("<span class=\"ok\">verified</span>): \(HTMLReport.esc(fix.summary))</p>"))
            #expect(section.contains("<pre>\(HTMLReport.esc(fix.swift))</pre>"))
        }
    }

    @Test func theHTMLDoctorSectionOfACleanSceneShowsAPassingBadge() throws {
        let (scenario, report) = try Self.report("seed003-tap-cancels-cell-fixed.yaml")
        let section = try Self.doctorSection(HTMLReport.render(ScenarioRunner.run(scenario), doctor: report, title: "t"))
        #expect(section.hasPrefix("<section id=\"doctor\" class=\"scenario doctor\"><h2><span class=\"badge ok\">CLEAN</span> Doctor</h2>"))
        #expect(section.contains("<li class=\"clean\">No conflicts found.</li>"))
        #expect(!section.contains("badge bad"))
    }

    // MARK: Timing

    @Test func aBeforeAfterThatDiffersOnlyInTimeSaysWhatChangedInTime() {
        let fix = DoctorFix(kind: "delaysContentTouches", summary: "tableView.delaysContentTouches = false", changes: ["UITableView"],
                            patch: "", swift: "", verified: true, before: ["save touchDown", "save touchUpInside"],
                            after: ["save touchDown", "save touchUpInside"], sideEffects: [], changesOnSubject: [],
                            timing: ["save touchesBegan 150 ms → 0 ms"])
        #expect(DoctorReport.beforeAfter(fix, indent: "  ") == [
            "  before → after: save touchesBegan 150 ms → 0 ms (outcomes the same: save touchDown, save touchUpInside)",
        ])
        var changed = fix
        changed.after = ["save touchDown"]
        #expect(DoctorReport.beforeAfter(changed, indent: "") == [
            "before: save touchDown, save touchUpInside",
            "after:  save touchDown",
            "in time: save touchesBegan 150 ms → 0 ms",
        ])
    }

    @Test func aContentDelayFixOnAnExampleReadsAsAChangeInTime() throws {
        let (_, report) = try Self.report("conflict08-button-in-scroll-view.yaml")
        #expect(report.text.contains("""
               fix 1 (delaysContentTouches+touchesShouldCancel, verified): page.delaysContentTouches = false; page.touchesShouldCancel(in:) returns true for controls too
                 before → after: buy touchesBegan 80 ms → 0 ms (outcomes the same: buy touchDown, buy touchUpInside)

            """))
        #expect(report.problems[0].fixes[0].timing == ["buy touchesBegan 80 ms → 0 ms"])
    }

    // MARK: Swift

    /// A dump names its views by class; the Swift reads as that object's property, not a static one.
    @Test func theSwiftForAPropertyOfADumpsViewReadsAsThatObjectsProperty() throws {
        let scenario = try ScenarioParser.parse("""
            views:
              - id: UITableView
                class: scrollView
                frame: [0, 0, 390, 844]
                contentSize: [390, 2000]
                subviews:
                  - { id: UIButton, class: button, frame: [100, 100, 120, 44] }
            script: []
            """, file: "t.yaml")
        let fix = try #require(try GestureDoctor.diagnose(scenario, options: .init(threads: 2)).problems.first?.fixes.first)
        #expect(fix.summary == "tableView.delaysContentTouches = false; tableView.touchesShouldCancel(in:) returns true for controls too")
        #expect(fix.swift == """
            tableView.delaysContentTouches = false
            // in tableView's UIScrollView subclass: a drag that starts on a control still scrolls
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
            """)
        let names = UIKitNames(builtIns: ["UITableView.pan", "UINavigationController.pop"], scrollOwned: ["UITableView.pan"])
        #expect(SceneChange.requireToFail("UITableView.pan", "UINavigationController.pop").swift(names)
                == "tableView.panGestureRecognizer.require(toFail: navigationController.interactivePopGestureRecognizer!)")
        #expect(SceneChange.receiveOnlyOwnView("dismiss", ownView: "UIView3").summary(names)
                == "dismiss's delegate receives only touches on UIView3 itself (touch.view === view3)")
    }

    // MARK: JSON

    /// The JSON's keys, as the TouchstoneScenarios catalog documents them (TheCLI.md, "doctor"):
    /// renaming or dropping one breaks this test and the scripts that read it.
    @Test func theJSONKeepsItsDocumentedKeys() throws {
        let (_, report) = try Self.report("conflict20-swipe-vs-document-scroll.yaml")
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(Set(json.keys) == ["scenario", "gestures", "replays", "participants", "findings", "unlistedRecognizers", "refusedGestures", "wants"])
        let participant = try #require((json["participants"] as? [[String: Any]])?.first)
        #expect(Set(participant.keys) == ["id", "kind", "builtIn", "fired"])
        let finding = try #require((json["findings"] as? [[String: Any]])?.first { ($0["fixes"] as? [Any])?.isEmpty == false })
        #expect(Set(finding.keys) == ["kind", "severity", "subjects", "summary", "cause", "gesture", "point", "gestureCount", "alike", "evidence", "fixes"])
        let fixKeys: Set<String> = ["kind", "ids", "verified", "swift", "patch", "summary", "changes", "before", "after", "timing",
                                    "sideEffects", "changesOnSubject", "afterEvidence", "wanted"]
        let fix = try #require((finding["fixes"] as? [[String: Any]])?.first)
        #expect(Set(fix.keys) == fixKeys)
        #expect(fix["kind"] as? String == "requireToFail")
        #expect(fix["ids"] as? [String] == ["document.pan", "nextChapter"])
        #expect(fix["verified"] as? Bool == true)
        #expect(fix["swift"] as? String == "document.panGestureRecognizer.require(toFail: nextChapter)")
        #expect(fix["patch"] as? String == "# recognizers: — add, or merge into the entry of document.pan\n- { id: document.pan, builtin: document.pan, requireToFail: [nextChapter] }")
        let wants = try #require(json["wants"] as? [String: Any])
        #expect(Set(wants.keys) == ["wants", "heldBefore", "fixes", "nearMisses", "tried", "conclusion"])
        let wantFix = try #require((wants["fixes"] as? [[String: Any]])?.first)
        #expect(Set(wantFix.keys) == fixKeys)
        let wanted = try #require((wantFix["wanted"] as? [[String: Any]])?.first)
        #expect(Set(wanted.keys) == ["want", "before", "after", "beforeLines", "afterLines"])
        // Every key is named in the catalog's description of the JSON.
        let catalog = try String(contentsOfFile: ((examplesFolder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
                                 + "/Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheCLI.md", encoding: .utf8)
        let documented = try #require(catalog.components(separatedBy: "The JSON (`--format json`").dropFirst().first?.components(separatedBy: "\n## ").first)
        let keys = Set(json.keys).union(participant.keys).union(finding.keys).union(fixKeys).union(wants.keys).union(wanted.keys)
            .union(["fix", "satisfies", "fails"])
        for key in keys.sorted() {
            #expect(documented.contains("`\(key)`") || documented.contains("`\(key)[]`"), "\(key) is not documented in TheCLI.md")
        }
    }
}
