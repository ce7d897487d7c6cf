import Foundation

/// A layout axis.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    /// A set of axes (`ScrollView(.horizontal)`, `[.horizontal, .vertical]`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Where a view sits across a `VStack` (and horizontally in a frame).
public struct HorizontalAlignment: Sendable, Equatable {
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a view sits across an `HStack` (and vertically in a frame). Baselines are placed as
/// `.center`: Touchstone measures no glyphs.
public struct VerticalAlignment: Sendable, Equatable {
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 0.5)
    public static let lastTextBaseline = VerticalAlignment(fraction: 0.5)
}

/// A two-axis alignment, for `ZStack`, frames, backgrounds and overlays.
public struct Alignment: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` box aligned this way in a `container` box.
    func origin(of size: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: (container.width - size.width) * horizontal.fraction,
                y: (container.height - size.height) * vertical.fraction)
    }
}

/// The edges `padding` applies to.
public enum Edge: Int8, Sendable, Hashable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets for `padding(_:)`.
public struct EdgeInsets: Sendable, Equatable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// A padding length as laid out: negative kept (SwiftUIDecisions SU50), not finite 0 (R32).
    static func usable(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 0 }
}
