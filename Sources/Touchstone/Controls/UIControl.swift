import Foundation

/// The base class of views that turn touches into semantic events (rules §7).
///
/// ## Tracking (rules §7.3, D11)
/// - `touchesBegan`: an enabled control takes the first new touch whose view is the control
///   itself (touches forwarded from its subviews are not tracked, and not forwarded further).
///   `beginTracking` decides; if it agrees: `isTouchInside`, `isHighlighted`, **touchDown**, and
///   **touchDownRepeat** when `tapCount ≥ 2`. If it refuses, the touch goes up the responder chain.
/// - `touchesMoved`: `continueTracking` may end tracking silently (no more events, CC46).
///   Otherwise the touch is "mostly inside" when it lies within 70 pt of the bounds or
///   `point(inside:)` accepts it (rules §7.4); a change sends **touchDragEnter/Exit** first, then
///   every move sends **touchDragInside/Outside**.
/// - `touchesEnded`: Enter/Exit if inside changed, `endTracking`, then **touchUpInside/Outside**;
///   the highlight goes off, but not before it has been on for 0.12 s.
/// - `touchesCancelled`: `cancelTracking(with:)` — unhighlight and **touchCancel**.
/// A control only forwards touches along the responder chain when it does not track them
/// (disabled or `beginTracking` refused, rules R3); tracked touches are swallowed.
///
/// Disabled controls are invisible to hit-testing (rules H6). Every event sent is recorded in the
/// trace as a `.control` entry. Target-action lives in `UIControl+TargetAction.swift`.
open class UIControl: UIView {
    /// How far outside its bounds a tracked touch still counts as inside (rules §7.4, P15: 70 pt).
    public static let mostlyInsideMargin: CGFloat = 70
    /// The shortest time a touch keeps the control highlighted (rules §7.3, D11: 0.12 s).
    public static let minimumHighlightDuration: TimeInterval = 0.12

