import Foundation

// SwiftUI's three compositions of two gestures, with their value types (Apple, "Composing SwiftUI
// gestures", `SimultaneousGesture`, `SequenceGesture`, `ExclusiveGesture`; SwiftUIDecisions SU13).
// A composed gesture is one gesture to the modifiers: one attachment, one recogniser from iOS 18.

/// Two gestures recognised at the same time: the value has each part's latest value, `nil` until
/// that part has one. It succeeds once both parts are decided and one of them succeeded.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The parts' latest values.
    public struct Value {
        /// The first gesture's value, if it has one yet.
        public var first: First.Value?
        /// The second gesture's value, if it has one yet.
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public func _makeRecipe() -> GestureRecipe {
        var recipe = GestureRecipe(.composed(.simultaneous, first._makeRecipe(), second._makeRecipe()))
        recipe.buildValue = { _, a, b in Value(first: a.flatMap { $0 as? First.Value }, second: b.flatMap { $0 as? Second.Value }) }
        return recipe
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that runs `second` once `first` has succeeded: `.first(value)` while the first runs,
/// `.second(firstValue, secondValue)` after it (`nil` until the second has a value). It fails if
/// either part fails: no `onEnded` (a drag that never reaches its minimum distance ends nothing).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first gesture succeeded with the first value; the second has the second, if any yet.
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public func _makeRecipe() -> GestureRecipe {
        var recipe = GestureRecipe(.composed(.sequence, first._makeRecipe(), second._makeRecipe()))
        recipe.buildValue = { stage, a, b in
            guard let a = a.flatMap({ $0 as? First.Value }) else { return nil }
            return stage == 0 ? Value.first(a) : Value.second(a, b.flatMap { $0 as? Second.Value })
        }
        return recipe
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that is `first` if it succeeds, else `second`: the second goes only once the first
/// has failed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which part went, with its value.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public func _makeRecipe() -> GestureRecipe {
        var recipe = GestureRecipe(.composed(.exclusive, first._makeRecipe(), second._makeRecipe()))
        recipe.buildValue = { stage, a, b in
            if stage == 0 { return a.flatMap { $0 as? First.Value }.map { Value.first($0) } }
            return b.flatMap { $0 as? Second.Value }.map { Value.second($0) }
        }
        return recipe
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
