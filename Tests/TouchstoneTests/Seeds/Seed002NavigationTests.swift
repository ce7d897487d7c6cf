import Foundation
import Testing
@testable import Touchstone

/// Seed 002 (P4): a container that navigates back/forward with a horizontal pan. A horizontally
/// scrollable content view (a zoomed web view) starves the pan, so two screen-edge pans (left,
/// right) are added. Letting the edge pans recognise together with others makes an edge swipe
/// outside the content fire both the pan and an edge pan (twice the navigation); making each edge
/// pan require the container pan to fail leaves exactly one. Shown as the root of a navigation
/// controller (nothing to pop, so the back swipe stays out of it).
@Suite("Seed 002: container pan vs two screen-edge pans vs a scroll view")
struct Seed002NavigationTests {
    final class ContainerController: UIViewController, UIGestureRecognizerDelegate {
        /// The zoomed web view: scrolls horizontally, covers y ∈ [91, 600).
        let webView = UIScrollView(frame: CGRect(x: 0, y: 91, width: 390, height: 509))
        let pan = UIPanGestureRecognizer()
        let leftEdge = UIScreenEdgePanGestureRecognizer()
        let rightEdge = UIScreenEdgePanGestureRecognizer()
        var navigations: [String] = []
        let withEdgePans: Bool
        let requiresPanFailure: Bool

        init(withEdgePans: Bool, requiresPanFailure: Bool) {
            self.withEdgePans = withEdgePans
            self.requiresPanFailure = requiresPanFailure
            super.init(nibName: nil, bundle: nil)
            traceIdentifier = "container"
        }

        override func viewDidLoad() {
            webView.accessibilityIdentifier = "webView"
            webView.contentSize = CGSize(width: 780, height: 509)
            webView.contentOffset = CGPoint(x: 195, y: 0)
            view.addSubview(webView)
            pan.name = "containerPan"
            pan.delegate = self
            pan.addTarget(self, action: ContainerController.handleNavigationGesture)
            view.addGestureRecognizer(pan)
            guard withEdgePans else { return }
            for (edge, r) in [(UIRectEdge.left, leftEdge), (.right, rightEdge)] {
                r.edges = edge
                r.name = edge == .left ? "leftEdgePan" : "rightEdgePan"
                r.delegate = self
                r.addTarget(self, action: ContainerController.handleNavigationGesture)
                view.addGestureRecognizer(r)
                if requiresPanFailure { r.require(toFail: pan) }
            }
        }

        func handleNavigationGesture(_ g: UIGestureRecognizer) {
            guard g.state == .began, let p = g as? UIPanGestureRecognizer else { return }
            let back = p.translation(in: view).x > 0
            navigations.append("\(back ? "back" : "forward") by \(g.name ?? "?")")
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer is UIScreenEdgePanGestureRecognizer
        }
    }

    static func scene(edgePans: Bool, requirement: Bool) -> (Device, ContainerController) {
        let container = ContainerController(withEdgePans: edgePans, requiresPanFailure: requirement)
        let (device, _) = makeNavigation([container], device: Device(profile: .iOS11))
        return (device, container)
    }

    /// A leftward swipe from the right screen edge at height `y`.
    static func swipeFromRightEdge(_ device: Device, y: CGFloat) throws {
        try device.drag(from: CGPoint(x: 386, y: y), to: CGPoint(x: 186, y: y), duration: 0.25)
        try device.settle()
    }

    @Test func scrollViewStarvesTheContainerPan() throws {
        let (device, container) = Self.scene(edgePans: false, requirement: false)
        try Self.swipeFromRightEdge(device, y: 400)
        #expect(container.navigations.isEmpty)
        #expect(container.webView.contentOffset.x > 195)
        #expect(device.trace.entries.contains {
            $0.subject == "containerPan" && $0.message.hasSuffix("→failed") && $0.cause == "excluded by webView.pan, which recognized"
        })
        // Outside the web view the pan navigates.
        try Self.swipeFromRightEdge(device, y: 700)
        #expect(container.navigations == ["forward by containerPan"])
    }

    @Test func simultaneousEdgePansDoubleTheNavigation() throws {
        let (device, container) = Self.scene(edgePans: true, requirement: false)
        try Self.swipeFromRightEdge(device, y: 700)
        #expect(container.navigations == ["forward by containerPan", "forward by rightEdgePan"])
    }

    @Test func edgePansRequiringThePanToFailNavigateOnce() throws {
        let (device, container) = Self.scene(edgePans: true, requirement: true)
        try Self.swipeFromRightEdge(device, y: 700)
        #expect(container.navigations == ["forward by containerPan"])
        #expect(device.trace.entries.contains {
            $0.subject == "rightEdgePan" && $0.cause == "required failure of containerPan, which recognized"
        })
        container.navigations.removeAll()
        // Over the web view the scroll view takes the pan's place; the edge pan then navigates once.
        try device.advance(by: 1)
        try Self.swipeFromRightEdge(device, y: 400)
        #expect(container.navigations == ["forward by rightEdgePan"])
        #expect(container.webView.contentOffset.x > 195)
    }

    @Test func leftEdgeSwipeOverTheWebViewGoesBackOnce() throws {
        let (device, container) = Self.scene(edgePans: true, requirement: true)
        try device.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 204, y: 400), duration: 0.25)
        try device.settle()
        #expect(container.navigations == ["back by leftEdgePan"])
    }
}
