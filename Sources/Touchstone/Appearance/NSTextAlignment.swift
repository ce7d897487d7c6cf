import Foundation

/// How text lines up in a label or text field (UIKit `NSTextAlignment`; Foundation on Linux has
/// none). Stored: Touchstone lays out no text.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Along the left edge.
    case left
    /// Centred.
    case center
    /// Along the right edge.
    case right
    /// Both edges.
    case justified
    /// The script's natural side (the default).
    case natural
}

/// How a label cuts text that does not fit (UIKit `NSLineBreakMode`). Stored: Touchstone lays out
/// no text.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Cut at the edge.
    case byClipping
    /// An ellipsis at the start.
    case byTruncatingHead
    /// An ellipsis at the end (a label's default).
    case byTruncatingTail
    /// An ellipsis in the middle.
    case byTruncatingMiddle
}
