import Foundation
import Testing
@testable import Touchstone

/// Bad input is rejected with a clear error and leaves the device usable; very deep trees do not
/// overflow the stack (GitHub issue 6; EventDeliveryDecisions D11, D12).
@Suite("Robustness: hostile input")
struct HostileInputTests {
    /// A device with a tap on a full-screen view, to prove it still works after bad input.
    private func usableScene() -> (Device, () -> Int) {
        var taps = 0
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        v.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        return (device, { taps })
    }

    @Test(arguments: [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: CGFloat.nan)])
    func nonFiniteCoordinatesAreRejected(point: CGPoint) throws {
        let (device, taps) = usableScene()
        #expect(throws: TouchstoneError.self) { try device.touchDown(at: point) }
        #expect(device.activeTouches.isEmpty)
        try device.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(throws: TouchstoneError.self) { try device.touchMove(to: point) }
        try device.touchUp()
        #expect(taps() == 1)
        #expect(device.lines(.error).count == 2)
    }

    @Test func unknownFingerIdsAreRejected() throws {
        let (device, taps) = usableScene()
        #expect(throws: TouchstoneError.fingerNotDown(7)) { try device.touchMove(id: 7, to: CGPoint(x: 1, y: 1)) }
        #expect(throws: TouchstoneError.fingerNotDown(7)) { try device.touchUp(id: 7) }
        #expect(throws: TouchstoneError.fingerNotDown(7)) { try device.touchCancel(id: 7) }
        try device.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps() == 1)
    }

    @Test func aTouchEndingTwiceIsRejectedTheSecondTime() throws {
        let (device, taps) = usableScene()
        try device.touchDown(at: CGPoint(x: 100, y: 100))
        try device.touchUp()
        #expect(throws: TouchstoneError.fingerNotDown(0)) { try device.touchUp() }
        #expect(throws: TouchstoneError.fingerNotDown(0)) { try device.touchCancel() }
        #expect(taps() == 1)
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps() == 2)
    }

    @Test func aBadEventChangesNothingEvenWhenPartlyValid() throws {
        let (device, _) = usableScene()
        try device.touchDown(id: 1, at: CGPoint(x: 100, y: 100))
        let before = device.trace.entries.count
        #expect(throws: TouchstoneError.duplicateFingerInEvent(1)) {
            try device.send([.move(id: 1, to: CGPoint(x: 120, y: 100)), .up(id: 1)])
        }
        #expect(throws: TouchstoneError.fingerAlreadyDown(1)) { try device.touchDown(id: 1, at: CGPoint(x: 5, y: 5)) }
        #expect(device.trace.entries.dropFirst(before).allSatisfy { $0.kind == .error })
        #expect(device.activeTouches.first?.location(in: nil) == CGPoint(x: 100, y: 100))
    }

    @Test func timeGoingBackwardsIsRejected() throws {
        let (device, taps) = usableScene()
        try device.advance(by: 1)
        #expect(throws: TouchstoneError.self) { try device.advance(by: -0.5) }
        #expect(throws: TouchstoneError.self) { try device.advance(to: 0.5) }
        #expect(throws: TouchstoneError.self) { try device.advance(by: .nan) }
        #expect(throws: TouchstoneError.self) { try device.advance(by: .infinity) }
        #expect(device.clock.now == 1)
        try device.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps() == 1)
    }

    @Test func invalidHelperArgumentsAreRejected() throws {
        let (device, taps) = usableScene()
        #expect(throws: TouchstoneError.self) { try device.tap(at: CGPoint(x: 10, y: 10), duration: -1) }
        #expect(throws: TouchstoneError.self) { try device.drag(from: .zero, to: CGPoint(x: 10, y: 10), duration: .nan) }
        #expect(device.activeTouches.isEmpty)
        device.samplingRate = 0
        #expect(throws: TouchstoneError.self) { try device.drag(from: .zero, to: CGPoint(x: 10, y: 10)) }
        device.samplingRate = 60
        try device.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps() == 1)
    }

    @Test func aHundredThousandDeepChainIsHitTestedDeliveredForwardedAndFreed() throws {
        final class Leaf: UIView {
            var log: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began"); super.touchesBegan(t, with: e) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended"); super.touchesEnded(t, with: e) }
        }
        final class Top: UIView {
            var log: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
        }
        let depth = 100_000
        let device = Device()
        device.trace.isEnabled = false
        let window = UIWindow(frame: device.screenBounds)
        let top = Top(frame: window.bounds)
        window.addSubview(top)
        var parent: UIView = top
        for _ in 0..<depth {
            let child = UIView(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
        let leaf = Leaf(frame: parent.bounds)
        parent.addSubview(leaf)
        var taps = 0
        top.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        device.show(window)
        // Hit-testing reaches the leaf; the default touches… forwarding climbs 100,000 views to `top`.
        try device.touchDown(at: CGPoint(x: 10, y: 400))
        #expect(device.activeTouches.first?.view === leaf)
        #expect(top.log == ["began"])
        try device.advance(by: 2)  // held past the tap's limit: the tap fails, the view ends normally
        try device.touchUp()
        #expect(leaf.log == ["began", "ended"])
        #expect(top.log == ["began", "ended"])
        #expect(taps == 0)
        // Conversions walk the chain without recursion.
        #expect(leaf.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
        // Releasing the tree frees 100,000 nested views without recursing once per level.
        top.removeFromSuperview()
    }
}
