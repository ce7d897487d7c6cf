import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// The SwiftUI doctor's remedies that are not a gesture modifier's, its wants and its variations
/// (issue 36; DoctorDecisions DR19–DR23).
@Suite struct SwiftUIDoctorRemedyTests {
    static func report(_ s: Scenario, runs: Int = 0) throws -> DoctorReport {
        var o = GestureDoctor.Options(threads: 2)
        o.variations = runs
        return try GestureDoctor.diagnose(s, options: o)
    }

    static let spacerRow = """
    ios: "17"
    swiftui:
      rootView:
        HStack: {}
        modifiers:
          - frame: {height: 44}
          - accessibilityIdentifier: wifiRow
          - onTapGesture: {}
        content:
          - Text: "Wi-Fi"
          - Spacer: {}
          - Text: "On"
    script: []
    """

    @Test func theListRowButtonsExampleGetsBorderlessAndPlainVerified() throws {
        let r = try Self.report(try SwiftUIScenarioTests.example("swiftui03-list-row-buttons.yaml"))
        #expect(SwiftUIDoctorTests.summary(r) == ["problem firedTogether share,save → buttonStyle, buttonStyle"])
        let f = try #require(r.findings.first)
        #expect(f.summary == "a tap on share runs every button of its List row: save, share (iOS 17)")
        #expect(f.fixes.map(\.summary) == ["the HStack of line 14: add .buttonStyle(.borderless)", "the HStack of line 14: add .buttonStyle(.plain)"])
        #expect(f.fixes.first?.versions == ["iOS 17 ✓ a tap on save runs save; a tap on share runs share",
                                            "iOS 18 (SDK 17) ✓ a tap on save runs save; a tap on share runs share",
                                            "iOS 18 ✓ a tap on save runs save; a tap on share runs share",
                                            "iOS 26 ✓ a tap on save runs save; a tap on share runs share"])
        #expect(f.fixes.first?.patch.hasSuffix("  - buttonStyle: borderless   # insert as modifier 1") == true)
    }

    @Test func theBorderlessFixAppliedToTheExampleLeavesNoProblem() throws {
        let s = try parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: examplesFolder + "/swiftui03-list-row-buttons.yaml")), as: UTF8.self)
            .replacingOccurrences(of: "      - HStack: {}\n", with: "      - HStack: {}\n        modifiers:\n          - buttonStyle: bordered\n"))
        #expect(try Self.report(s).findings.isEmpty)
    }

    @Test func aTransparentSpacerGapIsFixedByContentShapeBeforeTheTap() throws {
        let r = try Self.report(try parse(Self.spacerRow))
        #expect(SwiftUIDoctorTests.summary(r) == ["problem unreachable wifiRow.tap (onTapGesture),wifiRow → contentShape"])
        let f = try #require(r.findings.first)
        #expect(f.fixes.first?.summary == "wifiRow: add .contentShape(Rectangle()) before .onTapGesture { … }")
        #expect(f.fixes.first?.versions?.allSatisfy { $0.contains("✓ wifiRow tap (onTapGesture) perform") } == true)
    }

    @Test func aParentsHighPriorityTapThatBlocksTheChildsIsAProblemWithAGestureMaskRemedy() throws {
        let s = try parse("""
        ios: "17"
        swiftui:
          rootView:
            VStack: {spacing: 12}
            modifiers:
              - padding: 16
              - background: {Color: white}
              - accessibilityIdentifier: card
              - highPriorityGesture: {TapGesture: {}}
            content:
              - Text: "Photo of the day"
              - Image: {systemName: heart}
                modifiers:
                  - frame: {width: 44, height: 44}
                  - accessibilityIdentifier: heart
                  - onTapGesture: {}
        script: []
        """)
        let r = try Self.report(s)
        #expect(SwiftUIDoctorTests.summary(r) == ["problem shadowed heart.tap (onTapGesture),card.tap (highPriorityGesture) → gesture, GestureMask (unverified)"])
        let f = try #require(r.findings.first)
        #expect(f.summary == "heart.tap (onTapGesture) never fires: a tap on heart runs card.tap (highPriorityGesture) instead, on every version")
        #expect(f.fixes.last?.summary == "card: .highPriorityGesture(TapGesture(), including: .subviews) instead of .highPriorityGesture(TapGesture())")
        #expect(f.fixes.last?.sideEffects == ["card.tap (highPriorityGesture) is switched off everywhere: give the mask a condition (`including: enabled ? .all : .subviews`)"])
    }

    @Test func theChildAndParentTapExampleAlsoGetsTheParentsGestureMask() throws {
        let r = try Self.report(try SwiftUIScenarioTests.example("swiftui02-child-and-parent-tap.yaml"))
        let f = try #require(r.findings.first)
        #expect(f.fixes.map { "\($0.kind) \($0.verified)" } == ["gesture true", "GestureMask true", "highPriorityGesture false"])
        #expect(f.fixes[1].swift == ".gesture(TapGesture(), including: .gesture)   // was .onTapGesture { … }")
    }

    static let singleFirst = """
    ios: "18"
    swiftui:
      rootView:
        Color: green
        modifiers:
          - frame: {width: 200, height: 200}
          - accessibilityIdentifier: photo
          - onTapGesture: {}
          - onTapGesture: {count: 2}
    script:
      - tap: photo
    """

    @Test func onIOS18LinkedOn18TheSingleTapsWaitIsANoteWithItsDelayAndWhatIOS17Does() throws {
        let r = try Self.report(try parse(Self.singleFirst))
        #expect(SwiftUIDoctorTests.summary(r) == ["note delaysTouches photo.tap (onTapGesture),photo.doubleTap (onTapGesture) → "])
        let f = try #require(r.findings.first)
        #expect(f.summary == "a single tap on photo fires 430 ms after the touch-down, once photo.doubleTap (onTapGesture) has failed: on iOS 18 linked on the iOS 18 SDK a single tap waits for a double tap on the same view whatever their order")
        #expect(f.cause.hasSuffix("here the single declared first: iOS 17: a double tap runs tap fires ×2; iOS 18 (SDK 17): a double tap runs tap fires ×2"))
    }

    @Test func aWantThatTheSingleTapFiresAtOnceMakesTheWaitAProblem() throws {
        let s = try parse(Self.singleFirst + "\nwant:\n  - maxDelay: {finger: 0, nth: 1, to: \"photo tap (onTapGesture) perform\", max: 100ms}\n")
        let r = try Self.report(s)
        #expect(SwiftUIDoctorTests.summary(r) == ["problem delaysTouches photo.tap (onTapGesture),photo.doubleTap (onTapGesture) → "])
        let wants = try #require(r.wants)
        #expect(wants.heldBefore == [false])
        #expect(wants.fixes.first.map { "\($0.kind): \($0.summary)" } == "simultaneousGesture: photo: .simultaneousGesture(TapGesture()) instead of .onTapGesture { … }")
    }

    @Test func wantsThatBothTapsFireMakeTheChildAndParentExampleANote() throws {
        var s = try SwiftUIScenarioTests.example("swiftui02-child-and-parent-tap.yaml")
        s.wants = s.expectations
        let r = try Self.report(s)
        #expect(r.problems.isEmpty)
        #expect(SwiftUIDoctorTests.summary(r) == ["note firedTogether heart.tap (simultaneousGesture),card.tap (onTapGesture) → "])
        #expect(r.wants?.conclusion == "every want already holds on the scene as it is: nothing to fix")
    }

    @Test func aWantForTheCardAloneFindsTheParentsMask() throws {
        let s = try parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: examplesFolder + "/swiftui02-child-and-parent-tap.yaml")), as: UTF8.self)
            + "want:\n  - fires: \"card tap (onTapGesture) perform\"\n  - never: \"heart tap (simultaneousGesture) onEnded\"\n")
        let wants = try #require(try Self.report(s).wants)
        #expect(wants.heldBefore == [true, false])
        #expect(wants.fixes.map(\.kind).first == "GestureMask")
        #expect(wants.fixes.first?.versions == ["iOS 17 ✓", "iOS 18 (SDK 17) ✓", "iOS 18 ✓", "iOS 26 ✓"])
    }

    @Test func runsReportHowOftenTheChildAndParentTapsBothFire() throws {
        let r = try Self.report(try SwiftUIScenarioTests.example("swiftui02-child-and-parent-tap.yaml"), runs: 20)
        let v = try #require(r.findings.first?.variation)
        #expect(v.runs == 20)
        // A person's tap that lands off the 44 pt heart runs the card's alone.
        #expect(v.words == "bites in 80 % of 20 natural variations of its gesture (16), always when the finger lands less than 10 pt from where the gesture aims — seed 1")
    }
}

