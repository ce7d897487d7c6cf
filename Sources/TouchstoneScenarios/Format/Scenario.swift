import Foundation
import Touchstone

/// A scenario: a device, a screen of views with recognisers, a script of fingers, and the
/// expectations that turn it into a test. The file format is documented in <doc:ScenarioFiles>
/// and the repository's `Docs/scenario.schema.json`.
public struct Scenario: Sendable {
    public var name: String
    public var summary: String?
    /// Where the behaviour comes from (a seed, a CC number of the spec).
    public var source: String?
    public var file: String
    public var device: DeviceSpec
    /// The root controller's view (id `root` unless renamed) and everything under it.
    public var root: ViewSpec
    /// A navigation stack instead of a single screen (the last controller is on top).
    public var navigation: NavigationSpec?
    public var recognizers: [RecognizerSpec]
    public var script: [Step]
    public var expectations: [Expectation]
    /// Files the scenario reads besides itself (its `webdriver:` captures), as resolved paths:
    /// inputs of the run that output must never overwrite (Docs/Decisions.md R11).
    public var referencedFiles: [String] = []
    /// Every view and recogniser id, for references.
    public var ids: [String] { allViews.map(\.id) + recognizers.map(\.id) }

    public var allViews: [ViewSpec] {
        var out: [ViewSpec] = []
        func walk(_ v: ViewSpec) { out.append(v); v.subviews.forEach(walk) }
        walk(root)
        navigation?.stack.forEach { walk($0.root) }
        return out
    }
}

public struct DeviceSpec: Sendable {
    public var screen: CGSize = CGSize(width: 390, height: 844)
    public var samplingRate: Double = 60
    /// The system's bottom-edge gesture and its touch gate (spec §10); off = no gate at all.
    public var systemGestures = true
    /// `homeIndicator` (Face ID iPhones, 50 pt bottom zone) or `homeButton` (20 pt).
    public var model = "homeIndicator"
}

/// One view of the tree. Kinds other than `view` map to Touchstone's UIKit classes.
public struct ViewSpec: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case view, label, imageView, button, control, `switch`, slider, textField, textView, scrollView, tableView
    }
    public var id: String
    public var kind: Kind = .view
    public var frame: CGRect
    public var userInteractionEnabled: Bool?
    public var hidden = false
    public var alpha: Double = 1
    public var multipleTouch = false
    public var exclusiveTouch = false
    /// Negative insets enlarge `point(inside:)` (seed 003's 20 pt bigger button).
    public var hitInsets: UIEdgeInsets?
    /// Extra rectangles (in the view's own space) that `point(inside:)` also accepts (seed 003's
    /// tab bar lace above the bar).
    public var extraHitAreas: [CGRect] = []
    /// `false`: the view's `touches…` overrides do not call `super`, ending the responder chain.
    public var callsSuper = true
    public var enabled = true
    public var isOn: Bool?
    public var value: Double?
    public var continuous: Bool?
    public var contentSize: CGSize?
    public var contentOffset: CGPoint?
    public var paging: Bool?
    public var delaysContentTouches: Bool?
    public var canCancelContentTouches: Bool?
    public var bounces: Bool?
    public var rows: Int?
    public var rowHeight: Double?
    public var subviews: [ViewSpec] = []
    /// Screen edges whose system gestures this screen defers (root and pushed screens only).
    public var deferSystemEdges: UIRectEdge = []
    public var line = 0, column = 0
}

public struct NavigationSpec: Sendable {
    public var id: String
    /// `iOS18` (default) or `legacy` (iOS 11–14: back swipe held in the left half, scroll views win).
    public var popPolicy = "iOS18"
    public var stack: [ScreenSpec]
}

public struct ScreenSpec: Sendable {
    public var id: String
    public var root: ViewSpec
}

