import Foundation

/// What the gesture doctor found on a screen: each conflict with its cause, the gesture that shows
/// it, the trace lines that prove it, and UIKit's standard remedies tried on a copy of the scene
/// (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md). `Codable`: `touchstone doctor --format json` writes it.
public struct DoctorReport: Codable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// How many gestures were tried on the scene as the file describes it.
    public var gestures: Int
    /// How many gestures were played in all: the family, the counterfactuals and the fix
    /// verification (not the replays that fetch each finding's trace lines).
    public var replays: Int
    /// Every recogniser a touch can reach, by role (`gallery.pan`, `nav.pop`), with how many
    /// gestures made it begin or recognise.
    public var participants: [Participant]
    /// The findings, problems first.
    public var findings: [DoctorFinding]
    /// Views an imported dump says have recognisers it did not list (`recognizersNotListed:`):
    /// the doctor cannot try what it was not shown.
    public var unlistedRecognizers: [String] = []
    /// Gestures the device refused at their touch-down (a tree nesting more client views than a
    /// touch may cross, `TouchstoneError.viewTreeTooDeep`): the doctor saw nothing of them, so it
    /// never calls such a scene free of conflicts (RobustnessDecisions R24).
    public var refusedGestures: Int = 0

    /// The one-line verdict when no problem was found: "no conflicts" only if every gesture ran.
    public var cleanVerdict: String {
        refusedGestures == 0 ? "No conflicts found."
            : "No verdict: the device refused \(refusedGestures) of the \(gestures) gestures tried at their touch-down, so the doctor could not check them."
    }

    /// With wants (`want:`, `--want`, `--want-file`): the remedies that give every want, verified
    /// on the family, or the near misses and a plain "no standard fix exists".
    public var wants: WantsReport? = nil

    /// The findings that are problems (not notes on intended or standard behaviour).
    public var problems: [DoctorFinding] { findings.filter { $0.severity == .problem } }

    /// One recogniser that took part.
    public struct Participant: Codable, Sendable {
        /// Its id or role name.
        public var id: String
        /// Its class (`UIPanGestureRecognizer`).
        public var kind: String
        /// Whether a UIKit class installed it rather than the scenario.
        public var builtIn: Bool
        /// How many gestures made it begin or recognise.
        public var fired: Int
    }
}

/// One conflict, or a note on intended or standard behaviour.
public struct DoctorFinding: Codable, Sendable {
    /// The kinds of finding (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md, "Reading a finding").
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A recogniser loses to another that recognises first, on gestures it would otherwise take.
        case shadowed
        /// A recogniser never begins or recognises on any gesture of the family.
        case neverFires
        /// Two outcomes happen in one gesture.
        case firedTogether
        /// A view's touches arrive late.
        case delaysTouches
        /// A recogniser cancels the touches of a control or a cell on a tap.
        case cancelsTouches
        /// Hit-testing does not reach (all or part of) a view with recognisers or a control.
        case unreachable
        /// The same gesture at another speed has another winner.
        case timingDependent
        /// A control sends one event several times in one gesture.
        case repeatedEvent
        /// A navigation controller freezes.
        case freezes
        /// A control smaller than 44 × 44 pt where a finger lands (Apple's minimum hit target).
        case hardToHit
        /// Two controls both act when two fingers press them at once (two pushes, two sends).
        case pressedTogether
    }
    /// How much a finding matters.
    public enum Severity: String, Codable, Sendable {
        /// A conflict a user would report as a bug; `--strict` fails on it.
        case problem
        /// Intended (declared by the scene) or UIKit's standard behaviour, reported for understanding.
        case note
    }
    /// The kind of finding.
    public var kind: Kind
    /// Problem or note.
    public var severity: Severity
    /// The recognisers and views concerned, the one that suffers first.
    public var subjects: [String]
    /// The finding as a sentence a user acts on.
    public var summary: String
    /// The rule behind it, with its source.
    public var cause: String
    /// A gesture that shows it.
    public var gesture: String
    /// Where that gesture starts, or the unreachable point, in screen coordinates (`[x, y]`).
    public var point: [Double]?
    /// How many gestures show it.
    public var gestureCount: Int
    /// The same finding elsewhere: the first subject of each finding of the same shape (views
    /// and recognisers whose ids differ only in their numbers, like `cell3` and `cell17`),
    /// folded into this one.
    public var alike: [String]
    /// The trace lines of `gesture` that prove it.
    public var evidence: [String]
    /// UIKit's remedies, tried on a copy of the scene, verified ones first.
    public var fixes: [DoctorFix]
    /// How often it bites across natural variations of its gesture (`--runs`; `nil` when not
    /// varied: variation off, a note, or a finding no one-finger gesture shows).
    public var variation: DoctorVariation? = nil
}

