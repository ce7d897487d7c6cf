import Foundation
import Testing
@testable import TouchstoneScenarios

/// The explorer reuses a scene after a probe that left nothing behind (RobustnessDecisions R14):
/// every report must be exactly the one that a fresh scene per probe gives.
@Suite("Conflict explorer: reusing scenes changes no report (R14)")
struct ConflictExplorerReuseTests {
    @Test(arguments: exampleFiles)
    func reusingScenesGivesTheReportOfFreshScenes(file: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        let reused = try ConflictExplorer.explore(scenario, threads: 2, reuseScenes: true)
        let fresh = try ConflictExplorer.explore(scenario, threads: 2, reuseScenes: false)
        #expect(reused.text == fresh.text)
        #expect(reused.fired == fresh.fired)
    }

    @Test func aProbeThatScrollsOrChangesAControlIsNotReused() throws {
        let scenario = try ScenarioParser.parse("""
            views:
              - id: list
                class: scrollView
                frame: [0, 0, 390, 844]
                contentSize: [390, 3000]
            script: []
            """, file: "t.yaml")
        let scene = try Scene(scenario)
        let drag = ConflictExplorer.Probe(name: "drag", steps: [Step(at: nil, action: .drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.3, hold: 0, lift: true), duration: 0.3)])
        let tap = ConflictExplorer.Probe(name: "tap", steps: [Step(at: nil, action: .tap(CGPoint(x: 200, y: 600), duration: 0.08, fingers: 1), duration: 0.08)])
        #expect(ConflictExplorer.runProbe(tap, on: scene, recognizers: []).clean)
        #expect(!ConflictExplorer.runProbe(drag, on: scene, recognizers: []).clean)
    }
}
