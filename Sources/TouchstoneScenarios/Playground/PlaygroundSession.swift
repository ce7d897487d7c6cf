import Foundation
import Touchstone

/// One browser session of `touchstone serve`: its own device showing the scene, fed by the
/// page's pointers, answering each request with what changed (Docs/Playground.md).
///
/// The session knows nothing of sockets: the server hands it each text frame and sends back the
/// frames it returns, so the protocol is tested without a network. A session is used by one
/// connection at a time; sessions share nothing, so many run at once.
///
/// Bad requests (not JSON, unknown type, a coordinate that is not a finite number, a pointer
/// that is not down, too many fingers, a 50,001st recorded input) are answered with an `error`
/// frame and change nothing; the session goes on.
public final class PlaygroundSession {
    /// The largest text frame a session reads (a scenario file uploaded with `load`).
    public static let maximumMessageBytes = 512 * 1024
    /// Coordinates beyond this many points from the screen are refused.
    static let maximumCoordinate = 100_000.0

    /// The scenario as served: the scene, without its script.
    public private(set) var scenario: Scenario
    /// The scene's text (scenario YAML), the start of recordings.
    private var sourceText: String
    /// The scenario as loaded, with its script, for `scrub`.
    private var loaded: Scenario?
    private var scene: Scene
    private var layout: SceneLayout
    private var timeline: TimelineBuilder
    private var sentEntries = 0
    private var clock = PlaygroundClock()
    private var recording = PlaygroundRecording()
    /// The page's pointers and the device fingers they drive.
    private var fingers: [Int: Int] = [:]
    private var lastStates: [String: String] = [:]
    private var lastFrames: [String: [Double]] = [:]
    private var lastStack: [String] = []
    private var tracked: [(id: String, view: UIView)] = []

    /// A session showing `scenario`, whose file text is `text` (recordings start from it).
    public init(scenario: Scenario, text: String) throws {
        var s = scenario
        s.script = []
        s.expectations = []
        self.scenario = s
        sourceText = text
        loaded = scenario.script.isEmpty ? nil : scenario
        scene = try Scene(s)
        layout = SceneLayout.capture(scene, tappableAreas: true)
        timeline = TimelineBuilder(layout: layout)
        tracked = Self.trackedViews(scene)
    }

    // MARK: Requests

    /// The frames to send when a page connects: the screen, then the trace so far.
    public func welcome() -> [String] { [sceneMessage(), update()] }

    /// Answers one text frame from the page.
    public func handle(_ text: String) -> [String] {
        guard text.utf8.count <= Self.maximumMessageBytes else {
            return [error("the message is larger than \(Self.maximumMessageBytes / 1024) KiB")]
        }
        let request: PlaygroundRequest
        do { request = try JSONDecoder().decode(PlaygroundRequest.self, from: Data(text.utf8)) } catch {
            return [self.error("not a request: expected a JSON object with a \"type\"")]
        }
        switch request.type {
        case "down", "move", "up", "cancel": return input(request)
        case "tick": return tick(request)
        case "step": return step(request)
        case "mode": return mode(request)
        case "why": return why(request)
        case "doctor": return doctor()
        case "whatif": return whatIf(request)
        case "record": return record(request)
        case "load": return load(request)
        case "scrub": return scrub(request)
        case "reset": return reset()
        default: return [error("unknown request type \(InputLimits.excerpt(request.type))")]
        }
    }

    private func error(_ message: String) -> String { encodeReply(ErrorReply(message: message)) }
    private struct ErrorReply: Encodable { var type = "error"; var message: String }

    private var engaged: Bool { !fingers.isEmpty || scene.device.hasPendingTimers }

    private func point(_ r: PlaygroundRequest) -> CGPoint? {
        guard let x = r.x, let y = r.y, x.isFinite, y.isFinite,
              abs(x) <= Self.maximumCoordinate, abs(y) <= Self.maximumCoordinate else { return nil }
        return CGPoint(x: x, y: y)
    }

    // MARK: Fingers

