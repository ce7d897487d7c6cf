import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

@Suite("HTML report, text timeline, why and explore")
struct ReportTests {
    func result(_ name: String) throws -> ScenarioResult {
        ScenarioRunner.run(try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name)))
    }

    @Test func timelineHasLanesForFingersRecognisersAndViews() throws {
        let r = try result("seed003-tap-cancels-cell.yaml")
        let m = TimelineModel(r)
        let titles = m.lanes.map(\.title)
        #expect(titles.first == "finger 0")
        #expect(titles.contains("tapSelfView") && titles.contains("list.row0") && titles.contains("list.pan"))
        let tap = try #require(m.lanes.first { $0.title == "tapSelfView" })
        #expect(tap.kind == .recognizer)
        #expect(tap.marks.contains { $0.style == "action" && $0.time == 0.3 })
        #expect(tap.marks.contains { $0.style == "state-recognized" && $0.tip.contains("1st tap up") })
        #expect(tap.marks.contains { $0.style == "state-failed" && $0.tip.contains("held longer than 1.5 s") })
        let row = try #require(m.lanes.first { $0.title == "list.row0" })
        #expect(row.marks.contains { $0.style == "touch-span-cancelled" && $0.time == 0.15 && $0.end == 0.3 })
        #expect(row.marks.contains { $0.style == "touch-cancelled" && $0.tip.contains("tapSelfView recognized; cancelsTouchesInView") })
    }

    /// Seed 000's bug is a 1 s hold of the record button's touch: it is drawn as a span with its
    /// duration. Forwarding along the chain stays on the lane of the view that got the touch.
    @Test func heldTouchesAreSpansAndForwardingStaysOnTheViewsLane() throws {
        let m = TimelineModel(try result("seed000-record-button.yaml"))
        let button = try #require(m.lanes.first { $0.title == "recordButton" })
        let held = button.marks.filter { $0.style == "held-span" }
        #expect(held.map(\.label) == ["held 1000ms", "held 1000ms"])
        #expect(held.map(\.time) == [0, 2] && held.map(\.end) == [1, 3])
        #expect(held[0].tip.hasSuffix("— released after being withheld"))
        let chain = TimelineModel(try result("seed003-responder-chain.yaml"))
        #expect(!chain.lanes.contains { ["window", "UIApplication", "root.controller"].contains($0.title) })
        let view2 = try #require(chain.lanes.first { $0.title == "view2" })
        let forwarded = try #require(view2.marks.first { $0.style == "forwarded" })
        #expect(forwarded.label == "→ view → root → root.controller → window → UIApplication touchesBegan")
    }

    @Test func htmlReportIsSelfContainedWithMarksAndCauses() throws {
        let results = [try result("seed003-tap-cancels-cell.yaml"), try result("conflict08-button-in-scroll-view.yaml")]
        let html = HTMLReport.render(results, title: "T")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // The SVG namespace name is an identifier, not an address anything is fetched from.
        let fetched = html.replacingOccurrences(of: "\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!fetched.contains("http://") && !fetched.contains("https://") && !fetched.contains("<link") && !fetched.contains("src="))
        #expect(html.components(separatedBy: "<section id=\"s").count == 3)
        // The timelines are data drawn by the shared renderer (TimelineScript) at the page's width.
        #expect(html.contains("<script type=\"application/json\" id=\"lanes0\">"))
        #expect(html.contains(#""key":"recognizer:tapSelfView""#) && html.contains(#""key":"view:list.row0""#))
        #expect(html.contains(#""style":"action""#) && html.contains(#""style":"control""#))
        #expect(html.contains(TimelineScript.source))
        #expect(html.components(separatedBy: "</script>").count == html.components(separatedBy: "<script").count)
        #expect(html.contains("tapSelfView recognized; cancelsTouchesInView"))  // a cause in a tooltip
        #expect(html.contains("<g class=\"tappable\">") && html.contains("touches here land on buy"))
        #expect(html.contains("<polyline"))
        #expect(html.contains("id=\"s0e"))  // trace rows that marks point to
    }

    @Test func everyViewInTheReportHasItsSampledTappableArea() throws {
        let r = try result("conflict09-enlarged-hit-area.yaml")
        let close = try #require(r.layout.views.first { $0.id == "close" })
        let area = close.tappable.reduce(0.0) { $0 + Double($1.width * $1.height) }
        #expect(area > 50 * 50)  // 24 pt button grown by 20 pt on each side: 64 × 64 minus sampling
        let badge = try #require(try result("conflict10-subview-outside-bounds.yaml").layout.views.first { $0.id == "badge" })
        #expect(badge.tappable.allSatisfy { $0.minY >= 200 })  // the protruding top never hits
    }

    @Test func textTimelineReadsLikeTheSeedLogWithCauses() throws {
        let text = TextTimeline.render(try result("seed003-tap-cancels-cell.yaml"))
        #expect(text.contains("touches   list.row0 touchesCancelled [finger 0]  — tapSelfView recognized; cancelsTouchesInView"))
        #expect(text.contains("── expectations: 4/4 hold"))
    }

    @Test func whyExplainsSkippedViewsRecognisersAndTheChain() throws {
        let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("seed003-enlarged-hit-areas.yaml"))
        let text = try WhyExplainer.explain(s, at: CGPoint(x: 100, y: 675), time: nil)
        #expect(text.contains("✗ tabBar [0,700 195×100]: skipped, point(inside:) is false"))
        #expect(text.contains("⇒ the touch lands on content"))
        #expect(text.contains("content → root → root.controller → window → UIApplication"))
        #expect(text.contains("lace: lies outside its ancestor tabBar's bounds there"))
        let fixed = try WhyExplainer.explain(s, at: CGPoint(x: 300, y: 675), time: nil)
        #expect(fixed.contains("only thanks to an enlarged point(inside:)"))
        #expect(fixed.contains("⇒ the touch lands on laceFixed"))
    }

    @Test func whyRunsATapOnACopyAndSummarisesIt() throws {
        let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("seed003-tap-cancels-cell.yaml"))
        let text = try WhyExplainer.explain(s, at: CGPoint(x: 195, y: 125), time: 0.5)
        #expect(text.contains("• tapSelfView on root"))
        #expect(text.contains("⇒ fires: tapSelfView action"))
    }

    @Test func explorerFindsNeverFiringRecognisersPairsAndDelays() throws {
        let s = try parse("""
        views:
          - id: page
            class: scrollView
            frame: [0, 0, 390, 844]
            contentSize: [390, 2000]
            subviews:
              - id: card
                frame: [20, 100, 350, 200]
                recognizers:
                  - { id: cardTap, kind: tap }
                  - { id: cardDouble, kind: tap, taps: 2 }
                  - { id: never, kind: longPress, minimumPressDuration: 5s }
        script: []
        """)
        let report = try ConflictExplorer.explore(s, threads: 2)
        #expect(report.neverFired == ["never"])
        #expect(report.firedTogether.contains { $0.pair == "cardDouble + cardTap" })
        #expect(report.delayed.contains { $0.view == "card" && abs($0.maxDelay - 0.15) < 0.001 })
    }

    /// RobustnessDecisions R12: a run without a report skips the tappable-area sampling, and a report drawn
    /// from such a run never calls a view "never hit"; everything else is the same.
    @Test func aRunWithoutTappableAreasHasTheSameTraceAndNeverClaimsNeverHit() throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("conflict10-subview-outside-bounds.yaml"))
        let sampled = ScenarioRunner.run(scenario)
        let plain = ScenarioRunner.run(scenario, tappableAreas: false)
        #expect(sampled.layout.sampled && !plain.layout.sampled)
        #expect(plain.layout.views.allSatisfy { $0.tappable.isEmpty && !$0.hittable })
        #expect(plain.layout.views.map(\.id) == sampled.layout.views.map(\.id))
        #expect(plain.entries.map(\.line) == sampled.entries.map(\.line))
        #expect(HTMLReport.render([sampled], title: "t").contains("never hit"))
        #expect(!HTMLReport.render([plain], title: "t").contains("never hit"))
    }
}

@Suite("HTML report of a device built in code")
struct DeviceReportTests {
    /// `device.htmlReport()` draws a code-built screen and its trace as the scenario report does.
    @Test func aDeviceBuiltInCodeGetsTheSameReport() throws {
        let device = Device()
        let screen = UIViewController()
        let cell = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        cell.accessibilityIdentifier = "cell"
        screen.view.addSubview(cell)
        let tap = UITapGestureRecognizer { _ in }
        tap.name = "tapSelfView"
        screen.view.addGestureRecognizer(tap)
        device.show(screen)
        try device.tap(at: CGPoint(x: 195, y: 122))
        let html = device.htmlReport(title: "Cell tap")
        #expect(html.contains("<title>Cell tap</title>"))
        #expect(html.contains("touches here land on cell"))
        #expect(html.contains(#""key":"recognizer:tapSelfView""#) && html.contains(#""key":"view:cell""#))
        #expect(html.contains("tapSelfView recognized; cancelsTouchesInView"))
    }
}
