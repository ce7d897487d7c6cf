import Foundation
import Testing
@testable import Touchstone

/// Auto Layout frames, priorities, intrinsic sizes and UIKit-like warnings (LayoutDecisions
/// AL4–AL8). The default device: 390 × 844, safe area top 47, bottom 34.
@Suite("Auto Layout")
struct AutoLayoutTests {
    final class Badge: UIView {
        var size = CGSize(width: 100, height: 20)
        override var intrinsicContentSize: CGSize { size }
    }

    private func named(_ name: String, _ view: UIView = UIView()) -> UIView {
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    private func layoutLines(_ device: Device) -> [String] {
        device.trace.entries.filter { $0.kind == .layout }.map { "\($0.summary) — \($0.cause ?? "")" }
    }

    @Test func aBarPinnedToTheSafeAreaSitsAboveTheHomeIndicator() {
        let bar = named("bar")
        let (_, root) = makeScene { root in
            root.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(bar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
        #expect(root.constraints.count == 0)
        #expect(bar.constraints.count == 4)
    }

    @Test func marginsAreSixteenOnTheSidesOfAControllersViewAndEightElsewhere() {
        let label = named("label"), inner = named("inner"), box = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
        let (device, root) = makeScene { root in
            root.addSubview(label)
            root.addSubview(box)
            box.addSubview(inner)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                label.heightAnchor.constraint(equalToConstant: 30),
                NSLayoutConstraint(item: inner, attribute: .leading, relatedBy: .equal, toItem: box, attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: inner, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: inner, attribute: .top, relatedBy: .equal, toItem: box, attribute: .topMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: inner, attribute: .bottom, relatedBy: .equal, toItem: box, attribute: .bottomMargin, multiplier: 1, constant: 0),
            ])
        }
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(box.layoutMargins == UIEdgeInsets(all: 8))
        #expect(label.frame == CGRect(x: 16, y: 47, width: 358, height: 30))
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        _ = device  // keeps the controller alive: its view's margins are a controller view's
    }

    @Test func anIntrinsicSizeCentredInTheSafeArea() {
        let badge = named("badge", Badge()) as! Badge
        let (_, root) = makeScene { root in
            root.addSubview(badge)
            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
            badge.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor).isActive = true
        }
        _ = root
        // Safe area 47…810: centre 428.5.
        #expect(badge.frame == CGRect(x: 145, y: 418.5, width: 100, height: 20))
    }

