import Foundation

/// A SwiftUI `ScrollView`: the engine's `UIScrollView`, as on iOS, scrolling on its axes and
/// always bouncing along them (SwiftUI's default), its content laid out at its ideal size.
final class HostingScrollView: UIScrollView {
    let elementName: String
    init(frame: CGRect, name: String) {
        elementName = name
        super.init(frame: frame)
    }
    override var traceName: String { accessibilityIdentifier ?? elementName }
}
