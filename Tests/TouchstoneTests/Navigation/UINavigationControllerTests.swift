import Foundation
import Testing
@testable import Touchstone

@Suite("UINavigationController stack, containment and lifecycle (rules §9.1)")
struct UINavigationControllerTests {
    @Test func pushAndPopWithoutAnimationCallAppearanceMethodsInUIKitOrderInsideTheCall() throws {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a])
        device.trace.clear()
        nav.pushViewController(b, animated: false)
        #expect(device.lifecycle == ["nav push B", "A viewWillDisappear", "B viewWillAppear",
                                     "A viewDidDisappear", "B viewDidAppear"])
        #expect(nav.topViewController === b)
        #expect(b.view.superview === nav.view)
        #expect(a.view.superview == nil)
        device.trace.clear()
        let popped = nav.popViewController(animated: false)
        #expect(popped === b)
        #expect(device.lifecycle == ["nav pop to A", "B viewWillDisappear", "A viewWillAppear",
                                     "B viewDidDisappear", "A viewDidAppear"])
        #expect(nav.viewControllers.count == 1)
        #expect(b.navigationController == nil)
    }

    @Test func showingTheNavigationControllerForwardsAppearanceToTheTopController() {
        let a = NamedController("A"), b = NamedController("B")
        let device = Device()
        let nav = UINavigationController(rootViewController: a)
        nav.traceIdentifier = "nav"
        nav.pushViewController(b, animated: false)
        #expect(device.lifecycle.isEmpty)
        device.show(nav)
        #expect(device.lifecycle == ["nav viewWillAppear", "B viewWillAppear", "nav viewDidAppear", "B viewDidAppear"])
        #expect(!a.isViewLoaded)
    }

    @Test func childrenFindTheirNavigationControllerAndRespondersChainThroughIt() {
        let a = NamedController("A"), b = NamedController("B")
        let (_, nav) = makeNavigation([a, b])
        #expect(a.navigationController === nav)
        #expect(b.navigationController === nav)
        #expect(nav.children.count == 2)
        #expect(b.parent === nav)
        #expect(b.view.next === b)
        #expect(b.next === nav.view)
        #expect(nav.visibleViewController === b)
    }

    @Test func barsAreLaidOutUnderTheTopInsetAndAboveTheBottomInset() {
        let (_, nav) = makeNavigation([NamedController("A")])
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(nav.isToolbarHidden)
        #expect(nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(!nav.toolbar.isHidden)
        nav.isNavigationBarHidden = true
        #expect(nav.navigationBar.isHidden)
        #expect(nav.visibleNavigationBar == nil)
        #expect(nav.topViewController?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func popToRootSkipsMiddleControllersAndSetViewControllersReplacesTheStack() {
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        let (device, nav) = makeNavigation([a, b, c])
        device.trace.clear()
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped?.map(\.traceName) == ["B", "C"])
        #expect(device.lifecycle == ["nav pop to A", "C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear"])
        #expect(b.parent == nil && c.parent == nil)
        device.trace.clear()
        nav.viewControllers = [a, c]
        #expect(device.lifecycle == ["nav setViewControllers [A, C]", "A viewWillDisappear", "C viewWillAppear",
                                     "A viewDidDisappear", "C viewDidAppear"])
        #expect(nav.topViewController === c)
        #expect(c.navigationController === nav)
    }

    @Test func badStackOperationsAreReportedNotFatal() {
        let a = NamedController("A")
        let (device, nav) = makeNavigation([a])
        nav.pushViewController(a, animated: false)
        nav.pushViewController(UINavigationController(), animated: false)
        #expect(nav.popViewController(animated: false) == nil)
        #expect(nav.popToViewController(NamedController("X"), animated: false) == nil)
        nav.setViewControllers([a, a], animated: false)
        #expect(nav.viewControllers.count == 1)
        #expect(device.lines(.error).count == 4)
    }

    @Test func delegateHearsWillShowAfterTheWillCallbacksAndDidShowLastWhenTheAnimationEnds() throws {
        final class Delegate: UINavigationControllerDelegate {
            let device: Device
            init(_ device: Device) { self.device = device }
            func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) {
                device.trace.log("delegate", "willShow \(vc.traceName)")
            }
            func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) {
                device.trace.log("delegate", "didShow \(vc.traceName)")
            }
        }
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a])
        let delegate = Delegate(device)
        nav.delegate = delegate
        device.trace.clear()
        nav.pushViewController(b, animated: true)
        try device.advance(by: nav.transitionDuration)
        #expect(device.lines(.lifecycle, .log) == ["nav push B (animated)", "A viewWillDisappear", "B viewWillAppear",
                                                   "delegate willShow B", "nav transition began (push B, 0.35 s, touches ignored)",
                                                   "nav transition ended (push B)", "A viewDidDisappear", "B viewDidAppear",
                                                   "delegate didShow B"])
    }
}
