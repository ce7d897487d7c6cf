import Foundation
import Touchstone

/// A scenario: a device, a screen of views with recognisers, a script of fingers, and the
/// expectations that turn it into a test. The file format is documented in <doc:ScenarioFiles>
/// and the repository's `Schemas/scenario.schema.json`.
public struct Scenario: Sendable {
    /// The scenario's title (`name:`), shown in timelines and reports.
    public var name: String
    /// What the scenario shows (`description:`).
    public var summary: String?
    /// Where the behaviour comes from (a seed, a CC number of the spec).
    public var source: String?
    /// The file it was read from, as given to the parser (used in messages and reports).
    public var file: String
    /// The simulated device (`device:`).
    public var device: DeviceSpec
    /// The root controller's view (id `root` unless renamed) and everything under it.
    public var root: ViewSpec
    /// A navigation stack instead of a single screen (the last controller is on top).
    public var navigation: NavigationSpec?
    /// A tab bar controller instead of a single screen (`tabs:`).
    public var tabs: TabsSpec? = nil
    /// A SwiftUI view tree shown through `UIHostingController` (`swiftui:`), as the screen or
    /// inside one of its UIKit views (ScenarioDecisions X17).
    public var swiftUI: SwiftUISceneSpec? = nil
    /// Recognisers declared apart from their view, or changes to built-in ones (`recognizers:`).
    public var recognizers: [RecognizerSpec]
    /// The gestures, in order (`script:`).
    public var script: [Step]
    /// What must hold after the script (`expect:`).
    public var expectations: [Expectation]
    /// What the user wanted the script to do (`want:`), in the grammar of `expect:`: not checked
    /// by `touchstone run`; the gesture doctor searches for UIKit's remedies that make every want
    /// hold (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md, "Wants").
    public var wants: [Expectation] = []
    /// Files the scenario reads besides itself (its `webdriver:` captures), as resolved paths:
    /// inputs of the run that output must never overwrite (RobustnessDecisions R11).
    public var referencedFiles: [String] = []
    /// Every view and recogniser id, for references.
    public var ids: [String] { allViews.map(\.id) + recognizers.map(\.id) }

    /// Every view of the scenario, depth first: the root's tree, then each screen of the navigation stack.
    public var allViews: [ViewSpec] {
        var out: [ViewSpec] = []
        func walk(_ v: ViewSpec) { out.append(v); v.subviews.forEach(walk) }
        walk(root)
        navigation?.stack.forEach { walk($0.root) }
        navigation?.screens.forEach { walk($0.root) }
        for tab in tabs?.screens ?? [] {
            if let nav = tab.navigation { (nav.stack + nav.screens).forEach { walk($0.root) } } else { walk(tab.root) }
        }
        return out
    }

    /// Every navigation controller: the root one, or the tabs' (UIKitPiecesDecisions K22).
    public var navigations: [NavigationSpec] {
        if let navigation { return [navigation] }
        return (tabs?.screens ?? []).compactMap(\.navigation)
    }

    /// The navigation controller on screen at the start: the root one, or the selected tab's.
    public var activeNavigation: NavigationSpec? {
        if let navigation { return navigation }
        guard let tabs, tabs.selectedIndex < tabs.screens.count else { return nil }
        return tabs.screens[tabs.selectedIndex].navigation
    }

    /// The navigation controller whose stack or pushable screens hold screen `id`.
    public func navigation(holding id: String) -> NavigationSpec? {
        navigations.first { ($0.stack + $0.screens).contains { $0.id == id } }
    }
}

