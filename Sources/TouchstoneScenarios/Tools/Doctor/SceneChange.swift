import Foundation
import Touchstone

/// One change the doctor makes to a copy of a scene: a UIKit remedy (or, for a counterfactual, a
/// recogniser switched off), applied to the scenario value so the changed scene is built exactly
/// as a file with the change would be. Each change words itself as scenario-file lines and as
/// the UIKit Swift an app would write.
enum SceneChange: Sendable, Hashable {
    /// `who.require(toFail: other)`.
    case requireToFail(_ who: String, _ other: String)
    /// `who`'s delegate answers `shouldRecognizeSimultaneouslyWith other` with true.
    case simultaneous(_ who: String, _ other: String)
    /// `who`'s delegate answers `shouldRecognizeSimultaneouslyWith` with true for every other
    /// recogniser (the usual fix for a tap added to a web view).
    case simultaneousWithAll(_ who: String)
    /// `who`'s delegate answers `shouldRequireFailureOf other` with true.
    case requireFailureOf(_ who: String, _ other: String)
    /// `who`'s delegate answers `shouldBeRequiredToFailBy other` with true.
    case requiredToFailBy(_ who: String, _ other: String)
    /// `who`'s delegate refuses touches whose hit view is not `who`'s own view.
    case receiveOnlyOwnView(_ who: String, ownView: String)
    /// `who`'s delegate refuses touches inside `view`.
    case receiveNotInside(_ who: String, _ view: String)
    /// `who`'s delegate refuses touches while the navigation stack holds one controller.
    case receiveOnlyWithBackStack(_ who: String)
    /// `who`'s delegate refuses to begin while the gesture moves in `direction`
    /// (`gestureRecognizerShouldBegin` with a direction condition).
    case beginUnlessMoving(_ who: String, _ direction: String)
    /// `who`'s delegate refuses to begin while the gesture is mostly along `axis`
    /// (`horizontal` or `vertical`): the axis test of two pans that share a view.
    case beginUnlessMostly(_ who: String, _ axis: String)
    /// `view.isExclusiveTouch = true`: while a touch is on it, no other view gets a new touch (rules R4).
    case exclusiveTouch(_ view: String)
    /// `who.cancelsTouchesInView = false`.
    case keepTouches(_ who: String)
    /// `who.delaysTouchesBegan = false`.
    case noTouchDelay(_ who: String)
    /// `scrollView.delaysContentTouches = false`.
    case noContentDelay(_ scrollView: String)
    /// The scroll view's `touchesShouldCancel(in:)` says yes for controls too.
    case cancelControlTouches(_ scrollView: String)
    /// The screen `screen` defers the system gestures of `edges` (a corner needs both of its edges: rules §10.1, P23).
    case deferEdge(screen: String, edges: [String])
    /// `view`'s `point(inside:with:)` also accepts `area` (in its own space).
    case hitArea(_ view: String, area: CGRect)
    /// `view.isUserInteractionEnabled = false`.
    case interactionOff(_ view: String)
    /// `who.isEnabled = false`.
    case disable(_ who: String)

    /// The `kind` a `DoctorFix` reports, named after the UIKit API.
    var kind: String {
        switch self {
        case .requireToFail: "requireToFail"
        case .simultaneous, .simultaneousWithAll: "shouldRecognizeSimultaneously"
        case .requireFailureOf: "shouldRequireFailureOf"
        case .requiredToFailBy: "shouldBeRequiredToFailBy"
        case .receiveOnlyOwnView, .receiveNotInside, .receiveOnlyWithBackStack: "shouldReceive"
        case .beginUnlessMoving, .beginUnlessMostly: "shouldBegin"
        case .exclusiveTouch: "isExclusiveTouch"
        case .keepTouches: "cancelsTouchesInView"
        case .noTouchDelay: "delaysTouchesBegan"
        case .noContentDelay: "delaysContentTouches"
        case .cancelControlTouches: "touchesShouldCancel"
        case .deferEdge: "deferSystemGestures"
        case .hitArea: "pointInside"
        case .interactionOff: "isUserInteractionEnabled"
        case .disable: "isEnabled"
        }
    }

