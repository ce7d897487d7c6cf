import Foundation

/// A search field with an optional cancel button (UIKit `UISearchBar`; UIKitPiecesDecisions K18).
///
/// - 56 pt tall by default; it holds a ``UISearchTextField`` (``searchTextField``, 36 pt tall,
///   inset 8 pt from the sides and 10 pt from the top) and, while ``showsCancelButton``, a
///   "Cancel" button at the trailing end that narrows the field (the sizes are Touchstone's
///   estimates of iOS 13+'s layout).
/// - A tap on the field begins editing as a text field's does — at the lift, after the delegate's
///   `searchBarShouldBeginEditing` agrees (Apple, `UISearchBarDelegate`). The field, like every
///   text field, keeps an ancestor's single tap from taking the tap (rules §7.6).
/// - A tap on the cancel button tells the delegate `searchBarCancelButtonClicked` (recorded as
///   `<bar> cancelButtonClicked`); ending the editing is the delegate's job, as in UIKit.
open class UISearchBar: UIView {
    /// The height UIKit gives a search bar (iOS 13 and later).
    public static let standardHeight: CGFloat = 56

    /// Told about editing and the cancel button; held weakly.
    public weak var delegate: UISearchBarDelegate?
    /// The field the user types in.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The cancel button's view (shown while ``showsCancelButton``).
    let cancelButton = UIButton(frame: .zero)

    /// Whether the cancel button shows (default no).
    open var showsCancelButton = false { didSet { layoutContents() } }
    /// The search text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The field's placeholder.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A search bar filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.searchBar = self
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.accessibilityIdentifier = cancelButtonName
        cancelButton.addAction(UIAction(title: "Cancel") { [weak self] _ in self?.cancelTapped() }, for: .primaryActionTriggered)
        addSubview(cancelButton)
        layoutContents()
    }

    /// A search bar 56 pt tall with a zero width (set its frame).
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.standardHeight)) }

    /// Begins editing in ``searchTextField``, as UIKit's search bar forwards the call to its field:
    /// the delegate's `searchBarShouldBeginEditing` is asked and the field sends `editingDidBegin`
    /// (Apple's `UISearchBar` page; PortingDecisions U18). The bar itself never becomes first
    /// responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in ``searchTextField`` (the call is forwarded, as for becoming first responder).
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Sets ``showsCancelButton``; `animated` has no effect.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// Names the cancel button after the bar in traces.
    var cancelButtonName: String { "\(traceName).cancelButton" }

    /// Lays the field and the cancel button out again when resized.
    open override func geometryDidChange() {
        super.geometryDidChange()
        layoutContents()
    }

    private func layoutContents() {
        let w = bounds.width
        let cancelWidth: CGFloat = showsCancelButton ? 70 : 0
        searchTextField.frame = CGRect(x: 8, y: 10, width: max(0, w - 16 - (showsCancelButton ? cancelWidth + 8 : 0)), height: 36)
        cancelButton.frame = CGRect(x: w - 8 - cancelWidth, y: 10, width: cancelWidth, height: 36)
        cancelButton.isHidden = !showsCancelButton
    }

    /// Keeps the cancel button's trace name in step with the bar's identifier.
    open override var accessibilityIdentifier: String? {
        didSet { cancelButton.accessibilityIdentifier = cancelButtonName }
    }

    private func cancelTapped() {
        traceSink?.record(.control, traceName, "cancelButtonClicked", cause: "\(cancelButtonName) primaryActionTriggered")
        delegate?.searchBarCancelButtonClicked(self)
    }
}
