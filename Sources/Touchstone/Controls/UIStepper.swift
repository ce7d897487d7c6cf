import Foundation

/// A minus/plus pair (rules §7.7). The left half decrements, the right half increments, at
/// touch-down; with `autorepeat` (default) a held finger keeps stepping, first after 0.5 s and
/// then every 0.1 s (spec [inf], ControlDecisions C8). With `isContinuous` (default) each change
/// sends `.valueChanged`; otherwise one `.valueChanged` at the lift if the value changed. Blocks
/// an ancestor's single tap (A9).
open class UIStepper: UIControl {
    /// The lowest value (``value`` is clamped to it).
    public var minimumValue: Double = 0 { didSet { value = clamp(value) } }
    /// The highest value (``value`` is clamped to it).
    public var maximumValue: Double = 100 { didSet { value = clamp(value) } }
    /// How much one step adds or subtracts.
    public var stepValue: Double = 1
    /// Setting it does not send `.valueChanged`.
    public var value: Double = 0 { didSet { if value != clamp(value) { value = clamp(value) } } }
    /// Whether stepping past one end wraps to the other.
    public var wraps = false
    /// Whether a held finger keeps stepping (after 0.5 s, then every ``autorepeatInterval``).
    public var autorepeat = true
    /// Whether each autorepeat step sends `valueChanged` (else one at the lift).
    public var isContinuous = true

    /// Delay before the first repeat and interval between repeats while held.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// Time between autorepeat steps once repeating has started.
    public static let autorepeatInterval: TimeInterval = 0.1

    private var repeatTimer: VirtualTimer?
    private var valueAtTouchDown: Double = 0

    /// A stepper filling `frame`, its value 0 in 0…100.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override var primaryActionEvents: Event { .valueChanged }

    private func clamp(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    /// Steps up or down at touch-down, by the half touched, and starts the autorepeat timer.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let increment = touch.location(in: self).x >= bounds.midX
        valueAtTouchDown = value
        step(increment, event: event, cause: increment ? "plus pressed" : "minus pressed")
        if autorepeat { scheduleRepeat(increment, after: Self.autorepeatDelay) }
        return true
    }

    /// Stops autorepeat (and sends the deferred `valueChanged` of a non-continuous stepper).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous, value != valueAtTouchDown {
            sendControlEvents(.valueChanged, with: event, cause: "lift (isContinuous false)")
        }
        super.endTracking(touch, with: event)
    }

    /// Stops autorepeat, then ends tracking.
    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        super.cancelTracking(with: event)
    }

    private func step(_ increment: Bool, event: UIEvent?, cause: String) {
        var next = value + (increment ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = clamp(next)
        guard next != value else { return }
        value = next
        if isContinuous { sendControlEvents(.valueChanged, with: event, cause: cause) }
    }

    private func scheduleRepeat(_ increment: Bool, after delay: TimeInterval) {
        guard let device = owningApplication?.device else { return }
        repeatTimer = device.schedule(after: delay, name: "\(traceName).autorepeat") { [weak self] in
            guard let self, self.isTracking else { return }
            self.step(increment, event: nil, cause: "autorepeat")
            self.scheduleRepeat(increment, after: Self.autorepeatInterval)
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    /// Refuses single-finger single taps of recognisers attached outside the control, as a button does.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
