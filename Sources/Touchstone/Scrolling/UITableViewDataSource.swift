import Foundation

/// Supplies a table's rows and cells (rules §9.2). `numberOfSections(in:)` defaults to 1.
public protocol UITableViewDataSource: AnyObject {
    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