/// The simulated device of a scenario (`device:`).
public struct DeviceSpec: Sendable {
    /// Screen size in points (`screen:`, default 390 × 844).
    public var screen: CGSize = CGSize(width: 390, height: 844)
    /// Samples per second of the gesture helpers' moves (`samplingRate:`, default 60 Hz).
    public var samplingRate: Double = 60
    /// Samples per second of the touch digitiser during varied gestures (`touchSamplingRate:`
    /// 60, 120 or 240; `nil`: one per display frame). See `GestureSpread`.
    public var touchSamplingRate: Double?
    /// The system's bottom-edge gesture and its touch gate (rules §10); off = no gate at all.
    public var systemGestures = true
    /// `homeIndicator` (Face ID iPhones, 50 pt bottom zone) or `homeButton` (20 pt).
    public var model = "homeIndicator"
    /// The iOS version the device behaves as (top-level `ios:`, default the newest profile).
    public var profile: DeviceProfile = .newest
    /// The SDK the app was linked against (top-level `sdk:`; `nil`: the device's version).
    public var linkedOn: DeviceProfile?
}

/// One view of the tree. Kinds other than `view` map to Touchstone's UIKit classes.
public struct ViewSpec: Sendable {
    /// The view classes a scenario can create (`class:`).
    public enum Kind: String, Sendable, CaseIterable {
        /// A plain `UIView`.
        case view
        /// A `UILabel` (user interaction off by default, rules H7).
        case label
        /// A `UIImageView` (user interaction off by default, rules H7).
        case imageView
        /// A `UIButton`: blocks ancestors' single taps.
        case button
        /// A direct `UIControl` subclass written by an app: cannot block ancestors' recognisers (CC34).
        case control
        /// A `UISwitch`.
        case `switch`
        /// A `UISlider`.
        case slider
        /// A `UITextField`.
        case textField
        /// A `UITextView`, with its own tap recogniser.
        case textView
        /// A `UIScrollView`, with its pan recogniser `<id>.pan`.
        case scrollView
        /// A `UITableView` of `rows` plain cells.
        case tableView
        /// A `UICollectionView` of `items` cells placed by a flow layout.
        case collectionView
        /// A stand-in for `WKWebView` with WebKit's recognisers: `<id>.touchEvents`, `<id>.click`,
        /// `<id>.doubleTapZoom`, `<id>.longPress`, and its scroll view's `<id>.scrollView.pan`/`.pinch`.
        case webView
        /// A stand-in for `MKMapView` with MapKit's recognisers: `<id>.pan`, `<id>.pinch`,
        /// `<id>.rotation`, `<id>.doubleTap`, `<id>.twoFingerTap`.
        case mapView
        /// A scroll-style `UIPageViewController`'s view: `pages` pages `<id>.page<n>` in its paging
        /// scroll view `<id>.scrollView` (UIKit's `_UIQueuingScrollView`), whose pan is
        /// `<id>.scrollView.pan`; the controller is `<id>.controller`.
        case pageViewController
        /// A `UISearchBar`: its field `<id>.textField` begins editing on a tap; its cancel button
        /// `<id>.cancelButton` shows with `showsCancelButton`.
        case searchBar
    }
    /// The view's name in traces and references (`id:`).
    public var id: String
    // (Each kind's own recognisers and inner views: `Kind.ownRecognizers(table:)`, `Kind.ownViews`.)
    /// Which UIKit class the view is (`class:`, default `view`).
    public var kind: Kind = .view
    /// Position and size in the superview (`frame:`).
    public var frame: CGRect
    /// `isUserInteractionEnabled`; `nil` keeps the class's default (off for labels and image views).
    public var userInteractionEnabled: Bool?
    /// `isHidden` (`hidden:`).
    public var hidden = false
    /// `alpha` (`alpha:`); below 0.01 the view is not hit.
    public var alpha: Double = 1
    /// `isMultipleTouchEnabled` (`multipleTouchEnabled:`).
    public var multipleTouch = false
    /// `isExclusiveTouch` (`exclusiveTouch:`).
    public var exclusiveTouch = false
    /// Negative insets enlarge `point(inside:)` (seed 003's 20 pt bigger button).
    public var hitInsets: UIEdgeInsets?
    /// Extra rectangles (in the view's own space) that `point(inside:)` also accepts (seed 003's
    /// tab bar lace above the bar).
    public var extraHitAreas: [CGRect] = []
    /// `false`: the view's `touches…` overrides do not call `super`, ending the responder chain.
    public var callsSuper = true
    /// `isEnabled` of a control (`enabled:`).
    public var enabled = true
    /// A switch's `isOn` (`isOn:`).
    public var isOn: Bool?
    /// A slider's `value` (`value:`).
    public var value: Double?
    /// A slider's `isContinuous` (`continuous:`).
    public var continuous: Bool?
    /// A scroll or table view's `contentSize` (`contentSize:`).
    public var contentSize: CGSize?
    /// A scroll view's starting `contentOffset` (`contentOffset:`).
    public var contentOffset: CGPoint?
    /// A scroll view's `isPagingEnabled` (`paging:`).
    public var paging: Bool?
    /// A scroll view's `delaysContentTouches` (`delaysContentTouches:`).
    public var delaysContentTouches: Bool?
    /// A scroll view's `canCancelContentTouches` (`canCancelContentTouches:`).
    public var canCancelContentTouches: Bool?
    /// A scroll view whose `touchesShouldCancel(in:)` also says yes for controls
    /// (`touchesShouldCancelControls:`), so a drag that starts on a button still scrolls when
    /// content touches are not delayed (rules §8.3, A14).
    public var touchesShouldCancelControls = false
    /// A scroll view's `bounces` (`bounces:`).
    public var bounces: Bool?
    /// A table view's number of plain rows (`rows:`).
    public var rows: Int?
    /// A table view's `rowHeight` (`rowHeight:`, default 44).
    public var rowHeight: Double?
    /// A table view's header view (`tableHeaderView:`): the id of one of its subviews, placed
    /// above the rows at the table's width and its own height (UIKit `tableHeaderView`; the
    /// footer likewise below them; ImportDecisions I20).
    public var tableHeaderView: String?
    /// A table view's footer view (`tableFooterView:`), placed below the rows.
    public var tableFooterView: String?
    /// A table's trailing swipe actions, by title (`trailingActions:`); each logs when run.
    public var trailingActions: [String] = []
    /// A table's leading swipe actions, by title (`leadingActions:`).
    public var leadingActions: [String] = []
    /// A collection view's number of items (`items:`).
    public var items: Int?
    /// A collection view's item size (`itemSize:`, default 50 × 50).
    public var itemSize: CGSize?
    /// A collection view's scroll direction (`scrollDirection:`, `vertical` or `horizontal`).
    public var scrollDirection: String?
    /// A search bar's `showsCancelButton` (`showsCancelButton:`, default false).
    public var showsCancelButton = false
    /// A search bar's delegate answer to `searchBarShouldBeginEditing` (`beginsEditing:`, default true).
    public var beginsEditing = true
    /// A page view controller's number of pages (`pages:`, default 3).
    public var pages: Int?
    /// The page a page view controller shows first, from 0 (`currentPage:`, default 0).
    public var currentPage: Int?
    /// A web view's page lets the user zoom (`userScalable:`, default true): pinch and double-tap zoom.
    public var userScalable = true
    /// A web view's page has long-press targets (links, images) everywhere (`longPressTargets:`).
    public var longPressTargets = false
    /// A web view's page calls `preventDefault()` on `touchstart` (`preventsDefault:`).
    public var preventsDefault = false
    /// A map view's `isScrollEnabled` (`scrollEnabled:`).
    public var mapScrollEnabled = true
    /// A map view's `isZoomEnabled` (`zoomEnabled:`).
    public var mapZoomEnabled = true
    /// A map view's `isRotateEnabled` (`rotateEnabled:`).
    public var mapRotateEnabled = true
    /// Child views, later ones in front (`subviews:`).
    public var subviews: [ViewSpec] = []
    /// In a top-level `views:` list: the id of the view this one is a subview of (`parent:`),
    /// so deep trees need no deep nesting; `nil` puts it under the root. Imported dumps use it.
    public var parent: String?
    /// Set when `parent:` named a row or an item (`list.row2`, `grid.item0`): the view is a
    /// subview of that table or collection view's spec and sits in that cell when the cell is
    /// made, not in the scroll view itself.
    public var cellPlace: CellPlace?
    /// The UIKit or app class the view stands for (`className:`), shown beside its id by `why`
    /// and the report; imported dumps keep the class the debugger printed.
    public var className: String?
    /// The view's address in the dump it was imported from (`address:`, e.g. `0x7f9c1c50a2b0`),
    /// shown beside its id so every answer can be matched back to the dump.
    public var address: String?
    /// "`className` `address`" — where the view came from in an imported dump, e.g.
    /// `UIButton 0x7f9c1c50a2b0` — or `nil` when the scenario names neither.
    public var dumpOrigin: String? {
        className == nil && address == nil ? nil : [className, address].compactMap { $0 }.joined(separator: " ")
    }
    /// `transform` as `[a, b, c, d, tx, ty]` (`transform:`), applied about the centre after
    /// `frame`, as `recursiveDescription` prints it.
    public var transform: CGAffineTransform?
    /// The dump said the view has gesture recognisers (`gestureRecognizers = <NSArray: …>`) but
    /// did not list them (`recognizersNotListed:`); `why` and `explore` say so.
    public var recognizersNotListed = false
    /// What a navigation screen shows in the bar (`title`, `hidesBackButton`, `leftItems`,
    /// `rightItems`); navigation screens only.
    public var navigationItem: NavigationItemSpec?
    /// Screen edges whose system gestures this screen defers (root and pushed screens only).
    public var deferSystemEdges: UIRectEdge = []
    /// Where the view was declared in the file (1-based), for messages.
    public var line = 0, column = 0
}

