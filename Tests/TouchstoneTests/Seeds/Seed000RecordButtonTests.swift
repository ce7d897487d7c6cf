import Foundation
import Testing
@testable import Touchstone

/// Seed 000 (P2): a hold-to-talk button at the bottom of a chat screen on an iOS 11 iPhone X
/// (375 × 812 pt) inside a navigation controller. Problem 1: every press reacts about a second
/// late (the system's bottom-edge gate). Problem 2: with the bottom edge deferred, the left part of
/// the button still reacts late (the back-swipe recogniser holds it). Fix: defer the bottom edge
/// and give the back swipe a delegate that refuses the tool bar and only accepts x ≤ 100.
@Suite("Seed 000: bottom record button, system bottom edge and the back swipe")
struct Seed000RecordButtonTests {
    static let screen = CGSize(width: 375, height: 812)
    static let toolHeight: CGFloat = 49
    static let leftPart = CGPoint(x: 100, y: 788)
    static let rightPart = CGPoint(x: 300, y: 788)

    /// The seed's chat controller, with its two fixes as switches.
    final class ChatViewController: UIViewController, UIGestureRecognizerDelegate {
        let defersInViewDidLoad: Bool
        let installsPopDelegate: Bool
        private var defersSystemGestures = false
        private weak var savedPopDelegate: UIGestureRecognizerDelegate?
        /// Spans x ∈ [45, 330), y ∈ [769, 806) on screen: 6 pt into the 49 pt tool view.
        let recordButton = UIButton(frame: CGRect(x: 45, y: 6, width: 285, height: 37))

        init(defersInViewDidLoad: Bool, installsPopDelegate: Bool) {
            self.defersInViewDidLoad = defersInViewDidLoad
            self.installsPopDelegate = installsPopDelegate
            super.init(nibName: nil, bundle: nil)
            traceIdentifier = "chat"
        }

        override func loadView() {
            view = UIView(frame: CGRect(origin: .zero, size: Seed000RecordButtonTests.screen))
            let toolView = UIView(frame: CGRect(x: 0, y: Seed000RecordButtonTests.screen.height - Seed000RecordButtonTests.toolHeight,
                                                width: Seed000RecordButtonTests.screen.width, height: Seed000RecordButtonTests.toolHeight))
            toolView.accessibilityIdentifier = "toolView"
            recordButton.accessibilityIdentifier = "recordButton"
            toolView.addSubview(recordButton)
            view.addSubview(toolView)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            if defersInViewDidLoad { defersSystemGestures = true }
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if installsPopDelegate { updatePopDelegate(appearing: true) }
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if installsPopDelegate { updatePopDelegate(appearing: false) }
        }

        private func updatePopDelegate(appearing: Bool) {
            guard let pop = navigationController?.interactivePopGestureRecognizer else { return }
            if appearing {
                if savedPopDelegate == nil { savedPopDelegate = pop.delegate }
                pop.delegate = self
            } else {
                pop.delegate = savedPopDelegate
            }
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            guard let nav = navigationController, nav.viewControllers.count > 1 else { return false }
            if gestureRecognizer is UIPanGestureRecognizer {
                let p = touch.location(in: gestureRecognizer.view)
                if p.y > Seed000RecordButtonTests.screen.height - Seed000RecordButtonTests.toolHeight { return false }
                if p.x <= 100 { return true }
            }
            return false
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.translation(in: pan.view).x < 0 { return false }
            return true
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let scroll = otherGestureRecognizer.view as? UIScrollView else { return false }
            if scroll.bounds.width >= scroll.contentSize.width { return false }
            return scroll.contentOffset.x == 0
        }

        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { defersSystemGestures ? .bottom : [] }
    }

    /// A device on the seed's iOS version (11, the post's title; ProfileDecisions V1) with a list pushed to the chat screen.
    static func scene(defers: Bool, delegate: Bool) -> (Device, UINavigationController, ChatViewController) {
        let device = Device(profile: .iOS11, screenSize: screen)
        let list = UIViewController()
        list.traceIdentifier = "list"
        let nav = UINavigationController(rootViewController: list)
        nav.traceIdentifier = "nav"
        device.show(nav)
        let chat = ChatViewController(defersInViewDidLoad: defers, installsPopDelegate: delegate)
        nav.pushViewController(chat, animated: false)  // the scene starts after the push (K4)
        device.trace.clear()
        return (device, nav, chat)
    }

    /// Holds the record button at `point` for 1.5 s; returns its touch events with times.
    static func hold(_ device: Device, at point: CGPoint) throws -> [String] {
        let start = device.clock.now
        try device.touchDown(at: point)
        try device.advance(to: start + 1.5)
        try device.touchUp()
        let events = device.trace.entries.filter { $0.kind == .control && $0.time >= start && $0.message.hasPrefix("touch") }
            .map { "\($0.message)@\(Int((($0.time - start) * 1000).rounded()))" }
        try device.advance(by: 1)
        return events
    }

