import Foundation

/// A closure-based action for controls (iOS 14): `addAction(_:for:)`, `init(frame:primaryAction:)`.
///
/// Two actions with the same `identifier` are the same registration: adding it again merges the
/// event masks, and `removeAction(identifiedBy:for:)` finds it (spec §7.2; D11 compares actions).
/// `sender` is the control while the handler runs (UIKit sets it for the call).
open class UIAction {
    /// Names an action; by default every action gets a fresh one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public let identifier: Identifier
    public private(set) var handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
