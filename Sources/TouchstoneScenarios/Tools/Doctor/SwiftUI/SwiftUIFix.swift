import Foundation
import Touchstone

/// One of SwiftUI's remedies, as a change to a gesture modifier of a `swiftui:` tree: another
/// modifier (`.simultaneousGesture`, `.highPriorityGesture`, `.gesture`), another
/// `DragGesture(minimumDistance:)`, or the modifier moved before another (a double tap declared
/// before the single). It changes the gesture and every copy of it (a `ForEach`'s) at once, as an
/// edit of the file's one line would (DoctorDecisions DR16).
struct SwiftUIFix {
    var ref: SwiftUIGestureRef
    var alike: [SwiftUIGestureRef] = []
    /// The new modifier, if it changes.
    var modifier: String?
    /// The drag's new minimum distance, if it changes.
    var minimumDistance: Double? = nil
    /// The index among the view's modifiers to move the gesture to, if it moves.
    var moveBefore: Int? = nil
    /// The new `including:` mask (`subviews`, `gesture`, `none`), if it changes (DoctorDecisions DR19).
    var mask: String? = nil

    /// The changed modifier.
    var changed: SwiftUIModifierSpec {
        var m = ref.modifier
        if let modifier {
            // `onTapGesture(count:)` written as a gesture modifier takes its `TapGesture(count:)`,
            // `onLongPressGesture` its `LongPressGesture`, with the same arguments.
            if m.gesture == nil, !["onTapGesture", "onLongPressGesture"].contains(modifier) {
                let kind = m.name == "onLongPressGesture" ? "LongPressGesture" : "TapGesture"
                m.gesture = SwiftUIGestureSpec(kind: kind, arguments: m.arguments, line: m.line, column: m.column)
                m.arguments = SwiftUIArguments()
            }
            m.name = modifier
        }
        if let mask {
            // `onTapGesture` takes no mask: written with one, it is `.gesture(TapGesture(), including:)`.
            if m.gesture == nil {
                let kind = m.name == "onLongPressGesture" ? "LongPressGesture" : "TapGesture"
                m.gesture = SwiftUIGestureSpec(kind: kind, arguments: m.arguments, line: m.line, column: m.column)
                m.arguments = SwiftUIArguments()
                m.name = "gesture"
            }
            m.arguments.values["including"] = .text(mask)
        }
        if let d = minimumDistance, var g = m.gesture {
            g.arguments.values["minimumDistance"] = .number(d)
            m.gesture = g
        }
        return m
    }

    /// The gesture as the fix leaves it (its trace names follow the new modifier).
    var changedRef: SwiftUIGestureRef {
        var r = ref
        r.modifier = changed
        return r
    }

    func apply(to s: inout Scenario) {
        guard var ui = s.swiftUI else { return }
        let m = changed
        for r in [ref] + alike {
            ui.rootView.change(at: r.path) { v in
                guard r.index < v.modifiers.count else { return }
                v.modifiers[r.index] = m
                if let to = moveBefore, to < r.index {
                    let moved = v.modifiers.remove(at: r.index)
                    v.modifiers.insert(moved, at: to)
                }
            }
        }
        s.swiftUI = ui
    }

    /// The views it changes.
    var ids: [String] { [ref.view.ownerName] + alike.map(\.view.ownerName) }

    /// The template's name: `tile{n}` for a ForEach's copies, else the view's.
    var shownName: String {
        alike.isEmpty ? ref.view.ownerName : GestureDoctor.shape(ref.view.ownerName).replacingOccurrences(of: "#", with: "{n}")
    }

    var summary: String {
        if moveBefore != nil { return "\(shownName): declare \(ref.swift) before the single tap" }
        return "\(shownName): \(SwiftUIGestureRef.swift(changed)) instead of \(ref.swift)"
    }

    /// The scenario-file change, with where it goes.
    func patch(_ s: Scenario) -> String {
        let place = "swiftui: the \(ref.view.kind) \(shownName) (line \(ref.view.line)), modifiers:"
        if let to = moveBefore {
            return "\(place)\n  move '\(SwiftUIGestureRef.yaml(ref.modifier))' (line \(ref.modifier.line)) to position \(to + 1), before the single tap"
        }
        return "\(place)\n  - \(SwiftUIGestureRef.yaml(changed))   # line \(ref.modifier.line), was \(SwiftUIGestureRef.yaml(ref.modifier))"
    }

    /// The SwiftUI code change.
    var swift: String {
        if moveBefore != nil {
            return "// on \(shownName): the count-2 tap first\n\(ref.swift)\n.onTapGesture { … }"
        }
        return "\(SwiftUIGestureRef.swift(changed))   // was \(ref.swift)"
    }
}
