import Foundation

/// A two-finger pinch: its value's `magnification` is the fingers' distance relative to when it
/// began (Apple, `MagnifyGesture`). It runs on the engine's `UIPinchGestureRecognizer`: it begins
/// when the distance has changed by the pinch's 8 pt (rules §12a), whatever `minimumScaleDelta`
/// (SwiftUIDecisions SU17).
public struct MagnifyGesture: Gesture {
    /// A pinch's value.
    public struct Value: Equatable, Sendable {
        /// When the value was made (the device's clock, from its reference date).
        public var time: Date
        /// The scale since the pinch began.
        public var magnification: CGFloat
        /// Scale change per second.
        public var velocity: CGFloat
        /// The fingers' midpoint when the pinch began, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// Kept for SwiftUI's signature; the engine's pinch threshold decides (SU17).
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public func _makeRecipe() -> GestureRecipe { GestureRecipe(.magnify) }
}

/// A two-finger rotation: its value's `rotation` is the turn since it began (Apple,
/// `RotateGesture`). It runs on the engine's `UIRotationGestureRecognizer` and begins at its
/// threshold, whatever `minimumAngleDelta` (SU17).
public struct RotateGesture: Gesture {
    /// A rotation's value.
    public struct Value: Equatable, Sendable {
        /// When the value was made (the device's clock, from its reference date).
        public var time: Date
        /// The turn since the rotation began (clockwise positive, as on screen).
        public var rotation: Angle
        /// The turn per second.
        public var velocity: Angle
        /// The fingers' midpoint when the rotation began, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// Kept for SwiftUI's signature; the engine's rotation threshold decides (SU17).
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public func _makeRecipe() -> GestureRecipe { GestureRecipe(.rotate) }
}

/// The UIKit recogniser of a `MagnifyGesture` modifier: the engine's pinch, calling the
/// gesture's callbacks at its actions (SU17). Installed on the view in both architectures.
final class SwiftUIMagnifyRecognizer: UIPinchGestureRecognizer {
    let attachment: GestureAttachment
    private var startLocation = CGPoint.zero
    private var touched = false

    init(_ attachment: GestureAttachment) {
        self.attachment = attachment
        super.init()
        name = attachment.name
        addHandler { [weak self] _ in self?.action() }
    }

    private func action() {
        guard let view else { return }
        if currentState == .began { startLocation = location(in: view) }
        let value = MagnifyGesture.Value(time: Date(timeIntervalSinceReferenceDate: view.window?.application?.device?.clock.now ?? 0),
                                         magnification: scale, velocity: velocity, startLocation: startLocation)
        TwoFingerCallbacks.run(attachment.recipe, currentState, value, touched: &touched)
    }

    override func reset() {
        super.reset()
        TwoFingerCallbacks.reset(attachment.recipe, touched: &touched)
    }
}

/// The UIKit recogniser of a `RotateGesture` modifier: the engine's rotation recogniser (SU17).
final class SwiftUIRotateRecognizer: UIRotationGestureRecognizer {
    let attachment: GestureAttachment
    private var startLocation = CGPoint.zero
    private var touched = false

    init(_ attachment: GestureAttachment) {
        self.attachment = attachment
        super.init()
        name = attachment.name
        addHandler { [weak self] _ in self?.action() }
    }

    private func action() {
        guard let view else { return }
        if currentState == .began { startLocation = location(in: view) }
        let value = RotateGesture.Value(time: Date(timeIntervalSinceReferenceDate: view.window?.application?.device?.clock.now ?? 0),
                                        rotation: .radians(Double(rotation)), velocity: .radians(Double(velocity)),
                                        startLocation: startLocation)
        TwoFingerCallbacks.run(attachment.recipe, currentState, value, touched: &touched)
    }

    override func reset() {
        super.reset()
        TwoFingerCallbacks.reset(attachment.recipe, touched: &touched)
    }
}

/// SU5's callbacks for a two-finger gesture's UIKit actions: `updating` and `onChanged` at began
/// and changed, `onEnded` at ended, the gesture state put back at reset.
enum TwoFingerCallbacks {
    static func run(_ recipe: GestureRecipe, _ state: UIGestureRecognizer.State, _ value: Any, touched: inout Bool) {
        switch state {
        case .began, .changed:
            if !recipe.updaters.isEmpty { touched = true }
            for u in recipe.updaters { u(value) }
            for c in recipe.onChanged { c(value) }
        case .ended:
            for e in recipe.onEnded { e(value) }
        default:
            break
        }
    }

    static func reset(_ recipe: GestureRecipe, touched: inout Bool) {
        guard touched else { return }
        touched = false
        for r in recipe.resetters { r() }
    }
}
