import Foundation
import Testing
@testable import Touchstone

/// Seed 003, case 1 phenomena 4–6: a tap recogniser on the controller's view (to dismiss the
/// keyboard) and a table cell below it — a plain logging view stands in for the cell; its
/// `touchesEnded` stands in for `didSelectRow`.
@Suite("Seed 003 case 1 — root tap vs cell touches")
struct Seed003CellTests {
    final class Cell: UIView {
        var log: (String) -> Void = { _ in }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("cell touchesBegan"); super.touchesBegan(touches, with: event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log("cell touchesEnded"); log("didSelectRow 0"); super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cell touchesCancelled"); super.touchesCancelled(touches, with: event) }
    }

    final class Screen: UIViewController, UIGestureRecognizerDelegate {
        var printed: [String] = []
        var onlyOwnView = false
        let cell = Cell(frame: CGRect(x: 0, y: 103, width: 390, height: 44))
        override func viewDidLoad() {
            super.viewDidLoad()
            cell.accessibilityIdentifier = "cell"
            cell.log = { [unowned self] in self.printed.append($0) }
            view.addSubview(cell)
            let tap = UITapGestureRecognizer(target: self, action: Screen.tapSelfView)
            tap.name = "tapSelfView"
            tap.delegate = self
            view.addGestureRecognizer(tap)
        }
        func tapSelfView() { printed.append("tapSelfView") }
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            !onlyOwnView || touch.view === view
        }
    }

    private func press(_ seconds: Double, at p: CGPoint = pt(195, 125), fix: Bool = false) throws -> (Screen, Device) {
        let device = Device(profile: .iOS12)
        let screen = Screen()
        screen.onlyOwnView = fix
        device.show(screen)
        try device.at(0, .down(id: 0, at: p))
        try device.at(seconds * 1000, .up(id: 0))
        try device.settle()
        return (screen, device)
    }

    @Test func quickTapOnCellRunsTheRootTapAndCancelsTheCell() throws {
        // Phenomenon 4 and the seed's log for phenomenon 5.
        let (screen, device) = try press(0.08)
        #expect(screen.printed == ["cell touchesBegan", "tapSelfView", "cell touchesCancelled"])
        #expect(device.trace.entries.last { $0.subject == "cell" }?.cause == "tapSelfView recognized; cancelsTouchesInView")
    }

    @Test func holdUnderPressLimitStillCancelsTheCell() throws {
        // Phenomenon 5: held < 1.5 s, no selection.
        let (screen, _) = try press(1.4)
        #expect(screen.printed == ["cell touchesBegan", "tapSelfView", "cell touchesCancelled"])
    }

    @Test func longHoldLetsTheCellEndNormally() throws {
        // Phenomenon 6: held > 1.5 s, the tap fails and the cell is selected.
        let (screen, device) = try press(2.0)
        #expect(screen.printed == ["cell touchesBegan", "cell touchesEnded", "didSelectRow 0"])
        #expect(device.states(of: "tapSelfView").first == "possible→failed (held longer than 1.5 s)")
    }

    @Test func shouldReceiveFixRestoresTheCellAndKeepsTheRootTap() throws {
        let (screen, _) = try press(0.08, fix: true)
        #expect(screen.printed == ["cell touchesBegan", "cell touchesEnded", "didSelectRow 0"])
        let (bare, _) = try press(0.08, at: pt(195, 600), fix: true)
        #expect(bare.printed == ["tapSelfView"])
    }
}

