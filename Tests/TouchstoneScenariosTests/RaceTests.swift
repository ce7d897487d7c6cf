import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// The races of issue 35, each tied to the seed post whose words it shows: varied 400 times from
/// seed 1, both outcomes occur and one dominates, as the posts describe (HumanGestureDecisions HG10, HG11).
/// The shares are asserted exactly: they change only when the input model or a rule changes.
@Suite("Races from the seed posts, across natural variations")
struct RaceTests {
    private func shares(_ name: String, runs: Int = 400) throws -> [String] {
        let file = (examplesFolder as NSString).appendingPathComponent(name)
        let s = try GestureVariation.varied(try ScenarioParser.parse(file: file))
        return GestureVariation.vary(s, runs: runs, seed: 1, threads: 2).shares.map { "\($0.runs) \($0.outcome) — seed \($0.seed)" }
    }

    /// Seed 003, situation 2: "在快速拖动小球时可能会触发轻扫手势" (a fast drag of the ball may fire the
    /// swipe). The ball's pan wins whenever the finger lands on the ball (V6); the swipe fires when
    /// a fast drag lands just beside a small ball.
    @Test("seed 003 「快速拖动小球时可能会触发轻扫手势」: a fast drag of a small ball sometimes fires the parent's swipe")
    func seed003FastDragOfASmallBallSometimesFiresTheParentsSwipe() throws {
        #expect(try shares("race01-small-ball-fast-drag.yaml") == ["387 ballPan — seed 1", "13 boardSwipe — seed 38"])
    }

    /// Seed 001: the back swipe against a horizontal scroll view. On iOS 18 the back swipe owns a
    /// 13 pt band: it wins when the finger lands in it, the gallery when it lands past it.
    @Test("seed 001 「侧滑返回和UIScrollView」: a back swipe over a carousel usually goes back, sometimes scrolls")
    func seed001BackSwipeOverACarouselSometimesScrolls() throws {
        #expect(try shares("race02-back-swipe-vs-carousel.yaml") == ["387 nav.pop; top: list — seed 1", "13 gallery.pan; top: detail — seed 7"])
    }

    /// Seed 004 (iOS 12): "拖了下,發現居然會一直來回跳動" (dragged, it keeps jumping back and forth).
    /// A back-and-forth drag near the flip point sends valueChanged once in most drags and three
    /// times in many: whether the way back travels the 25 pt of the switch's rule (D15) depends on
    /// where the samples fall.
    @Test("seed 004 「一直來回跳動」: a back-and-forth drag of the iOS 12 switch often flips it three times")
    func seed004JitteryDragOfTheSwitchKeepsJumpingInManyDrags() throws {
        #expect(try shares("race03-switch-jittery-drag.yaml") == [
            "234 toggle.pan; toggle touchDown, touchCancel, valueChanged, primaryActionTriggered — seed 1",
            "127 toggle.pan; toggle touchDown, touchCancel, valueChanged ×3, primaryActionTriggered — seed 3",
            "21 toggle.pan; toggle touchDown, touchCancel, valueChanged ×2, primaryActionTriggered — seed 6",
            "18 nothing fired — seed 62",
        ])
    }

    /// On iOS 13, the post's version, the gallery wins every natural back swipe (legacy policy, V1).
    @Test func seed001OnItsPostsVersionTheGalleryWinsEveryNaturalBackSwipe() throws {
        let file = (examplesFolder as NSString).appendingPathComponent("race02-back-swipe-vs-carousel.yaml")
        var s = try GestureVariation.varied(try ScenarioParser.parse(file: file))
        s.device.profile = .iOS13
        let report = GestureVariation.vary(s, runs: 100, seed: 1, threads: 2)
        #expect(report.shares.map(\.outcome.description) == ["gallery.pan; top: detail"])
    }
}
