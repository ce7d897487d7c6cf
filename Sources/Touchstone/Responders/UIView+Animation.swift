import Foundation

extension UIView {
    /// The options of `animate(withDuration:delay:options:animations:completion:)` that bear on touches.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lets the animating views receive touches during the animation (UIKit's
        /// `UIViewAnimationOptionAllowUserInteraction`); without it they are skipped by hit-testing.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current values (no effect: values change at once).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out (the default curve; no effect on touches).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in (no effect on touches).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out (no effect on touches).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear (no effect on touches).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Collects the views whose geometry or alpha change inside an `animations` block.
    ///
    /// Unchecked `Sendable` only because `@TaskLocal` requires it: a recorder is bound with
    /// `withValue` for the synchronous call of one `animations` block, on the thread that drives
    /// the device (Architecture's thread rule), and is read and written only on that thread.
    final class AnimationRecorder: @unchecked Sendable {
        var views: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        func note(_ view: UIView) {
            if seen.insert(ObjectIdentifier(view)).inserted { views.append(view) }
        }
    }

    @TaskLocal static var animationRecorder: AnimationRecorder?

    /// Called by the animatable properties' observers: inside an `animations` block, the view is animating.
    @inline(__always)
    final func noteAnimatableChange() {
        if let recorder = UIView.animationRecorder { recorder.note(self) }
    }

    /// Runs `animations` now and animates the views it changed on the device's virtual clock.
    ///
    /// UIKit's rules (Apple, `animate(withDuration:delay:options:animations:completion:)`):
    /// - The block's changes are the model values at once, so hit-testing during the animation
    ///   uses the final frame, not the one on screen (UIKitPiecesDecisions K2).
    /// - "User interactions are temporarily disabled for the views being animated" unless
    ///   `.allowUserInteraction` is set: such a view and its subtree are skipped by hit-testing
    ///   from the call until the end (delay included), as when `isUserInteractionEnabled` is
    ///   false (UIKitPiecesDecisions K1).
    /// - `completion(true)` runs when `delay + duration` has elapsed on the virtual clock. A block
    ///   that changes no view in a window has no clock to run on: `completion(true)` then runs
    ///   before this method returns (UIKitPiecesDecisions K3). Negative or non-finite times count as 0.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let recorder = AnimationRecorder()
        $animationRecorder.withValue(recorder) { animations() }
        let total = max(0, duration.isFinite ? duration : 0) + max(0, delay.isFinite ? delay : 0)
        guard let device = recorder.views.lazy.compactMap({ $0.window?.application?.device }).first else {
            completion?(true)
            return
        }
        let blocks = !options.contains(.allowUserInteraction)
        let names = recorder.views.map(\.traceName).joined(separator: ", ")
        for view in recorder.views where blocks { view.animationsBlockingTouches += 1 }
        if blocks { device.touchBlockingAnimations += 1 }
        device.trace.record(.lifecycle, names, "animation began (\(String(format: "%.2f", total)) s\(blocks ? ", touches ignored" : ""))")
        let views = recorder.views
        _ = device.schedule(after: total, name: "animation") { [weak device] in
            for view in views where blocks { view.animationsBlockingTouches -= 1 }
            if blocks { device?.touchBlockingAnimations -= 1 }
            device?.trace.record(.lifecycle, names, "animation ended")
            completion?(true)
        }
    }

    /// Animates with no delay and no options (animating views ignore touches until `completion`).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, no options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }
}
