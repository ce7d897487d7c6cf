import Foundation
import Testing
@testable import TouchstoneScenarios

/// Each kind of finding and each kind of fix on a small scene (issue 18, Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md).
@Suite("Gesture doctor: findings and fixes")
struct DoctorFindingTests {
    static func diagnose(_ yaml: String, _ options: GestureDoctor.Options = .init(threads: 2)) throws -> DoctorReport {
        try GestureDoctor.diagnose(try ScenarioParser.parse(yaml + "\nscript: []\n", file: "t.yaml"), options: options)
    }

    static func problem(_ r: DoctorReport, _ kind: DoctorFinding.Kind) throws -> DoctorFinding {
        try #require(r.problems.first { $0.kind == kind }, "no \(kind) in \(r.problems.map(\.summary))")
    }

    @Test func aSingleTapAndADoubleTapWithNoRequirementFireTogetherAndTheSingleWaitsForTheDouble() throws {
        let r = try Self.diagnose("""
            views:
              - id: photo
                frame: [0, 100, 390, 400]
                recognizers: [ { id: single, kind: tap }, { id: double, kind: tap, taps: 2 } ]
            """)
        let f = try Self.problem(r, .firedTogether)
        #expect(f.subjects == ["double", "single"])
        #expect(f.gesture == "double tap on photo")
        #expect(f.fixes.map(\.kind) == ["requireToFail", "shouldBeRequiredToFailBy", "shouldRequireFailureOf"])
        #expect(f.fixes[0].summary == "single.require(toFail: double)")
        #expect(f.fixes[0].patch == "# recognizers: — add, or merge into the entry of single\n- { id: single, requireToFail: [double] }")
        #expect(f.fixes[0].before == ["double fires", "single fires"] && f.fixes[0].after == ["double fires"])
        #expect(f.fixes.allSatisfy { $0.verified })
    }

    @Test func aRequirementTheSceneDeclaresIsANoteNotAProblem() throws {
        let r = try Self.diagnose("""
            views:
              - id: photo
                frame: [0, 100, 390, 400]
                recognizers: [ { id: single, kind: tap, requireToFail: double }, { id: double, kind: tap, taps: 2 } ]
            """)
        #expect(r.problems.isEmpty)
        #expect(r.findings.map(\.summary).contains { $0.hasPrefix("single waits for double to fail, as the scene declares") })
    }

    @Test func aDelegateThatAllowsTwoToRecogniseTogetherIsReportedAsIntended() throws {
        let r = try Self.diagnose("""
            views:
              - id: photo
                frame: [0, 100, 390, 400]
                recognizers:
                  - { id: select, kind: tap, delegate: { shouldRecognizeSimultaneously: [log] } }
                  - { id: log, kind: tap }
            """)
        #expect(r.problems.isEmpty)
        #expect(r.findings.contains { $0.kind == .firedTogether && $0.severity == .note && $0.summary.contains("as a delegate allows") })
    }

    @Test func aPanThatBeatsASwipeShadowsItAndTheCounterfactualNamesTheWinner() throws {
        let r = try Self.diagnose("""
            views:
              - id: board
                frame: [0, 100, 390, 600]
                recognizers: [ { id: boardPan, kind: pan }, { id: boardSwipe, kind: swipe, direction: right } ]
            """)
        let f = try Self.problem(r, .shadowed)
        #expect(f.subjects == ["boardSwipe", "boardPan"])
        #expect(f.cause.contains("switched off in a copy of the scene, boardPan lets boardSwipe fire"))
        #expect(f.evidence.contains { $0.contains("boardSwipe possible→failed") && $0.contains("excluded by boardPan") })
        #expect(f.fixes.first?.summary == "boardPan.require(toFail: boardSwipe)")
        // Slow drags still pan: the pan waits only until the swipe fails.
        #expect(f.fixes.first?.verified == true)
    }

