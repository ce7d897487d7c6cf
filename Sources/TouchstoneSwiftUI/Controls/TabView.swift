import Foundation

/// Views shown one at a time, with SwiftUI's name. With `.tabViewStyle(.page)` its pages sit side
/// by side in a horizontal paging scroll view, each the size of the tab view, as SwiftUI's page
/// style is a paging `UIScrollView` underneath: its pan meets the gestures of the pages under
/// UIKit's arbitration like a `ScrollView`'s (SwiftUIDecisions SU40). A `selection` binding is
/// set to the tag of the page the view settles on. Without the page style it is a tab bar:
/// a `UITabBarController` whose tabs are hosting controllers (`TabBarTabView.swift`, SU56).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Pages whose shown one is `selection` (each page's `tag`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { fatalError("primitive view") }

    func makeNodes(_ context: BuildContext) -> [Node] {
        guard context.pagesTabs else { return tabBarNodes(context) }
        let pages = context.descend { content.nodes($0) }
        let node = Node(.pages, children: pages)
        if let selection {
            node.pageSelection = PageSelection(
                index: pages.firstIndex { ($0.tag as? SelectionValue) == selection.wrappedValue },
                settled: { page in
                    guard pages.indices.contains(page), let tag = pages[page].tag as? SelectionValue else { return }
                    selection.wrappedValue = tag
                })
        }
        return [context.made(node)]
    }
}

extension TabView where SelectionValue == Int {
    /// Pages with no selection binding.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A `TabView` page-style binding: the page shown first and what to do when a page settles.
struct PageSelection {
    var index: Int?
    var settled: (Int) -> Void
}

/// How a `TabView` shows its views.
public protocol TabViewStyle {}

/// Pages swiped horizontally (`.page`).
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show (drawing only).
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

/// The tab-bar style (`.automatic`): a `UITabBarController` (SU56).
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension View {
    /// Sets the style of the tab views inside.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environmentChange { $0.pagesTabs = style is PageTabViewStyle }
    }

    /// The value a `TabView(selection:)` (or a picker) uses for this view.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        decorated { $0.tag = AnyHashable(tag) }
    }
}
