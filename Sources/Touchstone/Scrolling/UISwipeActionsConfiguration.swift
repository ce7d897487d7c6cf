import Foundation

/// The actions a row reveals on one side when swiped (UIKit `UISwipeActionsConfiguration`, iOS 11).
///
/// The first action is nearest the edge the row is swiped from: for trailing actions it is the
/// right-most button. With `performsFirstActionWithFullSwipe` (the default) a swipe across most
/// of the row runs it without a tap (Apple, `UISwipeActionsConfiguration`; UIKitPiecesDecisions K8).
public final class UISwipeActionsConfiguration {
    /// The actions, first (nearest the swiped edge) first.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action (default `true`).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of these actions.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