/// A navigation stack instead of a single screen (`navigation:`).
public struct NavigationSpec: Sendable {
    /// The navigation controller's name (`id:`); its pop recogniser is `<id>.pop`, its view `<id>.view`.
    public var id: String
    /// `popPolicy:` — `backSwipeBeatsScrollView` (iOS 15 on) or `scrollViewBeatsBackSwipe`
    /// (iOS 11–14: back swipe held in the left half, scroll views win), overriding the profile's
    /// policy for this controller alone; `nil` (default): the profile's (`InteractivePopPolicy`, in Touchstone).
    public var popPolicy: InteractivePopPolicy?
    /// The screens, bottom first; the last one is on top.
    public var stack: [ScreenSpec]
    /// Screens not on the stack when the script starts, which `push` steps can push (`screens:`).
    public var screens: [ScreenSpec] = []
    /// The navigation bar's `isUserInteractionEnabled` (`barUserInteractionEnabled:`, default
    /// true); an imported dump caught mid-push prints it off (ImportDecisions I21).
    public var barUserInteractionEnabled = true
}

/// One screen of a navigation stack or a tab: a view controller and its view.
public struct ScreenSpec: Sendable {
    /// The screen's name; its controller is `<id>.controller`.
    public var id: String
    /// The controller's view and everything under it (for a tab holding a navigation stack, its
    /// bottom screen's).
    public var root: ViewSpec
    /// For a tab: the navigation controller it holds (`- navigation: {…}` in `tabs.items`), whose
    /// stack replaces `root` as the tab's content.
    public var navigation: NavigationSpec?
    /// For a tab holding a navigation stack: the tab's title (`title:` beside `navigation:`).
    public var tabTitle: String?
}

