import Foundation
import Touchstone
import Yams

// Reading `script`: the gestures and their timing.
extension Parsing {
    /// Limits that keep a hostile file from asking for billions of samples, fingers or rows.
    static let maximumGestureDuration: TimeInterval = 60
    static let maximumFingers = 10
    static let maximumRows = 10_000
    static let maximumScreenSide: Double = 4096

    static let stepKeys = ["at", "tap", "doubleTap", "longPress", "drag", "multiDrag", "swipe", "pinch", "rotate", "edgeSwipe",
                           "wait", "down", "move", "up", "cancel", "event", "set", "log", "webdriver", "push", "pop", "animate"]

    mutating func script(_ f: YField) -> [Step] {
        if f.isMapping, let m = attempt({ try f.mapping("a script", allowed: ["webdriver"]) }), let w = m["webdriver"] {
            return webdriverSteps(w, base: 0, line: w.line, column: w.column)
        }
        guard let items = attempt({ try f.list("the script") }) else { return [] }
        guard items.count <= InputLimits.maximumSteps else {
            errors.append(f.error("\(f.path): \(items.count) steps; a script takes at most \(InputLimits.maximumSteps)"))
            return []
        }
        var steps: [Step] = []
        var cursor: TimeInterval = 0
        var cursorLine = 0
        var down = Set<Int>()
        for item in items {
            guard let m = attempt({ try item.mapping("a script step", allowed: Self.stepKeys) }) else { continue }
            var at: TimeInterval?
            if let a = m["at"], let t = attempt({ try a.duration() }) {
                at = t
                if t + 1e-9 < cursor {
                    errors.append(a.error("\(a.path): time goes backwards: this step is at \(ms(t)) but the previous step (line \(cursorLine)) ends at \(ms(cursor)); times must not decrease"))
                }
            }
            let actionKeys = Self.stepKeys.filter { $0 != "at" }
            guard let (key, value) = attempt({ try m.exactlyOne(of: actionKeys) }) else { continue }
            if key == "webdriver" {
                let ws = webdriverSteps(value, base: at ?? cursor, line: item.line, column: item.column)
                steps += ws
                if let last = ws.last { cursor = (last.at ?? cursor) + last.duration }
                cursorLine = item.line
                continue
            }
            let parser = self
            guard var step = attempt({ try parser.step(key, value) }) else { continue }
            step.at = at
            step.line = item.line; step.column = item.column
            switch step.action {
            case let .push(screen, _): references.append((screen, "screen"))
            case let .pop(to?, _): references.append((to, "screen"))
            case .pop(nil, _): navigationSteps.append(Reference(name: "pop", line: item.line, column: item.column))
            case let .animate(view, _, _, _, _, _): references.append((view, "view"))
            default: break
            }
            if case let .moveLine(id, from, to, until) = step.action {
                let start = at ?? cursor
                if until + 1e-9 < start {
                    errors.append(value.error("\(value.path): the move ends at \(ms(until)), before it starts at \(ms(start))"))
                }
                step.action = .moveLine(id: id, from: from, to: to, duration: max(0, until - start))
                step.duration = max(0, until - start)
                down.insert(id)
            }
            if case .drag(_, _, _, _, let lift) = step.action, !lift {
                var id = 0
                while down.contains(id) { id += 1 }
                down.insert(id)
            }
            if case .event(let changes) = step.action {
                for c in changes {
                    switch c {
                    case let .down(id, _):
                        if down.contains(id) { errors.append(value.error("\(value.path): finger \(id) is already down; lift it first")) }
                        down.insert(id)
                        if down.count > Self.maximumFingers {
                            errors.append(value.error("\(value.path): \(down.count) fingers down at once; a script keeps at most \(Self.maximumFingers) down"))
                        }
                    case let .move(id, _), let .up(id), let .lift(id, _), let .cancel(id):
                        if !down.contains(id) { errors.append(value.error("\(value.path): finger \(id) is not down (put it down first)")) }
                        if case .move = c {} else { down.remove(id) }
                    }
                }
            }
            cursor = (at ?? cursor) + step.duration
            cursorLine = item.line
            steps.append(step)
        }
        return steps
    }

