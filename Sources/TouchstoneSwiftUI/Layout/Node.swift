import Foundation

/// One element of a SwiftUI screen as the library lays it out and shows it: a primitive view, a
/// layout modifier (`frame`, `padding`, `background`/`overlay`), with the decorations that change
/// how it is hit-tested and touched (offset, opacity, `allowsHitTesting`, `contentShape`,
/// `disabled`, gestures). Each node becomes one engine view (<doc:LayoutAndHitTesting>), except
/// spacers and empty views, which take space and are never touched.
final class Node {
    /// What the node is.
    enum Kind {
        /// A shape or colour: fills its frame and is hit-tested over its shape.
        case shape(ShapeKind)
        /// A text, sized with the engine's `UILabel` estimate at `pointSize`.
        case text(String, pointSize: CGFloat)
        /// A placeholder image (`Image(systemName:)`) of a fixed size.
        case image(String, size: CGSize)
        /// A stretchable gap along its stack's axis; never hit-tested.
        case spacer(minLength: CGFloat?)
        /// A `VStack` (`.vertical`) or `HStack` (`.horizontal`).
        case stack(Axis, spacing: CGFloat?, alignment: Alignment)
        /// A `ZStack`.
        case zstack(Alignment)
        /// `.frame(width:height:alignment:)`.
        case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`; the
        /// ideal sizes stand for a dimension nothing is proposed in (SU32).
        case flexibleFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
        /// `.padding(_:)`.
        case padding(UIEdgeInsets)
        /// Content (child 0) with a background (child 1, when `hasBackground`) and an overlay
        /// (the last child, when `hasOverlay`), both sized to the content.
        case decorated(hasBackground: Bool, hasOverlay: Bool, alignment: Alignment)
        /// A wrapper that lays its one child out as it is (holds decorations that must sit
        /// outside the child's own, e.g. a `contentShape` added after a gesture).
        case wrapper
        /// A `ScrollView` on the given axes: child 0 is the content.
        case scroll(Axis.Set)
        /// A `UIViewRepresentable`'s UIKit view, named after the representable's type, with its
        /// coordinator (kept alive by the element view, as the UIKit view's targets hold it weakly; SU15).
        case uiView(UIView, name: String, coordinator: Any)
        /// A view controller's view filling the node, the controller a child of the hosting
        /// controller: a `NavigationStack`'s `UINavigationController` (SU39).
        case controller(UIViewController, name: String)
        /// A `TabView` with `.tabViewStyle(.page)`: its pages side by side, each the size of the
        /// view, in a horizontal paging scroll view (SU40).
        case pages
        /// A node laid out by a rule of its own: `fixedSize`, `GeometryReader` (SU46, SU47).
        case custom(any NodeLayout)
    }

    var kind: Kind
    var children: [Node] { didSet { for child in children { child.parent = self } } }
    /// The node this one is a child of: a `GeometryReader` and `ignoresSafeArea` find where a
    /// node is on the screen through it while the pass places the tree (SU47, SU49).
    weak var parent: Node?
    /// `layoutPriority`, a lazy stack's cross axis, `ignoresSafeArea`, `lineLimit`, a named
    /// coordinate space (SU45–SU50).
    var traits = LayoutTraits()

    // Decorations (applied by modifiers to the node they wrap).
    /// `.accessibilityIdentifier`: names the view, and its gestures, in traces.
    var identifier: String?
    /// `.offset`: moves the view after layout.
    var offset: CGSize = .zero
    /// `.opacity`: a product; below 0.01 the view and its content take no touches, as in SwiftUI.
    var opacity: Double = 1
    /// `.allowsHitTesting(false)` anywhere on the way makes the view and its content transparent.
    var allowsHitTesting = true
    /// `.contentShape`: the view is hit over this shape of its frame, content or not.
    var contentShape: ShapeKind?
    /// Gestures attached by modifiers, innermost (first declared) first.
    var gestures: [GestureAttachment] = []
    /// `.tag(_:)`: the value a `TabView(selection:)` sets when this page is shown (SU40).
    var tag: AnyHashable?
    /// `.tabItem { … }`: the tab's title in a tab-bar `TabView` (SU56).
    var tabItemTitle: String?
    /// A page-style `TabView`'s binding (SU40).
    var pageSelection: PageSelection?
    /// A spacer's: the axis of the stack it is laid out in, through any modifiers (it stretches
    /// along it; SU32).
    var stackAxis: Axis?
    /// What the element is called in traces when it has no identifier, instead of what its kind
    /// says (`row 2` for a `List` row; SU29).
    var elementName: String?
    /// A `List` draws this scroll view: backed by `UICollectionView` from iOS 16, `UITableView`
    /// before (SU29).
    var isList = false
    /// An automatic-style `Button` in a `List` row: its action, fired by a tap anywhere on the
    /// row (SU30).
    var rowActions: [() -> Void] = []
    /// A `List` row (or its content) made by a `ForEach` with `onDelete`: swiped to delete (SU51).
    var deleteRow: ListRowDelete?
    /// `UIGestureRecognizerRepresentable`s attached with `gesture(_:)`, installed on the
    /// element's view when shown (SU31).
    var representedGestures: [any RepresentedGesture] = []
    /// The structural identity of the view that made the node (its path through the tree, as
    /// the build computes it): a re-render reuses the element view of the same identity (SU37).
    var identity: String?

    // Layout results.
    /// The node's frame in its parent node's coordinates (before `offset`).
    var frame: CGRect = .zero
    /// The sizes the node answered, per proposal, in the pass `answersPass` (``LayoutPass``;
    /// PerformanceDecisions F40).
    var answers: [(proposal: ProposedSize, size: CGSize)] = []
    var answersPass: PassIdentity?
    /// A text node's measure, taken the first time it is sized (F40).
    lazy var textMetrics: TextMetrics = {
        guard case let .text(text, pointSize) = kind else { return TextMetrics("", pointSize: 17) }
        return TextMetrics(text, pointSize: pointSize)
    }()

    init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
        for child in children { child.parent = self }
    }

    /// Whether this node is hit-tested over its own shape (shapes other than clear, text, images).
    var isHitShape: ShapeKind? {
        switch kind {
        case let .shape(shape): shape.isClear ? nil : shape
        case .text, .image: .rectangle
        default: nil
        }
    }

    /// A short name for traces: the identifier, else what the node is (`Text "Hi"`, `VStack`).
    var displayName: String {
        if let identifier { return identifier }
        if let elementName { return elementName }
        switch kind {
        case let .shape(shape): return shape.displayName
        case let .text(text, _): return "Text \"\(text.count > 24 ? String(text.prefix(23)) + "…" : text)\""
        case let .image(name, _): return "Image \"\(name)\""
        case .spacer: return "Spacer"
        case let .stack(axis, _, _): return axis == .vertical ? "VStack" : "HStack"
        case .zstack: return "ZStack"
        case .fixedFrame, .flexibleFrame: return "frame"
        case .padding: return "padding"
        case .decorated: return "background"
        case .wrapper: return "contentShape"
        case .scroll: return isList ? "List" : "ScrollView"
        case let .uiView(_, name, _): return name
        case let .controller(_, name): return name
        case .pages: return "TabView"
        case let .custom(layout): return layout.name
        }
    }
}

/// The shapes SwiftUI hit-tests by their outline.
enum ShapeKind: Equatable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case capsule
    case circle
    case ellipse
    /// A colour fills its frame; `Color.clear` is not hit-tested (SwiftUI's rule, SU8).
    case color(name: String, isClear: Bool)

    var isClear: Bool { if case let .color(_, clear) = self { clear } else { false } }

    var displayName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case let .color(name, _): "Color.\(name)"
        }
    }

    /// Whether `point` (in the view's own coordinates) is inside this shape drawn in `bounds`.
    /// A circle is the largest centred circle, as SwiftUI draws it; an ellipse fills the bounds.
    func contains(_ point: CGPoint, in bounds: CGRect) -> Bool {
        guard bounds.contains(point) else { return false }
        switch self {
        case .rectangle, .color: return true
        case let .roundedRectangle(r): return Self.roundedContains(point, bounds, radius: min(r, bounds.width / 2, bounds.height / 2))
        case .capsule: return Self.roundedContains(point, bounds, radius: min(bounds.width, bounds.height) / 2)
        case .circle:
            let d = min(bounds.width, bounds.height)
            let c = CGPoint(x: bounds.midX, y: bounds.midY)
            return hypot(point.x - c.x, point.y - c.y) <= d / 2
        case .ellipse:
            guard bounds.width > 0, bounds.height > 0 else { return false }
            let nx = (point.x - bounds.midX) / (bounds.width / 2), ny = (point.y - bounds.midY) / (bounds.height / 2)
            return nx * nx + ny * ny <= 1
        }
    }

    private static func roundedContains(_ p: CGPoint, _ b: CGRect, radius r: CGFloat) -> Bool {
        guard r > 0 else { return true }
        let cx = min(max(p.x, b.minX + r), b.maxX - r), cy = min(max(p.y, b.minY + r), b.maxY - r)
        return hypot(p.x - cx, p.y - cy) <= r
    }
}