    @Test func requiredEdgesStretchAViewPastItsIntrinsicWidth() {
        let badge = named("badge", Badge()) as! Badge
        let (device, root) = makeScene { root in
            root.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                badge.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            ])
        }
        _ = root
        #expect(badge.frame == CGRect(x: 20, y: 47, width: 350, height: 20))
        #expect(layoutLines(device) == [])
    }

    @Test func compressionResistanceBeatsADefaultLowWidth() {
        let badge = named("badge", Badge()) as! Badge
        let (_, root) = makeScene { root in
            root.addSubview(badge)
            let narrow = badge.widthAnchor.constraint(equalToConstant: 40)
            narrow.priority = .defaultLow
            NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         badge.topAnchor.constraint(equalTo: root.topAnchor), narrow])
        }
        _ = root
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        badge.setContentCompressionResistancePriority(UILayoutPriority(200), for: .horizontal)
        badge.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(badge.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(badge.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func theHigherPriorityWinsAndARequiredCapHolds() {
        let box = named("box")
        _ = makeScene { root in
            root.addSubview(box)
            let wide = box.widthAnchor.constraint(equalToConstant: 500)
            wide.priority = .defaultHigh
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultLow
            NSLayoutConstraint.activate([
                wide, narrow,
                box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
                box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor).withPriority(.defaultLow),
            ])
        }
        #expect(box.frame == CGRect(x: 0, y: 47, width: 390, height: 195))
    }

    @Test func siblingsChainAndNestedViewsFollowTheirSuperview() {
        let card = named("card"), title = named("title"), button = named("button", UIButton())
        let (_, root) = makeScene { root in
            root.addSubview(card)
            card.addSubview(title)
            card.addSubview(button)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                card.widthAnchor.constraint(equalToConstant: 300),
                card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
                card.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 10),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                title.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -20),
                title.heightAnchor.constraint(equalToConstant: 20),
                button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                button.widthAnchor.constraint(equalToConstant: 80),
                button.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        _ = root
        #expect(card.frame == CGRect(x: 10, y: 57, width: 300, height: 92))
        #expect(title.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(button.frame == CGRect(x: 210, y: 38, width: 80, height: 44))
    }

    @Test func aConstantChangeOrADeactivationLaysOutAgainAtTheEndOfTheTurn() throws {
        let box = named("box")
        var width: NSLayoutConstraint!
        let (device, _) = makeScene { root in
            root.addSubview(box)
            width = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        width.constant = 150
        #expect(box.frame.width == 100)
        try device.advance(by: 0.016)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 150, height: 10))
        width.isActive = false
        box.widthAnchor.constraint(equalToConstant: 70).isActive = true
        try device.advance(by: 0.016)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 70, height: 10))
    }

    @Test func aViewThatTranslatesItsMaskKeepsItsFrameAndAnchorsOthers() {
        let fixed = UIView(frame: CGRect(x: 40, y: 300, width: 100, height: 50))
        let follower = named("follower")
        makeScene { root in
            root.addSubview(fixed)
            root.addSubview(follower)
            NSLayoutConstraint.activate([
                follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 4),
                follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
            ])
        }.0.trace.log("test", "built")
        #expect(fixed.frame == CGRect(x: 40, y: 300, width: 100, height: 50))
        #expect(follower.frame == CGRect(x: 40, y: 354, width: 100, height: 50))
    }

    @Test func aGuideOfYourOwnIsSolvedLikeAView() {
        let spacer = UILayoutGuide()
        let right = named("right")
        let (_, root) = makeScene { root in
            root.addLayoutGuide(spacer)
            root.addSubview(right)
            NSLayoutConstraint.activate([
                spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
                spacer.topAnchor.constraint(equalTo: root.topAnchor),
                spacer.heightAnchor.constraint(equalToConstant: 1),
                right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                right.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                right.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(root.layoutGuides.count == 1)
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 97.5, height: 1))
        #expect(right.frame == CGRect(x: 97.5, y: 100, width: 292.5, height: 10))
    }

    @Test func contradictingRequiredConstraintsBreakOneAndSayWhichAsUIKitLogs() throws {
        let box = named("box")
        let (device, _) = makeScene { root in
            root.addSubview(box)
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            wide.identifier = "wide"
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                wide,
            ])
        }
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(layoutLines(device) == [
            "box Unable to simultaneously satisfy constraints — (\"box.leading == root.leading\", \"box.width == 100\", "
                + "\"'wide' box.width == 200\"); will attempt to recover by breaking constraint \"'wide' box.width == 200\"",
        ])
        // The conflict holds pass after pass; it is recorded once.
        box.setNeedsLayout()
        try device.advance(by: 0.1)
        #expect(layoutLines(device).count == 1)
    }

    @Test func aViewWithoutAHeightIsReportedAmbiguous() {
        let box = named("box")
        let (device, _) = makeScene { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            ])
        }
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(layoutLines(device) == [
            "box has an ambiguous layout — its constraints do not determine its height; it keeps the frame the solver happened to give it",
        ])
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority`, for building lists.
    func withPriority(_ p: UILayoutPriority) -> NSLayoutConstraint { priority = p; return self }
}

/// The chat screen's bottom bar (issue 20): pinned to the safe area, it sits above the home
/// indicator, yet its lowest 16 pt are in the system gate's 50 pt zone (LayoutDecisions AL1).
@Suite("Auto Layout: a bottom bar and the home gesture")
struct BottomBarHomeZoneTests {
    @Test func aTapLowOnABarPinnedToTheSafeAreaIsHeldByTheSystemGate() throws {
        let bar = UIView(), send = UIButton()
        bar.accessibilityIdentifier = "inputBar"
        send.accessibilityIdentifier = "send"
        let (device, _) = makeScene { root in
            for v in [bar, send] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(bar)
            bar.addSubview(send)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                send.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
                send.topAnchor.constraint(equalTo: bar.topAnchor),
                send.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
                send.widthAnchor.constraint(equalToConstant: 60),
            ])
        }
        #expect(bar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
        #expect(send.frame == CGRect(x: 322, y: 0, width: 60, height: 50))
        var sent = 0
        send.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
        try device.tap(at: CGPoint(x: 350, y: 780))
        #expect(sent == 1)
        let before = device.trace.entries.count
        try device.tap(at: CGPoint(x: 350, y: 805))
        try device.settle()
        #expect(sent == 2)
        let system = device.trace.entries[before...].filter { $0.kind == .system }.map(\.summary)
        #expect(system == ["system.gate holds finger 0 for the home gesture"])
    }
}
