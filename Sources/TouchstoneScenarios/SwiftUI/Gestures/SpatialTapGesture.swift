import TouchstoneSwiftUI

extension SwiftUIGestureKind {
    /// `SpatialTapGesture: {count: 1}` is `SpatialTapGesture(count: 1)`.
    static let spatialTapGesture = SwiftUIGestureKind("SpatialTapGesture", parameters: [.init("count", .count(min: 1, max: 10))]) { view, a, at in
        let onEnded = at.onEnded
        return attach(SpatialTapGesture(count: Int(a.number("count") ?? 1)).onEnded { _ in onEnded() }, to: view, at)
    }
}
