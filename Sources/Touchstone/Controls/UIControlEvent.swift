import Foundation

extension UIControl {
    /// The semantic events a control sends, with UIKit's raw values (rules §7.1; UIControl.Event docs,
    /// confirmed by D11).
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw value.
        public let rawValue: UInt
        /// A value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch came down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch-down whose `tapCount` is 2 or more; sent right after `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved while mostly inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved while more than 70 pt outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch came back within the control's 70 pt tracking margin.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch left the control's 70 pt tracking margin.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch lifted mostly inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch lifted more than 70 pt outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled (a recogniser took it, the view left its window, the system cancelled it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// Sent right after the event a control treats as its primary action (rules §7.2).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A control's menu was shown (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field started editing (became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing (resigned first responder).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field stopped editing because Return was pressed.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (`0xFFF`).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (`0xF0000`).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an app may define for itself.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        private static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The single events contained in this mask, lowest bit first.
        public var members: [Event] {
            (0..<32).compactMap { bit in
                let e = Event(rawValue: 1 << UInt(bit))
                return contains(e) ? e : nil
            }
        }

        /// UIKit's case name (`touchUpInside`); several events are joined with `|`; unnamed bits as hex.
        public var description: String {
            if rawValue == 0 { return "[]" }
            return members.map { e in
                Self.names.first { $0.0 == e }?.1 ?? "0x" + String(e.rawValue, radix: 16)
            }.joined(separator: "|")
        }
    }

    /// The visual state of a control, with UIKit's raw values (UIControl.State docs; D11 `state`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flags: enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A touch is tracked and mostly inside.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (never set by Touchstone).
        public static let focused = State(rawValue: 1 << 3)
        /// Flags an app may define for itself.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
