import Foundation
import Testing
@testable import Touchstone

/// `UIPageViewController` with `.pageCurl`: its pan and tap on `gestureRecognizers`, turning
/// pages by a tap at an edge and by a pan (NavigationDecisions N12–N14).
@Suite("UIPageViewController page curl (N12–N14)")
struct PageCurlTests {
    typealias Pages = PageViewControllerTests.Pages

    /// A full-screen page-curl controller on page `index` of P1–P3.
    private func book(page index: Int = 0, orientation: UIPageViewController.NavigationOrientation = .horizontal)
        -> (Device, UIPageViewController, Pages) {
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: orientation)
        pager.traceIdentifier = "book"
        let pages = Pages(["P1", "P2", "P3"])
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[index]], direction: .forward, animated: false)
        let device = Device()
        device.show(pager)
        device.trace.clear()
        return (device, pager, pages)
    }

    private func shown(_ pager: UIPageViewController) -> String? { pager.viewControllers?.first?.traceName }

    @Test func gestureRecognizersHoldAPanAndATapOnTheControllersView() {
        let (_, pager, pages) = book()
        let recognizers = pager.gestureRecognizers
        #expect(recognizers.count == 2)
        #expect(recognizers.first is UIPanGestureRecognizer)
        #expect(recognizers.last is UITapGestureRecognizer)
        #expect(recognizers.allSatisfy { $0.view === pager.view })
        // The shown page fills the view; no scroll view in between.
        #expect(pages.pages[0].view.superview === pager.view)
        #expect(UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal).gestureRecognizers.isEmpty)
    }

    @Test func aTapAtTheTrailingEdgeTurnsForwardAndTellsTheDelegate() throws {
        let (device, pager, pages) = book()
        try device.tap(at: CGPoint(x: 370, y: 400))           // the outer fifth: x > 312
        #expect(shown(pager) == "P2")
        #expect(pages.log == ["willTransitionTo [\"P2\"]", "didFinishAnimating true previous [\"P1\"] completed true"])
        #expect(device.lines(.scroll) == ["book willTransitionTo P2", "book didFinishAnimating transitionCompleted: true, showing P2"])
        #expect(device.trace.entries.first { $0.kind == .scroll }?.cause == "tap at the trailing edge (pageCurl)")
        // The new page is the child shown, filling the view; the old one left.
        #expect(pages.pages[1].view.superview === pager.view && pages.pages[0].parent == nil)
    }

    @Test func aTapAtTheLeadingEdgeTurnsBackAndNotPastTheFirstPage() throws {
        let (device, pager, pages) = book(page: 1)
        try device.tap(at: CGPoint(x: 20, y: 400))
        #expect(shown(pager) == "P1")
        pages.log = []
        try device.tap(at: CGPoint(x: 20, y: 400))            // no page before P1: the tap does not begin
        #expect(shown(pager) == "P1")
        #expect(pages.log.isEmpty)
    }

    @Test func aTapInTheMiddleLeavesThePageAndReachesItsContent() throws {
        let (device, pager, pages) = book()
        let button = UIButton(frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        button.accessibilityIdentifier = "middleButton"
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        pages.pages[0].view.addSubview(button)
        try device.tap(at: CGPoint(x: 195, y: 420))
        #expect(taps == 1)
        #expect(shown(pager) == "P1")
        #expect(pages.log.isEmpty)
    }

    @Test func aLongPanLeftTurnsForwardAndAShortSlowOneSettlesBack() throws {
        let (device, pager, pages) = book()
        try device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.4, hold: 0.2)
        #expect(shown(pager) == "P2")
        #expect(pages.log == ["willTransitionTo [\"P2\"]", "didFinishAnimating true previous [\"P1\"] completed true"])
        pages.log = []
        device.trace.clear()
        try device.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.4, hold: 0.2)
        #expect(shown(pager) == "P2")
        #expect(pages.log == ["willTransitionTo [\"P3\"]", "didFinishAnimating true previous [\"P2\"] completed false"])
        #expect(device.lines(.scroll) == ["book willTransitionTo P3", "book didFinishAnimating transitionCompleted: false, showing P2"])
    }

    @Test func aPanRightOnTheFirstPageDoesNotBegin() throws {
        let (device, pager, pages) = book()
        try device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.3)
        #expect(shown(pager) == "P1")
        #expect(pages.log.isEmpty)
    }

    @Test func aVerticalBookTurnsByTapsAtTheBottomEdge() throws {
        let (device, pager, _) = book(orientation: .vertical)
        try device.tap(at: CGPoint(x: 195, y: 820))           // bottom fifth: y > 675
        #expect(shown(pager) == "P2")
    }

    @Test func disablingTheTapAsAppsDoLeavesOnlyThePan() throws {
        let (device, pager, _) = book()
        for recognizer in pager.gestureRecognizers where recognizer is UITapGestureRecognizer { recognizer.isEnabled = false }
        try device.tap(at: CGPoint(x: 370, y: 400))
        #expect(shown(pager) == "P1")
        try device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3, hold: 0.1)
        #expect(shown(pager) == "P2")
    }
}
