import Foundation

/// What flows down the view tree while a screen is built: SwiftUI's environment values this
/// library reads (the font, `disabled`, the gesture mask of an outer modifier) and the depth guard.
final class BuildContext {
    /// The deepest `body` nesting a screen may have (SU12): deeper trees are refused with
    /// ``SwiftUIBuildError/tooDeep(limit:)`` instead of exhausting the stack.
    static let maxDepth = 400
    /// The most nodes a screen may have (SU12).
    static let maxNodes = 50_000

    var font: Font = .body
    /// `.disabled(true)` above: gestures and buttons below do nothing (SwiftUI's rule, SU9).
    var isDisabled = false
    /// An outer gesture modifier's mask without `.subviews`: gestures below are not attached.
    var subviewGesturesEnabled = true
    /// The axis of the stack the views being built are laid out in, if any: a `Spacer` takes it
    /// even when wrapped in modifiers (`Spacer().frame(height: 50)`), and stretches on both axes
    /// outside a stack (Apple, `Spacer`; SwiftUIDecisions SU32).
    var stackAxis: Axis?
    /// The `buttonStyle` above (SwiftUIDecisions SU30).
    var buttonStyle: ButtonStyleKind = .automatic
    /// Inside a `List` row: an automatic-style button makes its row the touch target (SU30).
    var isInListRow = false
    /// `tabViewStyle(.page)` above: a `TabView` below pages (SU40).
    var pagesTabs = false
    /// `lineLimit` above: the lines a `Text` below may take (SU50).
    var lineLimit: LineLimit?
    /// The navigation stack the screen is in, for `NavigationLink` and `navigationDestination` (SU39).
    weak var navigation: NavigationModel?
    /// The navigation stacks built, to follow their paths once the screen is shown (SU42).
    var stacks: [NavigationModel] = []
    /// Preferences the screen's views set for their hosting controller's navigation item (SU39).
    var hidesBackButton: Bool?
    var navigationTitle: String?
    /// Where state is kept across re-renders (SU37); `nil` keeps nothing.
    var store: StateStore?
    /// Whether views with a body stand for an empty node instead of being built: a tab read for
    /// the `tabItem` and `tag` written on it (SwiftUIDecisions SU56).
    var probesShallowly = false
    /// The objects `.environmentObject(_:)` put in the environment, by type (SU53).
    var environmentObjects: [ObjectIdentifier: AnyObject] = [:]
    /// The structural identity of the view being built: its path through the tree (SU37), its
    /// components joined with "/" as they are added, so a node reads it without joining them
    /// (PerformanceDecisions F41). Internal, not private: a `GeometryReader`'s content resumes
    /// the build here (SU47).
    var identity = ""
    /// The number of components in `identity`.
    var identityDepth = 0
    private var typeNames: [ObjectIdentifier: String] = [:]
    var depth = 0
    private(set) var nodeCount = 0
    /// `ForEach` elements built so far: an element that makes no node (an `EmptyView`, a false
    /// `if`) still costs a call, so elements have a limit of their own (SU12).
    private(set) var elementCount = 0
    private(set) var error: SwiftUIBuildError?

    /// Runs `body` one level deeper; past ``maxDepth`` records the error and gives no nodes.
    func descend(_ body: (BuildContext) -> [Node]) -> [Node] {
        guard error == nil else { return [] }
        guard depth < Self.maxDepth else { error = .tooDeep(limit: Self.maxDepth); return [] }
        depth += 1
        defer { depth -= 1 }
        return body(self)
    }

    /// Runs `body` with environment values changed by `change`, restored afterwards.
    func with(_ change: (BuildContext) -> Void, _ body: (BuildContext) -> [Node]) -> [Node] {
        let saved = (font, isDisabled, subviewGesturesEnabled, stackAxis, buttonStyle, isInListRow, pagesTabs, lineLimit)
        change(self)
        defer { (font, isDisabled, subviewGesturesEnabled, stackAxis, buttonStyle, isInListRow, pagesTabs, lineLimit) = saved }
        return descend(body)
    }

