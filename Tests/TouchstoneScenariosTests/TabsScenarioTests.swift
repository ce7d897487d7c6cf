import Foundation
import Testing
@testable import TouchstoneScenarios

/// `tabs:` in scenario files (Decisions K17).
@Suite("Tab bar controllers in scenario files")
struct TabsScenarioTests {
    @Test func aTouchDownOnATabSelectsItAndTheSafeAreaBelowTheButtonsIsNotATab() throws {
        let result = ScenarioRunner.run(try parse("""
            tabs:
              id: tabs
              items:
                - { id: feed, title: Feed }
                - id: search
                  title: Search
                  subviews:
                    - { id: field, class: textField, frame: [20, 100, 350, 44] }
            script:
              - tap: [290, 830]
              - at: 500ms
                down: [290, 785]
              - at: 700ms
                up: 0
            expect:
              - fires: "tabs selected search.controller (tab 1) @500ms"
              - exactly: ["tabs.tabBar.tab1 touchesBegan @500ms", "tabs.tabBar.tab1 touchDown @500ms",
                          "tabs.tabBar.tab1 touchesEnded @700ms", "tabs.tabBar.tab1 touchUpInside @700ms"]
              - sequence: ["tabs.tabBar hit @0ms", "tabs.tabBar.tab1 hit @500ms"]
              - state: { tabs.selectedIndex: 1 }
            """), tappableAreas: false)
        let passed = result.passed
        #expect(passed, "\(result.failures.map(\.details))")
    }

    @Test func tabsExcludeOtherScreensAndCheckTheirSelectedIndex() {
        #expect(errors("""
            tabs: { items: [ { id: a } ], selectedIndex: 1 }
            views: []
            script: []
            """) == [
                "t.yaml:1:7: tabs: a scenario has one of 'tabs', 'navigation' and 'root'/'views'",
                "t.yaml:1:46: tabs.selectedIndex: tab 1 does not exist; tabs are numbered from 0 to 0",
            ])
    }
}
