import Foundation
import Touchstone

/// Maps scenario kinds to Touchstone's UIKit classes, and names the recognisers those classes
/// own (`<scrollView>.pan`, `<navigation>.pop`) so scenarios can refer to them.
enum ComponentFactory {
    static func makeView(_ spec: ViewSpec, file: String) throws -> UIView {
        let fail = { (message: String) in
            ScenarioError(file: file, line: spec.line, column: spec.column, message: "view '\(spec.id)': \(message)")
        }
        let hitShaped = spec.hitInsets != nil || !spec.extraHitAreas.isEmpty
        let view: UIView
        switch spec.kind {
        case .view, .label, .imageView:
            let v = ScenarioView(frame: spec.frame)
            v.hitInsets = spec.hitInsets
            v.extraHitAreas = spec.extraHitAreas
            v.callsSuper = spec.callsSuper
            // UILabel and UIImageView start with interaction off (rules H7).
            if spec.kind != .view { v.isUserInteractionEnabled = false }
            view = v
        case .button:
            let b = ScenarioButton(frame: spec.frame)
            b.hitInsets = spec.hitInsets; b.extraHitAreas = spec.extraHitAreas
            b.isEnabled = spec.enabled
            view = b
        case .control:
            let c = ScenarioControl(frame: spec.frame)
            c.hitInsets = spec.hitInsets; c.extraHitAreas = spec.extraHitAreas
            c.isEnabled = spec.enabled
            view = c
        case .switch:
            let s = UISwitch(frame: spec.frame)
            s.isOn = spec.isOn ?? false
            s.isEnabled = spec.enabled
            view = s
        case .slider:
            let s = UISlider(frame: spec.frame)
            if let v = spec.value { s.value = Float(v) }
            if let c = spec.continuous { s.isContinuous = c }
            s.isEnabled = spec.enabled
            view = s
        case .textField:
            let t = UITextField(frame: spec.frame)
            t.isEnabled = spec.enabled
            view = t
        case .textView:
            view = UITextView(frame: spec.frame)
        case .searchBar:
            let bar = UISearchBar(frame: spec.frame)
            bar.showsCancelButton = spec.showsCancelButton
            view = bar
        case .webView:
            let w = WKWebView(frame: spec.frame)
            w.viewportAllowsUserScaling = spec.userScalable
            w.pageHasLongPressTargets = spec.longPressTargets
            w.pagePreventsDefault = spec.preventsDefault
            view = w
        case .mapView:
            let m = MKMapView(frame: spec.frame)
            m.isScrollEnabled = spec.mapScrollEnabled
            m.isZoomEnabled = spec.mapZoomEnabled
            m.isRotateEnabled = spec.mapRotateEnabled
            view = m
        case .pageViewController:
            // Built by the scene, which keeps the controller (`ScenarioPager`).
            throw fail("a page view controller is built by its scene")
        case .scrollView, .tableView, .collectionView:
            let s: UIScrollView
            if spec.kind == .tableView {
                let t = ScenarioTableView(frame: spec.frame, style: .plain)
                if let h = spec.rowHeight { t.rowHeight = h }
                s = t
            } else if spec.kind == .collectionView {
                let layout = UICollectionViewFlowLayout()
                if let size = spec.itemSize { layout.itemSize = size }
                if spec.scrollDirection == "horizontal" { layout.scrollDirection = .horizontal }
                s = ScenarioCollectionView(frame: spec.frame, collectionViewLayout: layout)
            } else {
                s = ScenarioScrollView(frame: spec.frame)
            }
            // A scenario gives offsets and insets as they are on screen: nothing is added for the
            // safe area (ScrollingDecisions S20).
            s.contentInsetAdjustmentBehavior = .never
            if let c = spec.contentSize { s.contentSize = c }
            if let o = spec.contentOffset { s.contentOffset = o }
            if let p = spec.paging { s.isPagingEnabled = p }
            if let d = spec.delaysContentTouches { s.delaysContentTouches = d }
            if let c = spec.canCancelContentTouches { s.canCancelContentTouches = c }
            if spec.touchesShouldCancelControls, let c = s as? any ControlCancelling { c.cancelsControlTouches = true }
            if let b = spec.bounces { s.bounces = b }
            s.panGestureRecognizer.name = "\(spec.id).pan"
            view = s
        }
        if let t = spec.transform { view.transform = t }
        if hitShaped && !(view is ScenarioView || view is ScenarioButton || view is ScenarioControl) {
            throw fail("hitInsets and hitAreas apply to view, label, imageView, button and control, not \(spec.kind.rawValue)")
        }
        if !spec.callsSuper && !(view is ScenarioView) {
            throw fail("callsSuper applies to plain views, labels and image views")
        }
        return view
    }

