import Foundation
import Testing
@testable import Touchstone

/// Buttons sized by their titles and labels re-sized when their text changes, under Auto Layout
/// (PortingDecisions U12). The default device: 390 × 844, safe area 47…810.
@Suite("Intrinsic sizes of buttons and labels")
struct IntrinsicSizeTests {
    /// The label estimate of a line at `points` (AL10): 1.193 × the size, up to a third of a point.
    private func line(_ points: CGFloat) -> CGFloat { (points * 1.193 * 3).rounded(.up) / 3 }
    /// `count` characters at `points`: half the size each, up to a third of a point (AL10).
    private func width(_ count: Int, _ points: CGFloat) -> CGFloat { (CGFloat(count) * points / 2 * 3).rounded(.up) / 3 }

    private func centred(_ view: UIView, in root: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        view.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor).isActive = true
    }

    /// A button placed only by its centre takes its title's size plus 6 pt above and below, so a
    /// tap on it fires — before, it was 0 × 0 and the tap went to the screen behind it.
    @Test func aButtonPlacedOnlyByItsCentreIsSizedToItsTitleAndATapOnItFires() throws {
        let buy = UIButton(type: .system)
        buy.setTitle("Buy", for: .normal)
        var fired: [String] = []
        buy.addAction(UIAction { _ in fired.append("buy") }, for: .touchUpInside)
        let (device, root) = makeScene { centred(buy, in: $0) }
        _ = root
        let height = line(UIFont.buttonFontSize) + 12
        #expect(buy.intrinsicContentSize == CGSize(width: 30, height: height))
        #expect(abs(buy.frame.width - 30) < 0.001 && abs(buy.frame.height - height) < 0.001)
        #expect(abs(buy.frame.midX - 195) < 0.001 && abs(buy.frame.midY - 428.5) < 0.001)
        try device.tap(at: CGPoint(x: 195, y: 428.5))
        #expect(fired == ["buy"])
    }

    @Test func aLongerTitleIsWiderAndAButtonWithNothingIs30By30() {
        let button = UIButton(type: .system)
        button.setTitle("Hello World", for: .normal)
        #expect(button.intrinsicContentSize.width == width(11, UIFont.buttonFontSize))
        button.titleLabel?.font = .systemFont(ofSize: 15)
        #expect(button.intrinsicContentSize == CGSize(width: width(11, 15), height: line(15) + 12))
        #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    /// A label under constraints takes its new text's size at the next layout pass; a label placed
    /// by its frame keeps its frame and marks no layout.
    @Test func aConstrainedLabelIsResizedWhenItsTextChangesAndAFramedOneIsNot() throws {
        let status = UILabel()
        status.text = "Saved"
        let framed = UILabel(frame: CGRect(x: 0, y: 700, width: 100, height: 20))
        let (device, root) = makeScene { root in
            centred(status, in: root)
            root.addSubview(framed)
        }
        #expect(abs(status.frame.width - width(5, 17)) < 0.001)
        status.text = "Saved to iCloud"
        #expect(root.needsLayoutFlag)
        try device.advance(by: 0.001)
        #expect(abs(status.frame.width - width(15, 17)) < 0.001)
        #expect(!root.needsLayoutFlag)
        framed.text = "A much longer text than fits"
        #expect(!root.needsLayoutFlag)
        #expect(framed.frame == CGRect(x: 0, y: 700, width: 100, height: 20))
    }

    /// A button under constraints follows its title and its title label's font; setting a value
    /// it already has marks nothing, so a `layoutSubviews` that sets it each pass settles.
    @Test func aButtonFollowsItsTitleAndFontAndTheSameValueMarksNothing() throws {
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        let (device, root) = makeScene { centred(save, in: $0) }
        #expect(abs(save.frame.width - 36) < 0.001)
        save.setTitle("Save changes", for: .normal)
        #expect(root.needsLayoutFlag)
        try device.advance(by: 0.001)
        #expect(abs(save.frame.width - width(12, UIFont.buttonFontSize)) < 0.001)
        save.titleLabel?.font = .systemFont(ofSize: 40)
        #expect(root.needsLayoutFlag)
        try device.advance(by: 0.001)
        #expect(abs(save.frame.height - (line(40) + 12)) < 0.001)
        save.setTitle("Save changes", for: .normal)
        save.titleLabel?.font = .systemFont(ofSize: 40)
        #expect(!root.needsLayoutFlag)
    }
}
