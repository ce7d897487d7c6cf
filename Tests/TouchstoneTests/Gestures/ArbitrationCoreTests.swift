import Testing
@testable import Touchstone

/// The decision core (`Gestures/Arbiter/Core/`) alone: plain recogniser states and scripted
/// answers, no `Device`, no view, no touch. Each test names the rule it pins.
@Suite("Arbitration decision core (rules §4.6, §4.7, §5.2–§5.4, R4, R5; profile rows A1–A3)")
struct ArbitrationCoreTests {
    // MARK: Fakes

    /// A recogniser as the core sees it.
    struct FakeRecognizer: ArbitratedRecognizer {
        var arbitrationID: String
        var currentState: UIGestureRecognizer.State = .possible
        var acknowledgedState: UIGestureRecognizer.State = .possible
        var isPendingRequirement = false
        var isEnabled = true
        var isEngaged = true
        var engagementOrder: Int
        var isOnView = true
        var isTrackingTouches = true
        var isDiscrete = false
        var delaysTouchesBegan = false
        var delaysTouchesEnded = true
        var cancelsTouchesInView = true

        init(_ id: String, order: Int) {
            arbitrationID = id
            engagementOrder = order
        }

        /// Acknowledged `state` (the engine accepted its attempt).
        func recognized(_ state: UIGestureRecognizer.State = .began) -> FakeRecognizer {
            var r = self
            r.currentState = state
            r.acknowledgedState = state
            return r
        }

        /// Reached `state` on its own; the engine has not acted on it yet.
        func reaching(_ state: UIGestureRecognizer.State) -> FakeRecognizer {
            var r = self
            r.currentState = state
            return r
        }
    }

    /// Which questions the core asked, in order.
    final class Questions {
        var asked: [String] = []
    }

    /// A scene of engaged recognisers with scripted answers. Views are paths
    /// ("window/nav/scroll"): related when one path starts with the other.
    struct FakeScene: ArbitrationAnswers {
        var recognizers: [FakeRecognizer]
        var viewPaths: [String: String] = [:]
        /// "x>y": x requires y to fail through a dynamic hook.
        var dynamicRequirements: Set<String> = []
        /// "x>y": `x.require(toFail: y)`.
        var staticRequirements: Set<String> = []
        /// "y>x": y cannot prevent x (row 4).
        var cannotPrevent: Set<String> = []
        /// "a+b" (either order): a delegate says they recognise together (row 5).
        var simultaneousPairs: Set<String> = []
        let questions = Questions()

        subscript(_ id: String) -> FakeRecognizer {
            get { recognizers.first { $0.arbitrationID == id }! }
            set { recognizers[recognizers.firstIndex { $0.arbitrationID == id }!] = newValue }
        }

        func related(_ a: FakeRecognizer, _ b: FakeRecognizer) -> Bool {
            questions.asked.append("related \(a.arbitrationID) \(b.arbitrationID)")
            let pa = viewPaths[a.arbitrationID] ?? "window", pb = viewPaths[b.arbitrationID] ?? "window"
            return pa.hasPrefix(pb) || pb.hasPrefix(pa)
        }

        func requires(_ x: FakeRecognizer, _ y: FakeRecognizer) -> Bool {
            questions.asked.append("requires \(x.arbitrationID) \(y.arbitrationID)")
            let pair = "\(x.arbitrationID)>\(y.arbitrationID)"
            return staticRequirements.contains(pair) || dynamicRequirements.contains(pair)
        }

        func mayPrevent(_ y: FakeRecognizer, _ x: FakeRecognizer) -> Bool {
            questions.asked.append("mayPrevent \(y.arbitrationID) \(x.arbitrationID)")
            return !cannotPrevent.contains("\(y.arbitrationID)>\(x.arbitrationID)")
        }

        func simultaneous(_ a: FakeRecognizer, _ b: FakeRecognizer) -> Bool {
            questions.asked.append("simultaneous \(a.arbitrationID) \(b.arbitrationID)")
            return simultaneousPairs.contains("\(a.arbitrationID)+\(b.arbitrationID)")
                || simultaneousPairs.contains("\(b.arbitrationID)+\(a.arbitrationID)")
        }

