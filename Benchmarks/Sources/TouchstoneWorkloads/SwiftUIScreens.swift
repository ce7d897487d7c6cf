import Foundation
import Touchstone
import TouchstoneSwiftUI

/// The SwiftUI benchmark screen of issue 36 ("Speed"): a scrolling list of 50 rows, each a
/// label, a spacer and a 44 pt tappable tile in a row — 202 engine views (the spacers take none)
/// — and the same screen built with UIKit views, to compare a drag frame on each.
public struct SwiftUIListScreen: View {
    public let rows: Int
    public init(rows: Int = 50) { self.rows = rows }
    public var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { row in
                    HStack {
                        Text("Row \(row)")
                        Spacer()
                        Color.blue.frame(width: 44, height: 44).onTapGesture {}
                    }
                }
            }
        }
    }
}

/// One device showing the list, in SwiftUI (`swiftUI: true`) or UIKit, with a drag to time.
@MainActor public final class SwiftUIBenchmarkScreen {
    public let device: Device
    let scroll: () -> UIScrollView?
    let relayoutBody: () -> Void
    /// The number of elements (SwiftUI) or views (UIKit) on the screen.
    public let viewCount: Int

    public init(swiftUI: Bool, profile: DeviceProfile = .iOS18, rows: Int = 50) {
        device = Device(profile: profile)
        device.trace.isEnabled = false
        if swiftUI {
            let host = UIHostingController(rootView: SwiftUIListScreen(rows: rows))
            device.show(host)
            let hosting = host.view!
            scroll = { hosting.subviews.first as? UIScrollView }
            relayoutBody = {
                host.rootView = SwiftUIListScreen(rows: rows)
                hosting.layoutIfNeeded()
            }
            viewCount = Self.count(hosting) - 1
        } else {
            let screen = UIViewController()
            let list = UIScrollView(frame: CGRect(x: 0, y: 47, width: 390, height: 763))
            for row in 0..<rows {
                let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44))
                let label = UILabel(frame: CGRect(x: 16, y: 12, width: 100, height: 20))
                label.text = "Row \(row)"
                let tile = UIView(frame: CGRect(x: 330, y: 0, width: 44, height: 44))
                tile.addGestureRecognizer(UITapGestureRecognizer { _ in })
                cell.addSubview(label)
                cell.addSubview(tile)
                list.addSubview(cell)
            }
            list.contentSize = CGSize(width: 390, height: CGFloat(rows) * 44)
            screen.view.addSubview(list)
            device.show(screen)
            scroll = { list }
            relayoutBody = {}
            viewCount = Self.count(list)
        }
    }

    static func count(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }

    /// Builds and lays the SwiftUI screen out again (its `rootView` set anew).
    public func relayout() { relayoutBody() }

    /// A drag of `frames` moves of 2 pt up from the middle of the list, the clock advancing a
    /// frame (1/60 s) each; returns the seconds spent in the moves alone. The list is put back
    /// at the top afterwards.
    public func drag(frames: Int) throws -> Double {
        var x: CGFloat = 360, y: CGFloat = 600
        try device.touchDown(at: CGPoint(x: x, y: y))
        var spent: Double = 0
        for _ in 0..<frames {
            try device.advance(by: 1.0 / 60)
            y -= 2
            x = 360
            let point = CGPoint(x: x, y: y)
            let start = DispatchTime.now().uptimeNanoseconds
            try device.touchMove(to: point)
            spent += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        try device.touchUp()
        try device.advance(by: 5)
        scroll()?.contentOffset = .zero
        return spent
    }
}
