import Foundation
@testable import Touchstone

/// A controller with a bottom button "btn" at (145, 790, 100, 44) (rules CC51) whose preferences
/// for system gestures are plain stored properties.
final class EdgeController: UIViewController {
    let button = UIButton(frame: CGRect(x: 145, y: 790, width: 100, height: 44))
    var deferredEdges: UIRectEdge = []
    var hidesHomeIndicator = false
    init(_ name: String = "R") {
        super.init(nibName: nil, bundle: nil)
        traceIdentifier = name
    }
    override func viewDidLoad() {
        button.accessibilityIdentifier = "btn"
        view.addSubview(button)
    }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }
    override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
}

extension Device {
    /// Touch control events (`touch…`, not `primaryActionTriggered`) as `name event@ms`.
    var controlEvents: [String] {
        trace.entries.filter { $0.kind == .control && $0.message.hasPrefix("touch") }.map { "\($0.subject) \($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    /// `.system` entries as `subject message`.
    var systemLines: [String] { lines(.system) }
}