    @Test func aRootTapThatCancelsAButtonOnATapIsFoundWithBothStandardFixes() throws {
        let r = try Self.diagnose("""
            root:
              recognizers: [ { id: dismiss, kind: tap } ]
            views:
              - { id: save, class: control, frame: [100, 300, 120, 44] }
            """)
        let f = try Self.problem(r, .cancelsTouches)
        #expect(f.subjects == ["save", "dismiss"])
        #expect(f.summary.hasPrefix("dismiss recognises on tap on save and cancels save's touches: save never sends touchUpInside"))
        let kinds = f.fixes.map(\.kind)
        #expect(kinds.first == "cancelsTouchesInView")
        #expect(kinds.contains("shouldReceive"))
    }

    @Test func aRecogniserThatDelaysTouchesBeganHoldsAButtonAndIsTold() throws {
        let r = try Self.diagnose("""
            root:
              recognizers: [ { id: holder, kind: longPress, delaysTouchesBegan: true } ]
            views:
              - { id: save, class: button, frame: [100, 300, 120, 44] }
            """)
        let f = try Self.problem(r, .delaysTouches)
        #expect(f.subjects == ["save", "holder"])
        #expect(f.cause.contains("holder has delaysTouchesBegan"))
        #expect(Set(f.fixes.map(\.kind)).isSubset(of: ["shouldReceive", "delaysTouchesBegan"]))
        #expect(f.fixes.first?.verified == true)
    }

    @Test func aButtonCoveredByADecorationIsUnreachableAndTheDecorationStopsTakingTouches() throws {
        let r = try Self.diagnose("""
            views:
              - { id: save, class: button, frame: [100, 300, 120, 44] }
              - { id: glow, frame: [90, 290, 140, 64] }
            """)
        let f = try Self.problem(r, .unreachable)
        #expect(f.subjects == ["save"])
        #expect(f.summary.hasPrefix("save can never be touched"))
        #expect(f.summary.contains("behind glow"))
        #expect(f.fixes.first?.kind == "isUserInteractionEnabled")
        #expect(f.fixes.first?.summary == "glow.isUserInteractionEnabled = false")
        #expect(f.fixes.first?.verified == true)
    }

    @Test func aViewCoveredByContentThatHandlesTouchesIsLayeringNotAFinding() throws {
        let r = try Self.diagnose("""
            views:
              - { id: background, frame: [0, 0, 390, 844], recognizers: [ { id: backgroundTap, kind: tap } ] }
              - { id: card, frame: [0, 0, 390, 844], recognizers: [ { id: cardTap, kind: tap } ] }
            """)
        #expect(!r.problems.contains { $0.kind == .unreachable })
    }

    @Test func aCardsTapInsideAScreensTapIsANoteButAPanStarvingASwipeIsAProblem() throws {
        let r = try Self.diagnose("""
            root:
              recognizers: [ { id: dismiss, kind: tap }, { id: boardSwipe, kind: swipe, direction: right } ]
            views:
              - { id: card, frame: [0, 100, 390, 200], recognizers: [ { id: cardTap, kind: tap } ] }
              - { id: ball, frame: [100, 400, 190, 190], recognizers: [ { id: ballPan, kind: pan } ] }
            """)
        #expect(r.findings.contains { $0.severity == .note && $0.subjects == ["dismiss", "cardTap"] })
        #expect(r.problems.map(\.subjects).contains(["boardSwipe", "ballPan"]))
        #expect(!r.problems.contains { $0.subjects.first == "dismiss" })
    }

