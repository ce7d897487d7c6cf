import Foundation
import Touchstone

/// The playground's tools on the live session: `why` at a point, the doctor, what-if replays and
/// recordings (Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md; PlaygroundDecisions PG5, PG6).
extension PlaygroundSession {
    // MARK: Tools

    /// The session's own scenario: the scene with the recorded inputs as its script.
    func sessionScenario(lastGestureOnly: Bool = false) -> Scenario {
        var s = scenario
        let inputs = recording.inputs(lastGestureOnly: lastGestureOnly)
        s.script = PlaygroundRecording.steps(inputs, offset: lastGestureOnly ? recording.lastGestureTime : 0)
        return s
    }

    struct TextReply: Encodable { var type: String; var text: String }

    func why(_ r: PlaygroundRequest) -> [String] {
        guard let p = point(r) else { return [error("why needs finite \"x\" and \"y\"")] }
        do {
            let text = try WhyExplainer.explain(sessionScenario(), at: p, time: scene.device.clock.now)
            return [encodeReply(TextReply(type: "why", text: text))]
        } catch { return [self.error("why could not replay the session: \(error)")] }
    }

    func doctor() -> [String] {
        do {
            let report = try GestureDoctor.diagnose(scenario, options: .init(threads: 1))
            return [encodeReply(TextReply(type: "doctor", text: report.text))]
        } catch { return [self.error("the doctor could not build the scene: \(error)")] }
    }

    struct WhatIfReply: Encodable {
        var type = "whatif"
        var changes: [String]
        var from: Double
        var before: Side
        var after: Side
        var differences: [String]
    }
    struct Side: Encodable { var lanes: [PlaygroundLane]; var observable: [String]; var end: Double }

    /// Replays the session on the scene as it is and on a copy with the changes, and returns
    /// the last gesture of each side by side, with the observable events that differ.
    func whatIf(_ r: PlaygroundRequest) -> [String] {
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
        return [encodeReply(WhatIfReply(changes: changes.map { [names = DoctorContext(scene).names] in $0.summary(names) }, from: ms(from),
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

    struct RecordingReply: Encodable { var type = "recording"; var scope: String; var yaml: String }

    /// The session (or its last gesture) as a scenario file: the scene's text, a script of raw
    /// finger steps, and `expect:` lines of what happened — checked by running the file before
    /// it is returned.
    func record(_ r: PlaygroundRequest) -> [String] {
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
        // Checked as `touchstone run` will read it: a recording that could not be read back is
        // refused here, not handed over.
        do { _ = try ScenarioParser.parse(yaml, file: "recorded.yaml", readsFiles: false) } catch {
            return [self.error("the recording would not read back as a scenario file: \(error)")]
        }
        return [encodeReply(RecordingReply(scope: last ? "last" : "session", yaml: yaml))]
    }
}
