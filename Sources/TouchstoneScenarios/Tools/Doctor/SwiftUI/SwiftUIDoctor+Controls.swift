import Foundation
import Touchstone

// The SwiftUI doctor's conflicts that are not between two gestures (DoctorDecisions DR19): a
// List row whose automatic-style buttons all fire on one tap (remedy `.buttonStyle(.borderless)`
// or `.plain`), and a view with a tap whose transparent gaps take no tap (remedy
// `.contentShape(Rectangle())` before the gesture).
extension SwiftUIDoctor {
    /// Whether the view sets a button style other than `.automatic` for the buttons inside it.
    static func keepsPressOnLabel(_ v: SwiftUIViewSpec) -> Bool {
        v.modifiers.contains { $0.name == "buttonStyle" && ($0.arguments.text("_") ?? "automatic") != "automatic" }
    }

    // MARK: Buttons in a List row

    /// Each `List` row (a `ForEach`'s copies folded into the first) with two or more
    /// automatic-style buttons: a tap on one that runs another's action too is a problem
    /// (SwiftUIDecisions SU30), fixed by `.buttonStyle(.borderless)` or `.plain` on the row,
    /// verified when a tap on each button runs its own action alone on every version.
    static func listRowButtons(_ scenario: Scenario, result: inout Result) -> [DoctorFinding] {
        guard let ui = scenario.swiftUI else { return [] }
        var rows: [(path: [Int], view: SwiftUIViewSpec)] = []
        func walk(_ v: SwiftUIViewSpec, _ path: [Int], styled: Bool) {
            let styled = styled || keepsPressOnLabel(v)
            if v.kind == "List", !styled {
                for (k, c) in v.content.enumerated() {
                    if c.kind == "ForEach", !keepsPressOnLabel(c) { for (j, r) in c.content.enumerated() { rows.append((path + [k, j], r)) } }
                    else { rows.append((path + [k], c)) }
                }
            }
            for (k, c) in v.content.enumerated() { walk(c, path + [k], styled: styled) }
        }
        walk(ui.rootView, [], styled: false)
        func buttons(_ v: SwiftUIViewSpec) -> [String] {
            if keepsPressOnLabel(v) { return [] }
            if v.kind == "Button", let id = v.identifier { return [id] }
            return v.content.flatMap(buttons)
        }
        // Rows alike but for their numbers are one finding.
        var groups: [(path: [Int], view: SwiftUIViewSpec, buttons: [String], alike: [[Int]], alikeIDs: [String])] = []
        var seen: [String: Int] = [:]
        for r in rows {
            let ids = buttons(r.view)
            guard ids.count >= 2 else { continue }
            let key = ids.map(GestureDoctor.shape).joined(separator: ",")
            if let i = seen[key] { groups[i].alike.append(r.path); groups[i].alikeIDs.append(ids[0]); continue }
            seen[key] = groups.count
            groups.append((r.path, r.view, ids, [], []))
        }
        let suffix = " button (Button) action"
        func actions(_ p: SwiftUIProbe) -> [String] {
            p.fired.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
        }
        var out: [DoctorFinding] = []
        for g in groups {
            var shown: (id: String, probe: SwiftUIProbe)?
            for id in g.buttons.reversed() {
                result.gestures += 1
                result.replays += 1
                guard let p = SwiftUIProbe.play(.tap(id), on: scenario) else { continue }
                result.count(p)
                if actions(p).count > 1, shown == nil { shown = (id, p) }
            }
            guard let (id, probe) = shown else { continue }
            let fired = actions(probe)
            let ids = g.buttons
            let fixes = ["borderless", "plain"].map { style in
                let fix = SwiftUIInsertion(path: g.path, view: g.view, alike: g.alike, index: g.view.modifiers.count,
                                           name: "buttonStyle", value: style, yaml: "buttonStyle: \(style)", swiftCall: ".buttonStyle(.\(style))")
                return verify(fix, kind: "buttonStyle", scenario: scenario, result: &result, before: ["a tap on \(id) runs " + fired.joined(separator: ", ")],
                              sameEverywhere: true, varied: true, check: { s, p, sdk, seed in
                    var lines: [String] = []
                    var ok = true
                    for b in ids {
                        guard let probe = SwiftUIProbe.play(.tap(b), on: s, profile: p, sdk: sdk, seed: seed) else { return (false, []) }
                        let a = actions(probe)
                        // Exact, each tap runs its own action alone; varied, no tap runs another's
                        // (a person's tap beside a borderless label runs nothing: not the conflict).
                        ok = ok && (seed == nil ? a == [b] : a.allSatisfy { $0 == b })
                        lines.append("a tap on \(b) runs " + (a.isEmpty ? "nothing" : a.joined(separator: ", ")))
                    }
                    return (ok, [lines.joined(separator: "; ")])
                })
            }
            result.nextVariation = variation(.tap(id), on: scenario, result: &result, bites: { p in actions(p).count > 1 })
            out.append(DoctorFinding(
                kind: .firedTogether, severity: .problem, subjects: [id] + ids.filter { $0 != id },
                summary: "a tap on \(id) runs every button of its List row: \(fired.joined(separator: ", ")) (\(SwiftUIProbe.label(scenario)))",
                cause: "a Button of the automatic style in a List row gives its press to the row: the whole row is one touch target, and a tap anywhere on it runs every automatic-style button of the row, in order; any other style keeps each button's press on its own label (rules P45; SwiftUIDecisions SU30)",
                gesture: SwiftUIProbe.Gesture.tap(id).words(at: probe.start), point: [Double(probe.start.x), Double(probe.start.y)], gestureCount: 1,
                alike: g.alikeIDs, evidence: evidence(probe, subjects: Set(ids)), fixes: order(fixes)))
        }
        return out
    }

