import Foundation
import Testing
@testable import Touchstone

/// Devices share nothing: two devices driven on two threads at once give the same traces as the
/// same scripts run one after the other (GitHub issue 6).
@Suite("Robustness: devices on several threads")
struct ParallelDevicesTests {
    /// A fuzz scene and stream per seed; returns the trace as text.
    static func script(seed: UInt64) -> String {
        let scene = FuzzScene(seed: seed)
        scene.runStream(length: 40)
        return scene.device.trace.text
    }

    @Test func twoDevicesOnTwoThreadsMatchSerialRuns() {
        let seeds: [UInt64] = [11, 12]
        let rounds = 40
        var serial: [[String]] = [[], []]
        for (i, seed) in seeds.enumerated() {
            for r in 0..<rounds { serial[i].append(Self.script(seed: seed &+ UInt64(r) * 1000)) }
        }
        let results = UncheckedBox<[[String]]>([[], []])
        let lock = NSLock()
        let group = DispatchGroup()
        for (i, seed) in seeds.enumerated() {
            let thread = Thread {
                var mine: [String] = []
                for r in 0..<rounds { mine.append(Self.script(seed: seed &+ UInt64(r) * 1000)) }
                lock.lock(); results.value[i] = mine; lock.unlock()
                group.leave()
            }
            group.enter()
            thread.start()
        }
        group.wait()
        #expect(results.value[0] == serial[0])
        #expect(results.value[1] == serial[1])
        #expect(serial[0] != serial[1])
        #expect(serial[0].allSatisfy { !$0.isEmpty })
    }

    /// RobustnessDecisions R8: a device refuses every input and clock call from a thread other than
    /// the one that created it, instead of corrupting its state; the creator keeps using it.
    @Test func aDeviceUsedFromAnotherThreadThrowsWrongThreadAndStaysUsable() throws {
        let (device, root) = makeScene()
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        root.addGestureRecognizer(tap)
        let linesBefore = device.trace.entries.count
        let box = UncheckedBox<(device: Device, errors: [TouchstoneError])>((device, []))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for call in [{ try box.value.device.touchDown(at: pt(10, 10)) },
                         { try box.value.device.advance(by: 1) },
                         { try box.value.device.tap(at: pt(10, 10)) }] as [() throws -> Void] {
                do { try call() } catch { box.value.errors.append(error as! TouchstoneError) }
            }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(box.value.errors == [.wrongThread, .wrongThread, .wrongThread])
        #expect(device.clock.now == 0)
        #expect(device.activeTouches.isEmpty)
        #expect(device.trace.entries.count == linesBefore)
        try device.tap(at: pt(10, 10))
        #expect(device.states(of: "tap") == ["possible→recognized (1st tap up)", "recognized→possible (reset)"])
    }
}
