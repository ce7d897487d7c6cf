import Foundation

/// A scrolling column of rows, with SwiftUI's name and initialisers (SwiftUIDecisions SU29, SU30).
///
/// - Backing: on iOS a `List` is drawn by a UIKit scroll view of rows: a `UITableView` up to
///   iOS 15 and a `UICollectionView` from iOS 16 (SwiftUI-Introspect's issues 175 and 172 and its
///   pull requests 169 and 218, rules P43). The list here is the engine's class of the
///   device's version, so it scrolls with exactly that scroll view's recognisers (rules §8.1); its
///   rows are SwiftUI's element views, not cells, so UIKit's selection does not run.
/// - Rows: each view the content makes (each element of a `ForEach`) is a row, named `row 0`,
///   `row 1`… in traces: at least 44 pt tall (`defaultMinListRowHeight`), as wide as the list,
///   its content 16 pt in from each side, leading-aligned and centred vertically; rows touch
///   (no spacing). Every list style is laid out so [guess].
/// - Buttons: an automatic-style `Button` in a row makes the whole row its touch target, and a
///   tap anywhere on the row fires every such button of the row, in order (rules P45); `.borderless`,
///   `.plain` or another explicit style keeps a button's press on its own label (SU30).
/// - Deleting: the rows of a `ForEach` with `onDelete` swipe to delete with UIKit's swipe-action
///   rules (`ListSwipeToDelete.swift`; SwiftUIDecisions SU51, SU52).
/// - Size: a list takes the space offered, like a `ScrollView`. A `ForEach` of more than 50,000
///   elements is refused as any screen that large is (SU12): rows are built at once, not lazily.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public var body: Never { fatalError("primitive view") }

    /// A list of the views `content` makes, one row each.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A row per identifiable element of `data`.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// A row per element of `data`, identified by the key path `id`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
          SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per integer of a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// The row insets and minimum height (SU29).
    static var rowInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
    static var minimumRowHeight: CGFloat { 44 }

    func makeNodes(_ context: BuildContext) -> [Node] {
        let contents = context.with({ $0.stackAxis = .vertical; $0.isInListRow = true }) { content.nodes($0) }
        guard context.error == nil else { return [] }
        var rows: [Node] = []
        for (index, rowContent) in contents.enumerated() {
            let frame = context.made(Node(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                         minHeight: Self.minimumRowHeight, idealHeight: nil, maxHeight: nil,
                                                         alignment: .leading), children: [rowContent]))
            let row = context.made(Node(.padding(Self.rowInsets), children: [frame]))
            row.elementName = "row \(index)"
            // A row is its content's: a row inserted above keeps the others' views (SU37).
            row.identity = rowContent.identity
            row.deleteRow = rowContent.deleteRow
            let actions = Self.rowActions(in: rowContent)
            if !actions.isEmpty {
                // The row is the automatic-style buttons' touch target: all of it, insets included.
                row.contentShape = .rectangle
                var recipe = GestureRecipe(.button)
                recipe.onEnded.append { _ in for action in actions { action() } }
                row.gestures.append(GestureAttachment(recipe: recipe, modifier: .gesture, label: "List row"))
            }
            rows.append(row)
        }
        let stack = context.made(Node(.stack(.vertical, spacing: 0, alignment: .leading), children: rows))
        let list = context.made(Node(.scroll(.vertical), children: [stack]))
        list.isList = true
        return [list]
    }

    /// The actions of the automatic-style buttons in a row, in the order they were declared.
    static func rowActions(in node: Node) -> [() -> Void] {
        var actions = node.rowActions
        for child in node.children { actions += rowActions(in: child) }
        return actions
    }
}

/// How a list looks. Every style is laid out as the plain one here (SU29).
public protocol ListStyle {}
/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rows edge to edge.
public struct PlainListStyle: ListStyle { public init() {} }
/// Grouped sections.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Grouped sections, inset.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Rows inset.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar.
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// Whether a list row's separator shows.
public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

extension View {
    /// The style of the lists inside (their look only: every style is laid out as plain; SU29).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    /// Cosmetic: separators are not drawn.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Cosmetic: nothing is drawn.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
}

/// The vertical edges, for `listRowSeparator(_:edges:)`.
public enum VerticalEdge: Int8, Sendable, Hashable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
