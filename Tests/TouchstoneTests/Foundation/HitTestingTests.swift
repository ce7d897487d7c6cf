import Foundation
import Testing
@testable import Touchstone

/// Rules §1 (H1–H9) and conformance cases CC01–CC04.
@Suite("Hit-testing (rules §1)")
struct HitTestingTests {
    /// R → A(50,100,200,200), B(150,200,200,200) added later (CC01).
    private func overlapping() -> (Device, UIView, LoggingView, LoggingView) {
        let a = LoggingView("A", frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let b = LoggingView("B", frame: CGRect(x: 150, y: 200, width: 200, height: 200))
        let (device, root) = makeScene { $0.addSubview(a); $0.addSubview(b) }
        return (device, root, a, b)
    }

    @Test func frontMostSiblingWins() throws {
        let (device, _, a, b) = overlapping()
        try device.tap(at: CGPoint(x: 200, y: 250))
        #expect(b.log == ["touchesBegan", "touchesEnded"])
        #expect(a.log.isEmpty)
        #expect(device.lines(.hitTest) == ["B hit"])
    }

    @Test func hiddenViewIsSkipped() throws {
        let (device, _, a, b) = overlapping()
        b.isHidden = true
        try device.tap(at: CGPoint(x: 200, y: 250))
        #expect(a.log == ["touchesBegan", "touchesEnded"]); #expect(b.log.isEmpty)
    }

    @Test func alphaBelowOneHundredthIsSkippedButExactlyOneHundredthIsHit() throws {
        for (alpha, expectB) in [(0.009, false), (0.01, true)] {
            let (device, _, a, b) = overlapping()
            b.alpha = CGFloat(alpha)
            try device.tap(at: CGPoint(x: 200, y: 250))
            #expect(b.log.isEmpty == !expectB, "alpha \(alpha)")
            #expect(a.log.isEmpty == expectB, "alpha \(alpha)")
        }
    }

    @Test func userInteractionDisabledIsSkipped() throws {
        let (device, _, a, b) = overlapping()
        b.isUserInteractionEnabled = false
        try device.tap(at: CGPoint(x: 200, y: 250))
        #expect(a.log == ["touchesBegan", "touchesEnded"]); #expect(b.log.isEmpty)
    }

    @Test func disabledContainerPrunesItsSubtreeAndItsRecognisers() throws {
        // CC03.
        let c = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        c.isUserInteractionEnabled = false
        let d = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        c.addSubview(d)
        var fired = false
        d.addGestureRecognizer(UITapGestureRecognizer { _ in fired = true })
        let (device, _) = makeScene { $0.addSubview(c) }
        try device.tap(at: CGPoint(x: 150, y: 450))
        #expect(!fired)
        #expect(device.lines(.hitTest) == ["root hit"])
    }

    @Test func subviewOutsideSuperviewBoundsIsNotHitEvenWithoutClipping() throws {
        // CC04 / rules H4 / seed 003 tab bar.
        let p = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        p.accessibilityIdentifier = "P"
        p.clipsToBounds = false
        let k = LoggingView("K", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        p.addSubview(k)
        let (device, _) = makeScene { $0.addSubview(p) }
        try device.tap(at: CGPoint(x: 220, y: 220))
        #expect(k.log.isEmpty)
        #expect(device.lines(.hitTest) == ["root hit"])
    }

    @Test func pointInsideOverrideMakesProtrudingChildHittable() throws {
        // CC04 variant: P accepts K's frame too.
        final class WideParent: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                super.point(inside: point, with: event) || subviews.contains { $0.frame.hitContains(point) }
            }
        }
        let p = WideParent(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let k = LoggingView("K", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        p.addSubview(k)
        let (device, _) = makeScene { $0.addSubview(p) }
        try device.tap(at: CGPoint(x: 220, y: 220))
        #expect(k.log == ["touchesBegan", "touchesEnded"])
    }

    @Test func boundsContainMinEdgeButNotMaxEdge() throws {
        let v = LoggingView("V", frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let (device, _) = makeScene { $0.addSubview(v) }
        try device.tap(at: CGPoint(x: 100, y: 100))
        #expect(v.log.count == 2)
        v.log.removeAll()
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 150, y: 120))
        #expect(v.log.isEmpty)
    }

    @Test func hitViewStaysBoundWhenFingerLeavesIt() throws {
        // Rules H1: touch.view is fixed for the touch's life.
        let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (device, _) = makeScene { $0.addSubview(v) }
        try device.touchDown(at: CGPoint(x: 50, y: 50))
        try device.touchMove(to: CGPoint(x: 300, y: 600))
        try device.touchUp()
        #expect(v.log == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(device.lines(.hitTest).count == 1)
    }

    @Test func transformedViewIsHitWhereItIsDrawn() throws {
        // Rules H5: conversion inverts the transform (a 2× scale about the centre).
        let v = LoggingView("V", frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        let (device, _) = makeScene { $0.addSubview(v) }
        try device.tap(at: CGPoint(x: 110, y: 110))  // inside only because of the scale
        #expect(v.log == ["touchesBegan", "touchesEnded"])
        #expect(v.convert(CGPoint(x: 110, y: 110), from: nil).x == 5)
    }

    @Test func rotatedViewConvertsPointsBothWays() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(v)
        let p = CGPoint(x: 10, y: 20)
        let back = v.convert(v.convert(p, to: nil), from: nil)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }

    @Test func scrolledBoundsOriginShiftsHitTesting() throws {
        // Rules H5: bounds.origin (contentOffset) is honoured by conversion.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.bounds.origin = CGPoint(x: 0, y: 100)
        let v = LoggingView("V", frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        container.addSubview(v)
        let (device, _) = makeScene { $0.addSubview(container) }
        try device.tap(at: CGPoint(x: 50, y: 60))  // 60 + 100 = 160 in container space
        #expect(v.log.count == 2)
    }

    @Test func touchWithNoHitViewGoesNowhere() throws {
        // Rules H9.
        let (device, root) = makeScene()
        root.window?.isUserInteractionEnabled = false
        try device.tap(at: CGPoint(x: 10, y: 10))
        #expect(device.lines(.touches).isEmpty)
        #expect(device.lines(.hitTest) == ["nothing hit"])
    }

    @Test func frontMostWindowWinsAndHiddenWindowIsSkipped() throws {
        let device = Device()
        let back = UIWindow(frame: device.screenBounds); back.accessibilityIdentifier = "back"
        let front = UIWindow(frame: device.screenBounds); front.accessibilityIdentifier = "front"
        front.windowLevel = .alert
        device.show(back); device.show(front)
        try device.tap(at: CGPoint(x: 10, y: 10))
        #expect(device.lines(.hitTest).last == "front hit")
        front.isHidden = true
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 10, y: 10))
        #expect(device.lines(.hitTest).last == "back hit")
    }

