import Foundation
import Testing
@testable import TouchstoneScenarios

/// `tabs:` in scenario files (UIKitPiecesDecisions K17).
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

    /// A tab holding a navigation stack (UIKitPiecesDecisions K22): its back swipe pops within the tab, a
    /// push step pushes on the stack that holds the screen, and each stack keeps its own depth.
    @Test func aTabHoldingANavigationStackPopsAndPushesWithinItself() throws {
        let scenario = try parse("""
            tabs:
              id: tabs
              items:
                - navigation:
                    id: feedNav
                    stack:
                      - { id: feed, title: Feed }
                      - { id: post, title: Post }
                    screens:
                      - { id: comments, title: Comments }
                  title: Home
                - { id: settings, title: Settings }
            script:
              - edgeSwipe: { edge: left, position: 400, distance: 250, duration: 250ms }
              - at: 2000ms
                push: comments
            expect:
              - fires: "feedNav.pop action (ended)"
              - state: { feedNav.stackCount: 2, feedNav.topViewController: comments }
            """)
        #expect(scenario.navigations.map(\.id) == ["feedNav"])
        #expect(scenario.activeNavigation?.id == "feedNav")
        #expect(scenario.allViews.map(\.id) == ["root", "feed", "post", "comments", "settings"])
        let scene = try Scene(scenario)
        #expect(scene.navigationController === scene.navigationControllers["feedNav"])
        #expect(scene.tabBarController?.viewControllers?.first?.title == "Home")
        #expect(scene.recognizer("feedNav.pop") != nil)
        let result = ScenarioRunner.run(scenario, tappableAreas: false)
        #expect(result.passed, "\(result.failures.map(\.details))")
        #expect(errors("""
            tabs:
              items:
                - navigation: { id: a, stack: [ { id: one } ] }
                  subviews: []
            script:
              - pop: two
            """) == ["t.yaml:4:7: tabs.items[0]: unknown key 'subviews' in a tab holding a navigation stack; expected one of: navigation, title",
                       "t.yaml:6:10: unknown screen 'two' (push and pop need a 'navigation:' stack, with the screens to push under 'screens:')"])
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