    /// The recognisers and views the change touches.
    var changed: [String] {
        switch self {
        case let .requireToFail(a, _), let .simultaneous(a, _), let .requireFailureOf(a, _), let .requiredToFailBy(a, _): [a]
        case let .receiveOnlyOwnView(a, _), let .receiveNotInside(a, _), let .beginUnlessMoving(a, _), let .beginUnlessMostly(a, _): [a]
        case let .exclusiveTouch(v): [v]
        case let .receiveOnlyWithBackStack(a), let .keepTouches(a), let .noTouchDelay(a), let .disable(a), let .simultaneousWithAll(a): [a]
        case let .noContentDelay(v), let .cancelControlTouches(v), let .hitArea(v, _), let .interactionOff(v): [v]
        case let .deferEdge(screen, _): [screen]
        }
    }

    /// The recognisers the change names (the changed one and the other of a pair).
    var concernedIDs: [String] {
        switch self {
        case let .requireToFail(a, b), let .simultaneous(a, b), let .requireFailureOf(a, b), let .requiredToFailBy(a, b): [a, b]
        case let .receiveOnlyOwnView(a, v), let .receiveNotInside(a, v): [a, v]
        default: changed
        }
    }

    /// Whether the change can alter what a gesture did, judged from its outcome on the unchanged
    /// scene (`downsIn` says whether the gesture starts inside a view). A relation between two
    /// recognisers matters only when both took part; `cancelsTouchesInView` only when the
    /// recogniser recognised; a delegate's or a view's setting only when the recogniser or view
    /// took part; the content delay only when a control or cell was hit. Every other gesture runs the same code on the changed scene
    /// (`DoctorFindingTests.replayingOnlyTheGesturesAFixCanChangeGivesTheSameFixesAsReplayingAll`).
    func mayChange(_ o: GestureOutcome, downsIn: (String) -> Bool, tappable: (String) -> Bool) -> Bool {
        switch self {
        case let .requireToFail(a, b), let .simultaneous(a, b), let .requireFailureOf(a, b), let .requiredToFailBy(a, b):
            return o.engaged.contains(a) && o.engaged.contains(b)
        case let .keepTouches(a): return o.recognized.contains(a) || o.defeats.contains { $0.winner == a }
        case let .receiveNotInside(a, v): return o.engaged.contains(a) && downsIn(v)
        case let .receiveOnlyOwnView(a, own): return o.engaged.contains(a) && o.hitViews.contains { $0 != own }
        case let .receiveOnlyWithBackStack(a), let .disable(a), let .beginUnlessMoving(a, _), let .beginUnlessMostly(a, _), let .simultaneousWithAll(a):
            return o.engaged.contains(a)
        // Only a gesture with a finger on the view and another finger down elsewhere.
        case let .exclusiveTouch(v): return downsIn(v) && o.hitViews.count > 1
        // Withholding matters only to a touch it held: one delivered late, or one it held and
        // then took (a control or cell that never saw it).
        case let .noTouchDelay(a):
            return o.delays.contains { $0.holders.contains(a) } || (o.engaged.contains(a) && o.hitViews.contains(where: tappable))
        // The content delay and the cancel rule change only what a control or a cell sees:
        // recognisers get their touches either way, and a plain view's touches have no outcome.
        case let .noContentDelay(v), let .cancelControlTouches(v):
            return (o.engaged.contains("\(v).delayedTouches") || o.engaged.contains("\(v).pan")) && o.hitViews.contains(where: tappable)
        case .deferEdge: return o.engaged.contains("system.gate")
        case let .hitArea(v, _), let .interactionOff(v): return downsIn(v)
        }
    }

