import Foundation
import Testing
@testable import Touchstone

/// A view that keeps, for every `touchesMoved`, the event's coalesced and predicted touches.
private final class SampleLoggingView: UIView {
    var coalesced: [[UITouch]] = []
    var predicted: [[UITouch]] = []
    var moves: [UITouch] = []
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        moves.append(touch.sample(at: touch.locationInWindow, time: touch.timestamp))
        coalesced.append(event.coalescedTouches(for: touch) ?? [])
        predicted.append(event.predictedTouches(for: touch) ?? [])
    }
}

/// A pan that keeps, for every move, the digitiser samples the move carried and its velocity after it.
private final class VelocityLoggingPan: UIPanGestureRecognizer {
    var samples: [[(location: CGPoint, timestamp: TimeInterval)]] = []
    var velocities: [CGPoint] = []
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let carried = touches.first?.coalescedSamples ?? []
        super.touchesMoved(touches, with: event)
        samples.append(carried)
        velocities.append(velocity(in: nil))
    }
}

/// The input model of issue 35: seeded, deterministic gestures as people make them
/// (HumanGestureDecisions HG1–HG7).
@Suite("Gestures as people make them")
struct HumanGestureTests {
    /// HG1: the generator is SplitMix64 as published (the reference C code's first outputs for 1234567).
    @Test func splitMix64GivesThePublishedSequence() {
        var g = SplitMix64(seed: 1_234_567)
        #expect([g.next(), g.next(), g.next()] == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }

    /// HG2: minimum jerk — still at both ends, half way at half time, fastest in the middle.
    @Test func minimumJerkAcceleratesCruisesAndDecelerates() {
        #expect(MinimumJerk.position(0) == 0 && MinimumJerk.position(1) == 1 && MinimumJerk.position(0.5) == 0.5)
        let first = MinimumJerk.position(0.1) - MinimumJerk.position(0)
        let middle = MinimumJerk.position(0.55) - MinimumJerk.position(0.45)
        let last = MinimumJerk.position(1) - MinimumJerk.position(0.9)
        #expect(first < 0.01 && last < 0.01 && middle > 0.18)
    }

    private func variedRun(seed: UInt64, touchRate: Double? = nil) throws -> (Device, SampleLoggingView) {
        let v = SampleLoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        device.gestureSeed = seed
        device.touchSamplingRate = touchRate
        try device.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2, spread: .natural)
        return (device, v)
    }

    @Test func theSameSeedGivesTheSameGestureAndTrace() throws {
        let (a, _) = try variedRun(seed: 8121)
        let (b, _) = try variedRun(seed: 8121)
        let (c, _) = try variedRun(seed: 8122)
        #expect(try a.trace.jsonData() == b.trace.jsonData())
        #expect(try a.trace.jsonData() != c.trace.jsonData())
    }

    @Test func aNilSpreadIsThePlainGestureByteForByte() throws {
        func run(_ body: (Device) throws -> Void) throws -> Data {
            let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let (device, _) = makeScene { $0.addSubview(v) }
            v.addGestureRecognizer(UIPanGestureRecognizer())
            try body(device)
            try device.settle()
            return try device.trace.jsonData()
        }
        let p = CGPoint(x: 100, y: 300), q = CGPoint(x: 300, y: 320)
        #expect(try run { try $0.drag(from: p, to: q, duration: 0.25) } == run { try $0.drag(from: p, to: q, duration: 0.25, spread: nil) })
        #expect(try run { try $0.tap(at: p) } == run { try $0.tap(at: p, spread: nil) })
        #expect(try run { try $0.edgeSwipe(edge: .left) } == run { try $0.edgeSwipe(edge: .left, spread: nil) })
        #expect(try run { try $0.swipe(from: p, direction: .up) } == run { try $0.swipe(from: p, direction: .up, spread: nil) })
    }

