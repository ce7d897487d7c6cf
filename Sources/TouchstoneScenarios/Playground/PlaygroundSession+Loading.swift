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

    func replace(with s: Scenario, text: String) throws {
        let fresh = try PlaygroundSession(scenario: s, text: text)
        scenario = fresh.scenario; sourceText = fresh.sourceText; loaded = fresh.loaded
        scene = fresh.scene; layout = fresh.layout; timeline = fresh.timeline; tracked = fresh.tracked
        sentEntries = 0; clock.reset(); recording = PlaygroundRecording(); fingers = [:]
        lastStates = [:]; lastFrames = [:]; lastStack = []
    }

    func reset() -> [String] {
        do { try replace(with: loaded ?? scenario, text: sourceText) } catch { return [self.error("\(error)")] }
        return welcome()
    }

    struct ScrubReply: Encodable {
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
    func scrub(_ r: PlaygroundRequest) -> [String] {
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
