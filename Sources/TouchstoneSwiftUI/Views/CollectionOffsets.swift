import Foundation

// SwiftUI's collection helpers for `onDelete` and `onMove` code (`items.remove(atOffsets:)`), so
// that such code pastes in (SwiftUIDecisions SU33). An offset outside the collection is skipped,
// never trapped on.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` to before the element at `destination` (the end when it is
    /// `count`), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let target = Swift.min(Swift.max(0, destination), count) - valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: Swift.max(0, Swift.min(target, count))))
    }
}
