import Foundation

/// The base of the haptic feedback generators (rules §11, A19).
///
/// A haptic is a request to the system, recorded as a `.haptic` trace entry (generator, style,
/// intensity, time) with no timing side effects. UIKit creates generators without naming a
/// device; Touchstone has no global device, so a generator finds its trace through the view it is
/// associated with — `init(view:)` as in iOS 17.5 — or through a device given explicitly
/// (`device`). A generator with neither (or whose view is not in a window) cannot play: the
/// system skips the request, as it does on hardware without a Taptic Engine; the request is
/// still kept in `requests` (ControlDecisions C6).
open class UIFeedbackGenerator {
    /// The view the feedback belongs to (iOS 17.5); its window's device records the requests.
    public weak var view: UIView?
    /// Records the requests on this device when no view (in a window) is associated.
    public weak var device: Device?
    /// Names the generator in traces (default: the class name).
    public var name: String?
    /// Every request made through this generator, as it appears in the trace message.
    public private(set) var requests: [String] = []

    /// A generator not associated with a view; set ``device`` for its requests to be recorded.
    public init() {}

    /// Associates the generator with `view` (iOS 17.5 `init(view:)`).
    public init(view: UIView) { self.view = view }

    /// The generator's name in traces: ``name``, else the class name.
    open var traceName: String { name ?? compactName(of: self) }

    /// Readies the engine for a few seconds; no timing effect in Touchstone (A19).
    open func prepare() {
        record("prepare()")
    }

    /// The trace of the associated view's device, else of the explicit device.
    var trace: Trace? {
        view?.window?.application?.device?.trace ?? device?.trace
    }

    func record(_ message: String) {
        requests.append(message)
        guard let trace else { return }
        trace.record(.haptic, traceName, message, cause: view.map { "for \($0.traceName)" })
    }

    func reportError(_ message: String, cause: String) {
        trace?.record(.error, traceName, message, cause: cause)
    }
}
