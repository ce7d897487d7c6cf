import Foundation

/// Told about editing and the buttons of a search bar (UIKit `UISearchBarDelegate`). Every method
/// is optional; `searchBarShouldBeginEditing` answers yes unless implemented.
public protocol UISearchBarDelegate: AnyObject {
    /// Whether a touch on the field may begin editing (default yes); no keeps the keyboard closed.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began (the field became first responder).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended (the field resigned first responder).
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The cancel button was tapped. UIKit does not end editing by itself: the delegate does.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

/// UIKit's answers when the delegate does not implement a method.
extension UISearchBarDelegate {
    /// Yes.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
