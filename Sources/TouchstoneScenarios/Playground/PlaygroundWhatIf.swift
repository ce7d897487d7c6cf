import Foundation
import Touchstone

/// The settings the playground lets a user flip to try a fix — the same changes the doctor
/// verifies (``SceneChange``), applied to a copy of the scene, never to the live one
/// (PlaygroundDecisions PG6).
struct PlaygroundWhatIf {
    /// One change as the page names it: `change` is the kind, `who`/`other` are ids, `edges`
    /// the screen edges of `deferEdge`.
    struct Request: Codable, Sendable, Hashable {
        var change: String
        var who: String
        var other: String?
        var edges: [String]?
    }

    /// A change the page can offer, with its UIKit wording.
    struct Offer: Codable, Sendable {
        var request: Request
        var label: String
    }

    /// The single-target changes that make sense on this scene: each recogniser's
    /// `cancelsTouchesInView`, `delaysTouchesBegan` and `isEnabled`, a scroll view's content delay
    /// and control cancelling, interaction of views with recognisers or controls, the back swipe's
    /// root-only policy and the deferred bottom edge. Pairs (`requireToFail`, `simultaneous`) are
    /// built on the page from ``recognizerIDs(_:)``.
    static func offers(_ scene: Scene) -> [Offer] {
        let names = DoctorContext(scene).names
        var out: [Offer] = []
        func offer(_ c: SceneChange, _ r: Request) { if c.isPossible(in: scene) { out.append(Offer(request: r, label: c.summary(names))) } }
        for id in recognizerIDs(scene) {
            guard let r = scene.recognizer(id) else { continue }
            if r.cancelsTouchesInView { offer(.keepTouches(id), Request(change: "keepTouches", who: id)) }
            if r.delaysTouchesBegan { offer(.noTouchDelay(id), Request(change: "noTouchDelay", who: id)) }
            if r.isEnabled { offer(.disable(id), Request(change: "disable", who: id)) }
            if r === scene.navigationController?.interactivePopGestureRecognizer { offer(.receiveOnlyWithBackStack(id), Request(change: "receiveOnlyWithBackStack", who: id)) }
        }
        for v in scene.scenario.allViews {
            guard let view = scene.view(v.id) else { continue }
            if let s = view as? UIScrollView, s.delaysContentTouches { offer(.noContentDelay(v.id), Request(change: "noContentDelay", who: v.id)) }
            if view is any ControlCancelling { offer(.cancelControlTouches(v.id), Request(change: "cancelControlTouches", who: v.id)) }
            if view.isUserInteractionEnabled, view is UIControl || !(view.gestureRecognizers ?? []).isEmpty {
                offer(.interactionOff(v.id), Request(change: "interactionOff", who: v.id))
            }
        }
        if scene.device.systemGestures.isEnabled {
            let screen = scene.scenario.activeNavigation?.stack.last?.root.id ?? scene.scenario.root.id
            for edges in [["bottom"], ["left", "bottom", "right"]] {
                offer(.deferEdge(screen: screen, edges: edges), Request(change: "deferEdge", who: screen, edges: edges))
            }
        }
        return out
    }

    /// Every recogniser of the scene, the file's and UIKit's own, in a stable order.
    static func recognizerIDs(_ scene: Scene) -> [String] {
        scene.recognizerOrder + scene.builtins.keys.sorted().filter { scene.recognizers[$0] == nil }
    }

    /// The change a request names, if it is one of the kinds offered and names things the scene has.
    static func change(_ r: Request, in scene: Scene) -> SceneChange? {
        let c: SceneChange
        switch (r.change, r.other) {
        case ("keepTouches", _): c = .keepTouches(r.who)
        case ("noTouchDelay", _): c = .noTouchDelay(r.who)
        case ("disable", _): c = .disable(r.who)
        case ("receiveOnlyWithBackStack", _): c = .receiveOnlyWithBackStack(r.who)
        case ("noContentDelay", _): c = .noContentDelay(r.who)
        case ("cancelControlTouches", _): c = .cancelControlTouches(r.who)
        case ("interactionOff", _): c = .interactionOff(r.who)
        case ("deferEdge", _):
            let edges = r.edges ?? []
            guard !edges.isEmpty, edges.count <= 4, edges.allSatisfy({ ["top", "left", "bottom", "right"].contains($0) }),
                  scene.scenario.allViews.contains(where: { $0.id == r.who }) else { return nil }
            c = .deferEdge(screen: r.who, edges: edges)
        case ("requireToFail", let other?) where other != r.who: c = .requireToFail(r.who, other)
        case ("simultaneous", let other?) where other != r.who: c = .simultaneous(r.who, other)
        default: return nil
        }
        return c.isPossible(in: scene) ? c : nil
    }
}
