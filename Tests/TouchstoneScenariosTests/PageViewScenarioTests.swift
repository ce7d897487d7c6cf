import Foundation
import Testing
@testable import TouchstoneScenarios

/// The `pageViewController` view kind (UIKitPiecesDecisions K15).
@Suite("Page view controllers in scenario files")
struct PageViewScenarioTests {
    @Test func aDragTurnsThePageAndItsPagesAndRecognisersHaveTheirNames() throws {
        let result = ScenarioRunner.run(try parse("""
            views:
              - { id: pager, class: pageViewController, frame: [0, 100, 390, 400], pages: 4, currentPage: 2 }
            script:
              - drag: { from: [300, 300], to: [60, 300], duration: 200ms }
            expect:
              - sequence: ["pager.page2 hit", "pager.scrollView.pan possible→began",
                           "pager.controller willTransitionTo pager.page3.controller",
                           "pager.controller didFinishAnimating transitionCompleted: true, showing pager.page3.controller"]
              - state: { pager.currentPage: 3 }
            """), tappableAreas: false)
        let passed = result.passed
        #expect(passed, "\(result.failures.map(\.details))")
    }

    @Test func pagesAndCurrentPageAreCheckedAndApplyToPageViewControllersOnly() {
        #expect(errors("""
            views:
              - { id: pager, class: pageViewController, frame: [0, 0, 390, 400], pages: 2, currentPage: 2 }
              - { id: box, frame: [0, 400, 390, 100], pages: 2 }
              - { id: pager.page1, frame: [0, 500, 10, 10] }
            script: []
            """) == [
                "t.yaml:2:93: views[0].currentPage: page 2 does not exist; pages are numbered from 0 to 1",
                "t.yaml:3:43: views[1]: 'pages' applies to pageViewController only",
                "t.yaml:4:5: view id 'pager.page1' is the name of a view or recogniser a UIKit class makes; choose another",
            ])
    }
}
