import Foundation

/// The layout attributes a few modifiers set on a node, kept together so that the nodes that
/// have none (nearly all) carry one small value: `layoutPriority` (SwiftUIDecisions SU45), the
/// lazy stacks' filling of their cross axis (SU48), `ignoresSafeArea` (SU49), `lineLimit` (SU50)
/// and `coordinateSpace(name:)` (SU47).
struct LayoutTraits {
    /// `.layoutPriority`: a stack offers space to higher priorities first (SU45). Never NaN.
    var priority: Double = 0
    /// A `LazyVStack`/`LazyHStack`: the stack takes the length offered across its axis (SU48).
    var fillsCrossAxis = false
    /// `.ignoresSafeArea`: the edges across which the view reaches the screen's edge when it
    /// touches the safe area's (SU49).
    var ignoredSafeAreaEdges: Edge.Set = []
    /// `.lineLimit` for a text (SU50).
    var lineLimit: LineLimit?
    /// `.coordinateSpace(name:)`: a `GeometryProxy` below measures `.named` frames from here (SU47).
    var coordinateSpaceName: String?
}

/// The lines a text may take (`lineLimit(2)`, `lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`):
/// at most `maximum` (nil: as many as it needs), at least `minimum` (SU50).
struct LineLimit: Equatable {
    var minimum: Int = 1
    var maximum: Int?

    /// The most lines a text reserves (`lineLimit(n...)`, `reservesSpace`): more is taken as this
    /// many, so a hostile minimum cannot make a text millions of points tall (RobustnessDecisions R32).
    static let maximumReservedLines = 1_000

    /// Apple, `EnvironmentValues.lineLimit`: "The maximum number of lines is 1 if the value is
    /// less than 1" (SU50); a minimum below 1 is 1, above the maximum the maximum, and at most
    /// ``maximumReservedLines`` (R32).
    init(minimum: Int = 1, maximum: Int?) {
        let top = maximum.map { Swift.max(1, $0) }
        self.maximum = top
        self.minimum = Swift.min(Swift.max(1, minimum), top ?? Int.max, Self.maximumReservedLines)
    }
}
