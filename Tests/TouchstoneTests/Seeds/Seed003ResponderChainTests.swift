import Foundation
import Testing
@testable import Touchstone

/// Seed 003 "事件响应链": every class logs in `touchesBegan` and calls `super`; tapping view2 prints
/// `ZCPView2`, `ZCPView`, `ZCPWindow` — view2 → view → window (rules R1, R2, CC08).
@Suite("Seed 003 — responder chain view2 → view → window")
struct Seed003ResponderChainTests {
    class ZCPView: UIView {
        var log: (String) -> Void = { _ in }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log(traceName)
            super.touchesBegan(touches, with: event)
        }
    }

    final class ZCPWindow: UIWindow {
        var log: (String) -> Void = { _ in }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log("ZCPWindow")
            super.touchesBegan(touches, with: event)
        }
    }

    /// The seed's hierarchy on a 414 × 896 screen: window → zcpview(100,500,100,100) → zcpview2(10,-50,80,100).
    private func scene(viewCallsSuper: Bool = true) -> (Device, () -> [String]) {
        var log: [String] = []
        let device = Device(profile: .iOS12, screenSize: CGSize(width: 414, height: 896))
        let window = ZCPWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.log = { log.append($0) }
        let view: ZCPView = viewCallsSuper ? ZCPView(frame: CGRect(x: 100, y: 500, width: 100, height: 100))
                                           : StoppingView(frame: CGRect(x: 100, y: 500, width: 100, height: 100))
        view.accessibilityIdentifier = "ZCPView"
        view.log = { log.append($0) }
        let view2 = ZCPView(frame: CGRect(x: 10, y: -50, width: 80, height: 100))
        view2.accessibilityIdentifier = "ZCPView2"
        view2.log = { log.append($0) }
        window.addSubview(view)
        view.addSubview(view2)
        device.show(window)
        return (device, { log })
    }

    final class StoppingView: ZCPView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log(traceName)  // no super: the chain stops here (CC09)
        }
    }

    @Test func tapOnView2LogsView2ThenViewThenWindow() throws {
        let (device, log) = scene()
        try device.touchDown(at: CGPoint(x: 150, y: 520))
        #expect(log() == ["ZCPView2", "ZCPView", "ZCPWindow"])
        #expect(device.lines(.hitTest) == ["ZCPView2 hit"])
    }

    @Test func viewThatDoesNotCallSuperStopsTheChain() throws {
        let (device, log) = scene(viewCallsSuper: false)
        try device.touchDown(at: CGPoint(x: 150, y: 520))
        #expect(log() == ["ZCPView2", "ZCPView"])
    }

    @Test func partOfView2AboveViewIsNotHittable() throws {
        // view2 sticks out 50 pt above view; that part lies outside view's bounds (rules H4).
        let (device, log) = scene()
        try device.touchDown(at: CGPoint(x: 150, y: 470))
        #expect(log() == ["ZCPWindow"])
        #expect(device.lines(.hitTest) == ["ZCPWindow hit"])
    }
}
