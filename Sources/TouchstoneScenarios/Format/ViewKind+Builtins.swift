import Foundation

extension ViewSpec.Kind {
    /// The roles of the recognisers a UIKit class (or a stand-in) installs on a view of this kind,
    /// which a scenario names `<view id>.<role>` (`gallery.pan`, `toggle.pan`, `web.click`) —
    /// for `recognizers: - builtin:`, `requireToFail:` and expectations.
    func ownRecognizers(table v: ViewSpec) -> [String] {
        switch self {
        case .scrollView, .collectionView: ["pan", "delayedTouches"]
        case .tableView: ["pan", "delayedTouches"] + (v.trailingActions.isEmpty && v.leadingActions.isEmpty ? [] : ["swipeActions"])
        case .switch: ["pan"]
        case .textView: ["tap"]
        case .webView: ["touchEvents", "click", "doubleTapZoom", "longPress", "scrollView.pan", "scrollView.delayedTouches"]
            + (v.userScalable ? ["scrollView.pinch"] : [])
        case .mapView: ["pan", "pinch", "rotation", "doubleTap", "twoFingerTap"]
        case .pageViewController: ["scrollView.pan", "scrollView.delayedTouches"]
        default: []
        }
    }

    /// Inner views a class makes that traces name `<view id>.<name>`.
    var ownViews: [String] {
        switch self {
        case .switch: ["track"]
        case .webView: ["scrollView", "content"]
        case .mapView: ["content"]
        case .pageViewController: ["scrollView"]
        case .searchBar: ["textField", "cancelButton"]
        default: []
        }
    }
}