    /// HG3: the finger lands at a moment inside the first display frame, and moves arrive on frame boundaries.
    @Test func theLandingFallsInsideAFrameAndMovesOnFrameBoundaries() throws {
        var landings: Set<Int> = []
        for seed in UInt64(1)...20 {
            let (device, v) = try variedRun(seed: seed)
            let down = try #require(device.trace.entries.first { $0.kind == .input && $0.message.hasPrefix("down") })
            #expect(down.time >= 0 && down.time < 1.0 / 60)
            landings.insert(Int(down.time * 1e6))
            for m in v.moves { #expect(abs(m.timestamp * 60 - (m.timestamp * 60).rounded()) < 1e-6) }
        }
        #expect(landings.count == 20)
    }

    /// HG6: at 240 Hz touch sampling and 60 Hz display, each move carries about four samples, the last
    /// being the delivered touch; at 60 Hz each carries one.
    @Test func coalescedTouchesCarryTheDigitiserSamplesBetweenFrames() throws {
        let (_, fast) = try variedRun(seed: 5, touchRate: 240)
        let counts = fast.coalesced.map(\.count)
        #expect(counts.dropFirst().dropLast().allSatisfy { $0 == 4 })
        for (samples, touch) in zip(fast.coalesced, fast.moves) {
            #expect(samples.last?.locationInWindow == touch.locationInWindow)
            #expect(samples.last?.timestamp == touch.timestamp)
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
        }
        #expect(fast.predicted.allSatisfy { $0.count == 1 })
        let (_, slow) = try variedRun(seed: 5, touchRate: 60)
        #expect(slow.coalesced.allSatisfy { $0.count == 1 })
    }

    /// HG15: at 240 Hz the pan's velocity is that of the last digitiser samples the move carried —
    /// 0.2 × the newest sample's plus 0.8 × the one before, each over its own interval — not of the
    /// delivered touches a frame apart; at the end of a drag those samples decelerate, so the pan
    /// reports less than the frame's average speed. (The natural spread without its per-sample
    /// noise: at the very end of a drag the finger moves less per sample than the noise.)
    @Test func aPanReadsItsVelocityFromTheCoalescedSamplesOfAHumanDrag() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pan = VelocityLoggingPan()
        v.addGestureRecognizer(pan)
        let (device, _) = makeScene { $0.addSubview(v) }
        device.gestureSeed = 5
        device.touchSamplingRate = 240
        var smooth = GestureSpread.natural
        smooth.sampleNoise = 0
        try device.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2, spread: smooth)
        let last = try #require(pan.samples.indices.last { pan.samples[$0].count >= 4 })
        let s = pan.samples[last]
        func velocity(_ a: Int, _ b: Int) -> CGPoint {
            let dt = s[b].timestamp - s[a].timestamp
            return CGPoint(x: (s[b].location.x - s[a].location.x) / dt, y: (s[b].location.y - s[a].location.y) / dt)
        }
        let newest = velocity(s.count - 2, s.count - 1), before = velocity(s.count - 3, s.count - 2)
        let expected = CGPoint(x: newest.x * 0.2 + before.x * 0.8, y: newest.y * 0.2 + before.y * 0.8)
        #expect(abs(pan.velocities[last].x - expected.x) < 1e-9 && abs(pan.velocities[last].y - expected.y) < 1e-9)
        // The frame's average speed, from the previous move's last sample to this one's.
        let previous = try #require(pan.samples[last - 1].last)
        let average = (s[s.count - 1].location.x - previous.location.x) / (s[s.count - 1].timestamp - previous.timestamp)
        #expect(newest.x < before.x && pan.velocities[last].x < average)
        // At 60 Hz a move carries no samples and the velocity is the delivered touches'.
        let slow = VelocityLoggingPan()
        let w = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.addGestureRecognizer(slow)
        let (plain, _) = makeScene { $0.addSubview(w) }
        plain.gestureSeed = 5
        try plain.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2, spread: .natural)
        #expect(!slow.samples.isEmpty && slow.samples.allSatisfy(\.isEmpty))
    }

    @Test func anEventAnswersNilForATouchThatIsNotItsOwn() throws {
        let (device, _) = try variedRun(seed: 1)
        let stranger = UITouch(fingerID: 9, location: .zero, timestamp: 0, window: nil)
        let event = device.event(for: try #require(device.application.keyWindow))
        #expect(event.coalescedTouches(for: stranger) == nil)
        #expect(event.predictedTouches(for: stranger) == nil)
    }

    @Test func aTouchSamplingRateTheModelDoesNotKnowIsRefusedAndChangesNothing() throws {
        let (device, _) = makeScene()
        device.touchSamplingRate = 90
        let before = device.trace.entries.count
        #expect(throws: TouchstoneError.self) {
            try device.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), spread: .natural)
        }
        #expect(device.trace.entries.count == before)
        #expect(device.activeTouches.isEmpty)
    }

    /// HG4: the landing scatters about the aimed point by a few points, never off the screen.
    @Test func theLandingScattersByAFewPointsAndStaysOnTheGlass() throws {
        var offsets: [CGFloat] = []
        for seed in UInt64(1)...200 {
            let (device, _) = makeScene()
            device.gestureSeed = seed
            try device.edgeSwipe(edge: .left, spread: .natural)
            let down = try #require(device.trace.entries.first { $0.kind == .input && $0.message.hasPrefix("down") })
            let x = Double(down.message.split(separator: "(")[1].split(separator: ",")[0])!
            offsets.append(CGFloat(x))
        }
        #expect(offsets.allSatisfy { $0 >= 0 && $0 < 30 })
        #expect(offsets.contains { $0 > 13 } && offsets.contains { $0 < 2 })
    }
}