    /// An app can give a delegate to its own recognisers and to the back swipe
    /// (`interactivePopGestureRecognizer` is public API); a scroll view's pan and pinch take no
    /// other delegate (UIKit raises), and a class's private recognisers (a switch's, WebKit's,
    /// MapKit's) are not the app's to change.
    func isPossible(in scene: Scene) -> Bool {
        // WebKit's and MapKit's recognisers are theirs: an app can make its own wait for them,
        // not change them.
        if changed.contains(where: { id in scene.recognizer(id).map(Self.isForeign) ?? false }) { return false }
        func ownsDelegate(_ id: String) -> Bool {
            guard let r = scene.recognizer(id) else { return false }
            if scene.scenario.recognizers.contains(where: { $0.id == id && $0.builtin == nil }) { return true }
            return r === scene.navigationController?.interactivePopGestureRecognizer
        }
        switch self {
        case let .simultaneous(a, _), let .requireFailureOf(a, _), let .requiredToFailBy(a, _), let .simultaneousWithAll(a),
             let .receiveOnlyOwnView(a, _), let .receiveNotInside(a, _), let .receiveOnlyWithBackStack(a), let .beginUnlessMoving(a, _),
             let .beginUnlessMostly(a, _):
            return ownsDelegate(a)
        case let .requireToFail(a, b): return scene.recognizer(a) != nil && scene.recognizer(b) != nil
        case let .keepTouches(a), let .noTouchDelay(a), let .disable(a): return scene.recognizer(a) != nil
        case let .noContentDelay(v): return scene.view(v) is UIScrollView
        case let .cancelControlTouches(v): return scene.view(v) is any ControlCancelling
        case let .hitArea(v, _), let .interactionOff(v), let .exclusiveTouch(v): return scene.view(v) != nil
        case .deferEdge: return true
        }
    }

    /// A recogniser WebKit or MapKit installs, on a web or map view's inner views (an app's own
    /// recogniser sits on the web or map view itself).
    static func isForeign(_ r: UIGestureRecognizer) -> Bool {
        var v = r.view?.superview
        while let cur = v { if cur is WKWebView || cur is MKMapView { return true }; v = cur.superview }
        return false
    }

    // MARK: Applying

    func apply(to s: inout Scenario) {
        switch self {
        case let .requireToFail(a, b):
            s.editRecognizer(a) { if !$0.requireToFail.contains(where: { $0.name == b }) { $0.requireToFail.append(Reference(name: b, line: 0, column: 0)) } }
        case let .simultaneous(a, b):
            s.editDelegate(a) {
                switch $0.simultaneousWith {
                case .all?: break
                case .some(let refs)?: $0.simultaneousWith = .some(refs + [Reference(name: b, line: 0, column: 0)])
                case nil: $0.simultaneousWith = .some([Reference(name: b, line: 0, column: 0)])
                }
            }
        case let .simultaneousWithAll(a): s.editDelegate(a) { $0.simultaneousWith = .all }
        case let .requireFailureOf(a, b): s.editDelegate(a) { $0.requireFailureOf.append(Reference(name: b, line: 0, column: 0)) }
        case let .requiredToFailBy(a, b): s.editDelegate(a) { $0.requiredToFailBy.append(Reference(name: b, line: 0, column: 0)) }
        case let .receiveOnlyOwnView(a, own):
            s.editDelegate(a) { $0.shouldReceive = Self.onlyOwnView($0.shouldReceive, own: own) }
        case let .receiveNotInside(a, v):
            s.editDelegate(a) {
                var c = Condition(); c.inside = [Reference(name: v, line: 0, column: 0)]
                var list = $0.shouldReceive ?? RuleList(rules: [], otherwise: true)
                list.rules.insert((c, false), at: 0)
                $0.shouldReceive = list
            }
        case let .receiveOnlyWithBackStack(a):
            s.editDelegate(a) {
                // Every rule it had now also needs a back stack; without one, the answer is no.
                let old = $0.shouldReceive ?? RuleList(rules: [], otherwise: true)
                var rules = old.rules.map { rule -> (condition: Condition, answer: Bool) in
                    var c = rule.condition
                    c.stackAtLeast = max(c.stackAtLeast ?? 2, 2)
                    return (c, rule.answer)
                }
                var backStack = Condition(); backStack.stackAtLeast = 2
                rules.append((backStack, old.otherwise))
                $0.shouldReceive = RuleList(rules: rules, otherwise: false)
            }
        case let .beginUnlessMoving(a, direction):
            s.editDelegate(a) {
                var c = Condition(); c.moving = direction
                var list = $0.shouldBegin ?? RuleList(rules: [], otherwise: true)
                list.rules.insert((c, false), at: 0)
                $0.shouldBegin = list
            }
        case let .beginUnlessMostly(a, axis):
            s.editDelegate(a) {
                var c = Condition(); c.mostly = axis
                var list = $0.shouldBegin ?? RuleList(rules: [], otherwise: true)
                list.rules.insert((c, false), at: 0)
                $0.shouldBegin = list
            }
        case let .exclusiveTouch(v): s.editView(v) { $0.exclusiveTouch = true }
        case let .keepTouches(a): s.editRecognizer(a) { $0.cancelsTouchesInView = false }
        case let .noTouchDelay(a): s.editRecognizer(a) { $0.delaysTouchesBegan = false }
        case let .disable(a): s.editRecognizer(a) { $0.enabled = false }
        case let .noContentDelay(v): s.editView(v) { $0.delaysContentTouches = false }
        case let .cancelControlTouches(v): s.editView(v) { $0.touchesShouldCancelControls = true }
        case let .hitArea(v, area): s.editView(v) { $0.extraHitAreas.append(area) }
        case let .interactionOff(v): s.editView(v) { $0.userInteractionEnabled = false }
        case let .deferEdge(screen, edges):
            s.editView(screen) { v in
                for e in edges { v.deferSystemEdges.insert(["top": .top, "left": .left, "right": .right][e] ?? .bottom) }
            }
        }
    }

