import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// `swiftui:` scenes in scenario files (issue 36; ScenarioDecisions X17–X21): read, run and
/// explained as their SwiftUI code behaves.
@Suite struct SwiftUIScenarioTests {
    static func example(_ name: String) throws -> Scenario {
        try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name))
    }

    /// The callback lines of a run (ScenarioDecisions X19).
    static func callbacks(_ s: Scenario) -> [String] {
        ScenarioRunner.run(s, tappableAreas: false).entries.filter { $0.kind == .log }.map(\.summary)
    }

    static func on(_ s: Scenario, _ profile: DeviceProfile, sdk: DeviceProfile? = nil) -> Scenario {
        var s = s
        s.device.profile = profile
        s.device.linkedOn = sdk
        return s
    }

    @Test func theDragInScrollViewExampleRunsAsItsSwiftUICodeDoes() throws {
        let s = try Self.example("swiftui01-drag-in-scroll-view.yaml")
        let r = ScenarioRunner.run(s, tappableAreas: false)
        #expect(r.passed, "\(r.failures.map(\.title))")
        #expect(r.entries.filter { $0.kind == .log }.map(\.summary) == ["row3 drag (gesture) onEnded"])
        #expect(r.entries.contains { $0.subject == "row3.drag (gesture)" && $0.kind == .state })
        // iOS 17, and iOS 18 built with Xcode 15: the feed scrolls and the drag calls nothing (SU4).
        for variant in [Self.on(s, .iOS17), Self.on(s, .iOS18, sdk: .iOS17)] {
            let v = ScenarioRunner.run(variant, tappableAreas: false)
            #expect(v.entries.filter { $0.kind == .log }.isEmpty)
            #expect(v.entries.contains { $0.subject == "feed" && $0.message == "willBeginDragging" })
            #expect(!v.passed)
        }
    }

    @Test func theChildAndParentTapExampleFiresBothOnIOS18AndTheChildsAloneOnIOS17() throws {
        let s = try Self.example("swiftui02-child-and-parent-tap.yaml")
        #expect(ScenarioRunner.run(s, tappableAreas: false).passed)
        #expect(Set(Self.callbacks(s)) == ["heart tap (simultaneousGesture) onEnded", "card tap (onTapGesture) perform"])
        #expect(Self.callbacks(Self.on(s, .iOS17)) == ["heart tap (simultaneousGesture) onEnded"])
        #expect(Self.callbacks(Self.on(s, .iOS26)) == ["heart tap (simultaneousGesture) onEnded"])
    }

    @Test func aStepNamesAViewByItsIdentifier() throws {
        let s = try Self.example("swiftui01-drag-in-scroll-view.yaml")
        guard case let .drag(from, to, _, _, _) = s.script[0].action else { Issue.record("not a drag"); return }
        #expect(s.script[0].anchors.isEmpty)
        #expect(to.x == from.x && to.y == from.y - 200)
        let scene = try Scene(s)
        let row3 = try #require(scene.view("row3"))
        let f = row3.convert(row3.bounds, to: nil)
        #expect(from == CGPoint(x: f.midX, y: f.midY))
    }

    @Test func aStepNamingAnUnknownViewIsAPositionedError() {
        let yaml = """
        swiftui:
          rootView:
            Color: red
            modifiers:
              - accessibilityIdentifier: box
        script:
          - tap: bx
        expect: []
        """
        #expect(errors(yaml) == ["t.yaml:7:10: no view 'bx' to touch; a step names a view by its id or accessibilityIdentifier"])
    }

    @Test func aStepNamingAViewOffTheScreenIsAPositionedError() {
        let yaml = """
        swiftui:
          rootView:
            Color: red
            modifiers:
              - accessibilityIdentifier: box
        script:
          - drag: {from: box, by: [0, 900]}
        """
        #expect(errors(yaml) == ["t.yaml:7:18: 'box' is at (195, 1328.5) after by:, off the 390 × 844 pt screen; a finger touches only what is on the screen"])
    }

    @Test func aSwiftUIScreenInsideAUIKitViewTakesTapsOnItsViews() throws {
        let yaml = """
        views:
          - id: panel
            frame: [0, 500, 390, 200]
        swiftui:
          in: panel
          rootView:
            Circle: {}
            modifiers:
              - frame: {width: 80, height: 80}
              - accessibilityIdentifier: badge
              - onTapGesture: {}
        script:
          - tap: badge
        expect:
          - fires: "badge tap (onTapGesture) perform"
        """
        let s = try parse(yaml)
        guard case let .tap(p, _, _) = s.script[0].action else { Issue.record("not a tap"); return }
        #expect(p == CGPoint(x: 195, y: 600))
        let r = ScenarioRunner.run(s, tappableAreas: false)
        #expect(r.passed, "\(r.failures.map(\.title)) \(r.runError?.description ?? "")")
    }

    @Test func swiftUIWithoutInCannotHaveAUIKitRoot() {
        let yaml = """
        views:
          - { id: box, frame: [0, 0, 10, 10] }
        swiftui:
          rootView: {Text: "Hi"}
        script: []
        """
        #expect(errors(yaml) == ["t.yaml:4:3: swiftui: without 'in:' the SwiftUI view is the whole screen, so the scenario has no 'views'; to show it inside a UIKit view, give that view's id as in:"])
    }

    @Test func identifiersAreUniqueInTheTree() {
        let yaml = """
        swiftui:
          rootView:
            VStack: {}
            content:
              - Text: "a"
                modifiers: [{accessibilityIdentifier: label}]
              - Text: "b"
                modifiers: [{accessibilityIdentifier: label}]
        script: []
        """
        #expect(errors(yaml) == ["t.yaml:7:9: swiftui: accessibilityIdentifier 'label' is already used by the Text at line 5; scripts and traces name views by it, so each is unique"])
    }

    @Test func anUnknownViewOrModifierIsAPositionedErrorWithASuggestion() {
        let yaml = """
        swiftui:
          rootView:
            VStak: {}
            modifiers:
              - fram: {height: 10}
        script: []
        """
        let e = errors(yaml)
        #expect(e.count == 1)
        #expect(e.first?.hasPrefix("t.yaml:3:5: swiftui.rootView: unknown key 'VStak' in a SwiftUI view (Text, Image, Color, Rectangle, …) (did you mean 'VStack'?)") == true)
    }

    @Test func contentOnAViewThatTakesNoneIsAnError() {
        let yaml = """
        swiftui:
          rootView:
            Text: "Hi"
            content:
              - Color: red
        script: []
        """
        #expect(errors(yaml) == ["t.yaml:5:7: swiftui.rootView.content: Text takes no content; content: is for VStack, HStack, ZStack, ForEach, ScrollView, Button, Toggle, List, TabView, NavigationStack, NavigationLink, GeometryReader, LazyVStack and LazyHStack"])
    }

    @Test func whyViewSaysTheScrollViewsPanStoppedTheDragOnIOS17() throws {
        let s = Self.on(try Self.example("swiftui01-drag-in-scroll-view.yaml"), .iOS17)
        let text = try SwiftUIWhy.explain(s, view: "row3")
        #expect(text.contains("• row3.drag (gesture) — .gesture(DragGesture(minimumDistance: 10)) on row3"))
        #expect(text.contains("✗ never fired"))
        #expect(text.contains("SwiftUIDecisions SU4"))
    }

    @Test func whyViewSaysTheRowsDragFiredOnIOS18() throws {
        let text = try SwiftUIWhy.explain(try Self.example("swiftui01-drag-in-scroll-view.yaml"), view: "row3")
        #expect(text.contains("✓ fired once"))
        #expect(text.contains("and it kept feed from scrolling: feed.pan failed at 16.7ms, excluded by it"))
    }

    @Test func whyViewSaysTheHeartsTapWentFirstOnIOS17() throws {
        let s = Self.on(try Self.example("swiftui02-child-and-parent-tap.yaml"), .iOS17)
        let text = try SwiftUIWhy.explain(s, view: "heart")
        #expect(text.contains("• card.tap (onTapGesture) — .onTapGesture { … } on card, around heart"))
        #expect(text.contains("✗ never fired: failed at 80ms because heart.tap (simultaneousGesture) won: heart is inside card, and with `onTapGesture` the gestures inside a view go first"))
    }

    @Test func whyViewSaysAnUnknownIdentifierWithASuggestion() throws {
        #expect(throws: ScenarioError.self) { try SwiftUIWhy.explain(try Self.example("swiftui01-drag-in-scroll-view.yaml"), view: "rowX") }
    }

    @Test func everyViewKindModifierAndGestureOfTheFileIsInTheSchema() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/scenario.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        func keys(_ name: String) -> Set<String> {
            Set((((defs[name] as? [String: Any])?["properties"]) as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(keys("swiftuiView") == Set(SwiftUIViewKind.all.map(\.name) + ["content", "modifiers"]))
        #expect(keys("swiftuiModifier") == Set(SwiftUIModifierKind.all.map(\.name)))
        #expect(keys("swiftuiGesture") == Set(SwiftUIGestureKind.all.map(\.name) + ["including"]))
    }
}

/// The limits of a `swiftui:` tree (RobustnessDecisions R28, R30).
@Suite struct SwiftUIScenarioLimitsTests {
    @Test func aForEachOfMoreThanAThousandIsRefused() {
        let yaml = """
        swiftui:
          rootView:
            ForEach: 1001
            content: [{Color: red}]
        script: []
        """
        #expect(errors(yaml) == ["t.yaml:3:14: swiftui.rootView.ForEach: 1001 is more than 1000; expected a whole number from 0 to 1000"])
    }

    @Test func nestedForEachesBeyondTenThousandViewsAreRefused() {
        let yaml = """
        swiftui:
          rootView:
            ForEach: 1000
            content:
              - ForEach: 1000
                content: [{Color: red}]
        script: []
        """
        let e = errors(yaml)
        #expect(e == ["t.yaml:3:14: swiftui.rootView.ForEach: ForEach of 1000 copies of 1001 view(s) makes more than 10000 SwiftUI views; a scenario's screen needs far fewer, so it is refused"])
    }

    @Test func argumentsOutsideTheirDomainArePositionedErrors() {
        let yaml = """
        swiftui:
          rootView:
            Color: red
            modifiers:
              - frame: {height: -1}
              - opacity: 2
              - onLongPressGesture: {minimumDuration: 100}
              - offset: {x: 1e9}
        script: []
        """
        #expect(errors(yaml) == [
            "t.yaml:5:25: swiftui.rootView.modifiers[0].frame.height: -1 is negative; expected a length ≥ 0 in points",
            "t.yaml:6:18: swiftui.rootView.modifiers[1].opacity: 2 is more than 1; expected a number from 0 to 1",
            "t.yaml:7:47: swiftui.rootView.modifiers[2].onLongPressGesture.minimumDuration: 100 s is too long; expected at most 60 s",
            "t.yaml:8:21: swiftui.rootView.modifiers[3].offset.x: 1000000000 is out of range; expected an offset in points between -100,000 and 100,000 pt",
        ])
    }

    @Test func aTreeNestedBeyondTheFilesLimitIsTheNestingError() {
        var yaml = "swiftui:\n  rootView:\n"
        var indent = "    "
        for _ in 0..<40 {
            yaml += "\(indent)VStack: {}\n\(indent)content:\n\(indent)  - "
            indent += "    "
            yaml += "\n"
        }
        yaml += "\(indent)Color: red\nscript: []\n"
        let e = errors(yaml)
        #expect(e.count == 1)
        #expect(e.first?.contains("nesting deeper than 64 levels") == true)
    }
}
