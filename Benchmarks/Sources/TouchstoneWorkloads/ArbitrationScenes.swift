import Foundation
import Touchstone

/// Scenes for the arbitration benchmarks (GitHub issue 6).
public final class ArbitrationScene {
    public let device: Device
    public let recognizers: [UIGestureRecognizer]
    private let point = CGPoint(x: 195, y: 422)

    /// `k` independent pans on one full-screen view that stay undecided while the finger moves
    /// (their hysteresis is out of reach) and fail at the lift.
    public static func undecided(k: Int) -> ArbitrationScene {
        var recognizers: [UIGestureRecognizer] = []
        for _ in 0..<k {
            let pan = UIPanGestureRecognizer()
            pan.hysteresis = 1_000_000
            recognizers.append(pan)
        }
        return ArbitrationScene(recognizers)
    }

    /// `length` taps on one view where each requires the next to fail (r0 → r1 → … → r(n-1)).
    public static func failureChain(length: Int) -> ArbitrationScene {
        let taps = (0..<length).map { _ in UITapGestureRecognizer() }
        for i in 0..<(length - 1) { taps[i].require(toFail: taps[i + 1]) }
        return ArbitrationScene(taps)
    }

    private init(_ recognizers: [UIGestureRecognizer]) {
        self.recognizers = recognizers
        device = Device()
        device.trace.isEnabled = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        for r in recognizers { view.addGestureRecognizer(r) }
        device.show(window)
    }

    /// Down, `moves` moves of 2 pt, up, with 1/120 s between events; returns the events sent.
    @discardableResult
    public func stroke(moves: Int) throws -> Int {
        var p = point
        try device.touchDown(at: p)
        for _ in 0..<moves {
            try device.advance(by: 1.0 / 120)
            p.x += 2
            try device.touchMove(to: p)
        }
        try device.advance(by: 1.0 / 120)
        try device.touchUp()
        try device.advance(by: 0.4)
        return moves + 2
    }
}
