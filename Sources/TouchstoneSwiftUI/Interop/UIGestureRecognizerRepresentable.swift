import Foundation

/// A UIKit gesture recogniser attached to a SwiftUI view with `gesture(_:)`, with SwiftUI's names
/// (iOS 18; Apple, `UIGestureRecognizerRepresentable`; SwiftUIDecisions SU31).
///
/// When the screen is built the library calls `makeCoordinator(converter:)`, then
/// `makeUIGestureRecognizer(context:)`, then `updateUIGestureRecognizer(_:context:)`, adds the
/// recogniser to the view's engine view and installs its own target, which calls
/// `handleUIGestureRecognizerAction(_:context:)` at every action the recogniser sends (Apple:
/// "SwiftUI automatically installs a target to handle the gesture recognizer's action on your
/// behalf"). The recogniser is an ordinary UIKit recogniser of the engine: it takes part in
/// UIKit's arbitration with the scroll views, UIKit recognisers and the SwiftUI gestures'
/// recognisers around it (rules §5), its delegate and failure requirements are honoured, and the
/// trace names it as UIKit's are.
///
/// The protocol exists from iOS 18 and an app can call it only when built with the iOS 18 SDK:
/// on a device of an earlier version, or an app linked before the iOS 18 SDK, the recogniser is
/// not made and the trace has an error line saying so.
public protocol UIGestureRecognizerRepresentable {
    /// The recogniser's class.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// What `makeCoordinator(converter:)` makes (`Void` unless given).
    associatedtype Coordinator = Void
    /// What the methods are given: the coordinator and the coordinate converter.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Converts the recogniser's location, translation and velocity to the view's coordinates.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Makes the coordinator, first.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
    /// Makes the recogniser, once per build of the screen.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Brings the recogniser up to date; called after `makeUIGestureRecognizer(context:)`.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Called at each action the recogniser sends.
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

extension UIGestureRecognizerRepresentable {
    /// Nothing to update.
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// Nothing to do.
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

/// What the methods of a `UIGestureRecognizerRepresentable` are given.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// What `makeCoordinator(converter:)` made.
    public let coordinator: Representable.Coordinator
    /// Converts the recogniser's values to the view's coordinates.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// The recogniser's location, translation and velocity in the coordinates of the SwiftUI view
/// it is attached to (`local`) or of the window (`.global`; a named space is taken as the
/// window's, as for SwiftUI's own gestures, SU6).
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    final class Link {
        weak var recognizer: UIGestureRecognizer?
        weak var view: UIView?
    }
    let link: Link

    /// Where the recogniser is, in the view's coordinates (zero before it is attached).
    public var localLocation: CGPoint { location(in: .local) }
    /// A pan's translation in the view's coordinates; `nil` for other recognisers.
    public var localTranslation: CGPoint? { translation(in: .local) }
    /// A pan's velocity in the view's coordinates; `nil` for other recognisers.
    public var localVelocity: CGPoint? { velocity(in: .local) }

    /// Where the recogniser is, in `space`.
    public func location(in space: CoordinateSpace) -> CGPoint {
        link.recognizer?.location(in: target(space)) ?? .zero
    }
    /// A pan's translation in `space`; `nil` for other recognisers.
    public func translation(in space: CoordinateSpace) -> CGPoint? {
        (link.recognizer as? UIPanGestureRecognizer)?.translation(in: target(space))
    }
    /// A pan's velocity in `space`; `nil` for other recognisers.
    public func velocity(in space: CoordinateSpace) -> CGPoint? {
        (link.recognizer as? UIPanGestureRecognizer)?.velocity(in: target(space))
    }

    private func target(_ space: CoordinateSpace) -> UIView? {
        if case .local = space { return link.view }
        return nil
    }
}

extension View {
    /// Attaches a UIKit recogniser made by `representable` to this view (iOS 18; SU31). Inside
    /// `.disabled(true)` or a gesture mask without `.subviews`, nothing is attached.
    public func gesture<R: UIGestureRecognizerRepresentable>(_ representable: R) -> some View {
        ModifiedView(content: self, environment: nil) { context, nodes in
            guard context.subviewGesturesEnabled, !context.isDisabled else { return nodes }
            for node in nodes { node.representedGestures.append(RepresentedGestureBox(representable)) }
            return nodes
        }
    }
}

/// A `UIGestureRecognizerRepresentable` waiting to be installed on an engine view.
protocol RepresentedGesture: AnyObject {
    /// The representable's type, for the trace.
    var typeName: String { get }
    /// Makes the coordinator and the recogniser, adds the recogniser to `view` with the target
    /// that calls the representable's action handler.
    func install(on view: UIView)
    /// Takes `other`'s representable, if of the same type, and calls `updateUIGestureRecognizer`
    /// on the recogniser installed (a re-render that keeps the view; SU37).
    func update(from other: any RepresentedGesture)
    /// Removes the recogniser from its view (the view left the screen or its set changed).
    func uninstall()
}

/// Holds a representable, its context and its recogniser while the screen shows it (the
/// recogniser holds its target weakly).
final class RepresentedGestureBox<R: UIGestureRecognizerRepresentable>: RepresentedGesture {
    private(set) var representable: R
    private var context: R.Context?
    private var recognizer: R.UIGestureRecognizerType?
    /// The recogniser's target: a plain object that calls back, kept by this box.
    private let target = RepresentedGestureTarget()
    private let link = UIGestureRecognizerRepresentableCoordinateSpaceConverter.Link()

    init(_ representable: R) { self.representable = representable }

    var typeName: String { String(describing: R.self) }

    func install(on view: UIView) {
        link.view = view
        let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter(link: link)
        let context = R.Context(coordinator: representable.makeCoordinator(converter: converter), converter: converter)
        let recognizer = representable.makeUIGestureRecognizer(context: context)
        link.recognizer = recognizer
        self.context = context
        self.recognizer = recognizer
        representable.updateUIGestureRecognizer(recognizer, context: context)
        target.fire = { [weak self] in self?.handle() }
        recognizer.addTarget(target, action: RepresentedGestureTarget.handle)
        view.addGestureRecognizer(recognizer)
    }

    func update(from other: any RepresentedGesture) {
        guard let other = other as? RepresentedGestureBox<R> else { return }
        representable = other.representable
        guard let context, let recognizer else { return }
        representable.updateUIGestureRecognizer(recognizer, context: context)
    }

    func uninstall() {
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
        context = nil
        link.view = nil
    }

    private func handle() {
        guard let context, let recognizer else { return }
        representable.handleUIGestureRecognizerAction(recognizer, context: context)
    }
}

/// The target the library installs on a represented recogniser (Apple: SwiftUI installs one).
final class RepresentedGestureTarget {
    var fire: () -> Void = {}
    func handle() { fire() }
}
