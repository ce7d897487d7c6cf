import Foundation
import Testing
@testable import Touchstone

/// The view tree changed from inside an action, a touch handler or a delegate callback, and
/// delegates or targets that go away mid-gesture (GitHub issue 6). Outcomes are documented in
/// Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md; none crashes, and the device stays usable.
@Suite("Robustness: tree changes and vanishing references mid-gesture")
struct TreeMutationTests {
    private let full = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func panActionRemovingTheHitViewsSuperviewCancelsOnlyThatBranch() throws {
        let container = LoggingView("container", frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let inner = LoggingView("inner", frame: CGRect(x: 50, y: 50, width: 290, height: 300))
        let sibling = LoggingView("sibling", frame: CGRect(x: 0, y: 500, width: 390, height: 300))
        let (device, root) = makeScene { $0.addSubview(container); $0.addSubview(sibling) }
        container.addSubview(inner)
        sibling.isMultipleTouchEnabled = true
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { g in
            states.append(g.state)
            if g.state == .began { container.removeFromSuperview() }
        }
        pan.name = "innerPan"
        inner.addGestureRecognizer(pan)
        try device.at(0, .down(id: 0, at: pt(195, 200)), .down(id: 1, at: pt(195, 650)))
        try device.move(0, from: pt(195, 200), to: pt(195, 300), at: every16(16, 96))
        try device.at(112, .up(id: 0), .up(id: 1))
        #expect(states == [.began, .cancelled])
        #expect(device.deliveries(to: "inner") == ["touchesBegan", "touchesCancelled"])
        // The finger on the sibling is not touched by the removal.
        #expect(device.deliveries(to: "sibling") == ["touchesBegan", "touchesEnded"])
        #expect(container.superview == nil && inner.superview === container)
        #expect(pan.view === inner && pan.state == .possible)
        #expect(root.subviews.map { $0.accessibilityIdentifier } == ["sibling"])
        #expect(device.lines(.error).isEmpty)
    }

    @Test func longPressActionMovingItsViewToAnotherWindowCancelsThere() throws {
        let card = LoggingView("card", frame: CGRect(x: 100, y: 300, width: 190, height: 200))
        let (device, _) = makeScene { $0.addSubview(card) }
        let elsewhere = UIWindow(frame: full)
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { g in
            states.append(g.state)
            if g.state == .began { elsewhere.addSubview(card) }
        }
        press.name = "press"
        card.addGestureRecognizer(press)
        try device.touchDown(at: pt(195, 400))
        try device.advance(by: 0.6)
        try device.touchMove(to: pt(200, 420))
        try device.touchUp()
        // Leaving the shown window is a removal: touchesCancelled, the press cancelled; the rest of
        // the touch reaches nobody. The press stays attached and works in the new window.
        #expect(states == [.began, .cancelled])
        #expect(card.log == ["touchesBegan", "touchesCancelled"])
        #expect(card.window === elsewhere)
        #expect(press.view === card && press.state == .possible)
        #expect(device.lines(.error).isEmpty)
        device.show(elsewhere)
        try device.advance(by: 1)
        try device.longPress(at: pt(195, 400), duration: 0.7)
        #expect(states == [.began, .cancelled, .began, .ended])
    }

    @Test func recognizerAddedToTheTouchedViewFromTouchesBeganWaitsForTheNextTouch() throws {
        final class SelfArming: UIView {
            var tap: UITapGestureRecognizer?
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
                if let tap, tap.view == nil { addGestureRecognizer(tap) }
            }
        }
        let v = SelfArming(frame: full)
        v.accessibilityIdentifier = "v"
        let (device, _) = makeScene { $0.addSubview(v) }
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.name = "lateTap"
        v.tap = tap
        try device.tap(at: pt(100, 100))
        #expect(tap.view === v)
        #expect(taps == 0)
        #expect(device.states(of: "lateTap").isEmpty)
        try device.advance(by: 1)
        try device.tap(at: pt(100, 100))
        #expect(taps == 1)
    }

    @Test func delegateRemovingEveryRecognizerWhileAskedLeavesThemDetachedAndAtRest() throws {
        let v = LoggingView("v", frame: full)
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tap")
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan")
        let press = UILongPressGestureRecognizer(); log.attach(press, as: "press")
        let wrecker = ScriptedDelegate()
        wrecker.shouldReceiveTouch = { _, _ in
            for r in v.gestureRecognizers ?? [] { v.removeGestureRecognizer(r) }
            return true
        }
        for r in [tap, pan, press] { r.delegate = wrecker; v.addGestureRecognizer(r) }
        try device.touchDown(at: pt(100, 100))
        try device.advance(by: 0.7)
        try device.touchMove(to: pt(200, 200))
        try device.touchUp()
        try device.advance(by: 1)
        #expect(log.entries.isEmpty)
        #expect(v.gestureRecognizers == nil)
        #expect([tap, pan, press].allSatisfy { $0.view == nil && $0.state == .possible && $0.numberOfTouches == 0 })
        #expect(v.log == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(device.lines(.error).isEmpty)
        // Added back, they work.
        wrecker.shouldReceiveTouch = { _, _ in true }
        v.addGestureRecognizer(tap)
        try device.tap(at: pt(100, 100))
        #expect(log.entries == ["tap@1780"])
    }

