import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// `why` warns about zero-sized views that wait for touches (issue 20; LayoutDecisions AL9).
@Suite("why: zero-sized views")
struct ZeroSizedViewWhyTests {
    @Test func aZeroSizedButtonAndRecogniserViewAreNamedWithTheReason() throws {
        let s = try parse("""
        views:
          - id: screen
            frame: [0, 0, 390, 844]
            subviews:
              - { id: send, class: button, frame: [300, 700, 0, 0] }
              - id: avatar
                frame: [20, 100, 48, 0]
                recognizers:
                  - { id: avatarTap, kind: tap }
              - { id: spacer, frame: [0, 0, 0, 0] }
              - { id: card, class: button, frame: [20, 300, 100, 44] }
        script:
          - wait: 10ms
        """)
        let text = try WhyExplainer.explain(s, at: CGPoint(x: 300, y: 700), time: nil)
        #expect(text.contains("""
           Zero-sized views that wait for touches (no touch can land on them; rules H3):
           ⚠ send is 0 × 0 and is a control: its layout never ran (no frame was set, nor a layoutSubviews() that sets one)
           ⚠ avatar is 48 × 0 and has gesture recognisers: its layout never ran (no frame was set, nor a layoutSubviews() that sets one)
        """))
        #expect(!text.contains("spacer is"))
        #expect(!text.contains("card is"))
    }

    @Test func aViewWhoseConstraintsGaveItNoSizeIsBlamedOnThem() throws {
        let s = try parse("""
        views:
          - { id: send, class: button, frame: [300, 700, 0, 0] }
        script:
          - wait: 10ms
        """)
        let scene = try Scene(s)
        let send = try #require(scene.view("send"))
        send.translatesAutoresizingMaskIntoConstraints = false
        #expect(WhyExplainer.zeroSizedTargets(in: scene) == ["send is 0 × 0 and is a control: its constraints gave it no size"])
    }
}