    static func makeRecognizer(_ spec: RecognizerSpec, file: String) throws -> UIGestureRecognizer {
        switch spec.kind {
        case .tap:
            let t = UITapGestureRecognizer()
            if let n = spec.taps { t.numberOfTapsRequired = n }
            if let n = spec.touches { t.numberOfTouchesRequired = n }
            if let a = spec.allowableMovement { t.allowableMovement = a }
            return t
        case .pan, .screenEdgePan:
            let p: UIPanGestureRecognizer
            if spec.kind == .screenEdgePan {
                let e = UIScreenEdgePanGestureRecognizer()
                e.edges = spec.edges
                p = e
            } else { p = UIPanGestureRecognizer() }
            if let n = spec.minimumTouches { p.minimumNumberOfTouches = n }
            if let n = spec.maximumTouches { p.maximumNumberOfTouches = n }
            return p
        case .longPress:
            let l = UILongPressGestureRecognizer()
            if let d = spec.minimumPressDuration { l.minimumPressDuration = d }
            if let a = spec.allowableMovement { l.allowableMovement = a }
            if let n = spec.touches { l.numberOfTouchesRequired = n }
            if let n = spec.taps { l.numberOfTapsRequired = n }
            return l
        case .swipe:
            let s = UISwipeGestureRecognizer()
            if !spec.direction.isEmpty {
                var d: UISwipeGestureRecognizer.Direction = []
                for name in spec.direction {
                    switch name {
                    case "left": d.insert(.left)
                    case "up": d.insert(.up)
                    case "down": d.insert(.down)
                    default: d.insert(.right)
                    }
                }
                s.direction = d
            }
            if let n = spec.touches { s.numberOfTouchesRequired = n }
            return s
        case .pinch:
            return UIPinchGestureRecognizer()
        case .rotation:
            return UIRotationGestureRecognizer()
        }
    }

    /// A recogniser owned by a UIKit class: `<scrollView>.pan`, `<navigation>.pop`.
    static func builtin(_ name: String, in scene: Scene) -> UIGestureRecognizer? { scene.builtins[name] }
}

/// A UIButton whose hit area a scenario can grow or shape (seed 003's 20 pt larger button, CC05).
final class ScenarioButton: UIButton {
    var hitInsets: UIEdgeInsets?
    var extraHitAreas: [CGRect] = []
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        scenarioPointInside(point, bounds: bounds, hitInsets: hitInsets, extra: extraHitAreas) { super.point(inside: point, with: event) }
    }
}

/// A direct UIControl subclass, as an app writes one: it tracks touches and sends control events
/// but cannot block ancestors' recognisers (rules §7.6, seed 003, CC34).
final class ScenarioControl: UIControl {
    var hitInsets: UIEdgeInsets?
    var extraHitAreas: [CGRect] = []
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        scenarioPointInside(point, bounds: bounds, hitInsets: hitInsets, extra: extraHitAreas) { super.point(inside: point, with: event) }
    }
}

/// A scenario table's or collection view's source, holding the views the file puts in its cells.
protocol ScenarioCellSource: AnyObject {
    /// The table's or collection view's id.
    var id: String { get }
    /// The views for its cells, and the cells made.
    var contents: CellContents { get set }
}

extension ScenarioCellSource {
    /// Keeps `view` for the cell at `place`, added to it each time the cell is made.
    func place(_ view: UIView, _ place: CellPlace) { contents.add(view, place) }
    /// The cell last made for `place`, or its content view; `nil` before it is made.
    func madeView(_ place: CellPlace) -> UIView? { contents.made(place) }
}

