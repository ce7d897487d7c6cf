import Foundation
import Touchstone
import Yams

/// One input event produced from WebDriver actions: finger changes at a time (seconds from the
/// start of the action chain).
public struct WebDriverEvent: Sendable {
    /// When the changes happen, in seconds from the start of the action chain.
    public var time: TimeInterval
    /// The finger changes of this moment, delivered as one event.
    public var changes: [Device.FingerChange]
}

/// Imports W3C WebDriver pointer actions — the JSON Appium and Selenium send to `POST
/// /session/{id}/actions` — so a gesture captured elsewhere replays on a Touchstone device.
///
/// Semantics (W3C WebDriver "Actions"): the top level holds one action list per input source.
/// The i-th actions of all sources form tick i; a tick starts when the previous one has finished
/// and lasts as long as its longest `pause` or `pointerMove` duration (ms). `pointerMove` with a
/// duration moves the pointer along a straight line, here sampled every 1/`samplingRate` s;
/// `origin` is `viewport` (absolute, the default) or `pointer` (relative to the current
/// position); element origins cannot be resolved without an app and are rejected. Each pointer
/// source becomes one finger (ids 0, 1, … in order of appearance); `none` and `key` sources only
/// contribute pauses. `pointerDown`, `pointerUp` and `pointerCancel` take effect at the start of
/// their tick.
public enum WebDriverActions {
    /// The longest pause or move one action may take (seconds), as for scenario gestures.
    static let maximumActionDuration: TimeInterval = 60

