import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// Importing tab bar apps (ImportDecisions I11–I13): the dump's tab bar controller becomes the
/// scene's `tabs:`, each tab a screen, a tab holding a navigation controller its stack.
@Suite("Importing tab bar controllers")
struct ImportedTabsTests {
    /// `"<line>: <message>"` for each warning, in order.
    func lines(_ result: HierarchyImport.Result) -> [String] { result.warnings.map { "\($0.line): \($0.message)" } }

    /// The tab bar controller's selections after `touches`, as the trace writes them.
    func selections(_ scene: Scene) -> [String] {
        scene.device.trace.entries.filter { $0.kind == .lifecycle && $0.subject == "tabs" && $0.message.hasPrefix("selected") }
            .map { "\($0.subject) \($0.message) — \($0.cause ?? "")" }
    }

    @Test func aTabBarAppsDumpBecomesTabsAndATapOnTheSecondButtonSelectsItsTab() throws {
        // The CTF write-up's first dump (iPhone 4S, 320 × 480): four tabs, the first selected.
        let (result, scene) = try importFixture("tabs-frida-320x480-tab0.txt")
        #expect(lines(result) == [])
        let tabs = try #require(scene.scenario.tabs)
        #expect(tabs.screens.map(\.id) == ["tab0-Level-1", "tab1-Level-2", "tab2-Level-3", "tab3-Level-4"])
        #expect(tabs.screens.map { $0.root.navigationItem?.title } == ["Level 1", "Level 2", "Level 3", "Level 4"])
        #expect(tabs.selectedIndex == 0)
        #expect(scene.scenario.allViews.map(\.id) == ["root", "tab0-Level-1", "UIView", "UIImageView", "UILabel-Level-1", "UILayoutGuide",
                                                     "UILayoutGuide-2", "tab1-Level-2", "tab2-Level-3", "tab3-Level-4"])
        #expect(result.yaml.contains("    # Tab 1 (Level 2): not on screen, and a dump prints only the selected tab's views; its screen is empty.\n    - { id: tab1-Level-2, title: \"Level 2\" }\n"))
        // The dump's bar is not a plain view: the scene's bar is the controller's, 49 pt on a home-button iPhone.
        #expect(!result.yaml.contains("UITabBar"))
        #expect(scene.tabBarController?.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(ScenarioRunner.run(scene.scenario, tappableAreas: false).passed)
        #expect(scene.hitID(CGPoint(x: 187, y: 309)) == "UIView")
        // The second button is at x 82–158 in the dump: a tap in it selects tab 1 at touch-down.
        try scene.device.tap(at: CGPoint(x: 120, y: 455))
        #expect(selections(scene) == ["tabs selected tab1-Level-2.controller (tab 1) — touchDown on tab 1"])
        #expect(scene.tabBarController?.selectedIndex == 1)
        #expect(scene.hitID(CGPoint(x: 187, y: 309)) == "tab1-Level-2")
    }

    @Test func theSelectedTabComesFromTheButtonsTintAndItsViewsAreOnItsScreen() throws {
        // The same app after choosing tab 1: only the unselected buttons' images print a grey tint.
        let (result, scene) = try importFixture("tabs-frida-320x480-tab1.txt")
        #expect(scene.scenario.tabs?.selectedIndex == 1)
        #expect(scene.scenario.allViews.map(\.id) == ["root", "tab0-Level-1", "tab1-Level-2", "UIView", "UIImageView", "UITextField",
                                                     "UILabel-HEYYEYAAEYAAAEYA", "UILabel-Level-2", "UIButton-Done",
                                                     "UITextView-Learn-how-to-hide", "UILayoutGuide", "UILayoutGuide-2",
                                                     "tab2-Level-3", "tab3-Level-4"])
        #expect(lines(result) == [
            "2: not a view, recogniser or controller line; skipped: '[USB::iPhone 4S::Gadget]-> ObjC.classes.UIWindow.keyWindow()…' (95 characters)",
            "16: text after the object ignored: 'minSize = {0, 0}, maxSize = {3.4028235e+38, 3.4028235e+38}, …' (275 characters)",
            "17: a layer, not a view; skipped",
            "7: UIView has gesture recognizers the dump does not list; add `po 0x165a3e50.gestureRecognizers` output to import them",
            "9: UITextField has gesture recognizers the dump does not list; add `po 0x16679470.gestureRecognizers` output to import them",
            "15: UITextView-Learn-how-to-hide has gesture recognizers the dump does not list; add `po 0x16aed600.gestureRecognizers` output to import them",
            "15: the text of UITextView-Learn-how-to-hide was cut by the dump",
        ])
        #expect(scene.hitID(CGPoint(x: 275, y: 352)) == "UIButton-Done")
        try scene.device.tap(at: CGPoint(x: 40, y: 455))
        #expect(selections(scene) == ["tabs selected tab0-Level-1.controller (tab 0) — touchDown on tab 0"])
        #expect(scene.hitID(CGPoint(x: 275, y: 352)) == "tab0-Level-1")
    }

    @Test func aTabHoldingANavigationStackOfDepthTwoPopsOnALeftEdgeSwipe() throws {
        // Composed (sources in the fixtures' README): tab 0 a navigation controller two screens deep.
        let (result, scene) = try importFixture("tabs-nav-390x844-composed.txt")
        #expect(lines(result) == [])
        let tabs = try #require(scene.scenario.tabs)
        #expect(tabs.screens.map(\.id) == ["nav0", "CartViewController", "nav2"])
        #expect(tabs.screens.map { $0.tabTitle ?? $0.root.navigationItem?.title } == ["Catalog", "Cart", "Account"])
        #expect(tabs.screens[0].navigation?.stack.map(\.id) == ["CatalogViewController", "ProductViewController"])
        #expect(tabs.screens[0].navigation?.stack[1].root.navigationItem?.title == "Product")
        #expect(tabs.screens[2].navigation?.stack.map(\.id) == ["AccountViewController"])
        #expect(ScenarioRunner.run(scene.scenario, tappableAreas: false).passed)
        #expect(scene.hitID(CGPoint(x: 195, y: 705)) == "UIButton-Add-to-Cart")
        // 16 pt per 16 ms sample from x = 4: the tab's own back swipe pops to the catalog.
        try scene.edgeSwipe(y: 400, step: 16, samples: 16)
        let pops = scene.device.trace.entries.filter { $0.kind == .action && $0.subject == "nav0.pop" }.map(\.message)
        #expect(pops.first == "action (began)" && pops.last == "action (ended)")
        #expect(scene.navigationControllers["nav0"]?.viewControllers.count == 1)
        #expect(scene.hitID(CGPoint(x: 195, y: 705)) == "CatalogViewController")
        try scene.device.tap(at: CGPoint(x: 195, y: 785))
        #expect(selections(scene) == ["tabs selected CartViewController.controller (tab 1) — touchDown on tab 1"])
    }

    @Test func aRealCutDumpKeepsTheTabsStackFromPrintHierarchyAndItsBackSwipe() throws {
        // chisel's `pvc` then a `pviews` the author cut: the tab's views are lost, its stack is not.
        let (result, scene) = try importFixture("chisel-tabs-375x667-cut.txt")
        #expect(lines(result) == [
            "11: cut by the author ('......'): views may be missing here",
            "12: text after the object ignored: 'disablesGroupFiltering'",
            "12: depth jumps from 4 to 7; _UIVisualEffectContentView is placed one level below the view before it",
            "3: tab 0 shows no title in the dump; it is titled after its controller, BaseNavigationController",
            "12: the selected tab is a navigation controller (2 screens) whose views the dump does not show; the 1 view in its place is left out",
        ])
        #expect(result.viewCount == 0)
        let tab = try #require(scene.scenario.tabs?.screens.first)
        #expect(tab.navigation?.stack.map(\.id) == ["RootTableViewController", "EnumerateDemoViewController"])
        #expect(tab.tabTitle == "BaseNavigationController")
        try scene.edgeSwipe(y: 300, step: 16, samples: 16)
        #expect(scene.navigationControllers["nav0"]?.viewControllers.count == 1)
    }

    @Test func printHierarchyAloneGivesTheTabsAndTheirStacks() throws {
        // A real `_printHierarchy`: two navigation tabs four deep, three sheets presented over them.
        let (result, scene) = try importFixture("printhierarchy-tabs-presented.txt")
        #expect(lines(result) == [
            "2: the dumps print controllers but no view; the scene uses 390 × 844 and its screens are empty (add `po view.window!.recursiveDescription()` output for their views)",
            "13: App.ViewController is presented over the tab bar controller; a scene shows one screen, so it is left out",
            "14: App.ViewController is presented over the tab bar controller; a scene shows one screen, so it is left out",
            "15: App.ViewController is presented over the tab bar controller; a scene shows one screen, so it is left out",
            "3: tab 0 shows no title in the dump; it is titled after its controller, UINavigationController",
            "8: tab 1 shows no title in the dump; it is titled after its controller, UINavigationController",
        ])
        let tabs = try #require(scene.scenario.tabs)
        #expect(tabs.screens.map { $0.navigation?.stack.count } == [4, 4])
        #expect(tabs.selectedIndex == 0)
        #expect(scene.navigationController === scene.navigationControllers["nav0"])
        #expect(ScenarioRunner.run(scene.scenario, tappableAreas: false).passed)
    }

    @Test func malformedTabDumpsGiveClearWarningsNeverACrash() throws {
        let window = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x9>>\n"
        let container = """
           | <UILayoutContainerView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           |    | <UITransitionView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           |    |    | <UIViewControllerWrapperView: 0x4; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           |    |    |    | <UIView: 0x5; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           |    | <UITabBar: 0x6; frame = (0 761; 390 83); layer = <CALayer: 0x9>>
           |    |    | <_UIBarBackground: 0x7; frame = (0 0; 390 83); userInteractionEnabled = NO; layer = <CALayer: 0x9>>

        """
        // A tab bar without buttons: one tab, holding the views on screen.
        let (noButtons, noButtonsScene) = try importText(window + container)
        #expect(lines(noButtons) == ["2: a tab bar controller with no tab (no button in its bar, no child controller); the scene has one tab, holding the views on screen"])
        #expect(noButtonsScene.scenario.tabs?.screens.map(\.id) == ["tab0"])
        #expect(noButtonsScene.hitID(CGPoint(x: 100, y: 100)) == "UIView")
        // Buttons without labels, and an app's own button added to the bar.
        let unlabelled = window + container + """
           |    |    | <UITabBarButton: 0x8; frame = (2 1; 190 48); opaque = NO; layer = <CALayer: 0x9>>
           |    |    | <UITabBarButton: 0xa; frame = (198 1; 190 48); opaque = NO; layer = <CALayer: 0x9>>
           |    |    | <UIButton: 0xb; frame = (170 -20; 50 50); opaque = NO; layer = <CALayer: 0x9>>
        """
        let (result, scene) = try importText(unlabelled)
        #expect(lines(result) == [
            "10: UIButton in the tab bar is left out: the scene's tab bar is Touchstone's, with one button per tab",
            "8: tab 0 shows no title in the dump; it is untitled",
            "9: tab 1 shows no title in the dump; it is untitled",
            "2: which tab is selected is a guess (tab 0): neither `_printHierarchy` nor the buttons' tint say; add `po UIViewController._printHierarchy()` output to be sure",
        ])
        #expect(scene.scenario.tabs?.screens.map(\.id) == ["tab0", "tab1"])
        try scene.device.tap(at: CGPoint(x: 290, y: 785))
        #expect(selections(scene) == ["tabs selected tab1.controller (tab 1) — touchDown on tab 1"])
        // A tab bar controller with no child, printed alone.
        let (empty, emptyScene) = try importText("<UITabBarController 0x10>, state: appeared, view: <UILayoutContainerView 0x2>")
        #expect(lines(empty) == [
            "1: the dumps print controllers but no view; the scene uses 390 × 844 and its screens are empty (add `po view.window!.recursiveDescription()` output for their views)",
            "1: a tab bar controller with no tab bar and no child controller in the dump; the scene has one tab, holding the views on screen",
        ])
        #expect(emptyScene.scenario.tabs?.screens.map(\.id) == ["tab0"])
        #expect(ScenarioRunner.run(emptyScene.scenario, tappableAreas: false).passed)
        // A bar where Touchstone's is not (49 pt on a home-indicator iPhone), and a view on the
        // window beside the tab bar controller.
        let misplaced = window + """
           | <UILayoutContainerView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           |    | <UITransitionView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           |    | <UITabBar: 0x6; frame = (0 795; 390 49); layer = <CALayer: 0x9>>
           |    |    | <UITabBarButton: 0x8; frame = (2 1; 386 48); opaque = NO; layer = <CALayer: 0x9>>
           |    |    |    | <UITabBarButtonLabel: 0xc; frame = (170 30; 46 14); text = 'Home'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x9>>
           | <UIView: 0x20; frame = (300 700; 60 60); layer = <CALayer: 0x9>>
        """
        let (elsewhere, _) = try importText(misplaced)
        #expect(lines(elsewhere) == ["7: UIView is outside the tab bar controller; it is left out of the scene",
                                     "4: the dump's tab bar is at y 795, 49 pt tall; the scene's bar is Touchstone's, at y 761, 83 pt tall"])
        // More controllers than buttons: every controller gets a tab, and the mismatch is said.
        let more = window + container + """
           |    |    | <UITabBarButton: 0x8; frame = (2 1; 386 48); opaque = NO; layer = <CALayer: 0x9>>
           |    |    |    | <UITabBarButtonLabel: 0xc; frame = (170 30; 46 14); text = 'Home'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x9>>
        <UITabBarController 0x10>, state: appeared, view: <UILayoutContainerView 0x2>
           | <App.HomeViewController 0x11>, state: appeared, view: <UIView 0x5>
           | <App.MoreViewController 0x12>, state: disappeared, view: (view not loaded)
        """
        let (mismatch, mismatchScene) = try importText(more)
        #expect(lines(mismatch) == ["10: the tab bar shows 1 button for 2 child controllers; the scene has 2 tabs",
                                    "12: tab 1 shows no title in the dump; it is titled after its controller, MoreViewController"])
        #expect(mismatchScene.scenario.tabs?.screens.map(\.id) == ["HomeViewController", "MoreViewController"])
        #expect(mismatchScene.scenario.allViews.map(\.id) == ["root", "HomeViewController", "HomeViewController-view", "MoreViewController"])
    }

    /// A listing's recogniser on a view the scene builds itself — a tab bar button, the tab bar
    /// controller's container, the window, which a `tabs:` scene has no id for — has no id to attach to: it is skipped with a warning (before,
    /// the scene named a view it did not declare and did not load), and one waiting for it to
    /// fail keeps its other settings.
    @Test func aRecogniserOnAViewTheSceneBuildsItselfIsSkippedAndTheSceneLoads() throws {
        let dump = try HierarchyImport.read(path: dumpsFolder + "/tabs-frida-320x480-tab0.txt")
        let listing = """
        (
            "<UITapGestureRecognizer: 0x7fa1; state = Possible; view = <UITabBarButton 0x1666ae20>; target= <(action=tap:, target=<X 0x1>)>>",
            "<UILongPressGestureRecognizer: 0x7fa2; state = Possible; view = <UITransitionView 0x1659cdf0>; target= <(action=hold:, target=<X 0x1>)>>",
            "<UIPanGestureRecognizer: 0x7fa4; state = Possible; view = <UIWindow 0x1667e520>; target= <(action=pan:, target=<X 0x1>)>>",
            "<UITapGestureRecognizer: 0x7fa3; state = Possible; view = <UILabel 0x16596980>; target= <(action=tapLabel:, target=<X 0x1>)>; must-fail = {\\n        <UITapGestureRecognizer: 0x7fa1>\\n    }>"
        )
        """
        let result = try HierarchyImport.importDumps([dump, .init(file: "recognizers.txt", text: listing)])
        #expect(result.warnings.map { "\($0.file):\($0.line): \($0.message)" } == [
            "recognizers.txt:2: UITapGestureRecognizer 0x7fa1: its view is part of what the scene builds itself (a bar, a controller's container), which has no id to attach it to; skipped",
            "recognizers.txt:3: UILongPressGestureRecognizer 0x7fa2: its view is part of what the scene builds itself (a bar, a controller's container), which has no id to attach it to; skipped",
            "recognizers.txt:4: UIPanGestureRecognizer 0x7fa4: its view is part of what the scene builds itself (a bar, a controller's container), which has no id to attach it to; skipped",
        ])
        #expect(result.yaml.contains("recognizers:\n  - { id: UILabel-Level-1.tap, kind: tap, view: UILabel-Level-1 }\nscript: []"))
        _ = try Scene(try ScenarioParser.parse(result.yaml, file: "imported.yaml"))
    }
}
