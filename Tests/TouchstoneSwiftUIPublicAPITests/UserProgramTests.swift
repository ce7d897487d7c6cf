import Testing
import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// A SwiftUI screen as an app writes it, hosted on a simulated device through the public API alone
/// (no `@testable`; DocumentationDecisions E13): a declaration it uses that stops being public fails
/// this build.
@Suite("A SwiftUI view through TouchstoneSwiftUI's public API")
struct SwiftUIUserProgramTests {
    struct Counter: View {
        let log: CallLog
        @State private var count = 0
        var body: some View {
            VStack(spacing: 20) {
                Button("Add") { count += 1; log("count \(count)") }
                    .accessibilityIdentifier("add")
                Color.blue.frame(width: 200, height: 200)
                    .accessibilityIdentifier("pad")
                    .gesture(DragGesture(minimumDistance: 10).onEnded { value in
                        log("dragged \(Int(value.translation.width))")
                    })
            }
        }
    }

    @Test func aButtonTapAndADragOnAHostedView() throws {
        let log = CallLog()
        let device = Device(profile: .iOS18)
        let host = UIHostingController(rootView: Counter(log: log))
        device.show(host)

        try device.tap(at: host.center(of: "add"))
        try device.tap(at: host.center(of: "add"))
        let pad = host.center(of: "pad")
        try device.drag(from: pad, to: CGPoint(x: pad.x + 60, y: pad.y), duration: 0.3)
        try device.settle()

        #expect(log.calls == ["count 1", "count 2", "dragged 60"])
    }
}
