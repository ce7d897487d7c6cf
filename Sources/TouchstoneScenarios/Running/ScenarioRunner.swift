import Foundation
import Touchstone

/// What running a scenario produced: the trace, the expectations' verdicts, and a picture of the
/// screen for reports.
public struct ScenarioResult: Sendable {
    /// The scenario that ran.
    public var scenario: Scenario
    /// The device's whole trace.
    public var entries: [TraceEntry]
    /// One verdict per expectation, in file order.
    public var verdicts: [Verdict]
    /// A problem that stopped the run (bad input the device rejected), with the step's position.
    public var runError: ScenarioError?
    /// The screen as it was before the script ran.
    public var layout: SceneLayout

    /// The verdicts that failed.
    public var failures: [Verdict] { verdicts.filter { !$0.passed } }
    /// Whether the run finished and every expectation holds.
    public var passed: Bool { runError == nil && failures.isEmpty }
}

/// Runs scenarios: builds the scene, plays the script on the virtual clock, lets pending timers
/// fire, then checks the expectations.
public enum ScenarioRunner {
    /// Extra virtual time after the last step so timers (double-tap interval, press limit…) can fire.
    public static let settleLimit: TimeInterval = 5

    /// Runs `scenario` on a new scene. `tappableAreas` samples where touches land on each view
    /// for the HTML report (about one hit-test per 4 × 4 pt cell); a run that draws no report
    /// can skip it.
    public static func run(_ scenario: Scenario, tappableAreas: Bool = true) -> ScenarioResult {
        let scene: Scene
        do { scene = try Scene(scenario) } catch {
            let e = error as? ScenarioError ?? ScenarioError(file: scenario.file, line: 1, column: 1, message: "\(error)")
            return ScenarioResult(scenario: scenario, entries: [], verdicts: [], runError: e, layout: SceneLayout.empty(scenario))
        }
        return run(scene, tappableAreas: tappableAreas)
    }

    /// Runs the script of a scene that was already built (the explorer reuses scenes this way).
    public static func run(_ scene: Scene, tappableAreas: Bool = true) -> ScenarioResult {
        let layout = SceneLayout.capture(scene, tappableAreas: tappableAreas)
        var runError: ScenarioError?
        do {
            try play(scene.scenario.script, on: scene)
            try scene.device.settle(limit: settleLimit)
        } catch let e as ScenarioError {
            runError = e
        } catch {
            runError = ScenarioError(file: scene.scenario.file, line: 1, column: 1, message: "\(error)")
        }
        let entries = scene.device.trace.entries
        let verdicts = ExpectationChecker(scene: scene, entries: entries).check(scene.scenario.expectations)
        return ScenarioResult(scenario: scene.scenario, entries: entries, verdicts: verdicts, runError: runError, layout: layout)
    }

    /// The script's steps that are over by time `t` (each at its `at` time or right after the
    /// previous one), for replaying a run up to a moment (`why --at … --time`, the playground's
    /// scrubbing).
    static func steps(_ script: [Step], endingBy t: TimeInterval) -> [Step] {
        var steps: [Step] = []
        var cursor: TimeInterval = 0
        for step in script {
            let start = step.at ?? cursor
            guard start + step.duration <= t + 1e-9 else { break }
            steps.append(step)
            cursor = start + step.duration
        }
        return steps
    }