    private func input(_ r: PlaygroundRequest) -> [String] {
        guard let pointer = r.pointer else { return [error("\(r.type) needs \"pointer\"")] }
        let p = point(r)
        if r.type != "cancel", p == nil { return [error("\(r.type) needs finite \"x\" and \"y\" within \(Int(Self.maximumCoordinate)) pt")] }
        if r.type != "down", fingers[pointer] == nil { return [error("pointer \(pointer) is not down")] }
        if r.type == "down", fingers[pointer] != nil { return [error("pointer \(pointer) is already down")] }
        guard !recording.isFull else {
            return [error("this session has recorded \(PlaygroundRecording.maximumInputs) inputs, the most it keeps; reset or load the scene to go on")]
        }
        let device = scene.device
        let change: Device.FingerChange
        switch r.type {
        case "down":
            let used = Set(fingers.values)
            guard let f = (0..<Device.maxFingersDown).first(where: { !used.contains($0) }) else {
                return [error("\(Device.maxFingersDown) fingers are down, the most a device tracks")]
            }
            change = .down(id: f, at: p!)
        case "move": change = .move(id: fingers[pointer]!, to: p!)
        case "up": change = .lift(id: fingers[pointer]!, at: p!)
        default: change = .cancel(id: fingers[pointer]!)
        }
        do {
            let t = clock.time(page: r.t, now: device.clock.now, engaged: engaged, isInput: true)
            try device.advance(to: t)
            try device.send([change])
        } catch {
            return [self.error("the device refused it: \(error)"), update()]
        }
        recording.add(change, at: device.clock.now)
        switch change {
        case let .down(id, _): fingers[pointer] = id
        case .lift, .cancel, .up: fingers[pointer] = nil
        default: break
        }
        return [update()]
    }

    private func tick(_ r: PlaygroundRequest) -> [String] {
        let device = scene.device
        let t = clock.time(page: r.t, now: device.clock.now, engaged: engaged, isInput: false)
        guard t > device.clock.now else { return [update()] }
        do { try device.advance(to: t) } catch { return [self.error("\(error)")] }
        return [update()]
    }

    private func step(_ r: PlaygroundRequest) -> [String] {
        guard let d = r.ms, d.isFinite, d > 0, d <= PlaygroundClock.maximumStep * 1000 else {
            return [error("step needs \"ms\" between 0 and \(Int(PlaygroundClock.maximumStep * 1000))")]
        }
        do { try scene.device.advance(by: d / 1000) } catch { return [self.error("\(error)")] }
        return [update()]
    }

    private func mode(_ r: PlaygroundRequest) -> [String] {
        guard let m = r.mode.flatMap(PlaygroundClock.Mode.init(rawValue:)) else { return [error("mode is live or step")] }
        clock.mode = m
        clock.reset()
        return [encodeReply(ModeReply(mode: m.rawValue)), update()]
    }
    private struct ModeReply: Encodable { var type = "mode"; var mode: String }

    // MARK: What happened

    private struct SceneReply: Encodable {
        var type = "scene"
        var name: String
        var file: String
        var ios: String
        var screen: [Double]
        var views: [PlaygroundView]
        var recognizers: [RecognizerInfo]
        var zones: [PlaygroundZone]
        var stack: [String]
        var offers: [PlaygroundWhatIf.Offer]
        var recognizerIDs: [String]
        var mode: String
        var hasScript: Bool
    }
    private struct RecognizerInfo: Encodable { var id: String; var kind: String; var view: String; var settings: String }

    private func sceneMessage() -> String {
        let size = scenario.device.screen
        let views = layout.views.map {
            PlaygroundView(id: $0.id, kind: $0.kind, frame: rectArray($0.frame), depth: $0.depth, parent: $0.parent,
                           note: $0.note, tappable: $0.tappable.map(rectArray))
        }
        let recs = PlaygroundWhatIf.recognizerIDs(scene).compactMap { id -> RecognizerInfo? in
            guard let r = scene.recognizer(id) else { return nil }
            let view = r.view.flatMap { scene.id(of: $0) ?? $0.accessibilityIdentifier } ?? "?"
            return RecognizerInfo(id: id, kind: String(describing: type(of: r)), view: view, settings: RecognizerDescription.settings(r))
        }
        return encodeReply(SceneReply(
            name: scenario.name, file: scenario.file, ios: scene.device.profile.description, screen: [Double(size.width), Double(size.height)],
            views: views, recognizers: recs, zones: zones(), stack: stack(), offers: PlaygroundWhatIf.offers(scene),
            recognizerIDs: recs.map(\.id), mode: clock.mode.rawValue, hasScript: loaded != nil))
    }

    private func zones() -> [PlaygroundZone] {
        let g = scene.device.systemGestures
        guard g.isEnabled else { return [] }
        let size = scenario.device.screen
        let w = Double(size.width), h = Double(size.height)
        return [
            PlaygroundZone(name: g.bottomGestureName, rect: [0, h - Double(g.bottomZoneHeight), w, Double(g.bottomZoneHeight)]),
            PlaygroundZone(name: g.model == .homeIndicator ? "Notification Center · Control Center (right)" : "Notification Center",
                           rect: [0, 0, w, Double(g.topZoneHeight)]),
        ]
    }

