import Foundation

/// Supplies a collection view's items and cells (UIKit `UICollectionViewDataSource`).
/// `numberOfSections(in:)` defaults to 1.
public protocol UICollectionViewDataSource: AnyObject {
    /// How many sections the collection view has (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
