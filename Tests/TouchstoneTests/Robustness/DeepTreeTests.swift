import Foundation
import Testing
@testable import Touchstone

/// Deep trees never move client code to another thread (RobustnessDecisions R13): plain views nest
/// without limit because Touchstone walks them in loops; nesting of client classes, whose
/// overrides recurse on the caller's stack, is bounded, and a touch-down past the bound is refused.
@Suite("Robustness: deep trees stay on the caller's thread (R13)")
struct DeepTreeTests {
    /// Records the thread of every call that reaches client code.
    final class ThreadRecordingView: UIView {
        var threads: [pthread_t] = []
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            threads.append(pthread_self()); return super.point(inside: point, with: event)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            threads.append(pthread_self()); super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            threads.append(pthread_self()); super.touchesEnded(touches, with: event)
        }
    }

    /// A nested view of a client class (each one is called by the hit-test and forwarding).
    final class Nested: UIView {}

    private func chain(of count: Int, in root: UIView, make: () -> UIView) -> UIView {
        var parent = root
        for _ in 0..<count {
            let v = make()
            v.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            parent.addSubview(v)
            parent = v
        }
        return parent
    }

    @Test func clientCodeBelowTenThousandPlainViewsRunsOnTheCallersThread() throws {
        let (device, root) = makeScene()
        let top = ThreadRecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(top)
        let leaf = ThreadRecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        chain(of: 10_000, in: top) { UIView() }.addSubview(leaf)
        try device.touchDown(at: pt(10, 10))
        #expect(device.activeTouches.first?.view === leaf)
        try device.touchUp()
        let me = pthread_self()
        // top: point(inside:), the forwarded began and ended; leaf: point(inside:), began, ended.
        #expect(top.threads.count == 3)
        #expect(leaf.threads.count == 3)
        #expect((top.threads + leaf.threads).allSatisfy { pthread_equal($0, me) != 0 })
        #expect(device.activeTouches.isEmpty)
    }

    @Test func clientViewsNestedToTheLimitAreHitTestedAndForwarded() throws {
        let (device, root) = makeScene()
        let leaf = chain(of: RecursionGuard.maximumNestedCalls, in: root) { Nested() }
        leaf.accessibilityIdentifier = "leaf"
        try device.touchDown(at: pt(10, 10))
        #expect(device.activeTouches.first?.view === leaf)
        try device.touchUp()
        #expect(device.lines(.error).isEmpty)
    }

    /// A client view that answers `point(inside:)` with `inside`, noting each call in `log`.
    final class Sibling: UIView {
        let name: String
        let inside: Bool
        let log: (String) -> Void
        init(_ name: String, inside: Bool, log: @escaping (String) -> Void) {
            self.name = name; self.inside = inside; self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { log(name); return inside }
    }

    /// Siblings are called one after another at the same nesting depth, so every one at the
    /// limit's last level is asked, front-most first (one count per level on the recursion
    /// guard, Sources/Touchstone/Touchstone.docc/Performance.md round 16), and one level deeper none is.
    @Test func clientSiblingsAtTheLimitAreEachAskedAndOneLevelDeeperNoneIs() throws {
        for extra in [0, 1] {
            let (device, root) = makeScene()
            let parent = chain(of: RecursionGuard.maximumNestedCalls - 1 + extra, in: root) { Nested() }
            var asked: [String] = []
            let back = Sibling("back", inside: true) { asked.append($0) }
            parent.addSubview(back)
            parent.addSubview(Sibling("middle", inside: false) { asked.append($0) })
            parent.addSubview(Sibling("front", inside: false) { asked.append($0) })
            if extra == 0 {
                try device.touchDown(at: pt(10, 10))
                #expect(asked == ["front", "middle", "back"])
                #expect(device.activeTouches.first?.view === back)
                #expect(device.lines(.error).isEmpty)
            } else {
                #expect(throws: TouchstoneError.viewTreeTooDeep(limit: 128)) { try device.touchDown(at: pt(10, 10)) }
                #expect(asked.isEmpty)
            }
        }
    }

    @Test func aTouchDownThroughMoreNestedClientViewsThanTheLimitIsRefusedAndChangesNothing() throws {
        let (device, root) = makeScene()
        _ = chain(of: RecursionGuard.maximumNestedCalls + 1, in: root) { Nested() }
        #expect(throws: TouchstoneError.viewTreeTooDeep(limit: 128)) { try device.touchDown(at: pt(10, 10)) }
        #expect(device.activeTouches.isEmpty)
        #expect(device.lines(.error) == ["device input rejected"])
        #expect(device.trace.entries.last?.cause?.contains("more than 128 calls into overridden hitTest or point(inside:) methods") == true)
        // A multi-finger event with one refused finger changes nothing either.
        #expect(throws: TouchstoneError.viewTreeTooDeep(limit: 128)) {
            try device.send([.down(id: 0, at: pt(10, 10)), .down(id: 1, at: pt(20, 20))])
        }
        #expect(device.activeTouches.isEmpty)
        // The device stays usable: once the tree is shallower, the same touch-down works.
        root.subviews.first?.removeFromSuperview()
        try device.tap(at: pt(10, 10))
        #expect(device.activeTouches.isEmpty)
    }
}
