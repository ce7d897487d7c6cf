import Foundation

/// A single-line text field (rules §7.7, seed 003 phenomenon 2).
///
/// A control: a tap that lifts within 70 pt makes it first responder (the keyboard would open),
/// which sends `.editingDidBegin` — before `.touchUpInside`. Resigning (directly, by another
/// responder becoming first, or by `endEditing(_:)` on an ancestor) sends `.editingDidEnd`.
/// Like a button it refuses to let an ancestor's single-finger single tap begin, so a root-view
/// "dismiss keyboard" tap does not fire when the field is tapped (seed 003).
open class UITextField: UIControl {
    /// The field's text.
    public var text: String? = ""
    /// Text shown while the field is empty.
    public var placeholder: String?

    // MARK: Looks and keyboard (issue 20, PortingDecisions U4): stored; no text is drawn, no keyboard shown.

    /// The font (the 17 pt system font).
    public var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize)
    /// The text colour (`.label`).
    public var textColor: UIColor? = .label
    /// How the text lines up (`.natural`).
    public var textAlignment: NSTextAlignment = .natural
    /// The border drawn around the field (`.none`).
    public var borderStyle: BorderStyle = .none
    /// When the clear button shows (`.never`).
    public var clearButtonMode: ViewMode = .never
    /// Whether the text shrinks to fit (false).
    public var adjustsFontSizeToFitWidth = false
    /// The keyboard the field asks for (`.default`).
    public var keyboardType: UIKeyboardType = .default
    /// The Return key's title (`.default`).
    public var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden as typed (false).
    public var isSecureTextEntry = false
    /// When the keyboard capitalises (`.sentences`).
    public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling (`.default`).
    public var autocorrectionType: UITextAutocorrectionType = .default
    /// The kind of content, for autofill.
    public var textContentType: UITextContentType?

    /// The border around a text field (UIKit `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// When an overlay view such as the clear button shows (UIKit `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing.
        case whileEditing
        /// While not editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// A text field filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A text field can be first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Text fields report editing as their primary action only on Return; touches have none.
    override var primaryActionEvents: Event { .editingDidEndOnExit }

    /// Whether the field is first responder (being edited).
    public var isEditing: Bool { isFirstResponder }

    /// Becomes first responder and sends `editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !was { sendControlEvents(.editingDidBegin, with: nil, cause: "became first responder") }
        return true
    }

    /// Resigns first responder and sends `editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if was { sendControlEvents(.editingDidEnd, with: nil, cause: "resigned first responder") }
        return true
    }

    /// A lift inside the field makes it first responder (editing begins).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, pointMostlyInside(touch.location(in: self), with: event) else { return }
        becomeFirstResponder()
    }

    /// Replaces the text as typing would: `.editingChanged` while editing.
    public func insertText(_ string: String) {
        text = (text ?? "") + string
        if isEditing { sendControlEvents(.editingChanged, with: nil, cause: "text inserted") }
    }

    /// Refuses single-finger single taps of recognisers attached outside the field, as a button does (seed 003).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