    /// `shouldReceive` that says yes only when the touch's hit view is `own`, before any rules it had.
    private static func onlyOwnView(_ list: RuleList?, own: String) -> RuleList {
        var notOwn = Condition(); notOwn.notHitView = [Reference(name: own, line: 0, column: 0)]
        var rules = list?.rules ?? []
        rules.insert((notOwn, false), at: 0)
        return RuleList(rules: rules, otherwise: list?.otherwise ?? true)
    }

    // MARK: Wording

    /// The change in one line, in UIKit's terms.
    func summary(_ names: UIKitNames) -> String {
        switch self {
        case let .requireToFail(a, b): "\(names.expr(a)).require(toFail: \(names.expr(b)))"
        case let .simultaneous(a, b): "\(a)'s delegate lets it recognise simultaneously with \(b)"
        case let .simultaneousWithAll(a): "\(a)'s delegate lets it recognise simultaneously with every other recogniser"
        case let .requireFailureOf(a, b): "\(a)'s delegate answers shouldRequireFailureOf \(b) with true"
        case let .requiredToFailBy(a, b): "\(a)'s delegate answers shouldBeRequiredToFailBy \(b) with true"
        case let .receiveOnlyOwnView(a, own): "\(a)'s delegate receives only touches on \(own) itself (touch.view === \(names.variable(own)))"
        case let .receiveNotInside(a, v): "\(a)'s delegate refuses touches inside \(v)"
        case let .receiveOnlyWithBackStack(a): "\(a)'s delegate refuses touches while only the root controller is on the stack"
        case let .beginUnlessMoving(a, d): "\(a)'s delegate does not let it begin while the gesture moves \(d)"
        case let .beginUnlessMostly(a, axis): "\(a)'s delegate does not let it begin while the gesture is mostly \(axis)"
        case let .exclusiveTouch(v): "\(names.variable(v)).isExclusiveTouch = true"
        case let .keepTouches(a): "\(names.expr(a)).cancelsTouchesInView = false"
        case let .noTouchDelay(a): "\(names.expr(a)).delaysTouchesBegan = false"
        case let .noContentDelay(v): "\(names.variable(v)).delaysContentTouches = false"
        case let .cancelControlTouches(v): "\(names.variable(v)).touchesShouldCancel(in:) returns true for controls too"
        case let .deferEdge(screen, edges): "\(screen)'s controller defers the system gestures of \(edges.joined(separator: " and ")) edge\(edges.count == 1 ? "" : "s")"
        case let .hitArea(v, r): "\(names.variable(v)).point(inside:with:) also accepts \(rect(r))"
        case let .interactionOff(v): "\(names.variable(v)).isUserInteractionEnabled = false"
        case let .disable(a): "\(names.expr(a)).isEnabled = false"
        }
    }