    // MARK: A transparent gap

    /// The kinds of view whose frame may be wider than what they draw: stacks (their gaps and
    /// Spacers), and text or images given a frame or padding (SwiftUIDecisions SU8).
    static let mayHaveGaps: Set<String> = ["VStack", "HStack", "ZStack", "Text", "Image", "Spacer"]

    /// A tap gesture on a view whose frame has parts no tap reaches — a Spacer, the gap between
    /// a stack's views, padding — is a problem: the app attached the tap to the whole view
    /// (DoctorDecisions DR19). Found by hit-testing an 8 × 8 grid over the view's frame (a point
    /// counts when the touch falls through to the view or behind it, not when another view
    /// covers it), confirmed by a tap at the gap point nearest the centre, fixed by
    /// `.contentShape(Rectangle())` before the gesture modifier (after it, it would not widen
    /// the gesture: SwiftUIDecisions SU8), verified when that tap fires the gesture on every version.
    static func gap(_ ref: SwiftUIGestureRef, alike: [SwiftUIGestureRef], scenario: Scenario, result: inout Result) -> DoctorFinding? {
        guard ref.tapCount == 1, mayHaveGaps.contains(ref.view.kind), let id = ref.view.identifier,
              !ref.view.modifiers.prefix(ref.index).contains(where: { $0.name == "contentShape" }),
              let scene = try? Scene(scenario), let el = scene.view(id), let window = scene.window else { return nil }
        let frame = el.convert(el.bounds, to: nil).intersection(CGRect(origin: .zero, size: scenario.device.screen))
        guard frame.width >= 1, frame.height >= 1 else { return nil }
        var dead: [CGPoint] = []
        let n = 8
        for i in 0..<n { for j in 0..<n {
            let p = CGPoint(x: frame.minX + (CGFloat(i) + 0.5) * frame.width / CGFloat(n), y: frame.minY + (CGFloat(j) + 0.5) * frame.height / CGFloat(n))
            let hit = window.hitTest(p, with: nil)
            if let hit, hit === el || hit.isDescendant(of: el) { continue }
            if let hit, !el.isDescendant(of: hit) { continue }
            dead.append(p)
        } }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        guard let point = dead.min(by: { hypot($0.x - centre.x, $0.y - centre.y) < hypot($1.x - centre.x, $1.y - centre.y) }) else { return nil }
        let tap = SwiftUIProbe.Gesture.tapAt(id, point)
        result.gestures += 1
        result.replays += 1
        guard let before = SwiftUIProbe.play(tap, on: scenario), !before.fired.contains(ref.firedLine) else { return nil }
        result.count(before)
        let share = Int((Double(dead.count) * 100 / Double(n * n)).rounded())
        let line = ref.firedLine
        let fix = SwiftUIInsertion(path: ref.path, view: ref.view, alike: alike.map(\.path), index: ref.index,
                                   name: "contentShape", value: "Rectangle", yaml: "contentShape: Rectangle", swiftCall: ".contentShape(Rectangle())",
                                   placement: "before \(ref.swift)")
        let verified = verify(fix, kind: "contentShape", scenario: scenario, result: &result, before: ["\(ref.traceName) does not fire"],
                              sameEverywhere: true, varied: true, check: { s, p, sdk, seed in
            guard let probe = SwiftUIProbe.play(tap, on: s, profile: p, sdk: sdk, seed: seed) else { return (false, []) }
            let fires = probe.fired.contains(line)
            return (fires, [fires ? "\(line)" : "\(ref.traceName) does not fire"])
        })
        result.nextVariation = variation(tap, on: scenario, result: &result, bites: { p in !p.fired.contains(line) })
        return DoctorFinding(
            kind: .unreachable, severity: .problem, subjects: [ref.traceName, id],
            summary: "\(ref.traceName) takes no tap in \(share) % of \(id)'s frame: a tap in a gap of \(id) fires nothing (\(SwiftUIProbe.label(scenario)))",
            cause: "SwiftUI hit-tests only what a view draws — text, images, shapes, colours — and not a stack's gaps, its Spacers or padding, so a touch there falls through; `.contentShape(Rectangle())` before the gesture makes the whole frame take it (SwiftUIDecisions SU8; Apple, contentShape(_:eoFill:))",
            gesture: tap.words(at: point), point: [Double(point.x), Double(point.y)], gestureCount: 1,
            alike: alike.compactMap(\.view.identifier), evidence: evidence(before, subjects: [ref.traceName, id]), fixes: [verified])
    }
}
