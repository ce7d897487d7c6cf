import Foundation

/// An on/off switch (rules §12, seed 004, CC53–CC55).
///
/// ## Parts
/// The switch is 51 × 31 pt (63 × 28 pt under iOS 26's Liquid Glass design, rules §12b). Its touches land on a private full-size track view that carries the
/// switch's own pan recogniser ("UISwitch-pan"), as UIKit's visual element does (D15). The switch
/// tracks the track view's touches as its own (touchDown…, like any control). A subview added
/// on top by the app (seed 004's clear overlay) covers the track view: the internal pan, on a
/// sibling subtree, never sees those touches, and the switch ignores touches forwarded from views
/// that are not its parts — so the overlay takes over completely.
///
/// ## Tap and drag
/// - A tap (touch lifted without a horizontal drag, within 70 pt) toggles `isOn` at the lift:
///   one `.valueChanged` (then `.primaryActionTriggered`) and one light impact, before
///   `.touchUpInside` (CC53).
/// - A horizontal drag begins the pan at 10 pt; the pan cancels the switch's touch
///   (`.touchCancel`, so no touchUp event follows — seed 004: "released outside, it toggles but
///   the touchUpInside handler is not called"). Measured from the touch-down point, each
///   horizontal movement of more than 25 pt towards the other state flips the displayed value
///   and restarts the measurement at the flip point (D15).
/// - `behavior` decides when a drag reports: ``Behavior/valueChangedAtEveryFlip`` (iOS 11–12;
///   seed 004, cases C49) sends `.valueChanged` and a light impact at every flip, so a
///   back-and-forth drag fires repeatedly; ``Behavior/valueChangedOnceAtDragEnd`` (iOS 13 on;
///   rules §12, D15) sends one `.valueChanged` and one impact when the drag ends, only if the
///   value differs from the value at its start (CC54).
///
/// `setOn(_:animated:)` and `isOn` never send actions (UISwitch docs).
///
/// ## Blocking (rules §7.6, A9)
/// Recognisers attached outside the switch may not begin a single-finger single tap, nor a pan
/// that starts on the knob and runs along the switch.
///
/// ## A pan on the switch itself comes first (rules §5.4, §7.6; ControlDecisions C12)
/// The switch's pan waits for every pan the app attached to the switch itself to fail, so an
/// app's pan on the switch takes a drag along it and the switch neither flips nor reports (an
/// app's tap on the switch takes taps but not drags, seed 004):
/// Apple documents that a recogniser installed on a control handles these gestures before the
/// control calls its action (A9); the decompiled switch makes its recognisers require the failure
/// of others through its delegate (D15), for a class the decompiled text does not name.
open class UISwitch: UIControl {
    // MARK: Looks (issue 20, PortingDecisions U4): stored, not drawn.

    /// The track colour when on (`nil`: the system green).
    public var onTintColor: UIColor?
    /// The knob colour (`nil`: white).
    public var thumbTintColor: UIColor?

    /// When a dragged switch reports its value changes (rules §13.9); the device profile picks one
    /// by iOS version (``DeviceProfile/switchBehavior``, ProfileDecisions V1).
    public enum Behavior: String, Sendable, CaseIterable {
        /// Each flip during a drag sends `.valueChanged` and a light impact at once, so a drag back
        /// and forth fires again and again (rules §13.9; seed 004 on iOS 12 — the TouchstoneScenarios
        /// article "Seed 004: a UISwitch that fires again and again when dragged" — and cases C49
        /// on iOS 9). The iOS 11–12 profiles.
        case valueChangedAtEveryFlip
        /// A drag sends one `.valueChanged` and one impact when it ends, and only if the value
        /// then differs from the value at its start (rules §12, §13.9; D15, decompiled iOS 18.2;
        /// CC54). The profiles from iOS 13.
        case valueChangedOnceAtDragEnd
    }

