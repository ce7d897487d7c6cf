/// A recogniser state as the trace words it: a discrete recogniser's `.ended` is `recognized`,
/// and a recogniser waiting on a failure requirement is `pending(…)` (rules §5.3).
struct TraceState: Hashable, Sendable {
    var state: UIGestureRecognizer.State
    var isDiscrete: Bool
    var isPending = false

    init(_ state: UIGestureRecognizer.State, of r: UIGestureRecognizer, pending: Bool = false) {
        self.state = state
        isDiscrete = r.isDiscrete
        isPending = pending
    }

    var name: String {
        let base = isDiscrete && state == .ended ? "recognized" : state.description
        return isPending ? "pending(\(base))" : base
    }
}
