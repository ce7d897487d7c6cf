import Foundation

/// A scroll view moving on its own after the lift or on request, sampled on the virtual clock
/// at the device's sampling rate (rules §8.4, §0.2 step 5).
///
/// - Deceleration, bounce-back and paging follow the per-millisecond model of rules §8.4: the
///   velocity is multiplied by `rate` every millisecond, so after `n` ms the offset is
///   `target − (target − start) × rateⁿ` where `target` is where the fling comes to rest
///   (`start + v × rate / (1 − rate)`, v in points per ms). The motion ends, snapping onto the
///   target, on the first sample where less than 0.5 pt remains on both axes
///   (ScrollingDecisions S4, S5).
/// - `setContentOffset(_:animated: true)` runs a 0.3 s ease-out (ScrollingDecisions S6).
final class ScrollAnimation {
    enum Kind {
        /// A fling slowing down after the lift.
        case deceleration
        /// Bounce-back into the valid range, or settling on a page.
        case settle
        /// `setContentOffset(_:animated: true)`.
        case programmatic
    }

    static let programmaticDuration: TimeInterval = 0.3
    /// Distance under which a deceleration snaps onto its target.
    static let restDistance: CGFloat = 0.5

    let kind: Kind
    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    let rate: CGFloat
    var timer: VirtualTimer?

    init(kind: Kind, from: CGPoint, to: CGPoint, start: TimeInterval, rate: CGFloat) {
        self.kind = kind; self.from = from; self.to = to; self.start = start
        self.rate = min(max(rate, 0), 0.9999)
    }

    /// The offset at `time` and whether the motion is over.
    func offset(at time: TimeInterval) -> (offset: CGPoint, done: Bool) {
        switch kind {
        case .programmatic:
            let p = CGFloat(min(1, max(0, (time - start) / Self.programmaticDuration)))
            let eased = 1 - (1 - p) * (1 - p) * (1 - p)
            return (from + (to - from) * eased, p >= 1)
        case .deceleration, .settle:
            let ms = CGFloat(max(0, (time - start) * 1000))
            let remaining = (to - from) * pow(rate, ms)
            if abs(remaining.x) < Self.restDistance && abs(remaining.y) < Self.restDistance { return (to, true) }
            return (to - remaining, false)
        }
    }
}

extension UIScrollView {
    /// Starts `animation`, replacing any running one; the first sample comes one interval later.
    func startAnimation(_ animation: ScrollAnimation, on device: Device) {
        stopAnimation()
        self.animation = animation
        scheduleSample(of: animation, on: device)
    }

    /// Stops the running animation where it is, without delegate calls.
    func stopAnimation() {
        animation?.timer?.cancel()
        animation = nil
    }

    private func scheduleSample(of animation: ScrollAnimation, on device: Device) {
        animation.timer = device.schedule(after: device.sampleInterval, name: "\(traceName).scrolling") {
            [weak self, weak animation, weak device] in
            guard let self, let animation, let device, self.animation === animation else { return }
            let (offset, done) = animation.offset(at: device.clock.now)
            self.contentOffset = offset
            guard self.animation === animation else { return }  // the delegate stopped or replaced it
            if done { self.finish(animation) } else { self.scheduleSample(of: animation, on: device) }
        }
    }

    private func finish(_ animation: ScrollAnimation) {
        self.animation = nil
        switch animation.kind {
        case .deceleration, .settle:
            isDecelerating = false
            traceSink?.record(.scroll, traceName, "didEndDecelerating at \(fmt(contentOffset))")
            delegate?.scrollViewDidEndDecelerating(self)
        case .programmatic:
            traceSink?.record(.scroll, traceName, "didEndScrollingAnimation at \(fmt(contentOffset))")
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
