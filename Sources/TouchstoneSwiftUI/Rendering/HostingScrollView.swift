import Foundation

/// A SwiftUI `ScrollView`: the engine's `UIScrollView`, as on iOS, scrolling on its axes and
/// always bouncing along them (SwiftUI's default), its content laid out at its ideal size.
final class HostingScrollView: UIScrollView {
    var elementName: String
    init(frame: CGRect, name: String) {
        elementName = name
        super.init(frame: frame)
    }
    /// A page-style `TabView`'s: hears the page the view settles on (SU40).
    var pageSettled: ((Int) -> Void)?
    override var traceName: String { accessibilityIdentifier ?? elementName }
}
