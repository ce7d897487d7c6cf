import Foundation

/// A weak reference to a recogniser, for requirement lists (no retain cycles between recognisers).
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}

/// The answers of the dynamic failure-requirement hooks for one attempt, by the other
/// recogniser. A handful of entries is the norm, so they are scanned; past 16 a dictionary
/// takes over, so a recogniser asked about many others (one with a delegate, in a long chain)
/// looks each answer up in constant time.
struct RequirementCache {
    /// The scanned entries are the first `count` of `small`; entries past it are left over from
    /// earlier attempts and overwritten in place, so clearing is a store and no release.
    private var small: [(ObjectIdentifier, Bool)] = []
    private var count = 0
    private var large: [ObjectIdentifier: Bool] = [:]

    var isEmpty: Bool { count == 0 && large.isEmpty }

    subscript(key: ObjectIdentifier) -> Bool? {
        if !large.isEmpty { return large[key] }
        var i = 0
        while i < count {
            if small[i].0 == key { return small[i].1 }
            i += 1
        }
        return nil
    }

    mutating func set(_ value: Bool, for key: ObjectIdentifier) {
        if large.isEmpty && count < 16 {
            if count < small.count { small[count] = (key, value) } else { small.append((key, value)) }
            count += 1
            return
        }
        if large.isEmpty { for i in 0..<count { large[small[i].0] = small[i].1 } }
        large[key] = value
    }

    mutating func clear() {
        count = 0
        if !large.isEmpty { large.removeAll(keepingCapacity: true) }
    }
}
