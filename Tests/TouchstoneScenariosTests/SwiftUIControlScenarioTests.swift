import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// The controls of a `swiftui:` tree — `Toggle`, `Slider`, `List`, `TabView` and the
/// `buttonStyle`/`tabViewStyle` modifiers — and the trace lines their bindings and actions write
/// (ScenarioDecisions X22, X23; SwiftUIDecisions SU24).
extension SwiftUIScenarioTests {
    @Test func aToggleTappedOnItsSwitchFlipsOnceAndATapOnItsLabelDoesNot() throws {
        let yaml = """
        ios: "17"
        swiftui:
          rootView:
            Toggle: {isOn: false}
            content:
              - Text: "Wi-Fi"
            modifiers:
              - frame: {height: 44}
              - accessibilityIdentifier: wifi
        script:
          - tap: [364, 422]
          - tap: wifi
        expect:
          - fires: "wifi (Toggle) isOn true"
            count: 1
        """
        let s = try parse(yaml)
        #expect(Self.callbacks(s) == ["wifi (Toggle) isOn true"])
        #expect(ScenarioRunner.run(s, tappableAreas: false).passed)
        // Each tap alone: the switch's flips it, the label's (the toggle's centre) does not (SU24).
        var onSwitch = s, onLabel = s
        onSwitch.script = [s.script[0]]
        onLabel.script = [s.script[1]]
        #expect(Self.callbacks(onSwitch) == ["wifi (Toggle) isOn true"])
        #expect(Self.callbacks(onLabel) == [])
    }

    @Test func aTapOnAListRowFiresBothDefaultStyleButtonsAndWithBorderlessOnlyTheTappedOne() throws {
        let s = try Self.example("swiftui03-list-row-buttons.yaml")
        #expect(ScenarioRunner.run(s, tappableAreas: false).passed)
        #expect(Self.callbacks(s) == ["save button (Button) action", "share button (Button) action"])
        let text = try String(contentsOfFile: (examplesFolder as NSString).appendingPathComponent("swiftui03-list-row-buttons.yaml"), encoding: .utf8)
        let fixed = text.replacingOccurrences(of: "    List: {}\n", with: "    List: {}\n    modifiers:\n      - buttonStyle: borderless\n")
        #expect(fixed != text)
        #expect(Self.callbacks(try ScenarioParser.parse(fixed, file: "fixed.yaml")) == ["share button (Button) action"])
    }

    @Test func aPageTabViewSwipedLeftTurnsToTheNextPage() throws {
        let yaml = """
        ios: "17"
        swiftui:
          rootView:
            TabView: {}
            modifiers:
              - tabViewStyle: page
              - accessibilityIdentifier: pager
            content:
              - Color: red
              - Color: green
              - Color: blue
        script:
          - drag: {from: [350, 422], by: [-300, 0]}
        expect:
          - fires: "pager (TabView) selection 1"
        """
        let s = try parse(yaml)
        #expect(Self.callbacks(s) == ["pager (TabView) selection 1"])
    }

    @Test func withoutThePageStyleATabViewShowsItsFirstViewAndASwipeTurnsNothing() throws {
        let yaml = """
        swiftui:
          rootView:
            TabView: {}
            modifiers:
              - accessibilityIdentifier: pager
            content:
              - Color: red
              - Color: green
        script:
          - drag: {from: [350, 422], by: [-300, 0]}
        """
        #expect(Self.callbacks(try parse(yaml)) == [])
    }

    @Test func aSliderDraggedWritesEachValueItReaches() throws {
        let yaml = """
        ios: "17"
        swiftui:
          rootView:
            Slider: {value: 0, in: [0, 10], step: 5}
            modifiers:
              - frame: {width: 200}
              - accessibilityIdentifier: volume
        script:
          - drag: {from: [95, 422], by: [200, 0]}
        """
        #expect(Self.callbacks(try parse(yaml)) == ["volume (Slider) value 5", "volume (Slider) value 10"])
    }

    @Test func aNavigationLinkTappedPushesItsDestination() throws {
        let yaml = """
        ios: "17"
        swiftui:
          rootView:
            NavigationStack: {}
            content:
              - NavigationLink: {destination: {Text: "Detail"}}
                content:
                  - Text: "Open"
                modifiers:
                  - accessibilityIdentifier: open
        script:
          - tap: open
        """
        let s = try parse(yaml)
        #expect(Self.callbacks(s) == ["open (NavigationLink) push"])
        #expect(errors("swiftui:\n  rootView:\n    NavigationLink: {}\n    content: [{Text: Open}]\nscript: []\n")
                == ["t.yaml:3:21: swiftui.rootView.NavigationLink: NavigationLink needs destination: (the view it pushes), such as {destination: {Text: \"Detail\"}}, or value: (pushed by the stack's navigationDestination), not both"])
    }

    @Test func aNavigationLinksDestinationCountsTowardsTheTreesLimit() {
        let yaml = """
        swiftui:
          rootView:
            ForEach: 1000
            content:
              - NavigationLink: {destination: {ForEach: 20, content: [{Color: red}]}}
                content: [{Text: Open}]
        script: []
        """
        #expect(errors(yaml) == ["t.yaml:3:14: swiftui.rootView.ForEach: ForEach of 1000 copies of 23 view(s) makes more than 10000 SwiftUI views; a scenario's screen needs far fewer, so it is refused"])
    }

    @Test func badControlValuesArePositionedErrors() {
        let yaml = """
        swiftui:
          rootView:
            VStack: {}
            content:
              - Slider: {value: 1e9, in: [1, 0], step: 0}
              - Slider: {in: [0]}
              - Toggle: {isOn: maybe}
              - Color: red
                modifiers:
                  - buttonStyle: bordred
                  - tabViewStyle: pages
        script: []
        """
        #expect(errors(yaml) == [
            "t.yaml:5:25: swiftui.rootView.content[0].Slider.value: 1000000000 is out of range; expected a number between -1,000,000 and 1,000,000",
            "t.yaml:5:34: swiftui.rootView.content[0].Slider.in: the lower bound 1 is more than the upper bound 0; a ClosedRange needs lowerBound ≤ upperBound",
            "t.yaml:5:48: swiftui.rootView.content[0].Slider.step: 0 is not positive; expected a step > 0",
            "t.yaml:6:22: swiftui.rootView.content[1].Slider.in: 1 number(s); expected a range [lowerBound, upperBound]",
            "t.yaml:7:24: swiftui.rootView.content[2].Toggle.isOn: expected true or false, found 'maybe'",
            // ScenarioDecisions X24: bordered and borderedProminent are styles a file can write.
            "t.yaml:10:26: swiftui.rootView.content[3].modifiers[0].buttonStyle: unknown value 'bordred' (did you mean 'bordered'?); expected one of: automatic, borderless, plain, bordered, borderedProminent",
            "t.yaml:11:27: swiftui.rootView.content[3].modifiers[1].tabViewStyle: unknown value 'pages' (did you mean 'page'?); expected one of: page, automatic",
        ])
    }
}
