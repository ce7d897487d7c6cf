import Foundation
import Touchstone

/// A finding before its remedies are tried: what it is, which gestures show it, how to tell
/// whether a changed scene still shows it, and the remedies to try, in the order UIKit's
/// documentation and the seeds' fixes suggest (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md, "The fix catalogue").
struct Diagnosis: Sendable {
    var kind: DoctorFinding.Kind
    var severity: DoctorFinding.Severity
    var subjects: [String]
    var summary: String
    var cause: String
    /// Indices of the gestures that show it, the example first.
    var gestures: [Int]
    /// Other gestures in which the same conflict is in play without showing it outright (the
    /// same pair met, and the loser lost for more than one reason): a fix may change them
    /// without that counting against it.
    var related: Set<Int> = []
    /// For a finding about a view (its touches are late, cancelled or unreachable): the view, or
    /// `list.row*` for a list's rows. A fix changes what gestures starting on it do by nature;
    /// those changes are listed apart (`DoctorFix.changesOnSubject`), not held against it.
    var ownView: String?
    /// The same finding on views and recognisers of the same shape (`c17`, `c31` like `c3`): one
    /// finding per cause, verified on its first instance.
    var alike: [String] = []
    /// A point that shows it when no gesture does (the unreachable part of a view).
    var point: CGPoint?
    /// Whether one gesture's outcome still shows it.
    var shows: @Sendable (GestureOutcome) -> Bool
    /// Whether a varied run of its gesture shows the conflict itself, when that asks more than
    /// `shows` (a shadowed recogniser lost *to its winners*, not by missing its own threshold on
    /// a shorter stroke); `nil`: `shows` (HumanGestureDecisions HG12).
    var bites: (@Sendable (GestureOutcome) -> Bool)?
    /// For findings about hit-testing: whether a changed scene still shows it.
    var stillShows: (@Sendable (Scene) -> Bool)?
    /// Side effects a changed scene shows that no gesture replay would (a hit area that now takes
    /// touches a neighbour had), each as a line.
    var sideEffectsOn: (@Sendable (Scene) -> [String])?
    /// Sets of changes to try, each a candidate fix.
    var remedies: [[SceneChange]]
    /// Recognisers whose lines prove it.
    var evidenceSubjects: Set<String>

    init(kind: DoctorFinding.Kind, severity: DoctorFinding.Severity, subjects: [String], summary: String, cause: String,
         gestures: [Int], shows: @escaping @Sendable (GestureOutcome) -> Bool, stillShows: (@Sendable (Scene) -> Bool)? = nil,
         remedies: [[SceneChange]], evidenceSubjects: Set<String>) {
        self.kind = kind; self.severity = severity; self.subjects = subjects; self.summary = summary; self.cause = cause
        self.gestures = gestures; self.shows = shows; self.stillShows = stillShows; self.remedies = remedies
        self.evidenceSubjects = evidenceSubjects
    }
}
