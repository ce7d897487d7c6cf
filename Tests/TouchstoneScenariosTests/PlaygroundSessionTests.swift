import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// The playground's protocol, without a network: each request is a JSON text frame, each reply
/// one or more JSON frames (Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md).
@Suite("Playground session protocol")
struct PlaygroundSessionTests {
    typealias JSON = [String: Any]

    func session(_ file: String) throws -> PlaygroundSession {
        let path = (examplesFolder as NSString).appendingPathComponent(file)
        let (scenario, text) = try PlaygroundSession.load(path: path)
        return try PlaygroundSession(scenario: scenario, text: text)
    }

    /// A session showing `yaml` (a scene with no script of its own).
    func session(yaml: String) throws -> PlaygroundSession {
        let text = yaml + "\nscript: []\n"
        return try PlaygroundSession(scenario: try parse(text), text: text)
    }

    func send(_ s: PlaygroundSession, _ request: JSON) -> [JSON] {
        let data = try! JSONSerialization.data(withJSONObject: request)
        return s.handle(String(decoding: data, as: UTF8.self)).map(decode)
    }

    func decode(_ text: String) -> JSON { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? JSON ?? [:] }

    func lines(_ replies: [JSON]) -> [String] {
        replies.flatMap { ($0["entries"] as? [JSON] ?? []).map { $0["line"] as! String } }
    }

    static let tapScene = """
    name: "a box with a tap"
    views:
      - id: box
        frame: [0, 100, 200, 200]
        recognizers:
          - { id: boxTap, kind: tap }
    """

    @Test func aPageIsWelcomedWithTheScreenThenTheTraceSoFar() throws {
        let s = try session("seed001-back-swipe-vs-scroll.yaml")
        let welcome = s.welcome().map(decode)
        #expect(welcome.map { $0["type"] as? String } == ["scene", "update"])
        let scene = welcome[0]
        #expect(scene["ios"] as? String == "iOS 13")
        #expect((scene["views"] as? [JSON])?.contains { $0["id"] as? String == "gallery" } == true)
        #expect((scene["stack"] as? [String]) == ["list", "detail"])
        #expect((scene["zones"] as? [JSON])?.map { $0["name"] as? String } == ["home gesture", "Notification Center · Control Center (right)"])
        #expect((scene["recognizerIDs"] as? [String])?.contains("nav.pop") == true)
        #expect((scene["offers"] as? [JSON])?.contains { ($0["label"] as? String) == "gallery.panGestureRecognizer.isEnabled = false" } == true)
        #expect(lines([welcome[1]]).last == "0.0 ms  system    detail.controller preferredScreenEdgesDeferringSystemGestures read: []  — window shown")
    }

    @Test func fingersFromThePageDriveTheDeviceExactlyAsTheRecordedScriptReplays() throws {
        let s = try session("seed001-back-swipe-vs-scroll.yaml")
        var live = lines(s.welcome().map(decode))
        for (type, x, t) in [("down", 10.0, 1000.0), ("move", 60, 1050), ("move", 160, 1100), ("up", 200, 1150)] {
            live += lines(send(s, ["type": type, "pointer": 7, "x": x, "y": 300, "t": t]))
        }
        for t in stride(from: 1166.0, through: 4000, by: 16) { live += lines(send(s, ["type": "tick", "t": t])) }
        // The back swipe and the gallery's pan both start; on iOS 13 the scroll view wins (seed 001).
        #expect(live.contains("50.0 ms  state     gallery.pan possible→began [finger 0]  — moved 50 pt, reaching the 10 pt threshold"))
        let record = send(s, ["type": "record", "scope": "session"])
        let yaml = try #require(record.first?["yaml"] as? String)
        let replay = ScenarioRunner.run(try ScenarioParser.parse(yaml, file: "recorded.yaml"), tappableAreas: false)
        #expect(replay.passed, "\(replay.failures.map(\.title))")
        let replayed = replay.entries.map { $0.line.trimmingCharacters(in: .whitespaces) }
        #expect(Array(replayed.prefix(live.count)) == live)
    }

