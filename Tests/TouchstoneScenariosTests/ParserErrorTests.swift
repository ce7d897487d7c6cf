import Foundation
import Testing
@testable import TouchstoneScenarios

/// Bad files give `file:line:column: what is wrong and what was expected`, never a crash.
@Suite("Scenario file errors point at the problem")
struct ParserErrorTests {
    @Test func unknownKeyIsReportedWithPositionAndSuggestion() {
        let e = errors("""
        views:
          - id: box
            frmae: [0, 0, 10, 10]
        script: []
        """)
        #expect(e.first?.hasPrefix("t.yaml:3:5: ") == true)
        #expect(e.first?.contains("unknown key 'frmae'") == true)
        #expect(e.first?.contains("did you mean 'frame'") == true)
        #expect(e.first?.contains("expected one of:") == true)
    }

    @Test func wrongTypeSaysWhatWasExpected() {
        let e = errors("""
        views:
          - id: box
            frame: wide
        script: []
        """)
        #expect(e == ["t.yaml:3:12: views[0].frame: expected a rectangle as a mapping (key: value), found 'wide'"])
    }

    @Test func anIdThatAUIKitClassGivesItsOwnViewsOrRecognisersIsRefused() {
        let e = errors("""
            views:
              - { id: web, class: webView, frame: [0, 0, 390, 400] }
              - { id: web.content, frame: [0, 400, 390, 100], recognizers: [ { id: web.click, kind: tap } ] }
            script: []
            """)
        #expect(e.contains { $0.hasSuffix("view id 'web.content' is the name of a view or recogniser a UIKit class makes; choose another") })
        #expect(e.contains { $0.contains("recogniser id 'web.click' is the name of a recogniser a UIKit class makes; use builtin: web.click") })
        // Naming the built-in one to change it is fine.
        #expect(errors("""
            views:
              - { id: map, class: mapView, frame: [0, 0, 390, 400] }
            recognizers:
              - { id: map.doubleTap, builtin: map.doubleTap, enabled: false }
            script: []
            """).isEmpty)
    }

    @Test func unknownViewReferenceIsReported() {
        let e = errors(minimalScene + "\nrecognizers:\n  - { id: other, kind: pan, view: bxo }\n")
        #expect(e.count == 1)
        #expect(e[0].hasPrefix("t.yaml:9:35: unknown view 'bxo' (did you mean 'box'?)"))
    }

    @Test func aDelegateForAScrollViewsOwnPanIsAnError() throws {
        // A scroll view is the delegate of its own pan (ProfileDecisions V11).
        let scenario = try parse("""
        views:
          - { id: list, class: scrollView, frame: [0, 0, 390, 844], contentSize: [390, 2000] }
        recognizers:
          - { id: listPan, builtin: list.pan, delegate: { shouldBegin: [{ otherwise: no }] } }
        script: []
        """)
        let e = ScenarioRunner.run(scenario).runError.map { [$0.description] } ?? []
        #expect(e == ["t.yaml:4:5: 'listPan' is a scroll view's own recogniser, whose delegate is the scroll view (UIKit "
                      + "raises an exception when another is assigned); put the rule on the other recogniser (its "
                      + "delegate, or requireToFail)"])
    }

    @Test func parentBuildsTheTreeFromAFlatListAndItsMistakesAreErrors() throws {
        let s = try parse("""
        views:
          - { id: c, parent: b, frame: [0, 0, 10, 10] }
          - { id: a, frame: [0, 0, 100, 100] }
          - { id: b, parent: a, frame: [0, 0, 50, 50] }
        script: []
        """)
        #expect(s.root.subviews.map(\.id) == ["a"])
        #expect(s.root.subviews[0].subviews.map(\.id) == ["b"])
        #expect(s.root.subviews[0].subviews[0].subviews.map(\.id) == ["c"])
        #expect(errors("""
        views:
          - { id: a, parent: b, frame: [0, 0, 10, 10] }
          - { id: b, parent: a, frame: [0, 0, 10, 10] }
          - { id: c, parent: nowhere, frame: [0, 0, 10, 10] }
          - id: d
            frame: [0, 0, 10, 10]
            subviews:
              - { id: e, parent: d, frame: [0, 0, 1, 1] }
        script: []
        """) == ["t.yaml:8:9: view 'e': 'parent' applies to views of the top-level 'views:' list and of a navigation screen's 'subviews', not to other 'subviews'",
                 "t.yaml:4:5: view 'c': unknown parent 'nowhere' (a parent must be listed in the same 'views:' list, or be a row or item of a table or collection view in it: 'list.row0', 'grid.item0')",
                 "t.yaml:2:5: view 'a': its 'parent' chain comes back to itself"])
        var deep = "views:\n  - { id: v0, frame: [0, 0, 10, 10] }\n"
        for i in 1...300 { deep += "  - { id: v\(i), parent: v\(i - 1), frame: [0, 0, 10, 10] }\n" }
        #expect(errors(deep + "script: []\n") == ["t.yaml:129:5: view 'v127' is 128 levels deep through 'parent:'; at most 127 are allowed (InputLimits.maximumViewDepth: a touch crosses at most that many nested views, and the device refuses deeper touch-downs)"])
    }

    /// `parent:` may name a row or an item the scene's table or collection view makes
    /// (UIKitPiecesDecisions K19): the view is kept with the container and placed in that cell.
    @Test func aParentCanBeARowOrAnItemAndItsMistakesAreErrors() throws {
        let s = try parse("""
        views:
          - { id: list, class: tableView, frame: [0, 0, 390, 600], rows: 3 }
          - { id: badge, parent: list.row2, frame: [300, 10, 20, 20] }
          - { id: grip, parent: list.cell0, frame: [0, 0, 10, 10] }
          - { id: grid, class: collectionView, frame: [0, 600, 390, 200], items: 4 }
          - { id: heart, parent: grid.content3, frame: [0, 0, 10, 10] }
        script: []
        """)
        let list = try #require(s.root.subviews.first { $0.id == "list" })
        #expect(list.subviews.map(\.id) == ["badge", "grip"])
        #expect(list.subviews.map(\.cellPlace) == [CellPlace(index: 2, inContentView: true), CellPlace(index: 0, inContentView: false)])
        #expect(s.root.subviews.first { $0.id == "grid" }?.subviews.map(\.cellPlace) == [CellPlace(index: 3, inContentView: true)])
        #expect(errors("""
        views:
          - { id: list, class: tableView, frame: [0, 0, 390, 600], rows: 3 }
          - { id: box, frame: [0, 0, 10, 10] }
          - { id: a, parent: list.row3, frame: [0, 0, 10, 10] }
          - { id: b, parent: box.row0, frame: [0, 0, 10, 10] }
          - { id: c, parent: list.item0, frame: [0, 0, 10, 10] }
          - { id: d, parent: list.row01, frame: [0, 0, 10, 10] }
        script: []
        """) == ["t.yaml:4:5: view 'a': parent 'list.row3' is past the end: 'list' has 3 rows",
                   "t.yaml:5:5: view 'b': parent 'box.row0' names a row of 'box', which is not a tableView",
                   "t.yaml:6:5: view 'c': parent 'list.item0' names an item of 'list', which is not a collectionView",
                   "t.yaml:7:5: view 'd': unknown parent 'list.row01' (a parent must be listed in the same 'views:' list, or be a row or item of a table or collection view in it: 'list.row0', 'grid.item0')"])
        // Rows and items are subjects too, up to the container's count.
        #expect(errors("""
        views:
          - { id: list, class: tableView, frame: [0, 0, 390, 600], rows: 3 }
        script: []
        expect:
          - fires: "list.row2 touchesBegan"
          - fires: "list.row3 touchesBegan"
        """).map { $0.hasPrefix("t.yaml:6:") && $0.contains("unknown view or recogniser 'list.row3'") } == [true])
    }

    @Test func anAnimateStepNamesAViewAndChangesSomething() throws {
        let s = try parse("""
        views:
          - { id: panel, frame: [0, 844, 390, 200] }
        script:
          - animate: { view: panel, frame: [0, 644, 390, 200], duration: 500ms, allowUserInteraction: true }
        """)
        guard case let .animate(view, frame, alpha, duration, delay, allow) = s.script[0].action else {
            Issue.record("not an animate step: \(s.script[0].action)")
            return
        }
        #expect(view.name == "panel" && frame == CGRect(x: 0, y: 644, width: 390, height: 200) && alpha == nil)
        #expect(duration == 0.5 && delay == 0 && allow)
        #expect(errors("""
        views:
          - { id: panel, frame: [0, 844, 390, 200] }
        script:
          - animate: { view: panel, duration: 500ms }
          - animate: { view: panel, alpha: 1.5, duration: 500ms }
          - animate: { view: ghost, alpha: 1, duration: 500ms }
        """) == ["t.yaml:4:14: script[0].animate: an animation changes 'frame', 'alpha' or both",
                   "t.yaml:5:36: script[1].animate.alpha: 1.5 is more than 1; expected an alpha from 0 to 1",
                   "t.yaml:6:22: unknown view 'ghost'; known: panel, root"])
    }

    @Test func aMoveBetweenTwoTimesAndALiftAtAPointReadAsInSwift() throws {
        // Issue 20, U3: the script form of `device.move(from:to:between:and:)` and `touchUp(at:)`.
        let s = try parse("""
        views: [ { id: pad, frame: [0, 0, 390, 844], recognizers: [ { id: padPan, kind: pan } ] } ]
        script:
          - at: 20ms
            move: { from: [100, 400], to: [200, 400], until: 70ms }
          - up: { finger: 0, at: [210, 400] }
        expect:
          - sequence: ["padPan action (began) @37ms", "padPan action (ended) @70ms"]
        """)
        let result = ScenarioRunner.run(s, tappableAreas: false)
        #expect(result.passed)
        let inputs = result.entries.filter { $0.kind == .input }.map(\.summary)
        #expect(inputs == ["finger 0 down at (100, 400)", "finger 0 move to (133.3, 400)", "finger 0 move to (166.7, 400)",
                           "finger 0 move to (200, 400)", "finger 0 up at (210, 400)"])
        #expect(errors("""
        views: []
        script:
          - at: 100ms
            move: { from: [0, 0], to: [10, 10], until: 50ms }
        """).first?.contains("the move ends at 50ms, before it starts at 100ms") == true)
    }

    @Test func unknownSubjectInAnExpectationIsReported() {
        let e = errors(minimalScene + "\nexpect:\n  - fires: \"boxTapp action\"\n")
        #expect(e.first?.contains("t.yaml:9:12: unknown view or recogniser 'boxTapp' (did you mean 'boxTap'?)") == true)
    }

    @Test func cycleInFailureRequirementsIsReported() {
        let e = errors("""
        views:
          - id: box
            frame: [0, 0, 200, 200]
            recognizers:
              - { id: a, kind: tap, requireToFail: b }
              - { id: b, kind: tap, taps: 2, requireToFail: c }
              - { id: c, kind: pan, requireToFail: a }
        script: []
        """)
        #expect(e.count == 1)
        #expect(e.first?.contains("cycle in failure requirements: a requires b requires c requires a") == true)
        #expect(e.first?.hasPrefix("t.yaml:7:44:") == true, "\(e)")
    }

    @Test func negativeAndNaNNumbersAreRejected() {
        let neg = errors("""
        views:
          - { id: box, frame: [0, 0, -5, 10] }
        script: []
        """)
        #expect(neg == ["t.yaml:2:30: views[0].frame[2]: -5 is negative; expected a width or height ≥ 0"])
        let nan = errors("""
        views:
          - { id: box, frame: [0, 0, 10, 10], alpha: .nan }
        script: []
        """)
        #expect(nan == ["t.yaml:2:46: views[0].alpha: NaN is not allowed; expected an alpha between 0 and 1"])
        let dur = errors(minimalScene + "\n  - wait: -20ms\n")
        #expect(dur == ["t.yaml:8:11: script[1].wait: '-20ms' is negative; expected a duration ≥ 0 like 80ms"])
    }

    @Test func timesGoingBackwardsAreRejected() {
        let e = errors("""
        views:
          - { id: box, frame: [0, 0, 200, 200] }
        script:
          - { at: 100ms, longPress: { point: [10, 10], duration: 500ms } }
          - { at: 300ms, tap: [10, 10] }
        """)
        #expect(e == ["t.yaml:5:11: script[1].at: time goes backwards: this step is at 300ms but the previous step (line 4) ends at 600ms; times must not decrease"])
    }

    @Test func fingerStateIsCheckedStatically() {
        let e = errors(minimalScene + "\n  - up: 3\n")
        #expect(e == ["t.yaml:8:9: script[1].up: finger 3 is not down (put it down first)"])
    }

    @Test func yamlSyntaxErrorsKeepTheirPosition() {
        let e = errors("views: [\n  - id: box\nscript: []\n")
        #expect(e.count == 1)
        #expect(e[0].hasPrefix("t.yaml:"))
        #expect(e[0].contains("YAML syntax"))
    }

    @Test func severalProblemsAreReportedTogether() {
        let e = errors("""
        views:
          - { id: box, frame: [0, 0, 10, 10], alpha: 3 }
          - { id: box, frame: [0, 0, 10, 10] }
        script:
          - { tap: { point: [1, 1], duration: soon } }
        """)
        #expect(e.count == 3)
        #expect(e.contains { $0.contains("alpha 3 is above 1") })
        #expect(e.contains { $0.contains("duplicate view id 'box'") })
        #expect(e.contains { $0.contains("expected a duration like 80ms or 1.5s, found 'soon'") })
    }

    @Test func parameterThatDoesNotApplyToTheKindIsRejected() {
        let e = errors("""
        views:
          - id: box
            frame: [0, 0, 10, 10]
            recognizers: [{ id: p, kind: pan, taps: 2 }]
        script: []
        """)
        #expect(e.first?.contains("'taps' does not apply to a pan recogniser") == true)
    }

    @Test func jsonScenariosAreAccepted() throws {
        let s = try parse(#"{"views": [{"id": "box", "frame": [0, 0, 200, 200], "recognizers": [{"id": "t", "kind": "tap"}]}], "script": [{"tap": [10, 10]}], "expect": [{"fires": "t action"}]}"#)
        #expect(ScenarioRunner.run(s).passed)
    }

    @Test func missingClassInTheBuildOrBadSetStepIsARunErrorNotACrash() throws {
        let s = try parse(minimalScene + "\n  - set: { target: box, property: alpha, value: \"7\" }\n")
        let r = ScenarioRunner.run(s)
        #expect(r.runError?.description == "t.yaml:8:20: alpha must be between 0 and 1")
    }
}
