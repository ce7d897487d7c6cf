import Foundation

/// The storage of a `@State` or `@GestureState`, as the hosting controller keeps it: a view made
/// again by a re-render has fresh storage, which adopts the storage kept under the same
/// structural identity, so reads and writes go there (SwiftUIDecisions SU37).
class StateBox {
    /// The store that keeps this storage and re-renders when it changes.
    weak var store: StateStore?
    /// The property's name in traces: `ContentView.offset`.
    var label = ""

    /// Reads and writes through `kept` from now on; false when `kept` is another kind of storage
    /// (another view now stands at that place).
    func adopt(_ kept: StateBox) -> Bool { false }

    /// The value changed: the store's screen re-renders.
    func changed() { store?.stateChanged(label) }
}

/// The storage of one kept value (`State`, `GestureState`): the value it started with, and the
/// current one, read and written in the canonical storage once this one was made again by a
/// re-render (SU37). It adopts only storage of its own class, so a `State` never takes over a
/// `GestureState` kept at the same place.
class KeptValue<Value>: StateBox {
    private var own: Value
    private let initial: Value
    private var canonical: KeptValue<Value>?
    init(_ value: Value) { own = value; initial = value }

    var value: Value {
        get { canonical?.own ?? own }
        set {
            let target = canonical ?? self
            let same = sameValue(target.own, newValue)
            target.own = newValue
            if !same { target.changed() }
        }
    }

    /// The value the canonical storage started with.
    var initialValue: Value { (canonical ?? self).initial }

    override func adopt(_ kept: StateBox) -> Bool {
        guard type(of: kept) == type(of: self), let kept = kept as? KeptValue<Value>, kept !== self else { return false }
        canonical = kept
        return true
    }
}

/// A dynamic property found on a view by reflection: `State`, `GestureState`.
protocol StateProperty {
    var stateBox: StateBox { get }
}

/// Whether two values are equal, for values that are `Equatable`; others always count as changed
/// (SwiftUI compares what it can, SU37).
func sameValue<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// The state of one hosting controller's screen, by structural identity: the path of a view
/// through the tree (branches, `ForEach` ids, positions in a `@ViewBuilder` block, view types), as
/// SwiftUI identifies views it has not been given an explicit id for (Apple, "Demystify SwiftUI",
/// WWDC21: structural identity). Storage of views no longer built is dropped with them.
final class StateStore {
    private var boxes: [String: StateBox] = [:]
    private var objects: [String: AnyObject] = [:]
    private var seen: Set<String> = []
    /// The publishers of the observable objects the screen reads, by the key of the property
    /// that reads each (SU53): one the build no longer visits is no longer listened to.
    private var observed: [String: ObservableObjectPublisher] = [:]
    /// The identities of `GeometryReader`s built in this build: their content is built after the
    /// build ends, when laid out, so the state under them is kept until then (SU47).
    private var pending: [String] = []
    /// Hears a change of a kept value (the label of the property).
    var onChange: ((String) -> Void)?

    /// Keeps `box` under `key`, or makes it read through the storage already kept there.
    func link(_ box: StateBox, key: String, label: String) {
        seen.insert(key)
        if let kept = boxes[key], kept === box || box.adopt(kept) { return }
        boxes[key] = box
        box.store = self
        box.label = label
    }

    /// The object kept under `key` (a navigation stack's controller), made by `make` the first time.
    func object<T: AnyObject>(_ key: String, make: () -> T) -> T {
        seen.insert(key)
        if let kept = objects[key] as? T { return kept }
        let made = make()
        objects[key] = made
        return made
    }

    func stateChanged(_ label: String) { onChange?(label) }

    /// Listens to `publisher` for the property kept under `key` (SU53).
    func observe(_ publisher: ObservableObjectPublisher, key: String, label: String) {
        seen.insert(key)
        if let old = observed[key], old !== publisher { old.stopObserving(by: self, key: key) }
        observed[key] = publisher
        publisher.observe(by: self, key: key, label: label)
    }

    /// A build starts: what it does not visit is dropped when it ends.
    func beginBuild() { seen = []; pending = [] }

    /// Keeps the state whose key starts with `prefix` through the end of this build (SU47).
    func keepPending(prefix: String) { pending.append(prefix) }

    /// A build ended: storage of views it did not build is dropped (their state starts again).
    func endBuild() {
        boxes = boxes.filter { kept($0.key) }
        objects = objects.filter { kept($0.key) }
        for (key, publisher) in observed where !kept(key) {
            publisher.stopObserving(by: self, key: key)
            observed[key] = nil
        }
    }

    private func kept(_ key: String) -> Bool {
        seen.contains(key) || pending.contains { $0.isEmpty || key.hasPrefix($0 + "/") || key.hasPrefix($0 + ".") }
    }
}
