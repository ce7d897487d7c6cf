import Foundation

/// Cell registration and reuse (UIKit `UITableView`; issue 20, PortingDecisions U7–U9).
///
/// A table keeps building a cell for every row (S12, U8); what it reuses are the cells of the
/// previous `reloadData()`, which go to a queue by reuse identifier. `dequeueReusableCell` hands
/// one back — cleared of highlight and selection, then `prepareForReuse()` — or makes a new one
/// from the registered class. A reused cell keeps everything `cellForRowAt` did to it before: a
/// recogniser added there every time is on the cell twice after a reload, as in UIKit.
///
/// Each dequeue is a trace line of kind `.scroll` with the table as subject:
/// `cell <name> reused for row [0, 1]` or `cell <name> made for row [0, 1]`.
extension UITableView {
    /// Registers the class the table makes cells from for `identifier` (`nil` removes it). A
    /// class replaces the one registered before; cells already made are not changed.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A cell for the row at `indexPath`: one from the reuse queue (prepared for reuse), else a new
    /// one of the class registered for `identifier`. Never `nil`. With neither — UIKit raises —
    /// the table records an error and returns a plain `.default` cell with that identifier.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let row = rowName(indexPath)
        if let cell = dequeue(identifier, for: row) { return cell }
        traceSink?.record(.error, traceName, "no cell class registered for \"\(identifier)\"",
                          cause: "dequeueReusableCell(withIdentifier:for:) for \(row): register(_:forCellReuseIdentifier:) first; a plain UITableViewCell is used")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell from the reuse queue (prepared for reuse), else a new one of the class registered
    /// for `identifier`; `nil` when there is neither (Apple, `dequeueReusableCell(withIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeue(identifier, for: "a row")
    }

    private func dequeue(_ identifier: String, for row: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.resetForReuse()
            traceSink?.record(.scroll, traceName, "cell \(cell.traceName) reused for \(row)",
                              cause: "dequeueReusableCell(\"\(identifier)\"): from the reuse queue, after prepareForReuse()")
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else { return nil }
        let cell = cellClass.init(registeredWithReuseIdentifier: identifier)
        traceSink?.record(.scroll, traceName, "cell \(cell.traceName) made for \(row)",
                          cause: "dequeueReusableCell(\"\(identifier)\"): reuse queue empty, a new \(compactName(of: cell))")
        return cell
    }
}
