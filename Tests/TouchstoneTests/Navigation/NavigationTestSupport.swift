import Foundation
@testable import Touchstone

/// A controller whose view is full of one logging view, named for traces.
class NamedController: UIViewController {
    let content: LoggingView
    init(_ name: String) {
        content = LoggingView("\(name).content", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        super.init(nibName: nil, bundle: nil)
        traceIdentifier = name
    }
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.accessibilityIdentifier = "\(traceName).view"
        content.frame = view.bounds
        view.addSubview(content)
    }
}

/// A device showing a navigation controller named "nav" whose stack is `stack` (root first).
func makeNavigation(_ stack: [UIViewController], policy: InteractivePopPolicy? = nil,
                    device: Device = Device()) -> (Device, UINavigationController) {
    let nav = UINavigationController(rootViewController: stack[0])
    nav.traceIdentifier = "nav"
    if let policy { nav.interactivePopPolicy = policy }
    if stack.count > 1 { nav.setViewControllers(stack, animated: false) }
    device.show(nav)
    return (device, nav)
}

extension Device {
    /// The rule book's script "d(from)@0, move from→to over firstMove–end ms (one sample every 16 ms,
    /// on the line from the touch-down point), u@lift ms", starting at the current time.
    func scriptedDrag(from: CGPoint, to: CGPoint, firstMove: Double = 16, end: Double, lift: Double?, id: Int = 0) throws {
        let t0 = clock.now
        try touchDown(id: id, at: from)
        var t = firstMove
        var samples: [Double] = []
        while t < end { samples.append(t); t += 16 }
        samples.append(end)
        let span = end - (firstMove - 16)
        for s in samples {
            try advance(to: t0 + s / 1000)
            let f = CGFloat((s - (firstMove - 16)) / span)
            try touchMove(id: id, to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        if let lift {
            try advance(to: t0 + lift / 1000)
            try touchUp(id: id)
        }
    }

    /// Lifecycle lines (`subject message`), e.g. `B viewWillDisappear`.
    var lifecycle: [String] { lines(.lifecycle) }

    /// The time (ms, rounded) of the first trace entry about `subject` whose message is `message`.
    func firstTime(_ subject: String, _ message: String) -> Int? {
        trace.entries.first { $0.subject == subject && $0.message == message }.map { Int(($0.time * 1000).rounded()) }
    }
}
