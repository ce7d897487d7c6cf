import Foundation
import Testing
@testable import TouchstoneScenarios

/// The doctor with wants (issue 31): `want:` in the grammar of `expect:`, the search for UIKit's
/// remedies that give every want, and the families of conflicts people report.
@Suite("Gesture doctor: wants and the reported families")
struct DoctorWantsTests {
    static func report(_ file: String) throws -> DoctorReport {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        return try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
    }

    struct Family: Sendable, CustomStringConvertible {
        var file: String
        /// The first verified fix for the wants: `kind: summary`.
        var firstFix: String
        var description: String { file }
    }

    static let families: [Family] = [
        Family(file: "conflict20-swipe-vs-document-scroll.yaml", firstFix: "requireToFail: document.panGestureRecognizer.require(toFail: nextChapter)"),
        Family(file: "conflict21-two-pans-one-axis.yaml", firstFix: "shouldBegin: sheetPan's delegate does not let it begin while the gesture is mostly horizontal"),
        Family(file: "conflict22-backdrop-tap-through-card.yaml", firstFix: "shouldReceive: dismissTap's delegate receives only touches on backdrop itself (touch.view === backdrop)"),
        Family(file: "conflict23-web-view-click-takes-the-apps-tap.yaml", firstFix: "shouldRecognizeSimultaneously: showControls's delegate lets it recognise simultaneously with article.click"),
        Family(file: "conflict24-long-press-then-drag.yaml", firstFix: "shouldRecognizeSimultaneously: liftPress's delegate lets it recognise simultaneously with movePan"),
        Family(file: "conflict25-close-button-too-small.yaml", firstFix: "pointInside: close.point(inside:with:) also accepts [-10, -10, 44, 44]"),
        Family(file: "conflict26-two-buttons-two-fingers.yaml", firstFix: "isExclusiveTouch: discard.isExclusiveTouch = true"),
        Family(file: "conflict27-edge-swipe-in-a-game.yaml", firstFix: "deferSystemGestures: root's controller defers the system gestures of bottom edge"),
    ]

    @Test(arguments: families)
    func theFirstVerifiedFixForTheWantsIsTheStandardOne(_ f: Family) throws {
        let wants = try #require(try Self.report(f.file).wants)
        #expect(!wants.heldBefore.allSatisfy { $0 })
        let first = try #require(wants.fixes.first, "\(wants.conclusion)")
        #expect("\(first.kind): \(first.summary)" == f.firstFix)
        #expect(first.verified && first.sideEffects.isEmpty)
        let allHold = first.wanted.allSatisfy { $0.after }
        #expect(allHold && !first.wanted.isEmpty)
    }

    /// A want nothing in UIKit's standard set can give is said plainly, with no fix invented.
    @Test func aWantNoRemedyCanGiveIsReportedAsHavingNoStandardFix() throws {
        let scenario = try ScenarioParser.parse("""
            views:
              - id: photo
                frame: [0, 100, 390, 400]
                recognizers:
                  - { id: zoomTap, kind: tap, taps: 2 }
            script:
              - tap: [195, 300]
            want:
              - fires: "zoomTap action"
            """, file: "t.yaml")
        let report = try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
        let wants = try #require(report.wants)
        #expect(wants.heldBefore == [false])
        #expect(wants.fixes.isEmpty)
        #expect(wants.conclusion == "no standard fix exists: none of UIKit's standard remedies, alone or in pairs (\(wants.tried) tried), makes every want hold without changing another outcome")
        #expect(wants.nearMisses.allSatisfy { !$0.fix.verified })
        // Said plainly to people, with no fix offered.
        #expect(report.text.contains("\n  ✗ fires zoomTap action\nNo standard fix exists: none of UIKit's standard remedies"))
        #expect(!report.text.contains("verified):"))
    }

