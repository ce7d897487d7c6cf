import Foundation
import Testing
import Touchstone

// UIKit code in the shapes UIKit apps write it, compiled against Touchstone's public API (plain
// `import Touchstone`, as `import UIKit`): only target-action differs, a method reference in place
// of `#selector` (issue 33; PortingDecisions U13–U21). Each listing is followed by a test of what
// it does.

// MARK: Listing 1 — a scroll view subclass that makes its own pan simultaneous (UIKit's way)

/// Adopts the protocol itself and implements the method without `override`, as against UIKit,
/// whose `UIScrollView` declares its delegate conformance privately.
final class ListingSimultaneousScrollView: UIScrollView, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

// MARK: Listing 2 — views, controls and controllers written for code, not storyboards

final class ListingBadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ListingPillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = frame.height / 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// MARK: Listing 3 — a list with swipe-to-delete through the data source, and bar button items

final class ListingFruitListViewController: UIViewController, UITableViewDataSource {
    var fruits = ["Apple", "Banana", "Cherry"]
    var log: [String] = []
    let tableView = UITableView(frame: .zero, style: .plain)
    let badge = ListingBadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Fruit"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = CGRect(x: 0, y: 91, width: 390, height: 700)
        tableView.accessibilityIdentifier = "fruits"
        tableView.rowHeight = 60
        tableView.dataSource = self
        view.addSubview(tableView)
        badge.accessibilityIdentifier = "badge"
        let badgeTap = UITapGestureRecognizer(target: self, action: ListingFruitListViewController.badgeTapped)
        badge.addGestureRecognizer(badgeTap)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ListingFruitListViewController.addFruit),
            UIBarButtonItem(customView: badge),
        ]
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self,
                                                           action: ListingFruitListViewController.close(_:))
    }

    func addFruit() { log.append("add") }
    func close(_ sender: UIBarButtonItem) { log.append("close \(sender.title ?? "")") }
    func badgeTapped(_ recognizer: UITapGestureRecognizer) { log.append("badge") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = fruits[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            log.append("delete \(fruits[indexPath.row])")
            fruits.remove(at: indexPath.row)
            tableView.reloadData()
        }
    }
}

// MARK: Listing 4 — a search screen that starts editing when it appears

final class ListingSearchViewController: UIViewController {
    let searchBar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.accessibilityIdentifier = "search"
        view.addSubview(searchBar)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        searchBar.becomeFirstResponder()
    }
}

// MARK: Listing 5 — a table that is its controller's view, in a navigation controller

final class ListingInboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let messages = (1...30).map { "Message \($0)" }
    var opened: [String] = []

    override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 60
        tableView.accessibilityIdentifier = "inbox"
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityIdentifier = messages[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(messages[indexPath.row])
    }
}

// MARK: Listing 6 — a custom collection view layout (two columns, heights from the model)

final class ListingMasonryLayout: UICollectionViewLayout {
    var heights: [CGFloat] = []
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        guard cache.isEmpty, let collectionView = collectionView else { return }
        let columnWidth = collectionView.bounds.width / 2
        var yOffset: [CGFloat] = [0, 0]
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let column = yOffset[0] <= yOffset[1] ? 0 : 1
            let height = heights[item % heights.count]
            let frame = CGRect(x: CGFloat(column) * columnWidth, y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame.insetBy(dx: 4, dy: 4)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        cache.removeAll()
        contentHeight = 0
    }
}

final class ListingPhotoWallViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let layout = ListingMasonryLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    var picked: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.heights = [200, 120, 160]
        collectionView.frame = CGRect(x: 0, y: 100, width: 390, height: 700)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.accessibilityIdentifier = "photo\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(indexPath.item)
    }
}

// MARK: Listing 7 — a page-curl book that turns by pan only

