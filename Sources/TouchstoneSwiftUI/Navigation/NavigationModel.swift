import Foundation

/// What a `NavigationStack` is on the engine: a `UINavigationController`, as SwiftUI's is on
/// iOS, whose screens are hosting controllers; it keeps the destinations registered by
/// `navigationDestination(for:destination:)` and pushes for `NavigationLink` (SwiftUIDecisions SU39).
///
/// The navigation controller brings UIKit's back swipes with it: the edge swipe
/// (`interactivePopGestureRecognizer`) on every profile, and the content swipe
/// (`interactiveContentPopGestureRecognizer`) on iOS 26 for an app linked on the iOS 26 SDK
/// (rules §9.5, ProfileDecisions V19), each per the device's profile.
final class NavigationModel: UINavigationControllerDelegate {
    let navigationController: UINavigationController
    let rootHost: UIHostingController<AnyView>
    private var destinations: [ObjectIdentifier: (Any) -> AnyView?] = [:]
    /// A `NavigationStack(path:)`'s binding, as values: the stack follows it and keeps it
    /// up to date (SU42).
    var path: PathBinding?
    /// The path values of the screens pushed for the path, in order.
    private var pushedForPath: [(value: AnyHashable, host: UIViewController)] = []

    init() {
        rootHost = UIHostingController(rootView: AnyView(EmptyView()))
        navigationController = UINavigationController(rootViewController: rootHost)
        rootHost.navigation = self
        navigationController.delegate = self
    }

    /// Pushes and pops so that the screens pushed for the path show the path's values: the
    /// common start is kept, the rest popped, the new values pushed (SU42).
    func followPath() {
        guard let path else { return }
        let values = path.get()
        var common = 0
        while common < min(values.count, pushedForPath.count), values[common] == pushedForPath[common].value { common += 1 }
        if common < pushedForPath.count {
            let keep: UIViewController = common == 0 ? rootHost : pushedForPath[common - 1].host
            pushedForPath.removeLast(pushedForPath.count - common)
            _ = navigationController.popToViewController(keep, animated: values.count == common)
        }
        for value in values.dropFirst(common) {
            guard let view = destination(for: value.base) else { break }
            let host = makeHost(view)
            pushedForPath.append((value, host))
            navigationController.pushViewController(host, animated: true)
        }
    }

    /// A screen pushed for the path was popped (the back swipe, the back button): the path
    /// loses its last values (SU42).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let shown = navigationController.viewControllers
        let kept = pushedForPath.prefix { entry in shown.contains { $0 === entry.host } }.count
        guard kept < pushedForPath.count else { return }
        pushedForPath.removeLast(pushedForPath.count - kept)
        path?.keep(kept)
    }

    /// The environment objects of the screen that holds the stack: its screens inherit them (SU54).
    var environmentObjects: [ObjectIdentifier: AnyObject] = [:]

    /// The stack's root view, set at every build of the screen that holds the stack.
    func show(root: AnyView) {
        rootHost.inheritedEnvironmentObjects = environmentObjects
        rootHost.rootView = root
    }

    /// Registers the destination of values of type `D` (the latest registration wins).
    func register<D>(_ type: D.Type, _ make: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { ($0 as? D).map(make) }
    }

    /// Pushes the destination registered for `value`'s type; with none, nothing is pushed and the
    /// trace says why (SwiftUI logs that no destination matches and stays put).
    func push(value: Any) {
        if let path, path.append(value) { return }
        guard let view = destination(for: value) else {
            trace(.error, "NavigationLink not followed",
                  cause: "no navigationDestination(for: \(type(of: value)).self) in the NavigationStack")
            return
        }
        push(view)
    }

    private func destination(for value: Any) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value))]?(value)
    }

    /// Pushes a screen showing `view`, animated, as `NavigationLink` does.
    func push(_ view: AnyView) {
        navigationController.pushViewController(makeHost(view), animated: true)
    }

    private func makeHost(_ view: AnyView) -> UIViewController {
        let host = UIHostingController(rootView: view)
        host.navigation = self
        host.inheritedEnvironmentObjects = environmentObjects
        return host
    }

    private func trace(_ kind: TraceEntry.Kind, _ message: String, cause: String) {
        navigationController.viewIfLoaded?.window?.application?.device?.trace
            .record(kind, navigationController.traceName, message, cause: cause)
    }
}

/// A `NavigationStack(path:)` binding seen as values (SU42).
struct PathBinding {
    /// The path's values.
    var get: () -> [AnyHashable]
    /// Appends `value` when it is of the path's element type; false otherwise.
    var append: (Any) -> Bool
    /// Keeps the first `count` values.
    var keep: (Int) -> Void
}
