import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// The gesture doctor on SwiftUI scenes (issue 36; DoctorDecisions DR15–DR18).
@Suite struct SwiftUIDoctorTests {
    static func report(_ s: Scenario) throws -> DoctorReport { try GestureDoctor.diagnose(s, options: .init(threads: 2)) }

    static func summary(_ r: DoctorReport) -> [String] {
        r.findings.map { f in
            "\(f.severity.rawValue) \(f.kind.rawValue) \(f.subjects.joined(separator: ",")) → "
                + f.fixes.map { "\($0.kind)\($0.verified ? "" : " (unverified)")" }.joined(separator: ", ")
        }
    }

    @Test func theDragInScrollViewExampleGetsSimultaneousGestureVerified() throws {
        let s = try SwiftUIScenarioTests.example("swiftui01-drag-in-scroll-view.yaml")
        let r = try Self.report(s)
        #expect(Self.summary(r) == ["problem shadowed feed.pan,row0.drag (gesture) → simultaneousGesture, minimumDistance"])
        let f = try #require(r.findings.first)
        #expect(f.alike.count == 9)
        #expect(f.fixes.first?.summary == "row{n}: .simultaneousGesture(DragGesture(minimumDistance: 10)) instead of .gesture(DragGesture(minimumDistance: 10))")
    }

    @Test func theSimultaneousFixIsReportedNotToHoldOnIOS26() throws {
        let r = try Self.report(try SwiftUIScenarioTests.example("swiftui01-drag-in-scroll-view.yaml"))
        let versions = try #require(r.findings.first?.fixes.first?.versions)
        #expect(versions.map { String($0.prefix(while: { $0 != "✓" && $0 != "✗" })) + ($0.contains("✓") ? "✓" : "✗") }
                == ["iOS 17 ✓", "iOS 18 (SDK 17) ✓", "iOS 18 ✓", "iOS 26 ✗"])
    }

    @Test func onIOS17TheDragInScrollViewIsANoteWithoutFixes() throws {
        let s = SwiftUIScenarioTests.on(try SwiftUIScenarioTests.example("swiftui01-drag-in-scroll-view.yaml"), .iOS17)
        let r = try Self.report(s)
        #expect(Self.summary(r) == ["note shadowed row0.drag (gesture),feed.pan → "])
        #expect(r.problems.isEmpty)
    }

    @Test func theChildAndParentTapExampleGetsOneTapOnEveryVersion() throws {
        let r = try Self.report(try SwiftUIScenarioTests.example("swiftui02-child-and-parent-tap.yaml"))
        #expect(Self.summary(r) == ["problem firedTogether heart.tap (simultaneousGesture),card.tap (onTapGesture) → gesture, GestureMask, highPriorityGesture (unverified)"])
        let f = try #require(r.findings.first)
        #expect(f.summary == "a tap on heart fires both heart.tap (simultaneousGesture) and card.tap (onTapGesture) (iOS 18); per version: iOS 17: heart's alone; iOS 18 (SDK 17): heart's alone; iOS 18: both fire; iOS 26: heart's alone")
        #expect(f.cause.contains("SwiftUIDecisions SU3, SU19"))
        // The card's highPriorityGesture does not stop an inner simultaneous tap on iOS 18 (SU3).
        #expect(f.fixes.last?.versions == ["iOS 17 ✓ card's alone", "iOS 18 (SDK 17) ✓ card's alone", "iOS 18 ✗ both fire", "iOS 26 ✓ card's alone"])
        #expect(r.text.contains("fix 3 (highPriorityGesture, not verified: fails on iOS 18): card: .highPriorityGesture(TapGesture()) instead of .onTapGesture { … }"))
    }

    @Test func aSingleTapDeclaredBeforeADoubleIsFixedByTheirOrder() throws {
        // Before iOS 18 (or linked before its SDK) the order of the modifiers decides (SU36).
        let s = try parse("""
        ios: "17"
        swiftui:
          rootView:
            Color: green
            modifiers:
              - frame: {width: 200, height: 200}
              - accessibilityIdentifier: photo
              - onTapGesture: {}
              - onTapGesture: {count: 2}
        script: []
        """)
        let r = try Self.report(s)
        #expect(Self.summary(r) == ["problem neverFires photo.doubleTap (onTapGesture),photo.tap (onTapGesture) → order"])
        let fix = try #require(r.findings.first?.fixes.first)
        #expect(fix.summary == "photo: declare .onTapGesture(count: 2) { … } before the single tap")
    }

    @Test func onIOS18LinkedOn18ASingleTapDeclaredFirstIsNoProblemButANote() throws {
        // SwiftUIDecisions SU36: the single tap waits for the double whatever the order.
        let s = try parse("""
        ios: "18"
        swiftui:
          rootView:
            Color: green
            modifiers:
              - frame: {width: 200, height: 200}
              - accessibilityIdentifier: photo
              - onTapGesture: {}
              - onTapGesture: {count: 2}
        script: []
        """)
        let r = try Self.report(s)
        // No problem: both taps can fire; the single tap's wait is a note (DoctorDecisions DR22).
        #expect(Self.summary(r) == ["note delaysTouches photo.tap (onTapGesture),photo.doubleTap (onTapGesture) → "])
    }

    @Test func aDoubleTapDeclaredFirstMakesTheSingleWaitANote() throws {
        let s = try parse("""
        ios: "17"
        swiftui:
          rootView:
            Color: green
            modifiers:
              - frame: {width: 200, height: 200}
              - accessibilityIdentifier: photo
              - onTapGesture: {count: 2}
              - onTapGesture: {}
        script: []
        """)
        let r = try Self.report(s)
        #expect(Self.summary(r) == ["note delaysTouches photo.tap (onTapGesture),photo.doubleTap (onTapGesture) → "])
    }

    @Test func theDoctorsTextShowsSwiftUIFixesPerVersion() throws {
        let text = try Self.report(try SwiftUIScenarioTests.example("swiftui02-child-and-parent-tap.yaml")).text
        #expect(text.contains("per iOS: iOS 17 ✓"))
        #expect(text.contains("Swift:\n       .gesture(TapGesture())   // was .simultaneousGesture(TapGesture())"))
    }
}
