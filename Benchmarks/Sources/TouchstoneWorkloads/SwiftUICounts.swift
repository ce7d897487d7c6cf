import Foundation
import Touchstone
import TouchstoneSwiftUI

/// The SwiftUI screen's work in units callgrind can count exactly (issue 36 "Speed", issue 37's
/// ratchet): each runs `units` of one kind of work and times nothing, so the difference between
/// two runs of `units` and `2 × units` is the exact instruction count of one unit
/// (Sources/Touchstone/Touchstone.docc/Performance.md, "SwiftUI screens"; `Benchmarks/ratchet.sh`).
@MainActor public enum SwiftUICounts {
    /// `units` first builds of ``SwiftUIListScreen``: a new hosting controller's view added to a
    /// shown screen and laid out (the view values turned into nodes, the layout, the element views
    /// and recognisers made), then taken off the screen again.
    public static func firstBuilds(_ units: Int, rows: Int, profile: DeviceProfile = .iOS18) -> Int {
        let device = Device(profile: profile)
        device.trace.isEnabled = false
        let screen = UIViewController()
        device.show(screen)
        var views = 0
        for _ in 0..<units {
            let host = UIHostingController(rootView: SwiftUIListScreen(rows: rows))
            let hosting = host.view!
            hosting.frame = screen.view.bounds
            screen.view.addSubview(hosting)
            hosting.layoutIfNeeded()
            views = SwiftUIBenchmarkScreen.count(hosting) - 1
            hosting.removeFromSuperview()
        }
        return views
    }

    /// `units` re-renders of the screen shown: `rootView` set anew (what a state change does) and
    /// the hosting view laid out, every element view and recogniser kept by identity (SU37).
    public static func rerenders(_ units: Int, rows: Int, profile: DeviceProfile = .iOS18) -> Int {
        let screen = SwiftUIBenchmarkScreen(swiftUI: true, profile: profile, rows: rows)
        screen.relayout()
        for _ in 0..<units { screen.relayout() }
        return screen.viewCount
    }

    /// `units` frames of a running drag on the list (SwiftUI, or the same list in UIKit): the
    /// drag begins on a tile and goes 40 pt up (the tile's tap fails, the scroll view pans), then
    /// each frame moves 2 pt down or up in turn, the clock a frame (1/60 s) on: the steady cost
    /// of a frame of a pan that is running.
    public static func dragFrames(_ units: Int, swiftUI: Bool, rows: Int = 50, profile: DeviceProfile = .iOS18) throws -> Int {
        let screen = SwiftUIBenchmarkScreen(swiftUI: swiftUI, profile: profile, rows: rows)
        let device = screen.device
        var y: CGFloat = 600
        try device.touchDown(at: CGPoint(x: 360, y: y))
        for _ in 0..<20 {
            try device.advance(by: 1.0 / 60)
            y -= 2
            try device.touchMove(to: CGPoint(x: 360, y: y))
        }
        for i in 0..<units {
            try device.advance(by: 1.0 / 60)
            y += i % 2 == 0 ? 2 : -2
            try device.touchMove(to: CGPoint(x: 360, y: y))
        }
        try device.touchUp()
        return screen.viewCount
    }
}
