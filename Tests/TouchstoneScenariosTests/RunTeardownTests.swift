import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// A long session of runs keeps nothing of a run once it is over (RobustnessDecisions R35): the
/// doctor replays a scene thousands of times, `vary` hundreds, the playground replays on every
/// scrub, and each builds a scene of its own. A reference cycle anywhere in a scene (a handler
/// holding its recogniser, a delegate holding its view, a controller holding its device) would
/// keep every one of them.
@Suite("Robustness: nothing of a run is kept after it")
struct RunTeardownTests {
    /// A reference that does not keep its object.
    struct WeakRef { weak var object: AnyObject? }

    /// Weak references to the scene, its device and window, and every view and recogniser in
    /// the window's tree.
    static func weakParts(of scene: Scene) -> [(String, WeakRef)] {
        var refs: [(String, WeakRef)] = [("scene", WeakRef(object: scene)), ("device", WeakRef(object: scene.device)),
                                          ("window", WeakRef(object: scene.window))]
        var todo: [UIView] = scene.window.map { [$0] } ?? []
        while let v = todo.popLast() {
            refs.append(("view \(v.traceName)", WeakRef(object: v)))
            for r in v.gestureRecognizers ?? [] { refs.append(("recognizer \(r.traceName)", WeakRef(object: r))) }
            todo.append(contentsOf: v.subviews)
        }
        for (id, r) in scene.recognizers { refs.append(("recognizer \(id)", WeakRef(object: r))) }
        return refs
    }

    @Test(arguments: exampleFiles)
    func everyExamplesSceneIsFreedAfterItsRun(_ name: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name))
        var refs: [(String, WeakRef)] = []
        do {
            let scene = try Scene(scenario)
            let result = ScenarioRunner.run(scene, tappableAreas: false)
            #expect(!result.entries.isEmpty)
            refs = Self.weakParts(of: scene)
        }
        #expect(refs.count >= 3)
        let kept = refs.filter { $0.1.object != nil }.map(\.0)
        #expect(kept.isEmpty, "\(name) keeps \(kept.prefix(8))")
    }

    @Test(arguments: exampleFiles.prefix(6))
    func aVariedRunKeepsNothingOfItsScene(_ name: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name))
        let varied = try GestureVariation.varied(scenario)
        var refs: [(String, WeakRef)] = []
        do {
            let scene = try Scene(varied)
            scene.device.gestureSeed = 7
            _ = ScenarioRunner.run(scene, tappableAreas: false)
            refs = Self.weakParts(of: scene)
        }
        let kept = refs.filter { $0.1.object != nil }.map(\.0)
        #expect(kept.isEmpty, "\(name) keeps \(kept.prefix(8))")
    }
}
