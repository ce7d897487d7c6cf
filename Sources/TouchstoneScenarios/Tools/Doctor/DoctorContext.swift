import Foundation
import Touchstone

/// What the doctor knows about a scene besides the gestures' outcomes: every recogniser a touch
/// can reach (declared or installed by a UIKit class, by role name), the views they sit on, and
/// the relations the scene declares — a requirement or a simultaneity the file asks for is
/// intended, not a conflict.
struct DoctorContext: Sendable {
    let scenario: Scenario
    /// Recogniser id → UIKit class name.
    var recognizerKinds: [String: String] = [:]
    /// Recogniser id → id of the view it is attached to (a switch's pan: the switch).
    var recognizerViews: [String: String] = [:]
    /// Recognisers a UIKit class installed (`gallery.pan`, `nav.pop`, `toggle.pan`).
    var builtIns: Set<String> = []
    /// Recognisers that withhold touches from views (`delaysTouchesBegan`), and the system gate.
    var delaying: Set<String> = ["system.gate"]
    /// Recognisers that are continuous (pans, pinches…): a drag they take is theirs by design.
    var continuous: Set<String> = []
    /// View name → its kind (`button`, `tableView`), for scenario views.
    var viewKinds: [String: String] = [:]
    /// View name (scenario views and table-made cells) → names of its ancestors, nearest first.
    var ancestors: [String: [String]] = [:]
    /// Controls and cells (views whose taps have an outcome of their own).
    var tappables: Set<String> = []
    /// Scenario view id → the id of the screen (root view of a controller) it is on.
    var screenOf: [String: String] = [:]
    /// The screen on top.
    var topScreen: String
    /// Scenario views in the window (not on a screen below the top of a navigation stack).
    var onScreen: Set<String> = []
    /// Pairs of UIKit's own recognisers whose delegates let them recognise together (WebKit's
    /// among themselves), as `a|b` in name order: by design, like a pair the scene allows.
    var allowedTogether: Set<String> = []
    /// Views the app made: the scene's own and its bar button items (not UIKit's back button,
    /// bars or a class's private subviews).
    var appViews: Set<String> = []
    /// Views that hit-testing skips, with why (`isHidden is true`, or an ancestor's flag).
    var invisible: [String: String] = [:]

    init(_ scene: Scene) {
        scenario = scene.scenario
        topScreen = scene.scenario.activeNavigation?.stack.last?.root.id ?? scene.scenario.root.id
        var all: [(String, UIGestureRecognizer)] = scene.recognizerOrder.compactMap { id in scene.recognizer(id).map { (id, $0) } }
        for (id, r) in scene.builtins where scene.recognizers[id] == nil && !scene.recognizers.values.contains(where: { $0 === r }) {
            all.append((id, r)); builtIns.insert(id)
        }
        for spec in scene.scenario.recognizers where spec.builtin != nil { builtIns.insert(spec.id) }
        // Asked only of pairs inside one view (a web view's, a map's, a scroll view's own), so the
        // cost grows with the views, not with their square.
        var byOwner: [ObjectIdentifier: [(String, UIGestureRecognizer)]] = [:]
        for (id, r) in all where builtIns.contains(id) {
            var v = r.view
            while let cur = v, scene.id(of: cur) == nil { v = cur.superview }
            if let owner = v { byOwner[ObjectIdentifier(owner), default: []].append((id, r)) }
        }
        for group in byOwner.values { for (i, (a, ra)) in group.enumerated() {
            for (b, rb) in group[(i + 1)...] {
                let yes = ra.delegate?.gestureRecognizer(ra, shouldRecognizeSimultaneouslyWith: rb) == true
                    || rb.delegate?.gestureRecognizer(rb, shouldRecognizeSimultaneouslyWith: ra) == true
                if yes { allowedTogether.insert(min(a, b) + "|" + max(a, b)) }
            }
        } }
        for (id, r) in all {
            recognizerKinds[id] = String(describing: type(of: r))
            var v = r.view
            while let cur = v, scene.id(of: cur) == nil && !(cur is UIWindow) { v = cur.superview }
            if let cur = v { recognizerViews[id] = scene.id(of: cur) ?? cur.traceName }
            if r.delaysTouchesBegan { delaying.insert(id) }
            if !(r is UITapGestureRecognizer || r is UILongPressGestureRecognizer || r is UISwipeGestureRecognizer) { continuous.insert(id) }
        }
        for v in scene.scenario.allViews {
            viewKinds[v.id] = v.kind.rawValue
            appViews.insert(v.id)
            for item in (v.navigationItem?.leftItems ?? []) + (v.navigationItem?.rightItems ?? []) { appViews.insert(item.id) }
        }
        func walk(_ view: UIView, _ chain: [String], screen: String?) {
            let name = view.traceName
            var screen = screen
            if let id = scene.id(of: view) {
                if screen == nil || scene.scenario.activeNavigation?.stack.contains(where: { $0.root.id == id }) == true { screen = id }
                screenOf[id] = screen
                if view.window != nil { onScreen.insert(id) }
                var a: UIView? = view
                while let cur = a, !(cur is UIWindow) {
                    if let flag = WhyExplainer.excluded(cur) {
                        invisible[id] = cur === view ? flag : "its ancestor \(scene.id(of: cur) ?? cur.traceName) has \(flag)"
                        break
                    }
                    a = cur.superview
                }
            }
            if ancestors[name] == nil { ancestors[name] = chain }
            if view is UIControl || view is UITableViewCell || view is UICollectionViewCell
                || view.superview is UITableViewCell || view.superview is UICollectionViewCell { tappables.insert(name) }
            for sub in view.subviews { walk(sub, [name] + chain, screen: screen) }
        }
        if let window = scene.window { walk(window, [], screen: nil) }
        // Screens of the navigation stack below the top are not in the window: walk them too.
        for spec in scene.scenario.activeNavigation?.stack ?? [] {
            if let v = scene.view(spec.root.id), v.window == nil { walk(v, [], screen: spec.root.id) }
        }
    }

