import Foundation
import Testing
@testable import Touchstone

/// A pop delegate that replaces UIKit's default one and forgets the `viewControllers.count > 1`
/// guard (SwipeBack #3, Signal-iOS PR #3540, react-native-navigation PR #5863).
private final class UnguardedPopDelegate: UIGestureRecognizerDelegate {}

/// A root controller that turns the back swipe off while it is on screen, from
/// `viewWillAppear`, and on again from `viewWillDisappear` (RickeyBoy's note; AMScrollingNavbar #289).
private final class PopDisablingController: NamedController {
    weak var nav: UINavigationController?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        nav?.interactivePopGestureRecognizer?.isEnabled = false
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        nav?.interactivePopGestureRecognizer?.isEnabled = true
    }
}

/// Known UIKit failure modes of the back swipe reproduce, with their cause in the trace
/// (issue 13 §3; ProfileDecisions V13).
@Suite("Back-swipe failure modes (V13)")
struct PopFailureModeTests {
    @Test func disablingTheBackSwipeFromViewWillAppearDuringItFreezesTheScreen() throws {
        let first = PopDisablingController("A")
        let (device, nav) = makeNavigation([first, NamedController("B")], device: Device(profile: .iOS12))
        first.nav = nav
        nav.interactivePopGestureRecognizer?.isEnabled = true
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), end: 300, lift: 320)
        #expect(device.lifecycle.suffix(3) == ["nav interactive pop began", "B viewWillDisappear", "A viewWillAppear"])
        let freeze = try #require(device.trace.entries.first { $0.kind == .error && $0.message.hasPrefix("navigation frozen") })
        #expect(freeze.cause == "the back-swipe recogniser was disabled from A's viewWillAppear while its transition was "
                + "starting: A is on top of the stack, B's view stays on screen and the transition can neither finish nor cancel")
        // B has left the stack, its view is still the one on screen, and the screen ignores touches.
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(nav.view.subviews.contains { $0 === nav.viewControllers.first?.view } == false)
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 200, y: 400))
        #expect(device.activeTouches.isEmpty)
        let lastHit = device.trace.entries.last { $0.kind == .hitTest }
        #expect(lastHit?.subject == "UIWindow")
        nav.pushViewController(NamedController("C"), animated: false)
        #expect(device.trace.entries.last?.message.hasPrefix("push of C refused: the navigation controller is frozen") == true)
    }

    @Test func disablingTheBackSwipeFromViewDidAppearDoesNotFreeze() throws {
        // The fix from the same reports: turn it off once the controller has appeared.
        final class LateDisabling: UIViewController {
            weak var nav: UINavigationController?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                nav?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        let first = LateDisabling()
        first.traceIdentifier = "A"
        let (device, nav) = makeNavigation([first, NamedController("B")], device: Device(profile: .iOS12))
        first.nav = nav
        nav.interactivePopGestureRecognizer?.isEnabled = true
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), end: 300, lift: 320)
        try device.settle()
        #expect(device.lifecycle.contains("nav interactive pop completed"))
        #expect(nav.frozenCause == nil)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
    }

    @Test func aBackSwipeOnTheRootWithAnUnguardedDelegateFreezesTheScreenUpToIOS13() throws {
        let delegate = UnguardedPopDelegate()
        let (device, nav) = makeNavigation([NamedController("A")], device: Device(profile: .iOS13))
        nav.interactivePopGestureRecognizer?.delegate = delegate
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), end: 300, lift: 320)
        let freeze = try #require(device.trace.entries.first { $0.kind == .error })
        #expect(freeze.message == "navigation frozen: its view ignores touches; push and pop are refused")
        #expect(freeze.cause?.hasPrefix("the back swipe began with only the root controller on the stack") == true)
        nav.pushViewController(NamedController("B"), animated: true)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(device.trace.entries.last?.message.hasPrefix("push of B refused: the navigation controller is frozen") == true)
    }

    @Test func fromIOS14TheRootCheckSurvivesAReplacedDelegate() throws {
        let delegate = UnguardedPopDelegate()
        let (device, nav) = makeNavigation([NamedController("A")], device: Device(profile: .iOS14))
        nav.interactivePopGestureRecognizer?.delegate = delegate
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), end: 300, lift: 320)
        #expect(nav.frozenCause == nil)
        let refusal = device.trace.entries.first { $0.subject == "interactivePop" && $0.kind == .state }
        #expect(refusal?.message == "does not receive finger 0")
        #expect(refusal?.cause == "only the root controller is on the stack (UIKit's own check, kept whatever the delegate)")
        nav.pushViewController(NamedController("B"), animated: false)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
    }

    @Test func aGuardedReplacementDelegateKeepsTheRootUsable() throws {
        final class Guarded: UIGestureRecognizerDelegate {
            weak var nav: UINavigationController?
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { (nav?.viewControllers.count ?? 0) > 1 }
        }
        let delegate = Guarded()
        let (device, nav) = makeNavigation([NamedController("A")], device: Device(profile: .iOS12))
        delegate.nav = nav
        nav.interactivePopGestureRecognizer?.delegate = delegate
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), end: 300, lift: 320)
        #expect(nav.frozenCause == nil)
        #expect(device.trace.entries.filter { $0.kind == .error }.isEmpty)
    }
}