/// A recogniser to create (or, with `builtin`, one that a UIKit class already owns, whose
/// settings and delegate the scenario changes).
public struct RecognizerSpec: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case tap, pan, longPress, swipe, pinch, rotation, screenEdgePan
    }
    public var id: String
    public var kind: Kind
    /// The view it is attached to.
    public var view: String
    /// `scroll.pan`, `nav.pop`: a recogniser owned by a UIKit class instead of a new one.
    public var builtin: String?
    public var taps: Int?
    public var touches: Int?
    public var minimumTouches: Int?
    public var maximumTouches: Int?
    public var minimumPressDuration: TimeInterval?
    public var allowableMovement: Double?
    public var direction: [String] = []
    public var edges: UIRectEdge = []
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    public var enabled: Bool?
    public var requireToFail: [Reference] = []
    public var delegate: DelegateSpec?
    /// Lines to log when the action fires (seed code's `NSLog`).
    public var logOnAction: String?
    public var line = 0, column = 0
}

/// A name used somewhere in the file, with its position for "unknown view" messages.
public struct Reference: Sendable, Hashable {
    public var name: String
    public var line: Int
    public var column: Int
}

/// Declarative delegate answers (spec §5.5). Each question is a list of rules tried in order;
/// the first whose condition holds gives the answer, else `otherwise` (UIKit's default when absent).
public struct DelegateSpec: Sendable {
    public var shouldReceive: RuleList?
    public var shouldBegin: RuleList?
    /// `nil`: default (no). `all`: every other recogniser.
    public var simultaneousWith: SimultaneousSpec?
    public var requireFailureOf: [Reference] = []
    public var requiredToFailBy: [Reference] = []
}

public enum SimultaneousSpec: Sendable { case all, some([Reference]) }

public struct RuleList: Sendable {
    public var rules: [(condition: Condition, answer: Bool)]
    public var otherwise: Bool
}

/// A condition on the touch (for `shouldReceive`) or the gesture so far (for `shouldBegin`).
/// All given parts must hold.
public struct Condition: Sendable {
    public var inside: [Reference] = []
    public var outside: [Reference] = []
    public var hitView: [Reference] = []
    public var notHitView: [Reference] = []
    public var region: CGRect?
    public var outsideRegion: CGRect?
    /// `horizontal` / `vertical`: the translation so far is mostly along that axis.
    public var mostly: String?
    /// `left`, `right`, `up`, `down`: the translation so far points that way (or is zero on that axis).
    public var moving: String?
    /// A scroll view's content offset equals / is at most the given values.
    public var scrollView: Reference?
    public var offsetX: ClosedRange<Double>?
    public var offsetY: ClosedRange<Double>?
    /// The navigation stack holds at least / at most this many controllers.
    public var stackAtLeast: Int?
    public var always = false
}

/// One step of the script. Times are absolute (`at`) or follow the previous step.
public struct Step: Sendable {
    public enum Action: Sendable {
        case tap(CGPoint, duration: TimeInterval, fingers: Int)
        case doubleTap(CGPoint, interval: TimeInterval, duration: TimeInterval)
        case longPress(CGPoint, duration: TimeInterval)
        case drag(from: CGPoint, to: CGPoint, duration: TimeInterval, hold: TimeInterval, lift: Bool)
        case multiDrag([(from: CGPoint, to: CGPoint)], duration: TimeInterval, hold: TimeInterval)
        case swipe(from: CGPoint, direction: Device.Direction, distance: Double, duration: TimeInterval)
        case pinch(center: CGPoint, from: Double, to: Double, duration: TimeInterval)
        case rotate(center: CGPoint, span: Double, fromDegrees: Double, toDegrees: Double, duration: TimeInterval)
        case edgeSwipe(edge: UIRectEdge, position: Double?, distance: Double, duration: TimeInterval)
        case wait(TimeInterval)
        case event([Device.FingerChange])
        case set(target: Reference, property: String, value: String)
        case log(String)
    }
    public var at: TimeInterval?
    public var action: Action
    /// How long the step takes, known before running (for the "time going backwards" check).
    public var duration: TimeInterval
    public var line = 0, column = 0
}

/// Something that must hold after the script ran.
public struct Expectation: Sendable {
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
    public var kind: Kind
    public var line = 0, column = 0
}

/// `subject message @time`: e.g. `cell touchesBegan @150ms`, `tapSelf action`, `button touchUpInside`.
/// The message matches exactly or as a prefix followed by a space or `(`; `*` matches anything.
public struct EventPattern: Sendable, CustomStringConvertible {
    public var subject: String
    public var message: String
    public var time: TimeInterval?
    public var text: String
    public var line = 0, column = 0

    public var description: String { text }
}
