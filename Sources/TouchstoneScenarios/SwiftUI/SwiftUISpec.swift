import Foundation
import Touchstone

/// A scenario's `swiftui:` section: a SwiftUI view tree shown through `UIHostingController`,
/// filling the screen or inside a UIKit view of the scenario (`in:`). Each view and modifier
/// of the file is one call of the SwiftUI code it stands for (<doc:ScenarioFiles#SwiftUI-scenes>,
/// ScenarioDecisions X17).
public struct SwiftUISceneSpec: Sendable {
    /// `UIHostingController(rootView:)`'s root view.
    public var rootView: SwiftUIViewSpec
    /// The id of the UIKit view the hosting view fills (`in:`); `nil`: the hosting controller is
    /// the window's root controller.
    public var hostView: String?
    /// Every `accessibilityIdentifier` of the tree, `ForEach` copies expanded, in tree order.
    public var identifiers: [String] = []
    /// Where the section is in the file (1-based), for messages.
    public var line = 0, column = 0
}

/// One SwiftUI view of a `swiftui:` tree: its kind (`VStack`), the initialiser's arguments, the
/// views of its `@ViewBuilder` content, and its modifiers in the order the code writes them.
public struct SwiftUIViewSpec: Sendable {
    /// The view's type as SwiftUI spells it (`Text`, `ScrollView`).
    public var kind: String
    /// The initialiser's arguments by label (`_` for the unlabelled one).
    public var arguments: SwiftUIArguments
    /// The views of its content closure, in order.
    public var content: [SwiftUIViewSpec]
    /// Its modifiers, innermost (first written) first.
    public var modifiers: [SwiftUIModifierSpec]
    /// Where the view is in the file (1-based), for messages.
    public var line = 0, column = 0

    /// The view's `accessibilityIdentifier`, if a modifier gives it one.
    public var identifier: String? {
        for m in modifiers.reversed() where m.name == "accessibilityIdentifier" { return m.arguments.text("_") }
        return nil
    }

    /// What the trace calls the view when it has no identifier (`Color.red`, `Text`).
    public var displayName: String {
        if kind == "Color", let c = arguments.text("_") { return "Color.\(c)" }
        return kind
    }

    /// The name the view's gestures and callbacks carry in the trace: its identifier, else what it is.
    public var ownerName: String { identifier ?? displayName }

    /// This view and every view under it (content, decorations), depth first.
    public var subtree: [SwiftUIViewSpec] {
        var out: [SwiftUIViewSpec] = [self]
        for m in modifiers { if let v = m.arguments.view("_") { out += v.subtree } }
        for (_, value) in arguments.values.sorted(by: { $0.key < $1.key }) { if case let .view(v) = value { out += v.subtree } }
        for c in content { out += c.subtree }
        return out
    }
}

/// A modifier of a SwiftUI view: `.frame(height: 100)`, `.gesture(DragGesture())`.
public struct SwiftUIModifierSpec: Sendable {
    /// The modifier's name (`frame`, `highPriorityGesture`).
    public var name: String
    /// Its arguments by label (`_` for the unlabelled one).
    public var arguments: SwiftUIArguments
    /// The gesture it attaches, for the gesture modifiers (`onTapGesture` makes its own tap).
    public var gesture: SwiftUIGestureSpec?
    /// Where the modifier is in the file (1-based), for messages.
    public var line = 0, column = 0

    /// Whether it attaches a gesture (`gesture`, `highPriorityGesture`, `simultaneousGesture`,
    /// `onTapGesture`, `onLongPressGesture`).
    public var isGestureModifier: Bool { SwiftUIModifierKind.gestureModifiers.contains(name) }
}

/// A SwiftUI gesture value: `DragGesture(minimumDistance: 10)`.
public struct SwiftUIGestureSpec: Sendable {
    /// The gesture's type (`TapGesture`, `DragGesture`).
    public var kind: String
    /// The initialiser's arguments by label.
    public var arguments: SwiftUIArguments
    /// Where the gesture is in the file (1-based).
    public var line = 0, column = 0

    /// The gesture's name in the trace, as the library names it (`drag`, `tap`, `doubleTap`,
    /// `longPress`): SwiftUIDecisions SU3.
    public var traceKind: String {
        switch kind {
        case "DragGesture": return "drag"
        case "LongPressGesture": return "longPress"
        default:
            let count = Int(arguments.number("count") ?? 1)
            return count == 1 ? "tap" : count == 2 ? "doubleTap" : "tap×\(count)"
        }
    }
}

/// One argument of a SwiftUI call.
public enum SwiftUIValue: Sendable {
    /// A number (a length, a count, a duration in seconds).
    case number(Double)
    /// A word or text (a colour's name, a title, an identifier, an alignment).
    case text(String)
    /// `true` or `false`.
    case bool(Bool)
    /// A view (`background`'s and `overlay`'s).
    case view(SwiftUIViewSpec)
    /// A closed range, `[lowerBound, upperBound]` (a `Slider`'s `in:`).
    case range(Double, Double)
}

/// The arguments of a SwiftUI call by label.
public struct SwiftUIArguments: Sendable {
    /// The values by label (`_` for the unlabelled argument).
    public var values: [String: SwiftUIValue] = [:]
    /// The number labelled `label`, if given.
    public func number(_ label: String) -> Double? { if case let .number(v)? = values[label] { return v }; return nil }
    /// The text labelled `label`, if given.
    public func text(_ label: String) -> String? { if case let .text(v)? = values[label] { return v }; return nil }
    /// The flag labelled `label`, if given.
    public func bool(_ label: String) -> Bool? { if case let .bool(v)? = values[label] { return v }; return nil }
    /// The view labelled `label`, if given.
    public func view(_ label: String) -> SwiftUIViewSpec? { if case let .view(v)? = values[label] { return v }; return nil }
    /// The range labelled `label`, if given.
    public func range(_ label: String) -> ClosedRange<Double>? {
        if case let .range(lo, hi)? = values[label], lo <= hi { return lo...hi }
        return nil
    }
    /// A length: the number, as SwiftUI's `CGFloat`.
    public func length(_ label: String) -> CGFloat? { number(label).map { CGFloat($0) } }
}
