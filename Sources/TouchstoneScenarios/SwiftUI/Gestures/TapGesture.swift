import TouchstoneSwiftUI

extension SwiftUIGestureKind {
    /// `TapGesture: {count: 2}` is `TapGesture(count: 2)`.
    static let tapGesture = SwiftUIGestureKind("TapGesture", parameters: [.init("count", .count(min: 1, max: 10))]) { view, a, at in
        let onEnded = at.onEnded
        return attach(TapGesture(count: Int(a.number("count") ?? 1)).onEnded { onEnded() }, to: view, at)
    }
}