    /// Runs `body` with `component` added to the structural identity (a position in a block, a
    /// branch, a `ForEach` id, a view type).
    func identified<T>(_ component: String, _ body: () -> T) -> T {
        let outer = identity
        identity = identityDepth == 0 ? component : outer + "/" + component
        identityDepth += 1
        defer { identity = outer; identityDepth -= 1 }
        return body()
    }

    /// The identity of the view being built, as a key.
    var identityKey: String { identity }

    /// A view type's name, once per build.
    func typeName(_ type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// Links the `@State` and `@GestureState` properties of `view` to the storage kept for its
    /// identity, so its body reads the values it had before the re-render (SU37).
    func keepState(of view: Any, typeName: String) {
        let key = identityKey
        for child in Mirror(reflecting: view).children {
            let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "state"
            if let store, let property = child.value as? StateProperty {
                store.link(property.stateBox, key: key + "." + name, label: typeName + "." + name)
            }
            // An observable object's changes re-render the screen (SU53); a missing environment
            // object stops the build with its error (SU54).
            if let observing = child.value as? ObservingProperty {
                observingView = Self.shortName(typeName)
                guard let publisher = observing.publisher(in: self) else { return }
                store?.observe(publisher, key: key + "." + name, label: typeName + "." + name)
            }
        }
    }

    /// The view whose observed objects are being found, for the error of a missing one (SU54).
    private(set) var observingView = ""

    /// What the build found wrong without stopping (a `TabView` selection no tab has), for the
    /// hosting controller to put on the trace (SU57).
    private(set) var warnings: [(message: String, cause: String)] = []

    func warn(_ message: String, cause: String) { warnings.append((message, cause)) }

    /// Records `error` unless one is recorded: the build stops and nothing is shown.
    func fail(_ error: SwiftUIBuildError) {
        if self.error == nil { self.error = error }
    }

    /// A view type's name without its generic arguments.
    static func shortName(_ typeName: String) -> String { String(typeName.prefix { $0 != "<" }) }

    /// Counts one `ForEach` element; past ``maxNodes`` records the error, so a huge range of
    /// empty views is refused instead of building for ever.
    func visitedElement() {
        elementCount += 1
        if elementCount > Self.maxNodes, error == nil { error = .tooManyViews(limit: Self.maxNodes) }
    }

    /// Counts a new node, giving it the identity of the view being built; past ``maxNodes``
    /// records the error.
    func made(_ node: Node) -> Node {
        if node.identity == nil { node.identity = identityKey }
        nodeCount += 1
        if nodeCount > Self.maxNodes, error == nil { error = .tooManyViews(limit: Self.maxNodes) }
        return node
    }
}

/// Why a SwiftUI screen could not be built: its tree is hostile in depth or size (SU12).
public enum SwiftUIBuildError: Error, Equatable, CustomStringConvertible {
    /// The views nest deeper than `limit` levels.
    case tooDeep(limit: Int)
    /// The screen has more than `limit` views.
    case tooManyViews(limit: Int)
    /// A tab-bar `TabView` has `count` tabs, more than `limit` (SU57).
    case tooManyTabs(count: Int, limit: Int)
    /// A view reads an `@EnvironmentObject` of `type` that no ancestor provides (SU54).
    case missingEnvironmentObject(type: String, view: String)

    public var description: String {
        switch self {
        case let .tooDeep(limit): "the SwiftUI view tree nests deeper than \(limit) levels; nothing was shown"
        case let .tooManyViews(limit): "the SwiftUI screen has more than \(limit) views; nothing was shown"
        case let .tooManyTabs(count, limit):
            "the SwiftUI TabView has \(count) tabs, more than \(limit); nothing was shown"
        case let .missingEnvironmentObject(type, view):
            "No ObservableObject of type \(type) found: a View.environmentObject(_:) for \(type) is missing as an ancestor of \(view); nothing was shown"
        }
    }
}