    /// A control filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Registers `primaryAction` for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        primaryActionDidChange(primaryAction)
    }

    /// Called by `init(frame:primaryAction:)` so subclasses can adopt the action's title.
    func primaryActionDidChange(_ action: UIAction?) {}

    // MARK: State

    /// A disabled control ignores touches and is skipped by hit-testing (rules H6, §7.5).
    open var isEnabled: Bool = true
    /// Whether the control is selected (part of ``state``).
    open var isSelected: Bool = false

    private var highlighted = false
    private var highlightedSince: TimeInterval?
    private var unhighlightTimer: VirtualTimer?

    /// Setting it cancels a pending delayed unhighlight (as UIKit's `setHighlighted:` does).
    open var isHighlighted: Bool {
        get { highlighted }
        set {
            unhighlightTimer?.cancel()
            unhighlightTimer = nil
            if newValue && !highlighted { highlightedSince = now }
            highlighted = newValue
        }
    }

    /// True while the control follows a touch.
    public private(set) var isTracking: Bool = false
    /// True while the tracked touch is mostly inside (rules §7.4).
    public private(set) var isTouchInside: Bool = false

    /// The control's state flags: highlighted, disabled, selected.
    open var state: State {
        var s: State = isEnabled ? .normal : .disabled
        if isHighlighted { s.insert(.highlighted) }
        if isSelected { s.insert(.selected) }
        return s
    }

    // MARK: Target-action storage (see UIControl+TargetAction.swift)

    var registrations: [ControlRegistration] = []

    /// The events after which `.primaryActionTriggered` follows (UIButton: touchUpInside; value
    /// controls: valueChanged; rules §7.2). A direct UIControl subclass has none.
    var primaryActionEvents: Event { [] }

    // MARK: Hit-testing (rules H6)

    /// A disabled control is not hit (rules H6): the touch goes to whatever is behind it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Inside the bounds grown by 70 pt on every side, or accepted by `point(inside:)` — so an
    /// enlarged `point(inside:)` also enlarges the tracking area (rules §7.4, D11 `pointMostlyInside`).
    open func pointMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let m = Self.mostlyInsideMargin
        return bounds.insetBy(dx: -m, dy: -m).hitContains(point) || self.point(inside: point, with: event)
    }

    // MARK: Tracking hooks (UIControl docs)

    /// Called when a touch comes down on the control; `false` refuses it, and the touch goes up the
    /// responder chain instead. The default accepts every touch.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called for each move of the tracked touch; `false` ends tracking silently, with no further
    /// control events for the touch (CC46). The default returns `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch lifts, before `touchUpInside` or `touchUpOutside`; `nil` when tracking was cancelled.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Ends tracking: unhighlights and sends `.touchCancel` (a subclass overriding it must call super).
    open func cancelTracking(with event: UIEvent?) {
        isTracking = false
        trackedTouch = nil
        isTouchInside = false
        if isHighlighted { isHighlighted = false }
        sendControlEvents(.touchCancel, with: event, cause: "touches cancelled")
    }

    /// Whether touches hit-tested to `view` are this control's own. UIKit controls with private
    /// parts (UISwitch) include those parts.
    func tracksTouches(hitTo view: UIView?) -> Bool { view === self }

    // MARK: Touches (rules §7.3, R3)

    private weak var trackedTouch: UITouch?
    /// Touches whose `touchesBegan` went up the responder chain; their later phases follow them.
    private var forwardedTouches: [WeakTouch] = []

    /// Starts tracking the first new touch hit-tested to the control (``beginTracking(_:with:)``) and sends `touchDown` (and `touchDownRepeat` on a repeated tap); touches it does not track go up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isUserInteractionEnabled else { return forward(.began, touches, event) }
        let ordered = touches.sorted { $0.sequence < $1.sequence }
        guard !isTracking, let touch = ordered.first(where: { tracksTouches(hitTo: $0.view) }) else { return }
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return forward(.began, touches, event) }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        sendControlEvents(.touchDown, with: event, cause: "finger \(touch.fingerID) down")
        if touch.tapCount >= 2 {
            sendControlEvents(.touchDownRepeat, with: event, cause: "tapCount \(touch.tapCount)")
        }
    }

    /// Sends drag events for the tracked touch: `touchDragEnter`/`touchDragExit` when it crosses the 70 pt "mostly inside" boundary, then `touchDragInside` or `touchDragOutside`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardFollowing(.moved, touches, event)
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            stopTrackingSilently()
            return
        }
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside {
            sendControlEvents(inside ? .touchDragEnter : .touchDragExit, with: event,
                              cause: inside ? "back within 70 pt" : "more than 70 pt outside")
        }
        sendControlEvents(inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    /// Ends tracking (``endTracking(_:with:)``) and sends `touchUpInside` or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardFollowing(.ended, touches, event)
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        if inside != isTouchInside {
            isTouchInside = inside
            sendControlEvents(inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        endTracking(touch, with: event)
        isTracking = false
        trackedTouch = nil
        sendControlEvents(inside ? .touchUpInside : .touchUpOutside, with: event,
                          cause: "finger \(touch.fingerID) up " + (inside ? "within 70 pt" : "more than 70 pt outside"))
        unhighlightRespectingMinimum()
        isTouchInside = false
    }

    /// Ends tracking of a cancelled touch and sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardFollowing(.cancelled, touches, event)
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        cancelTracking(with: event)
    }

    /// `continueTracking` returned false: no further events for this touch (CC46). The highlight
    /// goes off with it (ControlDecisions C3).
    private func stopTrackingSilently() {
        trackedTouch = nil
        isTouchInside = false
        if isHighlighted { isHighlighted = false }
    }

    private func forward(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        forwardedTouches.removeAll { $0.touch == nil }
        forwardedTouches.append(contentsOf: touches.map(WeakTouch.init))
        switch phase {
        case .began: super.touchesBegan(touches, with: event)
        case .moved, .stationary: super.touchesMoved(touches, with: event)
        case .ended: super.touchesEnded(touches, with: event)
        default: super.touchesCancelled(touches, with: event)
        }
    }

    /// Later phases of forwarded touches follow their `touchesBegan` up the chain; phases of
    /// touches the control swallowed at the start stay swallowed (ControlDecisions C3).
    private func forwardFollowing(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let following = touches.filter { t in forwardedTouches.contains { $0.touch === t } }
        guard !following.isEmpty else { return }
        if phase == .ended || phase == .cancelled {
            forwardedTouches.removeAll { box in box.touch.map(following.contains) ?? true }
        }
        switch phase {
        case .moved, .stationary: super.touchesMoved(following, with: event)
        case .ended: super.touchesEnded(following, with: event)
        default: super.touchesCancelled(following, with: event)
        }
    }

    /// Turns the highlight off, or schedules it for when it has been on for 0.12 s.
    private func unhighlightRespectingMinimum() {
        guard isHighlighted else { return }
        if let since = highlightedSince, let device = owningApplication?.device {
            let remaining = since + Self.minimumHighlightDuration - device.clock.now
            if remaining > 1e-9 {
                unhighlightTimer?.cancel()
                unhighlightTimer = device.schedule(after: remaining, name: "\(traceName).unhighlight") { [weak self] in
                    guard let self else { return }
                    self.unhighlightTimer = nil
                    self.highlighted = false
                }
                return
            }
        }
        isHighlighted = false
    }

    private var now: TimeInterval? { owningApplication?.device?.clock.now }

    // MARK: Blocking ancestors' recognisers (rules §7.6, A9)

    /// True for a single-finger single-tap recogniser attached outside this control — the kind
    /// UIKit's own controls refuse to let begin (rules §7.6).
    func isForeignSingleTap(_ g: UIGestureRecognizer) -> Bool {
        guard let tap = g as? UITapGestureRecognizer,
              tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 else { return false }
        return !isOwnRecognizer(g)
    }

    /// A recogniser attached to this control or inside it.
    func isOwnRecognizer(_ g: UIGestureRecognizer) -> Bool {
        guard let v = g.view else { return false }
        return v === self || v.isDescendant(of: self)
    }

    /// Where `g`'s touches on this control came down, in the control's coordinates.
    func startLocations(of g: UIGestureRecognizer) -> [CGPoint] {
        g.attemptTouches.filter { $0.view.map { $0 === self || $0.isDescendant(of: self) } ?? false }
            .map { convert($0.startLocationInWindow, from: $0.window) }
    }
}

/// A touch held weakly, so a control never keeps finished touches alive.
struct WeakTouch {
    weak var touch: UITouch?
    init(_ touch: UITouch) { self.touch = touch }
}
