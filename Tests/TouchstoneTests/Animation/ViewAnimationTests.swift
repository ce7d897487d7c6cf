import Foundation
import Testing
@testable import Touchstone

/// `UIView.animate(withDuration:delay:options:animations:completion:)` and touches (UIKitPiecesDecisions K1–K3).
@Suite("View animations and touches")
struct ViewAnimationTests {
    /// A button-like view at (0,100) moved to (0,400) over 0.5 s; `back` lies under both places.
    private func scene() -> (Device, LoggingView, LoggingView) {
        let back = LoggingView("back", frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let moving = LoggingView("moving", frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let (device, _) = makeScene { $0.addSubview(back); $0.addSubview(moving) }
        return (device, back, moving)
    }

    @Test func anAnimatingViewIgnoresTouchesUntilTheAnimationEndsWithoutAllowUserInteraction() throws {
        let (device, back, moving) = scene()
        var done: [String] = []
        UIView.animate(withDuration: 0.5, animations: { moving.center.y = 450 },
                       completion: { finished in done.append("completion(\(finished))@\(Int((device.clock.now * 1000).rounded()))") })
        try device.tap(at: CGPoint(x: 100, y: 450))
        #expect(moving.log.isEmpty)
        #expect(back.log == ["touchesBegan", "touchesEnded"])
        try device.advance(by: 0.5)
        #expect(done.count == 1 && done[0].hasPrefix("completion(true)@"))
        try device.tap(at: CGPoint(x: 100, y: 450))
        #expect(moving.log == ["touchesBegan", "touchesEnded"])
        #expect(device.lines(.lifecycle).contains("moving animation began (0.50 s, touches ignored)"))
        #expect(device.lines(.lifecycle).contains("moving animation ended"))
    }

    @Test func withAllowUserInteractionTheFinalFrameIsHitDuringTheAnimation() throws {
        let (device, back, moving) = scene()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.allowUserInteraction],
                       animations: { moving.center.y = 450 })
        // The old place, where the view is drawn at first, is no longer the view's.
        try device.tap(at: CGPoint(x: 100, y: 150))
        #expect(moving.log.isEmpty)
        #expect(back.log == ["touchesBegan", "touchesEnded"])
        try device.tap(at: CGPoint(x: 100, y: 450))
        #expect(moving.log == ["touchesBegan", "touchesEnded"])
    }

    @Test func aTapRecognizerOnAnAnimatingViewNeverSeesTheTouchAndTheOneBehindFires() throws {
        let (device, back, moving) = scene()
        let log = ActionLog(device)
        let front = UITapGestureRecognizer(); moving.addGestureRecognizer(front); log.attach(front, as: "frontTap")
        let behind = UITapGestureRecognizer(); back.addGestureRecognizer(behind); log.attach(behind, as: "backTap")
        UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: { moving.alpha = 0.5 })
        try device.tap(at: CGPoint(x: 100, y: 150))        // during the delay: already ignored
        try device.advance(by: 0.6)
        try device.tap(at: CGPoint(x: 100, y: 150))
        #expect(log.entries.count == 2)
        #expect(log.entries[0].hasPrefix("backTap@"))
        #expect(log.entries[1].hasPrefix("frontTap@"))
    }

    @Test func aBlockThatChangesNoViewInAWindowCompletesAtOnceAndBadTimesCountAsZero() throws {
        let (device, _, moving) = scene()
        var order: [String] = []
        let loose = UIView(frame: .zero)
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { _ in order.append("loose") })
        order.append("returned")
        UIView.animate(withDuration: .nan, delay: -3, options: [], animations: { moving.alpha = 0.5 },
                       completion: { _ in order.append("nan") })
        try device.advance(by: 0.001)
        #expect(order == ["loose", "returned", "nan"])
        try device.tap(at: CGPoint(x: 100, y: 150))
        #expect(moving.log == ["touchesBegan", "touchesEnded"])
    }

    /// The hit line says which views the point fell on but hit-testing passed over because an
    /// animation keeps touches from them, in the animation line's words; once it ends, nothing
    /// is skipped.
    @Test func theHitLineNamesTheAnimatingViewItSkipped() throws {
        let (device, _, moving) = scene()
        UIView.animate(withDuration: 0.5, animations: { moving.center.y = 450 })
        try device.tap(at: CGPoint(x: 100, y: 450))
        try device.advance(by: 0.5)
        try device.tap(at: CGPoint(x: 100, y: 450))
        #expect(device.trace.entries(of: "back", kinds: [.hitTest]).map { $0.cause ?? "" }
                == ["hit-test path UIWindow › root › back; skipped moving (animating, touches ignored)"])
        #expect(device.trace.entries(of: "moving", kinds: [.hitTest]).map { $0.cause ?? "" }
                == ["hit-test path UIWindow › root › moving"])
    }

    /// Only views hit-testing tried are named: an animating view behind the one that answered
    /// was never tried, so the hit line on the front view names nothing.
    @Test func anAnimatingViewBehindTheOneThatAnsweredIsNotNamed() throws {
        let (device, back, _) = scene()
        UIView.animate(withDuration: 0.5, animations: { back.alpha = 0.5 })
        try device.tap(at: CGPoint(x: 100, y: 150))
        try device.tap(at: CGPoint(x: 100, y: 450))
        #expect(device.trace.entries(of: "moving", kinds: [.hitTest]).map { $0.cause ?? "" }
                == ["hit-test path UIWindow › root › moving"])
        #expect(device.trace.entries(of: "root", kinds: [.hitTest]).map { $0.cause ?? "" }
                == ["hit-test path UIWindow › root; skipped back (animating, touches ignored)"])
    }

    /// A window fading in ignores touches like any animating view; no window answers, and the
    /// hit line names the window that was passed over.
    @Test func aFadingWindowIsNamedWhenNothingAnswers() throws {
        let (device, back, _) = scene()
        let window = try #require(back.window)
        UIView.animate(withDuration: 0.5, animations: { window.alpha = 0.9 })
        try device.tap(at: CGPoint(x: 100, y: 450))
        #expect(device.trace.entries(of: "nothing", kinds: [.hitTest]).map { $0.cause ?? "" }
                == ["no view accepted the point; skipped \(window.traceName) (animating, touches ignored)"])
    }
}
