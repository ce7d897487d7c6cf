import Foundation

extension LayoutPass {
    /// A text, measured once (PerformanceDecisions F40), offered `p` under `limit` (SwiftUIDecisions
    /// SU50): the width rule of SU7 (one line of the `UILabel` estimate, more lines when offered
    /// less width), then the lines cut to what
    /// the offered height holds (never fewer than one: a text shows at least a line, truncated) and
    /// to the `lineLimit`'s maximum, and raised to its minimum (`lineLimit(3, reservesSpace: true)`,
    /// `lineLimit(2...)`), which holds even where the height offered is less.
    static func textSize(_ metrics: TextMetrics, _ p: ProposedSize, limit: LineLimit?) -> CGSize {
        let wrapped = textSize(metrics, width: p.width)
        // The common case, unchanged: no limit, and the height offered holds every line.
        if limit == nil, p.height.map({ $0 >= wrapped.height }) ?? true { return wrapped }
        let lineHeight = metrics.ideal.height / CGFloat(max(1, metrics.lines))
        guard lineHeight > 0, lineHeight.isFinite else { return wrapped }
        let needed = (wrapped.height / lineHeight).rounded()
        var lines = needed
        if let maximum = limit?.maximum { lines = min(lines, CGFloat(maximum)) }
        // A hair of tolerance, so a height of exactly n lines holds n lines.
        if let h = p.height { lines = min(lines, max(1, (h / lineHeight + 1e-9).rounded(.down))) }
        if let minimum = limit?.minimum { lines = max(lines, CGFloat(minimum)) }
        return CGSize(width: wrapped.width, height: lineHeight * lines)
    }
}
