import Foundation
@testable import Touchstone

/// What the invariants found wrong in one stream, in words.
final class FuzzFindings {
    private(set) var violations: [String] = []
    var now: () -> TimeInterval = { 0 }

    func fail(_ message: String) {
        if violations.count < 20 { violations.append(String(format: "t=%.3f ", now()) + message) }
    }
}

/// A view that checks, as each delivery happens, that it sees every touch hit-tested to it as
/// began, moved*, then exactly one of ended or cancelled (rules T1), and nothing once removed.
final class FuzzView: UIView {
    let findings: FuzzFindings
    let callsSuper: Bool
    var isRemoved = false
    /// Phases delivered to this view as the touch's own view, by touch sequence number.
    private(set) var sequences: [Int: [UITouch.Phase]] = [:]

    init(_ name: String, frame: CGRect, callsSuper: Bool, findings: FuzzFindings) {
        self.findings = findings
        self.callsSuper = callsSuper
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    private func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>) {
        for t in touches where t.view === self {
            let name = traceName
            if isRemoved { findings.fail("\(name) got \(phase) for finger \(t.fingerID) after it was removed") }
            var seen = sequences[t.sequence] ?? []
            let finished = seen.last == .ended || seen.last == .cancelled
            switch phase {
            case .began:
                if !seen.isEmpty { findings.fail("\(name) got began twice for finger \(t.fingerID) (had \(seen))") }
            default:
                if seen.first != .began { findings.fail("\(name) got \(phase) for finger \(t.fingerID) before began") }
                if finished { findings.fail("\(name) got \(phase) for finger \(t.fingerID) after \(seen.last!)") }
            }
            seen.append(phase)
            sequences[t.sequence] = seen
        }
    }

    /// Sequences that began but never ended or were cancelled.
    var unfinished: [Int] {
        sequences.filter { $0.value.first == .began && $0.value.last != .ended && $0.value.last != .cancelled }.map(\.key).sorted()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches); if callsSuper { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches); if callsSuper { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches); if callsSuper { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches); if callsSuper { super.touchesCancelled(touches, with: event) }
    }
}

/// Delegate answers drawn once per (question, recogniser, other) from the scene's seed, so they
/// are random but stable for the whole stream.
final class FuzzDelegate: UIGestureRecognizerDelegate {
    let seed: UInt64
    let percent: [Int]  // chance of YES for: shouldBegin, shouldReceive, simultaneous, requireFailureOf, requiredToFailBy
    /// Dynamic requirements only from a lower-numbered recogniser to a higher-numbered one (no cycles).
    let acyclic: Bool

    init(seed: UInt64, percent: [Int], acyclic: Bool) { self.seed = seed; self.percent = percent; self.acyclic = acyclic }

    private func index(_ g: UIGestureRecognizer) -> Int { g.name.flatMap { Int($0.dropFirst()) } ?? 99 }

