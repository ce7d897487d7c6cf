import Foundation

/// A UIKit view inside a SwiftUI screen, with SwiftUI's names: `makeUIView(context:)` makes it,
/// `updateUIView(_:context:)` brings it up to date, `makeCoordinator()` makes the object its
/// targets and delegates can talk to (SwiftUIDecisions SU15).
///
/// The view and its coordinator are made once for the representable's place in the tree and
/// kept across re-renders (its structural identity); every build of the screen after that calls
/// `updateUIView(_:context:)` on the same view (SwiftUIDecisions SU15, SU37). It is laid out at its `intrinsicContentSize` in the dimensions
/// that have one and at the size offered in the others, and it takes touches as a UIKit view:
/// its own hit-testing, its own recognisers and controls, arbitrated by the engine with the
/// SwiftUI gestures around it (<doc:HostingGestureArchitecture>, <doc:PerGestureArchitecture>).
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view shown.
    associatedtype UIViewType: UIView
    /// What `makeCoordinator()` makes (`Void` unless given).
    associatedtype Coordinator = Void
    /// What the two methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view, once per build of the screen.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this value; called after `makeUIView`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator, before `makeUIView`.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// Never called: the library shows the UIKit view.
    public var body: Never { fatalError("UIViewRepresentable has no body") }

    /// The representable's node: a wrapper, laid out as the UIKit view, holding it.
    func representableNodes(_ context: BuildContext) -> [Node] {
        let name = context.typeName(Self.self)
        let box = context.store?.object(context.identityKey + "/" + name) { KeptRepresentable() }
        if let uiView = box?.view as? UIViewType, let coordinator = box?.coordinator as? Coordinator {
            updateUIView(uiView, context: UIViewRepresentableContext<Self>(coordinator: coordinator))
            return [context.made(Node(.uiView(uiView, name: name, coordinator: coordinator)))]
        }
        let coordinator = makeCoordinator()
        let representableContext = UIViewRepresentableContext<Self>(coordinator: coordinator)
        let uiView = makeUIView(context: representableContext)
        updateUIView(uiView, context: representableContext)
        box?.view = uiView
        box?.coordinator = coordinator
        return [context.made(Node(.uiView(uiView, name: name, coordinator: coordinator)))]
    }
}

/// A representable's UIKit view and coordinator, kept by its structural identity (SU37).
final class KeptRepresentable {
    var view: UIView?
    var coordinator: Any?
}

/// What `makeUIView(context:)` and `updateUIView(_:context:)` are given: the coordinator.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// What `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
}
