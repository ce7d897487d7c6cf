import Foundation

// `lineLimit`: how many lines the texts below may take (SwiftUIDecisions SU50). An environment
// value, as in SwiftUI: it reaches every `Text` inside, and an inner one wins.
extension View {
    /// At most `number` lines (nil: as many as needed; below 1: one, as Apple's
    /// `EnvironmentValues.lineLimit` says).
    public func lineLimit(_ number: Int?) -> some View {
        environmentChange { $0.lineLimit = number.map { LineLimit(maximum: $0) } }
    }

    /// At most `limit` lines; with `reservesSpace`, at least that many's height even for a
    /// shorter text (Apple, `lineLimit(_:reservesSpace:)`).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentChange { $0.lineLimit = LineLimit(minimum: reservesSpace ? limit : 1, maximum: limit) }
    }

    /// Between the range's bounds: a shorter text takes the lower bound's height (Apple,
    /// `lineLimit(_:)` with a `ClosedRange`).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environmentChange { $0.lineLimit = LineLimit(minimum: limit.lowerBound, maximum: limit.upperBound) }
    }

    /// At least the range's lower bound's height, as many lines as needed above it.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environmentChange { $0.lineLimit = LineLimit(minimum: limit.lowerBound, maximum: nil) }
    }

    /// At most the range's upper bound.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environmentChange { $0.lineLimit = LineLimit(maximum: limit.upperBound) }
    }
}
