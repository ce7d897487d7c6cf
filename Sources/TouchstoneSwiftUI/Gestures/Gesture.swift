import Foundation

/// A SwiftUI gesture: a description of what to recognise and what to call, attached to a view
/// with `gesture(_:including:)`, `highPriorityGesture(_:including:)` or
/// `simultaneousGesture(_:including:)`.
///
/// Recognition and precedence follow the device's architecture (<doc:HostingGestureArchitecture>,
/// <doc:PerGestureArchitecture>). `onEnded` is called only when the gesture succeeds: never when
/// it fails or is cancelled (Apple's documentation; SwiftUIDecisions SU5).
///
/// A custom gesture is written as in SwiftUI, with a `body` made of other gestures
/// (`struct Swipe: Gesture { var body: some Gesture { DragGesture(minimumDistance: 30) } }`): it
/// is recognised as its body is, under the name of the body's gesture (SwiftUIDecisions SU33).
public protocol Gesture<Value> {
    /// The gesture a custom gesture is made of (`Never` for the library's own gestures).
    associatedtype Body: Gesture = Never
    /// What the gesture reports (`Void` for a tap, `Bool` for a long press, `DragGesture.Value`);
    /// a custom gesture reports its body's.
    associatedtype Value = Body.Value
    /// The content of a custom gesture.
    var body: Body { get }
    /// How the gesture is recognised and whom it calls (the library's own description).
    func _makeRecipe() -> GestureRecipe
}

/// The library's own gestures have no body.
extension Gesture where Body == Never {
    /// Never called: the gesture describes itself with `_makeRecipe()`.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// A custom gesture is recognised as its body is.
extension Gesture where Value == Body.Value {
    public func _makeRecipe() -> GestureRecipe { body._makeRecipe() }
}

/// The body of a primitive gesture.
extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecipe() -> GestureRecipe { fatalError("Never has no gesture") }
}

/// What a gesture recognises and the callbacks it carries, in the order they were added.
public struct GestureRecipe {
    enum Kind {
        case tap(count: Int)
        case longPress(minimumDuration: Double, maximumDistance: CGFloat)
        case drag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
        /// A `Button`'s press: recognised at a lift inside the label.
        case button
        /// Two fingers pinching (`MagnifyGesture`) or turning (`RotateGesture`): run by the
        /// engine's pinch and rotation recognisers, not by a gesture machine (SU17).
        case magnify
        case rotate
        /// Two gestures composed (`simultaneously`, `sequenced`, `exclusively`; SU13).
        indirect case composed(Composition, GestureRecipe, GestureRecipe)
    }

    /// How a composed gesture runs its two parts (SU13).
    enum Composition {
        /// Both at once (`simultaneously(with:)`).
        case simultaneous
        /// The second once the first has succeeded (`sequenced(before:)`).
        case sequence
        /// The first, else the second (`exclusively(before:)`).
        case exclusive
    }
    var kind: Kind
    var onChanged: [(Any) -> Void] = []
    var onEnded: [(Any) -> Void] = []
    /// `.updating` callbacks (each writes its `GestureState`).
    var updaters: [(Any) -> Void] = []
    /// Put each `GestureState` back to its initial value.
    var resetters: [() -> Void] = []
    /// `onLongPressGesture`'s `onPressingChanged`.
    var pressing: [(Bool) -> Void] = []
    /// A `SpatialTapGesture`'s coordinate space: the tap reports where it was (SU14).
    var spatialSpace: CoordinateSpace?
    /// A composed gesture's value from its parts' latest values: `stage` is the part a sequence
    /// is in, or the part an exclusive gesture chose (SU13).
    var buildValue: ((_ stage: Int, _ first: Any?, _ second: Any?) -> Any?)?

    init(_ kind: Kind) { self.kind = kind }

    /// The gesture's short name in traces (`tap`, `doubleTap`, `longPress`, `drag`, `button`).
    var kindName: String {
        switch kind {
        case let .tap(count): count == 1 ? "tap" : count == 2 ? "doubleTap" : "tap×\(count)"
        case .longPress: "longPress"
        case .drag: "drag"
        case .button: "button"
        case .magnify: "magnify"
        case .rotate: "rotate"
        case let .composed(composition, first, second):
            switch composition {
            case .simultaneous: "\(first.kindName)+\(second.kindName)"
            case .sequence: "\(first.kindName)→\(second.kindName)"
            case .exclusive: "\(first.kindName)|\(second.kindName)"
            }
        }
    }

    /// Whether the gesture reports changes after it goes (a drag; a sequence, which runs its
    /// second part after the first; a composition with a continuous part) or ends as it goes.
    /// Whether the gesture runs on the engine's two-finger recognisers (SU17).
    var isTwoFinger: Bool {
        switch kind {
        case .magnify, .rotate: true
        default: false
        }
    }

    /// Whether the gesture goes only after the finger moved: a drag with a minimum distance, or
    /// a composition whose parts all wait so (SU20).
    var waitsForMovement: Bool {
        switch kind {
        case let .drag(minimumDistance, _): minimumDistance > 0
        case .magnify, .rotate: true
        case .tap, .longPress, .button: false
        case let .composed(_, first, second): first.waitsForMovement && second.waitsForMovement
        }
    }

    var isContinuous: Bool {
        switch kind {
        case .drag, .magnify, .rotate: true
        case .tap, .longPress, .button: false
        case let .composed(composition, first, second):
            composition == .sequence || first.isContinuous || second.isContinuous
        }
    }
}

/// A gesture that also calls `action` with each new value while it runs.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    public func _makeRecipe() -> GestureRecipe {
        var recipe = content._makeRecipe()
        let action = action
        recipe.onChanged.append { if let v = $0 as? Value { action(v) } }
        return recipe
    }
}

/// A gesture that also calls `action` with its final value when it succeeds.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    public func _makeRecipe() -> GestureRecipe {
        var recipe = content._makeRecipe()
        let action = action
        recipe.onEnded.append { if let v = $0 as? Value { action(v) } }
        return recipe
    }
}

/// A gesture that writes a `GestureState` while it runs; the state is put back when it ends.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void
    public func _makeRecipe() -> GestureRecipe {
        var recipe = base._makeRecipe()
        let storage = state.storage, update = update
        recipe.updaters.append { value in
            guard let v = value as? Value else { return }
            var s = storage.value
            var transaction = Transaction()
            update(v, &s, &transaction)
            storage.value = s
        }
        recipe.resetters.append { storage.reset() }
        return recipe
    }
}

extension Gesture {
    /// Calls `action` with each new value while the gesture runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self, action: action) }
    /// Calls `action` with the final value when the gesture succeeds (never on failure or cancellation).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }
    /// Sets `state` from each new value while the gesture runs; `state` is back at its initial
    /// value once the gesture ends, fails or is cancelled.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}

/// Which gestures a gesture modifier leaves on: its own (`.gesture`), those of the views inside
/// (`.subviews`), both (`.all`, the default) or none.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The coordinates a gesture reports in: the view's own (`.local`) or the window's (`.global`;
/// a named space is taken as global in this version).
public enum CoordinateSpace: Sendable, Hashable {
    case local
    case global
    case named(String)
}
