import Foundation

/// What a `NavigationStack` is on the engine: a `UINavigationController`, as SwiftUI's is on
/// iOS, whose screens are hosting controllers; it keeps the destinations registered by
/// `navigationDestination(for:destination:)` and pushes for `NavigationLink` (SwiftUIDecisions SU39).
///
/// The navigation controller brings UIKit's back swipes with it: the edge swipe
/// (`interactivePopGestureRecognizer`) on every profile, and the content swipe
/// (`interactiveContentPopGestureRecognizer`) on iOS 26 for an app linked on the iOS 26 SDK
/// (rules §9.5, ProfileDecisions V19), each per the device's profile.
final class NavigationModel {
    let navigationController: UINavigationController
    let rootHost: UIHostingController<AnyView>
    private var destinations: [ObjectIdentifier: (Any) -> AnyView?] = [:]

    init() {
        rootHost = UIHostingController(rootView: AnyView(EmptyView()))
        navigationController = UINavigationController(rootViewController: rootHost)
        rootHost.navigation = self
    }

    /// The stack's root view, set at every build of the screen that holds the stack.
    func show(root: AnyView) { rootHost.rootView = root }

    /// Registers the destination of values of type `D` (the latest registration wins).
    func register<D>(_ type: D.Type, _ make: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { ($0 as? D).map(make) }
    }

    /// Pushes the destination registered for `value`'s type; with none, nothing is pushed and the
    /// trace says why (SwiftUI logs that no destination matches and stays put).
    func push(value: Any) {
        guard let view = destinations[ObjectIdentifier(type(of: value))]?(value) else {
            trace(.error, "NavigationLink not followed",
                  cause: "no navigationDestination(for: \(type(of: value)).self) in the NavigationStack")
            return
        }
        push(view)
    }

    /// Pushes a screen showing `view`, animated, as `NavigationLink` does.
    func push(_ view: AnyView) {
        let host = UIHostingController(rootView: view)
        host.navigation = self
        navigationController.pushViewController(host, animated: true)
    }

    private func trace(_ kind: TraceEntry.Kind, _ message: String, cause: String) {
        navigationController.viewIfLoaded?.window?.application?.device?.trace
            .record(kind, navigationController.traceName, message, cause: cause)
    }
}
