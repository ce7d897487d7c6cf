import Foundation

// The gesture modifiers, with SwiftUI's names and labels. Each attaches the gesture to the view
// it modifies; a later modifier is outside an earlier one (SwiftUIDecisions SU2).
extension View {
    /// Attaches `gesture` with normal priority: gestures inside this view go first.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture._makeRecipe(), .gesture, label: "gesture", mask: mask)
    }

    /// Attaches `gesture` as `gesture(_:including:)` does, named `name`: from iOS 18 (linked on
    /// 18) its UIKit recogniser has that `name`, so UIKit recognisers can set up failure
    /// relationships with it (Apple, `gesture(_:name:isEnabled:)`; SU18). Not enabled, it is not
    /// attached.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        attaching(gesture._makeRecipe(), .gesture, label: "gesture", mask: isEnabled ? .all : .subviews, givenName: name)
    }

    /// Attaches `gesture` as `gesture(_:including:)` does, or not at all when not enabled.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attaching(gesture._makeRecipe(), .gesture, label: "gesture", mask: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` ahead of the gestures inside this view: they wait for it to fail.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture._makeRecipe(), .highPriorityGesture, label: "highPriorityGesture", mask: mask)
    }

    /// Attaches `gesture` so that it runs alongside the gestures inside this view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture._makeRecipe(), .simultaneousGesture, label: "simultaneousGesture", mask: mask)
    }

    /// Calls `action` after `count` taps (a `TapGesture` attached with `gesture`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        attaching(TapGesture(count: count).onEnded { action() }._makeRecipe(), .gesture, label: "onTapGesture", mask: .all)
    }

    /// Calls `action` with where the last of `count` taps was, in `coordinateSpace` (the view's
    /// own by default; iOS 17): a `SpatialTapGesture` attached with `gesture` (Apple,
    /// `onTapGesture(count:coordinateSpace:perform:)`; SwiftUIDecisions SU14, SU33).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        attaching(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) }._makeRecipe(),
                  .gesture, label: "onTapGesture", mask: .all)
    }

    /// Calls `action` when a press lasts `minimumDuration` (a `LongPressGesture` attached with
    /// `gesture`); `onPressingChanged` hears `true` at touch-down and `false` when the press ends.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        var recipe = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in action() }._makeRecipe()
        if let onPressingChanged { recipe.pressing.append(onPressingChanged) }
        return attaching(recipe, .gesture, label: "onLongPressGesture", mask: .all)
    }

    func attaching(_ recipe: GestureRecipe, _ modifier: GestureAttachment.Modifier, label: String, mask: GestureMask,
                   givenName: String? = nil) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { if !mask.contains(.subviews) { $0.subviewGesturesEnabled = false } }) { context, nodes in
            guard mask.contains(.gesture), context.subviewGesturesEnabled, !context.isDisabled else { return nodes }
            for node in nodes {
                let attachment = GestureAttachment(recipe: recipe, modifier: modifier, label: label)
                attachment.givenName = givenName
                node.gestures.append(attachment)
            }
            return nodes
        }
    }
}
