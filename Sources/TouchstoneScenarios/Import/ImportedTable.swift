import Foundation

/// A table view of a dump that becomes a scenario table, so that tapping a row selects it and a
/// drag on it scrolls the table as on the device (ImportDecisions I9).
///
/// A dump shows only the cells on screen (UIKit makes cells for visible rows and reuses them), at
/// their place in the table's content. When those cells are evenly stacked from the top — each
/// as wide as the table, all of one height `h`, each at a multiple of `h` — they are rows of a
/// plain table: cell `k` at `y = n·h` is row `n`, and the table has as many rows as its content
/// height holds. The cells and their content views are then the table's own; the views inside
/// them are placed in their rows (`parent: <table>.row<n>`, or `<table>.cell<n>` for views on the
/// cell itself, such as separators). Anything else — section headers, rows of several heights,
/// cells inset or side by side — keeps the table as a scroll view with plain views, with a
/// warning that says why, since a guessed row layout would answer hit tests wrongly.
struct ImportedTable {
    /// Index of the table view.
    var table: Int
    /// The rows the scene's table has.
    var rows: Int
    /// Their height.
    var rowHeight: Double
    /// Cell view index → its row.
    var rowOfCell: [Int: Int] = [:]
    /// Content view index → its row.
    var rowOfContent: [Int: Int] = [:]
    /// The table's header and footer views (`tableHeaderView`, `tableFooterView`), by view
    /// index: a view of the table's width at its top, above the first row, and one below the
    /// last row (ImportDecisions I20).
    var header: Int?
    var footer: Int?
    /// Where the rows start: the header's height.
    var rowsTop = 0.0

    /// The most rows an imported table gets (a scenario table's limit).
    static var maximumRows: Int { Parsing.maximumRows }

