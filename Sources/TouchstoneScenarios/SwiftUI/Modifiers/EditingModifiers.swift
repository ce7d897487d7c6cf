import TouchstoneSwiftUI

// The modifiers of a `ForEach`'s editing actions (SwiftUIDecisions SU51; ScenarioDecisions X28).
extension SwiftUIModifierKind {
    /// `onDelete: {}` on a `ForEach` is `.onDelete { offsets in … }`: in a `List`, its rows can be
    /// swiped to delete, and the action writes `<identifier> onDelete [2]` (the element's offset)
    /// to the trace. A file has no state to remove the element from, so the row stays, as it does
    /// when an app's action keeps the element (SU51). The `ForEach` kind applies it (it alone can);
    /// reading refuses it on any other view (ScenarioDecisions X28).
    static let onDelete = SwiftUIModifierKind("onDelete") { view, _, _ in view }
}
