import Foundation

/// The private recogniser behind `delaysContentTouches` (rules §8.2; states obs-dec D12).
///
/// It has `delaysTouchesBegan`, so while it is undecided content does not hear of a new touch.
/// It never recognises a gesture of its own; it decides what happens to the withheld touches:
/// - **150 ms** after touch-down (finger still down, no scroll yet), or **at the lift** if that
///   comes first, or as soon as the finger moves **more than 10 pt along an axis the scroll view
///   cannot drag**, each withheld touch is offered to `touchesShouldBegin(_:with:in:)`: `true`
///   releases it to content at once (`ignore(_:for:)`), `false` keeps it, and the recogniser then
///   ends (recognises) so that touch is dropped for good. With every touch released it fails.
/// - With `delaysContentTouches == false` the same decision is taken at touch-down.
/// - If the scroll pan begins first, the pan excludes it and claims the touch: content never
///   sees it (CC39).
/// - A touch that stopped a decelerating scroll view is dropped the same way (rules §8.4).
/// - It never prevents another recogniser (`canPrevent` is `false`), so recognising to drop a
///   touch does not stop the pan or an ancestor's tap.
/// The scroll view's own touches (not on content) are always released.
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// Content-touch delay (rules §12a: 150 ms).
    static let contentTouchDelay: TimeInterval = 0.15
    /// Cross-axis movement that releases the touches early (rules §8.2: 10 pt).
    static let crossAxisRelease: CGFloat = 10

    weak var scrollView: UIScrollView?
    /// Touches received and not yet decided, in touch-down order.
    private var withheld: [UITouch] = []
    private var delayTimer: VirtualTimer?
    private var startCentroid: CGPoint = .zero

    override init() {
        super.init()
        delaysTouchesBegan = true
    }

    override var traceName: String { name ?? "\(scrollView?.traceName ?? "UIScrollView").delayedTouches" }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        let ordered = touches.sorted { $0.sequence < $1.sequence }
        if scrollView.touchesDidLand() {
            return setState(.ended, because: "a touch began on the decelerating scroll view; content does not get it")
        }
        withheld.append(contentsOf: ordered)
        delayTimer?.cancel()
        delayTimer = nil
        guard scrollView.delaysContentTouches else {
            return decide(event: event, because: "delaysContentTouches is false")
        }
        startCentroid = centroid(of: trackedTouches)
        delayTimer = startTimer(after: Self.contentTouchDelay, name: "contentTouchDelay") { [unowned self] in
            guard self.currentState == .possible else { return }
            self.decide(event: nil, because: "\(Int(Self.contentTouchDelay * 1000)) ms content-touch delay elapsed")
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible, delayTimer != nil, let scrollView else { return }
        let c = centroid(of: trackedTouches)
        let moved = scrollView.convert(c, from: nil) - scrollView.convert(startCentroid, from: nil)
        let limit = Self.crossAxisRelease
        if !scrollView.canDragHorizontally && abs(moved.x) > limit {
            decide(event: event, because: "moved \(fmt(abs(moved.x))) pt horizontally, which the scroll view cannot scroll")
        } else if !scrollView.canDragVertically && abs(moved.y) > limit {
            decide(event: event, because: "moved \(fmt(abs(moved.y))) pt vertically, which the scroll view cannot scroll")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible else { return }
        if delayTimer != nil {
            decide(event: event, because: "lifted before the content-touch delay elapsed")
        } else {
            setState(.failed, because: "lifted")
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        delayTimer?.cancel()
        delayTimer = nil
        setState(.failed, because: "touches cancelled")
    }

    /// Offers each withheld touch to `touchesShouldBegin`; releases the accepted ones, then fails
    /// (all released) or ends (some swallowed).
    private func decide(event: UIEvent?, because cause: String) {
        delayTimer?.cancel()
        delayTimer = nil
        guard let scrollView else { return }
        var swallowed: [String] = []
        let touches = withheld
        withheld.removeAll()
        for touch in touches {
            guard let view = touch.view, let ev = event ?? touch.window.flatMap({ scrollView.window?.application?.device?.event(for: $0) }) else { continue }
            if view === scrollView || scrollView.touchesShouldBegin([touch], with: ev, in: view) {
                ignore(touch, for: ev)
            } else {
                swallowed.append(view.traceName)
            }
        }
        if swallowed.isEmpty {
            setState(.failed, because: cause + "; touches released to content")
        } else {
            setState(.ended, because: cause + "; touchesShouldBegin(in: \(swallowed.joined(separator: ", "))) returned false")
        }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        withheld.removeAll()
        delayTimer = nil
        startCentroid = .zero
    }
}
