import Foundation
import Testing
@testable import Touchstone

/// The arbiter and the device reuse their per-event sets and arrays (Sources/Touchstone/Touchstone.docc/Performance.md,
/// PerformanceDecisions F3). A client that keeps what it was handed must never see it change, and a
/// turn started from inside another turn must not disturb the outer one's buffers.
@Suite("Performance: reused per-event buffers stay invisible")
struct BufferReuseTests {
    /// A view that keeps every set its `touches…` methods receive.
    final class KeepingView: UIView {
        var kept: [(String, Set<UITouch>)] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { kept.append(("began", t)) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { kept.append(("moved", t)) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { kept.append(("ended", t)) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { kept.append(("cancelled", t)) }
    }

    /// A recogniser that keeps the sets it receives and never leaves `.possible` on its own.
    final class KeepingRecognizer: UIGestureRecognizer {
        var kept: [Set<UITouch>] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { kept.append(t) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { kept.append(t) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { kept.append(t) }
    }

    @Test func setsKeptByViewsAndRecognizersDoNotChangeAfterLaterEvents() throws {
        let view = KeepingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.isMultipleTouchEnabled = true
        let recognizer = KeepingRecognizer()
        recognizer.delaysTouchesEnded = false  // every phase reaches the view in its own turn
        view.addGestureRecognizer(recognizer)
        let (device, _) = makeScene { $0.addSubview(view) }
        try device.touchDown(id: 0, at: pt(100, 100))
        try device.touchDown(id: 1, at: pt(200, 200))
        try device.touchMove(id: 0, to: pt(110, 100))
        try device.send([.move(id: 0, to: pt(120, 100)), .move(id: 1, to: pt(210, 200))])
        try device.touchUp(id: 1)
        try device.touchUp(id: 0)

        let fingers = view.kept.map { entry in (entry.0, entry.1.map(\.fingerID).sorted()) }
        #expect(fingers.map(\.0) == ["began", "began", "moved", "moved", "ended", "ended"])
        #expect(fingers.map(\.1) == [[0], [1], [0], [0, 1], [1], [0]])
        #expect(recognizer.kept.map { $0.map(\.fingerID).sorted() } == [[0], [1], [0], [0, 1], [1], [0]])
    }

    /// One-touch sets are cached per touch and refilled for later touches (PerformanceDecisions F8): a set
    /// a client kept must still hold its own touch after many more touches came and went.
    @Test func oneTouchSetsKeptAcrossManyLaterTouchesKeepTheirTouch() throws {
        let view = KeepingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let recognizer = KeepingRecognizer()
        view.addGestureRecognizer(recognizer)
        let (device, _) = makeScene { $0.addSubview(view) }
        for finger in 0..<10 {
            try device.touchDown(id: finger, at: pt(100, 100))
            try device.touchMove(id: finger, to: pt(101, 100))
            try device.touchUp(id: finger)
        }
        let expected = (0..<10).flatMap { [[$0], [$0], [$0]] }
        #expect(view.kept.map { $0.1.map(\.fingerID) } == expected)
        #expect(recognizer.kept.map { $0.map(\.fingerID) } == expected)
        #expect(view.kept.allSatisfy { $0.1.count == 1 })
    }

    /// A one-touch turn fetches its touch's set once and hands it to every recogniser of the touch
    /// (PerformanceDecisions F37): each gets exactly that touch, every phase, in engagement order, and
    /// what each kept still holds its own touch after later touches refilled the cache.
    @Test func everyRecognizerOfAOneTouchTurnGetsThatTouchsSet() throws {
        let view = KeepingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = KeepingRecognizer(), second = KeepingRecognizer(), outer = KeepingRecognizer()
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        let (device, root) = makeScene { $0.addSubview(view) }
        root.addGestureRecognizer(outer)
        for finger in 0..<6 {
            try device.touchDown(id: finger, at: pt(100, 100))
            try device.touchMove(id: finger, to: pt(101, 100))
            try device.touchUp(id: finger)
        }
        let expected = (0..<6).flatMap { [[$0], [$0], [$0]] }
        for r in [first, second, outer] {
            #expect(r.kept.map { $0.map(\.fingerID) } == expected)
            #expect(r.kept.allSatisfy { $0.count == 1 })
        }
        #expect(view.kept.map { $0.1.map(\.fingerID) } == expected)
    }

    /// Causes are worded for the trace only (PerformanceDecisions F7): with the trace off a recogniser's
    /// `lastTransitionCause` stays `nil`; with it on, it holds the words of the trace line.
    /// The one-touch shortcuts of round 18 (PerformanceDecisions F34) give the loop's value bit for
    /// bit: the loop sums from +0, so a location of −0 comes out +0, and so does the shortcut.
    @Test func oneTouchCentroidsAreTheLoopsSumBitForBit() {
        let t = UITouch(fingerID: 0, location: CGPoint(x: -0.0, y: 3.25), timestamp: 0, window: nil)
        let c = centroid(of: [t])
        #expect(c.x == 0 && c.x.sign == .plus && c.y == 3.25)
        #expect(centroid([CGPoint(x: -0.0, y: 3.25)]).x.sign == .plus)
        let r = UIGestureRecognizer()
        r.trackedTouches = [t]
        #expect(r.trackedCentroid.x.sign == .plus && r.trackedCentroid.y == 3.25)
        let u = UITouch(fingerID: 1, location: CGPoint(x: 1, y: 1), timestamp: 0, window: nil)
        r.trackedTouches = [t, u]
        #expect(r.trackedCentroid == centroid(of: [t, u]) && r.trackedCentroid == CGPoint(x: 0.5, y: 2.125))
    }

    /// The newest touch's set is answered from the cache's own fields (round 18): asking again for
    /// an older touch, or for the newest after it, still gives each its own one-touch set.
    @Test func theOneTouchSetCacheAnswersEachTouchWithItsOwnSet() {
        let cache = SingleTouchSets()
        let touches = (0..<7).map { UITouch(fingerID: $0, location: .zero, timestamp: 0, window: nil) }
        var kept: [Set<UITouch>] = []
        for (i, t) in touches.enumerated() {
            kept.append(cache.set(for: t))
            #expect(cache.set(for: t) == [t])
            if i > 0 { #expect(cache.set(for: touches[i - 1]) == [touches[i - 1]]) }
            #expect(cache.set(for: t) == [t])
        }
        #expect(kept == touches.map { [$0] })
    }

    @Test func transitionCausesAreKeptOnlyWhileTheTraceIsOn() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tap = UITapGestureRecognizer()
        var causes: [String?] = []
        tap.addHandler { causes.append($0.lastTransitionCause) }
        view.addGestureRecognizer(tap)
        let (device, _) = makeScene { $0.addSubview(view) }
        try device.tap(at: pt(100, 100))
        device.trace.isEnabled = false
        try device.advance(by: 1)
        try device.tap(at: pt(100, 100))
        #expect(causes == ["1st tap up", nil])
    }

    @Test func aTurnStartedFromAnActionLeavesTheOuterTurnIntact() throws {
        var innerSent = false
        var device: Device!
        let target = LoggingView("target", frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let other = LoggingView("other", frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        let tap = UITapGestureRecognizer { _ in
            guard !innerSent else { return }
            innerSent = true
            // A second finger arrives from inside the first one's action.
            try? device.touchDown(id: 1, at: pt(100, 600))
        }
        tap.cancelsTouchesInView = false
        target.addGestureRecognizer(tap)
        let scene = makeScene { $0.addSubview(target); $0.addSubview(other) }
        device = scene.0
        try device.touchDown(id: 0, at: pt(100, 100))
        try device.touchUp(id: 0)
        try device.touchUp(id: 1)
        #expect(innerSent)
        #expect(target.log == ["touchesBegan", "touchesEnded"])
        #expect(other.log == ["touchesBegan", "touchesEnded"])
        #expect(device.activeTouches.isEmpty)
        #expect(device.lines(.error).isEmpty)
    }
}
