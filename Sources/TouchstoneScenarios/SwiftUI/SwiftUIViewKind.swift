import Foundation
import TouchstoneSwiftUI

/// One argument a SwiftUI call takes in a scenario file, with the values it accepts.
struct SwiftUIParameter: Sendable {
    /// What values the argument takes.
    enum Domain: Sendable {
        /// A length ≥ 0 in points, at most `InputLimits.maximumCoordinate`.
        case length
        /// A coordinate or offset in points, within ±`InputLimits.maximumCoordinate`.
        case coordinate
        /// A whole number in `min...max`.
        case count(min: Int, max: Int)
        /// A time in seconds, ≥ 0 and at most 60 (SwiftUI takes seconds as `Double`).
        case seconds
        /// A number from 0 to 1.
        case fraction
        /// A number within ±`SwiftUIViewKind.maximumControlValue` (a slider's value).
        case value
        /// A number > 0, at most `SwiftUIViewKind.maximumControlValue` (a slider's step).
        case step
        /// `[lowerBound, upperBound]`, two values with `lowerBound ≤ upperBound` (a `ClosedRange`).
        case range
        /// Any text (a title).
        case text
        /// One of these words.
        case choice([String])
        /// `true` or `false`.
        case bool
        /// A view.
        case view
    }
    /// The label, `_` for the unlabelled first argument.
    let label: String
    let domain: Domain
    init(_ label: String, _ domain: Domain) { self.label = label; self.domain = domain }
}

/// A SwiftUI view type a `swiftui:` tree can use: its name, the arguments of its initialiser,
/// whether it takes a `@ViewBuilder` content, and how it is made. Each kind is one small file of
/// `Views/` that calls the TouchstoneSwiftUI initialiser it stands for, so a new view type is one
/// more file and one more entry in `all` (ScenarioDecisions X18).
struct SwiftUIViewKind: Sendable {
    /// The type's name as SwiftUI spells it.
    let name: String
    /// The initialiser's arguments.
    let parameters: [SwiftUIParameter]
    /// Whether the view takes `content:` (stacks, `ScrollView`, `List`, `TabView`, `Button`'s and
    /// `Toggle`'s label, `ForEach`).
    let takesContent: Bool
    /// Makes the view from its arguments and its content's views.
    let make: @Sendable (SwiftUIArguments, [AnyView], SwiftUICallbacks) -> AnyView

    init(_ name: String, parameters: [SwiftUIParameter] = [], takesContent: Bool = false,
         make: @escaping @Sendable (SwiftUIArguments, [AnyView], SwiftUICallbacks) -> AnyView) {
        self.name = name; self.parameters = parameters; self.takesContent = takesContent; self.make = make
    }

    /// Every view type a scenario file can name.
    static let all: [SwiftUIViewKind] = [
        .text, .image, .color, .rectangle, .roundedRectangle, .circle, .capsule,
        .vStack, .hStack, .zStack, .spacer, .forEach, .scrollView, .button,
        .toggle, .slider, .list, .tabView, .navigationStack, .navigationLink,
        .geometryReader, .lazyVStack, .lazyHStack,
    ]

    /// The largest magnitude of a control's value, bound or step in a file: far beyond any real
    /// slider, and small enough that every step and fraction of the range stays exact enough to print.
    static let maximumControlValue = 1_000_000.0

    /// The names of the kinds that take `content:`, for messages.
    static var contentKinds: String {
        let names = all.filter(\.takesContent).map(\.name)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    static func named(_ name: String) -> SwiftUIViewKind? { all.first { $0.name == name } }

    /// The content of a stack or scroll view: its views in order, as a `@ViewBuilder` block does.
    static func block(_ views: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> {
        ForEach(0..<views.count) { views[$0] }
    }

    /// SwiftUI's horizontal alignments by name.
    static func horizontal(_ name: String?) -> HorizontalAlignment {
        switch name { case "leading": .leading; case "trailing": .trailing; default: .center }
    }
    /// SwiftUI's vertical alignments by name.
    static func vertical(_ name: String?) -> VerticalAlignment {
        switch name { case "top": .top; case "bottom": .bottom; default: .center }
    }
    /// SwiftUI's two-axis alignments by name (`topLeading`, `center`…).
    static func alignment(_ name: String?) -> Alignment {
        switch name {
        case "top": .top; case "bottom": .bottom; case "leading": .leading; case "trailing": .trailing
        case "topLeading": .topLeading; case "topTrailing": .topTrailing
        case "bottomLeading": .bottomLeading; case "bottomTrailing": .bottomTrailing
        default: .center
        }
    }
    static let horizontalAlignments = ["leading", "center", "trailing"]
    static let verticalAlignments = ["top", "center", "bottom"]
    static let alignments = ["center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
}
