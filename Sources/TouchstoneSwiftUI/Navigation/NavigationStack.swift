import Foundation

/// A stack of screens with SwiftUI's name: the root view, with screens pushed by `NavigationLink`,
/// shown in a `UINavigationController` so UIKit's back swipes apply per the device's profile
/// (SwiftUIDecisions SU39). The controller is kept across re-renders by the stack's place in the
/// tree (SU37).
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: PathBinding?
    /// A stack whose root view is `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root(); path = nil }

    /// A stack whose pushed screens follow `path`: a `NavigationLink(value:)` of its element
    /// type appends to it, a pop removes from its end, and a change made to it by the app pushes
    /// or pops to match (SU42).
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = PathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            keep: { count in path.wrappedValue = Data(path.wrappedValue.prefix(count)) })
    }

    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        let key = context.identityKey + "/NavigationStack"
        let model = context.store?.object(key) { NavigationModel() } ?? NavigationModel()
        model.environmentObjects = context.environmentObjects
        model.show(root: AnyView(root))
        model.path = path
        context.stacks.append(model)
        return [context.made(Node(.controller(model.navigationController, name: "NavigationStack")))]
    }
}

/// A control that pushes a screen onto the enclosing `NavigationStack`: the destination view, or
/// the one `navigationDestination(for:destination:)` gives for its value. Its press is a
/// `Button`'s (SU10), named `label.button (NavigationLink)`; outside a stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Target { case value(Any?), view(() -> Destination) }
    let label: Label
    let target: Target

    /// A link that pushes the destination registered for `value`'s type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        target = .value(value)
    }

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// A link that pushes `destination` (the form deprecated in iOS 16, still common).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view({ destination })
    }

    public var body: Never { fatalError("primitive view") }

    func makeNodes(_ context: BuildContext) -> [Node] {
        let nodes = context.descend { label.nodes($0) }
        guard let navigation = context.navigation, !context.isDisabled, context.subviewGesturesEnabled else { return nodes }
        let target = target
        let push = { [weak navigation] in
            switch target {
            case let .value(value?): navigation?.push(value: value)
            case .value(nil): break
            case let .view(make): navigation?.push(AnyView(make()))
            }
        }
        // In a list row the link fills the row, as an automatic-style button does (SU30, SU39).
        return Button<EmptyView>.attachPress(push, named: "NavigationLink", to: nodes, in: context)
    }
}

extension NavigationLink where Label == Text {
    /// A text link that pushes the destination registered for `value`'s type.
    public init<P: Hashable>(_ title: String, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }

    /// A text link that pushes `destination`.
    public init(_ title: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension View {
    /// Says what a `NavigationLink(value:)` of type `D` pushes, anywhere in the stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        ModifiedView(content: self, environment: nil) { context, nodes in
            context.navigation?.register(D.self) { AnyView(destination($0)) }
            return nodes
        }
    }

    /// The screen's title in the navigation bar (its navigation item's `title`).
    public func navigationTitle(_ title: String) -> some View {
        ModifiedView(content: self, environment: nil) { context, nodes in
            context.navigationTitle = title
            return nodes
        }
    }

    /// Hides the back button of the screen this view is on, and with it the back swipe: UIKit's
    /// pop delegate gives no swipe to a screen without its back button (rules §9.3), and SwiftUI
    /// keeps that delegate (SwiftUIDecisions SU41).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ModifiedView(content: self, environment: nil) { context, nodes in
            context.hidesBackButton = hidesBackButton
            return nodes
        }
    }
}
