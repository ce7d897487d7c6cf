import Foundation
import Testing
@testable import Touchstone

/// Seed 002: a container with a horizontal navigation pan plus left and right screen-edge pans,
/// over content that scrolls horizontally (a plain pan stands in for the scroll view's pan). The
/// seed's delegate lets only the edge pans recognise simultaneously, and each edge pan requires
/// the navigation pan to fail, so one drag never navigates twice.
@Suite("Seed 002 — pan vs two screen-edge pans")
struct Seed002EdgePanTests {
    /// The seed's delegate: `return [gestureRecognizer isKindOfClass:UIScreenEdgePanGestureRecognizer]`.
    final class Container: UIViewController, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
            g is UIScreenEdgePanGestureRecognizer
        }
    }

    struct Scene {
        let device: Device
        let log: ActionLog
        let container: Container
    }

    private func scene(requireNavigationPanToFail: Bool = true) -> Scene {
        let device = Device(profile: .iOS11)
        let container = Container()
        container.view.accessibilityIdentifier = "container"
        let content = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
        content.accessibilityIdentifier = "scrollContent"
        container.view.addSubview(content)
        device.show(container)
        let log = ActionLog(device)
        let scroll = UIPanGestureRecognizer(); log.attach(scroll, as: "scrollPan"); content.addGestureRecognizer(scroll)
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan")
        let edgeL = UIScreenEdgePanGestureRecognizer(); edgeL.edges = .left; log.attach(edgeL, as: "edgeL")
        let edgeR = UIScreenEdgePanGestureRecognizer(); edgeR.edges = .right; log.attach(edgeR, as: "edgeR")
        for r in [pan, edgeL, edgeR] as [UIGestureRecognizer] {
            r.delegate = container
            container.view.addGestureRecognizer(r)
        }
        if requireNavigationPanToFail {
            edgeL.require(toFail: pan)
            edgeR.require(toFail: pan)
        }
        return Scene(device: device, log: log, container: container)
    }

    private func drag(_ d: Device, from a: CGPoint, to b: CGPoint) throws {
        try d.at(0, .down(id: 0, at: a))
        try d.move(0, from: a, to: b, at: every16(16, 160))
        try d.at(176, .up(id: 0))
    }

    @Test func edgeDragOverScrollingContentScrollsAndNavigatesOnce() throws {
        let s = scene()
        try drag(s.device, from: pt(2, 400), to: pt(202, 400))
        let began = s.log.entries.filter { $0.contains(".began") }
        #expect(began == ["scrollPan.began@16", "edgeL.began@16"])
        #expect(!s.log.entries.contains { $0.hasPrefix("pan.") })
        #expect(s.device.states(of: "pan").contains("began→failed (excluded by scrollPan, which recognized)"))
        #expect(s.log.entries.suffix(2) == ["scrollPan.ended@176", "edgeL.ended@176"])
        withExtendedLifetime(s.container) {}
    }

    @Test func edgeDragWithoutScrollingContentNavigatesWithThePanOnly() throws {
        let s = scene()
        try drag(s.device, from: pt(2, 100), to: pt(202, 100))
        #expect(s.log.entries.first == "pan.began@16")
        #expect(s.log.entries.last == "pan.ended@176")
        #expect(!s.log.entries.contains { $0.hasPrefix("edge") })
        #expect(s.device.states(of: "edgeL").contains("began→failed (required failure of pan, which recognized)"))
        #expect(s.device.states(of: "edgeR").first?.hasPrefix("possible→failed (touch began") == true)
        withExtendedLifetime(s.container) {}
    }

    @Test func middleDragOverScrollingContentOnlyScrolls() throws {
        let s = scene()
        try drag(s.device, from: pt(300, 400), to: pt(100, 400))
        #expect(s.log.entries.allSatisfy { $0.hasPrefix("scrollPan.") })
        #expect(s.log.entries.first == "scrollPan.began@16")
        withExtendedLifetime(s.container) {}
    }

    @Test func rightEdgeDragOverScrollingContentUsesTheRightEdgePan() throws {
        let s = scene()
        try drag(s.device, from: pt(388, 400), to: pt(188, 400))
        let began = s.log.entries.filter { $0.contains(".began") }
        #expect(began == ["scrollPan.began@16", "edgeR.began@16"])
        withExtendedLifetime(s.container) {}
    }

    @Test func withoutTheRequirementAnEdgeDragNavigatesTwice() throws {
        // The problem the seed describes before adding require(toFail:).
        let s = scene(requireNavigationPanToFail: false)
        try drag(s.device, from: pt(2, 100), to: pt(202, 100))
        let began = s.log.entries.filter { $0.contains(".began") }
        #expect(began == ["pan.began@16", "edgeL.began@16"])
        withExtendedLifetime(s.container) {}
    }
}
