import Foundation
import Testing
@testable import Touchstone

/// A view whose trace name runs client code: it can log, clear or switch off the trace.
private final class NamingView: UIView {
    var onName: () -> Void = {}
    override var traceName: String { onName(); return "named" }
}

/// Whether the walk that starts at `leaf` is under way (leaf's own delivery is recorded).
private func walking(_ device: Device) -> Bool {
    device.trace.entries.contains { $0.subject == "leaf" && $0.kind == .touches }
}

/// leaf (plain) inside mid (plain) inside a NamingView inside root: a touch on leaf walks
/// leaf → mid → named → root → controller …
private func makeWalkScene() -> (Device, NamingView) {
    var named: NamingView!
    let (device, _) = makeScene { root in
        let n = NamingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let mid = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        mid.accessibilityIdentifier = "mid"
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        leaf.accessibilityIdentifier = "leaf"
        mid.addSubview(leaf)
        n.addSubview(mid)
        root.addSubview(n)
        named = n
    }
    return (device, named)
}

/// A walk along the responder chain is recorded as one record (PerformanceDecisions F18); client code that
/// runs during the walk — a custom responder's `traceName` — sees the hops already made in the
/// trace, and a muted or switched-off trace asks no names (found by a red-team pass).
@Suite("Trace: a walk along the responder chain meets client code")
struct TraceWalkRecordingTests {
    @Test func aLineLoggedByATraceNameComesAfterTheHopsAlreadyMade() throws {
        let (device, named) = makeWalkScene()
        var logged = false
        named.onName = { if !logged && walking(device) { logged = true; device.trace.log("client", "naming") } }
        device.trace.clear()
        try device.touchDown(id: 0, at: CGPoint(x: 50, y: 50))
        let lines = device.trace.summaries([.touches, .log])
        let log = try #require(lines.firstIndex(of: "client naming"))
        let hopToMid = try #require(lines.firstIndex(of: "mid touchesBegan"))
        #expect(hopToMid < log)
    }

    @Test func switchingTheTraceOffInATraceNameKeepsTheHopsAlreadyRecorded() throws {
        let (device, named) = makeWalkScene()
        named.onName = { if walking(device) { device.trace.isEnabled = false } }
        device.trace.clear()
        try device.touchDown(id: 0, at: CGPoint(x: 50, y: 50))
        let lines = device.trace.summaries([.touches])
        #expect(lines.contains("mid touchesBegan"))
        #expect(lines.contains("named touchesBegan"))
    }

    @Test func clearingTheTraceInATraceNameForgetsTheHopsAlreadyMade() throws {
        let (device, named) = makeWalkScene()
        var cleared = false
        named.onName = { if !cleared && walking(device) { cleared = true; device.trace.clear() } }
        try device.touchDown(id: 0, at: CGPoint(x: 50, y: 50))
        let lines = device.trace.summaries([.touches])
        #expect(!lines.contains("mid touchesBegan"))
        #expect(lines.first == "named touchesBegan")
    }

    @Test func mutingTouchesInATraceNameKeepsTheHopsAlreadyRecorded() throws {
        let (device, named) = makeWalkScene()
        named.onName = { if walking(device) { device.trace.mutedKinds = [.touches] } }
        device.trace.clear()
        try device.touchDown(id: 0, at: CGPoint(x: 50, y: 50))
        let lines = device.trace.summaries([.touches])
        #expect(lines.contains("mid touchesBegan"))
    }

    @Test func mutedTouchesDoNotAskTraceNames() throws {
        let (device, named) = makeWalkScene()
        var asked = 0
        named.onName = { asked += 1 }
        device.trace.mutedKinds = [.touches, .hitTest]
        try device.touchDown(id: 0, at: CGPoint(x: 50, y: 50))
        #expect(asked == 0)
    }
}
