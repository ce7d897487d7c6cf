import Foundation
@testable import Touchstone

extension Device {
    /// Moves finger `id` from `a` to `b` with one sample every 16 ms at t1, t1 + 16, … ≤ t2
    /// (the rule book's "move A→B over t1–t2" notation, §0).
    func scriptedMove(id: Int = 0, from a: CGPoint, to b: CGPoint, overMs t1: Int, _ t2: Int) throws {
        let times = Array(stride(from: t1, through: t2, by: 16))
        for (i, t) in times.enumerated() {
            let f = CGFloat(i + 1) / CGFloat(times.count)
            try advance(to: ms(Double(t)))
            try touchMove(id: id, to: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        }
    }

    /// Trace entries of `kind` about `subject` as `message@ms`.
    func timeline(_ kind: TraceEntry.Kind, _ subject: String) -> [String] {
        trace.entries.filter { $0.kind == kind && $0.subject == subject }
            .map { "\($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    /// View deliveries (not responder-chain forwarding) to `name` as `touchesX@ms`.
    func deliveryTimes(to name: String) -> [String] {
        trace.entries.filter { $0.kind == .touches && $0.subject == name && !($0.cause ?? "").hasPrefix("forwarded") }
            .map { "\($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    /// Milliseconds of virtual time now.
    var nowMs: Int { Int((clock.now * 1000).rounded()) }
}

/// A scroll-view delegate that records its calls (consecutive `didScroll` calls collapsed).
final class ScrollDelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsetsAtDidScroll: [(ms: Int, time: TimeInterval, offset: CGPoint)] = []
    var endVelocity: CGPoint?
    var endTarget: CGPoint?
    var overrideTarget: CGPoint?
    let device: Device
    var zoomView: UIView?

    init(_ device: Device) { self.device = device }

    private func add(_ s: String) { if !(s == "didScroll" && calls.last == "didScroll") { calls.append(s) } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        add("didScroll")
        offsetsAtDidScroll.append((device.nowMs, device.clock.now, scrollView.contentOffset))
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { add("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        add("willEndDragging")
        endVelocity = velocity
        endTarget = targetContentOffset.pointee
        if let overrideTarget { targetContentOffset.pointee = overrideTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { add("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { add("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        add("didEndZooming")
    }
}

/// A table cell that logs its touches like seed 003's `ZCPCell` and calls `super`.
final class LoggingCell: UITableViewCell {
    var onLog: (String) -> Void = { _ in }
    init(_ name: String) {
        super.init(style: .default, reuseIdentifier: nil)
        accessibilityIdentifier = name
    }
    /// A cell class whose only initialiser is its own must give the one a table makes registered
    /// cells with (PortingDecisions U7).
    required convenience init(registeredWithReuseIdentifier identifier: String) { self.init(identifier) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onLog("cell touchesBegan"); super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        onLog("cell touchesMoved"); super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onLog("cell touchesEnded"); super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onLog("cell touchesCancelled"); super.touchesCancelled(touches, with: event)
    }
}

/// A data source and delegate for a one-section table of logging cells; records selection calls.
final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var rows: Int
    var refuseSelection = false
    var cells: [LoggingCell] = []
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = LoggingCell("cell\(indexPath.row)")
        cell.onLog = { [weak self] in self?.log.append($0) }
        cells.append(cell)
        return cell
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight row \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight row \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect row \(indexPath.row)")
        return refuseSelection ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect row \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect row \(indexPath.row)") }
}
