import Foundation
import Testing
@testable import Touchstone

/// A device used for a long time keeps no more than it did after its first gestures
/// (RobustnessDecisions R35): every per-touch and per-turn store — the fingers down, the events
/// by window, the pool of touch fields, the timer queue, the input queue, the arbiter's lists and
/// buffers — returns to the same size after each gesture, and a finished gesture's touches are
/// freed, however many gestures follow; the pool of touch fields stays within its limit.
@Suite("Robustness: a long-used device keeps a flat size")
struct LongRunGrowthTests {
    /// The sizes of every store a gesture adds to. The pool of touch fields is left out: it
    /// fills up to its limit as touches are freed (`Device.touchFieldsPoolLimit`), checked apart.
    private func sizes(_ device: Device) -> [String: Int] {
        #expect(device.touchFieldsPool.count <= Device.touchFieldsPoolLimit)
        let a = device.arbiter
        return [
            "downTouches": device.downTouches.count, "events": device.events.count,
            "timers": device.runLoop.heap.count,
            "queuedInput": device.queuedInput.count, "engaged": a.engaged.count,
            "dynamicEngaged": a.dynamicEngaged.count, "recognized": a.recognized.count, "dirty": a.dirty.count,
            "finished": a.finished.count, "touchesToSettle": a.touchesToSettle.count, "outbox": a.outbox.count,
            "spareRecognizerLists": a.spareRecognizerLists.count, "spareHeldLists": a.spareHeldLists.count,
            "changedThisTurn": a.changedThisTurn.count,
        ]
    }

    @Test func storesReturnToTheSameSizeAfterEveryRoundOfGestures() throws {
        let (device, view) = makeScene()
        device.trace.isEnabled = false
        let tap = UITapGestureRecognizer(handler: { _ in }), double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        let pan = UIPanGestureRecognizer(handler: { _ in }), pinch = UIPinchGestureRecognizer(handler: { _ in })
        let press = UILongPressGestureRecognizer(handler: { _ in }), swipe = UISwipeGestureRecognizer(handler: { _ in })
        for r in [tap, double, pan, pinch, press, swipe] as [UIGestureRecognizer] { view.addGestureRecognizer(r) }
        weak var firstTouch: UITouch?
        var after: [[String: Int]] = []
        for round in 0..<60 {
            try device.send([.down(id: 0, at: CGPoint(x: 100, y: 300))])
            if round == 0 { firstTouch = device.downTouches.first }
            try device.advance(by: 0.05)
            try device.send([.up(id: 0)])
            try device.doubleTap(at: CGPoint(x: 120, y: 320))
            try device.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 420), duration: 0.2)
            try device.pinch(center: CGPoint(x: 200, y: 400), fromSpan: 80, toSpan: 200, duration: 0.2)
            try device.longPress(at: CGPoint(x: 150, y: 500), duration: 0.8)
            try device.swipe(from: CGPoint(x: 40, y: 600), direction: .right, distance: 200, duration: 0.1)
            // A gesture cut short: two fingers down, one lifted, the other cancelled.
            try device.send([.down(id: 1, at: CGPoint(x: 100, y: 100)), .down(id: 2, at: CGPoint(x: 200, y: 100))])
            try device.advance(by: 0.05)
            try device.send([.up(id: 1)])
            try device.send([.cancel(id: 2)])
            try device.settle()
            after.append(sizes(device))
        }
        #expect(after[59] == after[4], "\(after[4]) → \(after[59])")
        #expect(after[59]["downTouches"] == 0 && after[59]["timers"] == 0 && after[59]["engaged"] == 0)
        #expect(firstTouch == nil)
        #expect([tap, double, pan, pinch, press, swipe].allSatisfy { $0.trackedTouches.isEmpty && $0.state == .possible })
    }

    @Test func aTracedDevicesOtherStoresStayFlatWhileItsTraceGrows() throws {
        let (device, view) = makeScene()
        view.addGestureRecognizer(UIPanGestureRecognizer(handler: { _ in }))
        var after: [[String: Int]] = []
        var entries: [Int] = []
        for _ in 0..<30 {
            try device.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 420), duration: 0.3)
            try device.settle()
            after.append(sizes(device))
            entries.append(device.trace.entries.count)
        }
        #expect(after[29] == after[2])
        // The trace grows by the same number of entries each time, and keeps nothing unworded.
        #expect(Set(zip(entries.dropFirst(), entries).map { $0 - $1 }).count == 1)
        #expect(device.trace.unwordedCount == 0)
    }
}
