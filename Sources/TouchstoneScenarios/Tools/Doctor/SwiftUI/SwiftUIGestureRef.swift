import Foundation
import Touchstone

/// A gesture modifier of a `swiftui:` tree as the doctor sees it: where it is (the path of
/// `content` indices from the root view, and its place among the view's modifiers), what it is,
/// and the names it has in the trace (DoctorDecisions DR15).
struct SwiftUIGestureRef {
    /// `content` indices from the root view down to the view.
    var path: [Int]
    /// Its index in the view's modifiers.
    var index: Int
    var view: SwiftUIViewSpec
    var modifier: SwiftUIModifierSpec

    /// `tap`, `doubleTap`, `drag`, `longPress`.
    var kind: String {
        switch modifier.name {
        case "onTapGesture": SwiftUIGestureSpec(kind: "TapGesture", arguments: modifier.arguments).traceKind
        case "onLongPressGesture": "longPress"
        default: modifier.gesture?.traceKind ?? "gesture"
        }
    }
    /// The tap count of a tap gesture, else `nil`.
    var tapCount: Int? {
        switch modifier.name {
        case "onTapGesture": return Int(modifier.arguments.number("count") ?? 1)
        case "onLongPressGesture": return nil
        default:
            guard let g = modifier.gesture, g.kind == "TapGesture" || g.kind == "SpatialTapGesture" else { return nil }
            return Int(g.arguments.number("count") ?? 1)
        }
    }
    var isDrag: Bool { modifier.gesture?.kind == "DragGesture" }
    var minimumDistance: Double { modifier.gesture?.arguments.number("minimumDistance") ?? 10 }

    /// The recogniser's name in the trace: `tile3.drag (gesture)` (SwiftUIDecisions SU3).
    var traceName: String { "\(view.ownerName).\(kind) (\(modifier.name))" }
    /// The line its callback writes when it fires (ScenarioDecisions X19).
    var firedLine: String {
        let what = ["onTapGesture", "onLongPressGesture"].contains(modifier.name) ? "perform" : "onEnded"
        return "\(view.ownerName) \(kind) (\(modifier.name)) \(what)"
    }
    /// The modifier as Swift: `.gesture(DragGesture(minimumDistance: 10))`.
    var swift: String { Self.swift(modifier) }

    static func swift(_ m: SwiftUIModifierSpec) -> String {
        func num(_ v: Double) -> String { fmtNumber(v) }
        switch m.name {
        case "onTapGesture":
            let c = Int(m.arguments.number("count") ?? 1)
            return c == 1 ? ".onTapGesture { … }" : ".onTapGesture(count: \(c)) { … }"
        case "onLongPressGesture":
            return ".onLongPressGesture { … }"
        default:
            guard let g = m.gesture else { return ".\(m.name)(…)" }
            let params = SwiftUIGestureKind.named(g.kind)?.parameters.map(\.label) ?? []
            let args = params.compactMap { label -> String? in
                switch g.arguments.values[label] {
                case let .number(v)?: return "\(label): \(num(v))"
                case let .text(t)?: return "\(label): .\(t)"
                default: return nil
                }
            }
            let mask = m.arguments.text("including").map { ", including: .\($0)" } ?? ""
            return ".\(m.name)(\(g.kind)(\(args.joined(separator: ", ")))\(mask))"
        }
    }

    /// The modifier as a line of the scenario file: `simultaneousGesture: {DragGesture: {minimumDistance: 10}}`.
    static func yaml(_ m: SwiftUIModifierSpec) -> String {
        func num(_ v: Double) -> String { fmtNumber(v) }
        switch m.name {
        case "onTapGesture":
            let c = Int(m.arguments.number("count") ?? 1)
            return c == 1 ? "onTapGesture: {}" : "onTapGesture: {count: \(c)}"
        case "onLongPressGesture": return "onLongPressGesture: {}"
        default:
            guard let g = m.gesture else { return "\(m.name): {}" }
            let args = g.arguments.values.keys.sorted().compactMap { label -> String? in
                switch g.arguments.values[label] {
                case let .number(v)?: return "\(label): \(num(v))"
                case let .text(t)?: return "\(label): \(t)"
                default: return nil
                }
            }
            let mask = m.arguments.text("including").map { ", including: \($0)" } ?? ""
            return "\(m.name): {\(g.kind): {\(args.joined(separator: ", "))}\(mask)}"
        }
    }

    /// Every gesture modifier of the tree, depth first, with the path of each view's ancestors.
    static func all(in root: SwiftUIViewSpec) -> [(ref: SwiftUIGestureRef, ancestors: [[Int]])] {
        var out: [(SwiftUIGestureRef, [[Int]])] = []
        func walk(_ v: SwiftUIViewSpec, _ path: [Int], _ ancestors: [[Int]]) {
            for (i, m) in v.modifiers.enumerated() where m.isGestureModifier {
                out.append((SwiftUIGestureRef(path: path, index: i, view: v, modifier: m), ancestors))
            }
            for (k, c) in v.content.enumerated() { walk(c, path + [k], ancestors + [path]) }
        }
        walk(root, [], [])
        return out
    }
}

extension SwiftUIViewSpec {
    /// The view at `path` (`content` indices) under this one.
    func view(at path: [Int]) -> SwiftUIViewSpec? {
        var v = self
        for i in path { guard i < v.content.count else { return nil }; v = v.content[i] }
        return v
    }

    /// Changes the view at `path` with `body`.
    mutating func change(at path: [Int], _ body: (inout SwiftUIViewSpec) -> Void) {
        guard let first = path.first else { body(&self); return }
        guard first < content.count else { return }
        content[first].change(at: Array(path.dropFirst()), body)
    }

    /// The nearest enclosing `ScrollView` of the view at `path`, with its path.
    func enclosingScrollView(of path: [Int]) -> (path: [Int], view: SwiftUIViewSpec)? {
        var found: ([Int], SwiftUIViewSpec)?
        for n in 0..<path.count {
            let p = Array(path.prefix(n))
            if let v = view(at: p), v.kind == "ScrollView" { found = (p, v) }
        }
        return found
    }
}
