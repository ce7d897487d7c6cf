import Foundation

/// One attempt of a composed gesture (SwiftUIDecisions SU13): a machine per part, fed the same
/// finger, and the composition's rule for when the whole may go, what it reports, and how it ends.
///
/// - simultaneous: both parts watch; the whole is ready when a part is (a composition of discrete
///   parts waits until neither is still watching), and once going it lets each part go as soon as
///   that part is ready. It ends when both parts are decided, succeeding if either succeeded.
/// - sequence: only the first part watches; when it succeeds the second starts at the finger's
///   current place and time (a drag after a long press measures its minimum distance from there).
///   The whole goes with the first part, and ends with the second; if the second fails the whole
///   is cancelled, with no `onEnded`.
/// - exclusive: the first part has precedence: the second goes only once the first has failed.
///
/// The parts' own callbacks run as the parts go (a sequence's long press calls its `onEnded` when
/// the press succeeds); the whole's callbacks run with the composed value after them.
final class ComposedGestureMachine: GestureMachine {
    let composition: GestureRecipe.Composition
    let parts: [GestureMachine]
    /// The parts' latest values.
    private var values: [Any?] = [nil, nil]
    /// The part a sequence is in (0, then 1 once the first succeeded), or the part an exclusive
    /// gesture chose.
    private var stage = 0
    private var went = false
    private var fingerIsDown = false
    private var lastPoint = CGPoint.zero, lastTime: TimeInterval = 0
    /// Callbacks made by the parts between two reports to the driver.
    private var pending: [() -> Void] = []

    init(_ attachment: GestureAttachment, recipe: GestureRecipe, composition: GestureRecipe.Composition,
         first: GestureRecipe, second: GestureRecipe) {
        self.composition = composition
        parts = [GestureMachine.make(attachment, recipe: first), GestureMachine.make(attachment, recipe: second)]
        super.init(attachment, recipe: recipe)
        for (i, part) in parts.enumerated() {
            part.onEmit = { [unowned self] emission in self.partEmitted(i, emission) }
        }
    }

    /// The parts that take the finger now.
    private var watching: [GestureMachine] {
        switch composition {
        case .simultaneous: parts
        case .sequence: [parts[stage]]
        case .exclusive: went ? [parts[stage]] : parts
        }
    }

    override var deadline: TimeInterval? {
        get { watching.filter { !$0.phase.isFinished }.compactMap(\.deadline).min() }
        set {}
    }

    override var awaitsMoreTouches: Bool { phase == .possible && !fingerIsDown && watching.contains(where: \.awaitsMoreTouches) }

    // MARK: Input

    override func down(_ p: CGPoint, _ t: TimeInterval) -> [() -> Void] {
        guard !phase.isFinished else { return [] }
        fingerIsDown = true
        lastPoint = p; lastTime = t
        var calls: [() -> Void] = []
        for part in watching { calls += part.down(p, t) }
        calls += update()
        return calls
    }

    override func moved(_ p: CGPoint, _ t: TimeInterval) {
        guard fingerIsDown, !phase.isFinished else { return }
        lastPoint = p; lastTime = t
        for part in watching {
            part.moved(p, t)
            pending += part.changed()
        }
        pending += update()
    }

    override func up(_ p: CGPoint, _ t: TimeInterval) {
        guard fingerIsDown, !phase.isFinished else { return }
        fingerIsDown = false
        lastPoint = p; lastTime = t
        for part in watching {
            let wasActive = part.phase == .active
            part.up(p, t)
            if wasActive { pending += part.finish() }
        }
        pending += update()
    }

    override func deadlineReached(_ t: TimeInterval) {
        guard !phase.isFinished else { return }
        for part in watching { part.deadlineReached(t) }
        pending += update()
    }

    override func fail(_ reason: String) {
        guard !phase.isFinished else { return }
        for part in parts { part.fail(reason) }
        super.fail(reason)
    }

    // MARK: Output

    override func activate() -> [() -> Void] {
        guard phase == .ready else { return [] }
        went = true
        phase = .active
        var calls: [() -> Void] = []
        switch composition {
        case .simultaneous:
            break
        case .sequence:
            calls += parts[0].activate()
        case .exclusive:
            stage = parts[0].phase == .ready ? 0 : 1
            let other = parts[1 - stage]
            other.fail("\(parts[stage].recipe.kindName) went")
            calls += other.cleanup()
            calls += parts[stage].activate()
        }
        return calls + update()
    }

    override func changed() -> [() -> Void] {
        defer { pending = [] }
        return pending
    }

    override func finish() -> [() -> Void] { changed() }

    override func cleanup() -> [() -> Void] {
        parts.flatMap { $0.cleanup() } + super.cleanup()
    }

    // MARK: The composition's rule

    /// Decides the whole's phase from its parts' and lets ready parts go once the whole has
    /// gone; returns the callbacks that makes.
    private func update() -> [() -> Void] {
        guard !phase.isFinished else { return [] }
        if !went {
            switch composition {
            case .simultaneous:
                if parts.allSatisfy({ $0.phase == .failed || $0.phase == .cancelled }) { fail(partFailure) }
                else if parts.contains(where: { $0.phase == .ready }),
                        isContinuous || !parts.contains(where: { $0.phase == .possible }) { phase = .ready }
            case .sequence:
                if parts[0].phase == .ready { phase = .ready } else if parts[0].phase.isFinished { fail(partFailure) }
            case .exclusive:
                let first = parts[0].phase, second = parts[1].phase
                if first == .ready { phase = .ready }
                else if first.isFinished, second == .ready { phase = .ready }
                else if first.isFinished, second.isFinished { fail(partFailure) }
            }
            return []
        }
        var calls: [() -> Void] = []
        for part in watching where part.phase == .ready { calls += part.activate() }
        let decisive = composition == .simultaneous ? parts : [parts[stage]]
        guard decisive.allSatisfy({ $0.phase.isFinished }) else { return calls }
        if decisive.contains(where: { $0.phase == .ended }) {
            phase = .ended
            if let value = value() { calls += endCalls(value) } else { calls += cleanup() }
        } else {
            fail(partFailure)
        }
        return calls
    }

    /// A part has a new value: the whole's `updating` and `onChanged` with the composed value. A
    /// sequence's first part succeeding moves it on to the second, which starts here and now.
    private func partEmitted(_ index: Int, _ emission: Emission) -> [() -> Void] {
        switch emission {
        case let .changed(v):
            values[index] = v
            return value().map { changeCalls($0) } ?? []
        case let .ended(v):
            values[index] = v
            guard composition == .sequence, index == 0 else { return [] }
            stage = 1
            var calls = value().map { changeCalls($0) } ?? []
            if fingerIsDown { calls += parts[1].down(lastPoint, lastTime) }
            return calls
        }
    }

    private func value() -> Any? { recipe.buildValue?(stage, values[0], values[1]) }

    private var partFailure: String {
        parts.compactMap(\.failure).first.map { "\(recipe.kindName): \($0)" } ?? "\(recipe.kindName) failed"
    }
}