/// A recogniser to create (or, with `builtin`, one that a UIKit class already owns, whose
/// settings and delegate the scenario changes).
public struct RecognizerSpec: Sendable {
    /// The recogniser classes a scenario can create (`kind:`).
    public enum Kind: String, Sendable, CaseIterable {
        /// `UITapGestureRecognizer`.
        case tap
        /// `UIPanGestureRecognizer`.
        case pan
        /// `UILongPressGestureRecognizer`.
        case longPress
        /// `UISwipeGestureRecognizer`.
        case swipe
        /// `UIPinchGestureRecognizer`.
        case pinch
        /// `UIRotationGestureRecognizer`.
        case rotation
        /// `UIScreenEdgePanGestureRecognizer`.
        case screenEdgePan
    }
    /// The recogniser's name in traces and references (`id:`).
    public var id: String
    /// Which UIKit recogniser class it is (`kind:`).
    public var kind: Kind
    /// The view it is attached to.
    public var view: String
    /// `scroll.pan`, `nav.pop`: a recogniser owned by a UIKit class instead of a new one.
    public var builtin: String?
    /// `numberOfTapsRequired` of a tap or long press (`taps:`).
    public var taps: Int?
    /// `numberOfTouchesRequired` of a tap, long press or swipe (`touches:`).
    public var touches: Int?
    /// `minimumNumberOfTouches` of a pan (`minimumTouches:`).
    public var minimumTouches: Int?
    /// `maximumNumberOfTouches` of a pan (`maximumTouches:`).
    public var maximumTouches: Int?
    /// `minimumPressDuration` of a long press (`minimumPressDuration:`).
    public var minimumPressDuration: TimeInterval?
    /// `allowableMovement` of a tap or long press (`allowableMovement:`).
    public var allowableMovement: Double?
    /// A swipe's directions (`direction:`): `right`, `left`, `up`, `down`.
    public var direction: [String] = []
    /// A screen-edge pan's `edges` (`edges:`).
    public var edges: UIRectEdge = []
    /// `cancelsTouchesInView`; `nil` keeps UIKit's default.
    public var cancelsTouchesInView: Bool?
    /// `delaysTouchesBegan`; `nil` keeps UIKit's default.
    public var delaysTouchesBegan: Bool?
    /// `delaysTouchesEnded`; `nil` keeps UIKit's default.
    public var delaysTouchesEnded: Bool?
    /// `isEnabled`; `nil` keeps UIKit's default.
    public var enabled: Bool?
    /// Recognisers this one requires to fail (`requireToFail:`, `require(toFail:)`).
    public var requireToFail: [Reference] = []
    /// Declarative delegate answers (`delegate:`).
    public var delegate: DelegateSpec?
    /// Lines to log when the action fires (seed code's `NSLog`).
    public var logOnAction: String?
    /// Where the recogniser was declared in the file (1-based), for messages.
    public var line = 0, column = 0
}

