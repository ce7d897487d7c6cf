import Foundation

/// Equal-width segments (minimal, spec §7.6/§7.7): lifting the finger inside a segment other than
/// the selected one selects it and sends `.valueChanged`. Blocks an ancestor's single tap (A9).
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    private var titles: [String] = []
    /// Setting it does not send `.valueChanged`.
    public var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    /// Momentary controls do not keep a selection.
    public var isMomentary = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
    }

    public var numberOfSegments: Int { titles.count }

    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    }

    public func removeAllSegments() { titles.removeAll(); selectedSegmentIndex = Self.noSegment }

    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// The segment under `point` (control coordinates), or `noSegment`.
    public func segmentIndex(at point: CGPoint) -> Int {
        guard numberOfSegments > 0, bounds.width > 0, bounds.hitContains(point) else { return Self.noSegment }
        return min(numberOfSegments - 1, Int((point.x - bounds.minX) / (bounds.width / CGFloat(numberOfSegments))))
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let index = segmentIndex(at: touch.location(in: self))
        guard index != Self.noSegment, index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = isMomentary ? Self.noSegment : index
        sendControlEvents(.valueChanged, with: event, cause: "segment \(index) tapped")
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
