import Foundation
import Testing
@testable import Touchstone

/// What views see while recognisers decide: cancelsTouchesInView, delaysTouchesBegan/Ended,
/// ignore(_:for:), exclusive touch (rules §4.6, §4.8, R5; CC14–CC16, CC56).
@Suite("View delivery around recognisers (rules §4.6, CC14–CC16, CC56)")
struct TouchDeliveryTests {
    private func scene(_ r: UIGestureRecognizer, name: String) -> (Device, LoggingView) {
        let v = LoggingView("V", frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        let (device, _) = makeScene { $0.addSubview(v) }
        r.name = name
        v.addGestureRecognizer(r)
        r.addHandler { _ in }
        return (device, v)
    }

    @Test func cancelsTouchesInViewSendsActionThenCancelled() throws {
        // CC14.
        let (device, _) = scene(UITapGestureRecognizer(), name: "tap")
        try device.tap(at: pt(195, 422))
        #expect(device.sequence("V", "tap") == ["V touchesBegan@0", "tap action@80", "V touchesCancelled@80"])
        #expect(device.trace.entries.last { $0.subject == "V" }?.cause == "tap recognized; cancelsTouchesInView")
    }

    @Test func withoutCancelsTouchesInViewTheViewEndsNormallyAfterTheAction() throws {
        // CC15.
        let tap = UITapGestureRecognizer(); tap.cancelsTouchesInView = false
        let (device, _) = scene(tap, name: "tap")
        try device.tap(at: pt(195, 422))
        #expect(device.sequence("V", "tap") == ["V touchesBegan@0", "tap action@80", "V touchesEnded@80"])
    }

    @Test func delaysTouchesBeganReleasesLateOnFailure() throws {
        // CC16 (b).
        let tap = UITapGestureRecognizer(); tap.delaysTouchesBegan = true
        let (device, _) = scene(tap, name: "tap")
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.at(2000, .up(id: 0))
        #expect(device.sequence("V", "tap") == ["V touchesBegan@1500", "V touchesEnded@2000"])
    }

    @Test func delaysTouchesEndedWithholdsUntilTheRecognizerFails() throws {
        let m = ManualRecognizer()
        let (device, _) = scene(m, name: "m")
        try device.at(0, .down(id: 0, at: pt(150, 400)), .down(id: 1, at: pt(250, 400)))
        try device.at(50, .up(id: 0))
        #expect(device.sequence("V") == ["V touchesBegan@0"])
        try device.advance(to: 0.1)
        m.state = .failed
        try device.at(150, .up(id: 1))
        #expect(device.sequence("V") == ["V touchesBegan@0", "V touchesEnded@100", "V touchesEnded@150"])
    }

    @Test func delaysTouchesEndedTurnsTheWithheldEndIntoCancelledOnRecognition() throws {
        let m = ManualRecognizer()
        let (device, _) = scene(m, name: "m")
        try device.at(0, .down(id: 0, at: pt(150, 400)), .down(id: 1, at: pt(250, 400)))
        try device.at(50, .up(id: 0))
        try device.advance(to: 0.1)
        m.state = .ended
        #expect(device.sequence("V", "m") == ["V touchesBegan@0", "m action (ended)@100", "V touchesCancelled@100"])
        #expect(device.sequence("V").count == 2)
    }

    @Test func withoutDelaysTouchesEndedTheEndPassesAtOnce() throws {
        let m = ManualRecognizer(); m.delaysTouchesEnded = false
        let (device, _) = scene(m, name: "m")
        try device.at(0, .down(id: 0, at: pt(150, 400)), .down(id: 1, at: pt(250, 400)))
        try device.at(50, .up(id: 0))
        #expect(device.sequence("V") == ["V touchesBegan@0", "V touchesEnded@50"])
    }

    @Test func ignoredTouchIsNeverCancelledInTheView() throws {
        // CC56.
        let m = ManualRecognizer(); m.discrete = true
        m.onBegan = { r, touches, event in
            for t in touches where t.fingerID == 0 { r.ignore(t, for: event) }
            if touches.contains(where: { $0.fingerID == 1 }) { r.state = .ended }
        }
        let (device, _) = scene(m, name: "m")
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.at(50, .down(id: 1, at: pt(280, 400)))
        try device.at(100, .up(id: 0))
        try device.at(120, .up(id: 1))
        let lines = device.trace.entries.filter { ($0.kind == .touches && $0.subject == "V") || $0.kind == .action }
            .map { "\($0.subject) \($0.message)\($0.fingers ?? [])@\(Int(($0.time * 1000).rounded()))" }
        #expect(lines == ["V touchesBegan[0]@0", "m action[1]@50", "V touchesBegan[1]@50", "V touchesCancelled[1]@50", "V touchesEnded[0]@100"])
    }

    @Test func exclusiveTouchViewKeepsOtherRecognizersFromNewTouchesUnlessTheFlagIsOff() throws {
        // Rules R5: the D1 filter is on by default.
        for honor in [true, false] {
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
            a.isExclusiveTouch = true
            let b = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
            let (device, _) = makeScene { $0.addSubview(a); $0.addSubview(b) }
            device.recognizersHonorExclusiveTouch = honor
            let log = ActionLog(device)
            let tapB = UITapGestureRecognizer(); log.attach(tapB, as: "tapB"); b.addGestureRecognizer(tapB)
            try device.at(0, .down(id: 0, at: pt(100, 400)))
            try device.at(20, .down(id: 1, at: pt(300, 400)))
            try device.at(100, .up(id: 1))
            if honor {
                #expect(log.entries.isEmpty)
                #expect(device.states(of: "tapB") == ["does not receive finger 1 (UIView is exclusive-touch and tracking a touch)"])
            } else {
                #expect(log.entries == ["tapB@100"])
            }
        }
    }

    @Test func sameScriptGivesTheSameTraceEveryRun() throws {
        func run() throws -> String {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let (device, root) = makeScene { $0.addSubview(v) }
            for (i, r) in [UITapGestureRecognizer(), UIPanGestureRecognizer(), UISwipeGestureRecognizer(),
                           UILongPressGestureRecognizer(), UIPinchGestureRecognizer()].enumerated() {
                r.name = "r\(i)"; r.addHandler { _ in }
                (i % 2 == 0 ? v : root).addGestureRecognizer(r)
            }
            try device.tap(at: pt(100, 100))
            try device.swipe(from: pt(100, 400), direction: .right)
            try device.pinch(center: pt(195, 422), fromSpan: 100, toSpan: 200)
            try device.longPress(at: pt(200, 200))
            return device.trace.text
        }
        #expect(try run() == run())
    }
}
