import Foundation

/// A horizontal slider (rules §7.7, CC60).
///
/// - Tracking starts only when the touch comes down on the thumb or within 10 pt of it; a touch
///   elsewhere on the track is not tracked and goes up the responder chain.
/// - The value follows the finger: `Δvalue = Δx ÷ (width − thumb width) × (max − min)`, clamped.
///   The thumb is 28 pt wide (ControlDecisions C9).
/// - `isContinuous` (default true): `.valueChanged` on every move that changes the value;
///   false: one `.valueChanged` at the lift if the value changed.
/// - Recognisers attached outside the slider may not begin a pan or swipe that starts on the thumb
///   and runs along the track (rules §7.6, A9, A10); pans starting elsewhere are not refused.
open class UISlider: UIControl {
    // MARK: Looks (issue 20, PortingDecisions U4): stored, not drawn.

    /// The colour of the track left of the thumb (`nil`: the tint).
    public var minimumTrackTintColor: UIColor?
    /// The colour of the track right of the thumb (`nil`: the system grey).
    public var maximumTrackTintColor: UIColor?
    /// The thumb's colour (`nil`: white).
    public var thumbTintColor: UIColor?
    /// The image at the left end of the track.
    public var minimumValueImage: UIImage?
    /// The image at the right end of the track.
    public var maximumValueImage: UIImage?

    /// The value at the left end of the track (``value`` is clamped to it).
    public var minimumValue: Float = 0 { didSet { value = clamp(value) } }
    /// The value at the right end of the track (``value`` is clamped to it).
    public var maximumValue: Float = 1 { didSet { value = clamp(value) } }
    /// Setting it does not send `.valueChanged`.
    public var value: Float = 0 { didSet { if value != clamp(value) { value = clamp(value) } } }
    /// `true` (default): `valueChanged` on every move that changes the value; `false`: once, at the lift.
    public var isContinuous = true

    /// The thumb's width (and height) in points.
    public static let thumbSize: CGFloat = 28
    /// How far around the thumb a touch still grabs it.
    public static let thumbTouchMargin: CGFloat = 10

    private var valueAtTouchDown: Float = 0
    private var xAtTouchDown: CGFloat = 0
    /// When (device time) the tracked touch reached the slider, to tell a touch released to it in
    /// the current event from one it already had (V18).
    private var trackingStartTime: TimeInterval = -1

    /// A slider is as wide as its constraints make it and 31 pt tall (LayoutDecisions AL10).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// A slider filling `frame`, its value 0 in 0…1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the value without sending `valueChanged`; `animated` has no effect.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    override var primaryActionEvents: Event { .valueChanged }

    private func clamp(_ v: Float) -> Float { min(max(v, minimumValue), maximumValue) }

    private var usableWidth: CGFloat { max(1, bounds.width - Self.thumbSize) }

    /// The thumb's frame in the slider's coordinates for the current value.
    public var thumbRect: CGRect {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        let centerX = bounds.minX + Self.thumbSize / 2 + fraction * usableWidth
        return CGRect(x: centerX - Self.thumbSize / 2, y: bounds.midY - Self.thumbSize / 2,
                      width: Self.thumbSize, height: Self.thumbSize)
    }

    private func isOnThumb(_ p: CGPoint) -> Bool {
        thumbRect.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin).hitContains(p)
    }

    /// Tracks only a touch that comes down on the thumb or within 10 pt of it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        guard isOnThumb(p) else { return false }
        valueAtTouchDown = value
        xAtTouchDown = p.x
        trackingStartTime = owningApplication?.device?.clock.now ?? touch.timestamp
        return true
    }

    /// Moves the thumb with the finger and sends `valueChanged` when the value changed and the slider is continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - xAtTouchDown
        let next = clamp(valueAtTouchDown + Float(dx / usableWidth) * (maximumValue - minimumValue))
        if next != value {
            value = next
            if isContinuous { sendControlEvents(.valueChanged, with: event, cause: "thumb moved") }
        }
        return true
    }

    /// Sends the one `valueChanged` of a non-continuous slider if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, value != valueAtTouchDown {
            sendControlEvents(.valueChanged, with: event, cause: "lift (isContinuous false)")
        }
        super.endTracking(touch, with: event)
    }

    // MARK: Blocking (rules §7.6)

    /// Refuses pans and horizontal swipes that start on the thumb and move along the track (rules §7.6),
    /// but only once the slider tracks the touch: a pan that begins while the touch is still
    /// withheld from the slider (a scroll view's 150 ms content delay, a recogniser that delays
    /// touches) is not vetoed, so a drag that moves at once scrolls and a drag held past the delay
    /// moves the thumb (device reports: XLPagerTabStrip #215, NMRangeSlider #71, iOS 9–13;
    /// ProfileDecisions V10). Nor is a pan that begins on the very sample that released the
    /// touch to the slider (the scroll view's early release on its other axis): in a pan-driven
    /// panel or drawer with the content delay on, the panel's pan takes a drag along the slider,
    /// and the slider gets it only with `delaysContentTouches = false` (Microsoft's Xamarin.Forms
    /// documentation, "ScrollView Content Touches on iOS"; ProfileDecisions V18).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if !isOwnRecognizer(gestureRecognizer), isAlongTrackFromThumb(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A pan or horizontal swipe whose touches on the slider started on the thumb and moved more
    /// along the track than across it.
    private func isAlongTrackFromThumb(_ g: UIGestureRecognizer) -> Bool {
        if let swipe = g as? UISwipeGestureRecognizer {
            guard !swipe.direction.isDisjoint(with: [.left, .right]) else { return false }
        } else if !(g is UIPanGestureRecognizer) {
            return false
        }
        let touches = g.attemptTouches.filter { $0.view.map { $0 === self || $0.isDescendant(of: self) } ?? false }
        guard let t = touches.first else { return false }
        let start = convert(t.startLocationInWindow, from: t.window)
        let now = t.location(in: self)
        guard isTracking, (owningApplication?.device?.clock.now ?? t.timestamp) > trackingStartTime else { return false }
        return abs(now.x - start.x) >= abs(now.y - start.y)
    }
}
