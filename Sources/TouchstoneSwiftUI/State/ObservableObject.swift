import Foundation

/// An object whose changes re-render the screens that read it, with SwiftUI's (Combine's) name:
/// `final class Model: ObservableObject { @Published var count = 0 }`.
///
/// A screen reads one through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`; each
/// `objectWillChange.send()` — which every set of a `@Published` property sends first — marks
/// those screens for a re-render at the end of the event turn, exactly as a `@State` change does
/// (SwiftUIDecisions SU37, SU53). There is no Combine here: `objectWillChange` is an
/// ``ObservableObjectPublisher`` (the type Combine gives a class with `@Published` properties),
/// found through the object's `@Published` properties; an object without any declares its own,
/// `let objectWillChange = ObservableObjectPublisher()`, as Combine code may.
public protocol ObservableObject: AnyObject {
    /// Sent before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties (made the first time it is
    /// asked for). An object with no `@Published` property gets a new publisher each time, which
    /// no screen hears: such an object declares its own (SU53).
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children { if let p = child.value as? PublishedProperty { storages.append(p.publishedStorage) } }
            mirror = m.superclassMirror
        }
        let publisher = storages.lazy.compactMap(\.publisher).first ?? ObservableObjectPublisher()
        for s in storages where s.publisher == nil { s.publisher = publisher }
        return publisher
    }
}

/// What an `ObservableObject` sends before it changes (Combine's `ObservableObjectPublisher`):
/// the screens that read the object hear it and re-render (SU53).
public final class ObservableObjectPublisher {
    /// The screens that read an object of this publisher, with the property they read it
    /// through, in the order they started to (so the trace's list of changes is stable).
    private var observers: [(store: WeakStore, key: String, label: String)] = []

    /// A publisher no screen hears yet.
    public init() {}

    /// Tells every screen that reads the object that it is about to change.
    public func send() {
        observers.removeAll { $0.store.store == nil }
        for o in observers { o.store.store?.stateChanged(o.label) }
    }

    /// `store` reads the object through the property kept under `key` (named `label` in traces).
    func observe(by store: StateStore, key: String, label: String) {
        guard !observers.contains(where: { $0.store.store === store && $0.key == key }) else { return }
        observers.append((WeakStore(store), key, label))
    }

    func stopObserving(by store: StateStore, key: String) {
        observers.removeAll { $0.store.store === store && $0.key == key }
    }
}

/// A screen's state store, held weakly by the publishers it listens to.
struct WeakStore {
    weak var store: StateStore?
    init(_ store: StateStore) { self.store = store }
}

/// A property of an `ObservableObject` that announces its changes (Combine's `@Published`):
/// each set sends the object's `objectWillChange` first, even a set of an equal value (Apple,
/// `Published`: "publishing occurs in the property's willSet block") (SU53). Its projected
/// publisher (`$count`) is Combine's and not modelled.
@propertyWrapper
public struct Published<Value> {
    let storage: Storage

    final class Storage: PublishedStorage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { storage = Storage(initialValue) }

    /// Only a class's property can be published: the value is read and set through the object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// Reads and sets the value of `object`'s property, sending its `objectWillChange` before a set.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if let observable = object as? any ObservableObject {
                observable.objectWillChange.send()
            } else {
                storage.publisher?.send()
            }
            storage.value = newValue
        }
    }
}

/// The storage of a `@Published` property, with the publisher of its object once asked for.
class PublishedStorage {
    var publisher: ObservableObjectPublisher?
}

/// A `@Published` property found on an object by reflection.
protocol PublishedProperty {
    var publishedStorage: PublishedStorage { get }
}

extension Published: PublishedProperty { var publishedStorage: PublishedStorage { storage } }
