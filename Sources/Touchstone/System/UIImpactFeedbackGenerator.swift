import Foundation

/// Physical impact haptics (rules §11): `.light`, `.medium`, `.heavy`, and since iOS 13 `.soft`
/// and `.rigid`, at full or a given intensity (0…1). Each request is a trace line such as
/// `impactOccurred(.light, intensity: 1.00)`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How an impact feels.
    public enum FeedbackStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// A light impact (raw value 0).
        case light
        /// A medium impact (1), the default.
        case medium
        /// A heavy impact (2).
        case heavy
        /// A soft impact (3).
        case soft
        /// A rigid impact (4).
        case rigid
        /// The style's name (`light`, `medium`…), as the trace writes it.
        public var description: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    /// The impact's style.
    public let style: FeedbackStyle

    /// UIKit's `init()` uses `.medium`.
    public override convenience init() { self.init(style: .medium) }

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Associates the generator with `view` (iOS 17.5), whose device records the requests.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// An impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Intensity is clamped to 0…1; a non-finite value is reported and ignored.
    open func impactOccurred(intensity: CGFloat) {
        guard intensity.isFinite else {
            return reportError("impactOccurred(intensity:) ignored", cause: "intensity \(intensity) is not a number in 0…1")
        }
        let value = min(max(intensity, 0), 1)
        record("impactOccurred(.\(style), intensity: \(String(format: "%.2f", Double(value))))")
    }

    /// iOS 17.5: the location only says where on the view the impact happened.
    open func impactOccurred(at location: CGPoint) {
        impactOccurred(intensity: 1)
    }

    /// iOS 17.5: an impact of `intensity` at a location on the view (the location changes nothing).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        impactOccurred(intensity: intensity)
    }
}