/// The views a file puts in rows or items (`parent: list.row2`), added to a cell when it is made —
/// to its `contentView` or the cell itself — in the file's order, after the cell's own views; and
/// the cell last made for each row or item, so the scene can name it.
struct CellContents {
    private var views: [Int: [(UIView, CellPlace)]] = [:]
    private var cells: [Int: (cell: UIView, contentView: UIView)] = [:]
    mutating func add(_ view: UIView, _ place: CellPlace) { views[place.index, default: []].append((view, place)) }
    /// Adds row or item `index`'s views to `cell`, just made, and remembers it.
    mutating func fill(_ cell: UIView, contentView: UIView, index: Int) {
        for (view, place) in views[index] ?? [] { (place.inContentView ? contentView : cell).addSubview(view) }
        cells[index] = (cell, contentView)
    }
    func made(_ place: CellPlace) -> UIView? { cells[place.index].map { place.inContentView ? $0.contentView : $0.cell } }
}

/// Rows for a scenario table: `rows` plain cells in one section. Cell `n` is named
/// `<table>.cell<n>` and its content view (what a tap on the row hits, cases C09) `<table>.row<n>`;
/// views the file places in a row (`parent: <table>.row<n>`) are added to it.
/// As the table's delegate (when the scenario gives swipe actions) it offers the same trailing and
/// leading actions on every row; running one logs `<table> <title> row <n>` and completes.
final class ScenarioTableSource: UITableViewDataSource, UITableViewDelegate, ScenarioCellSource {
    let id: String
    let rows: Int
    var contents = CellContents()
    var trailing: [String] = []
    var leading: [String] = []
    weak var trace: Trace?
    init(id: String, rows: Int) { self.id = id; self.rows = rows }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        configuration(trailing, indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        configuration(leading, indexPath)
    }
    private func configuration(_ titles: [String], _ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !titles.isEmpty else { return nil }
        return UISwipeActionsConfiguration(actions: titles.map { title in
            UIContextualAction(style: title.lowercased() == "delete" ? .destructive : .normal, title: title) { [weak self] _, _, done in
                if let self { self.trace?.log(self.id, "\(title) row \(indexPath.row)") }
                done(true)
            }
        })
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = "\(id).cell\(indexPath.row)"
        cell.contentView.accessibilityIdentifier = "\(id).row\(indexPath.row)"
        contents.fill(cell, contentView: cell.contentView, index: indexPath.row)
        return cell
    }
}

/// A scenario's scroll-style page view controller: `pages` plain pages in a row, page `n` named
/// `<id>.page<n>` (its controller `<id>.page<n>.controller`), starting at `currentPage`. The
/// scene keeps it: a view does not retain its controller.
final class ScenarioPager: UIPageViewControllerDataSource {
    let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let pages: [UIViewController]

    init(_ spec: ViewSpec) {
        pages = (0..<(spec.pages ?? 3)).map { n in
            let page = UIViewController()
            page.traceIdentifier = "\(spec.id).page\(n).controller"
            let content = ScenarioView(frame: CGRect(origin: .zero, size: spec.frame.size))
            content.accessibilityIdentifier = "\(spec.id).page\(n)"
            page.view = content
            return page
        }
        controller.traceIdentifier = "\(spec.id).controller"
        controller.dataSource = self
        controller.setViewControllers([pages[min(spec.currentPage ?? 0, pages.count - 1)]], direction: .forward, animated: false)
    }

    /// The index of the page shown.
    var currentPage: Int? { controller.viewControllers?.first.flatMap { shown in pages.firstIndex { $0 === shown } } }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

/// A search bar's delegate in a scenario with `beginsEditing: false`: it refuses to begin editing.
final class ScenarioSearchBarDelegate: UISearchBarDelegate {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { false }
}

/// Items for a scenario collection view: `items` plain cells in one section. Cell `n` is named
/// `<id>.item<n>` and its content view (what a tap on the item hits) `<id>.content<n>`; views the
/// file places in an item (`parent: <id>.content<n>`) are added to it.
final class ScenarioCollectionSource: UICollectionViewDataSource, ScenarioCellSource {
    let id: String
    let items: Int
    var contents = CellContents()
    init(id: String, items: Int) { self.id = id; self.items = items }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.accessibilityIdentifier = "\(id).item\(indexPath.item)"
        cell.contentView.accessibilityIdentifier = "\(id).content\(indexPath.item)"
        contents.fill(cell, contentView: cell.contentView, index: indexPath.item)
        return cell
    }
}
