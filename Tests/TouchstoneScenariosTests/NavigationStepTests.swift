import Foundation
import Testing
@testable import TouchstoneScenarios

/// `push` and `pop` script steps drive the scenario's navigation controller (UIKitPiecesDecisions K14).
@Suite("Push and pop steps in scenario scripts")
struct NavigationStepTests {
    static let stack = """
        navigation:
          id: nav
          stack:
            - id: home
              subviews:
                - { id: homeBox, frame: [0, 300, 390, 100], recognizers: [ { id: homeTap, kind: tap } ] }
          screens:
            - id: detail
              subviews:
                - { id: detailBox, frame: [0, 300, 390, 100], recognizers: [ { id: detailTap, kind: tap } ] }

        """

    @Test func aPushStepAnimatesForAThirdOfASecondAndATapMeanwhileReachesNothing() throws {
        let result = ScenarioRunner.run(try parse(Self.stack + """
            script:
              - push: detail
              - at: 100ms
                tap: [195, 350]
              - at: 500ms
                tap: [195, 350]
            expect:
              - exactly: ["detailTap action @580ms"]
              - never: "homeTap action"
              - fires: "application ignoring interaction events @100ms"
              - state: { nav.stackCount: 2, nav.topViewController: detail }
            """), tappableAreas: false)
        let passed = result.passed
        #expect(passed, "\(result.failures.map(\.details))")
        let lifecycle = result.entries.filter { $0.kind == .lifecycle && $0.subject == "nav" }.map { "\($0.message)@\(msText($0.time))" }
        #expect(lifecycle.suffix(3) == ["push detail.controller (animated)@0ms",
                                        "transition began (push detail.controller, 0.35 s, touches ignored)@0ms",
                                        "transition ended (push detail.controller)@350ms"])
        let ignored = try #require(result.entries.first { $0.kind == .hitTest && $0.subject == "application" })
        #expect(ignored.cause == "navigation transition of nav: push detail.controller")
    }

    @Test func popStepsPopTheTopOrToANamedScreenWithOrWithoutAnimation() throws {
        let result = ScenarioRunner.run(try parse(Self.stack + """
            script:
              - push: { screen: detail, animated: false }
              - pop: { animated: false }
              - push: detail
              - at: 1000ms
                pop: home
              - at: 1100ms
                tap: [195, 350]
            expect:
              - sequence: ["nav push detail.controller", "nav pop to home.controller", "nav push detail.controller (animated)",
                           "nav pop to home.controller (animated) @1000ms", "nav transition ended (pop to home.controller) @1350ms"]
              - never: "homeTap action"
              - state: { nav.stackCount: 1, nav.topViewController: home }
            """), tappableAreas: false)
        let passed = result.passed
        #expect(passed, "\(result.failures.map(\.details))")
    }

    @Test func aPushOfAnUnknownScreenOrAPopWithoutANavigationStackIsAnError() {
        #expect(errors(Self.stack + """
            script:
              - push: detial
            """) == ["t.yaml:12:11: unknown screen 'detial' (did you mean 'detail'?); known: detail, home"])
        #expect(errors(minimalScene + """

              - pop: {}
              - push: { screen: box }
            """) == [
                "t.yaml:8:5: a pop step needs a 'navigation:' stack; this scenario has a single screen",
                "t.yaml:9:21: unknown screen 'box' (push and pop need a 'navigation:' stack, with the screens to push under 'screens:')",
            ])
    }
}

/// Navigation items in scenario files (UIKitPiecesDecisions K16).
@Suite("Bar button items in scenario files")
struct BarItemScenarioTests {
    @Test func aRightItemTakesATapBelowTheBarAndTheBackButtonPops() throws {
        let result = ScenarioRunner.run(try parse("""
            navigation:
              id: nav
              stack:
                - { id: inbox, title: Inbox }
                - id: message
                  title: Message
                  rightItems: [ { id: reply, systemItem: reply } ]
            script:
              - tap: [370, 100]
              - at: 500ms
                tap: [30, 60]
            expect:
              - exactly: ["reply touchesBegan @0ms", "reply touchDown @0ms", "reply touchesEnded @80ms",
                          "reply touchUpInside @80ms", "reply primaryActionTriggered @80ms"]
              - sequence: ["nav.backButton touchUpInside @580ms", "nav pop to inbox.controller (animated) @580ms"]
              - state: { nav.stackCount: 1 }
            """), tappableAreas: false)
        let passed = result.passed
        #expect(passed, "\(result.failures.map(\.details))")
    }

    @Test func barItemsNeedOneKindAndBelongToNavigationScreens() {
        #expect(errors("""
            views:
              - { id: box, frame: [0, 0, 10, 10], rightItems: [ { id: add, title: Add, systemItem: add } ] }
            script: []
            """) == [
                "t.yaml:2:53: views[0].rightItems[0]: a bar button item needs exactly one of 'title', 'systemItem' and 'image'",
                "t.yaml:2:5: view 'box': title, hidesBackButton, leftItems and rightItems apply to navigation screens only (a tab's screen takes a title)",
            ])
    }
}