    /// Plays steps on the scene's device, each at its `at` time or right after the previous one.
    public static func play(_ steps: [Step], on scene: Scene) throws {
        let device = scene.device
        // A varied gesture may run longer than written: a later step's `at` then starts it as
        // soon as the finger is done rather than failing the run (HumanGestureDecisions HG7).
        let varied = steps.contains { $0.spread != nil }
        for step in steps {
            let fail = { (message: String) in
                ScenarioError(file: scene.scenario.file, line: step.line, column: step.column, message: message)
            }
            do {
                if let at = step.at {
                    guard at + 1e-9 >= device.clock.now || varied else {
                        throw fail("time goes backwards: this step is at \(Int((at * 1000).rounded()))ms but the previous gesture ended at \(Int((device.clock.now * 1000).rounded()))ms")
                    }
                    try device.advance(to: max(at, device.clock.now))
                }
                switch step.action {
                case let .tap(p, d, fingers):
                    if fingers == 1 { try device.tap(at: p, duration: d, spread: step.spread) }
                    else {
                        let pts = (0..<fingers).map { CGPoint(x: p.x + CGFloat($0) * 40, y: p.y) }
                        try device.send(pts.enumerated().map { .down(id: 100 + $0.offset, at: $0.element) })
                        try device.advance(by: d)
                        try device.send(pts.indices.map { .up(id: 100 + $0) })
                    }
                case let .doubleTap(p, i, d): try device.doubleTap(at: p, interval: i, duration: d)
                case let .longPress(p, d): try device.longPress(at: p, duration: d)
                case let .drag(from, to, d, hold, lift):
                    try device.drag(from: from, to: to, duration: d, hold: hold, lift: lift, spread: step.spread)
                case let .multiDrag(paths, d, hold): try device.multiDrag(paths, duration: d, hold: hold)
                case let .swipe(from, dir, dist, d): try device.swipe(from: from, direction: dir, distance: dist, duration: d, spread: step.spread)
                case let .pinch(c, from, to, d): try device.pinch(center: c, fromSpan: from, toSpan: to, duration: d)
                case let .rotate(c, span, a, b, d):
                    try device.rotate(center: c, span: span, fromAngle: a * .pi / 180, toAngle: b * .pi / 180, duration: d)
                case let .edgeSwipe(edge, pos, dist, d): try device.edgeSwipe(edge: edge, position: pos.map { CGFloat($0) }, distance: dist, duration: d, spread: step.spread)
                case let .wait(d): try device.advance(by: d)
                case let .event(changes): try device.send(changes)
                case let .moveLine(id, from, to, d) where step.spread != nil:
                    if !device.activeTouches.contains(where: { $0.fingerID == id }) { try device.touchDown(id: id, at: from) }
                    try device.move(id: id, to: to, duration: d, spread: step.spread!)
                case let .moveLine(id, from, to, d):
                    try device.move(id: id, from: from, to: to, between: device.clock.now, and: device.clock.now + d)
                case let .set(target, property, value):
                    if let problem = SceneProperty.write(property, value, on: target.name, in: scene) {
                        throw ScenarioError(file: scene.scenario.file, line: target.line, column: target.column, message: problem)
                    }
                    device.trace.record(.log, target.name, "\(property) = \(value)", cause: "script step at line \(step.line)")
                case let .log(text): device.trace.log("script", text)
                case let .animate(id, frame, alpha, duration, delay, allow):
                    guard let view = scene.view(id.name) else { throw fail("animate: '\(id.name)' is not a view of the scene") }
                    UIView.animate(withDuration: duration, delay: delay, options: allow ? [.allowUserInteraction] : [], animations: {
                        if let frame { view.frame = frame }
                        if let alpha { view.alpha = CGFloat(alpha) }
                    })
                case let .push(screen, animated):
                    guard let nav = scene.navigationController(holding: screen.name), let vc = scene.screenController(screen.name) else {
                        throw fail("push: '\(screen.name)' is not a screen of a navigation stack")
                    }
                    nav.pushViewController(vc, animated: animated)
                    scene.screenDidAppear(screen.name)
                case let .pop(to, animated):
                    guard let nav = scene.navigationController else { throw fail("pop: the scenario has no navigation stack") }
                    if let to {
                        guard let vc = scene.screenController(to.name), let holder = scene.navigationController(holding: to.name) else {
                            throw fail("pop: '\(to.name)' is not a screen of a navigation stack")
                        }
                        holder.popToViewController(vc, animated: animated)
                    } else {
                        nav.popViewController(animated: animated)
                    }
                }
            } catch let e as TouchstoneError {
                throw fail("the device rejected this step: \(e.description)")
            }
        }
    }
}