    /// A switch's size, whatever frame it is given (51 × 31 pt).
    public static let defaultSize = CGSize(width: 51, height: 31)
    /// A switch's size under iOS 26's Liquid Glass design (63 × 28 pt): on an iOS 26 device
    /// running an app linked on the iOS 26 SDK that does not opt out (``Device/usesLiquidGlassDesign``;
    /// rules §12b).
    public static let liquidGlassSize = CGSize(width: 63, height: 28)
    /// Horizontal travel that flips the displayed value during a drag (rules §12a, D15).
    public static let flipDistance: CGFloat = 25

    /// When a drag reports value changes: at every flip (``Behavior/valueChangedAtEveryFlip``) or
    /// once at the end (``Behavior/valueChangedOnceAtDragEnd``). Unless set, the behaviour of the
    /// profile of the device showing the switch (``DeviceProfile/switchBehavior``: once at the end
    /// from iOS 13), or the newest profile's when it
    /// is not shown; setting it overrides the profile for this switch alone.
    public var behavior: Behavior {
        get { behaviorOverride ?? deviceProfile.switchBehavior }
        set { behaviorOverride = newValue }
    }
    /// The behaviour set on this switch, if any (`nil`: the device profile's).
    public var behaviorOverride: Behavior?

    /// The value shown; setting it sends no action.
    open var isOn: Bool = false

    let trackView = UISwitchTrackView()
    let panGesture = UISwitchPanGestureRecognizer()
    private var dragAnchorX: CGFloat = 0
    private var valueAtDragStart = false
    private var isDragging = false

    /// A switch has one size, which Auto Layout takes as its intrinsic size (LayoutDecisions AL10):
    /// the Liquid Glass size on a device that uses that design, else the classic one.
    open override var intrinsicContentSize: CGSize { designSize }

    /// The size of a switch on the device showing it (classic when it is not shown).
    var designSize: CGSize {
        owningApplication?.device?.usesLiquidGlassDesign == true ? Self.liquidGlassSize : Self.defaultSize
    }

    /// A switch made before it was on screen takes its device's design size when it gets there,
    /// keeping its origin, as UIKit enforces the size at every frame it is given (rules §12b).
    /// Only on a device with that design: on every other profile a switch's frame stays as the
    /// app set it, as before iOS 26.
    func adoptDesignSize() {
        guard owningApplication?.device?.usesLiquidGlassDesign == true else { return }
        let size = Self.liquidGlassSize
        if bounds.size != size { frame = CGRect(origin: frame.origin, size: size) }
    }

