import Foundation
import Touchstone

/// The gesture doctor on a `swiftui:` scene (DoctorDecisions DR15–DR18): finds SwiftUI's known
/// gesture conflicts in the view tree, shows each with a gesture played on the scene, and proposes
/// SwiftUI's own remedies — `.simultaneousGesture`, `.highPriorityGesture`,
/// `DragGesture(minimumDistance:)`, a double tap declared before the single — each applied to a
/// copy of the tree and verified by playing the gesture again, on the scenario's iOS version and
/// SDK and on each of `SwiftUIProbe.versions` (the architectures of SwiftUIDecisions SU1).
///
/// The conflicts:
/// - a drag on a view inside a `ScrollView` that stops it from scrolling (SwiftUIDecisions SU3, SU4, SU20);
/// - a child's tap and an enclosing view's tap that both fire on one tap, on some version (SU2, SU3, SU19);
/// - a single and a double tap on one view: declared single first, the double never fires; double
///   first, the single waits for it (SU2).
enum SwiftUIDoctor {
    /// What the doctor found, with the number of gestures played.
    struct Result {
        var findings: [DoctorFinding] = []
        var gestures = 0
        var replays = 0
        var participants: [DoctorReport.Participant] = []
        /// How many of the gestures played on the scene as the file has it fired each callback line.
        var fired: [String: Int] = [:]
        /// Natural variations per finding (`--runs`), and the first one's seed (DoctorDecisions DR21).
        var runs = 0, seed: UInt64 = 1
        /// Each finding's variation, by its index in `findings`.
        var variations: [Int: DoctorVariation] = [:]
        /// The variation of the finding being made, taken by `add`.
        var nextVariation: DoctorVariation?
        /// The answer to the wants (`want:`, `--want`), when there are some (DR20).
        var wants: WantsReport?
        /// The remedy behind each fix, by the fix's summary (for the wants search, DR20).
        var remedies: [String: any SwiftUIRemedy] = [:]
        mutating func count(_ probes: SwiftUIProbe?...) {
            for p in probes.compactMap({ $0 }) { for line in Set(p.fired) { fired[line, default: 0] += 1 } }
        }
        /// Appends a finding with the variation its detector measured.
        mutating func add(_ f: DoctorFinding?) {
            defer { nextVariation = nil }
            guard var f else { return }
            if let v = nextVariation { f.variation = v; variations[findings.count] = v }
            findings.append(f)
        }
    }

    static func diagnose(_ scenario: Scenario, options: GestureDoctor.Options = .init()) -> Result {
        guard let ui = scenario.swiftUI else { return Result() }
        var result = Result()
        result.runs = min(max(0, options.variations), GestureDoctor.Options.maximumVariations)
        result.seed = min(options.seed, UInt64.max - UInt64(result.runs))
        let refs = SwiftUIGestureRef.all(in: ui.rootView)
        // Views repeated by a ForEach (`tile0` … `tile19`) are one cause: the first is examined,
        // the others are listed as alike, and a fix changes them all (as the file's one template).
        var seen: [String: Int] = [:]
        var groups: [(ref: SwiftUIGestureRef, ancestors: [[Int]], alike: [SwiftUIGestureRef])] = []
        for (ref, ancestors) in refs {
            let key = GestureDoctor.shape(ref.view.ownerName) + "|\(ref.index)|\(ref.modifier.name)|\(ref.kind)"
            if let i = seen[key] { groups[i].alike.append(ref); continue }
            seen[key] = groups.count
            groups.append((ref, ancestors, []))
        }
        for g in groups where g.ref.isDrag {
            result.add(dragInScrollView(g.ref, alike: g.alike, scenario: scenario, result: &result))
        }
        for g in groups where g.ref.tapCount == 1 {
            for a in g.ancestors.reversed() {
                for p in groups where p.ref.path == a && p.ref.tapCount == 1 {
                    result.add(childAndParentTaps(child: g.ref, parent: p.ref, alike: g.alike, scenario: scenario, result: &result))
                }
            }
        }
        for g in groups where g.ref.tapCount == 2 {
            for s in groups where s.ref.path == g.ref.path && s.ref.tapCount == 1 {
                result.add(singleAndDoubleTap(single: s.ref, double: g.ref, alike: g.alike, scenario: scenario, result: &result))
            }
        }
        for f in listRowButtons(scenario, result: &result) { result.add(f) }
        for g in groups { result.add(gap(g.ref, alike: g.alike, scenario: scenario, result: &result)) }
        if let wants = options.wants ?? (scenario.wants.isEmpty ? nil : DoctorWants(script: scenario.script, expectations: scenario.wants)) {
            result.wants = applyWants(wants, scenario: scenario, groups: groups.map(\.ref), result: &result)
        }
        result.participants = groups.map { g in
            DoctorReport.Participant(id: g.ref.traceName, kind: "SwiftUI \(g.ref.modifier.name)", builtIn: false,
                                     fired: result.fired[g.ref.firedLine, default: 0])
        }
        return result
    }

