import Foundation
import Testing
@testable import TouchstoneScenarios

/// The gesture doctor on every bundled example (issue 18): each seed's "before" scene yields the
/// seed's problem with the seed's fix, or an equivalent one, first and verified; each fixed scene
/// gets a clean bill of health; the conflict examples get exactly the findings below.
@Suite("Gesture doctor: seeds and conflict examples")
struct DoctorExamplesTests {
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        /// Each problem: `kind subject,subject… → top fix kind: top fix summary`.
        var problems: [String]
        var description: String { file }
    }

    static func problems(_ file: String) throws -> [String] {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        let report = try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
        return report.problems.map { f in
            let fix = f.fixes.first.map { " → \($0.kind)\($0.verified ? "" : " (unverified)"): \($0.summary)" } ?? " → no fix"
            return "\(f.kind.rawValue) \(f.subjects.joined(separator: ","))\(fix)"
        }
    }

    static let expected: [Expected] = [
        // Seed 000: the bottom edge's gate (deferring it is the post's fix; the doctor also finds
        // the bottom corners, which need their side edge too: rules §10.1, P23) and the iOS 11
        // back swipe holding the button's left half (the post keeps the pop's touches off the bar).
        Expected(file: "seed000-record-button.yaml", problems: [
            "delaysTouches recordButton,nav.pop → shouldReceive: nav.pop's delegate refuses touches inside recordButton",
            "delaysTouches recordButton,system.bottomEdge → deferSystemGestures: chat's controller defers the system gestures of left and bottom and right edges",
        ]),
        // The post's `.bottom` left the button's ends in the bottom corners held (P23); the fixed
        // scene defers [left, bottom, right] (DoctorDecisions DR12). Its replaced pop delegate has no
        // navigation-bar check (CC47), so the back button's touches are held (UIKitPiecesDecisions K16):
        // UIKit's own control held by UIKit's rule, a note since DoctorDecisions DR9.
        Expected(file: "seed000-record-button-fixed.yaml", problems: []),
        // The post's fix line for line: all it observed holds, and the doctor finds the corners.
        Expected(file: "seed000-record-button-posted.yaml", problems: [
            "delaysTouches recordButton,system.bottomEdge → deferSystemGestures: chat's controller defers the system gestures of left and bottom and right edges",
        ]),
        // The post's problem two: deferral done, the back swipe still holds the button's left end.
        Expected(file: "seed000-record-button-deferred.yaml", problems: [
            "delaysTouches recordButton,nav.pop → shouldReceive: nav.pop's delegate refuses touches inside recordButton",
            "delaysTouches recordButton,system.bottomEdge → deferSystemGestures: chat's controller defers the system gestures of left and bottom and right edges",
        ]),
        Expected(file: "seed001-back-swipe-vs-scroll.yaml", problems: [
            "shadowed nav.pop,gallery.pan → requireToFail: gallery.panGestureRecognizer.require(toFail: nav.interactivePopGestureRecognizer!)",
        ]),
        // The fix's pop delegate has no navigation-bar check (CC47): the back button's touches
        // are held until the back swipe fails (UIKitPiecesDecisions K16).
        Expected(file: "seed001-back-swipe-vs-scroll-fixed.yaml", problems: []),
        Expected(file: "seed001-single-double-tap.yaml", problems: [
            "firedTogether doubleA,singleA → requireToFail: singleA.require(toFail: doubleA)",
        ]),
        // Seed 002: one remedy per edge pan and per recogniser that beats it; the post's own
        // (edge pans recognise alongside the page's pan and wait for the container pan) is the
        // same relation the other way round, so exactly one handler runs per swipe.
        Expected(file: "seed002-pan-vs-edge-pans.yaml", problems: [
            "shadowed edgeLeft,navPan → requireToFail: navPan.require(toFail: edgeLeft)",
            "shadowed edgeLeft,page.pan,navPan → requireToFail+requireToFail: page.panGestureRecognizer.require(toFail: edgeLeft); navPan.require(toFail: edgeLeft)",
            "shadowed edgeRight,navPan → requireToFail: navPan.require(toFail: edgeRight)",
            "shadowed edgeRight,page.pan,navPan → requireToFail+requireToFail: page.panGestureRecognizer.require(toFail: edgeRight); navPan.require(toFail: edgeRight)",
        ]),
        Expected(file: "seed002-pan-vs-edge-pans-fixed.yaml", problems: []),
        Expected(file: "seed003-tap-cancels-cell.yaml", problems: [
            "cancelsTouches list.row*,tapSelfView → cancelsTouchesInView: tapSelfView.cancelsTouchesInView = false",
        ]),
        Expected(file: "seed003-tap-cancels-cell-fixed.yaml", problems: []),
        Expected(file: "seed003-ball-pan-vs-swipe.yaml", problems: [
            "shadowed boardSwipe,ballPan → requireToFail: ballPan.require(toFail: boardSwipe)",
        ]),
        // Issue 31 (DoctorDecisions DR11): the search button is under 44 pt high.
        Expected(file: "seed003-controls-block-root-tap.yaml", problems: [
            "hardToHit searchButton → pointInside: searchButton.point(inside:with:) also accepts [0, -4, 90, 44]",
        ]),
        Expected(file: "seed003-gesture-priorities.yaml", problems: []),
        Expected(file: "seed003-enlarged-hit-areas.yaml", problems: []),
        Expected(file: "seed003-responder-chain.yaml", problems: []),
        // Seed 004: the switch's own pan flips it at every crossing; switching that pan off leaves
        // taps (as the post's overlay does) and drags toggle at the lift.
        Expected(file: "seed004-switch-drag.yaml", problems: [
            "repeatedEvent toggle → isEnabled: togglePan.isEnabled = false",
        ]),
        Expected(file: "seed004-switch-overlay-fixed.yaml", problems: []),
        // Issue 35's races (HumanGestureDecisions HG9–HG11): the doctor examines the scenes as plain gestures.
        Expected(file: "race01-small-ball-fast-drag.yaml", problems: [
            "shadowed boardSwipe,ballPan → requireToFail: ballPan.require(toFail: boardSwipe)",
        ]),
        Expected(file: "race02-back-swipe-vs-carousel.yaml", problems: []),
        Expected(file: "race03-switch-jittery-drag.yaml", problems: [
            "repeatedEvent toggle → isEnabled: togglePan.isEnabled = false",
        ]),
        Expected(file: "conflict01-tap-vs-double-tap.yaml", problems: []),
        Expected(file: "conflict02-cell-selection-keyboard-dismiss.yaml", problems: []),
        Expected(file: "conflict03-nested-scroll-views.yaml", problems: []),
        Expected(file: "conflict04-back-swipe-vs-page-view.yaml", problems: []),
        Expected(file: "conflict05-slider-in-scroll-view.yaml", problems: [
            "delaysTouches volume,settings.delayedTouches → delaysContentTouches+touchesShouldCancel: settings.delaysContentTouches = false; settings.touchesShouldCancel(in:) returns true for controls too",
        ]),
        Expected(file: "conflict06-floating-button-vs-back-swipe.yaml", problems: []),
        Expected(file: "conflict07-pinch-and-rotate.yaml", problems: []),
        Expected(file: "conflict08-button-in-scroll-view.yaml", problems: [
            "delaysTouches buy,page.delayedTouches → delaysContentTouches+touchesShouldCancel: page.delaysContentTouches = false; page.touchesShouldCancel(in:) returns true for controls too",
        ]),
        Expected(file: "conflict09-enlarged-hit-area.yaml", problems: []),
        Expected(file: "conflict10-subview-outside-bounds.yaml", problems: [
            "unreachable badge → pointInside: card.point(inside:with:) also accepts [280, -20, 40, 40]",
        ]),
        Expected(file: "conflict11-swipe-to-delete-vs-back-swipe.yaml", problems: []),
        Expected(file: "conflict12-collection-view-cell-vs-scroll.yaml", problems: []),
        // The app's tap takes the page's click (which waits for double-tap zoom); a page that
        // prevents default blocks the app's tap (WebKit's touch-events recogniser begins).
        Expected(file: "conflict14-web-view-tap-and-double-tap.yaml", problems: [
            "shadowed article.click,toggleChrome → requireToFail: toggleChrome.require(toFail: articleClick)",
            "shadowed toggleChromeCanvas,canvasPage.touchEvents → shouldRecognizeSimultaneously: toggleChromeCanvas's delegate lets it recognise simultaneously with every other recogniser",
            "firedTogether article.doubleTapZoom,toggleChrome → requireToFail (unverified): toggleChrome.require(toFail: articleDoubleTapZoom)",
        ]),
        Expected(file: "conflict15-map-tap-vs-double-tap-zoom.yaml", problems: [
            "firedTogether map.doubleTap,dropPin → requireToFail: dropPin.require(toFail: mapDoubleTap)",
        ]),
        // The doctor examines the screen shown at the start (it does not play the script's push).
        Expected(file: "conflict16-tap-during-push.yaml", problems: []),
        // The bar takes 15 pt below itself (UIKitPiecesDecisions K16): the top of each filter is the bar's.
        // Issue 31: the family's two-finger taps on nearby controls find the filters pressed together.
        Expected(file: "conflict17-button-just-below-the-navigation-bar.yaml", problems: [
            "unreachable allFilter → no fix",
            "unreachable flaggedFilter → no fix",
            "unreachable unreadFilter → no fix",
            "pressedTogether allFilter,unreadFilter → isExclusiveTouch: allFilter.isExclusiveTouch = true",
            "pressedTogether unreadFilter,flaggedFilter → isExclusiveTouch: flaggedFilter.isExclusiveTouch = true",
        ]),
        // Issue 31's families (DoctorDecisions DR9–DR11); their wants are DoctorWantsTests'.
        Expected(file: "conflict20-swipe-vs-document-scroll.yaml", problems: [
            "shadowed nextChapter,document.pan → requireToFail: document.panGestureRecognizer.require(toFail: nextChapter)",
        ]),
        Expected(file: "conflict21-two-pans-one-axis.yaml", problems: [
            "shadowed pagePan,sheetPan → requireToFail: sheetPan.require(toFail: pagePan)",
        ]),
        Expected(file: "conflict22-backdrop-tap-through-card.yaml", problems: []),
        Expected(file: "conflict23-web-view-click-takes-the-apps-tap.yaml", problems: [
            "shadowed showControls,article.click → shouldBeRequiredToFailBy: showControls's delegate answers shouldBeRequiredToFailBy article.click with true",
        ]),
        Expected(file: "conflict24-long-press-then-drag.yaml", problems: []),
        Expected(file: "conflict25-close-button-too-small.yaml", problems: [
            "hardToHit close → pointInside: close.point(inside:with:) also accepts [-10, -10, 44, 44]",
        ]),
        Expected(file: "conflict26-two-buttons-two-fingers.yaml", problems: [
            "pressedTogether discard,send → isExclusiveTouch: discard.isExclusiveTouch = true",
        ]),
        Expected(file: "conflict27-edge-swipe-in-a-game.yaml", problems: []),
        // SwiftUI scenes (DoctorDecisions DR15–DR17): SwiftUI's own remedies.
        Expected(file: "swiftui01-drag-in-scroll-view.yaml", problems: [
            "shadowed feed.pan,row0.drag (gesture) → simultaneousGesture: row{n}: .simultaneousGesture(DragGesture(minimumDistance: 10)) instead of .gesture(DragGesture(minimumDistance: 10))",
        ]),
        Expected(file: "swiftui02-child-and-parent-tap.yaml", problems: [
            "firedTogether heart.tap (simultaneousGesture),card.tap (onTapGesture) → gesture: heart: .gesture(TapGesture()) instead of .simultaneousGesture(TapGesture())",
        ]),
        // A List row's automatic-style buttons firing together (SwiftUIDecisions SU30): the doctor
        // finds it from the row's buttons and verifies .buttonStyle(.borderless) (DoctorDecisions DR19).
        Expected(file: "swiftui03-list-row-buttons.yaml", problems: [
            "firedTogether share,save → buttonStyle: the HStack of line 14: add .buttonStyle(.borderless)",
        ]),
        // The carousel's pan takes the sideways drags from the feed's: a UIKit view's own inner
        // scroll view, a note and not a problem.
        Expected(file: "conflict18-carousel-in-a-table-row.yaml", problems: []),
        // The doctor examines the screen at rest: the animation is the script's.
        Expected(file: "conflict19-tap-on-a-sliding-panel.yaml", problems: []),
        Expected(file: "conflict13-back-swipe-on-the-root-freezes.yaml", problems: [
            "delaysTouches openButton,pop → shouldReceive: pop's delegate refuses touches inside openButton",
            "freezes nav,pop → shouldReceive: pop's delegate refuses touches while only the root controller is on the stack",
        ]),
    ]

    @Test(arguments: expected)
    func theDoctorFindsExactlyTheseProblemsWithTheseFixes(_ e: Expected) throws {
        #expect(try Self.problems(e.file) == e.problems)
    }

    @Test func everyExampleIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: examplesFolder).filter { $0.hasSuffix(".yaml") }
        #expect(Set(files) == Set(Self.expected.map(\.file)))
    }

    /// The fixes a user is shown first are the ones that removed the finding and changed nothing
    /// else; on these examples every problem has one.
    @Test(arguments: ["seed000-record-button.yaml", "seed001-back-swipe-vs-scroll.yaml", "seed002-pan-vs-edge-pans.yaml",
                      "seed003-tap-cancels-cell.yaml", "seed004-switch-drag.yaml"])
    func everyBeforeSeedProblemHasAVerifiedFixFirst(file: String) throws {
        let scenario = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        let report = try GestureDoctor.diagnose(scenario, options: .init(threads: 2))
        #expect(!report.problems.isEmpty)
        for f in report.problems {
            let fix = try #require(f.fixes.first)
            #expect(fix.verified && fix.sideEffects.isEmpty, "\(f.summary)")
        }
    }
}