        func forEachRequirementCandidate(of x: FakeRecognizer, _ body: (FakeRecognizer, Bool) -> Bool) {
            for y in recognizers.sorted(by: Arbitration.isAskedBefore) where y.isEngaged {
                if !body(y, staticRequirements.contains("\(x.arbitrationID)>\(y.arbitrationID)")) { return }
            }
        }

        func forEachRecognized(_ body: (FakeRecognizer) -> Bool) {
            for r in recognizers.sorted(by: Arbitration.isAskedBefore)
            where r.isEngaged && Arbitration.hasRecognizedUnpending(r) {
                if !body(r) { return }
            }
        }
    }

    /// Two recognisers on one view: X (asked first) and Y.
    private func pair() -> FakeScene {
        FakeScene(recognizers: [FakeRecognizer("x", order: 0), FakeRecognizer("y", order: 1)])
    }

    private func ids<R: ArbitratedRecognizer>(_ list: [R]) -> [R.ArbitrationID] { list.map(\.arbitrationID) }

    // MARK: Who may prevent whom (rules §5.2)

    @Test func row1ARecognizerThatFinishedIsNotAffected() {
        let s = pair()
        #expect(Arbitration.prevention(of: s["x"].reaching(.failed), by: s["y"], askingFirst: s["x"], s) == .notAffected)
        #expect(Arbitration.prevention(of: s["x"].recognized(.ended), by: s["y"], askingFirst: s["x"], s) == .notAffected)
        #expect(Arbitration.prevention(of: s["x"], by: s["x"], askingFirst: s["x"], s) == .notAffected)
        #expect(s.questions.asked.isEmpty)
    }

    @Test func row2RecognizersOnUnrelatedViewsBothRecognize() {
        var s = pair()
        s.viewPaths = ["x": "window/left", "y": "window/right"]
        #expect(Arbitration.prevention(of: s["x"], by: s["y"], askingFirst: s["x"], s) == .unrelatedViews)
        #expect(s.questions.asked == ["related x y"])
    }

    @Test func row3ARequirementHandsTheDecisionToTheFailureGraph() {
        var s = pair()
        s.staticRequirements = ["x>y"]
        #expect(Arbitration.prevention(of: s["x"], by: s["y"], askingFirst: s["x"], s) == .failsThroughRequirement)
        #expect(Arbitration.excludedState(of: s["x"], by: s["y"], s) == nil)
    }

    @Test func row4CanPreventAnsweredNoLetsBothRecognize() {
        var s = pair()
        s.cannotPrevent = ["y>x"]
        #expect(Arbitration.prevention(of: s["x"], by: s["y"], askingFirst: s["x"], s) == .cannotPrevent)
        #expect(s.questions.asked == ["related x y", "requires x y", "mayPrevent y x"])
    }

    @Test func row5OneSimultaneousYesLetsBothRecognizeAndTheFirstAskedIsAskedFirst() {
        var s = pair()
        s.simultaneousPairs = ["x+y"]
        #expect(Arbitration.prevention(of: s["x"], by: s["y"], askingFirst: s["x"], s) == .simultaneous)
        #expect(s.questions.asked.last == "simultaneous x y")
        #expect(Arbitration.prevention(of: s["x"], by: s["y"], askingFirst: s["y"], s) == .simultaneous)
        #expect(s.questions.asked.last == "simultaneous y x")
    }

    @Test func row6ARunningRecognizerKeepsRunningAndNoHookIsAsked() {
        let s = pair()
        #expect(Arbitration.prevention(of: s["x"].recognized(.changed), by: s["y"], askingFirst: s["x"], s) == .alreadyBegun)
        #expect(s.questions.asked.isEmpty)
    }

    @Test func row7ARelatedUndecidedRecognizerFailsAndARunningOneIsCancelled() {
        var s = pair()
        #expect(Arbitration.prevention(of: s["x"], by: s["y"], askingFirst: s["x"], s) == .excluded)
        #expect(Arbitration.excludedState(of: s["x"], by: s["y"], s) == .failed)
        #expect(Arbitration.excludedState(of: s["x"].recognized(.began), by: s["y"], s) == nil)
        s["x"].isEngaged = false
        #expect(Arbitration.excludedState(of: s["x"], by: s["y"], s) == nil)
        #expect(Defeat.excluded(by: s["y"]).rule == .excludedByRecognition)
    }

