import Foundation

extension UITableViewCell {
    /// What editing a row does (UIKit `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none
        /// A delete control: a swipe shows Delete, which commits `.delete`.
        case delete
        /// An insert control (shown only in editing mode, which Touchstone does not draw).
        case insert
    }
}

extension UITableViewDataSource {
    /// Whether the row may be edited. UIKit answers `true` but offers swipe-to-delete only when the
    /// data source implements `tableView(_:commit:forRowAt:)`, which a Swift protocol cannot
    /// tell; Touchstone answers `false`, so a data source implements this method, as most do,
    /// to get swipe-to-delete (PortingDecisions U15).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing is committed.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

extension UITableViewDelegate {
    /// `.delete`, UIKit's default for an editable row.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// "Delete".
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
}

extension UITableView {
    /// The trailing action UIKit makes when the delegate gives no trailing configuration for an
    /// editable row whose editing style is `.delete`: one destructive button titled "Delete" (or
    /// the delegate's title) that calls the data source's `tableView(_:commit:forRowAt:)` with
    /// `.delete` — tapped, or by a full swipe (Apple: `trailingSwipeActionsConfigurationForRowAt`
    /// "returns nil … the table uses the row's editing style"; `tableView(_:commit:forRowAt:)`;
    /// PortingDecisions U15).
    func deleteConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let source = dataSource, source.tableView(self, canEditRowAt: indexPath) else { return nil }
        guard (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let source = self.dataSource else { return completion(false) }
            self.traceSink?.record(.scroll, self.traceName, "commit delete \(self.rowName(indexPath))",
                                   cause: "tableView(_:commit:forRowAt:) of the data source")
            source.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }
}
