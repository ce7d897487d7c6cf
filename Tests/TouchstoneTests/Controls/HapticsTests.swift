import Foundation
import Testing
@testable import Touchstone

/// Haptic feedback requests (rules §11).
@Suite("Haptics (rules §11)")
struct HapticsTests {
    @Test func everyGeneratorRecordsItsRequestsOnTheViewsDevice() throws {
        let (device, root) = makeScene()
        let impact = UIImpactFeedbackGenerator(style: .heavy, view: root)
        impact.prepare()
        impact.impactOccurred()
        try device.advance(to: ms(10))
        impact.impactOccurred(intensity: 0.25)
        UISelectionFeedbackGenerator(view: root).selectionChanged()
        UINotificationFeedbackGenerator(view: root).notificationOccurred(.warning)
        #expect(device.haptics() == [
            "UIImpactFeedbackGenerator prepare()@0",
            "UIImpactFeedbackGenerator impactOccurred(.heavy, intensity: 1.00)@0",
            "UIImpactFeedbackGenerator impactOccurred(.heavy, intensity: 0.25)@10",
            "UISelectionFeedbackGenerator selectionChanged()@10",
            "UINotificationFeedbackGenerator notificationOccurred(.warning)@10",
        ])
        #expect(device.trace.entries.first { $0.kind == .haptic }?.cause == "for root")
    }

    @Test func stylesAndTypesHaveUIKitRawValues() {
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.allCases.map(\.description) == ["light", "medium", "heavy", "soft", "rigid"])
        #expect(UINotificationFeedbackGenerator.FeedbackType.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }

    @Test func intensityIsClampedAndNaNIsReported() {
        let (device, root) = makeScene()
        let g = UIImpactFeedbackGenerator(style: .soft, view: root)
        g.impactOccurred(intensity: 3)
        g.impactOccurred(intensity: -1)
        g.impactOccurred(intensity: .nan)
        #expect(g.requests == ["impactOccurred(.soft, intensity: 1.00)", "impactOccurred(.soft, intensity: 0.00)"])
        #expect(device.lines(.error) == ["UIImpactFeedbackGenerator impactOccurred(intensity:) ignored"])
    }

    @Test func explicitDeviceIsUsedWithoutAView() {
        let device = Device()
        let g = UISelectionFeedbackGenerator()
        g.device = device
        g.name = "picker"
        g.selectionChanged()
        #expect(device.haptics() == ["picker selectionChanged()@0"])
    }

    @Test func generatorWithoutDeviceKeepsRequestsButTracesNothing() {
        let (device, _) = makeScene()
        let detached = UIView()
        let g = UINotificationFeedbackGenerator(view: detached)
        g.notificationOccurred(.success)
        #expect(g.requests == ["notificationOccurred(.success)"])
        #expect(device.haptics().isEmpty)
    }
}
