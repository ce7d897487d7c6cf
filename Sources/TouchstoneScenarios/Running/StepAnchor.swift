import Foundation
import Touchstone

/// A view a script step names instead of a point: `tap: tile3`, `drag: {from: tile3, by: [0, -200]}`.
/// SwiftUI lays its views out itself, so a scenario names them by `accessibilityIdentifier`
/// rather than by coordinates; UIKit views of the scenario can be named by id the same way.
/// The point is the view's centre on the screen as the scene is first shown, resolved once when
/// the file is read (`ScenarioParser.parse`), so every tool sees the same points (ScenarioDecisions X20).
public struct StepAnchor: Sendable {
    /// Which point of the step the view gives.
    public enum Role: String, Sendable {
        /// A tap's, double tap's or long press's point.
        case point
        /// A drag's start.
        case from
        /// A drag's end.
        case to
        /// A drag's end, `offset` from the centre of the view.
        case by
    }
    /// Which point of the step.
    public var role: Role
    /// The view named (its id or accessibility identifier), with its place in the file.
    public var view: Reference
    /// For `by`: how far the drag moves.
    public var offset: CGPoint = .zero

    /// The scenario with every step's anchors replaced by points on `scene`'s screen: a view's
    /// centre in screen coordinates. An unknown view, or a centre off the screen, is a
    /// positioned error.
    static func resolve(_ scenario: Scenario, on scene: Scene) -> (Scenario, [ScenarioError]) {
        var s = scenario
        var errors: [ScenarioError] = []
        let screen = CGRect(origin: .zero, size: scenario.device.screen)
        for i in s.script.indices where !s.script[i].anchors.isEmpty {
            var step = s.script[i]
            var points: [Role: CGPoint] = [:]
            for a in step.anchors {
                let fail = { (m: String) in errors.append(ScenarioError(file: scenario.file, line: a.view.line, column: a.view.column, message: m)) }
                guard let v = scene.view(a.view.name) else { fail("no view '\(a.view.name)' to touch; a step names a view by its id or accessibilityIdentifier"); continue }
                let f = v.convert(v.bounds, to: nil)
                let c = CGPoint(x: f.midX, y: f.midY)
                let p = a.role == .by ? CGPoint(x: c.x + a.offset.x, y: c.y + a.offset.y) : c
                guard p.x >= 0, p.y >= 0, p.x <= screen.maxX, p.y <= screen.maxY else {
                    fail("'\(a.view.name)' is at (\(fmtNumber(p.x)), \(fmtNumber(p.y)))\(a.role == .by ? " after by:" : ""), off the \(fmtNumber(screen.width)) × \(fmtNumber(screen.height)) pt screen; a finger touches only what is on the screen")
                    continue
                }
                points[a.role == .by ? .to : a.role] = p
            }
            switch step.action {
            case let .tap(p, d, n): step.action = .tap(points[.point] ?? p, duration: d, fingers: n)
            case let .doubleTap(p, i, d): step.action = .doubleTap(points[.point] ?? p, interval: i, duration: d)
            case let .longPress(p, d): step.action = .longPress(points[.point] ?? p, duration: d)
            case let .drag(from, to, d, h, lift): step.action = .drag(from: points[.from] ?? from, to: points[.to] ?? to, duration: d, hold: h, lift: lift)
            default: break
            }
            step.anchors = []
            s.script[i] = step
        }
        return (s, errors)
    }
}