final class ListingBookViewController: UIViewController, UIPageViewControllerDataSource {
    let pageController = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    let pages: [UIViewController] = (1...3).map { number in
        let page = UIViewController()
        page.title = "Page \(number)"
        return page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageController.dataSource = self
        pageController.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        addChild(pageController)
        view.addSubview(pageController.view)
        pageController.view.frame = view.bounds
        pageController.didMove(toParent: self)
        for recognizer in pageController.gestureRecognizers where recognizer is UITapGestureRecognizer {
            recognizer.isEnabled = false
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

/// Xcode's page-based application template: the root controller takes the page view controller's
/// recognisers onto its own view with one assignment.
final class ListingTemplateRootViewController: UIViewController, UIPageViewControllerDataSource {
    var pageViewController: UIPageViewController?
    let pages: [UIViewController] = (1...3).map { _ in UIViewController() }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.pageViewController = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
        self.pageViewController!.dataSource = self
        self.pageViewController!.setViewControllers([pages[0]], direction: .forward, animated: false, completion: { done in })
        self.addChild(self.pageViewController!)
        self.view.addSubview(self.pageViewController!.view)
        self.pageViewController!.view.frame = self.view.bounds
        self.pageViewController!.didMove(toParent: self)
        self.view.gestureRecognizers = self.pageViewController!.gestureRecognizers
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

@Suite("UIKit listings compile and act as in UIKit (issue 33, U13–U21)")
struct UIKitListingsTests {
    private func fruitScene() -> (Device, UINavigationController, ListingFruitListViewController) {
        let list = ListingFruitListViewController()
        let nav = UINavigationController(rootViewController: list)
        let device = Device()
        device.show(nav)
        device.trace.clear()
        return (device, nav, list)
    }

    @Test func aScrollViewSubclassAdoptingTheDelegateProtocolIsItsPansDelegate() {
        let scroll = ListingSimultaneousScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.panGestureRecognizer.delegate === scroll)
    }

    @Test func viewsAndControlsWithRequiredCoderInitialisersWorkFromCode() {
        let badge = ListingBadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let pill = ListingPillButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(badge.backgroundColor == .systemRed)
        #expect(pill.layer.cornerRadius == 20)
        // The superclass's own `init?(coder:)` is a view with a zero frame (nothing is decoded).
        #expect(UIView(coder: NSCoder())?.frame == .zero)
    }

    @Test func swipeToDeleteThroughTheDataSourceShowsDeleteAndCommits() throws {
        // Apple: `tableView(_:commit:forRowAt:)`, `tableView(_:canEditRowAt:)`; with no trailing
        // configuration an editable row shows Delete (PortingDecisions U15).
        let (device, _, list) = fruitScene()
        // Banana is row 1, y 151–211 on screen; 120 pt to the left.
        try device.scriptedDrag(from: CGPoint(x: 300, y: 180), to: CGPoint(x: 180, y: 180), end: 160, lift: 176)
        #expect(device.lines(.scroll).contains("fruits row [0, 1] trailing actions shown [Delete]"))
        try device.tap(at: CGPoint(x: 350, y: 180))
        #expect(list.log == ["delete Banana"])
        #expect(list.fruits == ["Apple", "Cherry"])
        #expect(device.lines(.scroll).suffix(3) == ["fruits row [0, 1] Delete tapped", "fruits commit delete row [0, 1]",
                                                    "fruits Delete completion(true)"])
    }

    @Test func barButtonItemsWithTargetActionAndACustomViewReceiveTheirTaps() throws {
        let (device, nav, list) = fruitScene()
        let bar = nav.navigationBar
        // Close on the left, + at the trailing edge, the badge to its left.
        try device.tap(at: CGPoint(x: 30, y: 69))
        try device.tap(at: CGPoint(x: 365, y: 69))
        let badgeCenter = list.badge.convert(CGPoint(x: 15, y: 15), to: nil)
        try device.tap(at: badgeCenter)
        #expect(list.log == ["close Close", "add", "badge"])
        #expect(list.badge.superview === bar)
        #expect(list.badge.frame.size == CGSize(width: 30, height: 30))
    }

    @Test func theSearchBarForwardsBecomeFirstResponderToItsField() {
        let device = Device()
        let screen = ListingSearchViewController()
        device.show(screen)
        #expect(screen.searchBar.searchTextField.isFirstResponder)
        #expect(!screen.searchBar.isFirstResponder)
        #expect(device.lines(.control).contains("search.textField editingDidBegin"))
        screen.searchBar.resignFirstResponder()
        #expect(!screen.searchBar.searchTextField.isFirstResponder)
    }

    @Test func aTableThatIsItsControllersViewStartsBelowTheNavigationBar() throws {
        // ScrollingDecisions S17–S18, LayoutDecisions AL15 (PortingDecisions U19).
        let inbox = ListingInboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let device = Device()
        device.show(nav)
        #expect(inbox.tableView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(inbox.tableView.contentOffset == CGPoint(x: 0, y: -91))
        try device.tap(at: CGPoint(x: 200, y: 120))          // the first row (y 91–151), below the bar's zone
        #expect(inbox.opened == ["Message 1"])
    }

    @Test func aCustomLayoutPlacesThePhotosAndATapPicksTheOneUnderIt() throws {
        // UIKitPiecesDecisions K27 (PortingDecisions U20): item 2 goes under item 1 in the right
        // column (y 120–280, inset by 4), on screen at y 224–376.
        let wall = ListingPhotoWallViewController()
        let device = Device()
        device.show(wall)
        let cell = try #require(wall.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 199, y: 124, width: 187, height: 152))
        try device.tap(at: CGPoint(x: 290, y: 300))
        #expect(wall.picked == [2])
    }

    @Test func aPageCurlBookWithItsTapDisabledTurnsByPanOnly() throws {
        // NavigationDecisions N12–N14 (PortingDecisions U21).
        let book = ListingBookViewController()
        let device = Device()
        device.show(book)
        try device.tap(at: CGPoint(x: 370, y: 400))
        #expect(book.pageController.viewControllers?.first === book.pages[0])
        try device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3, hold: 0.1)
        #expect(book.pageController.viewControllers?.first === book.pages[1])
    }

    @Test func xcodesPageTemplateMovesTheCurlRecognisersToTheRootViewWithOneAssignment() throws {
        // NavigationDecisions N12: `view.gestureRecognizers = pageViewController.gestureRecognizers`.
        let root = ListingTemplateRootViewController()
        let device = Device()
        device.show(root)
        let pvc = try #require(root.pageViewController)
        #expect(root.view.gestureRecognizers?.map { ObjectIdentifier($0) } == pvc.gestureRecognizers.map { ObjectIdentifier($0) })
        #expect(pvc.view.gestureRecognizers == nil)
        try device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3, hold: 0.1)
        #expect(pvc.viewControllers?.first === root.pages[1])
        root.view.gestureRecognizers = nil
        #expect(root.view.gestureRecognizers == nil)
        #expect(pvc.gestureRecognizers.allSatisfy { $0.view == nil })
    }
}