    /// Tables of `tree` that can be scenario tables, by the table's index, and warnings for the
    /// ones that cannot.
    static func find(in tree: ImportedTree, frame: (ImportedView) -> CGRect?) -> (tables: [Int: ImportedTable], warnings: [ImportWarning]) {
        var children = [[Int]](repeating: [], count: tree.views.count)
        for (i, v) in tree.views.enumerated() { if let p = v.parent { children[p].append(i) } }
        var tables: [Int: ImportedTable] = [:]
        var warnings: [ImportWarning] = []
        for (t, v) in tree.views.enumerated() where isTable(v.object) {
            func keep(_ why: String) {
                warnings.append(ImportWarning(file: v.object.file, line: v.object.line,
                                              message: "\(v.object.className) imported as a scroll view with its cells as plain views (\(why)): hit-testing and scrolling are modelled, row selection is not"))
            }
            guard let box = frame(v), box.width > 0 else { keep("it has no frame"); continue }
            // Cells sit in the table, or in its `UITableViewWrapperView` (iOS 7–10).
            var candidates: [Int] = []
            for c in children[t] {
                if tree.views[c].object.className == "UITableViewWrapperView" { candidates += children[c] } else { candidates.append(c) }
            }
            let cells = candidates.filter { isCell(tree.views[$0].object) }
            guard !cells.isEmpty else { keep("the dump shows no cell"); continue }
            var others = candidates.filter { !isCell(tree.views[$0].object) && !isChrome(tree.views[$0].object) }
            var plan = ImportedTable(table: t, rows: 0, rowHeight: 0)
            // A table header: a direct subview as wide as the table at its top, above every
            // cell; a footer: one as wide, below every cell. Section headers are not these.
            let cellFrames = cells.compactMap { frame(tree.views[$0]) }
            func spansTable(_ i: Int) -> CGRect? {
                guard children[t].contains(i), !tree.views[i].object.className.contains("HeaderFooterView"),
                      let f = frame(tree.views[i]), abs(f.minX) < 0.5, abs(f.width - box.width) < 0.5, f.height > 0 else { return nil }
                return f
            }
            if let h = others.first(where: { i in
                guard let hf = spansTable(i), abs(hf.minY) < 0.5 else { return false }
                return cellFrames.allSatisfy { c in c.minY >= hf.maxY - 0.5 }
            }) {
                plan.header = h
                plan.rowsTop = Double(frame(tree.views[h])!.height)
                others.removeAll { $0 == h }
            }
            if let f = others.first(where: { i in
                guard let ff = spansTable(i) else { return false }
                return cellFrames.allSatisfy { c in c.maxY <= ff.minY + 0.5 }
            }) {
                plan.footer = f
                others.removeAll { $0 == f }
            }
            if let header = others.first {
                keep("it has \(tree.views[header].object.className) beside its cells, such as a section header"); continue
            }
            var problem: String?
            for c in cells {
                guard let f = frame(tree.views[c]) else { problem = "a cell has no frame"; break }
                if plan.rowHeight == 0 { plan.rowHeight = Double(f.height) }
                guard f.height > 0, abs(Double(f.height) - plan.rowHeight) < 0.5 else { problem = "its rows are of different heights"; break }
                guard abs(f.minX) < 0.5, abs(f.width - box.width) < 0.5 else { problem = "a cell is inset or narrower than the table"; break }
                let y = Double(f.minY) - plan.rowsTop
                let n = (y / plan.rowHeight).rounded()
                guard n >= 0, abs(y - n * plan.rowHeight) < 0.5, n < Double(maximumRows) else {
                    problem = "a cell is not where an evenly stacked row would be"; break
                }
                let row = Int(n)
                guard !plan.rowOfCell.values.contains(row) else { problem = "two cells are in one row"; break }
                plan.rowOfCell[c] = row
                if let content = children[c].first(where: { tree.views[$0].object.className == "UITableViewCellContentView" }) {
                    plan.rowOfContent[content] = row
                }
            }
            if let problem { keep(problem); continue }
            let lastRow = plan.rowOfCell.values.max() ?? 0
            var rows = lastRow + 1
            if let footer = plan.footer, let f = frame(tree.views[footer]) {
                // The footer sits right below the last row.
                let below = (Double(f.minY) - plan.rowsTop) / plan.rowHeight
                guard abs(below - below.rounded()) < 0.01, below.rounded() >= Double(rows) else { keep("its footer is not right below a row"); continue }
                rows = Int(min(Double(maximumRows), below.rounded()))
            } else if let (_, h) = v.object["contentSize"].flatMap(DumpValues.pair), h.isFinite, h > 0 {
                rows = max(rows, Int(min(Double(maximumRows), ((h - plan.rowsTop) / plan.rowHeight + 0.01).rounded(.down))))
            }
            plan.rows = rows
            tables[t] = plan
        }
        return (tables, warnings)
    }

    /// `UITableView`, a subclass the dump says is one, or a class named like one.
    static func isTable(_ o: DumpObject) -> Bool {
        o.className == "UITableView" || o["baseClass"].map { $0.trimmingCharacters(in: .whitespaces) == "UITableView" } == true
            || (SceneWriter.shortName(o.className).hasSuffix("TableView") && o.className != "UITableViewWrapperView")
    }

    /// `UITableViewCell`, a subclass the dump says is one, or a class named like one.
    static func isCell(_ o: DumpObject) -> Bool {
        o.className == "UITableViewCell" || o["baseClass"].map { $0.trimmingCharacters(in: .whitespaces) == "UITableViewCell" } == true
            || SceneWriter.shortName(o.className).hasSuffix("TableViewCell")
    }

    /// The scroll view's own views that are not content: scroll indicators and the separators
    /// between rows.
    static func isChrome(_ o: DumpObject) -> Bool {
        let c = o.className
        return c.contains("ScrollIndicator") || c.hasSuffix("SeparatorView") || c == "UIImageView" && o["frame"].flatMap(DumpValues.rect).map { $0.width <= 7 || $0.height <= 7 } == true
    }
}
