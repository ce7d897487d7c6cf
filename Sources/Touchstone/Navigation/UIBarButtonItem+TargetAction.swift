import Foundation

/// UIKit's target-action initialisers of `UIBarButtonItem`, the project's way: the target is held
/// weakly and the action is a method reference (`target: self, action: Screen.done` for
/// `#selector(done)`), as `UIControl.addTarget(_:action:for:)` takes them (rules §7.2;
/// PortingDecisions U16). The action runs when the item's button is tapped, after its
/// `touchUpInside`. A `nil` target sends the action along the responder chain from the first
/// responder (or the bar) to the first responder of the method's type, as UIKit sends a nil-target
/// action; with none, nothing happens.
extension UIBarButtonItem {
    /// A title item calling `action` (a method taking the item) on `target`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style, primaryAction: nil)
        primaryAction = Self.targetAction(title ?? "", target) { action($0)($1) }
    }

    /// A title item calling `action` (a method taking no argument) on `target`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, primaryAction: nil)
        primaryAction = Self.targetAction(title ?? "", target) { t, _ in action(t)() }
    }

    /// An image item calling `action` (a method taking the item) on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(image: image, style: style, primaryAction: nil)
        primaryAction = Self.targetAction("", target) { action($0)($1) }
    }

    /// An image item calling `action` (a method taking no argument) on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(image: image, style: style, primaryAction: nil)
        primaryAction = Self.targetAction("", target) { t, _ in action(t)() }
    }

    /// A system item calling `action` (a method taking the item) on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: systemItem, primaryAction: nil)
        primaryAction = Self.targetAction(systemItem.word ?? "", target) { action($0)($1) }
    }

    /// A system item calling `action` (a method taking no argument) on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(systemItem: systemItem, primaryAction: nil)
        primaryAction = Self.targetAction(systemItem.word ?? "", target) { t, _ in action(t)() }
    }

    /// An item showing `customView` in the bar instead of a button (UIKit `init(customView:)`):
    /// the view takes its own touches, at its own size, centred on the bar's height.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
        customViewSize = customView.bounds.size   // observers do not run inside initialisers
    }

    /// The action of a target-action item: the target held weakly, else the responder chain.
    private static func targetAction<Target: AnyObject>(_ title: String, _ target: Target?,
                                                        _ call: @escaping (Target, UIBarButtonItem) -> Void) -> UIAction {
        UIAction(title: title) { [weak target] action in
            guard let item = action.sender as? UIBarButtonItem else { return }
            if let target { return call(target, item) }
            var r: UIResponder? = item.bar?.owningApplication?.firstResponder ?? item.bar
            while let current = r {
                if let t = current as? Target { return call(t, item) }
                r = current.next
            }
        }
    }
}
