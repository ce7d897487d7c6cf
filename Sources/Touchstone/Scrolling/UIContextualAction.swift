import Foundation

/// One button a table row shows when swiped (UIKit `UIContextualAction`, iOS 11).
///
/// The handler runs when the user taps the revealed button or swipes the row fully (the first
/// action of a configuration that `performsFirstActionWithFullSwipe`). It receives the action,
/// the view that showed it and a completion to call with whether the action was performed;
/// the row closes either way (Apple, `UIContextualAction.Handler`; UIKitPiecesDecisions K8).
public final class UIContextualAction {
    /// How the button looks; `.destructive` is red and, in UIKit, animates the row away when the
    /// handler reports success.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button for deleting.
        case destructive
    }

    /// What the handler receives: the action, the view that displayed it, and the completion to
    /// call with `true` when the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The button's look.
    public let style: Style
    /// The button's title; it also names the button in traces.
    public var title: String?
    /// Runs when the action is chosen.
    public let handler: Handler

    /// An action with this style, title and handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The action's name in traces: its title, else `action`.
    var traceName: String { title ?? "action" }
}
