import Foundation

/// UIKit's high-fidelity touch queries (UIKit documentation: `coalescedTouches(for:)`,
/// `predictedTouches(for:)`, "Getting high-fidelity input with coalesced touches").
///
/// A digitiser may sample a finger more often than the display delivers events (240 Hz against
/// 60 or 120 Hz). UIKit delivers one touch per event, at the last sample, and keeps the samples
/// in between for apps that ask (HumanGestureDecisions HG6).
extension UIEvent {
    /// Every sample of `touch` reported since the event was last delivered, oldest first; the
    /// last is a copy of `touch` as it is now. `nil` when `touch` is not one of the event's.
    ///
    /// A touch moved by a varied gesture (``GestureSpread``) with a touch sampling rate above the
    /// display's carries its intermediate samples; any other touch has one sample, itself
    /// (documented: "the last touch being a copy of the same touch you specified").
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchList.contains(where: { $0 === touch }) else { return nil }
        var samples = touch.coalescedSamples.dropLast().map { touch.sample(at: $0.location, time: $0.timestamp) }
        samples.append(touch.sample(at: touch.locationInWindow, time: touch.timestamp))
        return samples
    }

    /// Where UIKit expects `touch` to be next: one touch, one sample interval ahead on the line
    /// through its last two samples (linear extrapolation is a guess: UIKit does not document
    /// how it predicts, HumanGestureDecisions HG6). Empty for a touch that did not move in this
    /// event; `nil` when `touch` is not one of the event's.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchList.contains(where: { $0 === touch }) else { return nil }
        guard touch.phase == .moved else { return [] }
        let samples = touch.coalescedSamples
        let last = touch.locationInWindow
        var previous = touch.previousLocationInWindow
        var interval: TimeInterval = 0
        if samples.count >= 2 {
            previous = samples[samples.count - 2].location
            interval = touch.timestamp - samples[samples.count - 2].timestamp
        }
        let next = CGPoint(x: 2 * last.x - previous.x, y: 2 * last.y - previous.y)
        return [touch.sample(at: next, time: touch.timestamp + interval)]
    }
}

extension UITouch {
    /// A copy of this touch at another sample: same finger, view, window and phase.
    func sample(at location: CGPoint, time: TimeInterval) -> UITouch {
        let copy = UITouch(fingerID: fingerID, location: startLocationInWindow, timestamp: time, window: window)
        copy.locationInWindow = location
        copy.previousLocationInWindow = previousLocationInWindow
        copy.phase = phase
        copy.view = view
        copy.tapCount = tapCount
        return copy
    }
}
