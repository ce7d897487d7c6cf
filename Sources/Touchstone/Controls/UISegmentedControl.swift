import Foundation

/// Equal-width segments (minimal, rules §7.6/§7.7): lifting the finger inside a segment other than
/// the selected one selects it and sends `.valueChanged`. Blocks an ancestor's single tap (A9).
open class UISegmentedControl: UIControl {
    // MARK: Looks (issue 20, PortingDecisions U4): stored, not drawn.

    /// The selected segment's colour (`nil`: the system's).
    public var selectedSegmentTintColor: UIColor?

    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private var titles: [String] = []
    /// Setting it does not send `.valueChanged`.
    public var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    /// Momentary controls do not keep a selection.
    public var isMomentary = false

    /// A segmented control without segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A segmented control with one segment per title, none selected.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `segment` (clamped to the valid range).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    }

    /// Removes every segment and clears the selection.
    public func removeAllSegments() { titles.removeAll(); selectedSegmentIndex = Self.noSegment }

    /// The title of the segment at `segment`, if there is one.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// The segment under `point` (control coordinates), or `noSegment`.
    public func segmentIndex(at point: CGPoint) -> Int {
        guard numberOfSegments > 0, bounds.width > 0, bounds.hitContains(point) else { return Self.noSegment }
        return min(numberOfSegments - 1, Int((point.x - bounds.minX) / (bounds.width / CGFloat(numberOfSegments))))
    }

    /// A lift inside another segment selects it and sends `valueChanged`, before `touchUpInside`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let index = segmentIndex(at: touch.location(in: self))
        guard index != Self.noSegment, index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = isMomentary ? Self.noSegment : index
        sendControlEvents(.valueChanged, with: event, cause: "segment \(index) tapped")
    }

    /// Refuses single-finger single taps of recognisers attached outside the control, as a button does.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
