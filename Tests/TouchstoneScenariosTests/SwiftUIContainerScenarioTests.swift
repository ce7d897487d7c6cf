import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// A tab-bar `TabView` and `NavigationLink(value:)` with `navigationDestination` in a `swiftui:`
/// tree (ScenarioDecisions X29, X30; SwiftUIDecisions SU56).
extension SwiftUIScenarioTests {
    @Test func aTabBarTabViewWritesTheTagOfTheTabTouched() throws {
        let yaml = """
        ios: "17"
        swiftui:
          rootView:
            TabView: {}
            modifiers:
              - accessibilityIdentifier: tabs
            content:
              - Text: "Inbox"
                modifiers:
                  - tabItem: "Inbox"
              - Text: "Sent"
                modifiers:
                  - tabItem: "Sent"
        script:
          - tap: [292, 785]
        expect:
          - fires: "tabs (TabView) selection 1"
            count: 1
        """
        let s = try parse(yaml)
        #expect(Self.callbacks(s) == ["tabs (TabView) selection 1"])
        let r = ScenarioRunner.run(s, tappableAreas: false)
        #expect(r.passed, "\(r.failures.map(\.title))")
        #expect(r.entries.filter { $0.kind == .lifecycle && $0.subject == "TabView" }.map(\.message).last == "selected Sent (tab 1)")
    }

    @Test(arguments: ["17", "18"])
    func aValueLinkPushesWhatTheStacksDestinationMakes(ios: String) throws {
        let yaml = """
        ios: "\(ios)"
        swiftui:
          rootView:
            NavigationStack: {}
            content:
              - List: {}
                content:
                  - NavigationLink: {value: "mango"}
                    content:
                      - Text: "Mango"
                    modifiers:
                      - accessibilityIdentifier: mango
                modifiers:
                  - navigationDestination: {Text: "A mango"}
                  - accessibilityIdentifier: fruits
        script:
          - tap: mango
        """
        #expect(Self.callbacks(try parse(yaml)) == ["fruits (navigationDestination) mango"])
    }

    @Test func aNavigationLinkWithBothDestinationAndValueIsRefused() {
        let yaml = """
        swiftui:
          rootView:
            NavigationLink: {value: "a", destination: {Text: "B"}}
            content:
              - Text: "Go"
        script:
          - tap: [10, 10]
        """
        #expect(errors(yaml).count == 1)
        #expect(errors(yaml).first?.hasSuffix("or value: (pushed by the stack's navigationDestination), not both") == true)
    }
}