    /// A navigation screen named by a `push` or `pop` step.
    func screenReference(_ f: YField) throws -> Reference {
        Reference(name: try f.identifier(), line: f.line, column: f.column)
    }

    /// A point a finger touches: on the device's screen, edges included (ScenarioDecisions X14). A
    /// finger cannot touch beyond the glass, so a point off the screen is a mistake in the file
    /// (a digit too many), reported where it is written rather than run as a touch that hits
    /// nothing.
    func screenPoint(_ f: YField) throws -> CGPoint {
        let p = try f.point()
        guard p.x < 0 || p.y < 0 || p.x > screen.width || p.y > screen.height else { return p }
        throw f.error("\(f.path): (\(fmtNumber(p.x)), \(fmtNumber(p.y))) is off the \(fmtNumber(screen.width)) × \(fmtNumber(screen.height)) pt screen; a finger touches points from (0, 0) to (\(fmtNumber(screen.width)), \(fmtNumber(screen.height)))")
    }

    /// `p` (computed from `f`, a drag's `by:`) lies on the screen, else the error `screenPoint` gives.
    func checkOnScreen(_ p: CGPoint, _ f: YField) throws {
        guard p.x < 0 || p.y < 0 || p.x > screen.width || p.y > screen.height else { return }
        throw f.error("\(f.path): the drag ends at (\(fmtNumber(p.x)), \(fmtNumber(p.y))), off the \(fmtNumber(screen.width)) × \(fmtNumber(screen.height)) pt screen; a finger touches points from (0, 0) to (\(fmtNumber(screen.width)), \(fmtNumber(screen.height)))")
    }

    func ms(_ t: TimeInterval) -> String { "\(fmtNumber((t * 1000 * 1000).rounded() / 1000))ms" }

    mutating func webdriverSteps(_ f: YField, base: TimeInterval, line: Int, column: Int) -> [Step] {
        let result: Result<[WebDriverEvent], ScenarioError>
        if f.isScalar, let path = attempt({ try f.string("a file name") }) {
            guard readsFiles else {
                errors.append(f.error("\(f.path): a scenario loaded into the playground cannot name a file; put the actions inline (webdriver: {actions: […]})")); return []
            }
            let full = path.hasPrefix("/") ? path : ((baseDirectory ?? ".") as NSString).appendingPathComponent(path)
            referencedFiles.append(full)
            let data: Data
            do { data = try InputLimits.readFile(full) } catch let e as ScenarioError {
                errors.append(f.error("\(f.path): cannot use WebDriver actions file \(InputLimits.excerpt(path)): \(e.message)")); return []
            } catch { return [] }
            result = Result { try WebDriverActions.parse(data, file: full) }.mapError { $0 as? ScenarioError ?? f.error("\($0)") }
        } else {
            result = Result { try WebDriverActions.parse(node: f) }.mapError { $0 as? ScenarioError ?? f.error("\($0)") }
        }
        switch result {
        case .failure(let e): errors.append(e); return []
        case .success(let events):
            guard events.count <= InputLimits.maximumSteps else {
                errors.append(f.error("\(f.path): the WebDriver actions make \(events.count) events; a script takes at most \(InputLimits.maximumSteps)"))
                return []
            }
            return events.map { Step(at: base + $0.time, action: .event($0.changes), duration: 0, line: line, column: column) }
        }
    }

    /// The gesture's `spread:`, one of `GestureSpread.all` (`none`: as written).
    func spread(_ map: YMap) throws -> GestureSpread? {
        guard let f = map["spread"] else { return nil }
        return try f.choice("spread", [("none", GestureSpread?.none)] + GestureSpread.all.map { ($0.name, Optional($0)) })
    }

