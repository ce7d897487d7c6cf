import Foundation

/// Where a touch that the system gate takes began: the bottom or top edge, or one of their
/// corners, with the screen edges an app must defer to keep the system from holding it
/// (rules §10.1, §10.3; ProfileDecisions V12).
///
/// - Bottom edge: the home gesture (Control Center on home-button iPhones); swipe up.
/// - Top edge: Notification Center; on home-indicator iPhones its right corner (the status bar's
///   right "ear") is Control Center; swipe down.
/// - A touch within `SystemGestureSettings.cornerWidth` of the left or right edge is in a corner,
///   and the zone is deferred only when both edges are: a bottom-right button needed
///   `[.bottom, .right]`, `.bottom` alone left its delay (P23, kulman.sk, iOS 12).
///   `.all` defers every zone.
struct SystemEdgeZone {
    /// The edges that must all be in `preferredScreenEdgesDeferringSystemGestures`.
    let edges: UIRectEdge
    /// The system gesture it stands for, as traces name it.
    let gestureName: String

    init(edges: UIRectEdge, gestureName: String) {
        self.edges = edges
        self.gestureName = gestureName
    }

    /// Whether a touch at height `y` in a window `height` tall starts in a zone: the bottom
    /// one, or the top one.
    static func contains(y: CGFloat, height: CGFloat, settings: SystemGestureSettings) -> Bool {
        isInBottomZone(y: y, height: height, settings: settings) || y <= settings.topZoneHeight
    }

    private static func isInBottomZone(y: CGFloat, height: CGFloat, settings: SystemGestureSettings) -> Bool {
        y >= height - settings.bottomZoneHeight
    }

    /// The zone of a touch at `p` (window space) in a window of `size`; the bottom zone wins
    /// where the two overlap (a very short window).
    init(at p: CGPoint, in size: CGSize, settings: SystemGestureSettings) {
        let top = !Self.isInBottomZone(y: p.y, height: size.height, settings: settings) && p.y <= settings.topZoneHeight
        var edges: UIRectEdge = top ? .top : .bottom
        if p.x <= settings.cornerWidth { edges.insert(.left) }
        if p.x >= size.width - settings.cornerWidth { edges.insert(.right) }
        let name: String
        if !top {
            name = settings.bottomGestureName
        } else if settings.model == .homeIndicator && edges.contains(.right) {
            name = "Control Center"
        } else {
            name = "Notification Center"
        }
        self.init(edges: edges, gestureName: name)
    }

    /// The top or bottom edge.
    var edge: UIRectEdge { edges.contains(.top) ? .top : .bottom }

    /// Whether `deferred` holds every edge of the zone.
    func isDeferred(by deferred: UIRectEdge) -> Bool { deferred.contains(edges) }

    /// "bottom edge", "top-right corner"…
    var name: String {
        let vertical = edge == .top ? "top" : "bottom"
        if edges.contains(.left) { return "\(vertical)-left corner" }
        if edges.contains(.right) { return "\(vertical)-right corner" }
        return "\(vertical) edge"
    }

    /// Why a touch in the zone is held: where it began and, when some of its edges are deferred
    /// but not all, which are missing.
    func holdCause(deferred: UIRectEdge, settings: SystemGestureSettings) -> String {
        let height = edge == .top ? settings.topZoneHeight : settings.bottomZoneHeight
        let place = edges == edge ? "touch began in the \(edge == .top ? "top" : "bottom") \(fmt(height)) pt"
                                  : "touch began in the \(name)"
        let missing = edges.subtracting(deferred)
        guard !deferred.intersection(edges).isEmpty, !missing.isEmpty else { return place }
        return "\(place); deferring it needs \(edges), the deferred edges \(deferred) lack \(missing)"
    }
}
