import Foundation

// The modifiers that change how a view answers its parent's offer: `layoutPriority` and
// `fixedSize` (SwiftUIDecisions SU45, SU46).
extension View {
    /// The priority by which a stack shares out space to this view: higher first, after
    /// reserving the minimum of every lower one; 0 by default (Apple, `layoutPriority(_:)`;
    /// SU45). A NaN priority is 0; ±infinity is the highest or lowest of all (RobustnessDecisions R32).
    public func layoutPriority(_ value: Double) -> some View {
        decorated { $0.traits.priority = value.isNaN ? 0 : value }
    }

    /// The view at its ideal size in both dimensions, whatever it is offered (Apple, `fixedSize()`; SU46).
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size in the dimensions asked for, offered its parent's offer in the
    /// other (Apple, `fixedSize(horizontal:vertical:)`; SU46).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped { .custom(FixedSizeLayout(horizontal: horizontal, vertical: vertical)) }
    }
}
