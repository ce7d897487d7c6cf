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
    private(set) var depth = 0
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
        let saved = (font, isDisabled, subviewGesturesEnabled, stackAxis, buttonStyle, isInListRow)
        change(self)
        defer { (font, isDisabled, subviewGesturesEnabled, stackAxis, buttonStyle, isInListRow) = saved }
        return descend(body)
    }

    /// Counts one `ForEach` element; past ``maxNodes`` records the error, so a huge range of
    /// empty views is refused instead of building for ever.
    func visitedElement() {
        elementCount += 1
        if elementCount > Self.maxNodes, error == nil { error = .tooManyViews(limit: Self.maxNodes) }
    }

    /// Counts a new node; past ``maxNodes`` records the error.
    func made(_ node: Node) -> Node {
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

    public var description: String {
        switch self {
        case let .tooDeep(limit): "the SwiftUI view tree nests deeper than \(limit) levels; nothing was shown"
        case let .tooManyViews(limit): "the SwiftUI screen has more than \(limit) views; nothing was shown"
        }
    }
}