    // MARK: A drag in a scroll view

    static func dragInScrollView(_ drag: SwiftUIGestureRef, alike: [SwiftUIGestureRef], scenario: Scenario, result: inout Result) -> DoctorFinding? {
        guard let ui = scenario.swiftUI, let id = drag.view.identifier,
              let (_, scroll) = ui.rootView.enclosingScrollView(of: drag.path) else { return nil }
        let horizontal = scroll.arguments.text("_") == "horizontal"
        let along = horizontal ? SwiftUIProbe.Gesture.drag(id, dx: -200, dy: 0) : .drag(id, dx: 0, dy: -200)
        let across = horizontal ? SwiftUIProbe.Gesture.drag(id, dx: 0, dy: 120) : .drag(id, dx: 120, dy: 0)
        result.gestures += 2
        result.replays += 2
        guard let before = SwiftUIProbe.play(along, on: scenario), let sideways = SwiftUIProbe.play(across, on: scenario) else { return nil }
        result.count(before, sideways)
        let scrollName = (scroll.identifier ?? "ScrollView") + ".pan"
        let ended = drag.firedLine
        let perGesture = architecture(scenario) == .perGesture
        // What each finding of this drag shares: the drag played, where it starts, the views alike, the evidence.
        func finding(_ kind: DoctorFinding.Kind, _ severity: DoctorFinding.Severity, subjects: [String],
                     summary: String, cause: String, fixes: [DoctorFix]) -> DoctorFinding {
            DoctorFinding(kind: kind, severity: severity, subjects: subjects, summary: summary, cause: cause,
                          gesture: along.words(at: before.start), point: [Double(before.start.x), Double(before.start.y)], gestureCount: 1,
                          alike: alike.compactMap(\.view.identifier), evidence: evidence(before, subjects: [drag.traceName, scrollName, id]),
                          fixes: fixes)
        }
        // The conflict: the drag takes the touch and the scroll view does not move.
        let stops: @Sendable (SwiftUIProbe) -> Bool = { p in !p.scrolled && p.fired.contains(ended) }
        var race: DoctorVariation?
        if before.scrolled {
            guard !before.fired.contains(ended) else { return nil }
            // With --runs: a person's drags at other speeds may let the drag take it (DR21).
            race = variation(along, on: scenario, result: &result, bites: stops)
            if race.map({ $0.bites == 0 }) ?? true {
                // The scroll wins and the drag is cancelled: SwiftUI's documented behaviour before iOS 18.
                return finding(.shadowed, .note, subjects: [drag.traceName, scrollName],
                    summary: "a \(horizontal ? "sideways" : "vertical") drag that starts on \(id) scrolls \(scroll.identifier ?? "the ScrollView"); \(drag.traceName) is cancelled and calls no onEnded",
                    cause: perGesture
                        ? "the drag waits for more movement than the scroll view's 10 pt and the scroll view's pan, begun first, prevents it (rules §5.4; SwiftUIDecisions SU20)"
                        : "the hosting recogniser sits above the ScrollView: its pan is delivered the sample first and excludes it, and a ScrollView that begins scrolling cancels the SwiftUI gestures inside it (SwiftUIDecisions SU4)",
                    fixes: [])
            }
        }
        // The scroll view did not move: the drag took the touch (on the exact line, or in some of a person's drags).
        var candidates: [(kind: String, change: SwiftUIFix)] = []
        let distance = max(10, drag.minimumDistance)
        if drag.modifier.name != "simultaneousGesture" || drag.minimumDistance == 0 {
            candidates.append(("simultaneousGesture", SwiftUIFix(ref: drag, alike: alike, modifier: "simultaneousGesture", minimumDistance: distance)))
        }
        candidates.append(("minimumDistance", SwiftUIFix(ref: drag, alike: alike, modifier: nil, minimumDistance: max(20, drag.minimumDistance * 2))))
        let wantsSideways = sideways.fired.contains(ended)
        if race == nil { result.nextVariation = variation(along, on: scenario, result: &result, bites: stops) }
        let fixes = candidates.map { c -> DoctorFix in
            let fixed = c.change.changedRef
            return verify(c.change, kind: c.kind, scenario: scenario, result: &result, before: outcome(before, drag: drag), varied: true, check: { s, p, sdk, seed in
                guard let a = SwiftUIProbe.play(along, on: s, profile: p, sdk: sdk, seed: seed), let b = SwiftUIProbe.play(across, on: s, profile: p, sdk: sdk, seed: seed) else { return (false, []) }
                let ok = a.scrolled && (!wantsSideways || b.fired.contains(fixed.firedLine))
                return (ok, outcome(a, drag: fixed) + (wantsSideways ? [b.fired.contains(fixed.firedLine) ? "a sideways drag still ends \(fixed.traceName)" : "a sideways drag no longer ends \(fixed.traceName)"] : []))
            })
        }
        if let race {
            // A race the exact line hides: the scroll wins the exact drag, a person's drag sometimes not.
            result.nextVariation = race
            return finding(.timingDependent, .problem, subjects: [scrollName, drag.traceName],
                summary: "\(scrollName) wins a \(along.words(at: before.start)) on the exact line, but \(drag.traceName) takes it and \(scroll.identifier ?? "the ScrollView") does not move in \(race.percent) % of its natural variations"
                    + (race.split.map { ", always when \($0.words)" } ?? "") + (race.seed.map { " — seed \($0)" } ?? "") + " (\(SwiftUIProbe.label(scenario)))",
                cause: perGesture
                    ? "each SwiftUI gesture is a UIKit recogniser on its view (SwiftUIDecisions SU3): the scroll view's pan begins past 10 pt, the drag past its minimumDistance of \(fmtNumber(drag.minimumDistance)) pt, and where one sample crosses both the deeper drag is delivered it first and prevents the pan (rules §5.4; SwiftUIDecisions SU20); how fast the finger starts decides"
                    : "the hosting recogniser's drag and the scroll view's pan race for the first samples (SwiftUIDecisions SU4); how fast the finger starts decides",
                fixes: order(fixes))
        }
        return finding(.shadowed, .problem, subjects: [scrollName, drag.traceName],
            summary: "\(drag.traceName) stops \(scroll.identifier ?? "the ScrollView") from scrolling: a \(horizontal ? "sideways" : "vertical") drag that starts on \(id) moves the drag, not the scroll view (\(SwiftUIProbe.label(scenario)))",
            cause: perGesture
                ? "from iOS 18, linked on the iOS 18 SDK, each SwiftUI gesture is a UIKit recogniser on its view: deeper than the scroll view, it is delivered the sample where both pass 10 pt first and prevents the scroll view's pan (rules §5.4; SwiftUIDecisions SU3; FB14688465)"
                : "the hosting recogniser prevents UIKit's recognisers while one of its exclusive gestures runs, and this drag runs from the touch-down (SwiftUIDecisions SU4)",
            fixes: order(fixes))
    }

