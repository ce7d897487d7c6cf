import Foundation

/// The tick for a changed selection, such as a picker wheel moving (rules §11). Each request is a
/// trace line `selectionChanged()`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Requests the haptic of a selection change.
    open func selectionChanged() {
        record("selectionChanged()")
    }

    /// iOS 17.5: the location only says where on the view the selection changed.
    open func selectionChanged(at location: CGPoint) {
        selectionChanged()
    }
}