    @Test func aDragThatHoldsWhenSlowAndPansWhenFastIsATimingNote() throws {
        // A 200 ms press that tolerates 100 pt of movement, and a pan that waits for it: a slow
        // drag is still a press at 200 ms; a fast one lifts before, the press fails, the pan goes.
        let r = try Self.diagnose("""
            views:
              - id: board
                frame: [0, 100, 390, 600]
                recognizers:
                  - { id: hold, kind: longPress, minimumPressDuration: 200ms, allowableMovement: 100 }
                  - { id: move, kind: pan, requireToFail: hold }
            """)
        let timing = r.findings.filter { $0.kind == .timingDependent }
        #expect(!timing.isEmpty && timing.allSatisfy { $0.severity == .note })
        #expect(timing.contains { $0.summary.contains("depends on speed — slow: hold; fast: move") })
    }

    /// The `shouldBegin` remedy: the winner's delegate refuses to begin while the gesture moves
    /// the loser's way, and still begins the other ways.
    @Test func aShouldBeginRemedyRefusesOnlyTheLosersDirection() throws {
        var s = try ScenarioParser.parse("""
            views:
              - { id: board, frame: [0, 100, 390, 600], recognizers: [ { id: boardPan, kind: pan } ] }
            script: []
            """, file: "t.yaml")
        SceneChange.beginUnlessMoving("boardPan", "right").apply(to: &s)
        let scene = try Scene(s)
        try scene.device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.3)
        #expect(scene.device.trace.actions(of: "boardPan").isEmpty)
        try scene.device.advance(by: 1)
        try scene.device.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
        #expect(scene.device.trace.actions(of: "boardPan").first?.state == .began)
        let names = UIKitNames(builtIns: [])
        #expect(SceneChange.beginUnlessMoving("boardPan", "right").patch(names, changed: s)
                == "# recognizers: — the entry of boardPan, its delegate replaced by this one\n- { id: boardPan, delegate: { shouldBegin: [{ when: { moving: right }, answer: no }, { otherwise: yes }] } }")
    }

    @Test func aRecogniserThatRequiresAnotherWhichAlwaysWinsNeverFires() throws {
        let r = try Self.diagnose("""
            views:
              - id: pad
                frame: [0, 100, 390, 400]
                recognizers: [ { id: first, kind: tap, requireToFail: second }, { id: second, kind: tap } ]
            """)
        let f = try Self.problem(r, .neverFires)
        #expect(f.subjects == ["first"])
        #expect(f.summary.contains("it requires second to fail, and second recognises on every gesture that would trigger it"))
    }

    @Test func aHiddenViewIsNotOnScreenSoNotUnreachable() throws {
        let r = try Self.diagnose("""
            views:
              - { id: save, class: button, frame: [100, 300, 120, 44], hidden: true }
            """)
        #expect(r.problems.isEmpty)
    }

    @Test func theSameConflictOnRepeatedViewsIsOneFinding() throws {
        var views = ""
        for i in 0..<6 {
            views += "  - { id: card\(i), frame: [0, \(100 + i * 100), 390, 90], recognizers: [ { id: single\(i), kind: tap }, { id: double\(i), kind: tap, taps: 2 } ] }\n"
        }
        let r = try Self.diagnose("views:\n" + views)
        let together = r.problems.filter { $0.kind == .firedTogether }
        #expect(together.count == 1)
        #expect(together.first?.alike == ["double1", "double2", "double3", "double4", "double5"])
        #expect(together.first?.fixes.first?.verified == true)
    }

    @Test func aProposedFixNeverChangesAnUnrelatedOutcome() throws {
        // Two independent conflicts: fixing one must leave the other's gestures alone, and the
        // fix for the first is verified by replaying every gesture, not only the pruned set.
        let yaml = """
            views:
              - { id: photo, frame: [0, 100, 390, 300], recognizers: [ { id: single, kind: tap }, { id: double, kind: tap, taps: 2 } ] }
              - { id: board, frame: [0, 450, 390, 300], recognizers: [ { id: boardPan, kind: pan }, { id: boardSwipe, kind: swipe, direction: right } ] }
            """
        var everything = GestureDoctor.Options(threads: 2)
        everything.pruneReplays = false
        let full = try Self.diagnose(yaml, everything)
        for f in full.problems {
            let fix = try #require(f.fixes.first)
            #expect(fix.verified && fix.sideEffects.isEmpty, "\(f.summary)")
        }
        #expect(full.problems.count == 2)
    }

    @Test(arguments: ["seed000-record-button.yaml", "seed001-back-swipe-vs-scroll.yaml", "seed003-tap-cancels-cell.yaml",
                      "conflict05-slider-in-scroll-view.yaml", "conflict10-subview-outside-bounds.yaml", "conflict13-back-swipe-on-the-root-freezes.yaml"])
    func replayingOnlyTheGesturesAFixCanChangeGivesTheSameFixesAsReplayingAll(file: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        var everything = GestureDoctor.Options(threads: 2)
        everything.pruneReplays = false
        let pruned = try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
        let full = try GestureDoctor.diagnose(scenario, options: everything)
        func fixes(_ r: DoctorReport) -> [String] {
            r.findings.flatMap { f in f.fixes.map { "\(f.summary) | \($0.summary) | \($0.verified) | \($0.sideEffects) | \($0.changesOnSubject)" } }
        }
        #expect(fixes(pruned) == fixes(full))
        #expect(pruned.replays < full.replays)
    }

    @Test(arguments: ["seed001-back-swipe-vs-scroll.yaml", "conflict08-button-in-scroll-view.yaml", "conflict11-swipe-to-delete-vs-back-swipe.yaml",
                      "conflict12-collection-view-cell-vs-scroll.yaml", "seed000-record-button-fixed.yaml"])
    func reusingAScrolledSceneGivesTheReportOfFreshScenes(file: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        var fresh = GestureDoctor.Options(threads: 2)
        fresh.reuseScenes = false
        let a = try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
        let b = try GestureDoctor.diagnose(scenario, options: fresh)
        #expect(a.text == b.text)
    }

    @Test func everyFixKindOfTheCatalogueIsProposedAndVerifiedSomewhere() throws {
        var kinds: Set<String> = []
        for file in exampleFiles {
            let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
            for f in try GestureDoctor.diagnose(scenario, options: .init(threads: 2)).findings {
                for fix in f.fixes where fix.verified { kinds.formUnion(fix.kind.split(separator: "+").map(String.init)) }
            }
        }
        let small = [
            "root:\n  recognizers: [ { id: holder, kind: longPress, delaysTouchesBegan: true } ]\nviews:\n  - { id: save, class: button, frame: [100, 300, 120, 44] }",
            "views:\n  - { id: save, class: button, frame: [100, 300, 120, 44] }\n  - { id: glow, frame: [90, 290, 140, 64] }",
        ]
        for yaml in small {
            for f in try Self.diagnose(yaml).findings { for fix in f.fixes where fix.verified { kinds.formUnion(fix.kind.split(separator: "+").map(String.init)) } }
        }
        #expect(kinds == ["requireToFail", "shouldRecognizeSimultaneously", "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
                          "shouldReceive", "cancelsTouchesInView", "delaysTouchesBegan", "delaysContentTouches", "touchesShouldCancel",
                          "deferSystemGestures", "pointInside", "isUserInteractionEnabled", "isEnabled", "isExclusiveTouch",
                          // SwiftUI's, on the SwiftUI examples (DoctorDecisions DR16, DR19)
                          "simultaneousGesture", "minimumDistance", "gesture", "GestureMask", "buttonStyle"])
    }

    /// The scenario lines a fix prints give, pasted into the file, the scene that was verified:
    /// seed 000's pop fix (a delegate on UIKit's back swipe that asks the original first).
    @Test func aDelegateFixPastedIntoTheFileRemovesTheFinding() throws {
        let path = (examplesFolder as NSString).appendingPathComponent("seed000-record-button.yaml")
        let report = try GestureDoctor.diagnose(try ScenarioParser.parse(file: path), options: .init(threads: 2))
        let finding = try #require(report.problems.first { $0.subjects == ["recordButton", "nav.pop"] })
        let fix = try #require(finding.fixes.first)
        #expect(fix.patch.contains("askOriginalFirst: true"))
        let entry = try #require(fix.patch.split(separator: "\n").last)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = String(text[..<text.range(of: "script:")!.lowerBound]) + "recognizers:\n  " + entry + "\nscript: []\n"
        let pasted = try GestureDoctor.diagnose(try ScenarioParser.parse(text, file: "pasted.yaml"), options: .init(threads: 2))
        #expect(!pasted.problems.contains { $0.subjects == ["recordButton", "nav.pop"] })
        #expect(pasted.problems.map(\.subjects) == [["recordButton", "system.bottomEdge"]])
    }

    @Test func aPrivateRecognisersSwiftNameIsAValidIdentifier() {
        let names = UIKitNames(builtIns: ["my-web.click", "3d.pan", "article.touchEvents"])
        #expect(names.expr("my-web.click") == "myWebClick")
        #expect(names.expr("3d.pan") == "_3dPan")
        #expect(names.expr("article.touchEvents") == "articleTouchEvents")
        #expect(names.privateDeclarations(["article.touchEvents", "article.touchEvents"]).components(separatedBy: "\n").count == 2)
    }

    @Test func recognisersADumpMentionsButDoesNotListAreSaidToBeUnexamined() throws {
        let r = try Self.diagnose("""
            views:
              - { id: card, frame: [0, 100, 390, 200], recognizersNotListed: true }
            """)
        #expect(r.unlistedRecognizers == ["card"])
        #expect(r.text.contains("Not examined: recognisers the dump mentions but does not list, on card"))
    }

    @Test func theReportReadsBackFromItsJSON() throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("seed001-back-swipe-vs-scroll.yaml"))
        let report = try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
        let back = try JSONDecoder().decode(DoctorReport.self, from: report.jsonData())
        #expect(back.findings.map(\.summary) == report.findings.map(\.summary))
        #expect(back.findings.first?.fixes.first?.kind == "requireToFail")
        #expect(back.participants.map(\.id) == ["gallery.delayedTouches", "gallery.pan", "nav.pop"])
    }

    @Test func theDoctorNamesUIKitsOwnRecognisersByRole() throws {
        let r = try Self.diagnose("""
            views:
              - { id: toggle, class: switch, frame: [50, 100, 51, 31] }
              - { id: notes, class: textView, frame: [0, 200, 390, 200] }
              - { id: list, class: scrollView, frame: [0, 450, 390, 300], contentSize: [390, 900] }
            """)
        #expect(Set(r.participants.map(\.id)).isSuperset(of: ["toggle.pan", "notes.tap", "list.pan", "list.delayedTouches"]))
        #expect(r.participants.filter { $0.builtIn }.count == r.participants.count)
    }
}

/// The names the parser accepts for UIKit's own recognisers (`ViewSpec.Kind.ownRecognizers`) are
/// the names a built scene gives them (`Scene.nameOwnRecognizers`): the two lists cannot drift.
@Suite("UIKit's own recognisers: parser and scene agree")
struct OwnRecognizerNamesTests {
    @Test(arguments: ViewSpec.Kind.allCases)
    func theParsersNamesAreTheScenesNames(kind: ViewSpec.Kind) throws {
        let extra = kind == .tableView ? ", rows: 2, trailingActions: [Delete]" : ""
        let s = try ScenarioParser.parse("views:\n  - { id: v, class: \(kind.rawValue), frame: [0, 100, 390, 400]\(extra) }\nscript: []\n", file: "t.yaml")
        let scene = try Scene(s)
        let declared = Set(kind.ownRecognizers(table: s.allViews.first { $0.id == "v" }!).map { "v.\($0)" })
        let built = Set(scene.builtins.keys.filter { $0.hasPrefix("v.") })
        #expect(built == declared)
    }
}
