import Foundation

/// Success, warning and error haptics (spec §11). Each request is a trace line such as
/// `notificationOccurred(.success)`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable, CaseIterable, CustomStringConvertible {
        case success, warning, error
        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notificationOccurred(.\(notificationType))")
    }

    /// iOS 17.5: the location only says where on the view the event happened.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