/// A name used somewhere in the file, with its position for "unknown view" messages.
public struct Reference: Sendable, Hashable {
    /// The id referred to.
    public var name: String
    /// Line of the reference in the file (1-based).
    public var line: Int
    /// Column of the reference in the file (1-based).
    public var column: Int
}

/// Declarative delegate answers (rules §5.5). Each question is a list of rules tried in order;
/// the first whose condition holds gives the answer, else `otherwise` (UIKit's default when absent).
public struct DelegateSpec: Sendable {
    /// `gestureRecognizer(_:shouldReceive:)` for each touch (`shouldReceive:`).
    public var shouldReceive: RuleList?
    /// `gestureRecognizerShouldBegin(_:)` (`shouldBegin:`).
    public var shouldBegin: RuleList?
    /// `nil`: default (no). `all`: every other recogniser.
    public var simultaneousWith: SimultaneousSpec?
    /// Recognisers this one requires to fail, asked dynamically (`shouldRequireFailureOf:`).
    public var requireFailureOf: [Reference] = []
    /// Recognisers that must wait for this one to fail (`shouldBeRequiredToFailBy:`).
    public var requiredToFailBy: [Reference] = []
    /// The delegate replaces one a UIKit class installed (the back swipe's) but asks it first, as
    /// an app does that saves the old delegate (`askOriginalFirst:`): `shouldReceive` and
    /// `shouldBegin` need both to say yes; the requirement and simultaneity questions take
    /// either's yes. Without it, replacing the back swipe's delegate drops UIKit's own answers
    /// (no back swipe on the root controller or from the navigation bar: rules CC47, CC48).
    public var askOriginalFirst = false
}

/// Which recognisers a delegate lets recognise together with its own (`shouldRecognizeSimultaneously:`).
public enum SimultaneousSpec: Sendable {
    /// Every other recogniser (`all`).
    case all
    /// Only these recognisers (a list of ids).
    case some([Reference])
}