    @Test func tabBarLaceBecomesTappableOnlyWhenPointInsideIsWidened() throws {
        // Seed 003 "扩大TabBar的响应范围": the lace image sits 50 pt above the tab bar.
        final class TabBar: UIView {
            var widened = false
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let lace = CGRect(x: 0, y: -50, width: bounds.width, height: 50)
                return super.point(inside: point, with: event) || (widened && lace.hitContains(point))
            }
        }
        for widened in [false, true] {
            let tabBar = TabBar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
            tabBar.widened = widened
            let lace = LoggingView("lace", frame: CGRect(x: 0, y: -50, width: 390, height: 50))
            lace.isUserInteractionEnabled = true
            tabBar.addSubview(lace)
            let other = LoggingView("view", frame: CGRect(x: 0, y: 0, width: 390, height: 795))
            let (device, _) = makeScene { $0.addSubview(other); $0.addSubview(tabBar) }
            try device.tap(at: CGPoint(x: 100, y: 770))
            #expect(lace.log.isEmpty == !widened)
            #expect(other.log.isEmpty == widened)
        }
    }

    @Test func deepChainOfOneHundredThousandViewsHitTestsWithoutOverflow() throws {
        let (device, root) = makeScene()
        var parent = root
        for _ in 0..<100_000 {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            parent.addSubview(v)
            parent = v
        }
        parent.accessibilityIdentifier = "leaf"
        try device.tap(at: CGPoint(x: 10, y: 10))
        #expect(device.lines(.hitTest) == ["leaf hit"])
    }
}
