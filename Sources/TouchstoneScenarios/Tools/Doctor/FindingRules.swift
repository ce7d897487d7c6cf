import Foundation
import Touchstone

/// The rules that turn gestures' outcomes into findings, one function per kind. Each groups the
/// gestures by cause, so a cause that repeats on every row of a list is one finding.
enum FindingRules {
    // MARK: Shadowed (first phase: candidates; the doctor confirms each with a counterfactual)

    /// A recogniser that failed because another one recognised, on a gesture where the winner
    /// fired, with no requirement declared between them. Requirement-based defeats are by design
    /// (the scene's or UIKit's own, like iOS 18's back swipe making others wait: UIKitPiecesDecisions K7).
    struct ShadowCandidate: Hashable, Sendable { var loser: String; var winner: String }

    static func shadowCandidates(_ outcomes: [GestureOutcome?], ctx: DoctorContext) -> [ShadowCandidate: [Int]] {
        var out: [ShadowCandidate: [Int]] = [:]
        for (i, o) in outcomes.enumerated() {
            guard let o else { continue }
            for d in o.defeats where d.rule == .excludedByRecognition || d.rule == .excludedByEarlierRecognition {
                guard reportable(d.loser), o.recognized.contains(d.winner) || o.reached.contains(d.winner), !o.recognized.contains(d.loser),
                      !ctx.declaredRequirement(d.loser, d.winner) else { continue }
                let key = ShadowCandidate(loser: d.loser, winner: d.winner)
                if out[key]?.last != i { out[key, default: []].append(i) }
            }
        }
        return out
    }

