import Foundation

/// The root view of a `UIHostingController`: SwiftUI's hosting view. It holds the element views
/// and, before iOS 18, the one recogniser that runs every SwiftUI gesture of the screen.
final class HostingView: UIView {
    weak var owner: HostingLayoutOwner?
    private var laidOutSize: CGSize?

    override var traceName: String { accessibilityIdentifier ?? "UIHostingView" }

    override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutSize != bounds.size || owner?.needsRebuild == true {
            laidOutSize = bounds.size
            owner?.layoutContent()
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { setNeedsLayout() }
    }
}

/// What the hosting view asks its controller (the controller is generic over its root view).
protocol HostingLayoutOwner: AnyObject {
    var needsRebuild: Bool { get }
    func layoutContent()
}
