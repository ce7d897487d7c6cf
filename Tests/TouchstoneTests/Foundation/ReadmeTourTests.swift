import Foundation
import Testing
import Touchstone

/// The README's tour, kept honest: the same code must print the lines the README shows.
@Suite("README tour")
struct ReadmeTourTests {
    @Test func tourPrintsTheCellCancelledByTheRootTap() throws {
        let device = Device()
        let screen = UIViewController()
        let cell = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        cell.accessibilityIdentifier = "cell"
        screen.view.addSubview(cell)
        let tap = UITapGestureRecognizer { _ in screen.view.endEditing(true) }
        tap.name = "tapSelfView"
        screen.view.addGestureRecognizer(tap)
        device.show(screen)
        try device.tap(at: CGPoint(x: 195, y: 122))
        let lines = device.trace.text.split(separator: "\n").map(String.init)
        let expected = [
            "     0.0 ms  touches   cell touchesBegan [finger 0]",
            "    80.0 ms  state     tapSelfView possible→recognized [finger 0]  — 1st tap up",
            "    80.0 ms  action    tapSelfView action [finger 0]  — 1st tap up",
            "    80.0 ms  touches   cell touchesCancelled [finger 0]  — tapSelfView recognized; cancelsTouchesInView",
        ]
        for line in expected { #expect(lines.contains(line), "missing: \(line)") }
        let positions = expected.compactMap { lines.firstIndex(of: $0) }
        #expect(positions == positions.sorted())
    }
}
