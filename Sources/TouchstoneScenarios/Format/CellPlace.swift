import Foundation

/// Where a view whose `parent:` names a table's row or a collection view's item sits.
///
/// UIKit puts a cell's own content in its `contentView` (the view a tap on the row hits, cases
/// C09) and lets code add views to the cell itself; a scenario names either, with the names the
/// scene gives them: `<table>.row<n>` (row `n`'s content view) and `<table>.cell<n>` (its cell),
/// `<collection>.content<n>` and `<collection>.item<n>` (UIKitPiecesDecisions K19).
public struct CellPlace: Sendable, Hashable {
    /// The row (table) or item (collection view), in the one section a scenario gives them.
    public var index: Int
    /// `true` for the cell's `contentView`, `false` for the cell itself.
    public var inContentView: Bool

    /// Creates a place in row or item `index`, in its content view or in the cell.
    public init(index: Int, inContentView: Bool) {
        self.index = index
        self.inContentView = inContentView
    }

    /// Reads `name` as a row or item of `container`: `list.row3` → (`list`, row 3, content view).
    /// `nil` when the name is not of that shape.
    static func parse(_ name: String) -> (container: String, place: CellPlace, table: Bool)? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let container = String(name[..<dot])
        let tail = name[name.index(after: dot)...]
        for (prefix, table, content) in [("row", true, true), ("cell", true, false), ("content", false, true), ("item", false, false)] {
            guard tail.hasPrefix(prefix) else { continue }
            let digits = tail.dropFirst(prefix.count)
            guard !container.isEmpty, !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let n = Int(digits), String(n) == digits else { return nil }
            return (container, CellPlace(index: n, inContentView: content), table)
        }
        return nil
    }
}

extension ViewSpec {
    /// The kind of view whose rows (`table`) or items a `CellPlace` names.
    static func cellContainerKind(table: Bool) -> Kind { table ? .tableView : .collectionView }

    /// How many rows (table) or items (collection view) the scene makes for this view: 0 when it
    /// is not of the kind that `table` asks for.
    func cellCount(table: Bool) -> Int {
        guard kind == Self.cellContainerKind(table: table) else { return 0 }
        return (table ? rows : items) ?? 0
    }
}

extension Parsing {
    /// Whether `name` is a row or item the scenario's tables and collection views make
    /// (`list.row2`, `list.cell2`, `grid.item0`, `grid.content0`): a view a recogniser can be
    /// added to and a subject an expectation can name, though the file does not list it.
    func isCellName(_ name: String, views: [String: ViewSpec]) -> Bool {
        guard let (container, place, table) = CellPlace.parse(name), let v = views[container] else { return false }
        return place.index < v.cellCount(table: table)
    }
}
