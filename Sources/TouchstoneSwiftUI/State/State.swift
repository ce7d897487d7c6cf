import Foundation

/// A value a view owns, with SwiftUI's name and spelling (`@State private var count = 0`).
///
/// The value lives in storage shared by every copy of the view, kept by the hosting controller
/// under the view's structural identity, so the view rebuilt after a change finds it again; a
/// change that is not equal to the old value re-renders the screen at the end of the event turn
/// (SwiftUIDecisions SU37).
@propertyWrapper
public struct State<Value> {
    final class Storage: KeptValue<Value> {}
    let storage: Storage

    /// State starting at `wrappedValue`.
    public init(wrappedValue value: Value) { storage = Storage(value) }
    /// State starting at `value`.
    public init(initialValue value: Value) { storage = Storage(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value, to hand to a child view (`$count`).
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at `nil`.
    public init() { storage = Storage(nil) }
}

/// A reference to a value owned elsewhere (`@Binding var isOn: Bool`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding reading and writing through the two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    /// A binding to the same value (`init(projectedValue:)` of property wrappers).
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { var v = get(); v[keyPath: keyPath] = $0; set(v) })
    }
}

/// A value a gesture sets while it runs (`@GestureState var offset = CGSize.zero`, set by
/// `.updating($offset)`), back at its initial value when the gesture ends, fails or is cancelled
/// (Apple's documentation of `GestureState`; SwiftUIDecisions SU5).
@propertyWrapper
public struct GestureState<Value> {
    final class Storage: KeptValue<Value> {
        /// Back to the initial value (SU5).
        func reset() { value = initialValue }
    }
    let storage: Storage

    /// Gesture state whose initial value is `wrappedValue`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// Gesture state whose initial value is `initialValue`.
    public init(initialValue: Value) { storage = Storage(initialValue) }
    /// Gesture state with a reset transaction (transactions are not modelled).
    public init(wrappedValue: Value, resetTransaction: Transaction) { storage = Storage(wrappedValue) }
    /// Gesture state with a reset transaction (transactions are not modelled).
    public init(initialValue: Value, resetTransaction: Transaction) { storage = Storage(initialValue) }
    /// Gesture state whose reset calls `reset` with the value and a transaction (neither is
    /// modelled beyond the value going back to its initial one).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { storage = Storage(wrappedValue) }
    /// Gesture state whose reset calls `reset` (see ``init(wrappedValue:reset:)``).
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { storage = Storage(initialValue) }

    /// The current value: set only by the gesture's `updating` callback.
    public var wrappedValue: Value { storage.value }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional gesture state starting at `nil`, as SwiftUI has it: `@GestureState var location: CGPoint?`.
    public init(resetTransaction: Transaction = Transaction()) { storage = Storage(nil) }
    /// Optional gesture state starting at `nil`, with a reset callback.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { storage = Storage(nil) }
}

/// The context of a state change (animations are not modelled; it carries nothing).
public struct Transaction: Sendable {
    public init() {}
    /// The animation of the change.
    public var animation: Animation?
}

extension State: StateProperty { var stateBox: StateBox { storage } }
extension GestureState: StateProperty { var stateBox: StateBox { storage } }
