import Foundation
import Testing
@testable import Touchstone

/// `UICollectionView` with a `UICollectionViewLayout` subclass: cells land where the layout says,
/// hit-testing and selection follow, and bad answers get a documented outcome
/// (UIKitPiecesDecisions K27–K29).
@Suite("UICollectionView with a custom UICollectionViewLayout (K27–K29)")
struct CustomCollectionViewLayoutTests {
    /// Items named `item<n>`; selections logged.
    final class Items: UICollectionViewDataSource, UICollectionViewDelegate {
        var count: Int
        var log: [String] = []
        var onCell: (() -> Void)?
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = UICollectionViewCell(frame: .zero)
            cell.accessibilityIdentifier = "item\(indexPath.item)"
            cell.contentView.accessibilityIdentifier = "item\(indexPath.item).content"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("select \(indexPath.item)")
        }
    }

    /// A layout whose answers the test sets directly, logging the calls it gets.
    final class ScriptedLayout: UICollectionViewLayout {
        var frames: [CGRect] = []
        var zIndexes: [Int: Int] = [:]
        var hidden: Set<Int> = []
        var omitted: Set<Int> = []
        var extra: [UICollectionViewLayoutAttributes] = []
        var size = CGSize(width: 390, height: 1000)
        var invalidatesOnBoundsChange = false
        var calls: [String] = []
        var duringPrepare: ((UICollectionView) -> Void)?

        override func prepare() {
            calls.append("prepare")
            if let collectionView { duringPrepare?(collectionView) }
        }
        override var collectionViewContentSize: CGSize { size }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            calls.append("elements in \(fmt(rect.origin)) \(fmt(rect.width))×\(fmt(rect.height))")
            return frames.enumerated().filter { !omitted.contains($0.offset) }.map { item, frame in
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                a.frame = frame
                a.zIndex = zIndexes[item] ?? 0
                a.isHidden = hidden.contains(item)
                return a
            } + extra
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard frames.indices.contains(indexPath.item) else { return nil }
            let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            a.frame = frames[indexPath.item]
            return a
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            calls.append("shouldInvalidate \(fmt(newBounds.origin)) while showing \(fmt(collectionView?.bounds.origin ?? .zero))")
            return invalidatesOnBoundsChange
        }
    }

    /// The collection view fills y 100–800 of the screen.
    private func scene(_ layout: ScriptedLayout, items: Items) -> (Device, UICollectionView) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 700), collectionViewLayout: layout)
        view.accessibilityIdentifier = "grid"
        view.dataSource = items
        view.delegate = items
        let (device, _) = makeScene { $0.addSubview(view) }
        return (device, view)
    }

    @Test func cellsLandWhereTheLayoutSaysAndATapSelectsThatItem() throws {
        let layout = ScriptedLayout()
        layout.frames = [CGRect(x: 20, y: 0, width: 170, height: 300), CGRect(x: 200, y: 0, width: 170, height: 120),
                         CGRect(x: 200, y: 130, width: 170, height: 400)]
        let items = Items(count: 3)
        let (device, grid) = scene(layout, items: items)
        #expect(layout.calls == ["prepare", "elements in (0, 0) 390×1000"])
        #expect(grid.collectionViewLayout === layout && layout.collectionView === grid)
        #expect(grid.contentSize == CGSize(width: 390, height: 1000))
        #expect((0..<3).map { grid.cellForItem(at: IndexPath(item: $0, section: 0))?.frame } == layout.frames.map { $0 })
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == layout.frames[2])
        device.trace.clear()
        try device.tap(at: CGPoint(x: 300, y: 100 + 300))     // item 2: x 200–370, y 130–530 in the grid
        #expect(items.log == ["select 2"])
        #expect(device.lines(.scroll) == ["grid item [0, 2] highlighted", "grid didSelectItemAt item [0, 2]"])
        #expect(device.trace.entries.first { $0.kind == .hitTest }?.subject == "item2.content")
    }

    @Test func theHigherZIndexIsInFrontForHitTestingAndSelection() throws {
        let layout = ScriptedLayout()
        layout.frames = [CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 100, y: 100, width: 200, height: 200)]
        layout.zIndexes = [0: 1]
        let items = Items(count: 2)
        let (device, grid) = scene(layout, items: items)
        // The overlap (x 100–200, y 100–200 in the grid) belongs to item 0, in front.
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 0, section: 0))
        try device.tap(at: CGPoint(x: 150, y: 250))
        #expect(items.log == ["select 0"])
    }

    @Test func anItemTheLayoutLeavesOutOrHidesIsNotShownAndTakesNoTouches() throws {
        let layout = ScriptedLayout()
        layout.frames = [CGRect(x: 0, y: 0, width: 390, height: 100), CGRect(x: 0, y: 100, width: 390, height: 100),
                         CGRect(x: 0, y: 200, width: 390, height: 100)]
        layout.omitted = [1]
        layout.hidden = [2]
        let items = Items(count: 3)
        let (device, grid) = scene(layout, items: items)
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden == true)
        try device.tap(at: CGPoint(x: 200, y: 250))
        try device.tap(at: CGPoint(x: 200, y: 350))
        #expect(items.log.isEmpty)
        #expect(grid.indexPathForItem(at: CGPoint(x: 200, y: 150)) == nil)
    }

    @Test func theLayoutIsAskedAboutEachBoundsChangeWhileTheOldBoundsShow() throws {
        // UIKit asks before applying the new bounds, so `collectionView.bounds` is still the old.
        let layout = ScriptedLayout()
        layout.frames = [CGRect(x: 0, y: 0, width: 390, height: 100)]
        let items = Items(count: 1)
        let (_, grid) = scene(layout, items: items)
        layout.calls = []
        grid.contentOffset = CGPoint(x: 0, y: 40)
        #expect(layout.calls == ["shouldInvalidate (0, 40) while showing (0, 0)"])
        layout.invalidatesOnBoundsChange = true
        layout.calls = []
        grid.contentOffset = CGPoint(x: 0, y: 80)
        #expect(layout.calls == ["shouldInvalidate (0, 80) while showing (0, 40)", "prepare",
                                 "elements in (0, 0) 390×1000"])
    }

    @Test func invalidateLayoutLaysTheItemsOutAtTheNextPass() throws {
        let layout = ScriptedLayout()
        layout.frames = [CGRect(x: 0, y: 0, width: 100, height: 100)]
        let items = Items(count: 1)
        let (device, grid) = scene(layout, items: items)
        layout.frames = [CGRect(x: 50, y: 60, width: 100, height: 100)]
        layout.calls = []
        layout.invalidateLayout()
        #expect(layout.calls.isEmpty)
        device.layoutIfPending()
        #expect(layout.calls.first == "prepare")
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 50, y: 60, width: 100, height: 100))
    }

    @Test func hostileAnswersAreSkippedWithOneErrorAndTheRestIsPlaced() throws {
        // K29: a non-finite frame, an item the data source lacks, an item given twice.
        let layout = ScriptedLayout()
        layout.frames = [CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 100)]
        let stray = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 0))
        stray.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let twice = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        twice.frame = CGRect(x: 0, y: 500, width: 10, height: 10)
        layout.extra = [stray, twice]
        layout.size = CGSize(width: CGFloat.infinity, height: 1000)
        let items = Items(count: 2)
        let (device, grid) = scene(layout, items: items)
        device.trace.clear()
        grid.reloadData()       // the first load ran before the window had its device: no trace then
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isHidden == true)
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(grid.contentSize == .zero)
        #expect(device.lines(.error) == [
            "grid contentSize CGSize(width: inf, height: 1000.0) ignored",
            "grid layout attributes skipped: item [0, 0] frame is not finite; item [0, 7] has no item; item [0, 1] given twice",
        ])
    }

    @Test func hugeCountsStopAtTheLimitAndALayoutReloadingInPrepareIsIgnored() throws {
        let layout = ScriptedLayout()
        layout.frames = [CGRect(x: 0, y: 0, width: 10, height: 10)]
        var reloads = 0
        layout.duringPrepare = { view in
            reloads += 1
            if reloads == 2 { view.reloadData() }
        }
        let items = Items(count: 3)
        let (device, grid) = scene(layout, items: items)
        items.count = Int.max
        grid.reloadData()
        #expect(grid.numberOfItems(inSection: 0) == UICollectionView.maximumItemCount)
        let errors = device.lines(.error)
        #expect(errors.contains("grid section 0 has \(Int.max) items; only 10000 are made"))
        #expect(errors.contains("grid layout asked for again while the items were being laid out"))
    }

    @Test func aFlowLayoutSubclassCanAdjustWhatSuperReturns() throws {
        // The common "left-aligned" or "shifted" flow layout: copy super's attributes, move them.
        final class ShiftedFlowLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.map { original in
                    let a = original.copy() as! UICollectionViewLayoutAttributes
                    a.frame = a.frame.offsetBy(dx: 5, dy: 0)
                    return a
                }
            }
        }
        let layout = ShiftedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 700), collectionViewLayout: layout)
        let items = Items(count: 4)
        view.dataSource = items
        _ = makeScene { $0.addSubview(view) }
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 5, y: 110, width: 100, height: 100))
    }
}
