import Foundation

/// Which marks a bounded timeline draws (decision R26), decided before any mark is made.
///
/// A report draws at most so many marks a lane (R23: the lane's marks in drawing order, every
/// k-th kept, the first and the last always). The plan is made by a first pass of
/// ``TimelineBuilder`` that only counts each lane's marks and notes where each would sort; the
/// second pass then makes only the marks drawn — a run of two million marks makes about two
/// thousand a lane, each with its tip — and this puts them in drawing order. The marks and
/// their tips are the ones the full timeline, thinned, has (`ReportTests`).
struct TimelinePlan: Sendable {
    /// What the drawing order needs of a mark: whether it is a span, and its time.
    struct Shape: Sendable {
        var isSpan: Bool
        var time: TimeInterval
    }

    /// For each lane (in the order lanes are made), the numbers of its drawn marks in the order
    /// they are made, ascending.
    private var kept: [[Int]]
    /// Parallel to `kept`: each drawn mark's place in the lane's drawing order.
    private var place: [[Int]]

    /// The plan for lanes whose marks have these shapes, at most `marksPerLane` drawn a lane.
    init(shapes: [[Shape]], marksPerLane: Int) {
        kept = []
        place = []
        kept.reserveCapacity(shapes.count)
        place.reserveCapacity(shapes.count)
        for lane in shapes {
            // The lane's marks in drawing order, by number: sorted with the comparisons the
            // marks themselves are sorted with, so the order is the same, ties and all.
            var order = Array(lane.indices)
            order.sort { TimelineBuilder.drawnBefore(isSpan: lane[$0].isSpan, lane[$0].time, isSpan: lane[$1].isSpan, lane[$1].time) }
            let drawn = HTMLReport.thinned(order, limit: marksPerLane)
            let byNumber = drawn.enumerated().sorted { $0.element < $1.element }
            kept.append(byNumber.map(\.element))
            place.append(byNumber.map(\.offset))
        }
    }

    /// Whether mark number `mark` of lane `lane` is drawn, given that the lane has made `after`
    /// of its drawn marks so far (marks are asked about in the order they are made).
    func keeps(lane: Int, mark: Int, after: Int) -> Bool {
        kept.indices.contains(lane) && after < kept[lane].count && kept[lane][after] == mark
    }

    /// Where mark number `mark` of lane `lane` is among the drawn marks made so far
    /// (`madeSoFar` of them), when it is drawn.
    func storedIndex(lane: Int, mark: Int, madeSoFar: Int) -> Int? {
        guard kept.indices.contains(lane) else { return nil }
        let made = min(madeSoFar, kept[lane].count)
        var low = 0, high = made
        while low < high {
            let mid = (low + high) / 2
            if kept[lane][mid] < mark { low = mid + 1 } else { high = mid }
        }
        return low < made && kept[lane][low] == mark ? low : nil
    }

    /// The drawn marks of lane `lane`, given in the order they were made, in drawing order.
    func drawnOrder<T>(lane: Int, of marks: [T]) -> [T] {
        guard kept.indices.contains(lane), marks.count == place[lane].count else { return marks }
        var out = marks
        for (i, m) in marks.enumerated() { out[place[lane][i]] = m }
        return out
    }
}
