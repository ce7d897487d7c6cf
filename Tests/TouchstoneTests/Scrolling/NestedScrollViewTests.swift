import Foundation
import Testing
@testable import Touchstone

/// Scroll views inside scroll views (rules §8.4; cases C16, C17).
@Suite("Nested scroll views (rules §8.4)")
struct NestedScrollViewTests {
    /// Outer vertical (0,0,390,844, content height 3000) holding an inner scroll view at (0,200,390,300).
    private func makeNested(innerContent: CGSize) -> (Device, UIScrollView, UIScrollView) {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        outer.accessibilityIdentifier = "outer"
        outer.contentSize = CGSize(width: 390, height: 3000)
        outer.contentInsetAdjustmentBehavior = .never   // Counted from the screen's top: no safe-area adjustment (ScrollingDecisions S20).
        let inner = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        inner.accessibilityIdentifier = "inner"
        inner.contentSize = innerContent
        outer.addSubview(inner)
        let (device, _) = makeScene { $0.addSubview(outer) }
        return (device, outer, inner)
    }

    @Test func horizontalInsideVerticalEachTakesItsOwnAxis() throws {
        let (device, outer, inner) = makeNested(innerContent: CGSize(width: 2000, height: 300))
        try device.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 100, y: 350), duration: 0.4, hold: 0)
        #expect(inner.contentOffset.x > 100)
        #expect(outer.contentOffset == .zero)
        try device.settle()
        let innerX = inner.contentOffset.x
        try device.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 0.4)
        #expect(outer.contentOffset.y > 100)
        #expect(inner.contentOffset.x == innerX)
        let innerPanFailed = device.trace.entries.contains { $0.subject == "inner.pan" && $0.message.hasSuffix("→failed") }
        #expect(innerPanFailed)
    }

    @Test func sameDirectionInnerScrollsFirstAndOuterFails() throws {
        // cases C17: the deeper pan begins first and excludes the outer one.
        let (device, outer, inner) = makeNested(innerContent: CGSize(width: 390, height: 1000))
        try device.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 300), duration: 0.4)
        #expect(inner.contentOffset.y > 100)
        #expect(outer.contentOffset == .zero)
        let excluded = device.trace.entries.first { $0.subject == "outer.pan" && $0.message.hasSuffix("→failed") }
        #expect(excluded?.cause?.contains("excluded by inner.pan") == true)
    }

    @Test func noHandOffToTheOuterAtTheInnerEdge() throws {
        // Dragging down on an inner view already at its top rubber-bands the inner view; the
        // outer one does not take over in the same drag.
        let (device, outer, inner) = makeNested(innerContent: CGSize(width: 390, height: 1000))
        outer.contentOffset = CGPoint(x: 0, y: 100)  // inner shows at window y 100–400
        try device.touchDown(at: CGPoint(x: 200, y: 200))
        try device.scriptedMove(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 350), overMs: 16, 320)
        #expect(inner.contentOffset.y < 0)
        #expect(outer.contentOffset.y == 100)
        try device.touchUp()
        try device.settle()
        #expect(inner.contentOffset.y == 0)
    }
}
