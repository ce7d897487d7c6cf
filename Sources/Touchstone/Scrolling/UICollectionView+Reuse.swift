import Foundation

/// Cell registration and reuse for collection views, as for tables (UIKit `UICollectionView`;
/// issue 20, PortingDecisions U7–U9): every item still gets its cell on each reload, and the
/// previous reload's cells are the reuse queue. Each dequeue is a `.scroll` trace line with the
/// collection view as subject (`cell <name> reused for item [0, 2]`, `… made for …`).
extension UICollectionView {
    /// Registers the class the collection view makes cells from for `identifier` (`nil` removes it).
    public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A cell for the item at `indexPath`: one from the reuse queue (prepared for reuse), else a
    /// new one of the registered class. Never `nil`: with neither — UIKit raises — the collection
    /// view records an error and returns a plain cell with that identifier.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let item = itemName(indexPath)
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.isHighlighted = false
            cell.isSelected = false
            cell.prepareForReuse()
            traceSink?.record(.scroll, traceName, "cell \(cell.traceName) reused for \(item)",
                              cause: "dequeueReusableCell(\"\(identifier)\"): from the reuse queue, after prepareForReuse()")
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else {
            traceSink?.record(.error, traceName, "no cell class registered for \"\(identifier)\"",
                              cause: "dequeueReusableCell(withReuseIdentifier:for:) for \(item): register(_:forCellWithReuseIdentifier:) first; a plain UICollectionViewCell is used")
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        let cell = cellClass.init(registeredWithReuseIdentifier: identifier)
        traceSink?.record(.scroll, traceName, "cell \(cell.traceName) made for \(item)",
                          cause: "dequeueReusableCell(\"\(identifier)\"): reuse queue empty, a new \(compactName(of: cell))")
        return cell
    }
}
