import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// The folder of dump fixtures, each collected from a public post (sources in its README.md).
let dumpsFolder: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Dumps").path
}()

/// Imports the fixture `name` and builds its scene.
func importFixture(_ name: String) throws -> (HierarchyImport.Result, Scene) {
    let dump = try HierarchyImport.read(path: dumpsFolder + "/" + name)
    let result = try HierarchyImport.importDumps([dump])
    let scene = try Scene(try ScenarioParser.parse(result.yaml, file: name))
    return (result, scene)
}

/// Imports dump text given inline.
func importText(_ text: String) throws -> (HierarchyImport.Result, Scene) {
    let result = try HierarchyImport.importDumps([.init(file: "dump.txt", text: text)])
    return (result, try Scene(try ScenarioParser.parse(result.yaml, file: "dump.txt")))
}

/// The screen an import chose, and the device model the scene got from its height.
func expectDevice(_ result: HierarchyImport.Result, _ scene: Scene, _ screen: CGSize, _ model: String,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.screen == screen, sourceLocation: sourceLocation)
    #expect(scene.scenario.device.model == model, sourceLocation: sourceLocation)
}

extension Scene {
    /// A rightward swipe from x = 4 at height `y`: `samples` moves of `step` pt, one per 16 ms,
    /// then the lift and 2 s for the transition.
    func edgeSwipe(y: Double, step: Double, samples: Int) throws {
        try device.touchDown(at: CGPoint(x: 4, y: y))
        for k in 1...samples {
            try device.advance(by: 0.016)
            try device.touchMove(to: CGPoint(x: 4 + step * Double(k), y: y))
        }
        try device.touchUp()
        try device.settle(limit: 2)
    }

    /// The id of the view a touch at `p` (window space) lands on, or of its nearest ancestor
    /// with one (a Touchstone control's own internals have none).
    func hitID(_ p: CGPoint) -> String? {
        var v = window.hitTest(p, with: nil)
        while let cur = v { if let id = id(of: cur) { return id }; v = cur.superview }
        return nil
    }
}

/// Importing real debugger dumps (issue 17; ImportDecisions I1–I6).
@Suite("Importing view-hierarchy dumps")
struct ImportTests {
    @Test func aDumpFlattenedOntoOneLineAfterAGdbCommandKeepsItsTree() throws {
        // 2011, iPhone 320 × 460 content: one line, `| |` markers.
        let (result, scene) = try importFixture("webview-320x460-one-line.txt")
        #expect(result.viewCount == 13)
        #expect(result.screen == CGSize(width: 320, height: 460))
        let views = scene.scenario.allViews
        #expect(views.first { $0.id == "UIScrollView" }.map { v in v.subviews.map(\.id).last } == "UIWebBrowserView")
        #expect(scene.hitID(CGPoint(x: 160, y: 300)) == "UIWebBrowserView")
        #expect(scene.origin(of: "UIWebBrowserView") == "UIWebBrowserView 0x6005800")
    }

    @Test func aWebViewAndAMapViewImportAsTheStandInsWithTheirOwnRecognisers() throws {
        let (result, scene) = try importText("""
            <UIView: 0x7f8a1; frame = (0 0; 390 844); layer = <CALayer: 0x1>>
               | <WKWebView: 0x7f8a2; frame = (0 100; 390 300); layer = <CALayer: 0x2>>
               |    | <WKScrollView: 0x7f8a3; frame = (0 0; 390 300); layer = <CALayer: 0x3>>
               |    |    | <WKContentView: 0x7f8a4; frame = (0 0; 390 900); layer = <CALayer: 0x4>>
               | <MKMapView: 0x7f8a5; frame = (0 450; 390 300); layer = <CALayer: 0x5>>
            """)
        let kinds = Dictionary(uniqueKeysWithValues: scene.scenario.allViews.map { ($0.id, $0.kind) })
        #expect(kinds["WKWebView"] == .webView && kinds["MKMapView"] == .mapView)
        #expect(result.viewCount == 3)
        #expect(scene.recognizer("WKWebView.click") != nil && scene.recognizer("MKMapView.doubleTap") != nil)
    }

