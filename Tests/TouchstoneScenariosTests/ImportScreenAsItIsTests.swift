import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// Real dumps imported as the screen was (issue 34, "your screen, as it is"; ImportDecisions
/// I18–I21). Each fixture is composed in the shape of real `recursiveDescription` output.
@Suite("Importing the screen as it is")
struct ImportScreenAsItIsTests {
    @Test func aDumpWhoseFirstLineIsIndentedKeepsItsTopViewsSiblings() throws {
        let (result, scene) = try importFixture("indented-start-390x844.txt")
        #expect(result.warnings.map { "\($0.line): \($0.message)" } == [
            "3: the dump starts 1 level deep (its first view is indented under one it does not print); the views at that depth are taken as siblings at the top of the screen"])
        #expect(scene.scenario.root.subviews.map(\.id) == ["UIView", "CartBadgeView", "UIView-2"])
        #expect(scene.hitID(CGPoint(x: 195, y: 812)) == "UIButton-Help")
        #expect(scene.hitID(CGPoint(x: 350, y: 80)) == "CartBadgeView")
        #expect(scene.hitID(CGPoint(x: 195, y: 725)) == "UIButton-Checkout")
    }

    @Test func aNavigationControllerUnderAStatusBarPutsItsScreenWhereTheDumpHasIt() throws {
        // iOS 6: the container at y = 20, the wrapper at y = 44 in it, so the button's 44 pt are
        // at y = 424…468 in the window.
        let (_, scene) = try importFixture("ios6-nav-status-bar-320x480.txt")
        #expect(scene.hitID(CGPoint(x: 160, y: 426)) == "UIRoundedRectButton-Logout")
        #expect(scene.hitID(CGPoint(x: 160, y: 466)) == "UIRoundedRectButton-Logout")
        #expect(scene.hitID(CGPoint(x: 160, y: 472)) == "UIView")
    }

    @Test func aTopViewUnderAStatusBarSitsOnAScreenThatHoldsIt() throws {
        let (result, scene) = try importFixture("ios6-view-status-bar-320x460.txt")
        #expect(result.screen == CGSize(width: 320, height: 480))
        #expect(scene.hitID(CGPoint(x: 160, y: 472)) == "UIRoundedRectButton-Logout")
    }

    @Test func aTableWithHeaderAndFooterViewsIsATableWithThem() throws {
        let (result, scene) = try importFixture("table-header-footer-390x844.txt")
        #expect(result.yaml.contains("- { id: UITableView, class: tableView, className: \"UITableView\", address: \"0x7f8e4b80a000\", frame: [0, 0, 390, 844], rows: 3, rowHeight: 60, tableHeaderView: CartHeaderView, tableFooterView: CartFooterView, contentOffset: [0, 0], recognizersNotListed: true }"))
        #expect(!result.warnings.contains { $0.message.contains("imported as a scroll view") })
        let table = try #require(scene.view("UITableView") as? UITableView)
        #expect(table.tableHeaderView === scene.view("CartHeaderView"))
        #expect(table.tableFooterView === scene.view("CartFooterView"))
        #expect(scene.hitID(CGPoint(x: 80, y: 88)) == "UIButton-Edit")
        #expect(scene.hitID(CGPoint(x: 195, y: 345)) == "UIButton-Checkout")
        try scene.device.tap(at: CGPoint(x: 195, y: 210))
        try scene.device.settle(limit: 2)
        #expect(scene.device.trace.entries.contains { $0.subject == "UITableView" && $0.message == "didSelectRowAt row [0, 1]" })
    }

    @Test func aTableHeaderNamedInAScenarioMustBeOneOfTheTablesSubviews() {
        #expect(errors("views:\n  - { id: t, class: tableView, frame: [0, 0, 100, 100], rows: 2, tableHeaderView: h }\n  - { id: h, frame: [0, 0, 100, 20] }\nscript: []\n")
                == ["t.yaml:2:5: t.tableHeaderView: 'h' is not a subview of t; a table's header and footer are views placed in it (parent: t)"])
        #expect(errors("views:\n  - { id: v, frame: [0, 0, 100, 100], tableFooterView: h }\nscript: []\n")
                == ["t.yaml:2:39: views[0]: 'tableFooterView' applies to tableView only"])
    }

    @Test func aDumpCaughtMidPushSaysSoHonoursTheBarsFlagAndLeavesTheAnimationOut() throws {
        let (result, scene) = try importFixture("nav-mid-push-parallax-390x844.txt")
        #expect(result.warnings.map { "\($0.line): \($0.message)" } == [
            "22: _UIParallaxDimmingView mapped to view: a UIKit class the table does not name",
            "6: a navigation controller with 2 screens (a guess: the navigation bar shows a back button; add `po UIViewController._printHierarchy()` output to be sure)",
            "22: the dump was caught mid-push or mid-pop (_UIParallaxDimmingView, line 22; the navigation bar's userInteractionEnabled = NO, line 28): the scene starts with the transition finished, the upper screen on top; the animation's own views (2 under _UIParallaxDimmingView) are left out; the navigation bar takes no touches, as the dump prints it"])
        #expect(scene.scenario.navigation?.stack.map(\.id) == ["screen1", "screen2"])
        #expect(scene.scenario.navigation?.barUserInteractionEnabled == false)
        #expect(scene.navigationController?.navigationBar.isUserInteractionEnabled == false)
        // The dimming view and the shadow are the animation's: not in the scene.
        #expect(!result.yaml.contains("0x7fa8c6d12b10") && !result.yaml.contains("0x7fa8c6d12c20"))
        #expect(scene.hitID(CGPoint(x: 195, y: 425)) == "UIButton-Reply")
        // The lower screen's six buttons, moved left by the animation, are not reported unreachable.
        let report = try GestureDoctor.diagnose(scene.scenario, options: .init(threads: 2))
        #expect(!report.findings.contains { $0.kind == .unreachable })
        #expect(report.problems.isEmpty)
    }

    @Test func aBarButtonTitledBackIsTheBackButton() throws {
        let (result, _) = try importFixture("nav-mid-push-parallax-390x844.txt")
        #expect(!result.warnings.contains { $0.message.contains("shows no back button") })
        #expect(!result.yaml.contains("leftItems"))
    }
}
