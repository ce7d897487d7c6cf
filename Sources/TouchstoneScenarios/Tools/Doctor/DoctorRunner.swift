import Foundation
import Touchstone

/// Plays gestures on copies of scenes, spread over threads: every scene owns its device, so
/// devices on different threads share nothing (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md). A worker plays its next
/// gesture on the scene of its last one when that gesture left nothing behind (RobustnessDecisions R14),
/// so the cost grows with the number of gestures, not gestures × views.
struct DoctorRunner: Sendable {
    /// One gesture on one scene variant; with a seed, the gesture as a person makes it in that
    /// run (`natural` spread on every step that takes one, HumanGestureDecisions HG12).
    struct Job: Sendable { var variant: Int; var gesture: Int; var seed: UInt64? = nil }

    let gestures: [DoctorGesture]
    let delaying: Set<String>
    let threads: Int
    /// Play the next gesture on the last one's scene when it left nothing behind but scroll
    /// offsets, which are put back (default); off, every gesture gets a fresh scene (tests
    /// compare the two).
    var reuseScenes = true

    /// Plays each task; `variants[task.variant]` is the scenario to build. A variant that cannot
    /// be built (a change UIKit would refuse) gives `nil` outcomes.
    func run(_ tasks: [Job], variants: [Scenario]) -> [GestureOutcome?] {
        let sink = Sink(count: tasks.count)
        let workers = max(1, min(threads, 8, tasks.count))
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var scene: Scene?
            var offsets: [(UIScrollView, CGPoint)] = []
            var sceneVariant = -1
            var i = w
            while i < tasks.count {
                let t = tasks[i]
                if sceneVariant != t.variant { scene = nil }
                if scene == nil {
                    scene = try? Scene(variants[t.variant]); sceneVariant = t.variant
                    offsets = scene.map(Self.scrollOffsets) ?? []
                }
                if let current = scene {
                    var g = gestures[t.gesture]
                    if let seed = t.seed { g = Self.varied(g); current.device.gestureSeed = seed }
                    let (outcome, clean) = play(g, on: current, offsets: offsets, readInput: t.seed != nil)
                    sink.store(i, outcome)
                    if !(reuseScenes && clean) { scene = nil }
                }
                i += workers
            }
        }
        return sink.results
    }

    /// `g` as a person makes it: `natural` spread on every step that accepts one.
    static func varied(_ g: DoctorGesture) -> DoctorGesture {
        var v = g
        for i in v.steps.indices where v.steps[i].acceptsSpread { v.steps[i].spread = .natural }
        return v
    }

    /// Whether `g` has a step a spread can vary.
    static func canVary(_ g: DoctorGesture) -> Bool { g.steps.contains(where: \.acceptsSpread) }

    /// Plays one gesture from a clean trace and reads what it did; also says whether the scene
    /// may be reused.
    /// `readInput`: also read the person's version of the gesture (`GestureOutcome.input`).
    func play(_ g: DoctorGesture, on scene: Scene, offsets: [(UIScrollView, CGPoint)] = [], readInput: Bool = false) -> (GestureOutcome, clean: Bool) {
        let entries = ConflictExplorer.playAlone(g.steps, on: scene)
        let device = scene.device
        var clean = ConflictExplorer.leftNothingBehind(entries, device) && scene.scenario.swiftUI == nil
        if !clean, reuseScenes, scene.scenario.swiftUI == nil, device.activeTouches.isEmpty, !device.hasPendingTimers,
           entries.allSatisfy({ Self.leavesNothingLasting($0) }) {
            for (s, p) in offsets where s.contentOffset != p { s.contentOffset = p }
            clean = true
        }
        var outcome = GestureOutcome(entries, delaying: delaying)
        if readInput { outcome.input = VariedInput(entries, aim: g.downs.first) }
        return (outcome, clean)
    }

    /// Control events that change nothing a later gesture could see (a value or a first
    /// responder change comes with its own event: `valueChanged`, `editingDidBegin`).
    static let momentaryControlEvents: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "primaryActionTriggered",
    ]

    /// Every scroll view of a fresh scene with its starting offset.
    static func scrollOffsets(_ scene: Scene) -> [(UIScrollView, CGPoint)] {
        var out: [(UIScrollView, CGPoint)] = []
        func walk(_ v: UIView) { if let s = v as? UIScrollView { out.append((s, s.contentOffset)) }; v.subviews.forEach(walk) }
        if let w = scene.window { walk(w) }
        return out
    }

    /// Lines that leave nothing behind but scroll offsets (a drag, a deceleration, a bounce,
    /// a row highlighted and unhighlighted) or nothing at all (a button's momentary events), so
    /// putting the offsets back restores the scene. Selection, swipe actions, zoom, a control's
    /// value or editing, navigation and errors are not.
    static func leavesNothingLasting(_ e: TraceEntry) -> Bool {
        switch e.kind {
        case .control: return momentaryControlEvents.contains(e.message)
        case .lifecycle, .error: return false
        case .system: return e.message != "grabber shown"
        case .scroll:
            let m = e.message
            if ["willBeginDragging", "willEndDragging", "willBeginDecelerating", "didScroll", "didEndScrollingAnimation",
                "didEndDragging", "didEndDecelerating", "deceleration stopped", "bouncing back", "animating to"].contains(where: { m.hasPrefix($0) }) {
                return true
            }
            return m.hasSuffix("] highlighted") || m.hasSuffix("] unhighlighted") || m.hasSuffix("] not selected")
        default: return true
        }
    }

    /// The trace lines of one gesture on a fresh copy of `scenario`, for evidence.
    func lines(of g: DoctorGesture, on scenario: Scenario) -> [TraceEntry] {
        guard let scene = try? Scene(scenario) else { return [] }
        return ConflictExplorer.playAlone(g.steps, on: scene)
    }

    /// Results written by worker threads, each into its own slot.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var results: [GestureOutcome?]
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func store(_ i: Int, _ o: GestureOutcome) { lock.lock(); results[i] = o; lock.unlock() }
    }
}
