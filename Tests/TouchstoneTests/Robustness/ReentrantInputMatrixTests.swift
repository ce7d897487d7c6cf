import Foundation
import Testing
@testable import Touchstone

/// Every input call from every kind of callback that runs during an event turn (issue 14,
/// RobustnessDecisions R7): the call is queued, and delivered after the turn that ran the callback
/// has finished, before the outer `touchDown` returns.
@Suite("Robustness: every input call from every callback kind (R7)")
struct ReentrantInputMatrixTests {
    enum Callback: String, CaseIterable, CustomTestStringConvertible {
        case touchesBegan, recognizerAction, delegateShouldReceive, controlEvent, lifecycle
        var testDescription: String { rawValue }
    }

    enum Call: String, CaseIterable, CustomTestStringConvertible {
        case touchDown, touchMove, touchUp, touchCancel, send
        var testDescription: String { rawValue }

        /// Finger 0 is the one the turn is about; finger 9 is new.
        func make(_ device: Device) throws {
            switch self {
            case .touchDown: try device.touchDown(id: 9, at: pt(50, 50))
            case .touchMove: try device.touchMove(id: 0, to: pt(210, 420))
            case .touchUp: try device.touchUp(id: 0)
            case .touchCancel: try device.touchCancel(id: 0)
            case .send: try device.send([.move(id: 0, to: pt(210, 420)), .down(id: 9, at: pt(50, 50))])
            }
        }

        /// The input lines the call makes, queued and then delivered.
        var expectedInputs: [String] {
            let lines: [String]
            switch self {
            case .touchDown: lines = ["finger 9 down at (50, 50)"]
            case .touchMove: lines = ["finger 0 move to (210, 420)"]
            case .touchUp: lines = ["finger 0 up"]
            case .touchCancel: lines = ["finger 0 cancelled by the system"]
            case .send: lines = ["finger 0 move to (210, 420)", "finger 9 down at (50, 50)"]
            }
            let queued: [String]
            switch self {
            case .touchCancel: queued = ["finger 0 cancel queued"]
            case .send: queued = ["finger 0 move to (210, 420) queued", "finger 9 down at (50, 50) queued"]
            default: queued = lines.map { $0 + " queued" }
            }
            return ["finger 0 down at (195, 400)"] + queued + lines
        }

        var fingersAfter: [Int] {
            switch self {
            case .touchDown, .send: [0, 9]
            case .touchMove: [0]
            case .touchUp, .touchCancel: []
            }
        }
    }

    /// A scene where `callback` runs once during finger 0's touch-down turn and makes `call`;
    /// the callback marks its end with a log line.
    private func run(_ callback: Callback, _ call: Call) throws -> (Device, errors: [Error]) {
        let device = Device()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        device.show(nav)
        var errors: [Error] = []
        var keepAlive: [AnyObject] = []  // a recogniser holds its delegate weakly
        var done = false
        let act = {
            guard !done else { return }
            done = true
            do { try call.make(device) } catch { errors.append(error) }
            device.trace.log("callback", "returned")
        }
        final class Hook: UIView {
            var began: () -> Void = {}
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { began() }
        }
        final class Appearing: UIViewController {
            var appear: () -> Void = {}
            override func viewWillAppear(_ animated: Bool) { appear() }
        }
        let target = Hook(frame: CGRect(x: 100, y: 300, width: 190, height: 200))
        target.isMultipleTouchEnabled = true
        root.view.addSubview(target)
        switch callback {
        case .touchesBegan:
            target.began = act
        case .recognizerAction:
            let r = ManualRecognizer()
            r.onBegan = { g, _, _ in g.setState(.began, because: "test") }
            r.addHandler { _ in act() }
            target.addGestureRecognizer(r)
        case .delegateShouldReceive:
            let r = UITapGestureRecognizer()
            let delegate = ScriptedDelegate()
            delegate.shouldReceiveTouch = { _, _ in act(); return true }
            r.delegate = delegate
            target.addGestureRecognizer(r)
            keepAlive.append(delegate)
        case .controlEvent:
            let button = UIButton(type: .system)
            button.frame = target.bounds
            button.addAction(UIAction { _ in act() }, for: .touchDown)
            target.addSubview(button)
        case .lifecycle:
            let next = Appearing()
            next.appear = act
            target.began = { nav.pushViewController(next, animated: false) }
        }
        try withExtendedLifetime(keepAlive) { try device.touchDown(id: 0, at: pt(195, 400)) }
        return (device, errors)
    }

    @Test(arguments: Callback.allCases, Call.allCases)
    func inputFromACallbackIsQueuedAndDeliveredAfterTheTurn(callback: Callback, call: Call) throws {
        let (device, errors) = try run(callback, call)
        #expect(errors.isEmpty, "\(errors)")
        let inputs = device.trace.entries.filter { $0.kind == .input }.map(\.message)
        let subjects = device.trace.entries.filter { $0.kind == .input }.map(\.subject)
        #expect(zip(subjects, inputs).map { "\($0) \($1)" } == call.expectedInputs)
        // Delivered only after the callback returned and its turn was over.
        let entries = device.trace.entries
        let returned = try #require(entries.firstIndex { $0.kind == .log && $0.subject == "callback" })
        let delivered = try #require(entries.lastIndex { $0.kind == .input })
        #expect(returned < delivered)
        #expect(device.activeTouches.map(\.fingerID).sorted() == call.fingersAfter.sorted())
        #expect(device.lines(.error).isEmpty)
    }
}