    static func outcome(_ p: SwiftUIProbe, drag: SwiftUIGestureRef) -> [String] {
        [p.scrolled ? "the scroll view scrolls" : "the scroll view does not move",
         p.fired.contains(drag.firedLine) ? "\(drag.firedLine)" : "\(drag.traceName) calls no onEnded"]
    }

    // MARK: A child's tap and an enclosing view's tap

    static func childAndParentTaps(child: SwiftUIGestureRef, parent: SwiftUIGestureRef, alike: [SwiftUIGestureRef],
                                   scenario: Scenario, result: inout Result) -> DoctorFinding? {
        guard let id = child.view.identifier else { return nil }
        let tap = SwiftUIProbe.Gesture.tap(id)
        func words(_ p: SwiftUIProbe, _ child: SwiftUIGestureRef = child, _ parent: SwiftUIGestureRef = parent) -> String {
            let c = p.fired.contains(child.firedLine), q = p.fired.contains(parent.firedLine)
            return c && q ? "both fire" : c ? "\(child.view.ownerName)'s alone" : q ? "\(parent.view.ownerName)'s alone" : "neither fires"
        }
        var perVersion: [(String, String)] = []
        var start = CGPoint.zero
        var own: SwiftUIProbe?
        guard let mine = SwiftUIProbe.play(tap, on: scenario) else { return nil }
        own = mine
        start = mine.start
        result.count(mine)
        result.gestures += 1
        for v in SwiftUIProbe.versions {
            guard let p = SwiftUIProbe.play(tap, on: scenario, profile: v.profile, sdk: .some(v.sdk)) else { continue }
            result.replays += 1
            perVersion.append((v.label, words(p)))
        }
        guard let own else { return nil }
        let anyBoth = perVersion.contains { $0.1 == "both fire" } || words(own) == "both fire"
        let differs = Set(perVersion.map(\.1)).count > 1
        let table = perVersion.map { "\($0.0): \($0.1)" }.joined(separator: "; ")
        let subjects = [child.traceName, parent.traceName]
        let ev = evidence(own, subjects: [child.traceName, parent.traceName, id, parent.view.ownerName])
        let parentsAlone = "\(parent.view.ownerName)'s alone"
        // The child's tap never fires, on any version: the parent's gesture blocks it (DoctorDecisions DR19).
        if !anyBoth && !differs && words(own) == parentsAlone {
            var candidates: [(String, SwiftUIFix, [String])] = []
            if parent.modifier.name == "highPriorityGesture" {
                candidates.append(("gesture", SwiftUIFix(ref: parent, alike: [], modifier: "gesture"), []))
            }
            candidates.append(("GestureMask", SwiftUIFix(ref: parent, alike: [], modifier: nil, mask: "subviews"),
                               ["\(parent.traceName) is switched off everywhere: give the mask a condition (`including: enabled ? .all : .subviews`)"]))
            let fixes = candidates.map { c in
                let changed = c.1.changedRef
                return verify(c.1, kind: c.0, scenario: scenario, result: &result, before: [words(own)], sameEverywhere: true, sideEffects: c.2, check: { s, p, sdk, _ in
                    guard let probe = SwiftUIProbe.play(tap, on: s, profile: p, sdk: sdk) else { return (false, []) }
                    let w = words(probe, child, changed)
                    return (w == "\(child.view.ownerName)'s alone", [w])
                })
            }
            return DoctorFinding(kind: .shadowed, severity: .problem, subjects: [child.traceName, parent.traceName],
                                 summary: "\(child.traceName) never fires: a tap on \(id) runs \(parent.traceName) instead, on every version",
                                 cause: "`\(parent.modifier.name)` on an enclosing view \(parent.modifier.name == "highPriorityGesture" ? "goes before every gesture inside it" : "takes the tap first") (SwiftUIDecisions SU2); `GestureMask` (`including:`) decides which of a modifier's gesture and the gestures inside it are attached at all (SwiftUIDecisions SU9)",
                                 gesture: tap.words(at: start), point: [Double(start.x), Double(start.y)], gestureCount: 1,
                                 alike: alike.compactMap(\.view.identifier), evidence: ev, fixes: order(fixes))
        }
        guard anyBoth || differs else {
            return DoctorFinding(kind: .shadowed, severity: .note, subjects: [parent.traceName, child.traceName],
                                 summary: "a tap on \(id) runs \(words(own)) on every version: \(parent.traceName) never fires there",
                                 cause: "between an inner and an outer gesture the outer one's modifier decides; `\(parent.modifier.name)` lets the inner one go first (SwiftUIDecisions SU2)",
                                 gesture: tap.words(at: start), point: [Double(start.x), Double(start.y)], gestureCount: 1,
                                 alike: alike.compactMap(\.view.identifier), evidence: ev, fixes: [])
        }
        var candidates: [(String, SwiftUIFix)] = []
        if child.modifier.name == "simultaneousGesture" { candidates.append(("gesture", SwiftUIFix(ref: child, alike: alike, modifier: "gesture"))) }
        if parent.modifier.name == "simultaneousGesture" { candidates.append(("gesture", SwiftUIFix(ref: parent, alike: [], modifier: "gesture"))) }
        if parent.modifier.name != "highPriorityGesture" {
            candidates.append(("highPriorityGesture", SwiftUIFix(ref: parent, alike: [], modifier: "highPriorityGesture")))
        }
        // The parent's gesture alone: `including: .gesture` leaves the gestures inside it unattached (SU9).
        candidates.append(("GestureMask", SwiftUIFix(ref: parent, alike: [], modifier: nil, mask: "gesture")))
        let fixes = candidates.map { c in
            let changed = c.1.changedRef
            let (fixedChild, fixedParent) = c.1.ref.path == child.path && c.1.ref.index == child.index ? (changed, parent) : (child, changed)
            return verify(c.1, kind: c.0, scenario: scenario, result: &result, before: [words(own)], sameEverywhere: true, varied: true, check: { s, p, sdk, seed in
                guard let probe = SwiftUIProbe.play(tap, on: s, profile: p, sdk: sdk, seed: seed) else { return (false, []) }
                let w = words(probe, fixedChild, fixedParent)
                return (w != "both fire" && w != "neither fires", [w])
            })
        }
        let bothHere = words(own) == "both fire"
        let childLine = child.firedLine, parentLine = parent.firedLine
        // Only a conflict this device shows can be varied; one between versions is not a person's doing.
        if bothHere {
            result.nextVariation = variation(tap, on: scenario, result: &result, bites: { p in p.fired.contains(childLine) && p.fired.contains(parentLine) })
        }
        var cause = "between an inner and an outer gesture the outer one's modifier decides (SwiftUIDecisions SU2)"
        if child.modifier.name == "simultaneousGesture" {
            cause = "on iOS 18 a child's `simultaneousGesture` is independent of every gesture outside it, so its tap and the parent's both fire; iOS 17 and iOS 26 run the child's alone (SwiftUIDecisions SU3, SU19; pillarbox-apple PR 1197)"
        } else if parent.modifier.name == "simultaneousGesture" {
            cause = "the parent's `simultaneousGesture` runs alongside the gestures inside it (SwiftUIDecisions SU2)"
        }
        return DoctorFinding(kind: .firedTogether, severity: .problem, subjects: subjects,
                             summary: bothHere ? "a tap on \(id) fires both \(child.traceName) and \(parent.traceName) (\(SwiftUIProbe.label(scenario))); per version: \(table)"
                                               : "a tap on \(id) fires different taps on different versions: \(table)",
                             cause: cause, gesture: tap.words(at: start), point: [Double(start.x), Double(start.y)], gestureCount: 1,
                             alike: alike.compactMap(\.view.identifier), evidence: ev, fixes: order(fixes))
    }

