import Foundation

/// A gesture attached to a view by a modifier: what it recognises, how it ranks against the
/// other gestures on the way to the root (its modifier), and its name in traces.
final class GestureAttachment {
    /// The three ways SwiftUI attaches a gesture; `onTapGesture`, `onLongPressGesture` and
    /// `Button` attach theirs as `.gesture` does.
    enum Modifier: String {
        case gesture
        case highPriorityGesture
        case simultaneousGesture
    }

    /// What it recognises and calls: replaced by the rebuilt view's at a re-render, for the
    /// next attempt (an attempt under way keeps the one it started with; SU37).
    var recipe: GestureRecipe
    let modifier: Modifier
    /// The modifier as written (`gesture`, `onTapGesture`, `Button`…), for the trace name.
    let label: String
    /// The view the gesture is attached to (set when the screen is shown).
    weak var view: ElementView?
    /// Its rank among the gestures of the same view: 0 for the first declared, the innermost.
    var order = 0
    /// `card.drag (simultaneousGesture)`: the view's name, the gesture, the modifier.
    var name = ""
    /// The name given with `gesture(_:name:isEnabled:)`: the UIKit recogniser's `name` from
    /// iOS 18, for failure links with UIKit recognisers (SU18).
    var givenName: String?

    init(recipe: GestureRecipe, modifier: Modifier, label: String) {
        self.recipe = recipe
        self.modifier = modifier
        self.label = label
    }

    /// What must stay the same for a re-render to keep this attachment, its recognisers and an
    /// attempt under way (SU37): the modifier as written, the gesture and its modifier.
    var signature: String { "\(label)|\(recipe.kindName)|\(modifier.rawValue)" }

    /// Whether this gesture is inside `other`: on a view inside `other`'s, or declared before it
    /// on the same view (a later modifier wraps the earlier ones).
    func isInside(_ other: GestureAttachment) -> Bool {
        guard let mine = view, let theirs = other.view else { return false }
        if mine === theirs { return order < other.order }
        var v: UIView? = mine.superview
        while let current = v {
            if current === theirs { return true }
            v = current.superview
        }
        return false
    }
}

/// Which SwiftUI gesture system a device runs (SwiftUIDecisions SU1).
public enum SwiftUIGestureArchitecture: String, Sendable, CaseIterable {
    /// Before iOS 18, or an app linked before the iOS 18 SDK: one recogniser per hosting view,
    /// SwiftUI's precedence decided inside it (<doc:HostingGestureArchitecture>).
    case hostingRecognizer
    /// iOS 18 and later with an app linked on the iOS 18 SDK or later: one UIKit recogniser per
    /// gesture modifier (<doc:PerGestureArchitecture>).
    case perGestureRecognizers

    /// The architecture of `device`: per gesture only when both the runtime and the SDK the app
    /// was linked against are iOS 18 or later (WWDC24 "What's new in SwiftUI"; KeyboardKit's
    /// report that the same build behaves as before on iOS 17 and when built with Xcode 15).
    public init(device: Device) {
        self = device.profile.iOSVersion >= 18 && device.linkedOn.iOSVersion >= 18 ? .perGestureRecognizers : .hostingRecognizer
    }

    /// Whether `first` takes precedence over `second`: `second` waits for `first` to fail, and
    /// `first` recognising fails `second` (SwiftUIDecisions SU2–SU4).
    ///
    /// Between a gesture and one outside it (on an enclosing view, or declared later on the same
    /// view), the outer one's modifier decides: `gesture` lets the inner one go first,
    /// `highPriorityGesture` goes first itself, `simultaneousGesture` makes them independent
    /// (Apple's documentation of the three modifiers). With per-gesture recognisers an inner
    /// `simultaneousGesture` is also independent of everything outside it (iOS 18 fires a child's
    /// simultaneous tap and its parent's tap together, iOS 17 the child's alone: pillarbox-apple
    /// PR 1197; iOS 26's release notes call it a bug and change it).
    ///
    /// `innerSimultaneousIsIndependent` is false from iOS 26, whose release notes call the
    /// iOS 18 behaviour a bug and fix it: there an inner `simultaneousGesture` ranks against the
    /// gestures outside it as any inner gesture does (SwiftUIDecisions SU19).
    func precedes(_ first: GestureAttachment, over second: GestureAttachment,
                  innerSimultaneousIsIndependent: Bool = true) -> Bool {
        guard first !== second else { return false }
        let (inner, outer): (GestureAttachment, GestureAttachment)
        if first.isInside(second) { (inner, outer) = (first, second) }
        else if second.isInside(first) { (inner, outer) = (second, first) }
        else { return false }
        if self == .perGestureRecognizers, innerSimultaneousIsIndependent, inner.modifier == .simultaneousGesture { return false }
        if self == .perGestureRecognizers, let countOrder = Self.tapCountOrder(first, second) { return countOrder }
        switch outer.modifier {
        case .gesture: return first === inner
        case .highPriorityGesture: return first === outer
        case .simultaneousGesture: return false
        }
    }

    /// With per-gesture recognisers, two taps of different counts attached with `gesture` (or
    /// `onTapGesture`) to one view: the one of more taps goes first whatever the order of the
    /// modifiers, so a single tap waits for a double tap to fail (SwiftUIDecisions SU36:
    /// pillarbox-apple PRs 1197 and 1266 report iOS 18 resilient to the order where iOS 16 and 17
    /// are not). `nil` when the rule does not apply.
    static func tapCountOrder(_ first: GestureAttachment, _ second: GestureAttachment) -> Bool? {
        guard let v = first.view, v === second.view, first.modifier == .gesture, second.modifier == .gesture,
              case let .tap(a) = first.recipe.kind, case let .tap(b) = second.recipe.kind, a != b else { return nil }
        return a > b
    }

    /// Whether neither gesture takes precedence over the other (they may run together).
    func areIndependent(_ a: GestureAttachment, _ b: GestureAttachment, innerSimultaneousIsIndependent: Bool = true) -> Bool {
        !precedes(a, over: b, innerSimultaneousIsIndependent: innerSimultaneousIsIndependent)
            && !precedes(b, over: a, innerSimultaneousIsIndependent: innerSimultaneousIsIndependent)
    }
}
