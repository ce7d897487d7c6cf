import Foundation
import Testing
@testable import Touchstone

/// One test per row of the prevention decision table (`Arbitration.prevention(of:by:askingFirst:_:)`,
/// `Gestures/Arbiter/Core/Prevention.swift`), on a device
/// (rules §5.2): may recogniser Y, on recognising, stop recogniser X?
@Suite("Prevention decision table (rules §5.2)")
struct PreventionTableTests {
    final class NonPreventingPan: UIPanGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
    final class UnpreventablePan: UIPanGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    private func fullView(_ name: String = "V") -> LoggingView {
        LoggingView(name, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Two recognisers on one view, both crossing their threshold on the sample at 16 ms.
    private func twoPans(_ a: UIPanGestureRecognizer, _ b: UIPanGestureRecognizer) throws -> (Device, ActionLog) {
        let v = fullView()
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        log.attach(a, as: "a"); log.attach(b, as: "b")
        v.addGestureRecognizer(a); v.addGestureRecognizer(b)
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(140, 400), at: every16(16, 64))
        try device.at(80, .up(id: 0))
        return (device, log)
    }

    @Test func row1FinishedRecognizerIsNotAffected() throws {
        let v = fullView()
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let x = ManualRecognizer(); log.attach(x, as: "x")
        x.onBegan = { r, _, _ in r.state = .failed }
        let y = UIPanGestureRecognizer(); log.attach(y, as: "y")
        v.addGestureRecognizer(x); v.addGestureRecognizer(y)
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(140, 400), at: every16(16, 64))
        try device.at(80, .up(id: 0))
        #expect(device.states(of: "x") == ["possible→failed", "failed→possible (reset)"])
        #expect(log.entries.first == "y.began@16")
    }

    @Test func row2RecognizersOnUnrelatedViewsBothRecognize() throws {
        // CC28: sibling pans under two fingers, no delegate needed.
        let l = fullView("L"), r = fullView("R")
        l.frame = CGRect(x: 0, y: 0, width: 195, height: 844)
        r.frame = CGRect(x: 195, y: 0, width: 195, height: 844)
        let (device, _) = makeScene { $0.addSubview(l); $0.addSubview(r) }
        let log = ActionLog(device)
        let panL = UIPanGestureRecognizer(); log.attach(panL, as: "panL"); l.addGestureRecognizer(panL)
        let panR = UIPanGestureRecognizer(); log.attach(panR, as: "panR"); r.addGestureRecognizer(panR)
        try device.at(0, .down(id: 0, at: pt(100, 400)), .down(id: 1, at: pt(300, 400)))
        for (i, t) in every16(16, 160).enumerated() {
            let dy = CGFloat(i + 1) * 10
            try device.at(t, .move(id: 0, to: pt(100, 400 + dy)), .move(id: 1, to: pt(300, 400 + dy)))
        }
        try device.at(176, .up(id: 0), .up(id: 1))
        #expect(Array(log.entries.prefix(2)) == ["panL.began@16", "panR.began@16"])
        #expect(log.entries.suffix(2) == ["panL.ended@176", "panR.ended@176"])
    }

    @Test func row3DependentFailsThroughTheFailureGraphNotByExclusion() throws {
        let v = fullView()
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let swipe = UISwipeGestureRecognizer(); log.attach(swipe, as: "swipe")
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan")
        v.addGestureRecognizer(pan); v.addGestureRecognizer(swipe)
        pan.require(toFail: swipe)
        try device.at(0, .down(id: 0, at: pt(50, 400)))
        try device.move(0, from: pt(50, 400), to: pt(250, 400), at: every16(16, 96))
        try device.at(112, .up(id: 0))
        #expect(log.entries == ["swipe@32"])
        #expect(device.states(of: "pan").contains("pending(began)→failed (required failure of swipe, which recognized)"))
    }

    @Test func row4CanPreventFalseLetsBothRecognize() throws {
        let (_, log) = try twoPans(NonPreventingPan(), UIPanGestureRecognizer())
        #expect(Array(log.entries.prefix(2)) == ["a.began@16", "b.began@16"])
    }

