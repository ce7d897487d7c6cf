import Foundation
import Testing
@testable import TouchstoneScenarios
import TouchstoneSwiftUI

/// A `swiftui:` tree and the SwiftUI code it stands for make the same screen (SwiftUIDecisions SU22).
@Suite struct SwiftUIFileAndCodeTests {
    @Test func aScreenFromTheFileHasTheFramesOfTheSameCode() throws {
        let s = try SwiftUIScenarioTests.example("swiftui01-drag-in-scroll-view.yaml")
        let scene = try Scene(s)
        let device = Device(profile: .iOS18)
        let host = UIHostingController(rootView:
            ScrollView(.vertical) {
                VStack(spacing: 0) {
                    ForEach(0..<10) { n in
                        Color.blue.frame(height: 100).accessibilityIdentifier("row\(n)").gesture(DragGesture(minimumDistance: 10).onEnded { _ in })
                    }
                }
            }.accessibilityIdentifier("feed"))
        device.show(host)
        func frame(_ v: UIView?) -> CGRect? { v.map { $0.convert($0.bounds, to: nil) } }
        func find(_ id: String, in v: UIView) -> UIView? {
            if v.accessibilityIdentifier == id { return v }
            for s in v.subviews { if let hit = find(id, in: s) { return hit } }
            return nil
        }
        for id in ["feed", "row0", "row3", "row9"] {
            #expect(frame(scene.view(id)) == frame(find(id, in: host.view)), "\(id)")
        }
        #expect(frame(scene.view("row3")) == CGRect(x: 0, y: 347, width: 390, height: 100))
        let recognizers = (find("row3", in: host.view)?.gestureRecognizers ?? []).map(\.traceName)
        #expect((scene.view("row3")?.gestureRecognizers ?? []).map(\.traceName) == recognizers)
    }
}
