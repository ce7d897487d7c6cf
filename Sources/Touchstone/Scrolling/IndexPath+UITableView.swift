import Foundation

/// UIKit's row/section view of `IndexPath` (Foundation on Linux lacks it).
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The second index (row within the section); 0 when the path is shorter.
    public var row: Int { count > 1 ? self[1] : 0 }

    /// The first index (the section); 0 for an empty path.
    public var section: Int { count > 0 ? self[0] : 0 }
}