    @Test func row4CanBePreventedFalseLetsBothRecognize() throws {
        let (_, log) = try twoPans(UIPanGestureRecognizer(), UnpreventablePan())
        #expect(Array(log.entries.prefix(2)) == ["a.began@16", "b.began@16"])
    }

    @Test func row5OneDelegateYesSufficesFromEitherSide() throws {
        for side in ["first", "second"] {
            let a = UIPanGestureRecognizer(), b = UIPanGestureRecognizer()
            let d = ScriptedDelegate()
            d.simultaneous = { _, _ in true }
            if side == "first" { a.delegate = d } else { b.delegate = d }
            let no = ScriptedDelegate()
            if side == "first" { b.delegate = no } else { a.delegate = no }
            let (_, log) = try twoPans(a, b)
            #expect(Array(log.entries.prefix(2)) == ["a.began@16", "b.began@16"])
        }
    }

    @Test func row6RunningRecognizerKeepsRunningAndTheLaterOneIsExcluded() throws {
        let v = fullView()
        v.isMultipleTouchEnabled = true
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan")
        let late = ManualRecognizer(); log.attach(late, as: "late")
        let onlySecondFinger = ScriptedDelegate()
        onlySecondFinger.shouldReceiveTouch = { _, t in t.fingerID == 1 }
        late.delegate = onlySecondFinger
        late.onBegan = { r, _, _ in r.state = .began }
        v.addGestureRecognizer(late); v.addGestureRecognizer(pan)
        try device.at(0, .down(id: 0, at: pt(100, 400)))
        try device.move(0, from: pt(100, 400), to: pt(140, 400), at: every16(16, 32))
        try device.at(40, .down(id: 1, at: pt(300, 400)))
        try device.at(80, .up(id: 0), .up(id: 1))
        #expect(!log.entries.contains { $0.hasPrefix("late") })
        #expect(log.entries.first == "pan.began@16")
        #expect(log.entries.last == "pan.ended@80")
        #expect(device.states(of: "late").contains("began→failed (excluded by pan, which recognized first)"))
    }

    @Test func row7OtherwiseTheOtherRecognizerFails() throws {
        // CC29: the child's pan wins the shared sample; the parent's fails without an action.
        let child = fullView("child")
        let (device, root) = makeScene { $0.addSubview(child) }
        let log = ActionLog(device)
        let panR = UIPanGestureRecognizer(); log.attach(panR, as: "panR"); root.addGestureRecognizer(panR)
        let panV = UIPanGestureRecognizer(); log.attach(panV, as: "panV"); child.addGestureRecognizer(panV)
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.move(0, from: pt(195, 422), to: pt(195, 522), at: every16(16, 160))
        try device.at(176, .up(id: 0))
        #expect(log.entries.first == "panV.began@16")
        #expect(log.entries.last == "panV.ended@176")
        #expect(!log.entries.contains { $0.hasPrefix("panR") })
        #expect(device.states(of: "panR").contains("began→failed (excluded by panV, which recognized)"))
    }

    /// The table in `prevention(of:by:askingFirst:)`'s doc comment and the code under it say the
    /// same thing: rows 1–7 each appear once in the table, and each `// row N` line of code returns
    /// the outcome whose raw value is N.
    @Test func decisionTableDocumentAndCodeAgree() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Touchstone/Gestures/Arbiter/Core/Prevention.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let tableRows = lines.compactMap { line -> Int? in
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("/// | "), let n = Int(t.dropFirst(6).prefix { $0.isNumber }) else { return nil }
            return n
        }
        #expect(tableRows == Array(1...7))
        var codeRows: [Int] = []
        for line in lines {
            guard let marker = line.range(of: "// row "), let n = Int(line[marker.upperBound...].prefix { $0.isNumber }),
                  let ret = line.range(of: "return .") else { continue }
            let name = String(line[ret.upperBound...].prefix { $0.isLetter })
            let outcome = PreventionOutcome.allCases.first { "\($0)" == name }
            #expect(outcome?.rawValue == n, "\(name) on the line of row \(n)")
            codeRows.append(n)
        }
        #expect(codeRows.sorted() == Array(1...7))
    }
}