    /// A SwiftUI scene in the playground: its views are listed by identifier, and a tap from the
    /// page on the heart fires the heart's simultaneous tap and the card's on iOS 18 (swiftui02;
    /// SwiftUIDecisions SU19).
    @Test func aSwiftUISceneIsTouchedFromThePageLikeAUIKitOne() throws {
        let s = try session("swiftui02-child-and-parent-tap.yaml")
        let welcome = s.welcome().map(decode)
        let views = try #require(welcome.first?["views"] as? [JSON])
        let heart = try #require(views.first { $0["id"] as? String == "heart" })
        let frame = try #require(heart["frame"] as? [Double])
        let (x, y) = (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
        var live: [String] = []
        for (type, t) in [("down", 1000.0), ("up", 1080)] {
            live += lines(send(s, ["type": type, "pointer": 1, "x": x, "y": y, "t": t]))
        }
        for t in stride(from: 1096.0, through: 1600, by: 16) { live += lines(send(s, ["type": "tick", "t": t])) }
        #expect(live.filter { $0.contains("onEnded") || $0.contains("perform") }.count == 2, "\(live)")
        #expect(live.contains { $0.contains("heart tap (simultaneousGesture) onEnded") })
        #expect(live.contains { $0.contains("card tap (onTapGesture) perform") })
    }

    @Test func liveTimeFollowsThePageClockWhileEngagedAndSkipsIdleWaits() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        #expect(send(s, ["type": "down", "pointer": 1, "x": 100, "y": 200, "t": 5000]).first?["time"] as? Double == 0)
        #expect(send(s, ["type": "up", "pointer": 1, "x": 100, "y": 200, "t": 5080]).first?["time"] as? Double == 80)
        // The tap recognised at the lift and no timer is pending: the device is idle, so a touch
        // a minute later comes 500 ms after the last input, not 60 s.
        let later = send(s, ["type": "down", "pointer": 2, "x": 100, "y": 200, "t": 65_000])
        #expect(later.first?["time"] as? Double == 580)
        #expect(send(s, ["type": "tick", "t": 65_300]).first?["time"] as? Double == 880)
    }