    // MARK: Who is asked first (rules §4.7, §5.4)

    @Test func theRecognizerCollectedFirstIsAskedFirst() {
        let deep = FakeRecognizer("deep", order: 0), outer = FakeRecognizer("outer", order: 1)
        #expect(Arbitration.isAskedBefore(deep, outer))
        #expect(!Arbitration.isAskedBefore(outer, deep))
    }

    @Test func firstToRecognizeWinsAndTheEarliestWinnerInAttemptOrderIsNamed() {
        var s = FakeScene(recognizers: [FakeRecognizer("a", order: 0), FakeRecognizer("b", order: 1),
                                        FakeRecognizer("late", order: 2)])
        s["b"] = s["b"].recognized()
        s["a"] = s["a"].recognized()
        s["late"] = s["late"].reaching(.began)
        guard case .fail(let defeat) = Arbitration.attempt(s["late"], s) else {
            Issue.record("expected a failure"); return
        }
        #expect(defeat.winner.arbitrationID == "a")
        #expect(defeat.rule == .excludedByEarlierRecognition)
    }

    @Test func aWinnerStillWaitingOnARequirementDoesNotTakePrecedence() {
        var s = pair()
        s["x"] = s["x"].recognized()
        s["x"].isPendingRequirement = true
        guard case .recognize(afterWaiting: false) = Arbitration.attempt(s["y"].reaching(.began), s) else {
            Issue.record("expected y to recognise"); return
        }
    }

    // MARK: Who must wait for whom (rules §5.3)

    @Test func aRecognizerWaitsForEveryUndecidedRequirementInAttemptOrder() {
        var s = FakeScene(recognizers: [FakeRecognizer("double", order: 0), FakeRecognizer("single", order: 1),
                                        FakeRecognizer("triple", order: 2), FakeRecognizer("gone", order: 3)])
        s.staticRequirements = ["single>double", "single>triple", "single>gone"]
        s["gone"] = s["gone"].reaching(.failed)
        guard case .wait(let on) = Arbitration.attempt(s["single"].reaching(.ended), s) else {
            Issue.record("expected a wait"); return
        }
        #expect(ids(on) == ["double", "triple"])
    }

    @Test func aRequiredRecognizerThatRecognizedFailsTheDependent() {
        var s = pair()
        s.dynamicRequirements = ["y>x"]
        s["x"] = s["x"].recognized(.ended)
        guard case .fail(let defeat) = Arbitration.attempt(s["y"].reaching(.ended), s) else {
            Issue.record("expected a failure"); return
        }
        #expect(defeat.rule == .requiredFailureRecognized)
        #expect(defeat.winner.arbitrationID == "x")
    }

    @Test func requirementsThatFailedDisabledOrDetachedAreMetAndTheDependentRecognizesAfterWaiting() {
        var s = FakeScene(recognizers: [FakeRecognizer("a", order: 0), FakeRecognizer("b", order: 1),
                                        FakeRecognizer("c", order: 2), FakeRecognizer("x", order: 3)])
        s.staticRequirements = ["x>a", "x>b", "x>c"]
        s["a"] = s["a"].recognized(.failed)
        s["b"].isEnabled = false
        s["c"].isOnView = false
        var x = s["x"].reaching(.began)
        x.isPendingRequirement = true
        guard case .recognize(afterWaiting: true) = Arbitration.attempt(x, s) else {
            Issue.record("expected x to proceed"); return
        }
    }

    @Test func aStaticEdgeAsksNoHookButADynamicCandidateIsAsked() {
        var s = pair()
        s.staticRequirements = ["y>x"]
        _ = Arbitration.requirementVerdict(of: s["y"], s)
        #expect(s.questions.asked.isEmpty)
        s.staticRequirements = []
        _ = Arbitration.requirementVerdict(of: s["y"], s)
        #expect(s.questions.asked == ["requires y x"])
    }