    // MARK: A single and a double tap on one view

    static func singleAndDoubleTap(single: SwiftUIGestureRef, double: SwiftUIGestureRef, alike: [SwiftUIGestureRef],
                                   scenario: Scenario, result: inout Result) -> DoctorFinding? {
        guard let id = single.view.identifier else { return nil }
        result.gestures += 2
        result.replays += 2
        guard let taps = SwiftUIProbe.play(.doubleTap(id), on: scenario), let one = SwiftUIProbe.play(.tap(id), on: scenario) else { return nil }
        result.count(taps, one)
        let count = { (p: SwiftUIProbe, ref: SwiftUIGestureRef) in p.fired.filter { $0 == ref.firedLine }.count }
        func words(_ p: SwiftUIProbe) -> String {
            let d = count(p, double), s = count(p, single)
            return [d > 0 ? "\(double.kind) fires\(d > 1 ? " ×\(d)" : "")" : nil, s > 0 ? "tap fires\(s > 1 ? " ×\(s)" : "")" : nil]
                .compactMap { $0 }.joined(separator: " and ").ifEmpty("nothing fires")
        }
        let plain: Set<String> = ["gesture", "onTapGesture"]
        if architecture(scenario) == .perGesture, plain.contains(single.modifier.name), plain.contains(double.modifier.name), count(taps, double) == 1 {
            // iOS 18 linked on 18: the single waits for the double whatever the order (SwiftUIDecisions SU36), a note
            // with the wait and what the hosting architecture does with the same code (DoctorDecisions DR22).
            let ms = one.firstTimes[single.firedLine].map { Int(($0 * 1000).rounded()) }
            var elsewhere: [String] = []
            for v in SwiftUIProbe.versions where v.profile.iOSVersion < 18 || (v.sdk?.iOSVersion ?? 18) < 18 {
                guard let d = SwiftUIProbe.play(.doubleTap(id), on: scenario, profile: v.profile, sdk: .some(v.sdk)) else { continue }
                result.replays += 1
                elsewhere.append("\(v.label): a double tap runs \(words(d))")
            }
            let order = double.index < single.index ? "the double declared first, as there" : "the single declared first"
            return DoctorFinding(kind: .delaysTouches, severity: .note, subjects: [single.traceName, double.traceName],
                                 summary: "a single tap on \(id) fires \(ms.map { "\($0) ms after the touch-down" } ?? "late"), once \(double.traceName) has failed: on iOS 18 linked on the iOS 18 SDK a single tap waits for a double tap on the same view whatever their order",
                                 cause: "with one UIKit recogniser per gesture the tap of more taps goes first whatever the order of the modifiers (SwiftUIDecisions SU36); on iOS 17, and on iOS 18 linked on the iOS 17 SDK, the order decides (SU2), here \(order): \(elsewhere.joined(separator: "; "))",
                                 gesture: SwiftUIProbe.Gesture.tap(id).words(at: one.start), point: [Double(one.start.x), Double(one.start.y)],
                                 gestureCount: 1, alike: alike.compactMap(\.view.identifier),
                                 evidence: evidence(one, subjects: [single.traceName, double.traceName, id]), fixes: [])
        }
        if double.index < single.index {
            // Declared double first: the single waits for the double to fail (documented SwiftUI behaviour).
            let wait = one.firstTimes[single.firedLine].map { " (\(Int(($0 * 1000).rounded())) ms after the touch-down)" } ?? ""
            return DoctorFinding(kind: .delaysTouches, severity: .note, subjects: [single.traceName, double.traceName],
                                 summary: "a single tap on \(id) fires only once the double tap has failed\(wait): the double tap is declared first, so the single waits for it",
                                 cause: "a later modifier is outside an earlier one and `gesture`/`onTapGesture` lets the inner gesture go first (SwiftUIDecisions SU2)",
                                 gesture: SwiftUIProbe.Gesture.tap(id).words(at: one.start), point: [Double(one.start.x), Double(one.start.y)],
                                 gestureCount: 1, alike: alike.compactMap(\.view.identifier),
                                 evidence: evidence(one, subjects: [single.traceName, double.traceName, id]), fixes: [])
        }
        guard count(taps, double) == 0 else { return nil }
        let fix = SwiftUIFix(ref: double, alike: alike, modifier: nil, moveBefore: single.index)
        let verified = verify(fix, kind: "order", scenario: scenario, result: &result, before: [words(taps)], check: { s, p, sdk, _ in
            guard let d = SwiftUIProbe.play(.doubleTap(id), on: s, profile: p, sdk: sdk), let t = SwiftUIProbe.play(.tap(id), on: s, profile: p, sdk: sdk) else { return (false, []) }
            let ok = count(d, double) == 1 && count(d, single) == 0 && count(t, single) == 1
            return (ok, [words(d), "a single tap: " + words(t)])
        })
        return DoctorFinding(kind: .neverFires, severity: .problem, subjects: [double.traceName, single.traceName],
                             summary: "\(double.traceName) never fires: a double tap on \(id) runs the single tap \(count(taps, single)) times, because the single tap is declared first",
                             cause: "a later modifier is outside an earlier one, and the inner single tap goes first; SwiftUI composes a single and a double tap only with the double declared first (SwiftUIDecisions SU2)",
                             gesture: SwiftUIProbe.Gesture.doubleTap(id).words(at: taps.start), point: [Double(taps.start.x), Double(taps.start.y)],
                             gestureCount: 1, alike: alike.compactMap(\.view.identifier),
                             evidence: evidence(taps, subjects: [single.traceName, double.traceName, id]), fixes: [verified])
    }

