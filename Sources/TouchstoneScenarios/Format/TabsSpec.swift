import Foundation

/// A tab bar controller instead of a single screen (`tabs:`).
public struct TabsSpec: Sendable {
    /// The tab bar controller's name (`id:`, default `tabs`); its bar is `<id>.tabBar`, tab *n*'s
    /// button `<id>.tabBar.tab<n>`, its view `<id>.view`.
    public var id: String
    /// The tab selected at the start (`selectedIndex:`, default 0).
    public var selectedIndex = 0
    /// The tabs' screens, in order; a screen's `title` is its tab's title.
    public var screens: [ScreenSpec]
}
