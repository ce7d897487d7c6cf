import Foundation

/// A point of a build to come back to: a `GeometryReader`'s content is a function of the
/// reader's size, known only when the pass places it, so it is built then, with the environment,
/// structural identity, environment objects and depth the reader had (SwiftUIDecisions SU47). The depth carries on
/// from the reader's, so readers nested in readers count towards the 400-level limit (SU12,
/// RobustnessDecisions R32).
struct BuildResumption {
    private let context: BuildContext
    private let identity: String
    private let identityDepth: Int
    private let depth: Int
    private let environmentObjects: [ObjectIdentifier: AnyObject]
    private let environment: (Font, Bool, Bool, ButtonStyleKind, Bool, Bool, LineLimit?)

    init(_ context: BuildContext) {
        self.context = context
        identity = context.identity
        identityDepth = context.identityDepth
        depth = context.depth
        environmentObjects = context.environmentObjects
        environment = (context.font, context.isDisabled, context.subviewGesturesEnabled, context.buttonStyle,
                       context.isInListRow, context.pagesTabs, context.lineLimit)
        context.store?.keepPending(prefix: context.identityKey)
    }

    /// The nodes `body` builds at the resumed point, counted towards the screen's limits; none
    /// once a limit was passed (the error is the context's, reported by the hosting controller).
    func build(_ body: (BuildContext) -> [Node]) -> [Node] {
        let c = context
        let saved = (c.identity, c.identityDepth, c.depth, c.environmentObjects)
        c.identity = identity
        c.identityDepth = identityDepth
        c.depth = depth
        c.environmentObjects = environmentObjects
        defer { (c.identity, c.identityDepth, c.depth, c.environmentObjects) = saved }
        let e = environment
        // The content is not in a stack: it is laid out as a ZStack's (SU47).
        return c.with({ ($0.font, $0.isDisabled, $0.subviewGesturesEnabled, $0.buttonStyle, $0.isInListRow, $0.pagesTabs, $0.lineLimit) = e
                        $0.stackAxis = nil }, body)
    }

    /// The build's error, if a limit was passed (also by content built at layout).
    var error: SwiftUIBuildError? { context.error }
}
