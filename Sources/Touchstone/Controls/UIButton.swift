import Foundation

/// A push button (rules §7): tracks touches like every control, sends `.touchUpInside` and then
/// `.primaryActionTriggered`, and refuses to let a single-finger single-tap recogniser attached
/// outside it begin, so an ancestor's tap does not steal the tap (rules §7.6, A9, seed 003
/// phenomenon 1). Subclasses inherit the blocking (seed 003: "and their subclasses").
open class UIButton: UIControl {
    /// UIKit's button types; they do not change how a button handles touches.
    public enum ButtonType: Int, Sendable {
        /// A button drawn by the app.
        case custom
        /// A system-styled button.
        case system
        /// A detail-disclosure button.
        case detailDisclosure
        /// An info button for dark backgrounds.
        case infoLight
        /// An info button for light backgrounds.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A plain button (tvOS).
        case plain
        /// A close button.
        case close
    }

    /// The type the button was created with.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [(state: State, title: String)] = []

    // MARK: Looks (issue 20; UIButton+Appearance.swift, PortingDecisions U4): stored, not drawn.

    var titleColors: [State: UIColor] = [:]
    var images: [State: UIImage] = [:]
    var backgroundImages: [State: UIImage] = [:]
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    /// The button's configuration (iOS 15); its title names the button in traces when it has no
    /// title of its own. Stored, not drawn.
    public var configuration: Configuration? {
        didSet { titleLabelStorage?.text = currentTitle; if configuration != oldValue { contentDidChange() } }
    }

    /// A custom button filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A system button whose title comes from `primaryAction` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    override func primaryActionDidChange(_ action: UIAction?) {
        if let title = action?.title, !title.isEmpty { setTitle(title, for: .normal) }
    }

    override var primaryActionEvents: Event { .touchUpInside }

    // MARK: Titles (minimal)

    /// Sets the title for a control state (`.normal` applies to every state without its own title).
    public func setTitle(_ title: String?, for state: State) {
        let before = currentTitle
        titles.removeAll { $0.state == state }
        if let title { titles.append((state, title)) }
        titleLabelStorage?.text = currentTitle
        if currentTitle != before { contentDidChange() }
    }

    /// The title for `state`, falling back to the normal title as UIKit does.
    public func title(for state: State) -> String? {
        titles.first { $0.state == state }?.title ?? titles.first { $0.state == .normal }?.title
    }

    /// The title for the button's current state, else the configuration's title.
    public var currentTitle: String? { title(for: state) ?? configuration?.title }

    /// Names the button in traces by its title (or its configuration's) when it has no accessibility identifier.
    open override var traceName: String {
        accessibilityIdentifier ?? (title(for: .normal) ?? configuration?.title).map { "UIButton \"\($0)\"" } ?? super.traceName
    }

    /// Sized to its title and image (`UIButton+IntrinsicSize.swift`, PortingDecisions U12).
    open override var intrinsicContentSize: CGSize { contentSize }

    // MARK: Blocking (rules §7.6)

    /// Refuses single-finger single taps of recognisers attached outside the button, so the button keeps its tap (rules §7.6, seed 003).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
