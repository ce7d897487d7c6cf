import TouchstoneSwiftUI

extension SwiftUIGestureKind {
    /// `LongPressGesture: {minimumDuration: 0.5, maximumDistance: 10}` is `LongPressGesture(minimumDuration: 0.5, maximumDistance: 10)`.
    static let longPressGesture = SwiftUIGestureKind("LongPressGesture", parameters: [.init("minimumDuration", .seconds),
                                                                                     .init("maximumDistance", .length)]) { view, a, at in
        let onEnded = at.onEnded
        let press = LongPressGesture(minimumDuration: a.number("minimumDuration") ?? 0.5, maximumDistance: a.length("maximumDistance") ?? 10)
        return attach(press.onEnded { _ in onEnded() }, to: view, at)
    }
}
