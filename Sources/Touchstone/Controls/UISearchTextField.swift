import Foundation

/// The text field of a search bar (UIKit `UISearchTextField`, iOS 13, a `UITextField` subclass).
///
/// Inside a ``UISearchBar`` it asks the bar's delegate `searchBarShouldBeginEditing` before it
/// becomes first responder (a no keeps it from editing: no `editingDidBegin`), and tells it
/// `searchBarTextDidBeginEditing` / `searchBarTextDidEndEditing` (Apple, `UISearchBarDelegate`).
open class UISearchTextField: UITextField {
    /// The search bar holding the field, if any.
    weak var searchBar: UISearchBar?

    /// Names the field after its search bar in traces (`<bar>.textField`).
    open override var traceName: String {
        accessibilityIdentifier ?? searchBar.map { "\($0.traceName).textField" } ?? super.traceName
    }

    /// Asks the search bar's delegate first; editing begins only if it agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if let bar = searchBar, !isFirstResponder, let delegate = bar.delegate, !delegate.searchBarShouldBeginEditing(bar) {
            traceSink?.record(.control, bar.traceName, "editing refused", cause: "searchBarShouldBeginEditing returned false")
            return false
        }
        let was = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !was, let bar = searchBar { bar.delegate?.searchBarTextDidBeginEditing(bar) }
        return true
    }

    /// Ends editing and tells the search bar's delegate.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if was, let bar = searchBar { bar.delegate?.searchBarTextDidEndEditing(bar) }
        return true
    }
}