    /// Turns a WebDriver actions file into timed finger events, sampling moves at `samplingRate`
    /// Hz. Throws ``ScenarioError`` (positioned in `file`) for anything it cannot replay.
    ///
    /// The file may be any file on disk (a scenario's `webdriver:` or `--webdriver` names it), so
    /// no message quotes it (decision R19): not its lines, keys or values — only the path, a
    /// position, the place in the actions (`actions[0].actions[3]`) and what was expected.
    public static func parse(_ data: Data, file: String, samplingRate: Double = 60) throws -> [WebDriverEvent] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: file, line: 1, column: 1, message: "the WebDriver actions file is not UTF-8 text")
        }
        let node: Node?
        do { node = try ScenarioParser.compose(text, file: file) } catch let e as YAMLComposer.SyntaxError {
            // Position only: YAML's own messages may quote the document (a duplicated key, a line
            // holding a control character).
            throw ScenarioError(file: file, line: e.error.line, column: e.error.column,
                                message: "not a WebDriver actions file: it does not parse as JSON or YAML; the file's contents are not shown")
        }
        guard let node else { throw ScenarioError(file: file, line: 1, column: 1, message: "empty WebDriver actions file; expected {\"actions\": [...]}") }
        let root = YField(node: node, file: file, path: "", quotesValues: false)
        guard root.isSequence || (root.isMapping && node.mapping?["actions"] != nil) else {
            throw ScenarioError(file: file, line: 1, column: 1,
                                message: "not a WebDriver actions file: expected a JSON object with an \"actions\" list (the file's contents are not shown)")
        }
        return try parse(node: root, samplingRate: samplingRate)
    }

    static func parse(node root: YField, samplingRate: Double = 60) throws -> [WebDriverEvent] {
        let sourcesField: YField
        if root.isSequence { sourcesField = root } else {
            let m = try root.mapping("WebDriver actions", allowed: ["actions"])
            sourcesField = try m.required("actions")
        }
        struct Source { var finger: Int?; var actions: [YField] }
        var sources: [Source] = []
        var nextFinger = 0
        for src in try sourcesField.list("input sources") {
            let m = try src.mapping("an input source", allowed: ["type", "id", "parameters", "actions"])
            let type = try m.required("type").choice("input source type", [("pointer", "pointer"), ("none", "none"), ("key", "key"), ("wheel", "wheel")])
            if let p = m["parameters"] {
                let pm = try p.mapping("pointer parameters", allowed: ["pointerType"])
                if let pt = pm["pointerType"] { _ = try pt.choice("pointerType", [("touch", 0), ("mouse", 1), ("pen", 2)]) }
            }
            var finger: Int?
            if type == "pointer" {
                finger = nextFinger; nextFinger += 1
                if nextFinger > Parsing.maximumFingers {
                    throw src.error("\(src.path): more than \(Parsing.maximumFingers) pointer sources; an event changes at most \(Parsing.maximumFingers) fingers")
                }
            }
            sources.append(Source(finger: finger, actions: try m.required("actions").list("actions")))
        }
        let ticks = sources.map(\.actions.count).max() ?? 0
        var position = [Int: CGPoint]()
        var down = Set<Int>()
        var events: [WebDriverEvent] = []
        let dt = 1 / samplingRate
        func emit(_ time: TimeInterval, _ change: Device.FingerChange, _ id: Int) {
            if let last = events.last, abs(last.time - time) < 1e-9,
               !last.changes.contains(where: { changeID($0) == id }) {
                events[events.count - 1].changes.append(change)
            } else {
                events.append(WebDriverEvent(time: time, changes: [change]))
            }
        }
        var tickStart: TimeInterval = 0
        for tick in 0..<ticks {
            var tickDuration: TimeInterval = 0
            var moves: [(finger: Int, from: CGPoint, to: CGPoint, duration: TimeInterval, field: YField)] = []
            for src in sources where tick < src.actions.count {
                let a = src.actions[tick]
                let m = try a.mapping("an action", allowed: ["type", "duration", "x", "y", "origin", "button", "value",
                                                              "width", "height", "pressure", "tangentialPressure", "tiltX", "tiltY",
                                                              "twist", "altitudeAngle", "azimuthAngle", "deltaX", "deltaY"])
                let type = try m.required("type").string()
                let duration = try (m["duration"]?.nonNegative("a duration in ms ≥ 0") ?? 0) / 1000
                if duration > maximumActionDuration, let d = m["duration"] {
                    throw d.error("\(d.path): \(d.shown(duration * 1000)) ms is too long; expected at most \(fmtNumber(maximumActionDuration * 1000)) ms")
                }
                switch type {
                case "pause":
                    tickDuration = max(tickDuration, duration)
                case "keyDown", "keyUp", "scroll":
                    guard src.finger == nil else { throw a.error("\(a.path): \(a.quote(type)) is not a pointer action") }
                case "pointerMove", "pointerDown", "pointerUp", "pointerCancel":
                    guard let id = src.finger else { throw a.error("\(a.path): \(a.quote(type)) needs a pointer input source") }
                    let current = position[id] ?? .zero
                    switch type {
                    case "pointerMove":
                        var target = CGPoint(x: try m.required("x").coordinate("x"), y: try m.required("y").coordinate("y"))
                        if let o = m["origin"] {
                            guard o.isScalar else { throw o.error("\(o.path): element origins cannot be replayed without the app; use 'viewport' or 'pointer'") }
                            let origin = try o.choice("origin", [("viewport", 0), ("pointer", 1)])
                            if origin == 1 { target = CGPoint(x: current.x + target.x, y: current.y + target.y) }
                        }
                        guard abs(target.x) <= InputLimits.maximumCoordinate, abs(target.y) <= InputLimits.maximumCoordinate else {
                            throw a.error("\(a.path): the pointer moves more than 100,000 pt from the origin; coordinates are at most that")
                        }
                        tickDuration = max(tickDuration, duration)
                        moves.append((id, current, target, duration, a))
                    case "pointerDown":
                        guard !down.contains(id) else { throw a.error("\(a.path): pointer \(id) is already down") }
                        down.insert(id); emit(tickStart, .down(id: id, at: current), id)
                    case "pointerUp":
                        guard down.contains(id) else { throw a.error("\(a.path): pointer \(id) is not down") }
                        down.remove(id); emit(tickStart, .up(id: id), id)
                    default:
                        if down.contains(id) { down.remove(id); emit(tickStart, .cancel(id: id), id) }
                    }
                default:
                    throw a.error("\(a.path): unknown action type \(a.quote(type)); expected pause, pointerMove, pointerDown, pointerUp or pointerCancel")
                }
            }
            // Interpolated moves of this tick, all fingers sampled on one clock.
            var samples: [(TimeInterval, Int, CGPoint)] = []
            for mv in moves {
                position[mv.finger] = mv.to
                guard down.contains(mv.finger) else { continue }
                if mv.duration <= 0 { samples.append((tickStart, mv.finger, mv.to)); continue }
                let n = max(1, Int((mv.duration / dt).rounded(.up)))
                for k in 1...n {
                    let f = Double(k) / Double(n)
                    let t = tickStart + min(mv.duration, Double(k) * dt)
                    samples.append((t, mv.finger, CGPoint(x: mv.from.x + (mv.to.x - mv.from.x) * f, y: mv.from.y + (mv.to.y - mv.from.y) * f)))
                }
            }
            samples.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            for s in samples { emit(s.0, .move(id: s.1, to: s.2), s.1) }
            tickStart += tickDuration
        }
        return events
    }

    static func changeID(_ c: Device.FingerChange) -> Int {
        switch c { case let .down(id, _), let .move(id, _), let .up(id), let .lift(id, _), let .cancel(id): id }
    }
}
