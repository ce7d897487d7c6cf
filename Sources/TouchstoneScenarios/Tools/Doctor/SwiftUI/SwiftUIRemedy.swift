import Foundation
import Touchstone

/// A change of a `swiftui:` tree the SwiftUI doctor can propose and verify: a gesture modifier
/// changed (`SwiftUIFix`) or a modifier added to a view (`SwiftUIInsertion`: `.buttonStyle`,
/// `.contentShape`). Each says itself as a summary, a scenario-file patch and Swift
/// (DoctorDecisions DR16, DR19).
protocol SwiftUIRemedy {
    /// Applies the change to a copy of the scenario.
    func apply(to s: inout Scenario)
    /// The views it changes.
    var ids: [String] { get }
    /// One line: `row{n}: .simultaneousGesture(…) instead of .gesture(…)`.
    var summary: String { get }
    /// The scenario-file change, with where it goes.
    func patch(_ s: Scenario) -> String
    /// The SwiftUI code change.
    var swift: String { get }
}

extension SwiftUIFix: SwiftUIRemedy {}

/// A modifier added to a view of a `swiftui:` tree, at a place among its modifiers: SwiftUI's
/// remedies that are not a gesture's — `.buttonStyle(.borderless)` on a `List` row, and
/// `.contentShape(Rectangle())` before a gesture modifier (DoctorDecisions DR19). Views a
/// `ForEach` repeats are changed together, as the file's one template (DR15).
struct SwiftUIInsertion: SwiftUIRemedy {
    /// The view's path (`content` indices from the root view) and the view.
    var path: [Int]
    var view: SwiftUIViewSpec
    /// The copies of the view a `ForEach` made, by path.
    var alike: [[Int]] = []
    /// Where among the view's modifiers it goes (0: innermost).
    var index: Int
    /// The modifier as the file writes it (`buttonStyle: borderless`) and as Swift (`.buttonStyle(.borderless)`).
    var name: String, value: String, yaml: String, swiftCall: String
    /// Where it goes, in words (`before .onTapGesture { … }`), or empty.
    var placement: String = ""

    var modifier: SwiftUIModifierSpec {
        SwiftUIModifierSpec(name: name, arguments: SwiftUIArguments(values: ["_": .text(value)]), line: view.line, column: view.column)
    }

    func apply(to s: inout Scenario) {
        guard var ui = s.swiftUI else { return }
        for p in [path] + alike {
            ui.rootView.change(at: p) { v in v.modifiers.insert(modifier, at: min(index, v.modifiers.count)) }
        }
        s.swiftUI = ui
    }

    var ids: [String] { [view.ownerName] }

    /// The view's name, `{n}` for a ForEach's copies.
    var shownName: String {
        guard let name = view.identifier else { return "the \(view.kind) of line \(view.line)" }
        return alike.isEmpty ? name : GestureDoctor.shape(name).replacingOccurrences(of: "#", with: "{n}")
    }

    var summary: String { "\(shownName): add \(swiftCall)\(placement.isEmpty ? "" : " " + placement)" }

    func patch(_ s: Scenario) -> String {
        let place = view.identifier == nil ? shownName : "the \(view.kind) \(shownName) (line \(view.line))"
        return "swiftui: \(place), modifiers:\n  - \(yaml)   # insert as modifier \(index + 1)\(placement.isEmpty ? "" : ", " + placement)"
    }

    var swift: String { "\(swiftCall)\(placement.isEmpty ? "" : "   // " + placement)" }
}
