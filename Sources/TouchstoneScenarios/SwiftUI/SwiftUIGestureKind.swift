import Foundation
import TouchstoneSwiftUI

/// A SwiftUI gesture type a gesture modifier of a `swiftui:` tree can attach: its name, its
/// initialiser's arguments and how it is made. One file of `Gestures/` per type; a new gesture
/// is one more file and one more entry in `all` (ScenarioDecisions X18).
struct SwiftUIGestureKind: Sendable {
    /// How the gesture is attached.
    struct Attachment {
        /// `gesture`, `highPriorityGesture` or `simultaneousGesture`.
        let modifier: String
        let mask: GestureMask
        /// Called from the gesture's `onEnded`.
        let onEnded: () -> Void
    }
    /// The type's name as SwiftUI spells it.
    let name: String
    /// Its initialiser's arguments.
    let parameters: [SwiftUIParameter]
    /// Makes the gesture with an `onEnded` and attaches it to a view.
    let attach: @Sendable (AnyView, SwiftUIArguments, Attachment) -> AnyView

    init(_ name: String, parameters: [SwiftUIParameter], attach: @escaping @Sendable (AnyView, SwiftUIArguments, Attachment) -> AnyView) {
        self.name = name; self.parameters = parameters; self.attach = attach
    }

    /// Every gesture type a scenario file can name.
    static let all: [SwiftUIGestureKind] = [.tapGesture, .spatialTapGesture, .longPressGesture, .dragGesture]

    static func named(_ name: String) -> SwiftUIGestureKind? { all.first { $0.name == name } }

    /// `gesture` through the modifier the file names.
    static func attach<G: Gesture>(_ gesture: G, to view: AnyView, _ a: Attachment) -> AnyView {
        switch a.modifier {
        case "highPriorityGesture": AnyView(view.highPriorityGesture(gesture, including: a.mask))
        case "simultaneousGesture": AnyView(view.simultaneousGesture(gesture, including: a.mask))
        default: AnyView(view.gesture(gesture, including: a.mask))
        }
    }
}