    /// Takes the design size of the device it moved to.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adoptDesignSize()
    }

    /// Frames of any size are accepted; the switch keeps UIKit's 51 × 31 pt at that origin (its
    /// design size once it is on screen).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.defaultSize))
        trackView.owner = self
        trackView.frame = bounds
        addSubview(trackView)
        panGesture.name = "UISwitch-pan"
        panGesture.owner = self
        panGesture.addTarget(self, action: UISwitch.handlePan)
        trackView.addGestureRecognizer(panGesture)
    }

    /// Keeps the switch's inner track view the size of the switch.
    open override func geometryDidChange() {
        super.geometryDidChange()
        trackView.frame = bounds
    }

    /// Sets the value without sending `.valueChanged` (UISwitch docs; cases C50).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override var primaryActionEvents: Event { .valueChanged }

    override func tracksTouches(hitTo view: UIView?) -> Bool { view === self || view === trackView }

    /// The knob's square in the switch's coordinates: left when off, right when on.
    public var knobRect: CGRect {
        let side = bounds.height
        return CGRect(x: isOn ? bounds.maxX - side : bounds.minX, y: bounds.minY, width: side, height: side)
    }

    // MARK: Tap

    /// Tracks a touch on the switch as a tap until the switch's pan begins a drag.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isDragging = false
        return super.beginTracking(touch, with: event)
    }

    /// A tap toggles at the lift: `valueChanged`, `primaryActionTriggered` and a light impact, then `touchUpInside`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard !isDragging, let touch, pointMostlyInside(touch.location(in: self), with: event) else { return }
        isOn.toggle()
        reportValueChange(event, cause: "tap toggled it \(isOn ? "on" : "off")")
    }

    // MARK: Drag

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            isDragging = true
            valueAtDragStart = isOn
            if let touch = pan.attemptTouches.first {
                dragAnchorX = convert(touch.startLocationInWindow, from: touch.window).x
            }
            flipIfNeeded(pan)
        case .changed:
            flipIfNeeded(pan)
        case .ended, .cancelled:
            if behavior == .valueChangedOnceAtDragEnd, isOn != valueAtDragStart {
                reportValueChange(nil, cause: "drag ended \(isOn ? "on" : "off")")
            }
            isDragging = false
        default:
            break
        }
    }

    private func flipIfNeeded(_ pan: UIPanGestureRecognizer) {
        let x = pan.location(in: self).x
        let dx = x - dragAnchorX
        guard isOn ? dx < -Self.flipDistance : dx > Self.flipDistance else { return }
        isOn.toggle()
        dragAnchorX = x
        traceSink?.record(.state, traceName, "displays \(isOn ? "on" : "off")",
                          cause: "dragged more than \(fmt(Self.flipDistance)) pt towards it")
        if behavior == .valueChangedAtEveryFlip { reportValueChange(nil, cause: "drag flipped it (seed 004 behaviour)") }
    }

    private func reportValueChange(_ event: UIEvent?, cause: String) {
        sendControlEvents(.valueChanged, with: event, cause: cause)
        UIImpactFeedbackGenerator(style: .light, view: self).impactOccurred()
    }

    // MARK: Blocking (rules §7.6)

    /// Refuses single taps, and pans that start on the knob and move along the switch, of recognisers attached outside it (rules §7.6).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        if !isOwnRecognizer(gestureRecognizer), gestureRecognizer is UIPanGestureRecognizer,
           isAlongSwitchFromKnob(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func isAlongSwitchFromKnob(_ g: UIGestureRecognizer) -> Bool {
        let touches = g.attemptTouches.filter { $0.view.map { $0 === self || $0.isDescendant(of: self) } ?? false }
        guard let t = touches.first else { return false }
        let start = convert(t.startLocationInWindow, from: t.window)
        let now = t.location(in: self)
        return knobRect.hitContains(start) && abs(now.x - start.x) >= abs(now.y - start.y)
    }

    /// The switch's own pan begins only for drags more horizontal than vertical, so a vertical
    /// drag starting on a switch is left to the views behind it.
    func allowsOwnPan(_ pan: UIGestureRecognizer) -> Bool {
        guard let t = pan.attemptTouches.first else { return true }
        let start = convert(t.startLocationInWindow, from: t.window)
        let now = t.location(in: self)
        return abs(now.x - start.x) >= abs(now.y - start.y)
    }
}

/// The switch's own pan ("UISwitch-pan", D15). It requires the failure of each pan attached to the
/// switch itself — the app's, since the switch keeps its own on its track view — so those handle a
/// drag along the switch first (rules §5.4, §7.6; ControlDecisions C12). Which recognisers UIKit's
/// switch waits for is decided by a class test the decompiled text does not name (rules P36): the
/// scope "pans attached to the switch itself" is Touchstone's guess; the outcome is documented
/// (A9) for pans, and seed 004 shows a tap on the switch does not stop a drag from flipping it.
final class UISwitchPanGestureRecognizer: UIPanGestureRecognizer {
    weak var owner: UISwitch?

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let owner, otherGestureRecognizer !== self else { return false }
        return otherGestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer.view === owner
    }
}

/// The private full-size part of a `UISwitch` that receives its touches and carries its pan (D15).
final class UISwitchTrackView: UIView {
    weak var owner: UISwitch?

    override var traceName: String { (owner?.traceName ?? "UISwitch") + ".track" }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let owner else { return true }
        if gestureRecognizer === owner.panGesture { return owner.allowsOwnPan(gestureRecognizer) }
        return owner.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