    /// The family's drags in another direction than the script's may change only as the script's
    /// own did (DoctorDecisions DR13): conflict 21's script drags left and down, so a fix that stops
    /// the list's pan on upward drags — which the script's downward drag never showed — breaks
    /// the sheet, and is not offered; the axis test, which changes rightward drags exactly as
    /// leftward ones, is.
    @Test func aFixThatChangesAnotherDirectionOtherwiseThanTheScriptIsNotVerified() throws {
        let wants = try #require(try Self.report("conflict21-two-pans-one-axis.yaml").wants)
        #expect(wants.fixes.map { "\($0.kind): \($0.summary)" } == [
            "shouldBegin: sheetPan's delegate does not let it begin while the gesture is mostly horizontal",
        ])
        let first = try #require(wants.fixes.first)
        #expect(first.changesOnSubject.contains("drag → fast from sheet: + pagePan fires, − sheetPan fires"))
        #expect(!first.changesOnSubject.contains { $0.hasPrefix("drag ↑") || $0.hasPrefix("drag ↓") })
    }

    /// Remedies none of whose changes can touch a recogniser, view or touch of the script's run
    /// are not replayed (DoctorDecisions DR14); the answer is the one replaying every remedy gives.
    @Test(arguments: ["conflict20-swipe-vs-document-scroll.yaml", "conflict23-web-view-click-takes-the-apps-tap.yaml",
                      "conflict27-edge-swipe-in-a-game.yaml"])
    func searchingOnlyTheRemediesThatCanTouchTheScriptGivesTheSameAnswer(file: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        var all = GestureDoctor.Options(threads: 2)
        all.pruneReplays = false
        func answer(_ o: GestureDoctor.Options) throws -> [String] {
            let w = try #require(try GestureDoctor.diagnose(scenario, options: o).wants)
            return [w.conclusion, "\(w.tried)"] + w.fixes.map { "\($0.kind): \($0.summary) | \($0.changesOnSubject)" }
                + w.nearMisses.map { "near \($0.fix.kind): \($0.fix.summary) | \($0.satisfies) | \($0.fix.sideEffects)" }
        }
        let pruned = try answer(.init(threads: 2))
        #expect(pruned == (try answer(all)))
        #expect(pruned.count > 2)
    }

    @Test func wantsThatAlreadyHoldNeedNoSearch() throws {
        let scenario = try ScenarioParser.parse("""
            views:
              - { id: button, class: button, frame: [100, 100, 120, 60] }
            script:
              - tap: [160, 130]
            want:
              - fires: "button touchUpInside"
            """, file: "t.yaml")
        let wants = try #require(try GestureDoctor.diagnose(scenario, options: .init(threads: 2)).wants)
        #expect(wants.heldBefore == [true] && wants.fixes.isEmpty && wants.tried == 0)
        #expect(wants.conclusion == "every want already holds on the scene as it is: nothing to fix")
    }

    // MARK: The grammar

    static let scene = """
        views:
          - id: board
            frame: [0, 0, 390, 844]
            recognizers:
              - { id: swipeLeft, kind: swipe, direction: left }
          - { id: save, class: button, frame: [20, 700, 100, 44] }
        script: []

        """

    @Test func aWantNamingAnUnknownRecogniserIsAPositionedErrorWithASuggestion() throws {
        let e = try #require(throws: ScenarioErrors.self) {
            try ScenarioParser.parse(Self.scene + "want:\n  - fires: \"swipeLeftt action\"\n", file: "w.yaml")
        }
        #expect(e.description.contains("w.yaml:9:12: unknown view or recogniser 'swipeLeftt' (did you mean 'swipeLeft'?)"))
    }

    @Test func aWantNamingAnUnknownEventIsAPositionedErrorWithASuggestion() throws {
        let e = try #require(throws: ScenarioErrors.self) {
            try ScenarioParser.parse(Self.scene + "want:\n  - fires: \"swipeLeft acton\"\n  - never: \"save touchUpInsde\"\n", file: "w.yaml")
        }
        #expect(e.errors.map(\.description) == [
            "w.yaml:9:12: unknown event 'acton' for swipeLeft (did you mean 'action'?); known: " + Parsing.recognizerEvents.joined(separator: ", "),
            "w.yaml:10:12: unknown event 'touchUpInsde' for save (did you mean 'touchUpInside'?); known: " + Parsing.controlEvents.joined(separator: ", "),
        ])
    }

    @Test func expectKeepsAcceptingEventsItCannotCheck() throws {
        // `expect:` is unchanged: an event it does not know simply never matches.
        let s = try ScenarioParser.parse(Self.scene + "expect:\n  - never: \"swipeLeft acton\"\n", file: "w.yaml")
        #expect(s.expectations.count == 1 && s.wants.isEmpty)
    }

    @Test func wantsGivenApartFromTheFileAreCheckedAgainstTheScene() throws {
        let s = try ScenarioParser.parse(Self.scene, file: "w.yaml")
        #expect(try ScenarioParser.parseWants(["fires: swipeLeft action", "never: save touchUpInside"], for: s).count == 2)
        let e = try #require(throws: ScenarioErrors.self) { try ScenarioParser.parseWants(["fires: swipeLeft action", "fires: sav touchUpInside"], for: s) }
        #expect(e.errors.count == 1)
        #expect(e.errors[0].description.hasPrefix("--want 2:1:8: unknown view or recogniser 'sav' (did you mean 'save'?)"))
    }

    // MARK: Output

    @Test func aViewNamedLikeAClassReadsAsThatObjectsVariable() {
        let names = UIKitNames(builtIns: [])
        #expect(names.variable("UITableView") == "tableView")
        #expect(names.variable("UIButton2") == "button2")
        #expect(names.variable("gallery") == "gallery")
        #expect(SceneChange.noContentDelay("UITableView").swift(names) == "tableView.delaysContentTouches = false")
    }
}