    var names: UIKitNames {
        UIKitNames(builtIns: builtIns, scrollOwned: Set(recognizerKinds.filter { $0.value.hasPrefix("UIScrollView") }.keys))
    }

    /// `loser` requires `winner` to fail because the scene says so (`requireToFail`, a delegate's
    /// `shouldRequireFailureOf` or the winner's `shouldBeRequiredToFailBy`).
    func declaredRequirement(_ loser: String, _ winner: String) -> Bool {
        let l = spec(loser), w = spec(winner)
        return l?.requireToFail.contains { $0.name == winner } == true
            || l?.delegate?.requireFailureOf.contains { $0.name == winner } == true
            || w?.delegate?.requiredToFailBy.contains { $0.name == loser } == true
    }

    /// A delegate of either lets the two recognise together.
    func declaredSimultaneous(_ a: String, _ b: String) -> Bool {
        func allows(_ x: String, _ y: String) -> Bool {
            switch spec(x)?.delegate?.simultaneousWith {
            case .all?: true
            case .some(let refs)?: refs.contains { $0.name == y }
            case nil: false
            }
        }
        return allows(a, b) || allows(b, a) || allowedTogether.contains(min(a, b) + "|" + max(a, b))
    }

    /// The scene turned `cancelsTouchesInView` off on purpose.
    func keepsTouchesOnPurpose(_ r: String) -> Bool { spec(r)?.cancelsTouchesInView == false }

    func spec(_ id: String) -> RecognizerSpec? { scenario.recognizers.first { $0.id == id } }

    /// `view` is `other` or inside it.
    func isInside(_ view: String, _ other: String) -> Bool { view == other || (ancestors[view] ?? []).contains(other) }

    /// A recogniser meant for swipes in from a screen edge: a screen-edge pan or a back swipe.
    func isEdgeRecognizer(_ id: String) -> Bool {
        recognizerKinds[id] == "UIScreenEdgePanGestureRecognizer" || recognizerKinds[id] == "InteractivePopGestureRecognizer"
    }

    /// The kind of gesture a recogniser takes, whatever its class: `tap`, `pan` (a scroll view's
    /// pan included), `edgePan`, `longPress`, `swipe`, `pinch`, `rotation`.
    func family(_ id: String) -> String {
        let k = recognizerKinds[id] ?? ""
        if k.contains("ScreenEdge") || k == "InteractivePopGestureRecognizer" { return "edgePan" }
        for (needle, name) in [("LongPress", "longPress"), ("Tap", "tap"), ("Swipe", "swipe"), ("Pinch", "pinch"), ("Rotation", "rotation"), ("Pan", "pan")]
            where k.contains(needle) { return name }
        return k
    }

    /// A scroll view's own pan (`gallery.pan`).
    func isScrollPan(_ id: String) -> Bool { recognizerKinds[id] == "UIScrollViewPanGestureRecognizer" }

    /// The name findings use: the system gate by the zone that held the touch.
    func role(_ id: String, zone: String? = nil) -> String {
        id == "system.gate" ? "system.\(zone ?? "bottom")Edge" : id
    }
}