    /// Scenario-file lines that make the change, with where they go. A delegate change prints the
    /// recogniser's whole delegate as the changed copy has it (its earlier rules, and
    /// `askOriginalFirst` for a recogniser UIKit installed), so pasting it gives the scene that
    /// was verified.
    func patch(_ names: UIKitNames, changed scenario: Scenario) -> String {
        func rec(_ a: String, _ body: String) -> String {
            let head = names.isBuiltIn(a) ? "{ id: \(a), builtin: \(a), " : "{ id: \(a), "
            return "# recognizers: — add, or merge into the entry of \(a)\n- \(head)\(body) }"
        }
        func delegate(_ a: String) -> String {
            let d = scenario.recognizers.first { $0.id == a || $0.builtin == a }?.delegate ?? DelegateSpec()
            let head = names.isBuiltIn(a) ? "{ id: \(a), builtin: \(a), " : "{ id: \(a), "
            return "# recognizers: — the entry of \(a), its delegate replaced by this one\n- \(head)delegate: \(d.flowYAML) }"
        }
        func view(_ v: String, _ body: String) -> String { "# on the view \(v)\n\(body)" }
        switch self {
        case let .requireToFail(a, b): return rec(a, "requireToFail: [\(b)]")
        case let .simultaneous(a, _), let .requireFailureOf(a, _), let .requiredToFailBy(a, _), let .receiveOnlyOwnView(a, _), let .simultaneousWithAll(a),
             let .receiveNotInside(a, _), let .receiveOnlyWithBackStack(a), let .beginUnlessMoving(a, _), let .beginUnlessMostly(a, _):
            return delegate(a)
        case let .exclusiveTouch(v): return view(v, "exclusiveTouch: true")
        case let .keepTouches(a): return rec(a, "cancelsTouchesInView: false")
        case let .noTouchDelay(a): return rec(a, "delaysTouchesBegan: false")
        case let .disable(a): return rec(a, "enabled: false")
        case let .noContentDelay(v): return view(v, "delaysContentTouches: false")
        case let .cancelControlTouches(v): return view(v, "touchesShouldCancelControls: true")
        case let .deferEdge(screen, edges): return view(screen, "deferSystemEdges: [\(edges.joined(separator: ", "))]")
        case let .hitArea(v, r): return view(v, "hitAreas: [\(rect(r))]")
        case let .interactionOff(v): return view(v, "userInteractionEnabled: false")
        }
    }

