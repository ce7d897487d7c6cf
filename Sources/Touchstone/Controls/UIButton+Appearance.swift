import Foundation

/// A button's per-state looks (UIKit `UIButton`), stored and never drawn (PortingDecisions U4).
/// As with titles, a state without its own value falls back to the `.normal` one.
extension UIButton {
    private func lookUp<T>(_ values: [State: T], _ state: State) -> T? { values[state] ?? values[.normal] }

    /// Sets the title colour for a control state.
    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        titleLabelStorage?.textColor = currentTitleColor
    }

    /// The title colour for `state`, else the normal one (`nil` when none was set).
    public func titleColor(for state: State) -> UIColor? { lookUp(titleColors, state) }

    /// The title colour for the current state; without one, the tint for a system button and white
    /// for a custom one (UIKit's defaults).
    public var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the image for a control state.
    public func setImage(_ image: UIImage?, for state: State) {
        let before = currentImage
        images[state] = image
        imageViewStorage?.image = currentImage
        if currentImage != before { contentDidChange() }
    }

    /// The image for `state`, else the normal one.
    public func image(for state: State) -> UIImage? { lookUp(images, state) }

    /// The image for the current state.
    public var currentImage: UIImage? { image(for: state) ?? configuration?.image }

    /// Sets the background image for a control state.
    public func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state] = image }

    /// The background image for `state`, else the normal one.
    public func backgroundImage(for state: State) -> UIImage? { lookUp(backgroundImages, state) }

    /// The label showing the title, made on first use with the current title and colour. Kept by
    /// the button, not added as a subview: Touchstone lays out no text, and a label takes no
    /// touches anyway (rules H7).
    public var titleLabel: UILabel? {
        if let label = titleLabelStorage { return label }
        let label = UILabel(frame: CGRect(origin: .zero, size: bounds.size))
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.font = .systemFont(ofSize: UIFont.buttonFontSize)
        label.titleOwner = self
        titleLabelStorage = label
        return label
    }

    /// The view showing the image, made on first use with the current image; kept by the button,
    /// not added as a subview (an image view takes no touches, rules H7).
    public var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView(image: currentImage)
        imageViewStorage = view
        return view
    }
}
