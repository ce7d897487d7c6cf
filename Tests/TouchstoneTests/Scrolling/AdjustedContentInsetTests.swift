import Foundation
import Testing
@testable import Touchstone

/// `adjustedContentInset`: the safe area added to `contentInset` as `contentInsetAdjustmentBehavior`
/// says (rules §8.6; Apple, `UIScrollView.ContentInsetAdjustmentBehavior`; ScrollingDecisions
/// S17–S19, LayoutDecisions AL15).
@Suite("adjustedContentInset follows the safe area (rules §8.6, S17–S19)")
struct AdjustedContentInsetTests {
    /// Records the delegate's offset and inset calls.
    final class InsetLog: UIScrollViewDelegate {
        var calls: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(fmt(scrollView.contentOffset))") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            let i = scrollView.adjustedContentInset
            calls.append("didChangeAdjustedContentInset \(fmt(i.top)) \(fmt(i.left)) \(fmt(i.bottom)) \(fmt(i.right))")
        }
    }

    /// 20 rows of 44 pt; selections logged.
    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "row\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    }

    /// A controller whose root view is its table, as `UITableViewController`'s is.
    final class TableScreen: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        let rows = Rows()
        override func loadView() {
            table.accessibilityIdentifier = "table"
            table.rowHeight = 44
            table.dataSource = rows
            table.delegate = rows
            view = table
        }
    }

    private func scrollScene(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize,
                             frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) -> (Device, UIScrollView, InsetLog) {
        let s = UIScrollView(frame: frame)
        s.accessibilityIdentifier = "S"
        s.contentSize = content
        s.contentInsetAdjustmentBehavior = behavior
        let log = InsetLog()
        s.delegate = log
        let (device, _) = makeScene { $0.addSubview(s) }
        return (device, s, log)
    }

    @Test func aTableUnderANavigationBarStartsBelowItAndATapThereSelectsTheFirstRow() throws {
        // Apple (`.automatic`): adjusted vertically when it is the root view of a controller a
        // navigation controller shows; the bar's bottom (47 + 44) is the top of its safe area.
        let screen = TableScreen()
        let nav = UINavigationController(rootViewController: screen)
        let device = Device()
        device.show(nav)
        #expect(screen.table.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(screen.table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(screen.table.contentOffset == CGPoint(x: 0, y: -91))
        #expect(device.lines(.scroll).contains("table adjustedContentInset top 91, bottom 34"))
        device.trace.clear()
        // Row 0 sits at y 91–135 on screen, just below the bar (whose touch zone reaches 15 pt
        // below it, UIKitPiecesDecisions K16).
        try device.tap(at: CGPoint(x: 200, y: 120))
        #expect(screen.rows.log == ["select 0"])
        // The range: from -91 to 20 × 44 − 844 + 34.
        #expect(screen.table.minimumContentOffset == CGPoint(x: 0, y: -91))
        #expect(screen.table.maximumContentOffset == CGPoint(x: 0, y: 880 - 844 + 34))
    }

    @Test func hidingTheNavigationBarMovesTheContentUpToTheStatusBar() throws {
        let screen = TableScreen()
        let nav = UINavigationController(rootViewController: screen)
        let device = Device()
        device.show(nav)
        nav.setNavigationBarHidden(true, animated: false)
        device.layoutIfPending()
        #expect(screen.table.adjustedContentInset.top == 47)
        #expect(screen.table.contentOffset == CGPoint(x: 0, y: -47))
    }

    @Test func eachBehaviourAdjustsTheEdgesUIKitDocuments() {
        // Content taller than the view: `.automatic` and `.scrollableAxes` adjust top and bottom
        // (not the sides: the content is not wider); `.always` every edge; `.never` none.
        let tall = CGSize(width: 390, height: 2000), fits = CGSize(width: 390, height: 500)
        let expected: [(UIScrollView.ContentInsetAdjustmentBehavior, CGSize, UIEdgeInsets)] = [
            (.automatic, tall, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (.scrollableAxes, tall, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (.never, tall, .zero),
            (.always, fits, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            // Not scrollable, not a navigation child: nothing.
            (.automatic, fits, .zero),
            (.scrollableAxes, fits, .zero),
        ]
        for (behavior, content, insets) in expected {
            let (_, s, _) = scrollScene(behavior, content: content)
            #expect(s.adjustedContentInset == insets, "\(behavior) \(content)")
        }
    }

    @Test func alwaysBounceVerticalCountsAsScrollable() {
        let (device, s, _) = scrollScene(.scrollableAxes, content: CGSize(width: 390, height: 500))
        defer { withExtendedLifetime(device) {} }
        s.alwaysBounceVertical = true
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(s.contentOffset == CGPoint(x: 0, y: -47))
    }

    @Test func theAdjustmentMovesARestingOffsetAndTellsTheDelegateAfterTheScroll() throws {
        let (device, s, log) = scrollScene(.automatic, content: CGSize(width: 390, height: 2000))
        #expect(log.calls == ["didScroll (0, -47)", "didChangeAdjustedContentInset 47 0 34 0"])
        let line = try #require(device.trace.entries.first { $0.message.hasPrefix("adjustedContentInset") })
        #expect("\(line.subject) \(line.message)" == "S adjustedContentInset top 47, bottom 34")
        #expect(line.cause == "the safe area (contentInsetAdjustmentBehavior .automatic); safe area changed")
        // Setting contentInset changes the adjusted inset but does not move the offset (UIKit).
        s.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(s.adjustedContentInset.top == 57)
        #expect(s.contentOffset == CGPoint(x: 0, y: -47))
        // `.never` drops the safe area; the offset was not resting at -57, so it stays.
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(s.contentOffset == CGPoint(x: 0, y: -47))
    }

    @Test func aScrollViewBelowTheBarsIsNotAdjusted() {
        // Inside the safe area there is nothing to add: every example's geometry stays the same.
        let (_, s, log) = scrollScene(.automatic, content: CGSize(width: 390, height: 2000),
                                      frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        #expect(s.adjustedContentInset == .zero)
        #expect(s.contentOffset == .zero)
        #expect(log.calls.isEmpty)
    }

    @Test func aNonFiniteOrNegativeSafeAreaAddsNothing() {
        // ScrollingDecisions S19: additional insets that are not finite numbers, or that make the
        // safe area negative, add nothing to the scroll view's inset and never reach its offset.
        for additional in [UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0),
                           UIEdgeInsets(top: -500, left: 0, bottom: -500, right: 0)] {
            let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            s.contentSize = CGSize(width: 390, height: 2000)
            let vc = UIViewController()
            vc.additionalSafeAreaInsets = additional
            vc.view.addSubview(s)
            let device = Device()
            device.show(vc)
            #expect(s.adjustedContentInset.top.isFinite && s.adjustedContentInset.bottom.isFinite)
            #expect(s.adjustedContentInset.top >= 0 && s.adjustedContentInset.bottom >= 0)
            #expect(s.contentOffset.y.isFinite)
        }
    }

    @Test func scenarioScrollViewsAndPagesAreNeverAdjusted() {
        // ScrollingDecisions S20: a page view controller's paging scroll view does not adjust.
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let device = Device()
        device.show(pager)
        #expect(pager.scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(pager.scrollView.adjustedContentInset == pager.scrollView.contentInset)
    }
}
