import Foundation

/// The kinds of safe area a view can extend into (`ignoresSafeArea(_:edges:)`).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The safe area of the device and its containers: status bar, home indicator, bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's area (no keyboard is shown on the simulated device).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// The view reaches the screen's edge across each of `edges` where it touches the safe area's
    /// edge, drawn and touched there; its parent's layout is unchanged (SwiftUIDecisions SU49).
    /// Only `.container` has an effect: no keyboard is shown, so `.keyboard` alone changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        decorated { node in
            if regions.contains(.container) { node.traits.ignoredSafeAreaEdges.formUnion(edges) }
        }
    }

    /// The older spelling of `ignoresSafeArea(.container, edges:)` (SU49).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }
}
