import Foundation

/// Row heights, highlighting and selection of a table (spec §9.2); also a scroll-view delegate.
///
/// Set it as the table's `delegate` (the scroll view's delegate property: a `UITableViewDelegate`
/// is a `UIScrollViewDelegate`, Docs/Decisions.md S10). Defaults: `heightForRowAt` answers the
/// table's `rowHeight`, `shouldHighlightRowAt` is `true`, `willSelectRowAt`/`willDeselectRowAt`
/// return the index path unchanged, the rest do nothing.
///
/// Order for a tap on a row (touch-down held past the content delay, then lift):
/// `shouldHighlightRowAt`, `didHighlightRowAt` (when the cell gets `touchesBegan`), then at the lift
/// `didUnhighlightRowAt`, `willSelectRowAt`, `willDeselectRowAt`/`didDeselectRowAt` for the row
/// selected before, `didSelectRowAt`.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
