import Foundation

/// A control for a value in a range, with SwiftUI's name and initialisers (SwiftUIDecisions
/// SU28, SU34).
///
/// The slider is UIKit's: SwiftUI hosts a `UISlider` for it on iOS (SwiftUI-Introspect's table,
/// "Slider | UISlider", and its `SliderType`, `UISlider` on iOS 13–17; rules P44), so
/// here it is the engine's `UISlider` (rules §7.6, §7.7), with that control's rules: only a touch
/// on or within 10 pt of the thumb moves it, the value follows the finger, and a pan of an
/// enclosing scroll view that starts on the thumb along the track is refused once the slider
/// tracks the touch — so in a horizontal `ScrollView` a drag that moves at once scrolls (the
/// scroll view's 150 ms content delay has not released the touch to the slider), and a drag held
/// past the delay moves the thumb (ProfileDecisions V10, rules §7.6).
///
/// The binding is written with each value the thumb reaches, snapped to `step` when one is
/// given (`lowerBound + n × step`, the nearest that is not past `upperBound`); `onEditingChanged` hears `true` when
/// the finger comes down on the thumb and `false` when it lifts or the touch is cancelled. The
/// slider takes the width offered (10 pt when none is, as a `UIViewRepresentable` without a
/// width does, SU15: give it a frame in a horizontal `ScrollView`) and UIKit's 31 pt height; the
/// `label` is not shown on iOS [guess], the value labels sit at each end.
///
/// Bad input has a documented outcome, never a trap (SU34): a range with a bound that is not
/// finite (`-.infinity ... .infinity`; a NaN bound, which only a release build lets through
/// `ClosedRange(uncheckedBounds:)`) shows a disabled slider that writes nothing; an empty range (`5...5`) writes its bound once the
/// thumb moves; a step that is not a finite positive number is no step; a value outside the range,
/// or NaN, puts the thumb at the nearest end (or the start) and is written only when the thumb moves.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let model: SliderModel
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    public var body: Never { fatalError("primitive view") }

    /// A slider for `value` in `bounds`, with a label and a label at each end.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        model = SliderModel(value, bounds, step: Double(step), onEditingChanged)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    func makeNodes(_ context: BuildContext) -> [Node] {
        // The slider is kept by its structural identity, as a representable's view is (SU37): a
        // value written mid-drag re-renders the screen without ending the drag.
        let box = context.store?.object(context.identityKey + "/Slider") { KeptRepresentable() }
        let slider: UISlider
        let coordinator: SliderCoordinator
        if let kept = box?.view as? UISlider, let keptCoordinator = box?.coordinator as? SliderCoordinator {
            slider = kept
            coordinator = keptCoordinator
            coordinator.model = model
            // The thumb moves only when the binding says another value than where it is.
            if model.value(at: Double(slider.value)) != model.get() {
                slider.value = Float(model.fraction(of: model.get()))
            }
        } else {
            slider = UISlider()
            coordinator = SliderCoordinator(model)
            slider.value = Float(model.fraction(of: model.get()))
            slider.addTarget(coordinator, action: SliderCoordinator.valueChanged, for: .valueChanged)
            slider.addTarget(coordinator, action: SliderCoordinator.editingBegan, for: .touchDown)
            slider.addTarget(coordinator, action: SliderCoordinator.editingEnded, for: [.touchUpInside, .touchUpOutside, .touchCancel])
            box?.view = slider
            box?.coordinator = coordinator
        }
        slider.isEnabled = !(context.isDisabled || !model.hasUsableRange)
        let sliderNode = context.made(Node(.uiView(slider, name: "Slider", coordinator: coordinator)))
        let leading = context.with({ $0.stackAxis = .horizontal }) { c in minimumValueLabel.map { $0.nodes(c) } ?? [] }
        let trailing = context.with({ $0.stackAxis = .horizontal }) { c in maximumValueLabel.map { $0.nodes(c) } ?? [] }
        guard !leading.isEmpty || !trailing.isEmpty else { return [sliderNode] }
        return [context.made(Node(.stack(.horizontal, spacing: nil, alignment: .center), children: leading + [sliderNode] + trailing))]
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider for `value` in `bounds`, with a label (not shown on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        model = SliderModel(value, bounds, step: nil, onEditingChanged)
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider for `value` in `bounds` in steps of `step`, with a label (not shown on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        model = SliderModel(value, bounds, step: Double(step), onEditingChanged)
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` in `bounds` (0…1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        model = SliderModel(value, bounds, step: nil, onEditingChanged)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider for `value` in `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        model = SliderModel(value, bounds, step: Double(step), onEditingChanged)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// A slider's range, step and binding as `Double`s: the engine's `UISlider` runs from 0 to 1 and
/// this maps its fraction to the value and back, so no range or value can overflow its `Float`
/// (SU34).
struct SliderModel {
    let lower: Double
    let upper: Double
    /// The step, when it is a finite positive number.
    let step: Double?
    let get: () -> Double
    let set: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, step: Double?, _ onEditingChanged: @escaping (Bool) -> Void) {
        self.init(value, lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), step: step, onEditingChanged)
    }

    /// From the bounds themselves: a NaN bound cannot reach a `ClosedRange` in a debug build (its
    /// initialisers check the order), but can in a release one.
    init<V: BinaryFloatingPoint>(_ value: Binding<V>, lower: Double, upper: Double, step: Double?,
                                 _ onEditingChanged: @escaping (Bool) -> Void) {
        self.lower = lower
        self.upper = upper
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        self.onEditingChanged = onEditingChanged
    }

    /// Both bounds finite and in order.
    var hasUsableRange: Bool { lower.isFinite && upper.isFinite && lower <= upper }

    /// Where `value` puts the thumb, from 0 (lower bound) to 1: clamped; 0 for NaN or an empty
    /// or unusable range. Halved first, so a range as wide as `Double` allows does not overflow.
    func fraction(of value: Double) -> Double {
        guard hasUsableRange, upper > lower, !value.isNaN else { return 0 }
        let f = (value / 2 - lower / 2) / (upper / 2 - lower / 2)
        return min(max(f, 0), 1)
    }

    /// The value at thumb position `fraction`, snapped to the step and kept in the range.
    func value(at fraction: Double) -> Double {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        var v = lower * (1 - f) + upper * f
        if let step {
            let n = ((v - lower) / step).rounded()
            v = lower + n * step
            // The last step that fits: `upperBound` itself is reachable only on a step.
            if v > upper { v -= step }
        }
        guard v.isFinite else { return f < 0.5 ? lower : upper }
        return min(max(v, lower), upper)
    }
}

/// Writes a slider's binding from its `UISlider`, and reports editing (the slider holds it
/// weakly; the element view keeps it).
final class SliderCoordinator {
    /// The range, step and binding of the last build.
    var model: SliderModel
    init(_ model: SliderModel) { self.model = model }

    func valueChanged(_ sender: UISlider) {
        guard model.hasUsableRange else { return }
        let v = model.value(at: Double(sender.value))
        sender.value = Float(model.fraction(of: v))
        if v != model.get() { model.set(v) }
    }

    func editingBegan(_ sender: UISlider) { model.onEditingChanged(true) }
    func editingEnded(_ sender: UISlider) { model.onEditingChanged(false) }
}
