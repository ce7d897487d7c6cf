import Foundation

/// When the device runs the layout pass (LayoutDecisions AL2). UIKit lays out once per turn of
/// the main run loop, after the events and timers of that turn and before drawing (Apple,
/// `setNeedsLayout()`: "the update … waits for the next update cycle"; rules §0.2). The device runs
/// pending layout:
/// - at the end of every event turn (`touchDown`, `send`, …) and every timer turn,
/// - at the end of `show(_:)` and of `advance(by:)`,
/// - and before hit-testing a touch-down, when layout was requested between turns (test code
///   that adds views or changes constraints directly): on a device that code would have run in an
///   earlier turn, at whose end the pass ran, so the touch would find the views laid out.
extension Device {
    /// The insets of the screen's unsafe edges, from the screen size (``ScreenSafeArea``); set
    /// them to simulate another model. Windows' safe areas follow at the next layout pass.
    public var screenSafeAreaInsets: UIEdgeInsets {
        get { screenSafeAreaInsetsStorage ?? ScreenSafeArea.insets(for: screenBounds.size) }
        set {
            screenSafeAreaInsetsStorage = newValue
            for w in application.windows { w.setNeedsSolve() }
        }
    }

    /// Runs the layout pass over every window with pending layout.
    func layoutIfPending() {
        guard layoutPending else { return }
        layoutPending = false
        for w in application.windows where w.needsLayoutFlag || w.descendantNeedsLayoutFlag {
            LayoutPass.run(w, trace: trace)
        }
    }
}