/// A delegate answer: rules tried in order, the first whose condition holds answering.
public struct RuleList: Sendable {
    /// The rules, in order: a condition and the answer it gives when it holds.
    public var rules: [(condition: Condition, answer: Bool)]
    /// The answer when no rule holds (`otherwise:`).
    public var otherwise: Bool
}

/// A condition on the touch (for `shouldReceive`) or the gesture so far (for `shouldBegin`).
/// All given parts must hold.
public struct Condition: Sendable {
    /// The touch (or the gesture's location) is inside one of these views (`inside:`).
    public var inside: [Reference] = []
    /// The touch is outside all of these views (`outside:`).
    public var outside: [Reference] = []
    /// The touch's hit view is one of these (`hitView:`, `shouldReceive` only).
    public var hitView: [Reference] = []
    /// The touch's hit view is none of these (`notHitView:`, `shouldReceive` only).
    public var notHitView: [Reference] = []
    /// The point is inside this screen rectangle (`region:`).
    public var region: CGRect?
    /// The point is outside this screen rectangle (`outsideRegion:`).
    public var outsideRegion: CGRect?
    /// `horizontal` / `vertical`: the translation so far is mostly along that axis.
    public var mostly: String?
    /// `left`, `right`, `up`, `down`: the translation so far points that way (or is zero on that axis).
    public var moving: String?
    /// A scroll view's content offset equals / is at most the given values.
    public var scrollView: Reference?
    /// The range `offsetX` of `scrollView` must be in.
    public var offsetX: ClosedRange<Double>?
    /// The range `offsetY` of `scrollView` must be in.
    public var offsetY: ClosedRange<Double>?
    /// The navigation stack holds at least / at most this many controllers.
    public var stackAtLeast: Int?
    /// Always holds (`always: true`).
    public var always = false
}

/// One step of the script. Times are absolute (`at`) or follow the previous step.
public struct Step: Sendable {
    /// The gesture a step performs.
    public enum Action: Sendable {
        /// A tap of `fingers` fingers held for `duration`.
        case tap(CGPoint, duration: TimeInterval, fingers: Int)
        /// Two taps `interval` apart, each held for `duration`.
        case doubleTap(CGPoint, interval: TimeInterval, duration: TimeInterval)
        /// A finger held still for `duration`.
        case longPress(CGPoint, duration: TimeInterval)
        /// One finger from `from` to `to` over `duration`, held `hold` before moving, lifted at the end if `lift`.
        case drag(from: CGPoint, to: CGPoint, duration: TimeInterval, hold: TimeInterval, lift: Bool)
        /// Several fingers moving together along their paths.
        case multiDrag([(from: CGPoint, to: CGPoint)], duration: TimeInterval, hold: TimeInterval)
        /// A quick straight swipe.
        case swipe(from: CGPoint, direction: Device.Direction, distance: Double, duration: TimeInterval)
        /// Two fingers moving apart or together about `center`, from one distance to another.
        case pinch(center: CGPoint, from: Double, to: Double, duration: TimeInterval)
        /// Two fingers `span` apart turning about `center` from one angle to another, in degrees.
        case rotate(center: CGPoint, span: Double, fromDegrees: Double, toDegrees: Double, duration: TimeInterval)
        /// A swipe in from a screen edge, at `position` along it (the middle if `nil`).
        case edgeSwipe(edge: UIRectEdge, position: Double?, distance: Double, duration: TimeInterval)
        /// Finger `id` moved in a straight line from `from` to `to` over `duration`, sampled at the
        /// display rate (`move: { from, to, until }`); put down at `from` first if it is not down.
        case moveLine(id: Int, from: CGPoint, to: CGPoint, duration: TimeInterval)
        /// Time passing with no input.
        case wait(TimeInterval)
        /// Raw finger changes delivered as one event.
        case event([Device.FingerChange])
        /// A property of a view or recogniser changed mid-script.
        case set(target: Reference, property: String, value: String)
        /// A line written to the trace.
        case log(String)
        /// `UIView.animate(withDuration:delay:options:animations:completion:)` changing a view's
        /// frame and/or alpha (`animate:`); without `allowUserInteraction` the view ignores
        /// touches until the animation ends (UIKitPiecesDecisions K1, K21).
        case animate(view: Reference, frame: CGRect?, alpha: Double?, duration: TimeInterval, delay: TimeInterval, allowUserInteraction: Bool)
        /// `pushViewController(_:animated:)` of a navigation screen on the scenario's navigation
        /// controller (`push:`); animated by default, so it takes 0.35 s and ignores touches meanwhile.
        case push(screen: Reference, animated: Bool)
        /// `popViewController(animated:)`, or `popToViewController(_:animated:)` when `to` names a
        /// screen (`pop:`); animated by default.
        case pop(to: Reference?, animated: Bool)
    }
    /// When the step starts, in seconds from the start; `nil` follows the previous step.
    public var at: TimeInterval?
    /// What the step does.
    public var action: Action
    /// How long the step takes, known before running (for the "time going backwards" check).
    public var duration: TimeInterval
    /// Where the step is in the file (1-based), for messages.
    public var line = 0, column = 0
    /// How a person's version of the gesture strays from the written one (`spread: natural`);
    /// `nil` plays the gesture exactly as written (HumanGestureDecisions HG1).
    public var spread: GestureSpread? = nil
    /// The views the step names instead of points (`tap: tile3`), resolved to their centres once
    /// the scene is laid out (`StepAnchor`, ScenarioDecisions X20); empty once resolved.
    public var anchors: [StepAnchor] = []

