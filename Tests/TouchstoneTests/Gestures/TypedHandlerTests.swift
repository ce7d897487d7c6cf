import Foundation
import Testing
@testable import Touchstone

/// Handlers typed with the concrete recogniser: UIKit action methods paste in as closures
/// (issue 20; PortingDecisions U1).
@Suite("Typed recogniser handlers (U1)")
struct TypedHandlerTests {
    @Test func aPanHandlerReadsTheTranslationWithoutACast() throws {
        let (device, root) = makeScene()
        var translations: [CGFloat] = []
        let pan = UIPanGestureRecognizer { pan in translations.append(pan.translation(in: nil).x) }
        root.addGestureRecognizer(pan)
        try device.touchDown(at: CGPoint(x: 100, y: 400))
        for x in [112.0, 124, 136] {
            try device.advance(by: 0.016)
            try device.touchMove(to: CGPoint(x: x, y: 400))
        }
        try device.touchUp()
        // D6: the 10 pt slop is left out of the translation at began.
        #expect(translations == [2, 14, 26, 26])
    }

    @Test func everyRecogniserClassHandsItsOwnTypeAndUntypedClosuresStillCompile() throws {
        let (device, root) = makeScene()
        var log: [String] = []
        let tap = UITapGestureRecognizer { tap in log.append("tap \(tap.numberOfTapsRequired)") }
        let press = UILongPressGestureRecognizer { press in log.append("press \(press.minimumPressDuration)") }
        let swipe = UISwipeGestureRecognizer { swipe in log.append("swipe \(swipe.direction.rawValue)") }
        let pinch = UIPinchGestureRecognizer { pinch in _ = pinch.scale }
        let rotation = UIRotationGestureRecognizer { rotation in _ = rotation.rotation }
        let edge = UIScreenEdgePanGestureRecognizer { edge in _ = edge.edges }
        let untyped = UITapGestureRecognizer { _ in log.append("untyped") }
        let base = UIGestureRecognizer { g in _ = g.state }
        for r in [tap, press, swipe, pinch, rotation, edge, untyped, base] as [UIGestureRecognizer] { _ = r }
        root.addGestureRecognizer(tap)
        try device.tap(at: CGPoint(x: 100, y: 400))
        try device.settle()
        #expect(log == ["tap 1"])
    }
}
