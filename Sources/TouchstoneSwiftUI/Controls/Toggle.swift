import Foundation

/// A control that turns an option on or off, with SwiftUI's name and initialisers; on iOS its
/// default style is a switch (Apple, `ToggleStyle.automatic`: "iOS, iPadOS: switch").
///
/// The switch is UIKit's: SwiftUI hosts a `UISwitch` for it on iOS (SwiftUI-Introspect's table,
/// "Toggle | UISwitch"; a view dump of an iOS 26 toggle shows a `UISwitch` inside
/// `UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<Switch>>`; rules P44), so here it
/// is the engine's `UISwitch`, with that control's rules on the device's
/// profile (rules §12): a tap toggles it at the lift, a horizontal drag of the thumb flips it past
/// 25 pt and reports once when the drag ends (iOS 13 on), a vertical drag that starts on it is
/// left to the scroll view behind (its pan is horizontal). Each change it reports writes the
/// binding (SwiftUIDecisions SU27). The label sits at the leading edge and the switch at the
/// trailing one, the toggle taking the width offered. Disabled (`.disabled(true)`), the switch
/// is not enabled and takes no action.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    public var body: Never { fatalError("primitive view") }

    /// A toggle showing `label`, on when `isOn` is true.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeNodes(_ context: BuildContext) -> [Node] {
        let labelNodes = context.with({ $0.stackAxis = .horizontal }) { label.nodes($0) }
        // The switch is kept by the toggle's structural identity, as a representable's view is
        // (SU37): a re-render updates it rather than replacing it mid-touch.
        let box = context.store?.object(context.identityKey + "/Toggle") { KeptRepresentable() }
        let toggle: UISwitch
        let coordinator: ToggleCoordinator
        if let kept = box?.view as? UISwitch, let keptCoordinator = box?.coordinator as? ToggleCoordinator {
            toggle = kept
            coordinator = keptCoordinator
            coordinator.isOn = isOn
        } else {
            toggle = UISwitch()
            coordinator = ToggleCoordinator(isOn)
            toggle.addTarget(coordinator, action: ToggleCoordinator.valueChanged, for: .valueChanged)
            box?.view = toggle
            box?.coordinator = coordinator
        }
        if toggle.isOn != isOn.wrappedValue { toggle.isOn = isOn.wrappedValue }
        toggle.isEnabled = !context.isDisabled
        let switchNode = context.made(Node(.uiView(toggle, name: "Toggle", coordinator: coordinator)))
        let spacer = context.made(Node(.spacer(minLength: nil)))
        spacer.stackAxis = .horizontal
        var children = labelNodes
        if children.count > 1 {
            children = [context.made(Node(.stack(.vertical, spacing: nil, alignment: Alignment(horizontal: .leading, vertical: .center)),
                                          children: children))]
        }
        children += [spacer, switchNode]
        return [context.made(Node(.stack(.horizontal, spacing: nil, alignment: .center), children: children))]
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Writes a toggle's binding when its switch reports a change (the switch holds it weakly; the
/// element view keeps it).
final class ToggleCoordinator {
    /// The binding of the last build.
    var isOn: Binding<Bool>
    init(_ isOn: Binding<Bool>) { self.isOn = isOn }
    func valueChanged(_ sender: UISwitch) { isOn.wrappedValue = sender.isOn }
}

/// How a toggle looks: on iOS a switch (the only style modelled).
public protocol ToggleStyle {}
/// The platform's default: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
/// A switch.
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }

extension View {
    /// The style of the toggles inside (a switch either way here).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