    func step(_ key: String, _ v: YField) throws -> Step {
        var anchors: [StepAnchor] = []
        var step = try step(key, v, anchors: &anchors)
        step.anchors = anchors
        if !anchors.isEmpty, !["tap", "doubleTap", "longPress", "drag"].contains(key) {
            throw v.error("\(v.path): a \(key) step takes points [x, y]; a view is named only by tap, doubleTap, longPress and drag")
        }
        return step
    }

    /// A step; a point written as a view's id (`tap: tile3`, `drag: {from: tile3, by: [0, -200]}`)
    /// is added to `anchors` and stands as (0, 0) until resolved (`StepAnchor`, ScenarioDecisions X20).
    private func step(_ key: String, _ v: YField, anchors: inout [StepAnchor]) throws -> Step {
        func m(_ what: String, _ keys: [String]) throws -> YMap { try v.mapping(what, allowed: keys) }
        func dur(_ map: YMap, _ k: String, _ def: TimeInterval) throws -> TimeInterval { try map[k]?.duration(max: Self.maximumGestureDuration) ?? def }
        func finger(_ f: YField?) throws -> Int { try f?.integer(min: 0, "a finger id") ?? 0 }
        func onScreen(_ f: YField, _ role: StepAnchor.Role = .point) throws -> CGPoint {
            if f.isScalar, let name = try? f.string(), Double(name) == nil {
                anchors.append(StepAnchor(role: role, view: Reference(name: try f.identifier(), line: f.line, column: f.column)))
                return .zero
            }
            return try screenPoint(f)
        }
        switch key {
        case "tap":
            if v.isScalar { return Step(action: .tap(try onScreen(v), duration: 0.08, fingers: 1), duration: 0.08) }
            if v.isSequence { return Step(action: .tap(try onScreen(v), duration: 0.08, fingers: 1), duration: 0.08) }
            let map = try m("a tap", ["point", "duration", "fingers", "spread"])
            let d = try dur(map, "duration", 0.08)
            let n = try map["fingers"]?.integer(min: 1, "a number of fingers") ?? 1
            if n > Self.maximumFingers, let f = map["fingers"] { throw f.error("\(f.path): \(n) fingers; a tap takes at most \(Self.maximumFingers)") }
            if n > 1, let f = map["spread"] { throw f.error("\(f.path): a spread varies one-finger gestures; this tap has \(n) fingers") }
            return Step(action: .tap(try onScreen(map.required("point")), duration: d, fingers: n), duration: d, spread: try spread(map))
        case "doubleTap":
            if v.isScalar { return Step(action: .doubleTap(try onScreen(v), interval: 0.12, duration: 0.06), duration: 0.24) }
            if v.isSequence { return Step(action: .doubleTap(try onScreen(v), interval: 0.12, duration: 0.06), duration: 0.24) }
            let map = try m("a double tap", ["point", "interval", "duration"])
            let i = try dur(map, "interval", 0.12), d = try dur(map, "duration", 0.06)
            return Step(action: .doubleTap(try onScreen(map.required("point")), interval: i, duration: d), duration: 2 * d + i)
        case "longPress":
            if v.isScalar { return Step(action: .longPress(try onScreen(v), duration: 0.8), duration: 0.8) }
            if v.isSequence { return Step(action: .longPress(try onScreen(v), duration: 0.8), duration: 0.8) }
            let map = try m("a long press", ["point", "duration"])
            let d = try dur(map, "duration", 0.8)
            return Step(action: .longPress(try onScreen(map.required("point")), duration: d), duration: d)
        case "drag":
            let map = try m("a drag", ["from", "to", "by", "duration", "hold", "lift", "spread"])
            let d = try dur(map, "duration", 0.3), h = try dur(map, "hold", 0)
            let lift = try map["lift"]?.bool() ?? true
            let from = try onScreen(map.required("from"), .from)
            var to: CGPoint
            if let by = map["by"] {
                if let t = map["to"] { throw t.error("\(t.path): a drag takes 'to' (where it ends) or 'by' (how far it moves), not both") }
                let delta = try by.point()
                if anchors.contains(where: { $0.role == .from }) {
                    anchors.append(StepAnchor(role: .by, view: anchors.first { $0.role == .from }!.view, offset: delta))
                    to = .zero
                } else {
                    let end = CGPoint(x: from.x + delta.x, y: from.y + delta.y)
                    try checkOnScreen(end, by)
                    to = end
                }
            } else {
                to = try onScreen(map.required("to"), .to)
            }
            return Step(action: .drag(from: from, to: to, duration: d, hold: h, lift: lift), duration: d + h, spread: try spread(map))
        case "multiDrag":
            let map = try m("a multi-finger drag", ["paths", "duration", "hold"])
            let d = try dur(map, "duration", 0.3), h = try dur(map, "hold", 0)
            let paths = try map.required("paths").list("paths").map { p -> (from: CGPoint, to: CGPoint) in
                let pm = try p.mapping("a path", allowed: ["from", "to"])
                return (try onScreen(pm.required("from")), try onScreen(pm.required("to")))
            }
            if paths.isEmpty { throw v.error("\(v.path): multiDrag needs at least one path") }
            return Step(action: .multiDrag(paths, duration: d, hold: h), duration: d + h)
        case "swipe":
            let map = try m("a swipe", ["from", "direction", "distance", "duration", "spread"])
            let dir = try map.required("direction").choice("direction", Device.Direction.allCases.map { ($0.rawValue, $0) })
            let d = try dur(map, "duration", 0.1)
            let dist = try map["distance"]?.length("a distance > 0") ?? 200
            return Step(action: .swipe(from: try onScreen(map.required("from")), direction: dir, distance: dist, duration: d), duration: d, spread: try spread(map))
        case "pinch":
            let map = try m("a pinch", ["center", "from", "to", "duration"])
            let d = try dur(map, "duration", 0.3)
            return Step(action: .pinch(center: try onScreen(map.required("center")), from: try map.required("from").length("a finger distance > 0"),
                                       to: try map.required("to").length("a finger distance > 0"), duration: d), duration: d)
        case "rotate":
            let map = try m("a rotation", ["center", "span", "from", "to", "duration"])
            let d = try dur(map, "duration", 0.3)
            return Step(action: .rotate(center: try onScreen(map.required("center")), span: try map["span"]?.length() ?? 100,
                                        fromDegrees: try map["from"]?.number() ?? 0, toDegrees: try map.required("to").number(), duration: d), duration: d)
        case "edgeSwipe":
            let map = try m("an edge swipe", ["edge", "position", "distance", "duration", "spread"])
            let edge = try map.required("edge").choice("edge", [("left", UIRectEdge.left), ("right", .right), ("top", .top), ("bottom", .bottom)])
            let d = try dur(map, "duration", 0.25)
            return Step(action: .edgeSwipe(edge: edge, position: try map["position"]?.coordinate(), distance: try map["distance"]?.length() ?? 200, duration: d), duration: d, spread: try spread(map))
        case "wait":
            let d = try v.duration()
            return Step(action: .wait(d), duration: d)
        case "down":
            if v.isSequence { return Step(action: .event([.down(id: 0, at: try onScreen(v))]), duration: 0) }
            let map = try m("a finger down", ["finger", "point"])
            return Step(action: .event([.down(id: try finger(map["finger"]), at: try onScreen(map.required("point")))]), duration: 0)
        case "move":
            if v.isSequence { return Step(action: .event([.move(id: 0, to: try onScreen(v))]), duration: 0) }
            let map = try m("a finger move", ["finger", "to", "from", "until", "spread"])
            if let until = map["until"] {
                // A line between two absolute times; the script loop turns `until` into a duration.
                let end = try until.duration()
                return Step(action: .moveLine(id: try finger(map["finger"]), from: try onScreen(map.required("from")),
                                              to: try onScreen(map.required("to")), duration: end), duration: 0, spread: try spread(map))
            }
            if map["from"] != nil { throw map["from"]!.error("\(v.path): 'from' needs 'until' (a move along a line between two times)") }
            if let f = map["spread"] { throw f.error("\(f.path): a spread varies a move along a line; give 'from' and 'until' too") }
            return Step(action: .event([.move(id: try finger(map["finger"]), to: try onScreen(map.required("to")))]), duration: 0)
        case "up", "cancel":
            var id = 0
            if v.isScalar { id = try v.integer(min: 0, "a finger id") } else {
                let map = try m("a finger", key == "up" ? ["finger", "at"] : ["finger"])
                id = try finger(map["finger"])
                if let p = map["at"] { return Step(action: .event([.lift(id: id, at: try onScreen(p))]), duration: 0) }
            }
            return Step(action: .event([key == "up" ? .up(id: id) : .cancel(id: id)]), duration: 0)
        case "event":
            var changes: [Device.FingerChange] = []
            for item in try v.list("finger changes") {
                let map = try item.mapping("a finger change", allowed: ["down", "move", "up", "cancel"])
                let (k, f) = try map.exactlyOne(of: ["down", "move", "up", "cancel"])
                let inner = try self.step(k, f)
                if case .event(let c) = inner.action { changes += c }
                if changes.count > Self.maximumFingers {
                    throw v.error("\(v.path): more than \(Self.maximumFingers) finger changes in one event; an event changes at most \(Self.maximumFingers) fingers")
                }
            }
            return Step(action: .event(changes), duration: 0)
        case "set":
            let map = try m("a property change", ["target", "property", "value"])
            let t = try map.required("target")
            let target = Reference(name: try t.identifier(), line: t.line, column: t.column)
            let prop = try map.required("property").choice("property", SceneProperty.settable.map { ($0, $0) })
            return Step(action: .set(target: target, property: prop, value: try map.required("value").string()), duration: 0)
        case "log":
            return Step(action: .log(try v.string()), duration: 0)
        case "animate":
            // `animate: {view, frame, alpha, duration, delay, allowUserInteraction}`: returns at once,
            // as UIView.animate does; the animation runs on the device's clock.
            let map = try m("an animation", ["view", "frame", "alpha", "duration", "delay", "allowUserInteraction"])
            let t = try map.required("view")
            let view = Reference(name: try t.identifier(), line: t.line, column: t.column)
            let frame = try map["frame"]?.rect()
            let alpha = try map["alpha"]?.nonNegative("an alpha from 0 to 1")
            if let a = map["alpha"], let alpha, alpha > 1 { throw a.error("\(a.path): \(fmtNumber(alpha)) is more than 1; expected an alpha from 0 to 1") }
            if frame == nil && alpha == nil { throw v.error("\(v.path): an animation changes 'frame', 'alpha' or both") }
            return Step(action: .animate(view: view, frame: frame, alpha: alpha, duration: try map.required("duration").duration(),
                                         delay: try map["delay"]?.duration() ?? 0,
                                         allowUserInteraction: try map["allowUserInteraction"]?.bool() ?? false), duration: 0)
        case "push":
            // `push: detail` or `push: {screen: detail, animated: false}`; the screen is checked
            // against the navigation's screens with the other references.
            if v.isScalar { return Step(action: .push(screen: try screenReference(v), animated: true), duration: 0) }
            let map = try m("a push", ["screen", "animated"])
            return Step(action: .push(screen: try screenReference(try map.required("screen")),
                                      animated: try map["animated"]?.bool() ?? true), duration: 0)
        case "pop":
            // `pop: {}` pops the top screen; `pop: home` or `pop: {to: home}` pops to that screen.
            if v.isScalar { return Step(action: .pop(to: try screenReference(v), animated: true), duration: 0) }
            let map = try m("a pop", ["to", "animated"])
            return Step(action: .pop(to: try map["to"].map(screenReference), animated: try map["animated"]?.bool() ?? true), duration: 0)
        default:
            throw v.error("\(v.path): unknown step '\(key)'")
        }
    }
}