    @Test func stepModeMovesTimeOnlyWhenAsked() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        #expect(send(s, ["type": "mode", "mode": "step"]).first?["mode"] as? String == "step")
        #expect(send(s, ["type": "down", "pointer": 1, "x": 100, "y": 200, "t": 9_000]).first?["time"] as? Double == 0)
        #expect(send(s, ["type": "tick", "t": 99_000]).first?["time"] as? Double == 0)
        let stepped = send(s, ["type": "step", "ms": 100])
        #expect(stepped.first?["time"] as? Double == 100)
        let up = send(s, ["type": "up", "pointer": 1, "x": 100, "y": 200])
        #expect(lines(up).contains("100.0 ms  action    boxTap action [finger 0]  — 1st tap up"))
    }

    @Test func badRequestsGetOneErrorFrameAndTheSessionGoesOn() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        func error(_ text: String) -> String? {
            let replies = s.handle(text).map(decode)
            guard replies.count == 1, replies[0]["type"] as? String == "error" else { return nil }
            return replies[0]["message"] as? String
        }
        #expect(error("not json") == "not a request: expected a JSON object with a \"type\"")
        #expect(error(#"{"type":"teleport"}"#) == "unknown request type 'teleport'")
        #expect(error(#"{"type":"down","pointer":1,"x":1e300,"y":5}"#) == "down needs finite \"x\" and \"y\" within 100000 pt")
        #expect(error(#"{"type":"move","pointer":9,"x":1,"y":5}"#) == "pointer 9 is not down")
        #expect(error(#"{"type":"step","ms":-5}"#) == "step needs \"ms\" between 0 and 60000")
        #expect(error(#"{"type":"whatif","changes":[{"change":"keepTouches","who":"nobody"}]}"#) == "cannot apply 'keepTouches' to 'nobody' on this scene")
        #expect(error(String(repeating: " ", count: PlaygroundSession.maximumMessageBytes + 1)) == "the message is larger than 512 KiB")
        for p in 0..<10 { _ = send(s, ["type": "down", "pointer": 100 + p, "x": 10 + p, "y": 200, "t": 1]) }
        #expect(error(#"{"type":"down","pointer":500,"x":1,"y":200}"#) == "10 fingers are down, the most a recorded scenario file keeps")
        #expect(error(#"{"type":"down","pointer":100,"x":1,"y":200}"#) == "pointer 100 is already down")
        // Still usable: the fingers lift and the trace goes on.
        let up = send(s, ["type": "up", "pointer": 100, "x": 10, "y": 200, "t": 2])
        #expect(up.first?["type"] as? String == "update")
    }

    @Test func whatIfReplaysTheLastGestureWithAFixAndListsWhatChanged() throws {
        let s = try session("seed003-tap-cancels-cell.yaml")
        _ = s.welcome()
        _ = send(s, ["type": "mode", "mode": "step"])
        _ = send(s, ["type": "down", "pointer": 1, "x": 195, "y": 125])
        _ = send(s, ["type": "step", "ms": 300])
        _ = send(s, ["type": "up", "pointer": 1, "x": 195, "y": 125])
        let reply = try #require(send(s, ["type": "whatif", "changes": [["change": "keepTouches", "who": "tapSelfView"]]]).first)
        #expect(reply["changes"] as? [String] == ["tapSelfView.cancelsTouchesInView = false"])
        #expect(reply["differences"] as? [String] == [
            "- list.row0 touchesCancelled @300ms",
            "+ list.row0 touchesEnded @300ms",
            "+ list didSelectRowAt row [0, 0] @300ms",
        ])
        let before = try #require(reply["before"] as? JSON)
        #expect((before["lanes"] as? [JSON])?.contains { $0["key"] as? String == "recognizer:tapSelfView" } == true)
    }

    @Test func aRecordingOfTheLastGestureReplaysAndItsExpectationsHold() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        _ = send(s, ["type": "down", "pointer": 1, "x": 50, "y": 150, "t": 100])
        _ = send(s, ["type": "up", "pointer": 1, "x": 50, "y": 150, "t": 180])
        _ = send(s, ["type": "down", "pointer": 1, "x": 60, "y": 160, "t": 9000])
        _ = send(s, ["type": "up", "pointer": 1, "x": 60, "y": 160, "t": 9040])
        let yaml = try #require(send(s, ["type": "record", "scope": "last"]).first?["yaml"] as? String)
        #expect(yaml.hasSuffix("""
        script:
          - at: 0ms
            down: { finger: 0, point: [60, 160] }
          - at: 40ms
            up: { finger: 0, at: [60, 160] }
        expect:
          - exactly:
              - "box touchesBegan @0ms"
              - "boxTap action @40ms"
              - "box touchesCancelled @40ms"

        """))
        let result = ScenarioRunner.run(try ScenarioParser.parse(yaml, file: "recorded.yaml"), tappableAreas: false)
        #expect(result.passed)
    }

    @Test func anUploadedSceneNamesNoFileAndADumpIsImported() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        let withFile = Self.tapScene + "\nscript:\n  - webdriver: /etc/passwd\n"
        let refused = send(s, ["type": "load", "text": withFile])
        #expect(refused.count == 1)
        let message = try #require(refused.first?["message"] as? String)
        #expect(message.contains("a scenario loaded into the playground cannot name a file"))
        #expect(!message.contains("root:"))
        let dump = """
        <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
           | <UIView: 0x7f9; frame = (0 0; 390 844); layer = <CALayer: 0x601>>
           |    | <UIButton: 0x7fa; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x602>>
        """
        let loaded = send(s, ["type": "load", "text": dump])
        #expect(loaded.map { $0["type"] as? String } == ["scene", "update"])
        #expect((loaded[0]["views"] as? [JSON])?.contains { ($0["kind"] as? String) == "button" } == true)
    }

    @Test func aLoadedScenarioWithAScriptCanBeScrubbed() throws {
        let s = try session(yaml: Self.tapScene)
        let yaml = Self.tapScene + "\nscript:\n  - tap: { point: [100, 200], duration: 300ms }\n"
        let loaded = send(s, ["type": "load", "text": yaml])
        #expect(loaded.map { $0["type"] as? String } == ["scene", "update", "replay", "scrub"])
        #expect((loaded[2]["lanes"] as? [JSON])?.contains { $0["key"] as? String == "recognizer:boxTap" } == true)
        let mid = try #require(send(s, ["type": "scrub", "t": 100]).first)
        #expect(mid["time"] as? Double == 100)
        #expect((mid["fingers"] as? [JSON])?.count == 1)
        #expect((mid["states"] as? [String: String])?["boxTap"] == "possible")
        let end = try #require(send(s, ["type": "scrub", "t": 1e9]).first)
        #expect((end["fingers"] as? [JSON])?.isEmpty == true)
    }

    @Test func whyAndTheDoctorAnswerForTheLiveScene() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        let why = try #require(send(s, ["type": "why", "x": 100, "y": 200]).first?["text"] as? String)
        #expect(why.contains("⇒ the touch lands on box"))
        let doctor = try #require(send(s, ["type": "doctor"]).first)
        #expect(doctor["type"] as? String == "doctor")
        #expect((doctor["text"] as? String)?.contains("boxTap") == true)
    }

    @Test func aScriptTooLongToReplayIsRefusedWithoutRunningIt() throws {
        let s = try session(yaml: Self.tapScene)
        let yaml = Self.tapScene + "\nscript:\n  - longPress: { point: [100, 200], duration: 20s }\n  - longPress: { point: [100, 200], duration: 20s }\n"
        let loaded = send(s, ["type": "load", "text": yaml])
        #expect(loaded.map { $0["type"] as? String } == ["scene", "update", "error", "error"])
        #expect(loaded[2]["message"] as? String == "the script lasts 40000ms; the playground replays scripts of up to 30 s (run it with touchstone run --html)")
    }

    /// Back from step time in the middle of a gesture, time goes on from where it stopped.
    @Test func switchingBackToLiveTimeMidGestureResumesFromNow() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        _ = send(s, ["type": "down", "pointer": 1, "x": 100, "y": 200, "t": 1000])
        #expect(send(s, ["type": "move", "pointer": 1, "x": 101, "y": 200, "t": 1010]).first?["time"] as? Double == 10)
        _ = send(s, ["type": "mode", "mode": "step"])
        _ = send(s, ["type": "mode", "mode": "live"])
        #expect(send(s, ["type": "tick", "t": 1100]).first?["time"] as? Double == 10)
        #expect(send(s, ["type": "tick", "t": 1200]).first?["time"] as? Double == 110)
        #expect(send(s, ["type": "move", "pointer": 1, "x": 102, "y": 200, "t": 1220]).first?["time"] as? Double == 130)
    }

    /// At the recording limit new touches are refused, but a finger can still be lifted.
    @Test func atTheRecordingLimitFingersCanStillLift() throws {
        let s = try session(yaml: Self.tapScene)
        _ = s.welcome()
        _ = send(s, ["type": "mode", "mode": "step"])
        _ = send(s, ["type": "down", "pointer": 1, "x": 100, "y": 200])
        for i in 1..<PlaygroundRecording.maximumInputs { _ = send(s, ["type": "move", "pointer": 1, "x": 100 + Double(i % 50), "y": 200]) }
        #expect(send(s, ["type": "move", "pointer": 1, "x": 1, "y": 200]).first?["type"] as? String == "error")
        let up = send(s, ["type": "up", "pointer": 1, "x": 1, "y": 200])
        #expect(up.first?["type"] as? String == "update")
        #expect((up.first?["fingers"] as? [JSON])?.isEmpty == true)
        let yaml = try #require(send(s, ["type": "record", "scope": "session"]).first?["yaml"] as? String)
        #expect(ScenarioRunner.run(try ScenarioParser.parse(yaml, file: "recorded.yaml"), tappableAreas: false).passed)
    }

    /// A back swipe made on the page pops the screen: the page gets the new screen (not a fresh
    /// session: its timeline goes on), and only then the update.
    @Test func aPopMadeOnThePageSendsTheNewScreenAndTheTimelineGoesOn() throws {
        let s = try session(yaml: """
        navigation:
          id: nav
          stack:
            - id: list
            - id: detail
        """)
        #expect(s.welcome().map(decode).first?["fresh"] as? Bool == true)
        _ = send(s, ["type": "mode", "mode": "step"])
        var replies = send(s, ["type": "down", "pointer": 1, "x": 5, "y": 400])
        for x in stride(from: 25.0, through: 305, by: 20) {
            replies += send(s, ["type": "step", "ms": 16])
            replies += send(s, ["type": "move", "pointer": 1, "x": x, "y": 400])
        }
        replies += send(s, ["type": "up", "pointer": 1, "x": 305, "y": 400])
        for _ in 0..<10 { replies += send(s, ["type": "step", "ms": 100]) }
        let screens = replies.filter { $0["type"] as? String == "scene" }
        #expect(screens.count == 1)
        #expect(screens.first?["stack"] as? [String] == ["list"])
        #expect(screens.first?["fresh"] as? Bool == false)
        let i = try #require(replies.firstIndex { $0["type"] as? String == "scene" })
        #expect(replies[i + 1]["type"] as? String == "update")
    }

    @Test func differencesListWhatOnlyOneSideHas() {
        #expect(PlaygroundSession.differences(["a", "b", "c"], ["a", "x", "c"]) == ["- b", "+ x"])
        #expect(PlaygroundSession.differences(["a"], ["a"]) == [])
    }
}

@Suite("Playground replay for scrubbing")
struct PlaygroundReplayTests {
    /// Scrubbing to the end of a run gives what the run gave: every example's observable events,
    /// replayed, are the run's.
    @Test(arguments: exampleFiles)
    func replayingARunsInputsGivesTheRunsEvents(_ file: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        let run = ScenarioRunner.run(scenario, tappableAreas: false)
        let scene = try Scene(scenario)
        let end = run.entries.last?.time ?? 0
        try PlaygroundReplay.replay(scenario, entries: run.entries, on: scene, until: end)
        // The script's own log lines are not inputs, so they are not replayed.
        func events(_ entries: [TraceEntry]) -> [String] {
            entries.filter { ExpectationChecker.isObservable($0) && !($0.kind == .log && $0.subject == "script") }.map(ExpectationChecker.describe)
        }
        #expect(events(scene.device.trace.entries) == events(run.entries))
        // Stopped in the middle of a gesture, the screen has had exactly the run's events so far.
        for fraction in [0.3, 0.5, 0.8] {
            let mid = end * fraction
            let partial = try Scene(scenario)
            try PlaygroundReplay.replay(scenario, entries: run.entries, on: partial, until: mid)
            #expect(events(partial.device.trace.entries) == events(run.entries.filter { $0.time <= mid + 1e-9 }), "at \(fraction)")
        }
    }
}
