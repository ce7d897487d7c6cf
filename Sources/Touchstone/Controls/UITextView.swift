import Foundation

/// A multi-line text view — not a control (rules §7.7, seed 003 phenomenon 3, CC59).
///
/// It handles taps with its own tap recogniser ("UITextView-tap", attached to itself). Being the
/// deepest recogniser under the finger, it recognises first at the lift and excludes an
/// ancestor's tap; with `cancelsTouchesInView` the text view's own `touches…` log reads
/// `touchesBegan, touchesCancelled`. Its action makes the text view first responder.
/// (UIKit's UITextView is a scroll view; Touchstone's does not scroll — <doc:ControlsAndHaptics>.)
open class UITextView: UIView {
    /// The view's text.
    public var text: String = ""
    /// Whether the text can be edited.
    public var isEditable = true
    /// Whether the text can be selected.
    public var isSelectable = true
    /// The internal tap that starts editing.
    public let textTapGestureRecognizer = UITapGestureRecognizer()

    /// A text view filling `frame`, with its own tap recogniser.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textTapGestureRecognizer.name = "UITextView-tap"
        textTapGestureRecognizer.addTarget(self, action: UITextView.textTapped)
        addGestureRecognizer(textTapGestureRecognizer)
    }

    /// A text view can be first responder while editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Whether the text view is first responder.
    public var isEditing: Bool { isFirstResponder }

    private func textTapped(_ tap: UITapGestureRecognizer) {
        becomeFirstResponder()
    }
}
