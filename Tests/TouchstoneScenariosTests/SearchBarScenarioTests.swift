import Foundation
import Testing
@testable import TouchstoneScenarios

/// The `searchBar` view kind (UIKitPiecesDecisions K18).
@Suite("Search bars in scenario files")
struct SearchBarScenarioTests {
    @Test func aTapOnTheFieldBeginsEditingUnlessTheDelegateRefusesAndTheCancelButtonIsNamed() throws {
        let result = ScenarioRunner.run(try parse("""
            root:
              recognizers: [ { id: dismissTap, kind: tap, log: dismiss } ]
            views:
              - { id: search, class: searchBar, frame: [0, 100, 390, 56], showsCancelButton: true }
              - { id: locked, class: searchBar, frame: [0, 200, 390, 56], beginsEditing: false }
            script:
              - tap: [100, 128]
              - at: 500ms
                tap: [347, 128]
              - at: 1000ms
                tap: [100, 228]
            expect:
              - sequence: ["search.textField editingDidBegin @80ms", "search.cancelButton touchUpInside @580ms",
                           "search cancelButtonClicked @580ms", "locked editing refused @1080ms"]
              - never: "dismissTap action"
              - never: "search.textField editingDidEnd"
              - never: "locked.textField editingDidBegin"
            """), tappableAreas: false)
        let passed = result.passed
        #expect(passed, "\(result.failures.map(\.details))")
    }
}
