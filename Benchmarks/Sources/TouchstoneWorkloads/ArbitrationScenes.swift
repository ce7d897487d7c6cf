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

    /// `k` taps on one view where the first requires every other to fail (a fan: r0 → r1…r(k-1)).
    public static func failureFan(k: Int) -> ArbitrationScene {
        let taps = (0..<k).map { _ in UITapGestureRecognizer() }
        for i in 1..<k { taps[0].require(toFail: taps[i]) }
        return ArbitrationScene(taps)
    }

    /// `length` taps on one view chained as in `failureChain`, but through a delegate that answers
    /// `shouldRequireFailureOf` (a dynamic requirement) instead of `require(toFail:)`.
    public static func delegateChain(length: Int) -> ArbitrationScene {
        let taps = (0..<length).map { _ in UITapGestureRecognizer() }
        let delegate = ChainDelegate(taps)
        for t in taps { t.delegate = delegate }
        let scene = ArbitrationScene(taps)
        scene.retained = delegate
        return scene
    }

    /// `k` nested full-screen views, each with a tap: the touch is offered to all of them, the
    /// deepest recognises and excludes the rest (stacked recognisers).
    public static func stacked(k: Int) -> ArbitrationScene {
        let taps = (0..<k).map { _ in UITapGestureRecognizer() }
        return ArbitrationScene(taps, nested: true)
    }

    private var retained: AnyObject?

    private init(_ recognizers: [UIGestureRecognizer], nested: Bool) {
        self.recognizers = recognizers
        device = Device()
        device.trace.isEnabled = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var parent: UIView = window
        for r in recognizers.reversed() {
            let view = UIView(frame: window.bounds)
            parent.addSubview(view)
            view.addGestureRecognizer(r)
            parent = view
        }
        device.show(window)
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

/// Answers `shouldRequireFailureOf` for each tap and the next one (r(i) requires r(i+1)).
final class ChainDelegate: UIGestureRecognizerDelegate {
    private var next: [ObjectIdentifier: ObjectIdentifier] = [:]
    init(_ taps: [UIGestureRecognizer]) {
        for i in 0..<(taps.count - 1) { next[ObjectIdentifier(taps[i])] = ObjectIdentifier(taps[i + 1]) }
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        next[ObjectIdentifier(g)] == ObjectIdentifier(other)
    }
}