    // MARK: Verifying a fix

    enum Architecture { case hosting, perGesture }

    /// The architecture of the scenario's device (SwiftUIDecisions SU1).
    static func architecture(_ s: Scenario) -> Architecture {
        let sdk = s.device.linkedOn ?? s.device.profile
        return s.device.profile.iOSVersion >= 18 && sdk.iOSVersion >= 18 ? .perGesture : .hosting
    }

    /// Applies `fix` to a copy of the scenario and plays its check on the scenario's own version
    /// and SDK (which decides `verified`) and on each of `SwiftUIProbe.versions` (listed in the
    /// fix's `versions`); with `sameEverywhere` the outcome must also be the same on every version.
    /// With `--runs`, a fix verified on the exact gesture is played on the same natural variations
    /// as its finding, and holds only if its check passes in all (HumanGestureDecisions HG12;
    /// DoctorDecisions DR21). The check's last argument is the variation's seed (`nil`: exact).
    static func verify(_ fix: any SwiftUIRemedy, kind: String, scenario: Scenario, result: inout Result, before: [String], sameEverywhere: Bool = false,
                       sideEffects: [String] = [], varied: Bool = false,
                       check: (Scenario, DeviceProfile?, DeviceProfile??, UInt64?) -> (Bool, [String])) -> DoctorFix {
        var fixed = scenario
        fix.apply(to: &fixed)
        let (ok, after) = check(fixed, nil, nil, nil)
        result.replays += 1
        var versions: [String] = []
        var outcomes: Set<String> = []
        var everywhere = true
        for v in SwiftUIProbe.versions {
            let (holds, lines) = check(fixed, v.profile, .some(v.sdk), nil)
            result.replays += 1
            outcomes.insert(lines.joined(separator: ", "))
            everywhere = everywhere && holds
            versions.append("\(v.label) \(holds ? "✓" : "✗") \(lines.first ?? "")")
        }
        var verified = ok && (!sameEverywhere || (everywhere && outcomes.count == 1)) && sideEffects.isEmpty
        var spread: DoctorFixSpread?
        if verified, varied, result.runs > 0 {
            var holds = 0, failing: UInt64?
            for i in 0..<result.runs {
                let seed = result.seed &+ UInt64(i)
                if check(fixed, nil, nil, seed).0 { holds += 1 } else if failing == nil { failing = seed }
            }
            result.replays += result.runs
            spread = DoctorFixSpread(runs: result.runs, holds: holds, failingSeed: failing, split: nil)
            verified = holds == result.runs
        }
        var f = DoctorFix(kind: kind, summary: fix.summary, changes: fix.ids, ids: fix.ids, patch: fix.patch(scenario), swift: fix.swift,
                          verified: verified, before: before, after: after, sideEffects: sideEffects, changesOnSubject: [])
        f.versions = versions
        f.spread = spread
        result.remedies[f.summary] = fix
        return f
    }

