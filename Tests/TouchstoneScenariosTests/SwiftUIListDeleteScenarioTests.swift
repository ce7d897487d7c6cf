import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// `onDelete` on a `ForEach` in a `swiftui:` tree (ScenarioDecisions X28; SwiftUIDecisions SU51).
extension SwiftUIScenarioTests {
    static let deletableList = """
    ios: "17"
    swiftui:
      rootView:
        List: {}
        content:
          - ForEach: 4
            content:
              - Text: "Mail {n}"
                modifiers:
                  - accessibilityIdentifier: mail{n}
            modifiers:
              - onDelete: {}
    script:
      - drag: {from: [370, 157], to: [40, 157]}
    """

    @Test(arguments: [("17", "17"), ("18", "17"), ("18", "18"), ("15", "15")])
    func aFullSwipeOnAListRowWritesItsOnDeleteOffset(ios: String, sdk: String) throws {
        let yaml = Self.deletableList.replacingOccurrences(of: "ios: \"17\"", with: "ios: \"\(ios)\"\nsdk: \"\(sdk)\"")
        let s = try parse(yaml)
        #expect(Self.callbacks(s) == ["ForEach onDelete [2]"])
        let r = ScenarioRunner.run(s, tappableAreas: false)
        #expect(r.passed, "\(r.failures.map(\.title))")
        #expect(r.entries.filter { $0.kind == .scroll && $0.message.hasPrefix("row ") }.map(\.summary)
                == ["List row 2 swipe began", "List row 2 full trailing swipe performs Delete", "List row 2 onDelete [2]"])
    }

    @Test func aForEachOfTwoViewsPerNumberDeletesByNumber() throws {
        let yaml = Self.deletableList
            .replacingOccurrences(of: "          - Text: \"Mail {n}\"\n", with: "          - Text: \"Date {n}\"\n          - Text: \"Mail {n}\"\n")
            // Mail 2 is the sixth row now (row 5), an element of two views.
            .replacingOccurrences(of: "[370, 157], to: [40, 157]", with: "[370, 289], to: [40, 289]")
        #expect(Self.callbacks(try parse(yaml)) == ["ForEach onDelete [2]"])
    }

    @Test func onDeleteOnAViewOtherThanForEachIsRefusedWithItsPosition() {
        let yaml = """
        swiftui:
          rootView:
            List: {}
            content:
              - Text: "Mail"
                modifiers:
                  - onDelete: {}
        script:
          - tap: [10, 10]
        """
        #expect(errors(yaml) == ["t.yaml:7:13: onDelete is a modifier of ForEach (ForEach(…) { … }.onDelete { … }), whose rows a List lets you swipe to delete; Text has none"])
    }
}
