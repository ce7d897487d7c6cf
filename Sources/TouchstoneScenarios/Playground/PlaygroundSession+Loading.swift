import Foundation
import Touchstone

/// Loading another scene from the page, resetting, and scrubbing a loaded scenario's replay
/// (Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md; PlaygroundDecisions PG4, PG5).
extension PlaygroundSession {
    // MARK: Loading and replay

    func load(_ r: PlaygroundRequest) -> [String] {
        guard let text = r.text, !text.isEmpty else { return [error("load needs \"text\": a scenario file or a debugger dump")] }
        let deadline = ContinuousClock.now + loadDeadline
        // Read on a worker that the wait can leave (PG14); the parser itself stops at its
        // `ParseDeadline`, which is cancelled when the wait ends without it (R20), so an abandoned
        // read ends at the parser's next check instead of running on.
        let parseDeadline = ParseDeadline(seconds: Double(loadDeadline.components.seconds) + Double(loadDeadline.components.attoseconds) / 1e18)
        let outcome = PlaygroundWorkers.shared.run(until: deadline, cancellation: cancellation) {
            Result { try Self.parse(text, file: "uploaded scene", deadline: parseDeadline) }.map { UploadedScene(scenario: $0.0, text: $0.1) }
        }
        let read: Result<UploadedScene, any Error>
        switch outcome {
        case let .finished(r): read = r
        case .cancelled:
            parseDeadline.cancel()
            return []
        case .timedOut:
            parseDeadline.cancel()
            return [error("reading the scene took longer than \(seconds(loadDeadline)) s, so it was abandoned; the scene shown is unchanged")]
        case .busy:
            return [error("the playground is busy reading other scenes (at most \(PlaygroundWorkers.shared.limit) at once); try again in a moment")]
        }
        do {
            let uploaded = try read.get()
            try replace(with: uploaded.scenario, text: uploaded.text)
        } catch let e as ScenarioErrors {
            return [error(e.description)]
        } catch let e as ScenarioError {
            return [error(e.description)]
        } catch let e as ImportError {
            return [error(e.description)]
        } catch {
            return [self.error("cannot load it: \(error)")]
        }
        guard loaded != nil else { return welcome() }
        let scene = welcome()
        let replay = replayMessage(until: deadline)
        guard !cancellation.isCancelled else { return [] }
        return scene + replay + scrub(PlaygroundRequest(type: "scrub", t: .infinity))
    }

    /// A scene read from the page, handed from the worker that read it.
    private struct UploadedScene: Sendable { var scenario: Scenario; var text: String }

    /// Whole seconds of `d` as the page is told them.
    private func seconds(_ d: Duration) -> String {
        let s = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        return s == s.rounded() ? "\(Int(s))" : "\(s)"
    }

    /// The scene file at `path` and its text, for `touchstone serve`, with the limits of every
    /// other command (PG16): a scenario file of at most `InputLimits.maximumFileBytes` (4 MiB),
    /// a debugger dump of at most `InputLimits.maximumDumpBytes` (64 MiB), regular files only.
    public static func load(path: String) throws -> (scenario: Scenario, text: String) {
        if isDumpFile(path) {
            let result = try HierarchyImport.importDumps([try HierarchyImport.read(path: path)])
            return (try ScenarioParser.parse(result.yaml, file: "\(path) (imported)"), result.yaml)
        }
        let scenario = try ScenarioParser.parse(file: path)
        let data = try InputLimits.readFile(path)
        return (scenario, String(decoding: data, as: UTF8.self))
    }