    /// Whether the step is a one-finger gesture a spread can vary: `tap`, `drag`, `swipe`,
    /// `edgeSwipe` and `move` along a line (`move: {from, to, until}`).
    public var acceptsSpread: Bool {
        switch action {
        case .tap(_, _, let fingers): fingers == 1
        case .drag, .swipe, .edgeSwipe, .moveLine: true
        default: false
        }
    }
}

/// Something that must hold after the script ran.
public struct Expectation: Sendable {
    /// The kinds of expectation (`fires`, `never`, `sequence`, `exactly`, `maxDelay`, `state`).
    public enum Kind: Sendable {
        /// An entry matching the pattern happens (`count` times, if given).
        case fires(EventPattern, count: Int?)
        /// No entry matches the pattern.
        case never(EventPattern)
        /// The patterns match entries in this order (others may come between).
        case sequence([EventPattern])
        /// The observable entries (touches delivered, actions, control events, haptics, logs)
        /// of the subjects named in the list are exactly these, in this order.
        case exactly([EventPattern])
        /// From the `nth` touch-down of `finger` to the first entry matching `to`, at most `max` seconds.
        case maxDelay(finger: Int, nth: Int, to: EventPattern, max: TimeInterval)
        /// A property of a view or recogniser has this value after the script.
        case state(target: Reference, property: String, value: String)
    }
    /// What must hold.
    public var kind: Kind
    /// Where the expectation is in the file (1-based), for messages.
    public var line = 0, column = 0
}

/// `subject message @time`: e.g. `cell touchesBegan @150ms`, `tapSelf action`, `button touchUpInside`.
/// The message matches exactly or as a prefix followed by a space or `(`; `*` matches anything.
public struct EventPattern: Sendable, CustomStringConvertible {
    /// The subject: a view, recogniser or control id, or `window`, `UIApplication`, `finger 0`, `nav`.
    public var subject: String
    /// The message, matched exactly or as a prefix followed by a space or `(`; `*` matches any.
    public var message: String
    /// The time the entry must have (within 0.5 ms), from `@150ms`; `nil` for any time.
    public var time: TimeInterval?
    /// The pattern as written in the file.
    public var text: String
    /// Where the pattern is in the file (1-based), for messages.
    public var line = 0, column = 0

    /// The pattern as written in the file.
    public var description: String { text }
}
