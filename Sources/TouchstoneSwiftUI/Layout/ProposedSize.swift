import Foundation

/// SwiftUI's proposal: the size a parent offers a child, `nil` in a dimension meaning "your
/// ideal size" (a scroll view's content along its axis).
struct ProposedSize: Hashable {
    var width: CGFloat?
    var height: CGFloat?

    init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    init(_ size: CGSize) { width = size.width; height = size.height }

    static let unspecified = ProposedSize(width: nil, height: nil)

    func along(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> CGFloat? { axis == .horizontal ? height : width }

    static func make(along axis: Axis, _ along: CGFloat?, across: CGFloat?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
    }
}

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> CGFloat { axis == .horizontal ? height : width }
    static func make(along axis: Axis, _ along: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
    /// The size with every dimension that is not a finite, non-negative number made 0.
    var sanitized: CGSize {
        CGSize(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }
}