    /// single → double → triple (each requires the next to fail): the double reaching ended while
    /// it waits for the triple fails the single, and the triple recognising fails the double.
    @Test func inAChainOnlyTheLastRecognizerThatRecognizesFires() {
        var s = FakeScene(recognizers: [FakeRecognizer("single", order: 0), FakeRecognizer("double", order: 1),
                                        FakeRecognizer("triple", order: 2)])
        s.staticRequirements = ["single>double", "double>triple"]
        let double = s["double"].reaching(.ended)
        guard case .wait(let on) = Arbitration.attempt(double, s) else { Issue.record("expected a wait"); return }
        let single = Arbitration.dependentDefeat(of: s["single"], whenReaching: double, isStaticEdge: true,
                                                 rWaitsOn: on, rWaits: true, s)
        #expect(single?.rule == .requiredFailureReachedWhileWaiting)
        let triple = s["triple"].reaching(.ended)
        let doubleDefeat = Arbitration.dependentDefeat(of: double, whenReaching: triple, isStaticEdge: true,
                                                       rWaitsOn: [], rWaits: false, s)
        // The double already reached ended but was not acknowledged: still undecided, it fails.
        #expect(doubleDefeat?.rule == .requiredFailureRecognized)
        #expect(doubleDefeat?.winner.arbitrationID == "triple")
    }

    @Test func twoRecognizersRequiringEachOtherAreACycleTheFirstToReachRecognitionWins() {
        var s = pair()
        s.staticRequirements = ["x>y", "y>x"]
        let y = s["y"].reaching(.began)
        guard case .wait(let on) = Arbitration.attempt(y, s) else { Issue.record("expected a wait"); return }
        #expect(ids(on) == ["x"])
        let defeat = Arbitration.dependentDefeat(of: s["x"], whenReaching: y, isStaticEdge: true, rWaitsOn: on, rWaits: true, s)
        #expect(defeat?.rule == .failureRequirementCycle)
        #expect(defeat?.winner.arbitrationID == "y")
    }

