import Foundation
import Testing
@testable import Touchstone

/// A full-screen view `V` with the given recognisers, actions logged under their names.
private func scene(_ recognizers: [(String, UIGestureRecognizer)]) -> (Device, ActionLog, LoggingView) {
    let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    v.isMultipleTouchEnabled = true
    let (device, _) = makeScene { $0.addSubview(v) }
    let log = ActionLog(device)
    for (name, r) in recognizers { log.attach(r, as: name); v.addGestureRecognizer(r) }
    return (device, log, v)
}

@Suite("UITapGestureRecognizer (rules §6.1, CC18, CC21, CC62)")
struct TapRecognizerTests {
    @Test func movementUpTo45PointsStillTapsBeyondFails() throws {
        // CC18 and its 40 pt variant; 45 is inside, 45.5 outside.
        for (distance, expectTap) in [(CGFloat(45), true), (CGFloat(45.5), false)] {
            let (device, log, _) = scene([("tap", UITapGestureRecognizer())])
            try device.at(0, .down(id: 0, at: pt(195, 422)))
            try device.at(16, .move(id: 0, to: pt(195, 422 + distance)))
            try device.at(80, .up(id: 0))
            #expect(log.entries == (expectTap ? ["tap@80"] : []))
        }
    }

    @Test func movingTooFarFailsOnThatSampleAndTheViewEndsNormally() throws {
        // CC18.
        let (device, log, v) = scene([("tap", UITapGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        for k in 1...12 { try device.at(Double(16 * k), .move(id: 0, to: pt(195, 422 + CGFloat(5 * k)))) }
        try device.at(208, .up(id: 0))
        #expect(device.time(of: "tap", "possible→failed") == 160)
        #expect(log.entries.isEmpty)
        #expect(v.log.last == "touchesEnded")
    }

    @Test func pressLimitIsOnePointFiveSeconds() throws {
        for (hold, expectTap) in [(1490.0, true), (1510.0, false)] {
            let (device, log, _) = scene([("tap", UITapGestureRecognizer())])
            try device.at(0, .down(id: 0, at: pt(195, 422)))
            try device.at(hold, .up(id: 0))
            #expect(log.entries == (expectTap ? ["tap@\(Int(hold))"] : []))
        }
    }

    @Test func doubleTapIntervalIs350Milliseconds() throws {
        for (gap, expectDouble) in [(340.0, true), (360.0, false)] {
            let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2
            let (device, log, _) = scene([("double", double)])
            try device.at(0, .down(id: 0, at: pt(195, 422)))
            try device.at(60, .up(id: 0))
            try device.at(60 + gap, .down(id: 0, at: pt(195, 422)))
            try device.at(120 + gap, .up(id: 0))
            #expect(log.entries == (expectDouble ? ["double@\(Int(120 + gap))"] : []))
        }
    }

    @Test func slowDoubleTapFailsThenStartsAFreshAttempt() throws {
        // CC21.
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2
        let (device, log, _) = scene([("double", double)])
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.at(60, .up(id: 0))
        try device.at(500, .down(id: 0, at: pt(195, 422)))
        try device.at(560, .up(id: 0))
        try device.settle()
        let fails = device.trace.entries.filter { $0.subject == "double" && $0.message == "possible→failed" }
            .map { Int(($0.time * 1000).rounded()) }
        #expect(fails == [410, 910])
        #expect(log.entries.isEmpty)
    }

    @Test func twoFingerTapRecognizesAtLastLiftAtTheCentroid() throws {
        // CC62 (a).
        let tap = UITapGestureRecognizer(); tap.numberOfTouchesRequired = 2
        var location: CGPoint?
        tap.addHandler { g in location = g.location(in: nil) }
        let (device, log, _) = scene([("tap", tap)])
        try device.at(0, .down(id: 0, at: pt(150, 400)))
        try device.at(30, .down(id: 1, at: pt(250, 400)))
        try device.at(90, .up(id: 0))
        try device.at(100, .up(id: 1))
        #expect(log.entries == ["tap@100"])
        #expect(location == pt(200, 400))
    }

    @Test func tooManyFingersFailTheTap() throws {
        // CC62 (b).
        let tap = UITapGestureRecognizer(); tap.numberOfTouchesRequired = 2
        let (device, log, _) = scene([("tap", tap)])
        try device.at(0, .down(id: 0, at: pt(150, 400)))
        try device.at(30, .down(id: 1, at: pt(250, 400)))
        try device.at(40, .down(id: 2, at: pt(200, 500)))
        #expect(device.time(of: "tap", "possible→failed") == 40)
        try device.at(100, .up(id: 0), .up(id: 1), .up(id: 2))
        #expect(log.entries.isEmpty)
    }
}

@Suite("UILongPressGestureRecognizer (rules §6.2, CC22–CC24, CC63)")
struct LongPressRecognizerTests {
    @Test func beginsAtHalfASecondChangesOnMoveEndsAtLift() throws {
        // CC22.
        let (device, log, _) = scene([("lp", UILongPressGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.at(700, .move(id: 0, to: pt(195, 428)))
        try device.at(1000, .up(id: 0))
        #expect(log.entries == ["lp.began@500", "lp.changed@700", "lp.ended@1000"])
    }

    @Test func movingMoreThanTenPointsEarlyFails() throws {
        // CC23; 10 pt is still allowed.
        for (dy, expectBegan) in [(CGFloat(10), true), (CGFloat(11), false)] {
            let (device, log, _) = scene([("lp", UILongPressGestureRecognizer())])
            try device.at(0, .down(id: 0, at: pt(195, 422)))
            try device.at(100, .move(id: 0, to: pt(195, 422 + dy)))
            try device.at(900, .up(id: 0))
            #expect(log.entries == (expectBegan ? ["lp.began@500", "lp.ended@900"] : []))
        }
    }

    @Test func liftingBeforeHalfASecondFails() throws {
        let (device, log, _) = scene([("lp", UILongPressGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.at(490, .up(id: 0))
        #expect(log.entries.isEmpty)
        #expect(device.time(of: "lp", "possible→failed") == 490)
    }

    @Test func movesFreelyAfterBeginning() throws {
        // CC24.
        let (device, log, _) = scene([("lp", UILongPressGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.move(0, from: pt(195, 422), to: pt(295, 422), at: every16(600, 792))
        try device.at(900, .up(id: 0))
        #expect(log.entries.first == "lp.began@500")
        #expect(log.entries.filter { $0.hasPrefix("lp.changed") }.count == every16(600, 792).count)
        #expect(log.entries.last == "lp.ended@900")
    }

    @Test func timerStartsWhenAllRequiredFingersAreDown() throws {
        // CC63.
        let one = UILongPressGestureRecognizer(); one.numberOfTouchesRequired = 2
        let (d1, log1, _) = scene([("lp", one)])
        try d1.at(0, .down(id: 0, at: pt(150, 422)))
        try d1.at(1000, .up(id: 0))
        #expect(log1.entries.isEmpty)
        let two = UILongPressGestureRecognizer(); two.numberOfTouchesRequired = 2
        let (d2, log2, _) = scene([("lp", two)])
        try d2.at(0, .down(id: 0, at: pt(150, 422)))
        try d2.at(100, .down(id: 1, at: pt(250, 422)))
        try d2.at(1000, .up(id: 0), .up(id: 1))
        #expect(log2.entries == ["lp.began@600", "lp.ended@1000"])
    }
}

@Suite("UIPanGestureRecognizer (rules §6.3, CC25, CC64, CC65)")
struct PanRecognizerTests {
    @Test func beginsAtTenPointsNotBefore() throws {
        for (x, expectBegan) in [(CGFloat(109.9), false), (CGFloat(110), true)] {
            let (device, log, _) = scene([("pan", UIPanGestureRecognizer())])
            try device.at(0, .down(id: 0, at: pt(100, 400)))
            try device.at(16, .move(id: 0, to: pt(x, 400)))
            #expect(log.entries == (expectBegan ? ["pan.began@16"] : []))
        }
    }

    @Test func minimumTouchesMustBeMoving() throws {
        // CC64.
        let one = UIPanGestureRecognizer(); one.minimumNumberOfTouches = 2
        let (d1, log1, _) = scene([("pan", one)])
        try d1.at(0, .down(id: 0, at: pt(100, 400)))
        try d1.move(0, from: pt(100, 400), to: pt(200, 400), at: every16(16, 160))
        try d1.at(176, .up(id: 0))
        #expect(log1.entries.isEmpty)
        #expect(d1.states(of: "pan").first == "possible→failed (lifted with fewer than 2 touches)")
        let two = UIPanGestureRecognizer(); two.minimumNumberOfTouches = 2
        let (d2, log2, _) = scene([("pan", two)])
        try d2.at(0, .down(id: 0, at: pt(100, 400)), .down(id: 1, at: pt(200, 400)))
        for (i, t) in every16(16, 160).enumerated() {
            let dx = CGFloat(i + 1) * 10
            try d2.at(t, .move(id: 0, to: pt(100 + dx, 400)), .move(id: 1, to: pt(200 + dx, 400)))
        }
        try d2.at(176, .up(id: 0), .up(id: 1))
        #expect(log2.entries.first == "pan.began@16")
        #expect(log2.entries.last == "pan.ended@176")
    }

    @Test func extraFingersBeyondTheMaximumAreIgnored() throws {
        // CC65.
        let pan = UIPanGestureRecognizer(); pan.maximumNumberOfTouches = 1
        var counts: [Int] = []
        var final: CGPoint?
        pan.addHandler { g in
            counts.append(g.numberOfTouches)
            if g.state == .ended { final = (g as! UIPanGestureRecognizer).translation(in: nil) }
        }
        let (device, log, _) = scene([("pan", pan)])
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(140, 400), at: every16(16, 64))
        try device.at(80, .down(id: 1, at: pt(300, 400)))
        try device.move(0, from: pt(140, 400), to: pt(180, 400), at: every16(96, 144))
        try device.at(150, .up(id: 1))
        try device.at(160, .up(id: 0))
        #expect(log.entries.first == "pan.began@16")
        #expect(log.entries.last == "pan.ended@160")
        #expect(counts.dropLast().allSatisfy { $0 == 1 })
        #expect(final == pt(70, 0))
    }

    @Test func velocityBlendsLatestAndPreviousSample() throws {
        let pan = UIPanGestureRecognizer()
        var velocity: CGPoint?
        pan.addHandler { g in velocity = (g as! UIPanGestureRecognizer).velocity(in: nil) }
        let (device, log, _) = scene([("pan", pan)])
        defer { withExtendedLifetime(log) {} }
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.at(16, .move(id: 0, to: pt(110, 400)))
        try device.at(32, .move(id: 0, to: pt(130, 400)))
        // 10 pt / 16 ms = 625 pt/s, then 20 pt / 16 ms = 1250 pt/s → 0.2 × 1250 + 0.8 × 625.
        #expect(abs((velocity?.x ?? 0) - 750) < 0.001)
    }

    @Test func setTranslationRebasesTheTranslation() throws {
        let pan = UIPanGestureRecognizer()
        var seen: [CGPoint] = []
        pan.addHandler { g in
            let p = g as! UIPanGestureRecognizer
            seen.append(p.translation(in: nil))
            p.setTranslation(.zero, in: nil)
        }
        let (device, log, _) = scene([("pan", pan)])
        defer { withExtendedLifetime(log) {} }
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(160, 400), at: every16(16, 48))
        #expect(seen == [pt(10, 0), pt(20, 0), pt(20, 0)])
    }
}
