import Foundation
@testable import Touchstone

/// A view that records its four `touches…` calls (seed 003's logging views) and calls `super`.
final class LoggingView: UIView {
    var log: [String] = []
    var callsSuper = true
    init(_ name: String, frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesBegan"); if callsSuper { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesMoved"); if callsSuper { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesEnded"); if callsSuper { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesCancelled"); if callsSuper { super.touchesCancelled(touches, with: event) }
    }
}

/// A device showing a plain root view controller; returns the device and the root view.
func makeScene(profile: DeviceProfile = .newest, _ build: (UIView) -> Void = { _ in }) -> (Device, UIView) {
    let device = Device(profile: profile)
    let vc = UIViewController()
    vc.view.accessibilityIdentifier = "root"
    build(vc.view)
    device.show(vc)
    return (device, vc.view)
}

/// Records every action of the recognisers it is attached to, with the virtual time in ms.
final class ActionLog {
    var entries: [String] = []
    let device: Device
    init(_ device: Device) { self.device = device }
    func attach(_ r: UIGestureRecognizer, as name: String) {
        r.name = name
        r.addHandler { [unowned self] g in
            let ms = Int((self.device.clock.now * 1000).rounded())
            self.entries.append(g.isDiscrete ? "\(name)@\(ms)" : "\(name).\(g.state)@\(ms)")
        }
    }
}

extension Device {
    /// Trace lines of the given kinds as `subject message`.
    func lines(_ kinds: TraceEntry.Kind...) -> [String] { trace.summaries(Set(kinds)) }

    /// Views' `touches…` deliveries only (no forwarding along the responder chain).
    func deliveries(to name: String) -> [String] {
        trace.entries.filter { $0.kind == .touches && $0.subject == name && !($0.cause ?? "").hasPrefix("forwarded") }
            .map(\.message)
    }
}

func ms(_ v: Double) -> TimeInterval { v / 1000 }

/// Carries a non-Sendable value to a helper thread whose caller waits for it; the two never run at once.
final class UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