/// Seed 003, case 2 situations 1–4: conflicts between recognisers and their fixes.
@Suite("Seed 003 case 2 — recogniser conflicts")
struct Seed003ConflictTests {
    private func fullView(_ name: String) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)); v.accessibilityIdentifier = name; return v
    }

    private func flick(_ d: Device, from a: CGPoint, to b: CGPoint) throws {
        try d.at(0, .down(id: 0, at: a))
        try d.move(0, from: a, to: b, at: every16(16, 96))
        try d.at(112, .up(id: 0))
    }

    @Test func situation1SwipeLosesToPanUntilPanRequiresItToFail() throws {
        for fixed in [false, true] {
            let v = fullView("V")
            let (device, _) = makeScene { $0.addSubview(v) }
            let log = ActionLog(device)
            let swipe = UISwipeGestureRecognizer(); log.attach(swipe, as: "swipe")
            let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan")
            v.addGestureRecognizer(swipe); v.addGestureRecognizer(pan)
            if fixed { pan.require(toFail: swipe) }
            try flick(device, from: pt(50, 400), to: pt(250, 400))
            #expect(log.entries.first == (fixed ? "swipe@32" : "pan.began@16"))
            #expect(log.entries.contains { $0.hasPrefix("swipe") } == fixed)
            #expect(log.entries.contains { $0.hasPrefix("pan") } == !fixed)
        }
    }

    @Test func situation2BallPanBeatsParentSwipeAndSwipeStillWorksElsewhere() throws {
        let ball = UIView(frame: CGRect(x: 20, y: 380, width: 60, height: 60))
        let (device, root) = makeScene { $0.addSubview(ball) }
        let log = ActionLog(device)
        let swipe = UISwipeGestureRecognizer(); log.attach(swipe, as: "swipe"); root.addGestureRecognizer(swipe)
        let ballPan = UIPanGestureRecognizer(); log.attach(ballPan, as: "ballPan"); ball.addGestureRecognizer(ballPan)
        swipe.require(toFail: ballPan)
        try flick(device, from: pt(50, 410), to: pt(250, 410))
        #expect(log.entries.first == "ballPan.began@16")
        #expect(!log.entries.contains("swipe"))
        #expect(device.states(of: "swipe").contains("possible→failed (required failure of ballPan, which recognized)"))
        log.entries.removeAll()
        try device.advance(by: 1)
        let start = device.clock.now * 1000
        try device.at(start, .down(id: 0, at: pt(50, 700)))
        try device.move(0, from: pt(50, 700), to: pt(250, 700), at: [start + 16, start + 32, start + 48])
        #expect(log.entries == ["swipe@\(Int(start) + 16)"])
    }

    @Test func situation3LongPressStopsTheBallPanUntilItRequiresThePanToFail() throws {
        for fixed in [false, true] {
            let ball = UIView(frame: CGRect(x: 20, y: 380, width: 60, height: 60))
            let (device, _) = makeScene { $0.addSubview(ball) }
            let log = ActionLog(device)
            let press = UILongPressGestureRecognizer(); log.attach(press, as: "longPress")
            let ballPan = UIPanGestureRecognizer(); log.attach(ballPan, as: "ballPan")
            ball.addGestureRecognizer(press); ball.addGestureRecognizer(ballPan)
            if fixed { press.require(toFail: ballPan) }
            try device.at(0, .down(id: 0, at: pt(50, 410)))
            try device.move(0, from: pt(50, 410), to: pt(250, 410), at: every16(600, 760))
            try device.at(776, .up(id: 0))
            if fixed {
                #expect(log.entries.first == "ballPan.began@600")
                #expect(!log.entries.contains { $0.hasPrefix("longPress") })
            } else {
                #expect(log.entries.first == "longPress.began@500")
                #expect(!log.entries.contains { $0.hasPrefix("ballPan") })
            }
        }
    }

    @Test func situation4ChildAndParentTapsBothFireWhenSimultaneous() throws {
        for simultaneous in [false, true] {
            let small = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
            let (device, root) = makeScene { $0.addSubview(small) }
            let log = ActionLog(device)
            let rootTap = UITapGestureRecognizer(); log.attach(rootTap, as: "rootTap"); root.addGestureRecognizer(rootTap)
            let smallTap = UITapGestureRecognizer(); log.attach(smallTap, as: "smallTap"); small.addGestureRecognizer(smallTap)
            let d = ScriptedDelegate()
            d.simultaneous = { _, _ in simultaneous }
            smallTap.delegate = d
            try device.tap(at: pt(140, 140))
            #expect(log.entries == (simultaneous ? ["smallTap@80", "rootTap@80"] : ["smallTap@80"]))
        }
    }
}