    /// The direction every gesture moves in (`right` for drags → and swipes in from the left
    /// edge), when they share one: a winner's `gestureRecognizerShouldBegin` can refuse it.
    static func commonDirection(_ gestures: [DoctorGesture]) -> String? {
        func direction(_ g: DoctorGesture) -> String? {
            let n = g.name
            if n.contains("drag →") || n.contains("from the left edge") { return "right" }
            if n.contains("drag ←") || n.contains("from the right edge") { return "left" }
            if n.contains("drag ↓") || n.contains("from the top edge") { return "down" }
            if n.contains("drag ↑") || n.contains("from the bottom edge") { return "up" }
            return nil
        }
        let all = gestures.map(direction)
        guard let first = all.first ?? nil, all.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The axis every gesture moves along (`horizontal` for drags → and ←), when they share one.
    static func commonAxis(_ gestures: [DoctorGesture]) -> String? {
        func axis(_ g: DoctorGesture) -> String? {
            let n = g.name
            if n.contains("drag →") || n.contains("drag ←") || n.contains("from the left edge") || n.contains("from the right edge") { return "horizontal" }
            if n.contains("drag ↓") || n.contains("drag ↑") || n.contains("from the top edge") || n.contains("from the bottom edge") { return "vertical" }
            return nil
        }
        let all = gestures.map(axis)
        guard let first = all.first ?? nil, all.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Recognisers a user cares about: not the scroll view's content-delay helper or the system gate.
    static func reportable(_ id: String) -> Bool {
        !id.hasSuffix(".delayedTouches") && id != "system.gate"
    }

    /// The confirmed shadowing of `loser` by `winners` (the first winner, then any that took
    /// over when it was switched off) on `gestures`.
    static func shadowed(loser: String, winners: [String], gestures: [Int], all: [DoctorGesture], ctx: DoctorContext,
                         example: GestureOutcome.Defeat? = nil) -> Diagnosis {
        let w = winners[0]
        // The scene's own recognisers are the app's (DoctorDecisions DR9): UIKit's default arbitration
        // keeping one of them from a gesture it would take (the counterfactual shows it would) is
        // what people report, even where UIKit's rules say the other side wins — an app's swipe
        // over a document scroll view wants the swipe, a pager's pan the sideways drags a list's
        // pan takes. A note only when a tap or long press on a view inside takes a tap or long
        // press of the app's (a card's tap, a text view's, inside a screen's tap: the innermost
        // handles it), or when
        // the loser is UIKit's own and a view deeper inside takes the gesture — the inner scroll
        // view takes the drags it can scroll (rules §8.5), a text view its taps (§7.6) — unless
        // the loser is an edge gesture, whose swipes can mean nothing else.
        let deeper = ctx.recognizerViews[loser].map { lv in ctx.recognizerViews[w].map { ctx.isInside($0, lv) && $0 != lv } ?? false } == true
        let appsLoser = !ctx.builtIns.contains(loser)
        // …and an app's pan around a scroll view: the inner scroll view scrolls what it can (rules §8.5).
        // (Not a web or map view's own inside it: a container taking the app's taps is a report.)
        let container = ctx.recognizerViews[loser].map { ["webView", "mapView"].contains(ctx.viewKinds[$0] ?? "") } ?? false
        let appNested = (ctx.family(w) == ctx.family(loser) && ["tap", "longPress"].contains(ctx.family(w)) && !container)
            || (ctx.isScrollPan(w) && ctx.family(loser) == "pan")
        let standard = deeper && !ctx.isEdgeRecognizer(loser)
            && (appsLoser ? appNested : (ctx.builtIns.contains(w) || ctx.family(w) == ctx.family(loser)))
        let chain = winners.count > 1 ? " (and then \(winners.dropFirst().joined(separator: ", ")))" : ""
        var remedies: [[SceneChange]] = []
        let direction = commonDirection(gestures.map { all[$0] })
        let axis = direction.map { $0 == "left" || $0 == "right" ? "horizontal" : "vertical" } ?? commonAxis(gestures.map { all[$0] })
        // Two pans: the winner leaves the loser's axis alone (the axis test of
        // `gestureRecognizerShouldBegin`), before the one-direction form.
        let axisFirst = ctx.family(loser) == "pan" && ctx.family(w) == "pan"
        let perWinner: [[SceneChange]] = winners.map { o in
            let byAxis = axis.map { [SceneChange.beginUnlessMostly(o, $0)] } ?? []
            let byDirection = direction.map { [SceneChange.beginUnlessMoving(o, $0)] } ?? []
            return [.requireToFail(o, loser), .requiredToFailBy(loser, o), .requireFailureOf(o, loser)]
                + (axisFirst ? byAxis + byDirection : byDirection + byAxis) + [.simultaneous(loser, o), .simultaneous(o, loser)]
        }
        // One remedy per winner, every combination (winners are at most three).
        func combine(_ i: Int, _ acc: [SceneChange]) {
            if i == perWinner.count { remedies.append(acc); return }
            for c in perWinner[i] { combine(i + 1, acc + [c]) }
        }
        combine(0, [])
        // The usual device fix for an app's recogniser on a view full of UIKit's own (a web view).
        remedies.append([.simultaneousWithAll(loser)])
        let g = all[gestures[0]]
        var d = Diagnosis(
            kind: .shadowed, severity: standard ? .note : .problem, subjects: [loser] + winners,
            summary: standard
                ? "\(loser) loses to \(w), \(ctx.builtIns.contains(w) ? "a UIKit view's own recogniser" : "a recogniser of its kind") inside its view (\(ctx.isScrollPan(w) ? "the inner scroll view takes the drags it can scroll" : "the innermost view handles the gesture")) — \(gestures.count) gesture\(gestures.count == 1 ? "" : "s"), e.g. \(g.name)"
                : "\(loser) would fire on \(g.name), but \(w)\(chain) recognises first\(example.map { " (at \(msText($0.time)))" } ?? "") and excludes it (\(gestures.count) gesture\(gestures.count == 1 ? "" : "s"))",
            cause: (example?.rule == .excludedByEarlierRecognition
                    ? "prevention table row 6 (rules §5.2): a recogniser that has already recognised excludes the others still deciding; "
                    : "prevention table row 7 (rules §5.2): the first of two related recognisers to recognise makes the other fail; ")
                + "switched off in a copy of the scene, \(winners.joined(separator: " and ")) let\(winners.count == 1 ? "s" : "") \(loser) fire on the same gesture",
            gestures: gestures,
            shows: { o in !o.recognized.contains(loser) },
            remedies: remedies, evidenceSubjects: Set([loser] + winners))
        d.bites = { o in !o.recognized.contains(loser) && o.defeats.contains { $0.loser == loser && winners.contains($0.winner) } }
        return d
    }

    // MARK: Never fires

    /// A recogniser the scene declares (or a back swipe with a screen to go back to) that no
    /// gesture of the family makes begin or recognise, with the reason its attempts ended.
    static func neverFires(_ outcomes: [GestureOutcome?], ctx: DoctorContext, shadowedIDs: Set<String>, unreachableViews: Set<String>) -> [Diagnosis] {
        var out: [Diagnosis] = []
        var candidates = ctx.scenario.recognizers.filter { $0.builtin == nil }.map(\.id)
        if let nav = ctx.scenario.activeNavigation, nav.stack.count > 1 { candidates.append(ctx.scenario.recognizers.first { $0.builtin == "\(nav.id).pop" }?.id ?? "\(nav.id).pop") }
        for id in candidates where !shadowedIDs.contains(id) {
            if outcomes.contains(where: { $0?.recognized.contains(id) == true }) { continue }
            if ctx.spec(id)?.enabled == false { continue }
            // A recogniser on a screen below the top of the navigation stack is not on screen.
            if let v = ctx.recognizerViews[id], !ctx.onScreen.contains(v) { continue }
            let engaged = outcomes.indices.filter { outcomes[$0]?.engaged.contains(id) == true }
            var reason: String
            var remedies: [[SceneChange]] = []
            var example = engaged.first
            if engaged.isEmpty {
                let v = ctx.recognizerViews[id] ?? "its view"
                if let hidden = ctx.invisible[v] {
                    reason = "hit-testing never reaches \(v): \(hidden) (rules H2)"
                } else {
                    reason = unreachableViews.contains(v)
                        ? "hit-testing never reaches \(v) (see the unreachable finding)"
                        : "no touch of the family reached it: its view \(v) is never hit, or it wants a gesture the family does not try"
                }
            } else if let r = engaged.lazy.compactMap({ outcomes[$0]?.refusals[id] }).first {
                reason = "its delegate or its view refuses: \(r)"
            } else if let (i, d) = engaged.lazy.compactMap({ i in outcomes[i]?.defeats.first { $0.loser == id && ($0.rule == .requiredFailureRecognized || $0.rule == .requiredFailureReachedWhileWaiting) }.map { (i, $0) } }).first {
                reason = "it requires \(d.winner) to fail, and \(d.winner) recognises on every gesture that would trigger it (rules §5.3)"
                remedies = [[.disable(d.winner)]]
                example = i
            } else {
                reason = "it saw touches on \(engaged.count) gesture\(engaged.count == 1 ? "" : "s") and failed on each by its own rules (no gesture of the family matched it)"
            }
            out.append(Diagnosis(kind: .neverFires, severity: .problem, subjects: [id],
                                 summary: "\(id) never fires on any of the gestures tried: \(reason)",
                                 cause: "a recogniser fires only when it leaves possible for began or recognized (rules §4)",
                                 gestures: example.map { [$0] } ?? [], shows: { !$0.recognized.contains(id) },
                                 remedies: remedies, evidenceSubjects: [id]))
        }
        return out
    }

    // MARK: Fired together

    /// Two recognisers that both fire in one gesture (a double tap that also fires the single
    /// tap), with no delegate allowing it. Allowed pairs are notes. (A recogniser that fires
    /// together with a control's own outcome is by design unless it cancels the control's
    /// touches: `cancels`.)
    static func firedTogether(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        struct Pair: Hashable { var first: String, second: String }
        // Keyed by the pair in name order; the order they first fired in is kept for the words.
        var seen: [Pair: (order: Pair, gestures: [Int])] = [:]
        for (i, o) in outcomes.enumerated() {
            guard let o else { continue }
            let fired = o.recognized.filter { reportable($0) && !ctx.isScrollPan($0) }
            for a in fired.indices { for b in fired.indices where b > a {
                let key = Pair(first: min(fired[a], fired[b]), second: max(fired[a], fired[b]))
                var entry = seen[key] ?? (Pair(first: fired[a], second: fired[b]), [])
                if entry.gestures.last != i { entry.gestures.append(i) }
                seen[key] = entry
            } }
        }
        var out: [Diagnosis] = []
        for (_, entry) in seen.sorted(by: { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }) {
            let (early, late) = (entry.order.first, entry.order.second)
            let gestures = entry.gestures
            let intended = ctx.declaredSimultaneous(early, late)
            let keep = keeper(early, late, ctx)
            let g = all[gestures[0]]
            out.append(Diagnosis(
                kind: .firedTogether, severity: intended ? .note : .problem, subjects: [late, early],
                summary: intended
                    ? "\(early) and \(late) fire together on \(g.name), as a delegate allows (shouldRecognizeSimultaneously)"
                    : "\(g.name) fires both \(early) and then \(late): one gesture runs two handlers (\(gestures.count) gesture\(gestures.count == 1 ? "" : "s"))",
                cause: intended ? "a delegate answered shouldRecognizeSimultaneouslyWith with true (rules §5.5)"
                    : "\(early) recognised before \(late) had to decide, and nothing makes one wait for the other (rules §5.3)",
                gestures: gestures,
                // Gone when only the one that should keep the gesture fires.
                shows: { o in o.recognized.contains(early) && o.recognized.contains(late) || !o.recognized.contains(keep) },
                remedies: intended ? [] : togetherRemedies(early, late, ctx),
                evidenceSubjects: [early, late]))
        }
        return out
    }

    /// Which of two recognisers that fired together should keep the gesture: the one on the
    /// deeper view (the user touched that view), else the later one (it waited for more of the
    /// gesture: a double tap over a single tap). The other waits for it or stays off its view.
    static func keeper(_ early: String, _ late: String, _ ctx: DoctorContext) -> String {
        if let ve = ctx.recognizerViews[early], let vl = ctx.recognizerViews[late], ve != vl, ctx.isInside(ve, vl) { return early }
        return late
    }

    static func togetherRemedies(_ early: String, _ late: String, _ ctx: DoctorContext) -> [[SceneChange]] {
        let keep = keeper(early, late, ctx), yield = keep == early ? late : early
        var out: [[SceneChange]] = [[.requireToFail(yield, keep)]]
        if let vk = ctx.recognizerViews[keep], vk != ctx.recognizerViews[yield] { out.append([.receiveNotInside(yield, vk)]) }
        out += [[.requiredToFailBy(keep, yield)], [.requireFailureOf(yield, keep)]]
        return out
    }

    // MARK: Delays

    /// Touches that reach a view late, one finding per holder and place (a list's rows are one
    /// place). The system's edge gate, a back swipe holding touches and a recogniser with
    /// `delaysTouchesBegan` are problems; a scroll view's standard content delay is a problem on a
    /// control (it highlights late) and a note elsewhere.
    static func delays(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        struct Key: Hashable { var holder: String; var place: String }
        var groups: [Key: (gestures: [Int], worst: TimeInterval, views: Set<String>, zone: String?)] = [:]
        for (i, o) in outcomes.enumerated() {
            guard let o else { continue }
            // Only views that do something with their touches: controls and cells.
            for d in o.delays where d.delay > 0.0005 && ctx.tappables.contains(d.view) {
                for h in d.holders where h != "a recogniser with delaysTouchesBegan" {
                    let place = GestureFamily.place(of: d.view)
                    var g = groups[Key(holder: h, place: place)] ?? ([], 0, [], nil)
                    if !g.gestures.contains(i) { g.gestures.append(i) }
                    if h == d.releaser { g.worst = max(g.worst, d.delay) }
                    g.views.insert(d.view)
                    g.zone = g.zone ?? d.zone
                    groups[Key(holder: h, place: place)] = g
                }
            }
        }
        var out: [Diagnosis] = []
        for (key, g) in groups.sorted(by: { ($0.key.holder, $0.key.place) < ($1.key.holder, $1.key.place) }) {
            let h = key.holder, place = key.place
            let views = g.views.sorted()
            // A control that highlights or acts late is a problem; a cell highlighting late is
            // UIKit's standard behaviour unless the wait is long enough to feel (≥ 300 ms).
            let onControl = views.contains { ctx.tappables.contains($0) && GestureFamily.repeatedCellList($0) == nil }
            let isContentDelay = h.hasSuffix(".delayedTouches")
            // UIKit's own controls (the back button) held by its recognisers are UIKit's design:
            // the app's controls and cells are what a user reports (DoctorDecisions DR9).
            let uikitsOwn = views.allSatisfy { !ctx.appViews.contains($0) && GestureFamily.repeatedCellList($0) == nil }
            let severity: DoctorFinding.Severity = !uikitsOwn && (onControl || g.worst >= 0.3) ? .problem : .note
            let holderName = ctx.role(h, zone: g.zone)
            let screen = views.lazy.compactMap { v in ctx.screenOf[v] ?? ctx.ancestors[v]?.lazy.compactMap({ ctx.screenOf[$0] }).first }.first ?? ctx.topScreen
            var remedies: [[SceneChange]] = []
            var cause: String
            let amount = g.worst > 0 ? "up to \(msText(g.worst)) late" : "late"
            var summary = "touches on \(place) arrive \(amount): \(holderName) holds them"
            if h == "system.gate" {
                cause = "the system's \(g.zone ?? "bottom")-edge gesture withholds touches that begin in its zone until it fails (rules §10.2–§10.3)"
                let edge = g.zone ?? "bottom"
                let sides = edge == "top" || edge == "bottom" ? ["left", "right"] : []
                remedies = [[.deferEdge(screen: screen, edges: [edge])]] + sides.map { [.deferEdge(screen: screen, edges: [$0, edge])] }
                    + (sides.isEmpty ? [] : [[.deferEdge(screen: screen, edges: ["left", edge, "right"])]])
            } else if isContentDelay {
                let sv = String(h.dropLast(".delayedTouches".count))
                cause = "\(sv) withholds content touches for 150 ms to see whether they become a scroll (delaysContentTouches, rules §8.2)"
                summary = "touches on \(place) arrive \(amount): \(sv)'s content-touch delay"
                remedies = [[.noContentDelay(sv), .cancelControlTouches(sv)], [.noContentDelay(sv)]]
            } else {
                cause = "\(h) has delaysTouchesBegan: the view gets the touch only when \(h) fails (rules §4.6)"
                let firstView = views.first.map { GestureFamily.list(of: $0) ?? $0 } ?? place
                remedies = [[.receiveNotInside(h, firstView)], [.noTouchDelay(h)]]
            }
            if severity == .note {
                summary += uikitsOwn ? " — UIKit's own control, held by UIKit's rule"
                    : isContentDelay ? " — UIKit's standard behaviour for content in a scroll view" : " — brief, on a cell"
            }
            let sample = all[g.gestures[0]]
            var d = Diagnosis(kind: .delaysTouches, severity: severity, subjects: [place, holderName], summary: summary + " (e.g. \(sample.name))",
                              cause: cause, gestures: g.gestures,
                              shows: { o in o.delays.contains { d in d.delay > 0.0005 && d.holders.contains(h) && (GestureFamily.place(of: d.view)) == place } },
                              remedies: remedies, evidenceSubjects: Set([h] + views))
            d.ownView = place
            out.append(d)
        }
        return out
    }

    // MARK: Cancelled touches

    /// A discrete recogniser (a tap, a long press, a swipe) that recognises during a tap or a
    /// press on a control or a cell and cancels its touches: the button never sends
    /// touchUpInside, the row is never selected (seed 003). Drags that a pan takes are by design.
    static func cancels(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        struct Key: Hashable { var by: String; var place: String }
        var groups: [Key: [Int]] = [:]
        var views: [Key: String] = [:]
        for (i, o) in outcomes.enumerated() {
            guard let o else { continue }
            let g = all[i]
            guard g.family.hasPrefix("tap") || g.family.hasPrefix("press") || g.family.hasPrefix("double tap"), !g.family.contains("drag") else { continue }
            for c in o.cancels where !ctx.continuous.contains(c.by) && ctx.tappables.contains(c.view) && !ctx.keepsTouchesOnPurpose(c.by) {
                let place = GestureFamily.place(of: c.view)
                let key = Key(by: c.by, place: place)
                if groups[key]?.contains(i) != true { groups[key, default: []].append(i) }
                views[key] = views[key] ?? c.view
            }
        }
        var out: [Diagnosis] = []
        for (key, gestures) in groups.sorted(by: { ($0.key.by, $0.key.place) < ($1.key.by, $1.key.place) }) {
            let by = key.by, place = key.place, view = views[key]!
            let isCell = GestureFamily.repeatedCellList(view) != nil
            let lost = isCell ? "the row is never selected" : "\(view) never sends touchUpInside"
            let container = GestureFamily.list(of: view) ?? view
            var remedies: [[SceneChange]] = [[.keepTouches(by)]]
            if let own = ctx.recognizerViews[by] { remedies.append([.receiveOnlyOwnView(by, ownView: own)]) }
            remedies.append([.receiveNotInside(by, container)])
            var d = Diagnosis(
                kind: .cancelsTouches, severity: .problem, subjects: [place, by],
                summary: "\(by) recognises on \(all[gestures[0]].name) and cancels \(view)'s touches: \(lost) (\(gestures.count) gesture\(gestures.count == 1 ? "" : "s"))",
                cause: "a recogniser that recognises with cancelsTouchesInView (the default) cancels the touches its view hierarchy was getting (rules §4.6, seed 003)",
                gestures: gestures,
                shows: { o in o.cancels.contains { $0.by == by && GestureFamily.place(of: $0.view) == place } },
                remedies: remedies, evidenceSubjects: [by, view])
            d.ownView = place
            out.append(d)
        }
        return out
    }

    // MARK: Repeated control events, freezes

    /// A switch that sends valueChanged more than once in one gesture (seed 004 on iOS 12).
    static func repeatedEvents(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        var groups: [String: [Int]] = [:]
        for (i, o) in outcomes.enumerated() where !all[i].family.hasPrefix("double tap") {
            guard let o else { continue }
            for (key, n) in o.effects where n > 1 && key.hasSuffix(" valueChanged") {
                let view = String(key.dropLast(" valueChanged".count))
                if ctx.viewKinds[view] == "switch" { groups[view, default: []].append(i) }
            }
        }
        return groups.sorted { $0.key < $1.key }.map { view, gestures in
            let key = "\(view) valueChanged"
            var d = Diagnosis(kind: .repeatedEvent, severity: .problem, subjects: [view],
                             summary: "\(view) sends valueChanged several times in one gesture (\(all[gestures[0]].name)): a handler that plays a haptic or saves the setting runs each time",
                             cause: "a dragged switch flips its value at each crossing of its middle; on iOS 12 and earlier each flip sends valueChanged (rules §12, §13.9, seed 004)",
                             gestures: gestures, shows: { ($0.effects[key] ?? 0) > 1 },
                             remedies: [[.disable("\(view).pan")]], evidenceSubjects: [view, "\(view).pan"])
            d.ownView = view
            return d
        }
    }

    /// A navigation controller that freezes (Decisions N-rules, conflict 13).
    static func freezes(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        let gestures = outcomes.indices.filter { i in outcomes[i]?.effects.keys.contains { $0.hasSuffix(" freezes") } == true }
        guard let first = gestures.first, let nav = ctx.scenario.activeNavigation else { return [] }
        let pop = ctx.scenario.recognizers.first { $0.builtin == "\(nav.id).pop" }?.id ?? "\(nav.id).pop"
        let reason = outcomes[first]?.errors.first ?? "navigation frozen"
        return [Diagnosis(kind: .freezes, severity: .problem, subjects: [nav.id, pop],
                          summary: "\(nav.id) freezes on \(all[first].name): every later touch is ignored (\(reason))",
                          cause: "a back swipe that begins with only the root controller on the stack has nothing to reveal (rules §9.1)",
                          gestures: gestures, shows: { o in o.effects.keys.contains { $0.hasSuffix(" freezes") } },
                          remedies: [[.receiveOnlyWithBackStack(pop)]], evidenceSubjects: [nav.id, pop])]
    }

    // MARK: Two controls at once

    /// Two nearby controls that both send touchUpInside when two fingers press them at once: two
    /// handlers run (two pushes, two sends). UIKit's remedy is `isExclusiveTouch` (rules R4).
    static func pressedTogether(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        var out: [Diagnosis] = []
        for (i, o) in outcomes.enumerated() where all[i].name.hasPrefix("two-finger tap on ") {
            guard let o, let a = all[i].view, let b = all[i].secondView else { continue }
            let ka = "\(a) touchUpInside", kb = "\(b) touchUpInside"
            guard o.effects[ka] != nil, o.effects[kb] != nil else { continue }
            var d = Diagnosis(kind: .pressedTogether, severity: .problem, subjects: [a, b],
                              summary: "\(a) and \(b) both send touchUpInside when two fingers press them at once (\(all[i].name)): two handlers run",
                              cause: "each finger's touch goes to the view it hits; nothing stops a second control from tracking a touch while the first has one unless one of them is exclusive (isExclusiveTouch, rules R4)",
                              gestures: [i], shows: { $0.effects[ka] != nil && $0.effects[kb] != nil },
                              remedies: [[.exclusiveTouch(a)], [.exclusiveTouch(b)], [.exclusiveTouch(a), .exclusiveTouch(b)]],
                              evidenceSubjects: [a, b])
            d.ownView = a
            out.append(d)
        }
        return out
    }

    // MARK: Intended relations

    /// A recogniser that lost because it waits for another to fail — a requirement the scene
    /// declares, or one UIKit makes itself (iOS 18's back swipe makes the recognisers sharing its
    /// touch wait: UIKitPiecesDecisions K7) — is working as intended: one note per pair.
    static func requirements(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        struct Pair: Hashable { var loser: String, winner: String }
        var seen: [Pair: [Int]] = [:]
        for (i, o) in outcomes.enumerated() {
            guard let o else { continue }
            for d in o.defeats where (d.rule == .requiredFailureRecognized || d.rule == .requiredFailureReachedWhileWaiting)
                && reportable(d.loser) && o.recognized.contains(d.winner) {
                let key = Pair(loser: d.loser, winner: d.winner)
                if seen[key]?.last != i { seen[key, default: []].append(i) }
            }
        }
        return seen.sorted { ($0.key.loser, $0.key.winner) < ($1.key.loser, $1.key.winner) }.map { pair, gestures in
            let declared = ctx.declaredRequirement(pair.loser, pair.winner)
            return Diagnosis(kind: .shadowed, severity: .note, subjects: [pair.loser, pair.winner],
                             summary: "\(pair.loser) waits for \(pair.winner) to fail, \(declared ? "as the scene declares" : "by UIKit's own rule"); "
                                + "on \(all[gestures[0]].name) \(pair.winner) recognised, so \(pair.loser) did not (\(gestures.count) gesture\(gestures.count == 1 ? "" : "s"))",
                             cause: declared ? "a failure requirement (require(toFail:) or a delegate's answer; rules §5.3)"
                                : "a requirement UIKit installs (rules §5.3, §9.1 CC49)",
                             gestures: gestures, shows: { _ in true }, remedies: [], evidenceSubjects: [pair.loser, pair.winner])
        }
    }

    // MARK: Timing

    /// The same gesture at two speeds with different winners (a slow drag pans, a fast one swipes).
    static func timing(_ outcomes: [GestureOutcome?], gestures all: [DoctorGesture], ctx: DoctorContext) -> [Diagnosis] {
        var byFamily: [String: [Int]] = [:]
        for i in all.indices where all[i].name.contains(" slow ") || all[i].name.contains(" fast ") || all[i].name.hasPrefix("slow ") || all[i].name.hasPrefix("fast ") {
            byFamily[all[i].family, default: []].append(i)
        }
        var seen: [String: [Int]] = [:]
        for (_, members) in byFamily where members.count == 2 {
            let slow = members.first { all[$0].name.contains("slow") } ?? members[0]
            let fast = members.first { $0 != slow } ?? members[1]
            guard let a = outcomes[slow], let b = outcomes[fast] else { continue }
            let wa = a.recognized.filter { reportable($0) }, wb = b.recognized.filter { reportable($0) }
            guard Set(wa) != Set(wb) else { continue }
            let key = "slow: \(wa.isEmpty ? "nothing" : wa.joined(separator: ", ")); fast: \(wb.isEmpty ? "nothing" : wb.joined(separator: ", "))"
            seen[key, default: []] += members
        }
        return seen.sorted { $0.key < $1.key }.map { key, gestures in
            Diagnosis(kind: .timingDependent, severity: .note, subjects: [],
                      summary: "\(all[gestures[0]].family) depends on speed — \(key)",
                      cause: "recognisers decide on thresholds of distance and time; the first to reach its own wins (rules §6)",
                      gestures: gestures, shows: { _ in true }, remedies: [], evidenceSubjects: [])
        }
    }
}
