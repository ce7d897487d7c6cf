import Foundation

/// An observable object a view owns, with SwiftUI's name and spelling
/// (`@StateObject private var model = Model()`).
///
/// The object is made once, the first time the view is built at its place in the tree, and kept
/// by the hosting controller under the view's structural identity like a `@State` (a view made
/// again by a re-render reads the kept object; the expression is not evaluated again); when the
/// view leaves the tree the object goes with its storage. Every `objectWillChange` of the object
/// re-renders the screen at the end of the event turn (Apple, `StateObject`: "SwiftUI creates a
/// new instance of the model object only once during the lifetime of the container that declares
/// the state object"; SwiftUIDecisions SU53).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    final class Storage: StateBox {
        private let make: () -> ObjectType
        private var made: ObjectType?
        private var canonical: Storage?
        init(_ make: @escaping () -> ObjectType) { self.make = make }

        /// The kept object, made the first time it is read.
        var object: ObjectType {
            if let canonical { return canonical.object }
            if let made { return made }
            let object = make()
            made = object
            return object
        }

        override func adopt(_ kept: StateBox) -> Bool {
            guard let kept = kept as? Storage, kept !== self else { return false }
            canonical = kept
            return true
        }
    }
    let storage: Storage

    /// State whose object `thunk` makes, once.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties (`$model.isOn`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: storage.object) }
}

/// An observable object a view is given, with SwiftUI's name and spelling
/// (`@ObservedObject var model: Model`): the view does not own it, and every `objectWillChange`
/// of it re-renders the screens that read it (Apple, `ObservedObject`; SwiftUIDecisions SU53).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to the properties of an observed object (`$model.isOn`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A property on a view that reads an observable object: the screen listens to the object's
/// publisher while the view is built (SU53).
protocol ObservingProperty {
    /// The publisher to listen to, resolving the object in `context` first (an environment
    /// object); `nil` with the context's error set when it cannot be found.
    func publisher(in context: BuildContext) -> ObservableObjectPublisher?
}

extension StateObject: StateProperty, ObservingProperty {
    var stateBox: StateBox { storage }
    func publisher(in context: BuildContext) -> ObservableObjectPublisher? { storage.object.objectWillChange }
}

extension ObservedObject: ObservingProperty {
    func publisher(in context: BuildContext) -> ObservableObjectPublisher? { wrappedValue.objectWillChange }
}
