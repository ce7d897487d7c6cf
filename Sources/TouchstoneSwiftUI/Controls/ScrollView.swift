import Foundation

/// A scrolling region backed by the engine's `UIScrollView`, as SwiftUI's is by UIKit's: its pan
/// meets SwiftUI's gestures under UIKit's arbitration (SU4). It takes the space offered; its
/// content is laid out at its ideal size along the scrolling axes (several views in a column, or
/// a row for a horizontal one).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        // The content is laid out in an implicit stack along the scrolling axis (SU32).
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        var children = context.with({ $0.stackAxis = axis }) { content.nodes($0) }
        if children.count != 1 {
            children = [context.made(Node(.stack(axis, spacing: nil, alignment: .center), children: children))]
        }
        return [context.made(Node(.scroll(axes), children: children))]
    }
}
