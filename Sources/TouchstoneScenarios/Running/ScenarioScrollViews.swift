import Foundation
import Touchstone

/// Scroll views a scenario can tell to cancel a control's touches when a drag starts on it
/// (`touchesShouldCancelControls: true`): the `touchesShouldCancel(in:)` override apps write so a
/// scroll view with `delaysContentTouches = false` still scrolls from its buttons (rules §8.3,
/// A14; the doctor's `touchesShouldCancel` fix).
protocol ControlCancelling: UIScrollView {
    var cancelsControlTouches: Bool { get set }
}

final class ScenarioScrollView: UIScrollView, ControlCancelling {
    var cancelsControlTouches = false
    override func touchesShouldCancel(in view: UIView) -> Bool { cancelsControlTouches || super.touchesShouldCancel(in: view) }
}

final class ScenarioTableView: UITableView, ControlCancelling {
    var cancelsControlTouches = false
    override func touchesShouldCancel(in view: UIView) -> Bool { cancelsControlTouches || super.touchesShouldCancel(in: view) }
}

final class ScenarioCollectionView: UICollectionView, ControlCancelling {
    var cancelsControlTouches = false
    override func touchesShouldCancel(in view: UIView) -> Bool { cancelsControlTouches || super.touchesShouldCancel(in: view) }
}
