import Testing
import TouchstoneSwiftUI

// The SwiftUI test targets' shared helpers: one copy for the target that imports the library with
// `@testable` and the one that does not (test targets cannot depend on each other). Public API only.

/// What the closures of a screen did, in order.
public final class CallLog {
    public init() {}
    public private(set) var calls: [String] = []
    public func callAsFunction(_ call: String) { calls.append(call) }
}

/// A device of `profile` running an app linked on `linkedOn`, showing `view`.
public func show<V: View>(_ view: V, on profile: DeviceProfile = .iOS18, linkedOn: DeviceProfile? = nil)
    -> (device: Device, host: UIHostingController<V>) {
    let device = Device(profile: profile, linkedOn: linkedOn)
    let host = UIHostingController(rootView: view)
    device.show(host)
    return (device, host)
}

extension UIHostingController {
    /// The view named `identifier` (or, failing that, whose trace name is `identifier`).
    public func element(_ identifier: String) -> UIView? {
        func find(_ v: UIView) -> UIView? {
            if v.accessibilityIdentifier == identifier { return v }
            for s in v.subviews { if let hit = find(s) { return hit } }
            return nil
        }
        return find(view)
    }

    /// The centre of the view named `identifier`, in screen coordinates.
    public func center(of identifier: String) -> CGPoint {
        guard let v = element(identifier) else { Issue.record("no view named \(identifier)"); return .zero }
        let f = v.convert(v.bounds, to: nil)
        return CGPoint(x: f.midX, y: f.midY)
    }

    /// The frame of the view named `identifier`, in the hosting view's coordinates.
    public func frame(of identifier: String) -> CGRect {
        guard let v = element(identifier) else { Issue.record("no view named \(identifier)"); return .zero }
        return v.convert(v.bounds, to: view)
    }
}
