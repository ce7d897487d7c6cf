import Foundation
import Testing
@testable import Touchstone

/// Input and time sent from callbacks while the device delivers an event (RobustnessDecisions R7):
/// input waits for the turn to end and is delivered in order, calls that need time throw.
@Suite("Robustness: input sent from callbacks (R7)")
struct ReentrantInputTests {
    /// A logging view that runs `onBegan` from inside `touchesBegan`.
    final class HookView: UIView {
        var log: [String] = []
        var onBegan: () -> Void = {}
        init(_ name: String, frame: CGRect) { super.init(frame: frame); accessibilityIdentifier = name }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began"); onBegan() }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled") }
    }

    private let frame = CGRect(x: 100, y: 300, width: 190, height: 200)
    private let inside = pt(195, 400)

    /// Input lines, with the time in ms, in trace order.
    private func inputs(_ device: Device) -> [String] {
        device.trace.entries.filter { $0.kind == .input }
            .map { "\($0.subject) \($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    @Test func liftFromInsideTheFingersTouchesBeganIsDeliveredAfterTheTurnAndTheViewStaysUsable() throws {
        let view = HookView("cell", frame: frame)
        let (device, _) = makeScene { $0.addSubview(view) }
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.name = "tap"
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        var lifted = false
        view.onBegan = {
            guard !lifted else { return }
            lifted = true
            #expect(throws: Never.self) { try device.touchUp() }
        }
        try device.touchDown(at: inside)
        #expect(view.log == ["began", "ended"])
        #expect(taps == 1)
        #expect(tap.state == .possible)
        #expect(device.activeTouches.isEmpty)
        #expect(inputs(device) == ["finger 0 down at (195, 400)@0", "finger 0 up queued@0", "finger 0 up@0"])
        // Not stuck: the next tap is recognised as usual.
        try device.advance(by: 1)
        try device.tap(at: inside)
        #expect(taps == 2)
        #expect(view.log == ["began", "ended", "began", "ended"])
        #expect(device.lines(.error).isEmpty)
    }

    @Test func cancelFromAControlEventIsDeliveredAfterTheTurn() throws {
        let button = UIButton(type: .system)
        button.frame = frame
        button.accessibilityIdentifier = "button"
        let (device, _) = makeScene { $0.addSubview(button) }
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchDown"); try? device.touchCancel() }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        try device.touchDown(at: inside)
        #expect(events == ["touchDown", "touchCancel"])
        #expect(!button.isTracking)
        #expect(device.activeTouches.isEmpty)
        #expect(inputs(device) == ["finger 0 down at (195, 400)@0", "finger 0 cancel queued@0",
                                   "finger 0 cancelled by the system@0"])
    }

    @Test func moveFromADelegateQuestionWaitsForTheTurnThatAskedIt() throws {
        let view = HookView("cell", frame: frame)
        let (device, _) = makeScene { $0.addSubview(view) }
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        let delegate = ScriptedDelegate()
        var moved = false
        delegate.shouldReceiveTouch = { _, _ in
            if !moved { moved = true; try? device.touchMove(to: pt(260, 400)) }
            return true
        }
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        try device.touchDown(at: inside)
        // The move is delivered after touchesBegan, as the second event at the same time.
        #expect(inputs(device) == ["finger 0 down at (195, 400)@0", "finger 0 move to (260, 400) queued@0",
                                   "finger 0 move to (260, 400)@0"])
        #expect(pan.state == .began)
        #expect(view.log == ["began", "cancelled"])
    }

    @Test func inputFromALifecycleCallDuringAnActionIsQueuedAndFromShowIsImmediate() throws {
        final class Screen: UIViewController {
            var onAppear: () -> Void = {}
            override func viewWillAppear(_ animated: Bool) { onAppear() }
        }
        let device = Device()
        let first = Screen()
        var downDuringShow = false
        first.onAppear = {
            guard !downDuringShow else { return }
            downDuringShow = true
            try? device.touchDown(id: 5, at: pt(10, 10))
        }
        let nav = UINavigationController(rootViewController: first)
        device.show(nav)
        // Outside any turn, the call is an ordinary event.
        #expect(device.activeTouches.map(\.fingerID) == [5])
        try device.touchUp(id: 5)

        let second = Screen()
        second.onAppear = { try? device.touchDown(id: 7, at: pt(200, 600)) }
        let tap = UITapGestureRecognizer { _ in nav.pushViewController(second, animated: false) }
        first.view.addGestureRecognizer(tap)
        try device.advance(by: 1)
        try device.tap(at: pt(200, 400))
        #expect(inputs(device).suffix(3) == ["finger 0 up@1080", "finger 7 down at (200, 600) queued@1080",
                                             "finger 7 down at (200, 600)@1080"])
        #expect(device.activeTouches.map(\.fingerID) == [7])
    }

    @Test func inputFromARecognizerTimerTurnIsDeliveredRightAfterIt() throws {
        let view = HookView("cell", frame: frame)
        let (device, _) = makeScene { $0.addSubview(view) }
        let press = UILongPressGestureRecognizer { g in
            if g.state == .began { try? device.touchUp() }
        }
        press.name = "press"
        view.addGestureRecognizer(press)
        try device.touchDown(at: inside)
        try device.advance(by: 2)
        #expect(inputs(device) == ["finger 0 down at (195, 400)@0", "finger 0 up queued@500", "finger 0 up@500"])
        #expect(device.states(of: "press") == ["possible→began (held 0.5 s)", "began→ended (finger lifted)",
                                                 "ended→possible (reset)"])
        #expect(device.clock.now == 2)
    }

    @Test func invalidInputFromACallbackThrowsAtOnceAgainstTheFingersAsTheyWillBe() throws {
        let view = HookView("cell", frame: frame)
        let (device, _) = makeScene { $0.addSubview(view) }
        var errors: [TouchstoneError] = []
        view.onBegan = {
            do { try device.touchUp() } catch { errors.append(error as! TouchstoneError) }
            // The first lift is queued, so the finger will be up: a second lift is an error now.
            do { try device.touchUp() } catch { errors.append(error as! TouchstoneError) }
            do { try device.touchMove(id: 3, to: pt(1, 1)) } catch { errors.append(error as! TouchstoneError) }
        }
        try device.touchDown(at: inside)
        #expect(errors == [.fingerNotDown(0), .fingerNotDown(3)])
        #expect(view.log == ["began", "ended"])
        #expect(device.activeTouches.isEmpty)
    }

    @Test func advanceAndScriptedGesturesDuringATurnThrowAndChangeNothing() throws {
        let view = HookView("cell", frame: frame)
        let (device, _) = makeScene { $0.addSubview(view) }
        var errors: [TouchstoneError] = []
        view.onBegan = {
            do { try device.advance(by: 5.5) } catch { errors.append(error as! TouchstoneError) }
            do { try device.settle() } catch { errors.append(error as! TouchstoneError) }
            do { try device.tap(at: pt(10, 10)) } catch { errors.append(error as! TouchstoneError) }
            do { try device.drag(from: pt(10, 10), to: pt(100, 10)) } catch { errors.append(error as! TouchstoneError) }
        }
        try device.touchDown(at: inside)
        #expect(errors == [.calledDuringEventTurn("advance(by:)"), .calledDuringEventTurn("settle(limit:)"),
                           .calledDuringEventTurn("a scripted gesture"), .calledDuringEventTurn("a scripted gesture")])
        #expect(device.clock.now == 0)
        #expect(device.activeTouches.map(\.fingerID) == [0])
        try device.touchUp()
        #expect(view.log == ["began", "ended"])
    }

    @Test func nestedAdvanceFromAUserTimerComposesAndTheClockNeverGoesBack() throws {
        let (device, _) = makeScene()
        var times: [TimeInterval] = []
        device.schedule(after: 1, name: "outer") {
            times.append(device.clock.now)
            #expect(throws: Never.self) { try device.advance(by: 4.5) }
            times.append(device.clock.now)
        }
        device.schedule(after: 3, name: "inner") { times.append(device.clock.now) }
        try device.advance(by: 2)
        #expect(times == [1, 3, 5.5])
        #expect(device.clock.now == 5.5)
        let stamps = device.trace.entries.map(\.time)
        #expect(stamps == stamps.sorted())
    }

    @Test func aHandlerThatAnswersEveryTouchWithAnotherStopsAtTheQueueLimit() throws {
        let view = HookView("cell", frame: frame)
        let (device, _) = makeScene { $0.addSubview(view) }
        var finger = 0
        var refusal: TouchstoneError?
        view.onBegan = {
            // Lift this finger and put the next one down: two queued events per touch-down.
            do {
                try device.touchUp(id: finger)
                try device.touchDown(id: finger + 1, at: pt(195, 400))
                finger += 1
            } catch { refusal = error as? TouchstoneError }
        }
        try device.touchDown(id: 0, at: inside)
        #expect(refusal == .inputQueueFull(limit: Device.maxQueuedInput))
        #expect(finger == Device.maxQueuedInput / 2)
        // Finger 500's began handler asked for the 1,001st event (its lift): refused, so it
        // stays down until the test lifts it; the device is still usable.
        #expect(device.activeTouches.map(\.fingerID) == [500])
        view.onBegan = {}
        try device.touchUp(id: 500)
        try device.tap(at: inside)
        #expect(device.activeTouches.isEmpty)
        #expect(view.log.suffix(2) == ["began", "ended"])
    }

    @Test func aTwentyFirstFingerIsRefusedAndTheOthersStayDown() throws {
        let (device, _) = makeScene()
        try device.send((0..<20).map { .down(id: $0, at: pt(CGFloat(10 + $0 * 15), 400)) })
        #expect(throws: TouchstoneError.tooManyFingers(limit: 20)) { try device.touchDown(id: 20, at: pt(10, 600)) }
        #expect(throws: TouchstoneError.tooManyFingers(limit: 20)) {
            try device.send((20..<10_000).map { .down(id: $0, at: pt(10, 600)) })
        }
        #expect(device.activeTouches.count == 20)
        try device.send((0..<20).map { .up(id: $0) })
        #expect(device.activeTouches.isEmpty)
    }
}
