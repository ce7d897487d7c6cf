import Foundation
import Touchstone

/// The reference scene of GitHub issue 6: a 390 × 844 window → a root view with a pan → a chain
/// of `depth` full-size containers → an 8 × 8 grid of 40 × 40 cells at a 45 pt pitch from
/// (10, 100), each cell with a tap recogniser. The trace is off unless `traced` (what every CLI
/// run, the explorer and trace-reading tests pay).
///
/// The workload alternates a tap on a cell (down, up) and a pan that starts on a cell (down, ten
/// moves of 8 pt, up); the clock advances 1/120 s between events, as a 120 Hz screen samples.
public final class ReferenceScene {
    public let device: Device
    public let cells: [CountingCell]
    public let pan: UIPanGestureRecognizer
    public private(set) var tapActions = 0
    public private(set) var panActions = 0
    private var sequence = 0
    private let step: TimeInterval = 1.0 / 120

    public static let eventsPerTap = 2
    public static let eventsPerPan = 12

    public init(depth: Int, traced: Bool = false) {
        device = Device(screenSize: CGSize(width: 390, height: 844))
        device.trace.isEnabled = traced
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        pan = UIPanGestureRecognizer()
        root.addGestureRecognizer(pan)
        window.addSubview(root)
        var container = root
        for _ in 0..<depth {
            let next = UIView(frame: container.bounds)
            container.addSubview(next)
            container = next
        }
        var cells: [CountingCell] = []
        for row in 0..<8 {
            for column in 0..<8 {
                let cell = CountingCell(frame: CGRect(x: 10 + 45 * CGFloat(column), y: 100 + 45 * CGFloat(row),
                                                      width: 40, height: 40))
                cell.addGestureRecognizer(UITapGestureRecognizer())
                container.addSubview(cell)
                cells.append(cell)
            }
        }
        self.cells = cells
        device.show(window)
        pan.addTarget(self, action: ReferenceScene.panned)
        for cell in cells { cell.gestureRecognizers?.first?.addTarget(self, action: ReferenceScene.tapped) }
    }

    private func panned() { panActions += 1 }
    private func tapped() { tapActions += 1 }

    private func cellCenter(_ index: Int) -> CGPoint {
        let cell = cells[index % cells.count]
        return cell.center
    }

    /// One tap on the next cell: 2 touch events.
    public func tap() throws {
        let p = cellCenter(sequence)
        sequence += 1
        try device.touchDown(at: p)
        try device.advance(by: step)
        try device.touchUp()
        try device.advance(by: step)
    }

    /// One pan starting on the next cell: down, ten moves of 8 pt, up — 12 touch events.
    public func panAcross() throws {
        var p = cellCenter(sequence)
        sequence += 1
        try device.touchDown(at: p)
        for _ in 0..<10 {
            try device.advance(by: step)
            p.x += 8
            try device.touchMove(to: p)
        }
        try device.advance(by: step)
        try device.touchUp()
        try device.advance(by: step)
    }

    /// `count` sequences alternating tap and pan; returns the number of touch events sent.
    @discardableResult
    public func run(sequences count: Int) throws -> Int {
        var events = 0
        for i in 0..<count {
            if i % 2 == 0 { try tap(); events += Self.eventsPerTap } else { try panAcross(); events += Self.eventsPerPan }
        }
        return events
    }

    /// Touch events in `count` alternating sequences.
    public static func events(inSequences count: Int) -> Int {
        (count + 1) / 2 * eventsPerTap + count / 2 * eventsPerPan
    }
}
