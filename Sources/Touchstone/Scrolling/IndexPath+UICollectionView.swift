import Foundation

extension IndexPath {
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The second index (item within the section); 0 when the path is shorter.
    public var item: Int { count > 1 ? self[1] : 0 }
}
