import Foundation

/// A navigation stack's path of values of any `Hashable` types, with SwiftUI's name and API
/// (`@State private var path = NavigationPath()`, `path.append(park)`, `path.removeLast()`):
/// given to `NavigationStack(path:)`, each value is a pushed screen, made by the
/// `navigationDestination(for:)` of its type (Apple, `NavigationPath`; SwiftUIDecisions SU55).
///
/// Removing more values than the path has is SwiftUI's trap; here it removes them all and the
/// trace of the stack says nothing more (the path is a value: it has no trace), so a careless
/// `removeLast(5)` of a two-screen path pops to the root (SU55).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values (pushed screens).
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends `value`: the stack pushes the screen its type's destination makes.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes the last `k` values (all of them when the path has fewer: SU55).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(0, k), elements.count)) }
}

extension NavigationStack {
    /// A stack whose pushed screens follow a `NavigationPath`: a `NavigationLink(value:)` of any
    /// type with a destination appends to it, a pop removes from its end, and a change the app
    /// makes to it pushes or pops to match (SU42, SU55).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathBinding(
            get: { path.wrappedValue.elements },
            append: { value in
                guard let value = value as? any Hashable else { return false }
                path.wrappedValue.elements.append(AnyHashable(value))
                return true
            },
            keep: { count in path.wrappedValue.elements = Array(path.wrappedValue.elements.prefix(count)) })
    }
}
