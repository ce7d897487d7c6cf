import Foundation

/// A SwiftUI `ScrollView`: the engine's `UIScrollView`, as on iOS, scrolling on its axes and
/// always bouncing along them (SwiftUI's default), its content laid out at its ideal size.
final class HostingScrollView: UIScrollView {
    let elementName: String
    init(frame: CGRect, name: String) {
        elementName = name
        super.init(frame: frame)
        // SwiftUI applies the safe area through its own layout, not through the scroll view's
        // adjusted inset (ScrollingDecisions S20).
        contentInsetAdjustmentBehavior = .never
    }
    override var traceName: String { accessibilityIdentifier ?? elementName }
}