    @Test func aDependentThatAlreadyRecognizedOrFailedIsNotFailedAgain() {
        var s = pair()
        s.staticRequirements = ["x>y"]
        #expect(Arbitration.dependentDefeat(of: s["x"].recognized(), whenReaching: s["y"], isStaticEdge: true,
                                            rWaitsOn: [], rWaits: false, s) == nil)
        #expect(Arbitration.dependentDefeat(of: s["x"].reaching(.failed), whenReaching: s["y"], isStaticEdge: true,
                                            rWaitsOn: [], rWaits: false, s) == nil)
    }

    // MARK: What is withheld from the view (rules §4.6)

    @Test func delaysTouchesBeganWithholdsTheTouchOnlyUntilTheViewHasIt() {
        var r = FakeRecognizer("r", order: 0)
        r.delaysTouchesBegan = true
        #expect(Arbitration.withholding(by: r, of: .began, viewHasNotStarted: true) == .delaysTouchesBegan)
        #expect(Arbitration.withholding(by: r, of: .moved, viewHasNotStarted: true) == .delaysTouchesBegan)
        #expect(Arbitration.withholding(by: r, of: .ended, viewHasNotStarted: true) == .delaysTouchesBegan)
        #expect(Arbitration.withholding(by: r, of: .moved, viewHasNotStarted: false) == nil)
        #expect(Arbitration.withholding(by: r, of: .cancelled, viewHasNotStarted: true) == nil)
    }

    @Test func delaysTouchesEndedWithholdsTheEndOnlyWhileTheRecognizerTracksAFinger() {
        var r = FakeRecognizer("doubleTap", order: 0)
        #expect(Arbitration.withholding(by: r, of: .ended, viewHasNotStarted: false) == .delaysTouchesEnded)
        #expect(Arbitration.withholding(by: r, of: .began, viewHasNotStarted: true) == nil)
        r.isTrackingTouches = false
        #expect(Arbitration.withholding(by: r, of: .ended, viewHasNotStarted: false) == nil)
    }

    @Test func onlyAnUndecidedEnabledRecognizerWithholdsAndAPendingOneStillDoes() {
        var r = FakeRecognizer("r", order: 0)
        r.delaysTouchesBegan = true
        #expect(Arbitration.withholding(by: r.recognized(), of: .began, viewHasNotStarted: true) == nil)
        #expect(Arbitration.withholding(by: r.reaching(.failed), of: .began, viewHasNotStarted: true) == nil)
        var pending = r.reaching(.began)
        pending.isPendingRequirement = true
        #expect(Arbitration.withholding(by: pending, of: .began, viewHasNotStarted: true) == .delaysTouchesBegan)
        r.isEnabled = false
        #expect(Arbitration.withholding(by: r, of: .began, viewHasNotStarted: true) == nil)
    }

    @Test func cancelsTouchesInViewClaimsTheTouchAndTheViewHearsOfItByWhatItHadSeen() {
        var r = FakeRecognizer("pan", order: 0)
        #expect(Arbitration.claims(r))
        r.cancelsTouchesInView = false
        #expect(!Arbitration.claims(r))
        #expect(Arbitration.claimedTouchOutcome(viewHasBegun: true, viewIsDone: false) == .cancelled)
        #expect(Arbitration.claimedTouchOutcome(viewHasBegun: false, viewIsDone: false) == .neverSeen)
        #expect(Arbitration.claimedTouchOutcome(viewHasBegun: false, viewIsDone: true) == .nothing)
        // A touch down in this very turn and not withheld reaches its view first (T1, CC56); one
        // withheld since an earlier turn is dropped (CC39).
        #expect(Arbitration.claimedTouchSeesBeganFirst(viewHasNotStarted: true, claimerDelaysBegan: false,
                                                       beganIsWithheld: false, beganCameDownThisTurn: true))
        #expect(!Arbitration.claimedTouchSeesBeganFirst(viewHasNotStarted: true, claimerDelaysBegan: false,
                                                        beganIsWithheld: false, beganCameDownThisTurn: false))
        #expect(!Arbitration.claimedTouchSeesBeganFirst(viewHasNotStarted: true, claimerDelaysBegan: true,
                                                        beganIsWithheld: false, beganCameDownThisTurn: true))
    }

    @Test func upToIOS12ViewsHearTouchesCancelledBeforeAContinuousRecognizersFirstAction() {
        let pan = FakeRecognizer("pan", order: 0)
        var tap = FakeRecognizer("tap", order: 1)
        tap.isDiscrete = true
        let iOS12 = ArbitrationProfile(iOSVersion: 12), iOS17 = ArbitrationProfile(iOSVersion: 17)
        #expect(Arbitration.claimsBeforeFirstAction(pan, iOS12))
        #expect(!Arbitration.claimsBeforeFirstAction(tap, iOS12))
        #expect(!Arbitration.claimsBeforeFirstAction(pan, iOS17))
    }

    // MARK: Exclusive touch (rules R4, R5)

    struct FakeTouch: ArbitratedTouch, Equatable {
        var viewID: String?
        var isInExclusiveTouchView = false
    }

    @Test func exclusiveAndMultipleTouchFiltersApplyInTheirOrder() {
        let inButton = FakeTouch(viewID: "button")
        let inExclusive = FakeTouch(viewID: "exclusive", isInExclusiveTouchView: true)
        #expect(Arbitration.touchFilter(view: "button", isMultipleTouchEnabled: false, isExclusiveTouch: false,
                                        others: [inButton]) == .multipleTouchDisabled)
        #expect(Arbitration.touchFilter(view: "button", isMultipleTouchEnabled: true, isExclusiveTouch: false,
                                        others: [inButton]) == nil)
        #expect(Arbitration.touchFilter(view: "label", isMultipleTouchEnabled: true, isExclusiveTouch: false,
                                        others: [inButton, inExclusive]) == .anotherViewIsExclusive(other: inExclusive))
        #expect(Arbitration.touchFilter(view: "exclusive", isMultipleTouchEnabled: true, isExclusiveTouch: true,
                                        others: [inExclusive]) == nil)
        #expect(Arbitration.touchFilter(view: "exclusive", isMultipleTouchEnabled: true, isExclusiveTouch: true,
                                        others: [inExclusive, inButton]) == .viewIsExclusive(other: inButton))
        #expect(Arbitration.touchFilter(view: "label", isMultipleTouchEnabled: true, isExclusiveTouch: false,
                                        others: [FakeTouch]()) == nil)
    }

    // MARK: The profile table and the back swipe (row A1)

    @Test func theProfileTableGivesEachVersionItsArbitrationRows() {
        for v in 11...18 {
            let row = ArbitrationProfile(iOSVersion: v)
            #expect(row.othersWaitForBackSwipe == (v >= 15), "iOS \(v)")
            #expect(row.cancelsTouchesBeforeFirstAction == (v <= 12), "iOS \(v)")
            #expect(row.popRootCheckOnlyInDefaultDelegate == (v <= 13), "iOS \(v)")
        }
        for profile in DeviceProfile.all {
            #expect(profile.arbitration == ArbitrationProfile(iOSVersion: profile.iOSVersion))
            #expect(profile.interactivePopPolicy.othersWaitForBackSwipe == profile.arbitration.othersWaitForBackSwipe)
        }
        #expect(ArbitrationProfile.newest == DeviceProfile.newest.arbitration)
    }

    /// A right drag from the left edge over a horizontal scroll view at offset 0 inside a
    /// navigation controller: the scroll view's pan (deeper, asked first) reaches its 10 pt
    /// hysteresis before the back swipe's 15 pt.
    private func backSwipeScene(iOS version: Int) -> FakeScene {
        let row = ArbitrationProfile(iOSVersion: version)
        var s = FakeScene(recognizers: [FakeRecognizer("scrollPan", order: 0), FakeRecognizer("interactivePop", order: 1)],
                          viewPaths: ["scrollPan": "window/nav/scroll", "interactivePop": "window/nav"])
        s["interactivePop"].delaysTouchesBegan = true
        // What the back swipe's default delegate answers for the scroll view's pan (edge feature
        // alive, one shared touch).
        if Arbitration.backSwipeIsRequiredToFail(othersWaitForBackSwipe: row.othersWaitForBackSwipe,
                                                 otherIsBackSwipeOrGate: false, edgeFeatureIsAlive: true,
                                                 sharesTouch: { true }) {
            s.dynamicRequirements = ["scrollPan>interactivePop"]
        }
        return s
    }

    @Test func onIOS12TheScrollViewBeatsTheBackSwipe() {
        let s = backSwipeScene(iOS: 12)
        let scroll = s["scrollPan"].reaching(.began)
        guard case .recognize(afterWaiting: false) = Arbitration.attempt(scroll, s) else {
            Issue.record("expected the scroll view's pan to recognise"); return
        }
        // Recognising, it excludes the back swipe: prevention row 7.
        #expect(Arbitration.prevention(of: s["interactivePop"], by: scroll, askingFirst: s["interactivePop"], s) == .excluded)
        #expect(Arbitration.excludedState(of: s["interactivePop"], by: scroll, s) == .failed)
    }

    @Test func onIOS17TheScrollViewWaitsForTheBackSwipeAndLosesToIt() {
        var s = backSwipeScene(iOS: 17)
        var scroll = s["scrollPan"].reaching(.began)
        guard case .wait(let on) = Arbitration.attempt(scroll, s) else {
            Issue.record("expected the scroll view's pan to wait"); return
        }
        #expect(ids(on) == ["interactivePop"])
        scroll.isPendingRequirement = true
        s["scrollPan"] = scroll
        // The back swipe reaches 15 pt: nothing it requires, no earlier winner (the pan is pending).
        let pop = s["interactivePop"].reaching(.began)
        guard case .recognize(afterWaiting: false) = Arbitration.attempt(pop, s) else {
            Issue.record("expected the back swipe to recognise"); return
        }
        let defeat = Arbitration.dependentDefeat(of: scroll, whenReaching: pop, isStaticEdge: false, rWaitsOn: [], rWaits: false, s)
        #expect(defeat?.rule == .requiredFailureRecognized)
        #expect(defeat?.winner.arbitrationID == "interactivePop")
        // The scroll view's pan is no longer excluded by the table: the requirement decides (row 3).
        #expect(Arbitration.prevention(of: scroll, by: pop, askingFirst: scroll, s) == .failsThroughRequirement)
    }

    @Test func theBackSwipeIsRequiredToFailOnlyWhileItsEdgeFeatureLivesAndItSharesTheTouch() {
        func answer(_ wait: Bool, gate: Bool = false, alive: Bool = true, shares: Bool = true) -> Bool {
            Arbitration.backSwipeIsRequiredToFail(othersWaitForBackSwipe: wait, otherIsBackSwipeOrGate: gate,
                                                  edgeFeatureIsAlive: alive, sharesTouch: { shares })
        }
        #expect(answer(true))
        #expect(!answer(false))
        #expect(!answer(true, gate: true))
        #expect(!answer(true, alive: false))
        #expect(!answer(true, shares: false))
    }
}