    /// The seed's `shouldRecognizeSimultaneouslyWith` lets the back swipe run alongside a horizontal
    /// scroll view that is at its left end. Asked once for the pair (ProfileDecisions V3), the YES given
    /// when the scroll view's pan began still holds when the back swipe begins, although the
    /// scroll view's bounce has moved it to a negative offset by then.
    @Test(arguments: [(CGFloat(0), true), (200, false)])
    func theFixLetsTheBackSwipeStartOverAScrollViewAtItsLeftEnd(offset: CGFloat, pops: Bool) throws {
        let (device, nav, chat) = Self.scene(defers: true, delegate: true)
        let gallery = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
        gallery.accessibilityIdentifier = "gallery"
        gallery.contentSize = CGSize(width: 1125, height: 500)
        gallery.contentOffset = CGPoint(x: offset, y: 0)
        chat.view.addSubview(gallery)
        device.trace.clear()
        try device.drag(from: CGPoint(x: 8, y: 350), to: CGPoint(x: 260, y: 350), duration: 0.3)
        try device.settle()
        #expect(nav.viewControllers.count == (pops ? 1 : 2))
        #expect(device.lines(.state).contains("gallery.pan possible→began"))
        if pops {
            #expect(device.lines(.lifecycle).contains("nav interactive pop completed"))
            #expect(!device.lines(.state).contains { $0.hasPrefix("interactivePop") && $0.hasSuffix("→failed") })
        } else {
            #expect(device.lines(.state).contains("interactivePop possible→failed"))
            #expect(gallery.contentOffset.x < 200)
        }
    }

    @Test func problem1EveryPressOnTheBottomButtonIsHeldByTheSystemGate() throws {
        let (device, _, _) = Self.scene(defers: false, delegate: false)
        #expect(try Self.hold(device, at: Self.rightPart) == ["touchDown@1000", "touchUpInside@1500"])
        #expect(try Self.hold(device, at: Self.leftPart) == ["touchDown@1000", "touchUpInside@1500"])
    }

    @Test func problem2DeferringTheBottomEdgeLeavesTheLeftPartDelayed() throws {
        // Flag set in viewDidLoad, no setNeedsUpdate… (seed code).
        let (device, _, _) = Self.scene(defers: true, delegate: false)
        #expect(try Self.hold(device, at: Self.rightPart) == ["touchDown@0", "touchUpInside@1500"])
        #expect(try Self.hold(device, at: Self.leftPart) == ["touchDown@250", "touchUpInside@1500"])
        #expect(device.lines(.state).contains("interactivePop possible→failed"))
    }

    @Test func fixThePopDelegateExcludesTheToolBarAndNothingIsDelayed() throws {
        let (device, nav, chat) = Self.scene(defers: true, delegate: true)
        #expect(nav.interactivePopGestureRecognizer?.delegate === chat)
        #expect(try Self.hold(device, at: Self.leftPart) == ["touchDown@0", "touchUpInside@1500"])
        #expect(try Self.hold(device, at: Self.rightPart) == ["touchDown@0", "touchUpInside@1500"])
        #expect(device.lines(.state).filter { $0.hasPrefix("interactivePop") } ==
                ["interactivePop does not receive finger 0", "interactivePop does not receive finger 0"])
    }

    @Test func fixBackSwipeAboveTheToolBarStillPopsAndRestoresTheDelegate() throws {
        let (device, nav, chat) = Self.scene(defers: true, delegate: true)
        let original = nav.interactivePopGestureRecognizer?.delegate
        #expect(original === chat)
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), end: 300, lift: 316)
        #expect(device.lifecycle == ["nav interactive pop began", "chat viewWillDisappear", "list viewWillAppear",
                                     "nav interactive pop completed", "chat viewDidDisappear", "list viewDidAppear"])
        #expect(nav.viewControllers.map(\.traceName) == ["list"])
        #expect(nav.interactivePopGestureRecognizer?.delegate is NavigationInteractiveTransition)
    }

    @Test func fixSwipeUpFromTheBottomEdgeStillReachesTheSystem() throws {
        let (device, _, _) = Self.scene(defers: true, delegate: true)
        try device.drag(from: CGPoint(x: 200, y: 805), to: CGPoint(x: 200, y: 605), duration: 0.2)
        #expect(device.lines(.system).contains("home gesture recognized"))
        #expect(!device.lines(.system).contains("home indicator grabber shown"))
        #expect(device.controlEvents.map { $0.components(separatedBy: " ").last ?? "" }
                == ["touchDown@0", "touchDragInside@17", "touchCancel@33"])
    }

    @Test func flagReadBeforeViewDidLoadYetDeferredOnConflict() throws {
        // Seed's explanation of the timing: the read at push (before viewDidLoad) gives [], the
        // read when the button is touched gives [bottom].
        let (device, _, _) = Self.scene(defers: true, delegate: true)
        _ = try Self.hold(device, at: Self.rightPart)
        #expect(device.lines(.system).prefix(2) == ["chat preferredScreenEdgesDeferringSystemGestures read: [bottom]",
                                                    "system.gate bottom edge deferred: finger 0 goes to the app at once"])
        let device2 = Device(profile: .iOS11, screenSize: Self.screen)
        let nav = UINavigationController(rootViewController: UIViewController())
        device2.show(nav)
        device2.trace.clear()
        nav.pushViewController(ChatViewController(defersInViewDidLoad: true, installsPopDelegate: true), animated: true)
        #expect(device2.lines(.system) == ["chat preferredScreenEdgesDeferringSystemGestures read: []"])
    }
}
