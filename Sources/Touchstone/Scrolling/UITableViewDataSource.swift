import Foundation

/// Supplies a table's rows and cells (rules §9.2). `numberOfSections(in:)` defaults to 1.
public protocol UITableViewDataSource: AnyObject {
    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Whether the row may be edited: an editable row gets swipe-to-delete when the delegate gives
    /// it no trailing actions (`false` by default here; `UITableView+Editing.swift`).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user deleted (or inserted) the row: update the model and the table.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
