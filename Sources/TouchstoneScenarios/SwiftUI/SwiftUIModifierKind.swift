import Foundation
import Touchstone
import TouchstoneSwiftUI

/// A view modifier a `swiftui:` tree can use: its name, its arguments, and the TouchstoneSwiftUI
/// call it stands for. One file of `Modifiers/` per family (layout, decoration, hit-testing,
/// gestures); a new modifier is one entry there and one in `all` (ScenarioDecisions X18).
struct SwiftUIModifierKind: Sendable {
    /// The modifier's name as SwiftUI spells it (`frame`, `simultaneousGesture`).
    let name: String
    /// Its arguments (a gesture modifier's gesture is read apart: `SwiftUIGestureKind`).
    let parameters: [SwiftUIParameter]
    /// Whether its unlabelled argument may stand alone as a scalar (`padding: 8`, `opacity: 0.5`).
    var scalarLabel: String? { parameters.first { $0.label == "_" }.map(\.label) }
    /// Applies the modifier to a view.
    let apply: @Sendable (AnyView, SwiftUIModifierSpec, SwiftUIBuild) -> AnyView

    init(_ name: String, parameters: [SwiftUIParameter] = [],
         apply: @escaping @Sendable (AnyView, SwiftUIModifierSpec, SwiftUIBuild) -> AnyView) {
        self.name = name; self.parameters = parameters; self.apply = apply
    }

    /// The modifiers that attach a gesture.
    static let gestureModifiers: Set<String> = ["gesture", "highPriorityGesture", "simultaneousGesture", "onTapGesture", "onLongPressGesture"]

    /// Every modifier a scenario file can name.
    static let all: [SwiftUIModifierKind] = [
        .frame, .padding, .offset, .background, .overlay,
        .accessibilityIdentifier, .contentShape, .allowsHitTesting, .opacity, .disabled,
        .gesture, .highPriorityGesture, .simultaneousGesture, .onTapGesture, .onLongPressGesture,
        .buttonStyle, .tabViewStyle, .onDelete, .navigationDestination, .tabItem,
        .layoutPriority, .fixedSize, .ignoresSafeArea, .lineLimit,
    ]

    static func named(_ name: String) -> SwiftUIModifierKind? { all.first { $0.name == name } }
}

/// Where a SwiftUI callback writes: the scene's trace, under the name of the view it belongs to.
/// A callback of the file's tree (a gesture's `onEnded`, a `Button`'s action) writes one log line,
/// `<identifier> <what>` — `tile3 drag (gesture) onEnded` — so scripts, `expect:` and `why` see it
/// (ScenarioDecisions X19).
struct SwiftUICallbacks {
    let trace: Trace?
    /// The name of the view being made (`SwiftUIViewSpec.ownerName`).
    let owner: String
    /// The views of its view arguments, by label (`NavigationLink`'s `destination`).
    var views: [String: AnyView] = [:]
    /// The names of the view's modifiers, for the kinds that apply one themselves (`ForEach`'s
    /// `onDelete`, ScenarioDecisions X28).
    var modifierNames: [String] = []
    /// A closure that writes `what` under the owner's name.
    func callback(_ what: String) -> () -> Void {
        let trace = trace, owner = owner
        return { trace?.log(owner, what) }
    }
    /// A closure that writes `<owner> <what> <value>` (a destination's value, ScenarioDecisions X29).
    func valueCallback(_ what: String) -> (String) -> Void {
        let trace = trace, owner = owner
        return { value in trace?.log(owner, "\(what) \(value)") }
    }
    /// An `onDelete` action that writes `<owner> onDelete [offsets]` (ScenarioDecisions X28).
    func offsets(_ what: String) -> (IndexSet) -> Void {
        let trace = trace, owner = owner
        return { offsets in trace?.log(owner, "\(what) [\(offsets.map { String($0) }.joined(separator: ", "))]") }
    }
    /// A binding of the file's tree: starts at `initial`, and each value written to it writes
    /// `<owner> <what(value)>` — `wifi (Toggle) isOn true` (ScenarioDecisions X22).
    func binding<Value>(_ initial: Value, _ what: @escaping (Value) -> String) -> Binding<Value> {
        let trace = trace, owner = owner
        let box = SwiftUIBindingBox(initial)
        return Binding(get: { box.value }, set: { box.value = $0; trace?.log(owner, what($0)) })
    }
}

/// The storage of a binding made from a file: the `@State` its code would declare.
final class SwiftUIBindingBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// What a modifier needs to make its views: the callbacks of the view it modifies and a way to
/// make the views it takes (`background`, `overlay`).
struct SwiftUIBuild {
    let callbacks: SwiftUICallbacks
    let makeView: (SwiftUIViewSpec) -> AnyView
}
