import Foundation

/// An observable object an ancestor put in the environment with `.environmentObject(_:)`, with
/// SwiftUI's name and spelling (`@EnvironmentObject var settings: Settings`): found by its type
/// when the view is built; every `objectWillChange` of it re-renders the screen (Apple,
/// `EnvironmentObject`; SwiftUIDecisions SU53).
///
/// When no ancestor provides one, SwiftUI stops the app ("No ObservableObject of type Settings
/// found"); here the screen is not built and the error says which type is missing
/// (``SwiftUIBuildError/missingEnvironmentObject(type:view:)``, SU54). The tabs of a `TabView`
/// and the screens of a `NavigationStack`, each built by a hosting controller of its own, inherit
/// the environment objects of the screen that holds them (SU54).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    final class Storage {
        var object: ObjectType?
    }
    let storage = Storage()

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object. Read while the view's body is built, after the library found it.
    public var wrappedValue: ObjectType {
        guard let object = storage.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$settings.isOn`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: ObservingProperty {
    func publisher(in context: BuildContext) -> ObservableObjectPublisher? {
        guard let object = context.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            context.fail(.missingEnvironmentObject(type: String(describing: ObjectType.self), view: context.observingView))
            return nil
        }
        storage.object = object
        return object.objectWillChange
    }
}

extension View {
    /// Puts `object` in the environment of this view and its content, for their
    /// `@EnvironmentObject` properties of its type (SU53).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentObjectView(content: self, object: object)
    }
}

/// A view with an environment object set for its content (SU53).
struct EnvironmentObjectView<Content: View, T: ObservableObject>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let object: T
    var body: Never { fatalError("primitive view") }

    func makeNodes(_ context: BuildContext) -> [Node] {
        let key = ObjectIdentifier(T.self)
        let saved = context.environmentObjects[key]
        context.environmentObjects[key] = object
        defer { context.environmentObjects[key] = saved }
        return context.descend { content.nodes($0) }
    }
}
