import Foundation
import Testing
@testable import Touchstone

/// Seed 001 (P3): the back swipe against a horizontally scrolling scroll view. At content offset 0
/// the back swipe should win; further in, the scroll view should scroll. Two versions: a
/// navigation-controller subclass that asks its top controller (`BaseNavigationViewController`),
/// and a controller that swaps the pop delegate itself and restores it when it disappears. Both
/// make the scroll view's pan require the pop to fail. The seed's era is iOS ≤ 14: legacy policy.
@Suite("Seed 001: back swipe vs scroll view")
struct Seed001BackSwipeTests {
    /// The seed's protocol for controllers that decide about the back swipe.
    protocol BaseNavigationViewControllerDelegate: AnyObject {
        func baseNavigationGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    }

    /// Version 1: the navigation controller is the pop's delegate and asks its top controller.
    final class BaseNavigationViewController: UINavigationController, UIGestureRecognizerDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            interactivePopGestureRecognizer?.delegate = self
        }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if let top = topViewController as? BaseNavigationViewControllerDelegate {
                return top.baseNavigationGestureRecognizerShouldBegin(gestureRecognizer)
            }
            return true
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }

    /// A controller showing a horizontal scroll view over its whole content area.
    class ListContainerController: UIViewController {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 91, width: 390, height: 719))
        init(_ name: String) { super.init(nibName: nil, bundle: nil); traceIdentifier = name }
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.accessibilityIdentifier = "hScroll"
            scrollView.contentSize = CGSize(width: 1170, height: 719)
            view.addSubview(scrollView)
        }
    }

    final class ProtocolController: ListContainerController, BaseNavigationViewControllerDelegate {
        func baseNavigationGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if let pop = navigationController?.interactivePopGestureRecognizer {
                scrollView.panGestureRecognizer.require(toFail: pop)
                if scrollView.contentOffset.x <= 0 { return true }
            }
            return false
        }
    }

    /// Version 2: the controller swaps the pop delegate on appear and restores it on disappear.
    final class SwappingController: ListContainerController, UIGestureRecognizerDelegate {
        private var popGestureDelegate: UIGestureRecognizerDelegate?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            popGestureDelegate = navigationController?.interactivePopGestureRecognizer?.delegate
            navigationController?.interactivePopGestureRecognizer?.delegate = self
            if let pop = navigationController?.interactivePopGestureRecognizer {
                scrollView.panGestureRecognizer.require(toFail: pop)
            }
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            navigationController?.interactivePopGestureRecognizer?.delegate = popGestureDelegate
        }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            scrollView.contentOffset.x <= 0
        }
    }

    static func scene(_ version: Int, offset: CGFloat, profile: DeviceProfile = .iOS13) -> (Device, UINavigationController, ListContainerController) {
        let device = Device(profile: profile)
        let root = UIViewController()
        root.traceIdentifier = "list"
        let nav: UINavigationController = version == 1
            ? BaseNavigationViewController(rootViewController: root) : UINavigationController(rootViewController: root)
        nav.traceIdentifier = "nav"
        device.show(nav)
        let top: ListContainerController = version == 1 ? ProtocolController("questions") : SwappingController("questions")
        nav.pushViewController(top, animated: false)  // the scene starts after the push (K4)
        top.scrollView.contentOffset = CGPoint(x: offset, y: 0)
        device.trace.clear()
        return (device, nav, top)
    }

    static func backSwipe(_ device: Device) throws {
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
    }

    @Test func swappingControllerAtOffsetZeroTheBackSwipeWinsAndTheDelegateIsRestored() throws {
        let (device, nav, top) = Self.scene(2, offset: 0)
        #expect(nav.interactivePopGestureRecognizer?.delegate === top)
        try Self.backSwipe(device)
        #expect(device.lifecycle == ["nav interactive pop began", "questions viewWillDisappear", "list viewWillAppear",
                                     "nav interactive pop completed", "questions viewDidDisappear", "list viewDidAppear"])
        #expect(device.trace.entries.contains { $0.subject == "hScroll.pan" && $0.message == "pending(began)" })
        #expect(top.scrollView.contentOffset == .zero)
        #expect(nav.interactivePopGestureRecognizer?.delegate is NavigationInteractiveTransition)
    }

    @Test func swappingControllerAwayFromOffsetZeroTheScrollViewScrolls() throws {
        let (device, nav, top) = Self.scene(2, offset: 200)
        try Self.backSwipe(device)
        #expect(device.lifecycle.isEmpty)
        #expect(nav.viewControllers.count == 2)
        #expect(device.trace.entries.contains { $0.subject == "interactivePop" && $0.cause == "delegate gestureRecognizerShouldBegin returned false" })
        #expect(device.firstTime("hScroll.pan", "proceeds (began)") == 32)
        #expect(top.scrollView.contentOffset.x < 200)
    }

    @Test func protocolVersionAtOffsetZeroPops() throws {
        let (device, nav, top) = Self.scene(1, offset: 0)
        #expect(nav.interactivePopGestureRecognizer?.delegate === nav)
        try Self.backSwipe(device)
        #expect(nav.viewControllers.map(\.traceName) == ["list"])
        // The first swipe (ProfileDecisions V8): the requirement only arrives when the pop asks to begin,
        // after the scroll view's pan began; the navigation controller's delegate lets the two run
        // together, so the gallery rubber-bands under the popping screen on this swipe alone.
        #expect(device.lines(.state).filter { $0.hasPrefix("hScroll.pan") || $0.hasPrefix("interactivePop") }.filter { !$0.contains("changed") }
                == ["hScroll.pan possible→began", "interactivePop possible→began",
                    "hScroll.pan ended→possible", "interactivePop ended→possible"])
        #expect(device.lifecycle.last == "list viewDidAppear")
        // The requirement is added by the first attempt to begin (the seed calls require(toFail:)
        // inside gestureRecognizerShouldBegin).
        #expect(top.scrollView.panGestureRecognizer.failureRequirements.contains { $0.value === nav.interactivePopGestureRecognizer })
    }

    @Test func protocolVersionAwayFromOffsetZeroScrolls() throws {
        let (device, nav, top) = Self.scene(1, offset: 200)
        try Self.backSwipe(device)
        #expect(nav.viewControllers.count == 2)
        #expect(device.lifecycle.isEmpty)
        #expect(top.scrollView.contentOffset.x < 200)
        // A second back swipe at offset 0 now finds the requirement in place: the pop wins cleanly.
        try device.settle()
        top.scrollView.contentOffset = .zero
        device.trace.clear()
        try Self.backSwipe(device)
        #expect(nav.viewControllers.count == 1)
        #expect(device.trace.entries.contains { $0.subject == "hScroll.pan" && $0.message == "pending(began)" })
    }
}
