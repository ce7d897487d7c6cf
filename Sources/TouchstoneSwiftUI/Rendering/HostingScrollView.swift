import Foundation

/// A SwiftUI `ScrollView`: the engine's `UIScrollView`, as on iOS, scrolling on its axes and
/// always bouncing along them (SwiftUI's default), its content laid out at its ideal size.
final class HostingScrollView: UIScrollView {
    var elementName: String
    /// The structural identity of the element shown (SU37).
    var identityKey: String?
    init(frame: CGRect, name: String) {
        elementName = name
        super.init(frame: frame)
        // SwiftUI applies the safe area through its own layout, not through the scroll view's
        // adjusted inset (ScrollingDecisions S20).
        contentInsetAdjustmentBehavior = .never
    }
    /// A page-style `TabView`'s: hears the page the view settles on (SU40).
    var pageSettled: ((Int) -> Void)?
    override var traceName: String { accessibilityIdentifier ?? elementName }
}

/// A SwiftUI `List` from iOS 16: a `UICollectionView`, as on iOS, whose rows are the list's
/// element views rather than cells (SU29). It has no data source: loading does nothing, so the
/// content size the layout gave it stays.
final class HostingListCollectionView: UICollectionView {
    var elementName: String
    /// The structural identity of the element shown (SU37).
    var identityKey: String?
    /// Its rows' swipe-to-delete, once a row can be deleted (SU51).
    var swipeToDelete: ListSwipeToDelete?
    init(frame: CGRect, name: String) {
        elementName = name
        super.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }
    override var traceName: String { accessibilityIdentifier ?? elementName }
    override func reloadData() {}
}

/// A SwiftUI `List` up to iOS 15: a `UITableView`, as on iOS (SU29); see
/// `HostingListCollectionView`.
final class HostingListTableView: UITableView {
    var elementName: String
    /// The structural identity of the element shown (SU37).
    var identityKey: String?
    /// Its rows' swipe-to-delete, once a row can be deleted (SU51).
    var swipeToDelete: ListSwipeToDelete?
    init(frame: CGRect, name: String) {
        elementName = name
        super.init(frame: frame, style: .plain)
    }
    override var traceName: String { accessibilityIdentifier ?? elementName }
    override func reloadData() {}
}
