import Foundation
import Testing
@testable import Touchstone

@Suite("Core arbitration (rules §4–§5, CC14–CC29)")
struct CoreArbitrationTests {
    @Test func tapOnViewCancelsItsTouchesAfterTheAction() throws {
        // CC14: touchesBegan → action → touchesCancelled (rules §4.9, seed 003 phenomenon 5).
        var order: [String] = []
        let v = LoggingView("V", frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        let (device, _) = makeScene { $0.addSubview(v) }
        let tap = UITapGestureRecognizer { _ in order.append("action") }
        v.addGestureRecognizer(tap)
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        order.append(contentsOf: v.log); v.log.removeAll()
        try device.advance(by: 0.08)
        try device.touchUp()
        order.append(contentsOf: v.log)
        #expect(order == ["touchesBegan", "action", "touchesCancelled"])
    }

    @Test func heldTapFailsAfterPressLimitAndViewEndsNormally() throws {
        // CC17 / seed 003 phenomenon 6.
        let v = LoggingView("V", frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tap")
        v.addGestureRecognizer(tap)
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        try device.advance(by: 2)
        try device.touchUp()
        #expect(log.entries.isEmpty)
        #expect(v.log == ["touchesBegan", "touchesEnded"])
        let failed = device.trace.entries.first { $0.subject == "tap" && $0.message == "possible→failed" }
        #expect(failed?.time == 1.5)
    }

    @Test func singleRequiringDoubleWaitsForDoubleToFail() throws {
        // CC20 / seed 001: (a) double tap → only double; (b) single tap → single at 60 + 350 ms.
        for variant in ["double", "single"] {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let (device, _) = makeScene { $0.addSubview(v) }
            let log = ActionLog(device)
            let single = UITapGestureRecognizer(); log.attach(single, as: "single")
            let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2; log.attach(double, as: "double")
            v.addGestureRecognizer(single); v.addGestureRecognizer(double)
            single.require(toFail: double)
            let p = CGPoint(x: 195, y: 422)
            try device.touchDown(at: p); try device.advance(to: ms(60)); try device.touchUp()
            if variant == "double" {
                try device.advance(to: ms(180)); try device.touchDown(at: p); try device.advance(to: ms(240)); try device.touchUp()
                try device.advance(by: 1)
                #expect(log.entries == ["double@240"])
            } else {
                try device.advance(by: 1)
                #expect(log.entries == ["single@410"])
            }
        }
    }

    @Test func singleAndDoubleWithoutRelationBothFire() throws {
        // CC19: a tap cannot prevent a tap that needs more taps (rules §5.6).
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let single = UITapGestureRecognizer(); log.attach(single, as: "single")
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2; log.attach(double, as: "double")
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        let p = CGPoint(x: 195, y: 422)
        try device.touchDown(at: p); try device.advance(to: ms(60)); try device.touchUp()
        try device.advance(to: ms(180)); try device.touchDown(at: p); try device.advance(to: ms(240)); try device.touchUp()
        #expect(log.entries.first == "single@60")
        #expect(log.entries.contains("double@240"))
    }

    @Test func panBeginsAtHysteresisWithItRemovedFromTranslation() throws {
        // CC25/CC26.
        let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        var translations: [CGPoint] = []
        var order: [String] = []
        let pan = UIPanGestureRecognizer { g in
            translations.append(g.translation(in: nil))
            order.append("pan.\(g.state)")
        }
        v.addGestureRecognizer(pan)
        try device.touchDown(at: CGPoint(x: 100, y: 400))
        for (t, x) in [(16, 104), (32, 109), (48, 112), (64, 130)] {
            try device.advance(to: ms(Double(t)))
            order.append(contentsOf: v.log); v.log.removeAll()
            try device.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
        }
        order.append(contentsOf: v.log); v.log.removeAll()
        try device.advance(to: ms(80)); try device.touchUp()
        order.append(contentsOf: v.log)
        #expect(translations == [CGPoint(x: 2, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0)])
        #expect(order == ["touchesBegan", "touchesMoved", "touchesMoved", "pan.began", "touchesCancelled", "pan.changed", "pan.ended"])
    }

    @Test func childPanBeatsParentPanOnTheSameSample() throws {
        // CC29 / rules §5.4.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, root) = makeScene { $0.addSubview(child) }
        let log = ActionLog(device)
        let panR = UIPanGestureRecognizer(); log.attach(panR, as: "panR"); root.addGestureRecognizer(panR)
        let panV = UIPanGestureRecognizer(); log.attach(panV, as: "panV"); child.addGestureRecognizer(panV)
        try device.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 522), duration: 0.16)
        #expect(log.entries.first == "panV.began@17")
        #expect(log.entries.last == "panV.ended@160")
        #expect(!log.entries.contains { $0.hasPrefix("panR") })
    }

    @Test func delaysTouchesBeganHidesTouchFromViewWhenTapRecognizes() throws {
        // CC16.
        for hold in [0.08, 2.0] {
            let v = LoggingView("V", frame: CGRect(x: 95, y: 322, width: 200, height: 200))
            let (device, _) = makeScene { $0.addSubview(v) }
            let log = ActionLog(device)
            let tap = UITapGestureRecognizer(); tap.delaysTouchesBegan = true; log.attach(tap, as: "tap")
            v.addGestureRecognizer(tap)
            try device.touchDown(at: CGPoint(x: 195, y: 422))
            try device.advance(by: hold)
            try device.touchUp()
            if hold < 1 {
                #expect(log.entries == ["tap@80"]); #expect(v.log.isEmpty)
            } else {
                #expect(log.entries.isEmpty); #expect(v.log == ["touchesBegan", "touchesEnded"])
                let began = device.trace.entries.first { $0.subject == "V" && $0.message == "touchesBegan" }
                #expect(began?.time == 1.5)
            }
        }
    }
}
