import Foundation

/// Success, warning and error haptics (rules §11). Each request is a trace line such as
/// `notificationOccurred(.success)`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What a notification haptic reports.
    public enum FeedbackType: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
        /// The type's name (`success`, `warning`, `error`), as the trace writes it.
        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// Requests the haptic for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notificationOccurred(.\(notificationType))")
    }

    /// iOS 17.5: the location only says where on the view the event happened.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