    private func answer(_ question: Int, _ a: UIGestureRecognizer, _ b: UIGestureRecognizer?) -> Bool {
        let ia = UInt64(a.name.flatMap { Int($0.dropFirst()) } ?? 99)
        let ib = UInt64(b?.name.flatMap { Int($0.dropFirst()) } ?? 99)
        var rng = SplitMix64(seed: seed ^ (UInt64(question) << 48) ^ (ia << 24) ^ ib)
        return rng.below(100) < percent[question]
    }

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { answer(0, g, nil) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { answer(1, g, nil) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { answer(2, g, o) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool {
        (!acyclic || index(g) < index(o)) && answer(3, g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool {
        (!acyclic || index(o) < index(g)) && answer(4, g, o)
    }
}

/// A random scene: a random view tree with random flags, random recognisers of the existing
/// kinds with random settings, delegates and failure requirements (with or without cycles), and
/// actions that sometimes change the scene mid-gesture.
final class FuzzScene {
    let device: Device
    let findings = FuzzFindings()
    private(set) var views: [FuzzView] = []
    private(set) var recognizers: [UIGestureRecognizer] = []
    private var delegates: [FuzzDelegate] = []
    private var rng: SplitMix64
    /// Whether failure requirements may form cycles in this scene.
    let allowsCycles: Bool
    /// Whether some actions mutate the scene (remove views or recognisers, disable, change delegates).
    let mutatesInActions: Bool

    /// `quiet` keeps only the trace kinds the invariants read (errors, states, actions).
    init(seed: UInt64, quiet: Bool = false) {
        rng = SplitMix64(seed: seed)
        device = Device()
        if quiet { device.trace.mutedKinds = [.input, .hitTest, .touches, .lifecycle, .scroll, .control, .haptic, .log] }
        allowsCycles = rng.chance(0.3)
        mutatesInActions = rng.chance(0.3)
        findings.now = { [unowned device] in device.clock.now }
        let window = UIWindow(frame: device.screenBounds)
        let root = FuzzView("v0", frame: window.bounds, callsSuper: true, findings: findings)
        window.addSubview(root)
        views.append(root)
        let viewCount = 1 + rng.below(7)
        for i in 1...viewCount {
            let parent = views[rng.below(views.count)]
            let b = parent.bounds
            let w = max(10, b.width * rng.between(0.2, 1.1)), h = max(10, b.height * rng.between(0.1, 1.1))
            let frame = CGRect(x: rng.between(-10, Double(b.width) * 0.8), y: rng.between(-10, Double(b.height) * 0.8), width: w, height: h)
            let v = FuzzView("v\(i)", frame: frame, callsSuper: rng.chance(0.7), findings: findings)
            v.isUserInteractionEnabled = rng.chance(0.92)
            v.isHidden = rng.chance(0.04)
            v.alpha = rng.chance(0.04) ? 0.005 : 1
            v.isMultipleTouchEnabled = rng.chance(0.5)
            v.isExclusiveTouch = rng.chance(0.1)
            parent.addSubview(v)
            views.append(v)
        }
        let recognizerCount = rng.below(6)
        for i in 0..<recognizerCount {
            let r = makeRecognizer()
            r.name = "g\(i)"
            r.cancelsTouchesInView = rng.chance(0.8)
            r.delaysTouchesBegan = rng.chance(0.25)
            r.delaysTouchesEnded = rng.chance(0.8)
            if rng.chance(0.3) {
                let d = FuzzDelegate(seed: rng.next(), percent: [rng.chance(0.7) ? 100 : 70, rng.chance(0.8) ? 100 : 70,
                                                               rng.below(60), rng.below(25), rng.below(25)],
                                     acyclic: !allowsCycles)
                delegates.append(d)
                r.delegate = d
            }
            r.addHandler { [unowned self] g in self.action(g) }
            views[rng.below(views.count)].addGestureRecognizer(r)
            recognizers.append(r)
        }
        // Failure requirements: an acyclic order (i requires j only for j > i) unless cycles are allowed.
        for (i, r) in recognizers.enumerated() {
            for (j, other) in recognizers.enumerated() where i != j && rng.chance(0.2) {
                if allowsCycles || j > i { r.require(toFail: other) }
            }
        }
        device.show(window)
    }

    private func makeRecognizer() -> UIGestureRecognizer {
        switch rng.below(3) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + rng.below(2)
            tap.numberOfTouchesRequired = rng.chance(0.8) ? 1 : 2
            return tap
        case 1:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = rng.chance(0.8) ? 1 : 2
            pan.maximumNumberOfTouches = rng.chance(0.8) ? .max : 2
            return pan
        default:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = rng.between(0.1, 0.6)
            press.numberOfTapsRequired = rng.chance(0.8) ? 0 : 1
            press.allowableMovement = rng.chance(0.5) ? 10 : 40
            return press
        }
    }

    private func action(_ g: UIGestureRecognizer) {
        if g.state == .failed || g.state == .possible {
            findings.fail("\(g.traceName) sent an action in state \(g.state)")
        }
        if mutatesInActions && rng.chance(0.15) { mutate() }
    }

    /// A change to the scene, made between events or from inside an action.
    func mutate() {
        switch rng.below(5) {
        case 0 where views.count > 1:
            let v = views[1 + rng.below(views.count - 1)]
            if v.superview != nil {
                // EventDeliveryDecisions D8: the subtree's views get touchesCancelled as they leave, nothing after.
                v.removeFromSuperview()
                var stack: [UIView] = [v]
                while let x = stack.popLast() { (x as? FuzzView)?.isRemoved = true; stack.append(contentsOf: x.subviews) }
            }
        case 1 where !recognizers.isEmpty:
            let r = recognizers[rng.below(recognizers.count)]
            r.view?.removeGestureRecognizer(r)
        case 2 where !recognizers.isEmpty:
            let r = recognizers[rng.below(recognizers.count)]
            r.isEnabled.toggle()
        case 3 where !recognizers.isEmpty:
            recognizers[rng.below(recognizers.count)].delegate = nil
        default:
            let live = views.filter { !$0.isRemoved }
            guard !live.isEmpty else { return }
            let r = makeRecognizer()
            r.name = "g\(recognizers.count)"
            r.addHandler { [unowned self] g in self.action(g) }
            live[rng.below(live.count)].addGestureRecognizer(r)
            recognizers.append(r)
        }
    }

    /// A random point: usually inside a random view, sometimes anywhere (or off-screen).
    func randomPoint() -> CGPoint {
        if rng.chance(0.7), let v = views.filter({ !$0.isRemoved && $0.window != nil }).randomElement(using: &rng) {
            let b = v.bounds
            return v.convert(CGPoint(x: rng.between(0, Double(b.width)), y: rng.between(0, Double(b.height))), to: nil)
        }
        return CGPoint(x: rng.between(-20, 410), y: rng.between(-20, 864))
    }

    /// How far `checkTrace` has read, and the recognisers that failed since their last reset.
    private var nextTraceIndex = 0
    private var failedSinceReset = Set<String>()

    /// Runs a random stream of `length` steps, checking the invariants after each, then lifts every
    /// finger, lets every delay run out and checks that everything is back at rest.
    func runStream(length: Int) {
        playSteps(length)
        let down = device.activeTouches.map(\.fingerID)
        if !down.isEmpty {
            let changes: [Device.FingerChange] = down.map { rng.chance(0.8) ? .up(id: $0) : .cancel(id: $0) }
            do { try device.send(changes) } catch { findings.fail("lifting every finger was rejected: \(error)") }
        }
        do { try device.advance(by: 3) } catch { findings.fail("advance rejected: \(error)") }
        checkTrace(from: &nextTraceIndex, failed: &failedSinceReset)
        for r in recognizers where r.state != .possible || r.currentState != .possible || r.isEngaged {
            findings.fail("\(r.traceName) is \(r.currentState) (engaged: \(r.isEngaged)) with no finger down and every delay past")
        }
        for v in views {
            for s in v.unfinished { findings.fail("\(v.traceName): touch #\(s) began but never ended or was cancelled") }
        }
    }

    /// Plays `count` random steps, checking the trace after each; fingers may be left down.
    func playSteps(_ count: Int) {
        for _ in 0..<count {
            step()
            checkTrace(from: &nextTraceIndex, failed: &failedSinceReset)
        }
    }

    private func step() {
        let active = device.activeTouches.map(\.fingerID)
        let roll = rng.below(100)
        var changes: [Device.FingerChange] = []
        switch roll {
        case 0..<22 where active.count < 4:
            let id = (0..<5).first { !active.contains($0) } ?? 0
            changes = [.down(id: id, at: randomPoint())]
        case 0..<55 where !active.isEmpty:
            for id in active where rng.chance(0.7) {
                let t = device.activeTouches.first { $0.fingerID == id }!.locationInWindow
                let scale = rng.chance(0.7) ? 6.0 : 60.0
                changes.append(.move(id: id, to: CGPoint(x: t.x + rng.between(-scale, scale), y: t.y + rng.between(-scale, scale))))
            }
        case 55..<70 where !active.isEmpty:
            changes = [rng.chance(0.9) ? .up(id: active[rng.below(active.count)]) : .cancel(id: active[rng.below(active.count)])]
        case 70..<75 where active.count < 3:
            // Several fingers change in one event.
            let free = (0..<5).filter { !active.contains($0) }
            changes = [.down(id: free[0], at: randomPoint()), .down(id: free[1], at: randomPoint())]
            if let id = active.first { changes.append(rng.chance(0.5) ? .up(id: id) : .move(id: id, to: randomPoint())) }
        case 75..<78:
            mutate()
            return
        default:
            let dt = rng.chance(0.6) ? 1.0 / 60 : rng.between(0, 0.7)
            do { try device.advance(by: dt) } catch { findings.fail("advance rejected: \(error)") }
            return
        }
        if changes.isEmpty { return }
        do { try device.send(changes) } catch { findings.fail("valid input \(changes) rejected: \(error)") }
    }

    /// Error lines, and actions of a recogniser that failed in the same attempt (reset clears it).
    private func checkTrace(from index: inout Int, failed: inout Set<String>) {
        let entries = device.trace.entries
        while index < entries.count {
            let e = entries[index]
            index += 1
            switch e.kind {
            case .error:
                findings.fail("trace error: \(e.summary) — \(e.cause ?? "")")
            case .state:
                if e.message.hasSuffix("→failed") { failed.insert(e.subject) }
                if e.message.hasSuffix("→possible") { failed.remove(e.subject) }
            case .action:
                if failed.contains(e.subject) { findings.fail("\(e.subject) sent an action after it failed in the same attempt") }
            default:
                break
            }
        }
    }
}
