import Foundation

/// A multi-line text view — not a control (spec §7.7, seed 003 phenomenon 3, CC59).
///
/// It handles taps with its own tap recogniser ("UITextView-tap", attached to itself). Being the
/// deepest recogniser under the finger, it recognises first at the lift and excludes an
/// ancestor's tap; with `cancelsTouchesInView` the text view's own `touches…` log reads
/// `touchesBegan, touchesCancelled`. Its action makes the text view first responder.
/// (UIKit's UITextView is a scroll view; Touchstone's does not scroll — <doc:ControlsAndHaptics>.)
open class UITextView: UIView {
    public var text: String = ""
    public var isEditable = true
    public var isSelectable = true
    /// The internal tap that starts editing.
    public let textTapGestureRecognizer = UITapGestureRecognizer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textTapGestureRecognizer.name = "UITextView-tap"
        textTapGestureRecognizer.addTarget(self, action: UITextView.textTapped)
        addGestureRecognizer(textTapGestureRecognizer)
    }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    public var isEditing: Bool { isFirstResponder }

    private func textTapped(_ tap: UITapGestureRecognizer) {
        becomeFirstResponder()
    }
}
