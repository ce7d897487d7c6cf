import Foundation
import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Slider: {value: 0.5, in: [0, 1], step: 0.1}` is `Slider(value: $value, in: 0...1, step: 0.1)`
    /// (`in:` 0…1 and no step by default). `value` is the `@State`'s initial value; each value the
    /// thumb reaches writes `<identifier> (Slider) value 0.6` to the trace, rounded to 6 decimals
    /// (ScenarioDecisions X22). The slider is UIKit's (SwiftUIDecisions SU28): only a touch on its
    /// thumb moves it.
    static let slider = SwiftUIViewKind("Slider", parameters: [.init("value", .value), .init("in", .range), .init("step", .step)]) { a, _, callbacks in
        let value = callbacks.binding(a.number("value") ?? 0) { "(Slider) value \(sliderValue($0))" }
        let bounds = a.range("in") ?? 0...1
        if let step = a.number("step") { return AnyView(Slider(value: value, in: bounds, step: step)) }
        return AnyView(Slider(value: value, in: bounds))
    }

    /// A slider's value as the trace prints it: rounded to 6 decimals, so a step's sum
    /// (`3 × 0.1`) reads `0.3`.
    static func sliderValue(_ v: Double) -> String {
        fmtNumber((v * 1e6).rounded() / 1e6)
    }
}
