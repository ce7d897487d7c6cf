import Foundation
import Touchstone

/// One browser session of `touchstone serve`: its own device showing the scene, fed by the
/// page's pointers, answering each request with what changed (Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md).
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
    /// Fingers down at once: a scenario script keeps at most 10 (the device tracks 20), and every
    /// session must record as a file that replays.
    static let maximumFingers = 10
    /// Coordinates beyond this many points from the screen are refused.
    static let maximumCoordinate = 100_000.0
    /// The longest reply a session sends; a larger one is replaced by an error (PG15). The
    /// largest real replies — a 5,000-view scene, a replay's 3,000 lines — are below 4 MiB.
    public static let maximumReplyBytes = 16 << 20

    /// How long a `load` may take — reading the scene, building it, replaying its script —
    /// before the page gets an error and the session goes on without it (PlaygroundDecisions PG14).
    public var loadDeadline: Duration = .seconds(10)
    /// Cancelled when the page goes: a load in progress stops waiting, a replay stops between steps.
    public var cancellation = PlaygroundCancellation()

    /// The scenario as served: the scene, without its script.
    public internal(set) var scenario: Scenario
    /// The scene's text (scenario YAML), the start of recordings.
    var sourceText: String
    /// The scenario as loaded, with its script, for `scrub`.
    var loaded: Scenario?
    /// The loaded scenario's run, made on the first `scrub` and kept.
    var replayCache: (result: ScenarioResult, model: TimelineModel)?
    /// Why the loaded scenario is not replayed, kept so a scrub does not run it again.
    var replayRefusal: PlaygroundRefusal?
    var scene: Scene
    var layout: SceneLayout
    var timeline: TimelineBuilder
    var sentEntries = 0
    var clock = PlaygroundClock()
    var recording = PlaygroundRecording()
    /// The page's pointers and the device fingers they drive.
    var fingers: [Int: Int] = [:]
    var lastStates: [String: String] = [:]
    var lastStack: [String] = []
    /// The views shown and the frame the page last got of each.
    var viewFrames: PlaygroundViewFrames
    /// Every recogniser of the screen as shown, the file's and UIKit's (kept with `viewFrames`).
    var recognizerIDs: [String] = []

    /// A session showing `scenario`, whose file text is `text` (recordings start from it).
    public init(scenario: Scenario, text: String) throws {
        var s = scenario
        s.script = []
        s.expectations = []
        self.scenario = s
        sourceText = text
        // The playground replays a script and never checks its expectations (the page shows
        // no verdicts), so none is kept: an `exactly:` pattern of 500 KB costs nothing (PG15).
        var script = scenario
        script.expectations = []
        loaded = scenario.script.isEmpty ? nil : script
        scene = try Scene(s)
        layout = SceneLayout.capture(scene, tappableAreas: true)
        timeline = TimelineBuilder(layout: layout)
        viewFrames = PlaygroundViewFrames(Self.trackedViews(scene))
        recognizerIDs = PlaygroundWhatIf.recognizerIDs(scene)
        lastStack = stack()
    }

    // MARK: Requests

    /// The frames to send when a page connects: the screen, then the trace so far.
    public func welcome() -> [String] { [sceneMessage(fresh: true)] + update() }

    /// Answers one text frame from the page.
    public func handle(_ text: String) -> [String] {
        let replies = answer(text)
        guard replies.contains(where: { $0.utf8.count > Self.maximumReplyBytes }) else { return replies }
        return replies.map { $0.utf8.count > Self.maximumReplyBytes
            ? error("the reply would be larger than \(Self.maximumReplyBytes >> 20) MiB, so it is not sent") : $0 }
    }

    private func answer(_ text: String) -> [String] {
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

    func error(_ message: String) -> String { encodeReply(ErrorReply(message: message)) }
    private struct ErrorReply: Encodable { var type = "error"; var message: String }

    var engaged: Bool { !fingers.isEmpty || scene.device.hasPendingTimers }

    func point(_ r: PlaygroundRequest) -> CGPoint? {
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
        guard !recording.isFull || r.type == "up" || r.type == "cancel" else {
            return [error("this session has recorded \(PlaygroundRecording.maximumInputs) inputs, the most a scenario file of it can hold; lift the fingers and reset to go on")]
        }
        let device = scene.device
        let change: Device.FingerChange
        switch r.type {
        case "down":
            let used = Set(fingers.values)
            guard let f = (0..<Self.maximumFingers).first(where: { !used.contains($0) }) else {
                return [error("\(Self.maximumFingers) fingers are down, the most a recorded scenario file keeps")]
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
            return [self.error("the device refused it: \(error)")] + update()
        }
        recording.add(change, at: device.clock.now)
        switch change {
        case let .down(id, _): fingers[pointer] = id
        case .lift, .cancel, .up: fingers[pointer] = nil
        default: break
        }
        return update()
    }

    private func tick(_ r: PlaygroundRequest) -> [String] {
        let device = scene.device
        let t = clock.time(page: r.t, now: device.clock.now, engaged: engaged, isInput: false)
        guard t > device.clock.now else { return update() }
        do { try device.advance(to: t) } catch { return [self.error("\(error)")] }
        return update()
    }

    private func step(_ r: PlaygroundRequest) -> [String] {
        guard let d = r.ms, d.isFinite, d > 0, d <= PlaygroundClock.maximumStep * 1000 else {
            return [error("step needs \"ms\" between 0 and \(Int(PlaygroundClock.maximumStep * 1000))")]
        }
        let device = scene.device
        do { try device.advance(to: max(device.clock.now, PlaygroundClock.quantised(device.clock.now + d / 1000))) } catch { return [self.error("\(error)")] }
        return update()
    }

    private func mode(_ r: PlaygroundRequest) -> [String] {
        guard let m = r.mode.flatMap(PlaygroundClock.Mode.init(rawValue:)) else { return [error("mode is live or step")] }
        clock.mode = m
        clock.reset()
        return [encodeReply(ModeReply(mode: m.rawValue))] + update()
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
        /// A new session or scene (the page starts its timeline over), or the same session's
        /// screen after a push or pop (the timeline goes on).
        var fresh: Bool
    }
    private struct RecognizerInfo: Encodable { var id: String; var kind: String; var view: String; var settings: String }

    func sceneMessage(fresh: Bool) -> String {
        let size = scenario.device.screen
        let views = layout.views.map {
            PlaygroundView(id: $0.id, kind: $0.kind, frame: rectArray($0.frame), depth: $0.depth, parent: $0.parent,
                           note: $0.note, tappable: $0.tappable.map(rectArray))
        }
        let recs = recognizerIDs.compactMap { id -> RecognizerInfo? in
            guard let r = scene.recognizer(id) else { return nil }
            let view = r.view.flatMap { scene.id(of: $0) ?? $0.accessibilityIdentifier } ?? "?"
            return RecognizerInfo(id: id, kind: String(describing: type(of: r)), view: view, settings: RecognizerDescription.settings(r))
        }
        return encodeReply(SceneReply(
            name: scenario.name, file: scenario.file, ios: scene.device.profile.description, screen: [Double(size.width), Double(size.height)],
            views: views, recognizers: recs, zones: zones(), stack: stack(), offers: PlaygroundWhatIf.offers(scene),
            recognizerIDs: recs.map(\.id), mode: clock.mode.rawValue, hasScript: loaded != nil, fresh: fresh))
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

    func stack() -> [String] {
        (scene.navigationController?.viewControllers ?? []).map { scene.id(of: $0.view) ?? $0.traceName }
    }

    static func trackedViews(_ scene: Scene) -> [(id: String, view: UIView)] {
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

    struct FingerInfo: Encodable { var id: Int; var x: Double; var y: Double; var view: String? }
}
