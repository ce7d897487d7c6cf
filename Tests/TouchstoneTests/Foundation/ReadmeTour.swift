// The README's tour, line for line between the markers (`ReadmeTourTests` compares them with the
// README). This file imports Touchstone alone, as the README does: it compiles only while
// `import Touchstone` brings everything the tour uses.
import Touchstone

/// Runs the README's tour and returns its device.
func readmeTour() throws -> Device {
    // README tour begins
    let device = Device()                                   // 390 × 844 pt, virtual clock at 0
    let screen = UIViewController()
    let cell = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
    cell.accessibilityIdentifier = "cell"                  // names the view in the trace
    screen.view.addSubview(cell)
    let tap = UITapGestureRecognizer { _ in screen.view.endEditing(true) }
    tap.name = "tapSelfView"
    screen.view.addGestureRecognizer(tap)
    device.show(screen)

    try device.tap(at: CGPoint(x: 195, y: 122))            // down, 80 ms, up
    print(device.trace.text)
    // README tour ends
    return device
}