/// A remedy from UIKit's standard set, applied to a copy of the scene and checked by replaying
/// the gesture family.
public struct DoctorFix: Codable, Sendable {
    /// The UIKit API it uses: `requireToFail`, `shouldRecognizeSimultaneously`,
    /// `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`, `shouldBegin`, `shouldReceive`,
    /// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysContentTouches`, `touchesShouldCancel`,
    /// `deferSystemGestures`, `pointInside`, `isUserInteractionEnabled`, `isEnabled`; several joined
    /// by `+` when a fix makes more than one change.
    public var kind: String
    /// The change in one line.
    public var summary: String
    /// The ids of the recognisers and views it changes.
    public var changes: [String]
    /// The ids of every recogniser and view it names: those it changes and the other side of a
    /// relation (`gallery.pan` and `nav.pop` for a requirement), in the order the change names them.
    public var ids: [String] = []
    /// The change as scenario-file lines, with where they go.
    public var patch: String
    /// The UIKit Swift that makes the change in an app.
    public var swift: String
    /// No other gesture's outcome changed (every fix shown removes the finding from every gesture
    /// that showed it; when none verifies, the best that do are shown with `sideEffects`).
    public var verified: Bool
    /// Outcomes of the finding's gesture before and after the fix.
    public var before: [String], after: [String]
    /// The trace lines of the finding's gesture on the fixed copy, for the first fix of a
    /// finding (the finding's `evidence` is the same gesture before).
    public var afterEvidence: [String] = []
    /// Other gestures whose outcome the fix changes (`drag → slow from toggle: + toggle touchUpInside`).
    public var sideEffects: [String]
    /// Changes to gestures that start on the finding's own view (for findings about a view's
    /// touches): what the fix does there by nature, listed so nothing is hidden, not held against it.
    public var changesOnSubject: [String]
    /// What the fix changed in time on the finding's gesture, when touches arrived late before
    /// or after (`recordButton touchesBegan 800 ms → 0 ms`): a delay fix changes no outcome, only
    /// when it happens.
    public var timing: [String] = []
    /// Whether it holds across the natural variations of the finding's gesture (`nil` when not
    /// varied, or not verified on the exact line): a fix that fails in any is not `verified`.
    public var spread: DoctorFixSpread? = nil
    /// For a fix found for wants (`touchstone doctor --want`): each want before and after the fix,
    /// `✗ fires swipeLeft action` → `✓ fires swipeLeft action (swipeLeft action @105ms)`.
    public var wanted: [WantChange] = []
    /// For a SwiftUI fix: whether it holds on each iOS version and SDK it was tried on, with the
    /// outcome there (`iOS 26 ✗ the scroll view does not move`); `nil` for UIKit's remedies
    /// (DoctorDecisions DR17).
    public var versions: [String]? = nil
}

/// One want before and after a fix.
public struct WantChange: Codable, Sendable, Equatable {
    /// The want as written (`fires swipeLeft action`).
    public var want: String
    /// Whether it held on the file's script before and after the fix.
    public var before: Bool, after: Bool
    /// The matching trace lines (or the reason it fails) before and after, at most three each.
    public var beforeLines: [String], afterLines: [String]
}