    private func stack() -> [String] {
        (scene.navigationController?.viewControllers ?? []).map { scene.id(of: $0.view) ?? $0.traceName }
    }

    private static func trackedViews(_ scene: Scene) -> [(id: String, view: UIView)] {
        var out: [(String, UIView)] = []
        var seen = Set<ObjectIdentifier>()
        var todo: [UIView] = [scene.window]
        while let v = todo.popLast() {
            if v !== scene.window, let id = scene.id(of: v) ?? v.accessibilityIdentifier, seen.insert(ObjectIdentifier(v)).inserted {
                out.append((id, v))
            }
            todo.append(contentsOf: v.subviews.reversed())
        }
        return out
    }

    private struct UpdateReply: Encodable {
        var type = "update"
        var time: Double
        var entries: [PlaygroundEntry]
        var lanes: [PlaygroundLane]
        var states: [String: String]
        var frames: [String: [Double]]
        var fingers: [FingerInfo]
        var busy: Bool
    }
    private struct FingerInfo: Encodable { var id: Int; var x: Double; var y: Double; var view: String? }

    /// What changed since the last update: new trace lines, lanes from their first changed mark,
    /// recognisers whose state changed, views that moved, and the fingers down.
    private func update() -> String {
        let device = scene.device
        if stack() != lastStack {
            // A push or pop changes the views on screen: the page gets the new screen first.
            lastStack = stack()
            layout = SceneLayout.capture(scene, tappableAreas: true)
            tracked = Self.trackedViews(scene)
            lastFrames = [:]
        }
        let all = device.trace.entries
        var rows: [PlaygroundEntry] = []
        if sentEntries < all.count {
            for i in sentEntries..<all.count {
                timeline.add(all[i], index: i)
                rows.append(PlaygroundEntry(all[i], index: i))
            }
            sentEntries = all.count
        }
        var states: [String: String] = [:]
        for id in PlaygroundWhatIf.recognizerIDs(scene) {
            guard let r = scene.recognizer(id) else { continue }
            let s = "\(r.state)"
            if lastStates[id] != s { states[id] = s; lastStates[id] = s }
        }
        var frames: [String: [Double]] = [:]
        for (id, v) in tracked {
            let f = rectArray(v.convert(v.bounds, to: nil))
            if lastFrames[id] != f { frames[id] = f; lastFrames[id] = f }
        }
        let down = device.activeTouches.map { t -> FingerInfo in
            let p = t.location(in: nil)
            return FingerInfo(id: t.fingerID, x: Double(p.x), y: Double(p.y), view: t.view.flatMap { scene.id(of: $0) ?? $0.accessibilityIdentifier })
        }
        return encodeReply(UpdateReply(time: ms(device.clock.now), entries: rows, lanes: timeline.changes().map(PlaygroundLane.init),
                                       states: states, frames: frames, fingers: down, busy: engaged))
    }

    // MARK: Tools

    /// The session's own scenario: the scene with the recorded inputs as its script.
    private func sessionScenario(lastGestureOnly: Bool = false) -> Scenario {
        var s = scenario
        let inputs = recording.inputs(lastGestureOnly: lastGestureOnly)
        s.script = PlaygroundRecording.steps(inputs, offset: lastGestureOnly ? recording.lastGestureTime : 0)
        return s
    }

    private struct TextReply: Encodable { var type: String; var text: String }

    private func why(_ r: PlaygroundRequest) -> [String] {
        guard let p = point(r) else { return [error("why needs finite \"x\" and \"y\"")] }
        do {
            let text = try WhyExplainer.explain(sessionScenario(), at: p, time: scene.device.clock.now)
            return [encodeReply(TextReply(type: "why", text: text))]
        } catch { return [self.error("why could not replay the session: \(error)")] }
    }

    private func doctor() -> [String] {
        do {
            let report = try GestureDoctor.diagnose(scenario, options: .init(threads: 1))
            return [encodeReply(TextReply(type: "doctor", text: report.text))]
        } catch { return [self.error("the doctor could not build the scene: \(error)")] }
    }

    private struct WhatIfReply: Encodable {
        var type = "whatif"
        var changes: [String]
        var from: Double
        var before: Side
        var after: Side
        var differences: [String]
    }
    private struct Side: Encodable { var lanes: [PlaygroundLane]; var observable: [String]; var end: Double }

