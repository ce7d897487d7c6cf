import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// W3C WebDriver pointer actions: ticks across sources, durations in ms, interpolated moves.
@Suite("WebDriver pointer actions import")
struct WebDriverTests {
    static let brief = #"{"actions":[{"type":"pointer","id":"finger1","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerMove","duration":0,"x":100,"y":200},{"type":"pointerDown","button":0},{"type":"pause","duration":100},{"type":"pointerMove","duration":250,"x":300,"y":200,"origin":"viewport"},{"type":"pointerUp","button":0}]}]}"#

    @Test func dragIsSampledAlongTheLineWithTickTimes() throws {
        let events = try WebDriverActions.parse(Data(Self.brief.utf8), file: "a.json")
        #expect(events.first?.time == 0)
        #expect(events.first.map { "\($0.changes)" } == "\([Device.FingerChange.down(id: 0, at: CGPoint(x: 100, y: 200))])")
        let moves = events.filter { if case .move = $0.changes[0] { return true } else { return false } }
        #expect(moves.count == 15)  // 250 ms at 60 Hz
        #expect(abs((moves.first?.time ?? 0) - (0.1 + 1.0 / 60)) < 1e-9)
        #expect(abs((moves.last?.time ?? 0) - 0.35) < 1e-9)
        if case let .move(_, p) = moves.last!.changes[0] { #expect(p == CGPoint(x: 300, y: 200)) }
        #expect(abs((events.last?.time ?? 0) - 0.35) < 1e-9)
        if case .up(0) = events.last!.changes[0] {} else { Issue.record("last event should lift finger 0") }
    }

    @Test func twoSourcesShareTicksAndRelativeOriginAdds() throws {
        let json = #"""
        {"actions":[
          {"type":"pointer","id":"a","parameters":{"pointerType":"touch"},"actions":[
            {"type":"pointerMove","duration":0,"x":10,"y":10},{"type":"pointerDown","button":0},
            {"type":"pause","duration":200},{"type":"pointerUp","button":0}]},
          {"type":"pointer","id":"b","parameters":{"pointerType":"touch"},"actions":[
            {"type":"pointerMove","duration":0,"x":50,"y":50},{"type":"pointerDown","button":0},
            {"type":"pointerMove","duration":0,"x":20,"y":0,"origin":"pointer"},{"type":"pointerUp","button":0}]}]}
        """#
        let events = try WebDriverActions.parse(Data(json.utf8), file: "b.json")
        // Tick 1: both fingers down together; tick 2 lasts 200 ms (the pause); tick 3: both up.
        #expect(events[0].time == 0 && events[0].changes.count == 2)
        let moveB = events.first { e in e.changes.contains { if case .move(1, let p) = $0 { return p == CGPoint(x: 70, y: 50) } else { return false } } }
        #expect(moveB?.time == 0.0)
        #expect(abs(events.last!.time - 0.2) < 1e-9)
        #expect(events.last!.changes.count == 2)
    }

    @Test func elementOriginsAndBadActionsAreErrorsWithPositions() {
        let json = "{\"actions\":[{\"type\":\"pointer\",\"id\":\"f\",\"actions\":[\n{\"type\":\"pointerMove\",\"x\":1,\"y\":1,\"origin\":{\"element-6066-11e4-a52e-4f735466cecf\":\"x\"}}]}]}"
        #expect(throws: ScenarioError.self) { try WebDriverActions.parse(Data(json.utf8), file: "c.json") }
        do { _ = try WebDriverActions.parse(Data(json.utf8), file: "c.json") } catch let e as ScenarioError {
            #expect(e.line == 2)
            #expect(e.message.contains("element origins cannot be replayed"))
        } catch { Issue.record("\(error)") }
        let up = #"{"actions":[{"type":"pointer","id":"f","actions":[{"type":"pointerUp","button":0}]}]}"#
        #expect(throws: ScenarioError.self) { try WebDriverActions.parse(Data(up.utf8), file: "d.json") }
    }

    @Test func scenarioReplaysAWebDriverScriptInline() throws {
        let s = try parse("""
        views:
          - id: box
            frame: [0, 0, 390, 844]
            recognizers: [{ id: drag, kind: pan }]
        script:
          - webdriver: \(Self.brief)
        expect:
          - fires: "drag action (began)"
          - fires: "drag action (ended) @350ms"
        """)
        let r = ScenarioRunner.run(s)
        #expect(r.passed, "\(r.failures.map(\.details))")
    }
}
