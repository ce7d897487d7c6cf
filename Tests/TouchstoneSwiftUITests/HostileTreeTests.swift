import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// SwiftUI trees of hostile depth: refused before any recursion can exhaust the stack, with the
/// same clear error whatever kind of view nests (SwiftUIDecisions SU12, SU16).
@Suite struct HostileTreeTests {
    @Test func aTenThousandDeepNestedVStackIsRefusedWithAClearError() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(VStack { view }) }
        let (device, host) = show(view)
        #expect(host.buildError == .tooDeep(limit: 400))
        #expect(host.buildError?.description == "the SwiftUI view tree nests deeper than 400 levels; nothing was shown")
        #expect(host.view.subviews.isEmpty)
        #expect(device.trace.entries.filter { $0.kind == .error }.map(\.message) == ["SwiftUI screen not built"])
        // Measuring the refused tree gives nothing rather than a partial size.
        #expect(host.sizeThatFits(in: CGSize(width: 390, height: 844)) == .zero)
    }

    /// Groups, `AnyView` and `if` branches count as levels too: before SU16 a chain of them
    /// recursed without the guard.
    @Test func aTenThousandDeepChainOfTypeErasedGroupsIsRefused() {
        var view = AnyView(Color.red)
        for i in 0..<10_000 { view = i % 2 == 0 ? AnyView(Group { view }) : AnyView(view) }
        let (_, host) = show(view)
        #expect(host.buildError == .tooDeep(limit: 400))
        #expect(host.view.subviews.isEmpty)
    }

    /// Elements that make no view still count: a huge range of empty views is refused at the
    /// view limit instead of building for ever (SU12).
    @Test func aForEachOverAHugeRangeOfEmptyViewsIsRefusedAtTheViewLimit() {
        let (_, host) = show(VStack { ForEach(0..<10_000_000) { _ in EmptyView() } })
        #expect(host.buildError == .tooManyViews(limit: 50_000))
        #expect(host.view.subviews.isEmpty)
    }

    /// A view moved to an offset no `Int` can hold is described, not trapped on.
    @Test func anInfiniteOffsetIsDescribedWithoutTrapping() {
        let (_, host) = show(Color.red.frame(width: 10, height: 10).offset(x: .infinity))
        // The frame is not a number (UIKit's geometry of an infinite offset); it is printed as such.
        #expect(host.layoutDescription == "frame (-nan, 423.5, nan, 10)\n  Color.red (-nan, 423.5, nan, 10) hit")
    }

    @Test func aTreeJustInsideTheLimitIsShown() throws {
        // Each level is a VStack and the AnyView around it: two levels of the 400.
        var view = AnyView(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("leaf"))
        for _ in 0..<190 { view = AnyView(VStack { view }) }
        let (_, host) = show(view)
        #expect(host.buildError == nil)
        #expect(host.frame(of: "leaf") == CGRect(x: 190, y: 423.5, width: 10, height: 10))
    }
}
