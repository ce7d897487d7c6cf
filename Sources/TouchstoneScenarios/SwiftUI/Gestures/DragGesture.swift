import TouchstoneSwiftUI

extension SwiftUIGestureKind {
    /// `DragGesture: {minimumDistance: 10, coordinateSpace: global}` is `DragGesture(minimumDistance: 10, coordinateSpace: .global)`.
    static let dragGesture = SwiftUIGestureKind("DragGesture", parameters: [.init("minimumDistance", .length),
                                                                           .init("coordinateSpace", .choice(["local", "global"]))]) { view, a, at in
        let onEnded = at.onEnded
        let drag = DragGesture(minimumDistance: a.length("minimumDistance") ?? 10,
                               coordinateSpace: a.text("coordinateSpace") == "global" ? .global : .local)
        return attach(drag.onEnded { _ in onEnded() }, to: view, at)
    }
}
