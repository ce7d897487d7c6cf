import Foundation
import Testing
@testable import Touchstone

/// Auto Layout inside a scroll view (LayoutDecisions AL11–AL13): the content guide's size sets
/// `contentSize`, the frame guide is the scroll view's frame, the pre-iOS 11 edges of the scroll
/// view itself mean its content, and views tied to the frame float while the content scrolls.
/// The default device: 390 × 844, safe area top 47, bottom 34.
@Suite("Auto Layout in scroll views")
struct ScrollViewLayoutGuideTests {
    private func named<V: UIView>(_ name: String, _ view: V) -> V {
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    private func layoutLines(_ device: Device) -> [String] {
        device.trace.entries.filter { $0.kind == .layout }.map { "\($0.summary) — \($0.cause ?? "")" }
    }

    /// A scroll view below the safe area's top, filling the rest of the screen: frame 0, 47,
    /// 390 × 797.
    private func pinScrollView(_ scrollView: UIScrollView, in root: UIView) -> [NSLayoutConstraint] {
        [scrollView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
         scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
         scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
         scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
    }

    /// Rows stacked top to bottom in the content guide, 16 pt from its top and bottom and 8 pt
    /// apart, as wide as the frame guide less 20 pt each side. Returns the rows.
    private func stack(_ rows: [UIView], in scrollView: UIScrollView) -> [NSLayoutConstraint] {
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        var constraints = [content.widthAnchor.constraint(equalTo: frame.widthAnchor)]
        for (i, row) in rows.enumerated() {
            scrollView.addSubview(row)
            constraints.append(row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20))
            if !(row is UISwitch) { constraints.append(row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20)) }
            constraints.append(i == 0 ? row.topAnchor.constraint(equalTo: content.topAnchor, constant: 16)
                                      : row.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor, constant: 8))
        }
        if let last = rows.last { constraints.append(last.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16)) }
        return constraints
    }

    /// Twenty rows: a 60 pt field, then a switch (31 pt, its intrinsic size), a 60 pt field, a
    /// slider (31 pt), repeating.
    private func formRows() -> [UIView] {
        (0..<20).map { i -> UIView in
            switch i % 4 {
            case 1: return named("switch\(i)", UISwitch())
            case 3: return named("slider\(i)", UISlider())
            default:
                let field = named("field\(i)", UIView())
                field.heightAnchor.constraint(equalToConstant: 60).isActive = true
                return field
            }
        }
    }

    @Test func aStackPinnedInTheContentGuideSetsContentSizeToTheFrameWidthAndTheStacksHeight() {
        let scrollView = named("scroll", UIScrollView())
        let rows = formRows()
        let (device, root) = makeScene { root in
            root.addSubview(scrollView)
            NSLayoutConstraint.activate(pinScrollView(scrollView, in: root) + stack(rows, in: scrollView))
        }
        _ = root
        // 10 fields of 60, 5 switches and 5 sliders of 31, 19 gaps of 8, 16 above and below.
        #expect(scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 600 + 310 + 152 + 32))
        #expect(rows[0].frame == CGRect(x: 20, y: 16, width: 350, height: 60))
        #expect(rows[1].frame == CGRect(x: 20, y: 84, width: 51, height: 31))
        #expect(rows[3].frame == CGRect(x: 20, y: 191, width: 350, height: 31))
        #expect(rows[19].frame.maxY == 1078)
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 1094))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 797))
        #expect(layoutLines(device) == [])
    }

    @Test func pagesAsWideAsTheFrameGuideSetAPagersContentSizeAndPagingLandsOnTheirEdges() throws {
        let pager = named("pager", UIScrollView())
        pager.isPagingEnabled = true
        let pages = (0..<3).map { named("page\($0)", UIView()) }
        let (device, _) = makeScene { root in
            root.addSubview(pager)
            var constraints = [pager.topAnchor.constraint(equalTo: root.topAnchor),
                               pager.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                               pager.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                               pager.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
            for (i, page) in pages.enumerated() {
                pager.addSubview(page)
                constraints += [
                    page.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
                    page.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
                    page.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor),
                    page.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
                    i == 0 ? page.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor)
                           : page.leadingAnchor.constraint(equalTo: pages[i - 1].trailingAnchor),
                ]
            }
            constraints.append(pages[2].trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor))
            NSLayoutConstraint.activate(constraints)
        }
        #expect(pager.contentSize == CGSize(width: 1170, height: 844))
        #expect(pages.map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 390, y: 0, width: 390, height: 844),
                                       CGRect(x: 780, y: 0, width: 390, height: 844)])
        var landed: [CGFloat] = []
        for _ in 0..<3 {
            try device.swipe(from: CGPoint(x: 300, y: 400), direction: .left, distance: 200)
            try device.settle(limit: 3)
            landed.append(pager.contentOffset.x)
        }
        let settled = device.lines(.scroll).filter { $0.contains("target") || $0.contains("didEndDecelerating") }
        #expect(settled == [
            "pager willEndDragging velocity (2.00, 0.00) pt/ms target (390, 0)", "pager didEndDecelerating at (390, 0)",
            "pager willEndDragging velocity (2.00, 0.00) pt/ms target (780, 0)", "pager didEndDecelerating at (780, 0)",
            "pager willEndDragging velocity (2.00, 0.00) pt/ms target (780, 0)", "pager didEndDecelerating at (780, 0)",
        ])
        #expect(landed == [390, 780, 780])
        // Scrolling moved no page: their frames are in content coordinates.
        #expect(pages.map(\.frame.minX) == [0, 390, 780])
        #expect(layoutLines(device) == [])
    }

    @Test func aContentViewWithoutAHeightLeavesContentSizeAsCodeSetIt() {
        let scrollView = named("scroll", UIScrollView())
        let contentView = named("contentView", UIView())
        scrollView.contentSize = CGSize(width: 100, height: 1500)
        let (device, _) = makeScene { root in
            root.addSubview(scrollView)
            scrollView.addSubview(contentView)
            NSLayoutConstraint.activate(pinScrollView(scrollView, in: root) + [
                contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        }
        // The width is fixed by the frame guide and set; the height is open and kept.
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1500))
        #expect(layoutLines(device) == [
            "contentView has an ambiguous layout — its constraints do not determine its height; it keeps the frame the solver happened to give it",
        ])
    }

    @Test func aDragScrollsAConstrainedFormAndATapStillTogglesASwitchInIt() throws {
        let scrollView = named("scroll", UIScrollView())
        scrollView.contentInsetAdjustmentBehavior = .never   // Counted from the screen's top: no safe-area adjustment (ScrollingDecisions S20).
        let rows = formRows()
        var log: [String] = []
        let toggle = rows[13] as! UISwitch
        toggle.addAction(UIAction { _ in log.append("switch13 \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
        let (device, _) = makeScene { root in
            root.addSubview(scrollView)
            NSLayoutConstraint.activate(pinScrollView(scrollView, in: root) + stack(rows, in: scrollView))
        }
        // Rows 12–15 start after three runs of 214 pt (60 + 8 + 31 + 8, twice).
        #expect(toggle.frame == CGRect(x: 20, y: 16 + 3 * 214 + 68, width: 51, height: 31))
        // A fast drag up flings the form to its end: 1094 − 797 = 297.
        try device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2)
        try device.settle(limit: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 297))
        #expect(toggle.frame.minY == 726)
        let center = toggle.convert(CGPoint(x: 25, y: 15), to: nil)
        #expect(center == CGPoint(x: 45, y: 47 + 726 - 297 + 15))
        try device.tap(at: center)
        #expect(log == ["switch13 on"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 297))
    }

    @Test func subviewsPinnedToTheScrollViewsOwnEdgesSetContentSizeAsBeforeIOS11() throws {
        let scrollView = named("scroll", UIScrollView())
        let contentView = named("contentView", UIView())
        let (device, _) = makeScene { root in
            root.addSubview(scrollView)
            scrollView.addSubview(contentView)
            NSLayoutConstraint.activate(pinScrollView(scrollView, in: root) + [
                contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
                contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                contentView.heightAnchor.constraint(equalToConstant: 1500),
            ])
        }
        // The edges are the content's; the width is the frame's; the scroll view's own edges,
        // related to the root outside it, are its frame's.
        #expect(scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1500))
        #expect(contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        try device.advance(by: 0.1)
        #expect(contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(layoutLines(device) == [])
    }

    /// Contradicting sizes for the content guide break one, in UIKit's words, and the content
    /// size follows the one kept.
    @Test func contradictingContentSizesBreakOneAndTheOtherSetsContentSize() {
        let scrollView = named("scroll", UIScrollView())
        let (device, _) = makeScene { root in
            root.addSubview(scrollView)
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate(pinScrollView(scrollView, in: root) + [
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 500),
                content.heightAnchor.constraint(equalToConstant: 600),
            ])
        }
        #expect(scrollView.contentSize == CGSize(width: 390, height: 500))
        // AL8's rule: the required constraints on the same items and axis are listed.
        #expect(layoutLines(device) == [
            "scroll Unable to simultaneously satisfy constraints — (\"scroll.top == root.UIViewSafeAreaLayoutGuide.top\", "
                + "\"scroll.bottom == root.bottom\", \"scroll.UIScrollView-contentLayoutGuide.height == 500\", "
                + "\"scroll.UIScrollView-contentLayoutGuide.height == 600\"); will attempt to recover by breaking constraint "
                + "\"scroll.UIScrollView-contentLayoutGuide.height == 600\"",
        ])
    }

    /// A margin attribute of the scroll view related to a view inside it is the content's edge
    /// inset by the scroll view's margins (8 pt), not the frame's.
    @Test func theScrollViewsMarginsRelatedToItsContentAreTheContentsInsetByItsMargins() throws {
        let scrollView = named("scroll", UIScrollView())
        let contentView = named("contentView", UIView())
        let (device, _) = makeScene { root in
            root.addSubview(scrollView)
            scrollView.addSubview(contentView)
            func pin(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
                NSLayoutConstraint(item: contentView, attribute: a, relatedBy: .equal, toItem: scrollView, attribute: b, multiplier: 1, constant: 0)
            }
            NSLayoutConstraint.activate(pinScrollView(scrollView, in: root) + [
                pin(.top, .topMargin), pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin), pin(.bottom, .bottomMargin),
                contentView.widthAnchor.constraint(equalToConstant: 300),
                contentView.heightAnchor.constraint(equalToConstant: 1000),
            ])
        }
        #expect(contentView.frame == CGRect(x: 8, y: 8, width: 300, height: 1000))
        #expect(scrollView.contentSize == CGSize(width: 316, height: 1016))
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        try device.advance(by: 0.1)
        #expect(contentView.frame == CGRect(x: 8, y: 8, width: 300, height: 1000))
        #expect(layoutLines(device) == [])
    }

    @Test func aViewPinnedToTheFrameGuideStaysOnScreenWhileTheContentScrolls() throws {
        let scrollView = named("scroll", UIScrollView())
        let rows = formRows()
        let badge = named("badge", UIView())
        let (device, _) = makeScene { root in
            root.addSubview(scrollView)
            scrollView.addSubview(badge)
            NSLayoutConstraint.activate(pinScrollView(scrollView, in: root) + stack(rows, in: scrollView) + [
                badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        #expect(badge.frame == CGRect(x: 340, y: 10, width: 40, height: 40))
        scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        try device.advance(by: 0.1)
        // In content coordinates the badge moved with the offset; on screen it did not.
        #expect(badge.frame == CGRect(x: 340, y: 260, width: 40, height: 40))
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 340, y: 57))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 250, width: 390, height: 797))
        #expect(rows[0].frame == CGRect(x: 20, y: 16, width: 350, height: 60))
        #expect(layoutLines(device) == [])
    }

    /// Content tied only to the content guide and the frame guide's width does not move with
    /// the offset: scrolling it solves nothing again, while a floating view makes each new
    /// offset solve once.
    @Test func scrollingContentTiedOnlyToTheContentGuideSolvesNothingAgain() throws {
        func solvesWhileScrolling(floating: Bool) throws -> Int {
            let scrollView = named("scroll", UIScrollView())
            let rows = formRows()
            let badge = named("badge", UIView())
            let (device, root) = makeScene { root in
                root.addSubview(scrollView)
                var constraints = pinScrollView(scrollView, in: root) + stack(rows, in: scrollView)
                if floating {
                    scrollView.addSubview(badge)
                    constraints += [badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor),
                                    badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
                                    badge.widthAnchor.constraint(equalToConstant: 40),
                                    badge.heightAnchor.constraint(equalToConstant: 40)]
                }
                NSLayoutConstraint.activate(constraints)
            }
            let window = try #require(root.window)
            let before = window.layout.solveCount
            for y in [100, 200, 250] as [CGFloat] {
                scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
                try device.advance(by: 0.05)
            }
            return window.layout.solveCount - before
        }
        #expect(try solvesWhileScrolling(floating: false) == 0)
        #expect(try solvesWhileScrolling(floating: true) == 3)
    }
}
