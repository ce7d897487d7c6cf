import Foundation
import Testing
@testable import Touchstone

/// The recogniser state machine: coercion (rules §4.2), actions (§4.3), reset (§4.4), bookkeeping
/// and outside changes (§4.8).
@Suite("Recogniser state machine (rules §4.1–§4.4, §4.8)")
struct StateMachineTests {
    typealias S = UIGestureRecognizer.State

    @Test func possibleRowOfTheCoercionTable() {
        #expect(UIGestureRecognizer.coerce(from: .possible, requested: .began) == .began)
        #expect(UIGestureRecognizer.coerce(from: .possible, requested: .changed) == .began)
        #expect(UIGestureRecognizer.coerce(from: .possible, requested: .ended) == .ended)
        #expect(UIGestureRecognizer.coerce(from: .possible, requested: .cancelled) == .failed)
        #expect(UIGestureRecognizer.coerce(from: .possible, requested: .failed) == .failed)
        #expect(UIGestureRecognizer.coerce(from: .possible, requested: .possible) == nil)
    }

    @Test func beganRowOfTheCoercionTable() {
        #expect(UIGestureRecognizer.coerce(from: .began, requested: .began) == .changed)
        #expect(UIGestureRecognizer.coerce(from: .began, requested: .changed) == .changed)
        #expect(UIGestureRecognizer.coerce(from: .began, requested: .ended) == .ended)
        #expect(UIGestureRecognizer.coerce(from: .began, requested: .cancelled) == .cancelled)
        #expect(UIGestureRecognizer.coerce(from: .began, requested: .failed) == .cancelled)
        #expect(UIGestureRecognizer.coerce(from: .began, requested: .possible) == nil)
    }

    @Test func changedRowOfTheCoercionTable() {
        #expect(UIGestureRecognizer.coerce(from: .changed, requested: .began) == .changed)
        #expect(UIGestureRecognizer.coerce(from: .changed, requested: .changed) == .changed)
        #expect(UIGestureRecognizer.coerce(from: .changed, requested: .ended) == .ended)
        #expect(UIGestureRecognizer.coerce(from: .changed, requested: .cancelled) == .cancelled)
        #expect(UIGestureRecognizer.coerce(from: .changed, requested: .failed) == .cancelled)
        #expect(UIGestureRecognizer.coerce(from: .changed, requested: .possible) == nil)
    }

    @Test func finishedStatesIgnoreEveryRequest() {
        for from in [S.ended, .cancelled, .failed] {
            for requested in [S.possible, .began, .changed, .ended, .cancelled, .failed] {
                #expect(UIGestureRecognizer.coerce(from: from, requested: requested) == nil)
            }
        }
    }

