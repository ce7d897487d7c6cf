import Foundation
import Testing
@testable import Touchstone

/// Actions and touch handlers that change the scene in the middle of a gesture (GitHub issue 6).
/// Each outcome is documented in Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md.
@Suite("Robustness: re-entrant changes mid-gesture")
struct ReentrancyTests {
    /// A logging view whose handler runs `onBegan` from inside `touchesBegan`.
    final class ReactingView: UIView {
        var log: [String] = []
        var onBegan: (() -> Void)?
        init(_ name: String, frame: CGRect) { super.init(frame: frame); accessibilityIdentifier = name }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began"); onBegan?() }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled") }
    }

    private let cellFrame = CGRect(x: 100, y: 300, width: 190, height: 200)
    private let inCell = CGPoint(x: 195, y: 400)

    @Test func tapActionRemovingItsViewEndsTheViewsSequenceOnce() throws {
        let cell = ReactingView("cell", frame: cellFrame)
        let (device, _) = makeScene { $0.addSubview(cell) }
        var actions = 0
        let tap = UITapGestureRecognizer { _ in actions += 1; cell.removeFromSuperview() }
        tap.name = "tap"
        cell.addGestureRecognizer(tap)
        try device.tap(at: inCell)
        try device.advance(by: 1)
        #expect(actions == 1)
        #expect(cell.log == ["began", "cancelled"])
        #expect(tap.state == .possible)
        #expect(device.lines(.error).isEmpty)
        // The device stays usable: a tap where the cell was now reaches the root view only.
        try device.tap(at: inCell)
        #expect(actions == 1)
        #expect(cell.log == ["began", "cancelled"])
    }

    @Test func touchesBeganRemovingItsOwnViewCancelsItAndDropsTheRest() throws {
        let cell = ReactingView("cell", frame: cellFrame)
        let (device, root) = makeScene { $0.addSubview(cell) }
        cell.onBegan = { cell.removeFromSuperview() }
        try device.touchDown(at: inCell)
        try device.touchMove(to: CGPoint(x: 200, y: 410))
        try device.touchUp()
        #expect(cell.log == ["began", "cancelled"])
        #expect(device.deliveries(to: "cell") == ["touchesBegan", "touchesCancelled"])
        #expect(device.trace.entries.contains { $0.subject == "cell" && $0.cause == "view removed from its window" })
        #expect(root.subviews.isEmpty)
        #expect(device.lines(.error).isEmpty)
    }

    @Test func panActionRemovingItsRecognizerCancelsItWithOneMoreAction() throws {
        let (device, root) = makeScene()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { g in
            states.append(g.state)
            if g.state == .changed { g.view?.removeGestureRecognizer(g) }
        }
        root.addGestureRecognizer(pan)
        try device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.2)
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(device.lines(.error).isEmpty)
    }

    @Test func recognizerAddedMidGestureWaitsForTheNextTouch() throws {
        let (device, root) = makeScene()
        var late: [String] = []
        let lateTap = UITapGestureRecognizer { _ in late.append("tap") }
        let pan = UIPanGestureRecognizer { g in
            if g.state == .began { root.addGestureRecognizer(lateTap) }
        }
        root.addGestureRecognizer(pan)
        try device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(late.isEmpty)
        #expect(lateTap.state == .possible)
        try device.advance(by: 0.5)
        try device.tap(at: CGPoint(x: 100, y: 400))
        #expect(late == ["tap"])
    }

    @Test func disablingAnotherRecognizerFromAnActionFailsIt() throws {
        let (device, root) = makeScene()
        let log = ActionLog(device)
        let press = UILongPressGestureRecognizer(); log.attach(press, as: "press")
        press.minimumPressDuration = 0.3
        let other = UITapGestureRecognizer(); other.numberOfTouchesRequired = 2; log.attach(other, as: "twoFingerTap")
        root.addGestureRecognizer(press); root.addGestureRecognizer(other)
        let swallow = UILongPressGestureRecognizer { _ in other.isEnabled = false }
        swallow.minimumPressDuration = 0.1
        let simultaneous = Simultaneous()
        swallow.delegate = simultaneous
        root.addGestureRecognizer(swallow)
        try device.longPress(at: CGPoint(x: 195, y: 422), duration: 0.5)
        let otherLines = device.trace.entries.filter { $0.subject == "twoFingerTap" && $0.kind == .state }.map(\.message)
        #expect(otherLines.contains("possible→failed"))
        #expect(device.trace.entries.first { $0.subject == "twoFingerTap" && $0.message == "possible→failed" }?.cause == "isEnabled set to false")
        #expect(!log.entries.contains { $0.hasPrefix("twoFingerTap") })
        #expect(device.lines(.error).isEmpty)
        withExtendedLifetime(simultaneous) {}
    }

    @Test func disablingItselfWhileRunningSendsCancelled() throws {
        let (device, root) = makeScene()
        var states: [UIGestureRecognizer.State] = []
        var disableOnBegan = true
        let pan = UIPanGestureRecognizer { g in
            states.append(g.state)
            if g.state == .began && disableOnBegan { disableOnBegan = false; g.isEnabled = false }
        }
        root.addGestureRecognizer(pan)
        try device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(states == [.began, .cancelled])
        pan.isEnabled = true
        states.removeAll()
        try device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(states.first == .began)
        #expect(states.last == .ended)
    }

    @Test func changingTheDelegateMidGestureAffectsOnlyLaterQuestions() throws {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, root) = makeScene { $0.addSubview(child) }
        let log = ActionLog(device)
        let outer = UIPanGestureRecognizer(); log.attach(outer, as: "outer"); root.addGestureRecognizer(outer)
        let inner = UIPanGestureRecognizer(); log.attach(inner, as: "inner"); child.addGestureRecognizer(inner)
        // When the inner pan begins it installs a delegate that would allow simultaneous
        // recognition: the outer pan was already excluded on this sample, so it stays failed.
        let simultaneous = Simultaneous()
        inner.addHandler { g in if g.state == .began { outer.delegate = simultaneous } }
        try device.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 522), duration: 0.16)
        #expect(!log.entries.contains { $0.hasPrefix("outer") })
        // The next gesture asks the new delegate: both pans run.
        try device.advance(by: 0.5)
        try device.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 522), duration: 0.16)
        #expect(log.entries.contains { $0.hasPrefix("outer.began") })
        #expect(log.entries.filter { $0.hasPrefix("inner.began") }.count == 2)
        withExtendedLifetime(simultaneous) {}
    }

    @Test func removingTheWindowContentFromATimerMidPressLeavesEverythingAtRest() throws {
        let cell = ReactingView("cell", frame: cellFrame)
        let (device, _) = makeScene { $0.addSubview(cell) }
        let press = UILongPressGestureRecognizer { g in if g.state == .began { cell.removeFromSuperview() } }
        cell.addGestureRecognizer(press)
        try device.touchDown(at: inCell)
        try device.advance(by: 0.6)
        try device.touchMove(to: CGPoint(x: 210, y: 420))
        try device.touchUp()
        try device.advance(by: 1)
        #expect(cell.log == ["began", "cancelled"])
        #expect(press.state == .possible)
        #expect(press.view === cell)
        #expect(device.lines(.error).isEmpty)
    }
}

/// A delegate that allows simultaneous recognition with anything.
final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
}
