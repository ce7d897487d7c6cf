import Foundation
import Testing
@testable import Touchstone

/// Rules CC49 and §13.8: the back swipe against a horizontal scroll view at offset 0, per policy.
@Suite("Back swipe vs a horizontal scroll view (rules CC49, §13.8)")
struct BackSwipeVersusScrollViewTests {
    /// B shows a horizontal scroll view (0, 91, 390, 719) with three pages of content.
    final class PagesController: UIViewController {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 91, width: 390, height: 719))
        init(_ name: String) { super.init(nibName: nil, bundle: nil); traceIdentifier = name }
        override func viewDidLoad() {
            scrollView.accessibilityIdentifier = "hScroll"
            scrollView.contentSize = CGSize(width: 1170, height: 719)
            view.addSubview(scrollView)
        }
    }

    static func run(policy: InteractivePopPolicy, requireFailure: Bool) throws -> (Device, UINavigationController, PagesController) {
        let b = PagesController("B")
        let (device, nav) = makeNavigation([NamedController("A"), b], policy: policy)
        if requireFailure, let pop = nav.interactivePopGestureRecognizer {
            b.scrollView.panGestureRecognizer.require(toFail: pop)
        }
        device.trace.clear()
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
        return (device, nav, b)
    }

    @Test func iOS18PolicyBackSwipeWinsAndTheScrollViewStaysStill() throws {
        let (device, nav, b) = try Self.run(policy: .backSwipeBeatsScrollView, requireFailure: false)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(!device.lines(.scroll).contains { $0.hasPrefix("hScroll willBeginDragging") })
        #expect(b.scrollView.contentOffset == .zero)
        #expect(device.trace.entries.contains { $0.subject == "hScroll.pan" && $0.message == "pending(began)" })
    }

    @Test func iOS18PolicyBackSwipeWinsWhenBothReachTheirThresholdsInOneSample() throws {
        // 16.4 pt in the first 16 ms sample: the scroll pan (10 pt) and the back swipe (15 pt) both
        // cross at once; the scroll pan still waits for the back swipe, which began (V16).
        let b = PagesController("B")
        let (device, nav) = makeNavigation([NamedController("A"), b], policy: .backSwipeBeatsScrollView)
        device.trace.clear()
        try device.touchDown(at: CGPoint(x: 4, y: 400))
        for k in 1...16 {
            try device.advance(by: 0.016)
            try device.touchMove(to: CGPoint(x: 4 + 16.4 * Double(k), y: 400))
        }
        try device.touchUp()
        try device.settle()
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(b.scrollView.contentOffset == .zero)
        let scroll = device.trace.entries.filter { $0.subject == "hScroll.pan" && $0.kind == .state }.map(\.message)
        #expect(scroll.prefix(3) == ["possible→began", "pending(began)", "pending(began)→failed"])
    }

    @Test func scrollViewBeatsBackSwipePolicyRubberBandsAndNothingPops() throws {
        let (device, nav, _) = try Self.run(policy: .scrollViewBeatsBackSwipe, requireFailure: false)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(device.lifecycle.isEmpty)
        #expect(device.firstTime("hScroll.pan", "possible→began") == 16)
        #expect(device.trace.entries.contains { $0.kind == .scroll && $0.message.hasPrefix("didScroll to (-") })
    }

    @Test func requiringThePopToFailLetsTheBackSwipeWinUnderBothPolicies() throws {
        for policy in InteractivePopPolicy.allCases {
            let (device, nav, b) = try Self.run(policy: policy, requireFailure: true)
            #expect(nav.viewControllers.map(\.traceName) == ["A"], "\(policy)")
            #expect(b.scrollView.contentOffset == .zero, "\(policy)")
            #expect(!device.lines(.scroll).contains { $0.hasPrefix("hScroll willBeginDragging") }, "\(policy)")
        }
    }

    @Test func dragThatStartsAwayFromTheEdgeScrollsUnderBothPolicies() throws {
        for policy in InteractivePopPolicy.allCases {
            let b = PagesController("B")
            let (device, nav) = makeNavigation([NamedController("A"), b], policy: policy)
            try device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
            #expect(b.scrollView.contentOffset.x > 0, "\(policy)")
            #expect(nav.viewControllers.count == 2, "\(policy)")
        }
    }
}