    /// The UIKit Swift an app writes for the change.
    func swift(_ names: UIKitNames) -> String {
        switch self {
        case let .requireToFail(a, b): return "\(names.expr(a)).require(toFail: \(names.expr(b)))"
        case let .simultaneous(a, b):
            return delegateMethod(a, names, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,\n"
                + "                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {\n"
                + "    gestureRecognizer === \(names.expr(a)) && other === \(names.expr(b))\n}")
        case let .simultaneousWithAll(a):
            return delegateMethod(a, names, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,\n"
                + "                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {\n"
                + "    gestureRecognizer === \(names.expr(a))\n}")
        case let .requireFailureOf(a, b):
            return delegateMethod(a, names, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,\n"
                + "                       shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {\n"
                + "    gestureRecognizer === \(names.expr(a)) && other === \(names.expr(b))\n}")
        case let .requiredToFailBy(a, b):
            return delegateMethod(a, names, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,\n"
                + "                       shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {\n"
                + "    gestureRecognizer === \(names.expr(a)) && other === \(names.expr(b))\n}")
        case let .receiveOnlyOwnView(a, own):
            return delegateMethod(a, names, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {\n"
                + "    touch.view === \(names.variable(own))   // \(a)'s own view: not its subviews, cells or controls\n}")
        case let .receiveNotInside(a, v):
            return delegateMethod(a, names, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {\n"
                + "    !\(names.variable(v)).bounds.contains(touch.location(in: \(names.variable(v))))   // where the touch is, whatever view it hit\n}")
        case let .receiveOnlyWithBackStack(a):
            return delegateMethod(a, names, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {\n"
                + "    (navigationController?.viewControllers.count ?? 0) > 1\n}")
        case let .beginUnlessMoving(a, d):
            let test = ["right": "v.x > abs(v.y)", "left": "-v.x > abs(v.y)", "down": "v.y > abs(v.x)", "up": "-v.y > abs(v.x)"][d] ?? "false"
            return delegateMethod(a, names, "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {\n"
                + "    guard gestureRecognizer === \(names.expr(a)), let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }\n"
                + "    let v = pan.translation(in: pan.view)\n    return !(\(test))   // leave \(d)ward movement to the other recogniser\n}")
        case let .beginUnlessMostly(a, axis):
            let test = axis == "horizontal" ? "abs(v.x) > abs(v.y)" : "abs(v.y) > abs(v.x)"
            return delegateMethod(a, names, "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {\n"
                + "    guard gestureRecognizer === \(names.expr(a)), let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }\n"
                + "    let v = pan.velocity(in: pan.view)\n    return !(\(test))   // leave \(axis) movement to the other pan\n}")
        case let .exclusiveTouch(v): return "\(names.variable(v)).isExclusiveTouch = true   // no second finger on another view while one is on it"
        case let .keepTouches(a): return "\(names.expr(a)).cancelsTouchesInView = false"
        case let .noTouchDelay(a): return "\(names.expr(a)).delaysTouchesBegan = false"
        case let .disable(a): return "\(names.expr(a)).isEnabled = false"
        case let .noContentDelay(v): return "\(names.variable(v)).delaysContentTouches = false"
        case let .cancelControlTouches(v):
            return "// in \(names.variable(v))'s UIScrollView subclass: a drag that starts on a control still scrolls\n"
                + "override func touchesShouldCancel(in view: UIView) -> Bool { true }"
        case let .deferEdge(screen, edges):
            return "// in \(screen)'s view controller\noverride var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [\(edges.map { "." + $0 }.joined(separator: ", "))] }\n"
                + "// and whenever the answer changes (after the screen appears, or a game starts):\n"
                + "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()"
        case let .hitArea(v, r):
            return "// in \(names.variable(v))'s class\noverride func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n"
                + "    super.point(inside: point, with: event) || CGRect(x: \(n(r.minX)), y: \(n(r.minY)), width: \(n(r.width)), height: \(n(r.height))).contains(point)\n}"
        case let .interactionOff(v): return "\(names.variable(v)).isUserInteractionEnabled = false"
        }
    }

    private func delegateMethod(_ who: String, _ names: UIKitNames, _ body: String) -> String {
        guard names.isBuiltIn(who) else { return "// \(names.expr(who)).delegate = self, then in the delegate:\n" + body }
        return "// Keep UIKit's own answers: save the delegate it installed and ask it first.\n"
            + "// original = \(names.expr(who)).delegate; \(names.expr(who)).delegate = self — then in the delegate\n"
            + "// (each method starts: guard original?.<same method>?(…) ?? true else { return false }):\n" + body
    }
    private func rect(_ r: CGRect) -> String { "[\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]" }
    private func n(_ v: CGFloat) -> String { HTMLReport.n(v) }
}

/// How the recognisers of a scene are written in UIKit Swift: a scroll view's pan is
/// `gallery.panGestureRecognizer`, a navigation controller's pop `nav.interactivePopGestureRecognizer!`.
struct UIKitNames: Sendable {
    var builtIns: Set<String>
    /// Built-in recognisers that are a scroll view's own (`panGestureRecognizer`, `pinchGestureRecognizer`).
    var scrollOwned: Set<String> = []

    func isBuiltIn(_ id: String) -> Bool { builtIns.contains(id) }

    /// `article.touchEvents` → `articleTouchEvents`; any character Swift does not allow in a
    /// name splits words too (`my-web.click` → `myWebClick`), and a leading digit gets `_`.
    func privateName(_ id: String) -> String {
        let parts = id.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        let name = (parts.first ?? "recognizer") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// Whether `expr(id)` is a variable the app must find (a recogniser its class keeps private).
    func isPrivate(_ id: String) -> Bool { builtIns.contains(id) && expr(id) == privateName(id) && id.contains(".") }

    /// A comment per private recogniser the printed Swift uses, saying what it stands for.
    func privateDeclarations(_ ids: [String]) -> String {
        var seen: Set<String> = []
        return ids.filter { isPrivate($0) && seen.insert($0).inserted }.map { id in
            let owner = id[..<id.firstIndex(of: ".")!], role = id[id.index(after: id.firstIndex(of: ".")!)...]
            return "// \(privateName(id)): \(owner)'s own \(role) recogniser, private to its class — find it among the gestureRecognizers of \(owner) and its subviews\n"
        }.joined()
    }

    /// A view's or recogniser's id as a Swift variable: an id that is a class name (an imported
    /// dump names views `UITableView`, `UIButton2`) reads as that object's variable
    /// (`tableView`, `button2`), not as a static-looking `UITableView.delaysContentTouches`.
    func variable(_ id: String) -> String {
        guard let first = id.first, first.isUppercase else { return id }
        var rest = Substring(id)
        for prefix in ["UI", "WK", "MK"] where rest.hasPrefix(prefix) && rest.dropFirst(2).first?.isUppercase == true {
            rest = rest.dropFirst(2)
        }
        let lowered = rest.prefix(1).lowercased() + rest.dropFirst()
        return privateName(lowered)
    }

    func expr(_ id: String) -> String {
        guard builtIns.contains(id), let dot = id.lastIndex(of: ".") else { return variable(id) }
        let owner = variable(String(id[..<dot])), role = id[id.index(after: dot)...]
        switch role {
        case "pan" where scrollOwned.contains(id): return "\(owner).panGestureRecognizer"
        case "pinch" where scrollOwned.contains(id): return "\(owner).pinchGestureRecognizer!"
        case "pop": return "\(owner).interactivePopGestureRecognizer!"
        case "contentPop": return "\(owner).interactiveContentPopGestureRecognizer!"
        // A recogniser private to its class (a switch's pan, WebKit's): a variable the printed
        // Swift introduces with a comment (`privateDeclarations`).
        default: return privateName(id)
        }
    }
}

extension Scenario {
    /// Edits the recogniser `id`, adding an entry for a built-in one the file does not list.
    mutating func editRecognizer(_ id: String, _ body: (inout RecognizerSpec) -> Void) {
        if let i = recognizers.firstIndex(where: { $0.id == id || ($0.builtin == id) }) {
            body(&recognizers[i])
        } else {
            var r = RecognizerSpec(id: id, kind: .pan, view: "")
            r.builtin = id
            body(&r)
            recognizers.append(r)
        }
    }

    /// Edits the delegate of recogniser `id`, giving it one if it has none.
    mutating func editDelegate(_ id: String, _ body: (inout DelegateSpec) -> Void) {
        editRecognizer(id) { r in
            // A new delegate asks the one UIKit installed first (the back swipe's), as an app that
            // saves the old delegate does; a recogniser the file declares has none to ask.
            var d = r.delegate ?? { var fresh = DelegateSpec(); fresh.askOriginalFirst = r.builtin != nil; return fresh }()
            body(&d)
            r.delegate = d
        }
    }

    /// Edits the view `id` wherever it is in the tree.
    mutating func editView(_ id: String, _ body: (inout ViewSpec) -> Void) {
        func walk(_ v: inout ViewSpec) -> Bool {
            if v.id == id { body(&v); return true }
            for i in v.subviews.indices where walk(&v.subviews[i]) { return true }
            return false
        }
        if walk(&root) { return }
        guard var nav = navigation else { return }
        for i in nav.stack.indices where walk(&nav.stack[i].root) { navigation = nav; return }
    }
}
