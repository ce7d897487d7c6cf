import Foundation
import Touchstone
import TouchstoneSwiftUI

// Showing a `swiftui:` tree (ScenarioDecisions X17): a `UIHostingController` whose root view is
// the tree made by `SwiftUIViewBuilder`, as the window's root controller or with its view filling
// a UIKit view of the scenario. The device's profile and `sdk:` choose the gesture architecture
// (SwiftUIDecisions SU1); nothing here runs for a scenario without `swiftui:`.
extension Scene {
    /// The hosting controller of `spec`, its view named `root` (the screen's root view).
    func swiftUIHostingController(_ spec: SwiftUISceneSpec) -> UIViewController {
        let host = UIHostingController(rootView: SwiftUIViewBuilder.view(spec.rootView, trace: device.trace))
        host.view.accessibilityIdentifier = "root"
        host.traceIdentifier = "root.controller"
        swiftUIHost = host
        return host
    }

    /// The hosting view of `spec` inside the UIKit view `host`, filling its bounds, named `<id>.hosting`.
    func embedSwiftUI(_ spec: SwiftUISceneSpec, in host: UIView, id: String) {
        let controller = UIHostingController(rootView: SwiftUIViewBuilder.view(spec.rootView, trace: device.trace))
        controller.view.frame = host.bounds
        controller.view.accessibilityIdentifier = "\(id).hosting"
        controller.traceIdentifier = "\(id).hosting.controller"
        host.addSubview(controller.view)
        controller.view.layoutIfNeeded()
        swiftUIHost = controller
    }

    /// Every view of the tree that has an identifier, by it; and the hosting view.
    func registerSwiftUIViews(_ spec: SwiftUISceneSpec) {
        guard let hosting = swiftUIHost?.view else { return }
        hosting.layoutIfNeeded()
        register(swiftUIView: hosting, id: hosting.accessibilityIdentifier ?? "root")
        let wanted = Set(spec.identifiers)
        var stack = Array(hosting.subviews.reversed())
        while let v = stack.popLast() {
            if let id = v.accessibilityIdentifier, wanted.contains(id) { register(swiftUIView: v, id: id) }
            stack += v.subviews.reversed()
        }
    }

    /// The hosting controller's build error (a tree refused for its size or depth), if any.
    var swiftUIBuildError: String? {
        (swiftUIHost as? UIHostingController<AnyView>)?.buildError.map { "\($0)" }
    }
}
