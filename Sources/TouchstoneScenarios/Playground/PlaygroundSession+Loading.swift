import Foundation
import Touchstone

/// Loading another scene from the page, resetting, and scrubbing a loaded scenario's replay
/// (Docs/Playground.md; Decisions PG4, PG5).
extension PlaygroundSession {
    // MARK: Loading and replay

    func load(_ r: PlaygroundRequest) -> [String] {
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
        return welcome() + (loaded != nil ? replayMessage() + scrub(PlaygroundRequest(type: "scrub", t: .infinity)) : [])
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

    func replace(with s: Scenario, text: String) throws {
        let fresh = try PlaygroundSession(scenario: s, text: text)
        scenario = fresh.scenario; sourceText = fresh.sourceText; loaded = fresh.loaded
        scene = fresh.scene; layout = fresh.layout; timeline = fresh.timeline; viewFrames = fresh.viewFrames
        recognizerIDs = fresh.recognizerIDs
        sentEntries = 0; clock.reset(); recording = PlaygroundRecording(); fingers = [:]; replayCache = nil
        lastStates = [:]; lastStack = fresh.lastStack
    }

    func reset() -> [String] {
        do { try replace(with: loaded ?? scenario, text: sourceText) } catch { return [self.error("\(error)")] }
        return welcome()
    }

    /// The longest script the playground replays for scrubbing; longer ones are for `touchstone run`.
    static let maximumReplaySeconds: TimeInterval = 30
    /// The most trace lines a replay may make, and the most the page is sent (the latest).
    static let maximumReplayEntries = 100_000
    static let entriesSent = 3_000

    struct ReplayReply: Encodable {
        var type = "replay"
        var end: Double
        var lanes: [PlaygroundLane]
        var entries: [PlaygroundEntry]
        var entryCount: Int
    }

    struct ScrubReply: Encodable {
        var type = "scrub"
        var time: Double
        var end: Double
        var frames: [String: [Double]]
        var states: [String: String]
        var fingers: [FingerInfo]
    }

    /// The loaded scenario's run, made once and kept; nil with the reason when it is too long.
    func loadedRun() -> Result<(result: ScenarioResult, model: TimelineModel), PlaygroundRefusal> {
        if let run = replayCache { return .success(run) }
        guard let s = loaded else { return .failure(PlaygroundRefusal("scrub needs a scene with a script (load one)")) }
        var cursor: TimeInterval = 0
        for step in s.script { cursor = (step.at ?? cursor) + step.duration }
        guard cursor <= Self.maximumReplaySeconds else {
            return .failure(PlaygroundRefusal("the script lasts \(msText(cursor)); the playground replays scripts of up to \(Int(Self.maximumReplaySeconds)) s (run it with touchstone run --html)"))
        }
        let result = ScenarioRunner.run(s, tappableAreas: false)
        guard result.entries.count <= Self.maximumReplayEntries else {
            return .failure(PlaygroundRefusal("the script's run has \(result.entries.count) trace lines; the playground replays runs of up to \(Self.maximumReplayEntries)"))
        }
        let run = (result, TimelineModel(result))
        replayCache = run
        return .success(run)
    }

    /// The loaded scenario's whole run for the timeline (its latest 3,000 trace lines): sent once
    /// after loading.
    func replayMessage() -> [String] {
        switch loadedRun() {
        case let .failure(refusal): return [error(refusal.message)]
        case let .success(run):
            let entries = run.result.entries
            let first = max(0, entries.count - Self.entriesSent)
            return [encodeReply(ReplayReply(end: ms(run.model.endTime),
                                            lanes: run.model.lanes.enumerated().map { PlaygroundLane($0.element, order: $0.offset) },
                                            entries: (first..<entries.count).map { PlaygroundEntry(entries[$0], index: $0) },
                                            entryCount: entries.count))]
        }
    }

    /// The screen as it was at `t` (ms; the end when larger) in the loaded scenario's run,
    /// replayed on a fresh scene.
    func scrub(_ r: PlaygroundRequest) -> [String] {
        guard let t = r.t, !t.isNaN else { return [error("scrub needs \"t\" in ms")] }
        let run: (result: ScenarioResult, model: TimelineModel)
        switch loadedRun() {
        case let .failure(refusal): return [error(refusal.message)]
        case let .success(r): run = r
        }
        guard let s = loaded else { return [error("scrub needs a scene with a script (load one)")] }
        let end = run.model.endTime
        let at = min(max(0, t / 1000), end)
        do {
            let replay = try Scene(s)
            try PlaygroundReplay.replay(s, entries: run.result.entries, on: replay, until: at)
            var frames: [String: [Double]] = [:]
            for (id, v) in Self.trackedViews(replay) { frames[id] = rectArray(v.convert(v.bounds, to: nil)) }
            var states: [String: String] = [:]
            for id in PlaygroundWhatIf.recognizerIDs(replay) { if let g = replay.recognizer(id) { states[id] = "\(g.state)" } }
            let down = replay.device.activeTouches.map {
                let p = $0.location(in: nil)
                return FingerInfo(id: $0.fingerID, x: Double(p.x), y: Double(p.y), view: $0.view.flatMap { replay.id(of: $0) })
            }
            return [encodeReply(ScrubReply(time: ms(at), end: ms(end), frames: frames, states: states, fingers: down))]
        } catch { return [self.error("the replay stopped: \(error)")] }
    }
}

/// Why the playground will not do something, in words for the page.
struct PlaygroundRefusal: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
