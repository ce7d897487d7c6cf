import Foundation

extension UIButton {
    /// The size Auto Layout gives a button that its constraints do not size (PortingDecisions U12): its
    /// title label's size with 6 pt above and below, as UIKit pads a button's title (a device
    /// report: an 18 pt title, 21 pt tall, makes a 33 pt button), beside its image; at least
    /// 30 pt wide. The title's size is the label estimate of LayoutDecisions AL10 (Touchstone measures
    /// no glyphs), in the title label's font; a change of that font re-sizes the button. A button
    /// with neither is 30 × 30.
    var contentSize: CGSize {
        let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
        var size = CGSize.zero
        if let title {
            // Read without making the title label: it is made on first use, not by layout.
            let text = UILabel.estimatedSize(of: title, pointSize: titleLabelStorage?.font?.pointSize ?? UIFont.buttonFontSize,
                                             numberOfLines: titleLabelStorage?.numberOfLines ?? 1)
            size = CGSize(width: text.width, height: text.height + 12)
        }
        if let image = currentImage {
            size.width += image.size.width
            size.height = max(size.height, image.size.height)
        }
        if title == nil && currentImage == nil { return CGSize(width: 30, height: 30) }
        return CGSize(width: max(size.width, 30), height: size.height)
    }
}

extension UIView {
    /// A view whose intrinsic size just changed: UIKit re-solves the layout of a view under
    /// constraints; a view placed by its frame keeps its frame, so nothing is marked.
    func contentDidChange() {
        if !translatesAutoresizingMaskIntoConstraints { invalidateIntrinsicContentSize() }
    }
}
