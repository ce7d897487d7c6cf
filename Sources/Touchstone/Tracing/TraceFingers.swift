/// The finger ids of a trace entry, kept without an array for one or two fingers (nearly every
/// entry), so recording an entry allocates nothing for them (Sources/Touchstone/Touchstone.docc/Performance.md, round 8).
struct TraceFingers: Hashable, Sendable {
    /// -1: no finger list at all (`fingers == nil`); 0…2: that many in `first`/`second`; 3: `more`.
    private var count: Int8
    private var first = 0
    private var second = 0
    private var more: [Int]?

    /// No finger list.
    static let none = TraceFingers(count: -1)

    private init(count: Int8) { self.count = count }

    /// One finger.
    init(_ id: Int) {
        count = 1
        first = id
    }

    /// The ids as given (`nil` for no list).
    init(_ ids: [Int]?) {
        guard let ids else { count = -1; return }
        switch ids.count {
        case 0: count = 0
        case 1: count = 1; first = ids[0]
        case 2: count = 2; first = ids[0]; second = ids[1]
        default: count = 3; more = ids
        }
    }

    /// The fingers of `touches`, in ascending order (a set has no order of its own).
    init(sorted touches: Set<UITouch>) {
        if touches.count == 1, let t = touches.first {
            self.init(t.fingerID)
        } else {
            self.init(touches.map(\.fingerID).sorted())
        }
    }

    /// The fingers of `touches` in list order; no list when there are none.
    init(listed touches: [UITouch]) {
        switch touches.count {
        case 0: count = -1
        case 1: count = 1; first = touches[0].fingerID
        case 2: count = 2; first = touches[0].fingerID; second = touches[1].fingerID
        default: count = 3; more = touches.map(\.fingerID)
        }
    }

    /// The one finger, when the list holds exactly one.
    var single: Int? { count == 1 ? first : nil }

    /// The ids as an array, `nil` when the entry has no finger list.
    var array: [Int]? {
        switch count {
        case -1: nil
        case 0: []
        case 1: [first]
        case 2: [first, second]
        default: more
        }
    }
}