    /// Whether `path` names a debugger dump, by the rule `why` and `explore` use: a `.yaml`,
    /// `.yml` or `.json` file is a scenario; a `.txt` or `.log` file is a dump; any other
    /// regular file is one if its first 20,000 bytes look like one. Only that start is read, so a
    /// dump larger than a scenario file may be is still recognised (and read up to its own limit).
    static func isDumpFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || lower.hasSuffix(".json") { return false }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType == .typeRegular else {
            return false  // the scenario reader refuses it with a sentence
        }
        if lower.hasSuffix(".txt") || lower.hasSuffix(".log") { return true }
        guard let handle = FileHandle(forReadingAtPath: resolved) else { return false }
        defer { try? handle.close() }
        return HierarchyImport.looksLikeDump(String(decoding: (try? handle.read(upToCount: 20_000)) ?? Data(), as: UTF8.self))
    }

    /// A scenario from uploaded text: a debugger dump is imported, anything else parsed as a
    /// scenario file that may name no other file.
    static func parse(_ text: String, file: String, deadline: ParseDeadline? = nil) throws -> (Scenario, String) {
        if HierarchyImport.looksLikeDump(text) {
            let result = try HierarchyImport.importDumps([HierarchyImport.Dump(file: file, text: text)])
            return (try ScenarioParser.parse(result.yaml, file: file, readsFiles: false, deadline: deadline), result.yaml)
        }
        return (try ScenarioParser.parse(text, file: file, readsFiles: false, deadline: deadline), text)
    }

    func replace(with s: Scenario, text: String) throws {
        let fresh = try PlaygroundSession(scenario: s, text: text)
        scenario = fresh.scenario; sourceText = fresh.sourceText; loaded = fresh.loaded
        scene = fresh.scene; layout = fresh.layout; timeline = fresh.timeline; viewFrames = fresh.viewFrames
        recognizerIDs = fresh.recognizerIDs
        sentEntries = 0; clock.reset(); recording = PlaygroundRecording(); fingers = [:]; replayCache = nil; replayRefusal = nil
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

    /// The loaded scenario's run, made once and kept; nil with the reason when it is too long,
    /// passes `deadline` or its page goes (checked between steps: PG14).
    func loadedRun(until deadline: ContinuousClock.Instant? = nil) -> Result<(result: ScenarioResult, model: TimelineModel), PlaygroundRefusal> {
        if let run = replayCache { return .success(run) }
        if let refusal = replayRefusal { return .failure(refusal) }
        guard let s = loaded else { return .failure(PlaygroundRefusal("scrub needs a scene with a script (load one)")) }
        var cursor: TimeInterval = 0
        for step in s.script { cursor = (step.at ?? cursor) + step.duration }
        guard cursor <= Self.maximumReplaySeconds else {
            return .failure(PlaygroundRefusal("the script lasts \(msText(cursor)); the playground replays scripts of up to \(Int(Self.maximumReplaySeconds)) s (run it with touchstone run --html)"))
        }
        let result: ScenarioResult
        switch replayRun(s, until: deadline ?? ContinuousClock.now + loadDeadline) {
        case let .failure(refusal): replayRefusal = refusal; return .failure(refusal)
        case let .success(r): result = r
        }
        let run = (result, TimelineModel(result))
        replayCache = run
        return .success(run)
    }

    /// `ScenarioRunner.run` without expectations, one step at a time: between steps it stops
    /// when the page has gone, the deadline has passed or the trace is past
    /// ``maximumReplayEntries`` (a step is at most 30 s of input at 1,000 Hz).
    private func replayRun(_ loaded: Scenario, until deadline: ContinuousClock.Instant) -> Result<ScenarioResult, PlaygroundRefusal> {
        // A `log:` text is cut to 1,000 characters before it runs: the timeline makes a label from
        // each line, and 10,000 steps logging a 500 KB alias would be 5 GB of labels (PG15).
        var s = loaded
        for i in s.script.indices {
            if case let .log(text) = s.script[i].action, text.utf8.count > PlaygroundEntry.maximumLineCharacters / 2 {
                s.script[i].action = .log(PlaygroundEntry.cut(text, to: PlaygroundEntry.maximumLineCharacters / 2))
            }
        }
        let scene: Scene
        do { scene = try Scene(s) } catch { return .failure(PlaygroundRefusal("the script cannot be replayed: \(error)")) }
        let layout = SceneLayout.capture(scene, tappableAreas: false)
        var runError: ScenarioError?
        do {
            for step in s.script {
                if cancellation.isCancelled { return .failure(PlaygroundRefusal("the page has gone")) }
                if ContinuousClock.now > deadline {
                    return .failure(PlaygroundRefusal("replaying the script took longer than \(seconds(loadDeadline)) s, so it was stopped; the scene is loaded without its replay"))
                }
                try ScenarioRunner.play([step], on: scene)
                if scene.device.trace.entries.count > Self.maximumReplayEntries {
                    return .failure(PlaygroundRefusal("the script's run has more than \(Self.maximumReplayEntries) trace lines; the playground replays runs of up to \(Self.maximumReplayEntries)"))
                }
            }
            try scene.device.settle(limit: ScenarioRunner.settleLimit)
        } catch let e as ScenarioError {
            runError = e
        } catch {
            runError = ScenarioError(file: s.file, line: 1, column: 1, message: "\(error)")
        }
        let entries = scene.device.trace.entries
        guard entries.count <= Self.maximumReplayEntries else {
            return .failure(PlaygroundRefusal("the script's run has \(entries.count) trace lines; the playground replays runs of up to \(Self.maximumReplayEntries)"))
        }
        return .success(ScenarioResult(scenario: s, entries: entries, verdicts: [], runError: runError, layout: layout))
    }

    /// The loaded scenario's whole run for the timeline (its latest 3,000 trace lines): sent once
    /// after loading.
    func replayMessage(until deadline: ContinuousClock.Instant? = nil) -> [String] {
        switch loadedRun(until: deadline) {
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
