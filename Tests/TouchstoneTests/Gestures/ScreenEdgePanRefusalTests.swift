import Foundation
import Testing
@testable import Touchstone

/// A screen-edge pan that refuses a touch says how far the touch was from *its* edge (ProfileDecisions V7).
@Suite("Screen-edge pan refusals name their own edge (ProfileDecisions V7)")
struct ScreenEdgePanRefusalTests {
    @Test func aRefusedTouchIsMeasuredFromTheRecognizersEdgeNotTheNearestScreenEdge() throws {
        let (device, root) = makeScene()
        let left = UIScreenEdgePanGestureRecognizer()
        left.edges = .left
        left.name = "edgeLeft"
        let right = UIScreenEdgePanGestureRecognizer()
        right.edges = .right
        right.name = "edgeRight"
        root.addGestureRecognizer(left)
        root.addGestureRecognizer(right)
        // 5 pt above the bottom edge, 100 pt from the left, 290 pt from the right.
        try device.tap(at: CGPoint(x: 100, y: 839))
        let causes = device.trace.entries.filter { $0.message == "possible→failed" && $0.subject.hasPrefix("edge") }.map { "\($0.subject): \($0.cause ?? "")" }
        #expect(causes == ["edgeLeft: touch began 100 pt from the [left] edge, outside its 13 pt region",
                           "edgeRight: touch began 290 pt from the [right] edge, outside its 13 pt region"])
    }
}

/// Device reports (iOS 5–9) and the iOS 18.2 sources (D6) agree: the translation at `.began`
/// leaves out the 10 pt slop, while `location(in:)` is where the finger is (ProfileDecisions V9).
@Suite("Pan translation at began leaves out the slop (ProfileDecisions V9)")
struct PanTranslationOriginTests {
    @Test func translationAtBeganLeavesOutTheSlopButLocationIncludesIt() throws {
        let (device, root) = makeScene()
        var atBegan: (CGPoint, CGPoint)?
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [unowned pan] _ in
            if pan.state == .began { atBegan = (pan.translation(in: root), pan.location(in: root)) }
        }
        root.addGestureRecognizer(pan)
        try device.touchDown(at: CGPoint(x: 100, y: 300))
        try device.advance(by: 0.016)
        try device.touchMove(to: CGPoint(x: 106, y: 300))
        try device.advance(by: 0.016)
        try device.touchMove(to: CGPoint(x: 114, y: 303))
        try device.touchUp()
        #expect(atBegan?.0 == CGPoint(x: 4, y: 0))
        #expect(atBegan?.1 == CGPoint(x: 114, y: 303))
    }
}