    /// Replays the session on the scene as it is and on a copy with the changes, and returns
    /// the last gesture of each side by side, with the observable events that differ.
    private func whatIf(_ r: PlaygroundRequest) -> [String] {
        guard let requests = r.changes, !requests.isEmpty, requests.count <= 16 else { return [error("whatif needs 1 to 16 \"changes\"")] }
        var changes: [SceneChange] = []
        for q in requests {
            guard let c = PlaygroundWhatIf.change(q, in: scene) else {
                return [error("cannot apply \(InputLimits.excerpt(q.change)) to \(InputLimits.excerpt(q.who)) on this scene")]
            }
            changes.append(c)
        }
        guard !recording.inputs.isEmpty else { return [error("touch the screen first: what-if replays the last gesture")] }
        let before = sessionScenario()
        var after = before
        for c in changes { c.apply(to: &after) }
        let from = recording.lastGestureTime
        func side(_ s: Scenario) -> (Side, [String]) {
            let result = ScenarioRunner.run(s, tappableAreas: false)
            let model = TimelineModel(result)
            let lanes = model.lanes.enumerated().compactMap { (i, lane) -> PlaygroundLane? in
                var l = lane
                l.marks = l.marks.filter { ($0.end ?? $0.time) >= from - 1e-9 }
                return l.marks.isEmpty ? nil : PlaygroundLane(l, order: i)
            }
            let observable = result.entries.filter { $0.time >= from - 1e-9 && ExpectationChecker.isObservable($0) }
                .map { "\($0.subject) \($0.message) @\(msText($0.time - from))" }
            let problem = result.runError.map { ["replay stopped: \($0.message)"] } ?? []
            return (Side(lanes: lanes, observable: problem + observable, end: ms(model.endTime)), observable)
        }
        let (b, bObs) = side(before)
        let (a, aObs) = side(after)
        let differences = Self.differences(bObs, aObs)
        return [encodeReply(WhatIfReply(changes: changes.map { PlaygroundWhatIf.label($0, in: scene) }, from: ms(from),
                                        before: b, after: a, differences: differences))]
    }