    @Test func collapsedMarkersGiveTheDepthAndControlsAreHit() throws {
        // cocoadelica (320 × 480): `|`, `||`, `|||`, flattened by the page, cut at the end.
        let (result, scene) = try importFixture("notes-320x480-collapsed.txt")
        #expect(scene.hitID(CGPoint(x: 24, y: 455)) == "UIButton-2")
        #expect(scene.hitID(CGPoint(x: 250, y: 455)) == "UIButton")
        #expect(scene.hitID(CGPoint(x: 100, y: 100)) == "Blinc_NotesView")
        // The buttons' image views are their internals, folded in (no `|||` views).
        #expect(scene.view("UIButton")?.subviews.isEmpty == true)
        #expect(result.warnings.map(\.description) == [
            "notes-320x480-collapsed.txt:1: warning: unbalanced brackets; read up to the end of the line",
            "notes-320x480-collapsed.txt:1: warning: Blinc_NotesView has gesture recognizers the dump does not list; add `po 0x78e6a050.gestureRecognizers` output to import them",
        ].map { dumpsFolder + "/" + $0 })
        let why = try WhyExplainer.explain(scene.scenario, at: CGPoint(x: 100, y: 100), time: nil)
        #expect(why.contains("note: the dump says Blinc_NotesView (Blinc_NotesView 0x78e6a050) has gesture recognizers it did not list"))
        #expect(why.contains("UIImageView: not hittable: isUserInteractionEnabled is false"))
    }

    @Test func aRotatedViewKeepsItsTransformAndIsHitWhereItIsDrawn() throws {
        // iPad 768 × 1024 rotated left: the root view's frame is the box around its rotated bounds.
        let (_, scene) = try importFixture("ipad-rotated-768x1024.txt")
        let v = try #require(scene.view("UIView"))
        #expect(v.bounds.size == CGSize(width: 1024, height: 748))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 748, height: 1024))
        #expect(scene.hitID(CGPoint(x: 700, y: 1000)) == "UIView")
        #expect(scene.hitID(CGPoint(x: 760, y: 500)) == "root")
    }

    @Test func aNavigationAppsTableIsAScrollViewWhoseCellsAreHitThroughItsOffset() throws {
        // LNPopupController #168 (2017, 375 × 667): contentOffset {0, -64} puts the cell at y 523.5.
        let (result, scene) = try importFixture("navigation-table-375x667.txt")
        expectDevice(result, scene, CGSize(width: 375, height: 667), "homeButton")
        #expect(scene.hitID(CGPoint(x: 100, y: 540)) == "UITableViewCell-Maps")
        #expect(scene.hitID(CGPoint(x: 100, y: 500)) == "UITableViewWrapperView")
        #expect(result.warnings.contains { $0.line == 5 && $0.message.hasPrefix("UITableView imported as a scroll view") })
        // UIKit's navigation views become Touchstone's navigation controller, with its back swipe.
        #expect(scene.navigationController?.viewControllers.count == 1)
        #expect(scene.recognizer("nav.pop") != nil)
        #expect(result.warnings.contains { $0.line == 2 && $0.message.hasPrefix("a navigation controller with 1 screen (a guess: the navigation bar shows no back button") })
    }

    @Test func aNavigationDumpWithItsControllerHierarchyGetsItsStackAndItsBackSwipe() throws {
        // The formats are lldb's (`recursiveDescription`, `_printHierarchy`); the screen is written
        // for the test: a pushed detail screen whose gallery scrolls sideways, on an iPhone 14.
        let views = """
        <UIWindow: 0x7f8a1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6001>; layer = <UIWindowLayer: 0x6002>>
           | <UILayoutContainerView: 0x7f8a2; frame = (0 0; 390 844); autoresize = W+H; gestureRecognizers = <NSArray: 0x6003>; layer = <CALayer: 0x6004>>
           |    | <UINavigationTransitionView: 0x7f8a3; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x6005>>
           |    |    | <UIViewControllerWrapperView: 0x7f8a4; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6006>>
           |    |    |    | <UIView: 0x7f8a5; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6007>>
           |    |    |    |    | <UIScrollView: 0x7f8a6; frame = (0 91; 390 300); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6008>; layer = <CALayer: 0x6009>; contentOffset: {0, 0}; contentSize: {1170, 300}>
           |    | <UINavigationBar: 0x7f8a7; frame = (0 47; 390 44); opaque = NO; autoresize = W; layer = <CALayer: 0x600a>>
           |    |    | <_UINavigationBarContentView: 0x7f8a8; frame = (0 0; 390 44); layer = <CALayer: 0x600b>>
           |    |    |    | <_UIButtonBarButton: 0x7f8a9; frame = (8 0; 70 44); layer = <CALayer: 0x600c>>
        """
        let controllers = """
        (lldb) po UIViewController._printHierarchy()
        <UINavigationController 0x7f8b1>, state: appeared, view: <UILayoutContainerView 0x7f8a2>
           | <Gallery.ListViewController 0x7f8b2>, state: disappeared, view: <UIView 0x7f8c1> not in the window
           | <Gallery.DetailViewController 0x7f8b3>, state: appeared, view: <UIView 0x7f8a5>
        """
        let result = try HierarchyImport.importDumps([.init(file: "window.txt", text: views), .init(file: "vcs.txt", text: controllers)])
        let scenario = try ScenarioParser.parse(result.yaml, file: "x.yaml")
        #expect(scenario.navigation?.stack.map(\.id) == ["ListViewController", "DetailViewController"])
        #expect(scenario.navigation?.stack.last?.root.subviews.map(\.id) == ["DetailViewController-view"])
        #expect(result.warnings.map(\.message) == ["UIButtonBarButton is taken for the back button (a guess: a button without text at the bar's leading edge of a pushed screen)",
                                                   "UIScrollView has gesture recognizers the dump does not list; add `po 0x7f8a6.gestureRecognizers` output to import them"])
        // The newest profile: the back swipe from the edge wins over the gallery at offset 0.
        let scene = try Scene(scenario)
        #expect(scene.hitID(CGPoint(x: 200, y: 200)) == "UIScrollView")
        // 16.4 pt per 16 ms sample: both pans reach their thresholds in the first sample.
        try scene.edgeSwipe(y: 200, step: 16.4, samples: 18)
        #expect(scene.navigationController?.viewControllers.count == 1)
    }

    @Test func switchAndSliderInternalsAreFoldedIntoTheirControls() throws {
        // sentry-cocoa's recorded hierarchies (iOS 16–26), each line behind `// `.
        let (sw, switchScene) = try importFixture("switch-ios16-26.txt")
        #expect(sw.viewCount == 2)
        #expect(switchScene.view("UISwitch") is UISwitch)
        #expect(!switchScene.scenario.allViews.contains { $0.className == "UISwitchModernVisualElement" })
        #expect(switchScene.hitID(CGPoint(x: 30, y: 55)) == "UISwitch")
        #expect(sw.warnings.map { "\($0.line): \($0.message)" }.prefix(3) == [
            "1: not a view, recogniser or controller line; skipped: '// View Hierarchy:'",
            "2: not a view, recogniser or controller line; skipped: '// ---------------'",
            "3: not a view, recogniser or controller line; skipped: '// === iOS 26 & 18 & 17 & 16 ==='"])
        let (sl, sliderScene) = try importFixture("slider-ios26.txt")
        #expect(sl.viewCount == 2)
        #expect(sliderScene.view("UISlider") is UISlider)
        #expect(sliderScene.hitID(CGPoint(x: 12, y: 20)) == "UISlider")
        #expect(sl.warnings.contains { $0.line == 13 && $0.message.hasPrefix("a second view tree (UIView 0x12ed12bc0) is ignored") })
    }

    @Test func aCycriptSessionWithAMultiLineTextAndCustomDescriptionsIsRead() throws {
        // MonkeyDev wiki (2018, iOS 11): pviews() in backticks, cy# prompts, a text over three
        // lines, `<<_UITextContainerView …> minSize = …>`, `(layer)` lines, pvcs() and rp().
        let (result, scene) = try importFixture("cycript-pviews-375x667.txt")
        #expect(scene.scenario.allViews.map(\.id) == ["root", "CustomViewController-view", "UILabel-AloneMonkey",
                                                      "UILabel-You-are-the-best", "UITextView-opt-MonkeyDev-bin-md",
                                                      "UIButton-ShowChangeLog", "UILayoutGuide", "UILayoutGuide-2"])
        #expect(scene.hitID(CGPoint(x: 180, y: 190)) == "UIButton-ShowChangeLog")
        #expect(scene.hitID(CGPoint(x: 100, y: 400)) == "UITextView-opt-MonkeyDev-bin-md")
        #expect(scene.hitID(CGPoint(x: 150, y: 60)) == "CustomViewController-view")
        let messages = result.warnings.map { "\($0.line): \($0.message)" }
        #expect(messages.contains("13: a layer, not a view; skipped"))
        #expect(messages.contains("31: a second view tree (UIApplication 0x105406120) is ignored: a scene has one screen"))
        #expect(!messages.contains { $0.contains("NSArray") })
    }

    @Test func debuggerNoiseAroundADumpIsSkipped() throws {
        let text = """
        (lldb) po view.window!.value(forKey: "recursiveDescription")!
        2019-01-12 10:00:00.123456+0800 Chat[123:4567] `<UIWindow: 0x7f9c0c40a2b0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>`
           | <UIView: 0x7f9c0c50a2b0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6001>>
           |    | <UIButton: 0x7f9c0c60a2b0; frame = (145 400; 100 44); opaque = NO; layer = <CALayer: 0x6002>>
           |    |    | <UIButtonLabel: 0x7f9c0c70a2b0; frame = (30 12; 40 20); text = 'Send'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6003>>
           |    |    |    | (layer) <_UILabelContentLayer: 0x6004>
           |    | ...
           |    | <MyApp.ChatInputBar: 0x7f9c0c80a2b0; frame = (0 780; 390 64); layer = <CALayer: 0x6005>> some text after it
           |    | My custom debugDescription
        """
        let (result, scene) = try importText(text)
        #expect(scene.hitID(CGPoint(x: 195, y: 422)) == "UIButton-Send")
        #expect(scene.hitID(CGPoint(x: 195, y: 800)) == "ChatInputBar")
        #expect(scene.origin(of: "ChatInputBar") == "MyApp.ChatInputBar 0x7f9c0c80a2b0")
        #expect(result.warnings.map { "\($0.line): \($0.message)" } == [
            "6: a layer, not a view; skipped",
            "7: cut by the author ('|    | ...'): views may be missing here",
            "8: text after the object ignored: 'some text after it'",
            "9: not a view, recogniser or controller line; skipped: '|    | My custom debugDescription'",
        ])
    }

    @Test func escapedLineBreaksAndIndentationOnlyDumpsAreRead() throws {
        let escaped = #"(String) $R0 = "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x9>>\n   | <UISwitch: 0x2; frame = (10 10; 51 31); layer = <CALayer: 0x8>>\n   |    | <UISwitchModernVisualElement: 0x3; frame = (0 0; 51 31); layer = <CALayer: 0x7>>""#
        let (a, sceneA) = try importText(escaped)
        #expect(a.viewCount == 2)
        #expect(sceneA.view("UISwitch") is UISwitch)
        let indented = """
        <UIView: 0x10; frame = (0 0; 320 480)>
            <UIView: 0x11; frame = (0 0; 320 100)>
                <UIButton: 0x12; frame = (10 10; 100 40)>
            <UISlider: 0x13; frame = (10 200; 300 30)>
                <UIImageView: 0x14; frame = (0 0; 31 31)>
        """
        let (b, sceneB) = try importText(indented)
        #expect(b.viewCount == 4)
        #expect(sceneB.scenario.allViews.first { $0.id == "UIView-2" }?.subviews.map(\.id) == ["UIButton"])
        #expect(sceneB.view("UISlider") is UISlider)
        #expect(sceneB.hitID(CGPoint(x: 50, y: 30)) == "UIButton")
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedForTheRightReason() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x9>>
           | <UIView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           |    | <UIButton: 0x3; frame = (0 100; 390 44); hidden = YES; layer = <CALayer: 0x9>>
           |    | <UIButton: 0x4; frame = (0 200; 390 44); alpha = 0; layer = <CALayer: 0x9>>
           |    | <UIView: 0x5; frame = (0 300; 390 44); userInteractionEnabled = NO; layer = <CALayer: 0x9>>
           |    |    | <UIButton: 0x6; frame = (0 0; 390 44); layer = <CALayer: 0x9>>
           |    | <UIView: 0x7; frame = (0 400; 100 44); layer = <CALayer: 0x9>>
           |    |    | <UIButton: 0x8; frame = (120 0; 100 44); layer = <CALayer: 0x9>>
        """
        let (_, scene) = try importText(text)
        #expect(scene.hitID(CGPoint(x: 50, y: 120)) == "UIView")
        let why = { (y: Double) in try WhyExplainer.explain(scene.scenario, at: CGPoint(x: 150, y: y), time: nil) }
        #expect(try why(120).contains("UIButton (UIButton 0x3) [0,100 390×44]: skipped, isHidden is true"))
        #expect(try why(220).contains("UIButton-2 (UIButton 0x4) [0,200 390×44]: skipped, alpha 0 is below 0.01"))
        #expect(try why(320).contains("UIView-2 (UIView 0x5) [0,300 390×44]: skipped, isUserInteractionEnabled is false"))
        #expect(try why(420).contains("UIButton-4: lies outside its ancestor UIView-3 (UIView 0x7)'s bounds there"))
    }

    @Test func recogniserListingsAttachByAddressWithTheirSettingsAndFailureRequirements() throws {
        let tree = """
        <UIView: 0x7fb2; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6000>; layer = <CALayer: 0x9>>
        """
        let listing = #"""
        (lldb) po view.gestureRecognizers
        ▿ Optional<Array<UIGestureRecognizer>>
          ▿ some : 4 elements
            - 0 : <UITapGestureRecognizer: 0x7fa1; state = Possible; view = <UIView 0x7fb2>; target= <(action=handleTap:, target=<Chat.ViewController 0x7fc3>)>; must-fail = {\n        <UITapGestureRecognizer: 0x7fa9; state = Possible; view = <UIView 0x7fb2>; numberOfTapsRequired = 2>\n    }>
            - 1 : <UITapGestureRecognizer: 0x7fa9; state = Possible; view = <UIView 0x7fb2>; target= <(action=handleDoubleTap:, target=<Chat.ViewController 0x7fc3>)>; numberOfTapsRequired = 2; must-fail-for = {\n        <UITapGestureRecognizer: 0x7fa1; state = Possible; view = <UIView 0x7fb2>>\n    }>
            - 2 : <UIPanGestureRecognizer: 0x7fa5; state = Possible; enabled = NO; cancelsTouchesInView = NO; delaysTouchesBegan = YES; view = <UIView 0x7fb2>; target= <(action=pan:, target=<Chat.ViewController 0x7fc3>)>>
            - 3 : <_UISystemGestureGateGestureRecognizer: 0x7fa7; state = Possible; delaysTouchesEnded = NO; view = <UIView 0x7fb2>>
        """#
        let result = try HierarchyImport.importDumps([.init(file: "tree.txt", text: tree), .init(file: "gr.txt", text: listing)])
        let scenario = try ScenarioParser.parse(result.yaml, file: "x.yaml")
        let recs = scenario.recognizers.map { r in "\(r.id) \(r.kind) on \(r.view) taps \(r.taps ?? 1) enabled \(r.enabled ?? true) cancels \(r.cancelsTouchesInView ?? true) delays \(r.delaysTouchesBegan ?? false) requires \(r.requireToFail.map(\.name))" }
        #expect(recs == ["UIView.tap tap on UIView taps 1 enabled true cancels true delays false requires [\"UIView.tap-2\"]",
                         "UIView.tap-2 tap on UIView taps 2 enabled true cancels true delays false requires []",
                         "UIView.pan pan on UIView taps 1 enabled false cancels false delays true requires []"])
        #expect(!scenario.allViews.contains { $0.recognizersNotListed })
        #expect(result.warnings.map(\.message).contains("_UISystemGestureGateGestureRecognizer is UIKit's own; it is not declared (built-in recognisers come with their component)"))
        // The scene runs: a single tap waits for the double tap to fail.
        let scene = try Scene(scenario)
        try scene.device.tap(at: CGPoint(x: 100, y: 400))
        try scene.device.settle(limit: 2)
        #expect(scene.device.trace.entries.filter { $0.kind == .action }.map(\.subject) == ["UIView.tap"])
    }

    @Test func aRealRecogniserListingOfUIKitsOwnRecognisersDeclaresNothingAndSaysWhy() throws {
        // 2016 blog listing of a scroll view's recognisers; the one-line tree is written for the test.
        let tree = HierarchyImport.Dump(file: "tree.txt", text: "<InfiniteScrollView: 0x7f89ce813800; baseClass = UIScrollView; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x1>; layer = <CALayer: 0x2>; contentOffset: {0, 0}; contentSize: {1125, 667}>")
        let listing = try HierarchyImport.read(path: dumpsFolder + "/recognizers-lldb-2016.txt")
        let result = try HierarchyImport.importDumps([tree, listing])
        #expect(result.recognizerCount == 0)
        #expect(result.warnings.filter { $0.file.hasSuffix("recognizers-lldb-2016.txt") }.map { "\($0.line): \($0.message)" } == [
            "3: UIScrollViewDelayedTouchesBeganGestureRecognizer is UIKit's own; it is not declared (built-in recognisers come with their component)",
            "4: UIScrollViewPanGestureRecognizer is UIKit's own; it is not declared (built-in recognisers come with their component)",
            "5: _UIDragAutoScrollGestureRecognizer is UIKit's own; it is not declared (built-in recognisers come with their component)"])
        let scene = try Scene(try ScenarioParser.parse(result.yaml, file: "x.yaml"))
        #expect(scene.view("InfiniteScrollView") is UIScrollView)
        #expect(scene.recognizer("InfiniteScrollView.pan") != nil)
        #expect(!scene.scenario.allViews.contains { $0.recognizersNotListed })
    }

    @Test func aCollectionViewsRecognisersFromUIKitInteractionsAreNotDeclared() throws {
        // An iOS 14-era listing quoted in a source comment; the one-line tree is written for the test.
        let tree = HierarchyImport.Dump(file: "tree.txt", text: "<UICollectionView: 0x120818c00; frame = (0 0; 390 700); gestureRecognizers = <NSArray: 0x1>; layer = <CALayer: 0x2>; contentOffset: {0, 0}; contentSize: {390, 2000}>")
        let listing = try HierarchyImport.read(path: dumpsFolder + "/collectionview-recognizers-ios14.txt")
        let result = try HierarchyImport.importDumps([tree, listing])
        #expect(result.recognizerCount == 0)
        let messages = result.warnings.filter { $0.file.hasSuffix("ios14.txt") }.map { "\($0.line): \($0.message)" }
        #expect(messages.count == 12)
        #expect(messages.contains("5: UIHoverGestureRecognizer: a recogniser of unknown kind; skipped"))
        #expect(messages.contains("8: UITapGestureRecognizer 0x11f511930 belongs to a UIKit interaction (multi-select.multiFingerTapGesture); it is not declared"))
        #expect(messages.contains("12: UILongPressGestureRecognizer 0x11f511ed0 belongs to a UIKit interaction (com.apple.UIKit.bandSelectionInitiationPress); it is not declared"))
        let scene = try Scene(try ScenarioParser.parse(result.yaml, file: "x.yaml"))
        #expect(scene.hitID(CGPoint(x: 100, y: 300)) == "UICollectionView")
    }

    @Test func aSearchBarPrintedThroughNSLogIsReadWithItsCancelButton() throws {
        let (result, scene) = try importFixture("searchbar-nslog-2015.txt")
        #expect(scene.scenario.allViews.map(\.id) == ["root", "UISearchBar", "UIView", "UISearchBarBackground",
                                                      "UINavigationButton", "UISearchBarTextField"])
        #expect(scene.hitID(CGPoint(x: 10, y: 10)) == "UINavigationButton")
        #expect(scene.hitID(CGPoint(x: 200, y: 20)) == "UIView")
        #expect(result.warnings.map(\.message).first == "the top view's frame does not give a screen size; the scene uses 390 × 844")
    }

    @Test func aCurrentIPhoneWindowWithStackViewsAndAFieldOutsideItsStack() throws {
        let (result, scene) = try importFixture("stackview-390x844.txt")
        expectDevice(result, scene, CGSize(width: 390, height: 844), "homeIndicator")
        // The second label has no `userInteractionEnabled = NO` in its full description: it was turned on.
        #expect(scene.hitID(CGPoint(x: 146, y: 75)) == "StatusLight-GC-鼠标")
        #expect(scene.hitID(CGPoint(x: 50, y: 75)) == "UIStackView-2")
        // The text field lies below its 44 pt stack: hit-testing never reaches it.
        #expect(scene.hitID(CGPoint(x: 100, y: 120)) == "UIStackView")
        let why = try WhyExplainer.explain(scene.scenario, at: CGPoint(x: 100, y: 120), time: nil)
        #expect(why.contains("UITextField: lies outside its ancestor UIStackView-2 (UIStackView 0x101730380)'s bounds there"))
        #expect(result.warnings.map { "\($0.line): \($0.message)" } == [
            "4: text after the object ignored: 'axis=vert distribution=fill alignment=fill'",
            "5: text after the object ignored: 'axis=horiz distribution=fillEqually alignment=fill'",
            "6: Example.StatusLight mapped to label: a subclass of UILabel (baseClass in the dump)",
            "7: Example.StatusLight mapped to label: a subclass of UILabel (baseClass in the dump)"])
    }

    @Test func theTextTimelineOfAnImportedSceneNamesTheDumpsClassesAndAddresses() throws {
        let (result, _) = try importFixture("notes-320x480-collapsed.txt")
        var scenario = try ScenarioParser.parse(result.yaml, file: "x.yaml")
        scenario.script = try ScenarioParser.parse("views: []\nscript:\n  - tap: [24, 455]\n", file: "s.yaml").script
        let text = TextTimeline.render(ScenarioRunner.run(scenario, tappableAreas: false))
        #expect(text.contains("\n   from the dump: UIButton-2 = UIButton 0x78f87df0\n"))
    }

    @Test func anIOS15NavigationWindowBehindPresentationContainersBecomesANavigationController() throws {
        let (result, scene) = try importFixture("nav-428x926-ios15.txt")
        expectDevice(result, scene, CGSize(width: 428, height: 926), "homeIndicator")
        #expect(scene.scenario.navigation?.stack.map(\.id) == ["screen1"])
        #expect(scene.scenario.navigation?.stack.first?.root.subviews.map(\.id) == ["UIView"])
        #expect(scene.hitID(CGPoint(x: 214, y: 463)) == "UIView")
        #expect(scene.recognizer("nav.pop") != nil)
    }

    @Test func aFormSheetWithANavigationBarKeepsItsBarButtonsAsPlainButtons() throws {
        // A navigation controller inside a presentation stays plain views (Import article, limits).
        let (result, scene) = try importFixture("cycript-formsheet-ios14.txt")
        #expect(scene.scenario.navigation == nil)
        #expect(scene.hitID(CGPoint(x: 18, y: 56)) == "UIButtonBarButton-取消")
        #expect(result.viewCount > 40)
    }

    @Test func theImportArticlesClassTableIsTheCodesTable() throws {
        // Each row naming components (`button`, `textField` / `textView`, or plain views) must be
        // what `ClassMap` answers for every class it lists outside parentheses.
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Import.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        func ticked(_ s: Substring) -> [String] {
            var out: [String] = [], depth = 0, inTick = false, word = ""
            for c in s {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                else if c == "`" { if inTick, depth == 0 { out.append(word) }; inTick.toggle(); word = "" }
                else if inTick { word.append(c) }
            }
            return out
        }
        var checked = 0
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let scene = cells[1]
            let kinds: [String]
            if scene.hasPrefix("plain views") { kinds = ["view"] }
            else if scene.hasPrefix("`") { kinds = scene.split(separator: ";")[0].split(separator: "/").map { ticked($0).first ?? "" } }
            else { continue }
            let groups = cells[0].split(separator: "/")
            for (k, group) in groups.enumerated() where k < kinds.count {
                for cls in ticked(group) where !cls.contains(" ") {
                    #expect(ClassMap.mapping(for: cls, baseClass: nil).kind.rawValue == kinds[k], "\(cls) should be \(kinds[k])")
                    checked += 1
                }
            }
        }
        #expect(checked > 30)
    }

    @Test func fieldsElidedByThePosterAreReadUpToTheCut() throws {
        // Stack Overflow 2343246: `[…]` instead of the last fields, no closing `>`.
        let (result, scene) = try importFixture("lldb-elided-fields.txt")
        #expect(scene.hitID(CGPoint(x: 150, y: 230)) == "UIRoundedRectButton-Test")
        #expect(result.warnings.map { "\($0.line): \($0.message)" }.suffix(4) == [
            "2: unbalanced brackets; read up to the end of the line",
            "3: unbalanced brackets; read up to the end of the line",
            "4: unbalanced brackets; read up to the end of the line",
            "3: UIRoundedRectButton mapped to button: its name ends in 'Button'"])
    }

    @Test func aNavigationCaughtMidPushStartsWithThePushFinished() throws {
        let (result, scene) = try importFixture("nav-mid-push-390x844.txt")
        #expect(scene.scenario.navigation?.stack.map(\.id) == ["InboxViewController", "ThreadViewController"])
        #expect(result.warnings.contains { $0.line == 13 && $0.message == "the dump was caught mid-push or mid-pop (2 UIViewControllerWrapperViews side by side, line 13): the scene starts with the transition finished, the upper screen on top" })
        #expect(scene.hitID(CGPoint(x: 195, y: 425)) == "UIButton-Reply")
        try scene.edgeSwipe(y: 300, step: 16, samples: 16)
        #expect(scene.navigationController?.viewControllers.count == 1)
        #expect(scene.hitID(CGPoint(x: 195, y: 425)) == "UIButton-Compose")
    }

    @Test func textsAreDecodedAndCutTextsAreReported() throws {
        let text = #"""
        <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x9>>
           | <UILabel: 0x2; frame = (0 0; 390 20); text = 'Caf\u00e9 menu; today'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x9>>
           | <UILabel: 0x3; frame = (0 20; 390 20); text = 'Don't stop...'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x9>>
        """#
        let (result, scene) = try importText(text)
        #expect(scene.scenario.allViews.map(\.id) == ["root", "UIView", "UILabel-Café-menu-today", "UILabel-Don-t-stop"])
        #expect(result.warnings.map(\.message) == ["the text of UILabel-Don-t-stop was cut by the dump"])
    }

    @Test func badInputGivesWarningsOrAClearErrorNeverACrash() throws {
        // Random bytes, seeded (a linear congruential generator): no object line, so a clear error.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<20_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        #expect(throws: ImportError.self) { try HierarchyImport.importDumps([.init(file: "r.bin", text: String(decoding: bytes, as: UTF8.self))]) }
        // Random view lines mixed with random bytes: warnings, never a crash.
        var mixed = "<UIView: 0x1; frame = (0 0; 390 844)>\n"
        for i in 0..<2_000 {
            let chunk = bytes[(i * 10)..<(i * 10 + 10)]
            mixed += "| " + String(decoding: chunk, as: UTF8.self) + " <UIView: 0x\(i + 2); frame = (0 0; \(i % 7) 10)\n"
        }
        let noisy = try HierarchyImport.importDumps([.init(file: "mixed.txt", text: mixed)])
        #expect(noisy.viewCount > 0 && !noisy.warnings.isEmpty)
        _ = try ScenarioParser.parse(noisy.yaml, file: "mixed.yaml")
        #expect(throws: ImportError.self) { try HierarchyImport.importDumps([.init(file: "empty.txt", text: "")]) }
        let unbalanced = "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2\n | <UIButton: 0x3; frame = (0 0; 10 {10)>>>>\n | <UIView: 0x4; frame = (nan 0; -5 inf)>"
        let (result, _) = try importText(unbalanced)
        #expect(result.warnings.map { "\($0.line): \($0.message)" }.contains("1: unbalanced brackets; read up to the end of the line"))
        #expect(result.warnings.map { "\($0.line): \($0.message)" }.contains("3: UIView's frame (nan 0; -5 inf) makes no sense; it gets an empty one and cannot be touched"))
    }

    @Test func toolsTellADumpFromAScenarioAndImportItOnTheFly() throws {
        #expect(HierarchyImport.looksLikeDump("(lldb) po view\n<UIView: 0x1; frame = (0 0; 10 10)>"))
        #expect(!HierarchyImport.looksLikeDump(try String(contentsOfFile: examplesFolder + "/conflict08-button-in-scroll-view.yaml", encoding: .utf8)))
        let (scenario, warnings) = try HierarchyImport.scenario(fromDumps: [dumpsFolder + "/navigation-table-375x667.txt"])
        #expect(scenario.file == dumpsFolder + "/navigation-table-375x667.txt (imported)")
        #expect(scenario.allViews.count == 5)
        #expect(warnings.count == 5)
        #expect(throws: ScenarioError.self) { try HierarchyImport.read(path: "/dev/zero") }
    }

    @Test func aSecondDumpOfTheSameWindowAddsNothingTwiceAndRecognisersAreCapped() throws {
        let window = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 390 844)>\n"
        var listing = ""
        for i in 0..<2_100 { listing += "<UITapGestureRecognizer: 0x\(String(i + 4096, radix: 16)); state = Possible; view = <UIView 0x2>>\n" }
        let result = try HierarchyImport.importDumps([.init(file: "a.txt", text: window), .init(file: "b.txt", text: window + "   |    | <UIButton: 0x3; frame = (0 0; 44 44)>\n"),
                                                      .init(file: "gr.txt", text: listing)])
        #expect(result.viewCount == 2)
        #expect(result.recognizerCount == HierarchyImport.maximumRecognizers)
        #expect(result.warnings.map(\.message) == ["a scene imports at most 2000 recognisers; the rest are left out, from here on"])
        let scene = try Scene(try ScenarioParser.parse(result.yaml, file: "x.yaml"))
        #expect(scene.hitID(CGPoint(x: 20, y: 20)) == "UIButton")
    }

    @Test func aTransformThatCannotBeInvertedIsAnErrorInAScenario() {
        #expect(errors("views:\n  - { id: v, frame: [0, 0, 10, 10], transform: [0, 0, 0, 0, 0, 0] }\nscript: []\n")
                == ["t.yaml:2:48: views[0].transform: the transform cannot be inverted (a·d − b·c is 0), so no point could be hit-tested"])
    }

    @Test func hugeAndDeepDumpsAreCutAtTheDocumentedLimits() throws {
        var wide = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n"
        for i in 0..<100_000 { wide += "   | <UIView: 0x\(String(i + 16, radix: 16)); frame = (0 0; 10 10)>\n" }
        let big = try HierarchyImport.importDumps([.init(file: "wide.txt", text: wide)])
        #expect(big.viewCount == HierarchyImport.maximumViews - 1)
        #expect(big.warnings.map(\.message) == ["a scene imports at most 5000 views; the rest are left out, from here on"])
        _ = try ScenarioParser.parse(big.yaml, file: "wide.yaml")

        var deep = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n"
        // Markers collapsed as web pages print them (`||||`), or the text alone is 100 MB.
        for i in 1...10_000 { deep += String(repeating: "|", count: i) + " <UIView: 0x\(String(i + 16, radix: 16)); frame = (0 0; 390 844)>\n" }
        let (d, scene) = try importText(deep)
        #expect(d.viewCount == HierarchyImport.maximumDepth)
        #expect(d.warnings.map(\.message) == ["9874 views are more than 126 levels deep and left out, from here on: touches are refused when views nest deeper, so a scene holds none"])
        #expect(d.warnings.map(\.line) == [128])
        #expect(scene.hitID(CGPoint(x: 10, y: 400)) != nil)
        // Every view kept can be touched: the run-time limit is not reached (issue 30).
        try scene.device.touchDown(at: CGPoint(x: 10, y: 400))
        try scene.device.touchUp()
    }
}
