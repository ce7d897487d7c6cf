import Foundation

/// One or more taps: recognised at the lift of the `count`-th tap, each within 0.35 s of the
/// previous one and within 10 pt of where it went down (UIKit's tap limits, rules §12a; SU6).
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The number of taps required.
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public func _makeRecipe() -> GestureRecipe { GestureRecipe(.tap(count: max(1, count))) }
}

/// A press held for `minimumDuration` without moving more than `maximumDistance`: it succeeds
/// (calls `onEnded(true)`) when the time is up, finger still down (SU6).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public func _makeRecipe() -> GestureRecipe {
        GestureRecipe(.longPress(minimumDuration: max(0, minimumDuration.isFinite ? minimumDuration : 0.5),
                                 maximumDistance: maximumDistance.isNaN ? 10 : maximumDistance))
    }
}

/// A drag: begins once the finger has moved `minimumDistance` (at touch-down when 0), reports
/// each move, and ends at the lift (SU6).
public struct DragGesture: Gesture {
    /// A drag's value.
    public struct Value: Equatable, Sendable {
        /// When the value was made (the device's clock, from its reference date).
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// The finger's speed, in points per second.
        public var velocity: CGSize
        /// The distance from the start.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would stop if the finger lifted now (a quarter second of the current velocity).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }
        /// The translation at `predictedEndLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    public func _makeRecipe() -> GestureRecipe {
        GestureRecipe(.drag(minimumDistance: minimumDistance.isFinite ? max(0, minimumDistance) : 10, coordinateSpace: coordinateSpace))
    }
}

/// A tap that reports where it was: recognised as `TapGesture` is, its value the location of the
/// last tap's lift in `coordinateSpace` (SU14).
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The location of the tap, in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// The number of taps required.
    public var count: Int
    /// The coordinates the location is reported in.
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    public func _makeRecipe() -> GestureRecipe {
        var recipe = GestureRecipe(.tap(count: max(1, count)))
        recipe.spatialSpace = coordinateSpace
        return recipe
    }
}
