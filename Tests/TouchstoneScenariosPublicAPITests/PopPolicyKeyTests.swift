import Foundation
import Testing
import Touchstone
import TouchstoneScenarios

/// A navigation controller's `popPolicy:` names the back-swipe rule it selects; the names it had
/// before, `iOS18` and `legacy`, still read (ProfileDecisions V21).
@Suite("The popPolicy key of a navigation controller")
struct PopPolicyKeyTests {
    /// Two screens (so the back swipe may run) on the newest profile, and a drag that starts
    /// 100 pt from the left edge: inside the left half, outside the 13 pt edge band.
    static func scene(_ policy: String) -> String {
        """
        ios: "18"
        navigation:
          id: nav
          popPolicy: \(policy)
          stack:
            - { id: home }
            - { id: detail }
        script:
          - drag: { from: [100, 400], to: [300, 400], duration: 200ms }

        """
    }

    @Test(arguments: [("backSwipeBeatsScrollView", InteractivePopPolicy.backSwipeBeatsScrollView),
                      ("scrollViewBeatsBackSwipe", .scrollViewBeatsBackSwipe),
                      ("iOS18", .backSwipeBeatsScrollView), ("legacy", .scrollViewBeatsBackSwipe)])
    func eachNameSelectsItsPolicy(_ name: String, _ policy: InteractivePopPolicy) throws {
        let scenario = try ScenarioParser.parse(Self.scene(name), file: "t.yaml")
        #expect(scenario.navigation?.popPolicy == policy)
    }

    @Test func scrollViewBeatsBackSwipeHoldsATouchInTheLeftHalfOnTheNewestProfile() throws {
        let held = ScenarioRunner.run(try ScenarioParser.parse(Self.scene("scrollViewBeatsBackSwipe"), file: "t.yaml"))
        let released = ScenarioRunner.run(try ScenarioParser.parse(Self.scene("backSwipeBeatsScrollView"), file: "t.yaml"))
        let failure = "moved 15 pt from x = 100, outside the 13 pt edge band (legacy policy)"
        #expect(held.entries.contains { $0.subject == "nav.pop" && $0.cause == failure })
        #expect(!released.entries.contains { $0.cause == failure })
    }

    @Test func anUnknownPolicyIsRefusedWithTheCurrentNames() {
        do {
            _ = try ScenarioParser.parse(Self.scene("modern"), file: "t.yaml")
            Issue.record("parsed")
        } catch let e as ScenarioErrors {
            let message = e.errors.map(\.description).joined(separator: "\n")
            #expect(message.contains("unknown pop policy 'modern'; expected one of: backSwipeBeatsScrollView, scrollViewBeatsBackSwipe"), "\(message)")
        } catch {
            Issue.record("\(error)")
        }
    }
}
