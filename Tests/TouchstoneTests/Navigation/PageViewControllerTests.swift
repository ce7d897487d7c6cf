import Foundation
import Testing
@testable import Touchstone

/// `UIPageViewController` (scroll style): its paging scroll view turns pages, and meets the
/// navigation controller's back swipe by the ordinary rules (UIKitPiecesDecisions K15).
@Suite("UIPageViewController")
struct PageViewControllerTests {
    /// Pages in a row; tells what the page view controller asks and says.
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [NamedController]
        var log: [String] = []
        init(_ names: [String]) { pages = names.map { NamedController($0) } }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.append("willTransitionTo \(pendingViewControllers.map(\.traceName))")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.append("didFinishAnimating \(finished) previous \(previousViewControllers.map(\.traceName)) completed \(completed)")
        }
    }

    /// A screen "Gallery" pushed over "Home" whose view is filled by a pager of pages P1–P3.
    final class GalleryController: UIViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let pages = Pages(["P1", "P2", "P3"])
        init(startingAt index: Int) {
            super.init(nibName: nil, bundle: nil)
            traceIdentifier = "Gallery"
            pager.traceIdentifier = "pager"
            pager.dataSource = pages
            pager.delegate = pages
            pager.setViewControllers([pages.pages[index]], direction: .forward, animated: false)
        }
        override func viewDidLoad() {
            addChild(pager)
            pager.view.accessibilityIdentifier = "pagerView"
            pager.view.frame = view.bounds
            view.addSubview(pager.view)
            pager.didMove(toParent: self)
        }
    }

    static func gallery(page: Int = 0, policy: InteractivePopPolicy = .backSwipeBeatsScrollView) -> (Device, UINavigationController, GalleryController) {
        let g = GalleryController(startingAt: page)
        let (device, nav) = makeNavigation([NamedController("Home"), g], policy: policy)
        device.trace.clear()
        return (device, nav, g)
    }

    /// The page view controller's scroll view, found as an app finds it (the first scroll view
    /// among the view's subviews: UIKit's class is private).
    static func pagingScrollView(of pager: UIPageViewController) throws -> UIScrollView {
        try #require(pager.view.subviews.compactMap { $0 as? UIScrollView }.first)
    }

    static func drag(_ device: Device, from x0: CGFloat, to x1: CGFloat, end: Double = 200, lift: Double = 216) throws {
        try device.scriptedDrag(from: CGPoint(x: x0, y: 400), to: CGPoint(x: x1, y: 400), end: end, lift: lift)
        try device.settle()
    }

    @Test func aLeftwardDragTurnsToTheNextPageAndTheDelegateHearsWillTransitionThenDidFinish() throws {
        let (device, _, g) = Self.gallery()
        try Self.drag(device, from: 300, to: 60)
        #expect(g.pages.log == ["willTransitionTo [\"P2\"]", "didFinishAnimating true previous [\"P1\"] completed true"])
        #expect(g.pager.viewControllers?.map(\.traceName) == ["P2"])
        #expect(g.pager.children.map(\.traceName) == ["P1", "P2", "P3"])
        #expect(try Self.pagingScrollView(of: g.pager).contentOffset == CGPoint(x: 390, y: 0))
        #expect(device.lines(.scroll).filter { $0.hasPrefix("pager ") } == [
            "pager willTransitionTo P2", "pager didFinishAnimating transitionCompleted: true, showing P2"])
        // The scroll view's content delay held the touch and the pan began: the page never saw it.
        #expect(device.deliveries(to: "P1.content") == ["never sees finger 0"])
    }

    @Test func onTheFirstPageARightwardDragRubberBandsAndSettlesBackWithoutTurning() throws {
        let (device, nav, g) = Self.gallery()
        try Self.drag(device, from: 100, to: 300)
        #expect(device.lines(.scroll).contains("pagerView.scrollView willBeginDragging"))
        #expect(device.lines(.scroll).contains("pagerView.scrollView didEndDecelerating at (390, 0)"))
        #expect(g.pages.log == [])
        #expect(g.pager.viewControllers?.map(\.traceName) == ["P1"])
        #expect(nav.viewControllers.count == 2)
    }

    @Test func aShortDragSettlesBackAndTheDelegateHearsTheTurnDidNotComplete() throws {
        let (device, _, g) = Self.gallery(page: 1)
        try Self.drag(device, from: 300, to: 250, end: 100, lift: 300)
        #expect(g.pages.log == ["willTransitionTo [\"P3\"]", "didFinishAnimating true previous [\"P2\"] completed false"])
        #expect(g.pager.viewControllers?.map(\.traceName) == ["P2"])
        #expect(device.lines(.scroll).last == "pager didFinishAnimating transitionCompleted: false, showing P2")
    }

    @Test(arguments: [0, 1])
    func underTheIOS18PolicyAnEdgeSwipeGoesBackOnEveryPageAndThePagerWaits(page: Int) throws {
        let (device, nav, g) = Self.gallery(page: page, policy: .backSwipeBeatsScrollView)
        try Self.drag(device, from: 5, to: 300, end: 300, lift: 316)
        #expect(nav.viewControllers.map(\.traceName) == ["Home"])
        #expect(device.trace.entries.filter { $0.subject == "pagerView.scrollView.pan" && $0.kind == .state }.prefix(3).map(\.message) == [
            "possible→began", "pending(began)", "pending(began)→failed"])
        #expect(g.pages.log == [])
        #expect(!device.lines(.scroll).contains("pagerView.scrollView willBeginDragging"))
    }

    @Test(arguments: [0, 1])
    func underTheLegacyPolicyThePagerTakesTheEdgeSwipeOnEveryPageEvenTheFirst(page: Int) throws {
        let (device, nav, g) = Self.gallery(page: page, policy: .scrollViewBeatsBackSwipe)
        try Self.drag(device, from: 5, to: 300, end: 300, lift: 316)
        #expect(nav.viewControllers.count == 2)
        #expect(device.lines(.scroll).contains("pagerView.scrollView willBeginDragging"))
        // The first page rubber-bands back; the second turns back to the first.
        #expect(g.pager.viewControllers?.map(\.traceName) == ["P1"])
        #expect(g.pages.log.last == (page == 0 ? nil : "didFinishAnimating true previous [\"P2\"] completed true"))
    }

    @Test func theUsualFixMakesThePagersPanWaitForTheBackSwipeSoTheEdgeGoesBackUnderTheLegacyPolicy() throws {
        let (device, nav, g) = Self.gallery(page: 0, policy: .scrollViewBeatsBackSwipe)
        let pop = try #require(nav.interactivePopGestureRecognizer)
        try Self.pagingScrollView(of: g.pager).panGestureRecognizer.require(toFail: pop)
        try Self.drag(device, from: 5, to: 300, end: 300, lift: 316)
        #expect(nav.viewControllers.map(\.traceName) == ["Home"])
        #expect(!device.lines(.scroll).contains("pagerView.scrollView willBeginDragging"))
    }

    @Test func setViewControllersAnimatedScrollsThePageInAndCompletesWithoutTellingTheDelegate() throws {
        let (device, _, g) = Self.gallery()
        var completions: [Bool] = []
        g.pager.setViewControllers([g.pages.pages[2]], direction: .forward, animated: true) { completions.append($0) }
        #expect(g.pager.viewControllers?.map(\.traceName) == ["P1"])
        try device.advance(by: 0.4)
        #expect(completions == [true])
        #expect(g.pager.viewControllers?.map(\.traceName) == ["P3"])
        #expect(g.pages.log == [])
        #expect(try Self.pagingScrollView(of: g.pager).contentOffset == CGPoint(x: 390, y: 0))
        g.pager.setViewControllers([], direction: .forward, animated: false)
        #expect(device.lines(.error) == ["pager setViewControllers needs exactly one page for the scroll style (got 0; UIKit raises)"])
    }
}