    /// Events only one side has, as `- event` (before only) and `+ event` (after only), in
    /// order of the longest common subsequence (linear in practice: the sides share a prefix).
    static func differences(_ a: [String], _ b: [String]) -> [String] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = a[prefix..<(a.count - suffix)], midB = b[prefix..<(b.count - suffix)]
        let setB = Set(midB), setA = Set(midA)
        return midA.filter { !setB.contains($0) }.map { "- " + $0 } + midB.filter { !setA.contains($0) }.map { "+ " + $0 }
    }

    private struct RecordingReply: Encodable { var type = "recording"; var scope: String; var yaml: String }

    /// The session (or its last gesture) as a scenario file: the scene's text, a script of raw
    /// finger steps, and `expect:` lines of what happened — checked by running the file before
    /// it is returned.
    private func record(_ r: PlaygroundRequest) -> [String] {
        let last = r.scope == "last"
        guard r.scope == nil || r.scope == "session" || last else { return [error("record scope is session or last")] }
        guard !recording.inputs.isEmpty else { return [error("nothing to record yet: touch the screen first")] }
        let s = sessionScenario(lastGestureOnly: last)
        let result = ScenarioRunner.run(s, tappableAreas: false)
        let observable = result.entries.filter(ExpectationChecker.isObservable)
        var yaml = PlaygroundText.withoutKeys(["name", "script", "expect"], in: sourceText)
        let title = "\(scenario.name) — recorded in touchstone serve (\(last ? "last gesture" : "whole session"))"
        yaml = "name: \(PlaygroundText.quoted(title))\n" + yaml
        if !yaml.hasSuffix("\n") { yaml += "\n" }
        yaml += "script:\n" + PlaygroundRecording.yaml(recording.inputs(lastGestureOnly: last), offset: last ? recording.lastGestureTime : 0)
            .split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        if observable.isEmpty {
            yaml += "expect:\n  - never: \"*\"\n"
        } else {
            yaml += "expect:\n  - exactly:\n" + observable.map { "      - " + PlaygroundText.quoted(ExpectationChecker.describe($0)) }.joined(separator: "\n") + "\n"
        }
        return [encodeReply(RecordingReply(scope: last ? "last" : "session", yaml: yaml))]
    }

    // MARK: Loading and replay

    private func load(_ r: PlaygroundRequest) -> [String] {
        guard let text = r.text, !text.isEmpty else { return [error("load needs \"text\": a scenario file or a debugger dump")] }
        do {
            let (parsed, source) = try Self.parse(text, file: "uploaded scene")
            try replace(with: parsed, text: source)
        } catch let e as ScenarioErrors {
            return [error(e.description)]
        } catch let e as ScenarioError {
            return [error(e.description)]
        } catch let e as ImportError {
            return [error(e.description)]
        } catch {
            return [self.error("cannot load it: \(error)")]
        }
        return welcome() + (loaded != nil ? scrub(PlaygroundRequest(type: "scrub", t: .infinity)) : [])
    }

    /// The scene file at `path` (a scenario file or a debugger dump, at most
    /// `InputLimits.maximumFileBytes`, regular files only) and its text, for `touchstone serve`.
    public static func load(path: String) throws -> (scenario: Scenario, text: String) {
        if HierarchyImport.looksLikeDump(String(decoding: (try? InputLimits.readFile(path)) ?? Data(), as: UTF8.self)) {
            let result = try HierarchyImport.importDumps([try HierarchyImport.read(path: path)])
            return (try ScenarioParser.parse(result.yaml, file: "\(path) (imported)"), result.yaml)
        }
        let scenario = try ScenarioParser.parse(file: path)
        let data = try InputLimits.readFile(path)
        return (scenario, String(decoding: data, as: UTF8.self))
    }

    /// A scenario from uploaded text: a debugger dump is imported, anything else parsed as a
    /// scenario file that may name no other file.
    static func parse(_ text: String, file: String) throws -> (Scenario, String) {
        if HierarchyImport.looksLikeDump(text) {
            let result = try HierarchyImport.importDumps([HierarchyImport.Dump(file: file, text: text)])
            return (try ScenarioParser.parse(result.yaml, file: file, readsFiles: false), result.yaml)
        }
        return (try ScenarioParser.parse(text, file: file, readsFiles: false), text)
    }

    private func replace(with s: Scenario, text: String) throws {
        let fresh = try PlaygroundSession(scenario: s, text: text)
        scenario = fresh.scenario; sourceText = fresh.sourceText; loaded = fresh.loaded
        scene = fresh.scene; layout = fresh.layout; timeline = fresh.timeline; tracked = fresh.tracked
        sentEntries = 0; clock.reset(); recording = PlaygroundRecording(); fingers = [:]
        lastStates = [:]; lastFrames = [:]; lastStack = []
    }

    private func reset() -> [String] {
        do { try replace(with: loaded ?? scenario, text: sourceText) } catch { return [self.error("\(error)")] }
        return welcome()
    }

    private struct ScrubReply: Encodable {
        var type = "scrub"
        var time: Double
        var end: Double
        var lanes: [PlaygroundLane]
        var entries: [PlaygroundEntry]
        var frames: [String: [Double]]
        var states: [String: String]
        var fingers: [FingerInfo]
    }

    /// The loaded scenario's replay: its whole timeline, and the screen as it was at `t` (ms;
    /// the end when larger), replayed on a fresh scene.
    private func scrub(_ r: PlaygroundRequest) -> [String] {
        guard let s = loaded else { return [error("scrub needs a scene with a script (load one)")] }
        guard let t = r.t, !t.isNaN else { return [error("scrub needs \"t\" in ms")] }
        let result = ScenarioRunner.run(s, tappableAreas: false)
        let model = TimelineModel(result)
        let end = model.endTime
        let at = min(max(0, t / 1000), end)
        do {
            let replay = try Scene(s)
            try PlaygroundReplay.replay(s, entries: result.entries, on: replay, until: at)
            var frames: [String: [Double]] = [:]
            for (id, v) in Self.trackedViews(replay) { frames[id] = rectArray(v.convert(v.bounds, to: nil)) }
            var states: [String: String] = [:]
            for id in PlaygroundWhatIf.recognizerIDs(replay) { if let g = replay.recognizer(id) { states[id] = "\(g.state)" } }
            let down = replay.device.activeTouches.map {
                let p = $0.location(in: nil)
                return FingerInfo(id: $0.fingerID, x: Double(p.x), y: Double(p.y), view: $0.view.flatMap { replay.id(of: $0) })
            }
            return [encodeReply(ScrubReply(time: ms(at), end: ms(end),
                                           lanes: model.lanes.enumerated().map { PlaygroundLane($0.element, order: $0.offset) },
                                           entries: result.entries.enumerated().map { PlaygroundEntry($0.element, index: $0.offset) },
                                           frames: frames, states: states, fingers: down))]
        } catch { return [self.error("the replay stopped: \(error)")] }
    }
}