extension SwiftUIDoctorRemedyTests {
    @Test func everySwiftUIPatchLineReadsBackAsTheSameModifier() throws {
        let s = try parse(Self.spacerRow)
        let ref = try #require(SwiftUIGestureRef.all(in: s.swiftUI!.rootView).first?.ref)
        let masked = SwiftUIFix(ref: ref, modifier: nil, mask: "gesture").changed
        let lines = ["buttonStyle: borderless", "buttonStyle: borderedProminent", "contentShape: Rectangle", SwiftUIGestureRef.yaml(masked)]
        #expect(lines.last == "gesture: {TapGesture: {}, including: gesture}")
        for line in lines {
            let t = try parse("""
            swiftui:
              rootView:
                Color: red
                modifiers:
                  - \(line)
            script: []
            """)
            let m = try #require(t.swiftUI?.rootView.modifiers.first)
            let name = String(line.prefix { $0 != ":" })
            #expect(m.name == name)
            if m.isGestureModifier { #expect(SwiftUIGestureRef.yaml(m) == line) }
            else { #expect(m.arguments.text("_") == String(line.split(separator: " ").last!)) }
        }
    }

    @Test func theWantsSearchTriesAtMost48Remedies() throws {
        let taps = (0..<15).map { _ in "      - onTapGesture: {}" }.joined(separator: "\n")
        let s = try parse("""
        ios: "17"
        swiftui:
          rootView:
            Color: green
            modifiers:
              - frame: {width: 200, height: 200}
              - accessibilityIdentifier: photo
        \(taps)
        script:
          - tap: photo
        want:
          - never: "photo tap (onTapGesture) perform"
        """)
        let wants = try #require(try Self.report(s).wants)
        #expect(wants.tried == SwiftUIDoctor.wantCandidatesAtMost)
        #expect(SwiftUIDoctor.wantCandidatesAtMost == 48)
    }
}

extension SwiftUIDoctorRemedyTests {
    /// A row's drag of minimumDistance 12 in a feed on iOS 18: the exact 200 pt drag crosses 10 pt
    /// (the scroll view's pan) a sample before 12 pt, so the feed scrolls; a person's faster start
    /// crosses both in one sample and the deeper drag takes it (DoctorDecisions DR23).
    @Test func runsFindTheDragThatSometimesStopsTheScrollView() throws {
        let s = try parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: examplesFolder + "/swiftui01-drag-in-scroll-view.yaml")), as: UTF8.self)
            .replacingOccurrences(of: "minimumDistance: 10", with: "minimumDistance: 12"))
        #expect(try Self.report(s).findings.map(\.severity) == [.note])
        let r = try Self.report(s, runs: 30)
        #expect(SwiftUIDoctorTests.summary(r) == ["problem timingDependent feed.pan,row0.drag (gesture) → simultaneousGesture, minimumDistance"])
        let f = try #require(r.findings.first)
        #expect(f.variation?.words == "bites in 50 % of 30 natural variations of its gesture (15) — seed 1")
        #expect(f.fixes.first?.spread?.words == "holds in all 30 natural variations")
    }
}
