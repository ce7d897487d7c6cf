import Foundation

/// A closure-based action for controls (iOS 14): `addAction(_:for:)`, `init(frame:primaryAction:)`.
///
/// Two actions with the same `identifier` are the same registration: adding it again merges the
/// event masks, and `removeAction(identifiedBy:for:)` finds it (rules §7.2; D11 compares actions).
/// `sender` is the control while the handler runs (UIKit sets it for the call).
open class UIAction {
    /// Names an action; by default every action gets a fresh one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public var rawValue: String
        /// An identifier with this text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with this text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title; a button made with `init(type:primaryAction:)` takes it as its title.
    public var title: String
    /// Identifies the action for `removeAction(identifiedBy:for:)`; a new unique one unless given.
    public let identifier: Identifier
    /// What the action does; called with the action itself.
    public private(set) var handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?

    /// An action running `handler`, with an optional title and identifier.
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