    @Test func cancelRequestedWhilePossibleFailsWithoutAction() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let m = ManualRecognizer(); log.attach(m, as: "m"); v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in r.state = .cancelled }
        try device.touchDown(at: pt(100, 100))
        #expect(m.state == .failed)
        #expect(log.entries.isEmpty)
        #expect(device.states(of: "m").first == "possible→failed (cancelled requested in possible)")
    }

    @Test func requestAfterFinishingIsTracedAsErrorAndIgnored() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let m = ManualRecognizer(); m.name = "m"; v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in r.state = .failed; r.state = .began }
        try device.touchDown(at: pt(100, 100))
        #expect(m.state == .failed)
        let errors = device.trace.entries.filter { $0.kind == .error && $0.subject == "m" }.map(\.message)
        #expect(errors == ["illegal transition failed→began ignored"])
    }

    @Test func discreteRecognizerCannotBegin() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let m = ManualRecognizer(); m.discrete = true; log.attach(m, as: "m"); v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in r.state = .began }
        m.onEnded = { r, _, _ in r.state = .ended }
        try device.touchDown(at: pt(100, 100))
        #expect(m.state == .possible)
        #expect(device.trace.entries.contains { $0.kind == .error && $0.subject == "m" })
        try device.at(80, .up(id: 0))
        #expect(log.entries == ["m@80"])
    }

    @Test func discreteRecognizerSendsOneActionInEndedState() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        var seen: [S] = []
        let tap = UITapGestureRecognizer { g in seen.append(g.state) }
        v.addGestureRecognizer(tap)
        try device.tap(at: pt(100, 100))
        #expect(seen == [.ended])
        #expect(S.recognized == .ended)
    }

    @Test func settingChangedWhileChangedSendsAnotherAction() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let m = ManualRecognizer(); log.attach(m, as: "m"); v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in r.state = .began }
        m.onMoved = { r, _, _ in r.state = .changed }
        m.onEnded = { r, _, _ in r.state = .ended }
        try device.touchDown(at: pt(100, 100))
        try device.move(0, from: pt(100, 100), to: pt(100, 120), at: [16, 32])
        try device.at(48, .up(id: 0))
        #expect(log.entries == ["m.began@0", "m.changed@16", "m.changed@32", "m.ended@48"])
    }

    @Test func beganRecognizerMovesToChangedOnItsOwnAtTheNextEvent() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let m = ManualRecognizer(); log.attach(m, as: "m"); v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in r.state = .began }
        try device.touchDown(at: pt(100, 100))
        try device.move(0, from: pt(100, 100), to: pt(100, 120), at: [16, 32])
        #expect(log.entries == ["m.began@0", "m.changed@16"])
        #expect(device.states(of: "m").contains("began→changed (automatically moved from began to changed (new event))"))
    }

    @Test func disablingRunningPanCancelsItAndSilencesTheRest() throws {
        // CC58.
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan"); v.addGestureRecognizer(pan)
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(140, 400), at: every16(16, 64))
        try device.advance(to: 0.1)
        pan.isEnabled = false
        try device.move(0, from: pt(140, 400), to: pt(240, 400), at: every16(116, 284))
        try device.at(300, .up(id: 0))
        #expect(log.entries == ["pan.began@16", "pan.changed@32", "pan.changed@48", "pan.changed@64", "pan.cancelled@100"])
        #expect(device.states(of: "pan").contains("changed→cancelled (isEnabled set to false)"))
        pan.isEnabled = true
        try device.drag(from: pt(100, 400), to: pt(200, 400), duration: 0.1)
        #expect(log.entries.count > 5)
    }

    @Test func disablingPossibleTapFailsItAndTheViewEndsNormally() throws {
        let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tap"); v.addGestureRecognizer(tap)
        try device.touchDown(at: pt(100, 100))
        try device.advance(to: 0.04)
        tap.isEnabled = false
        try device.at(80, .up(id: 0))
        #expect(log.entries.isEmpty)
        #expect(v.log == ["touchesBegan", "touchesEnded"])
        #expect(device.states(of: "tap").first == "possible→failed (isEnabled set to false)")
    }

    @Test func removingRunningRecognizerCancelsIt() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan"); v.addGestureRecognizer(pan)
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(140, 400), at: every16(16, 32))
        try device.advance(to: 0.05)
        v.removeGestureRecognizer(pan)
        try device.at(64, .up(id: 0))
        #expect(log.entries == ["pan.began@16", "pan.changed@32", "pan.cancelled@50"])
        #expect(pan.view == nil)
        #expect(v.gestureRecognizers == nil)
    }

    @Test func targetIsHeldWeaklyAndMethodReferencesAreCalled() throws {
        final class Screen {
            var taps: [CGPoint] = []
            var plain = 0
            func handleTap(_ g: UITapGestureRecognizer) { taps.append(g.location(in: nil)) }
            func handlePlain() { plain += 1 }
        }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        var screen: Screen? = Screen()
        let tap = UITapGestureRecognizer(target: screen!, action: Screen.handleTap)
        tap.addTarget(screen!, action: Screen.handlePlain)
        v.addGestureRecognizer(tap)
        try device.tap(at: pt(120, 130))
        #expect(screen?.taps == [pt(120, 130)])
        #expect(screen?.plain == 1)
        weak let weakScreen = screen
        screen = nil
        #expect(weakScreen == nil)
        try device.advance(by: 1)
        try device.tap(at: pt(120, 130))
        #expect(device.trace.entries.filter { $0.kind == .error }.isEmpty)
    }

    @Test func everyRecognizerOffersHandlerInit() throws {
        var fired: [String] = []
        let all: [UIGestureRecognizer] = [
            UITapGestureRecognizer { _ in fired.append("tap") },
            UIPanGestureRecognizer { _ in fired.append("pan") },
            UILongPressGestureRecognizer { _ in fired.append("long") },
            UISwipeGestureRecognizer { _ in fired.append("swipe") },
            UIPinchGestureRecognizer { _ in fired.append("pinch") },
            UIRotationGestureRecognizer { _ in fired.append("rotation") },
            UIScreenEdgePanGestureRecognizer { _ in fired.append("edge") },
        ]
        for r in all { r.sendActions() }
        #expect(fired == ["tap", "pan", "long", "swipe", "pinch", "rotation", "edge"])
        #expect((all[6] as? UIScreenEdgePanGestureRecognizer)?.delaysTouchesBegan == true)
        #expect(all[0].cancelsTouchesInView && !all[0].delaysTouchesBegan && all[0].delaysTouchesEnded)
        #expect(all[0].requiresExclusiveTouchType)
    }

    @Test func requiringItselfIsIgnoredWithAnError() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tap"); v.addGestureRecognizer(tap)
        tap.require(toFail: tap)
        try device.tap(at: pt(100, 100))
        #expect(log.entries == ["tap@80"])
        #expect(device.trace.entries.contains { $0.kind == .error && $0.message == "require(toFail:) itself ignored" })
    }

    @Test func touchBookkeepingReportsCountCentroidAndEachTouch() throws {
        let v = UIView(frame: CGRect(x: 50, y: 0, width: 340, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        var seen: [String] = []
        let m = ManualRecognizer(); m.name = "m"; v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in
            seen.append("n=\(r.numberOfTouches)")
            seen.append("c=\(r.location(in: nil))")
            seen.append("cv=\(r.location(in: v))")
            seen.append("t1=\(r.location(ofTouch: 1, in: nil))")
            seen.append("bad=\(r.location(ofTouch: 5, in: nil))")
        }
        try device.send([.down(id: 0, at: pt(100, 400)), .down(id: 1, at: pt(200, 400))])
        #expect(seen == ["n=2", "c=\(pt(150, 400))", "cv=\(pt(100, 400))", "t1=\(pt(200, 400))", "bad=\(pt(150, 400))"])
        #expect(device.trace.entries.contains { $0.kind == .error && $0.message == "location(ofTouch: 5) out of range" })
    }

    @Test func finishedRecognizerRefusesNewTouchesUntilResetThenWorksAgain() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        v.isMultipleTouchEnabled = true
        let (device, _) = makeScene { $0.addSubview(v) }
        let m = ManualRecognizer(); m.name = "m"; v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in if r.numberOfTouches == 1 { r.state = .failed } }
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(20, .down(id: 1, at: pt(200, 200)))
        #expect(m.numberOfTouches == 0)
        #expect(device.trace.entries.contains { $0.subject == "m" && $0.message == "ignores finger 1" })
        #expect(m.resets == 0)
        try device.at(40, .up(id: 0))
        #expect(m.resets == 1)
        #expect(m.state == .possible)
        try device.at(60, .up(id: 1))
        try device.at(100, .down(id: 0, at: pt(100, 100)))
        #expect(device.states(of: "m").filter { $0.hasPrefix("possible→failed") }.count == 2)
    }
}
