import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// A re-render keeps the element view of every row that keeps its identity, removes the others,
/// and leaves the views in the new order, whether a parent has a few children (searched) or many
/// (indexed) (SwiftUIDecisions SU37, SU59; PerformanceDecisions F41).
@Suite struct RenderOrderTests {
    /// Rows with ids; a button reverses them and drops the first.
    struct Rows: View {
        let count: Int
        @State private var ids: [Int]
        init(count: Int) {
            self.count = count
            _ids = State(initialValue: Array(0..<count))
        }
        var body: some View {
            VStack(spacing: 0) {
                Button("Shuffle") { ids = Array(ids.dropFirst().reversed()) }.accessibilityIdentifier("shuffle")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(ids, id: \.self) { id in
                            Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("row \(id)")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [3, 8, 20])
    func aReRenderKeepsEachRowsViewRemovesTheDroppedOneAndFollowsTheNewOrder(count: Int) throws {
        let (device, host) = show(Rows(count: count))
        let before = (0..<count).map { host.element("row \($0)") }
        #expect(before.allSatisfy { $0 != nil })
        let column = try #require(before[0]?.superview)
        try device.tap(at: host.center(of: "shuffle"))
        try device.settle()
        #expect(host.element("row 0") == nil)
        #expect(before[0]?.superview == nil)
        for id in 1..<count { #expect(host.element("row \(id)") === before[id], "row \(id)") }
        let order = column.subviews.map(\.traceName)
        #expect(order == (1..<count).reversed().map { "row \($0)" })
        // Placed in the new order too: the last id is now the top row.
        #expect(host.frame(of: "row \(count - 1)").minY < host.frame(of: "row 1").minY)
    }
}