    @Test func delegateRemovingItsRecognizerInShouldBeginFailsItQuietly() throws {
        let v = LoggingView("v", frame: full)
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan")
        let wrecker = ScriptedDelegate()
        wrecker.shouldBegin = { g in g.view?.removeGestureRecognizer(g); return true }
        pan.delegate = wrecker
        v.addGestureRecognizer(pan)
        try device.drag(from: pt(100, 400), to: pt(300, 400), duration: 0.2)
        // Removal fails and resets it; the "yes" it was about to act on is dropped, so it never
        // begins and the view sees the whole touch as if no recogniser had been there.
        #expect(log.entries.isEmpty)
        #expect(device.states(of: "pan") == ["possible→failed (removed from its view)"])
        #expect(pan.view == nil && pan.state == .possible)
        #expect(v.log.first == "touchesBegan" && v.log.last == "touchesEnded")
        #expect(!v.log.contains("touchesCancelled"))
        #expect(device.lines(.error).isEmpty)
    }

    @Test func delegateDeallocatedMidGestureLeavesDecisionsTakenAndDefaultsAfter() throws {
        let child = UIView(frame: full)
        let (device, root) = makeScene { $0.addSubview(child) }
        let log = ActionLog(device)
        let outer = UIPanGestureRecognizer(); log.attach(outer, as: "outer"); root.addGestureRecognizer(outer)
        let inner = UIPanGestureRecognizer(); log.attach(inner, as: "inner"); child.addGestureRecognizer(inner)
        var delegate: Simultaneous? = Simultaneous()
        weak let gone = delegate
        outer.delegate = delegate
        inner.delegate = delegate
        try device.at(0, .down(id: 0, at: pt(195, 300)))
        try device.move(0, from: pt(195, 300), to: pt(195, 400), at: every16(16, 48))
        delegate = nil
        #expect(gone == nil)
        #expect(outer.delegate == nil)
        try device.move(0, from: pt(195, 400), to: pt(195, 500), at: every16(64, 96))
        try device.at(112, .up(id: 0))
        // Both pans were allowed to run together before the delegate went: they keep running.
        #expect(log.entries.filter { $0.hasPrefix("outer.") }.last == "outer.ended@112")
        #expect(log.entries.filter { $0.hasPrefix("inner.") }.last == "inner.ended@112")
        // The next drag gets the default answer (no simultaneous recognition): the inner one wins.
        log.entries.removeAll()
        try device.advance(by: 1)
        try device.drag(from: pt(195, 300), to: pt(195, 500), duration: 0.2)
        #expect(!log.entries.contains { $0.hasPrefix("outer.") })
        #expect(log.entries.contains { $0.hasPrefix("inner.ended") })
        #expect(device.lines(.error).isEmpty)
    }

    @Test func delegateReleasingItselfInsideItsOwnCallbackStillAnswers() throws {
        final class Holder { var delegate: ScriptedDelegate? }
        let v = UIView(frame: full)
        let (device, _) = makeScene { $0.addSubview(v) }
        let holder = Holder()
        holder.delegate = ScriptedDelegate()
        weak let gone = holder.delegate
        holder.delegate?.shouldBegin = { _ in holder.delegate = nil; return false }
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delegate = holder.delegate
        v.addGestureRecognizer(tap)
        try device.tap(at: pt(100, 100))
        // The answer given while the delegate released itself ("no") counts; then it is gone and
        // the next tap uses the default answer.
        #expect(taps == 0)
        #expect(gone == nil)
        #expect(tap.delegate == nil)
        try device.advance(by: 1)
        try device.tap(at: pt(100, 100))
        #expect(taps == 1)
    }

    @Test func targetDeallocatedMidGestureIsSkippedOthersStillCalled() throws {
        final class Screen {
            var calls: [UIGestureRecognizer.State] = []
            func handle(_ g: UIPanGestureRecognizer) { calls.append(g.state) }
        }
        let (device, root) = makeScene()
        var first: Screen? = Screen()
        var second: Screen? = Screen()
        weak let secondGone = second
        var handled: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer(target: first!, action: Screen.handle)
        pan.addTarget(second!, action: Screen.handle)
        // The first target's action releases the second target before its turn in the same send.
        pan.addHandler { g in handled.append(g.state) }
        root.addGestureRecognizer(pan)
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(200, 400), at: every16(16, 32))
        let firstCalls = first?.calls
        first = nil
        try device.move(0, from: pt(200, 400), to: pt(250, 400), at: [48])
        second = nil
        #expect(secondGone == nil)
        try device.at(64, .up(id: 0))
        #expect(firstCalls == [.began, .changed])
        #expect(handled == [.began, .changed, .changed, .ended])
        #expect(device.lines(.error).isEmpty)
    }
}
