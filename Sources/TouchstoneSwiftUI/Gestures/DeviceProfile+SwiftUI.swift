import Foundation

extension DeviceProfile {
    /// Whether an inner `simultaneousGesture` runs independently of every gesture outside it with
    /// per-gesture recognisers: on iOS 18 (a child's simultaneous tap and its parent's tap both
    /// fire), not from iOS 26, whose release notes list it as fixed ("gestures added using the
    /// `simultaneousGesture(_:isEnabled:)` view modifier are incorrectly simultaneous with ancestor
    /// gestures", 147970990, quoted in stream-chat-swiftui PR 1065; SwiftUIDecisions SU19).
    var swiftUIInnerSimultaneousGestureIsIndependent: Bool { iOSVersion < 26 }
}