    /// How often `bites` holds across `result.runs` natural variations of `gesture` on the
    /// scenario (HumanGestureDecisions HG12; DoctorDecisions DR21), with the input feature that
    /// separates the runs where it does, when one does perfectly; `nil` without `--runs`.
    static func variation(_ gesture: SwiftUIProbe.Gesture, on scenario: Scenario, result: inout Result,
                          bites: (SwiftUIProbe) -> Bool) -> DoctorVariation? {
        guard result.runs > 0 else { return nil }
        var yes: [(seed: UInt64, input: VariedInput)] = [], no: [(seed: UInt64, input: VariedInput)] = []
        for i in 0..<result.runs {
            let seed = result.seed &+ UInt64(i)
            guard let p = SwiftUIProbe.play(gesture, on: scenario, seed: seed) else { continue }
            let input = VariedInput(p.entries, aim: p.start)
            if bites(p) { yes.append((seed, input)) } else { no.append((seed, input)) }
        }
        result.replays += result.runs
        return DoctorVariation(runs: yes.count + no.count, bites: yes.count, firstSeed: result.seed, seed: yes.first?.seed,
                               sparedSeed: no.first?.seed, split: VariationSplit.find(yes: yes.map(\.input), no: no.map(\.input)))
    }

    /// Verified fixes first, in their order.
    static func order(_ fixes: [DoctorFix]) -> [DoctorFix] { fixes.filter(\.verified) + fixes.filter { !$0.verified } }

    /// The trace lines that show a finding: state changes and callbacks of its subjects.
    static func evidence(_ p: SwiftUIProbe, subjects: Set<String>) -> [String] {
        var out: [String] = []
        for e in p.entries where e.kind != .input && e.kind != .hitTest && e.kind != .touches {
            if e.message.hasSuffix("→possible") || e.message.hasSuffix("changed→changed") || e.message == "changed" || e.message == "action (changed)" { continue }
            if e.kind == .scroll && e.message.hasPrefix("didScroll") { continue }
            let mine = subjects.contains(e.subject) || e.other.map(subjects.contains) == true
                || subjects.contains { e.subject.hasPrefix($0 + ".") }
            guard mine || (e.kind == .scroll && e.message == "willBeginDragging") else { continue }
            out.append(e.line.trimmingCharacters(in: .whitespaces))
            if out.count == 16 { break }
        }
        return out
    }
}

extension String {
    func ifEmpty(_ other: String) -> String { isEmpty ? other : self }
}
