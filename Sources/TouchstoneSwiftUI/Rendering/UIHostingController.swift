import Foundation

/// A view controller that shows a SwiftUI view, with UIKit's name: show it on a `Device`
/// (`device.show(UIHostingController(rootView: ContentView()))`) or add its view to a UIKit screen.
///
/// Its view is the hosting view. When laid out it builds the screen from `rootView`: the layout
/// (<doc:LayoutAndHitTesting>) inside the safe area, one engine view per element, and the
/// recognisers of the device's gesture architecture (``SwiftUIGestureArchitecture``): one on the
/// hosting view before iOS 18 (or linked before the iOS 18 SDK), one per gesture modifier from
/// iOS 18 linked on 18. It keeps the screen's `@State` and `@GestureState` by structural
/// identity and builds the screen again at the end of a turn in which one of them changed,
/// before the next touch sample, reusing the element views, recognisers and gestures under way
/// of the views that keep their structural identity (SwiftUIDecisions SU37).
open class UIHostingController<Content: View>: UIViewController, HostingLayoutOwner {
    /// The SwiftUI view shown. Setting it builds the screen again.
    public var rootView: Content {
        didSet {
            needsRebuild = true
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Why the screen could not be built (a tree of hostile depth or size), if it could not:
    /// nothing is shown then, and the device's trace has an error line.
    public private(set) var buildError: SwiftUIBuildError?
    /// The architecture the screen's gestures run on, once shown on a device.
    public private(set) var gestureArchitecture: SwiftUIGestureArchitecture?

    var needsRebuild = true
    /// The `@State`/`@GestureState` of the screen by structural identity (SU37).
    let stateStore = StateStore()
    /// Labels of the kept values changed since the last build, for the trace.
    var changedState: [String] = []
    var isBuilding = false
    /// A kept value changed while the screen was being built: build again after this build.
    var changedDuringBuild = false
    /// The navigation stack this controller shows a screen of, if any (SU39).
    weak var navigation: NavigationModel?
    /// The environment objects of the screen that shows this one (a tab, a pushed screen; SU54).
    var inheritedEnvironmentObjects: [ObjectIdentifier: AnyObject] = [:]
    var root: Node?
    let scrollObserver = ScrollObserver()
    var hostingRecognizer: HostingGestureRecognizer?
    /// Whether a `List` is drawn by a `UICollectionView` (iOS 16 on) or a `UITableView` (SU29).
    var listsUseCollectionViews = true
    /// The `UIGestureRecognizerRepresentable`s of the screen being built, with their views (SU31).
    var represented: [(UIView, [any RepresentedGesture])] = []
    /// The ones installed on the screen shown, per view, kept with their contexts: a recogniser
    /// holds its target weakly (SU31). Kept across re-renders while their view and set stay (SU37).
    var installedGestures: [InstalledRepresentedGestures] = []

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        stateStore.onChange = { [weak self] label in self?.stateDidChange(label) }
    }

    open override func loadView() {
        let hosting = HostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        hosting.backgroundColor = .systemBackground
        hosting.owner = self
        view = hosting
    }

    /// The size the root view takes when offered `size` (SwiftUI's `sizeThatFits(in:)`); zero
    /// for a tree refused for its depth or size (``SwiftUIBuildError``, SU16).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let context = makeContext()
        let nodes = rootView.nodes(context)
        guard context.error == nil else { return .zero }
        var pass = LayoutPass()
        return pass.size(Self.rootNode(nodes, context), ProposedSize(size)).sanitized
    }

    /// Every element view with its frame in the hosting view's coordinates, one a line, indented
    /// by depth: what a touch can land on (for tests and `print` debugging).
    public var layoutDescription: String {
        guard let hosting = viewIfLoaded else { return "" }
        var lines: [String] = []
        func walk(_ v: UIView, _ depth: Int) {
            let f = v.convert(v.bounds, to: hosting)
            let hit = (v as? ElementView)?.hitShape != nil ? " hit" : ""
            let gestures = (v as? ElementView)?.attachments.map { " [\($0.name)]" }.joined() ?? ""
            lines.append(String(repeating: "  ", count: depth) + "\(v.traceName) \(Self.fmt(f))\(hit)\(gestures)")
            for s in v.subviews { walk(s, depth + 1) }
        }
        for s in hosting.subviews { walk(s, 0) }
        return lines.joined(separator: "\n")
    }

    static func fmt(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v)) }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
    }

    // MARK: Building the screen

    /// A kept value changed: the screen is rebuilt at the end of the turn, before the next touch
    /// sample (the device's layout pass; SU37).
    /// A value written during a build (by a `body` or an `updateUIView`) is not lost: the screen
    /// is built again once this build ends, in the same layout pass, whose round limit stops a
    /// body that writes a new value every time, with its "layout did not settle" warning (SU37).
    func stateDidChange(_ label: String) {
        if !changedState.contains(label) { changedState.append(label) }
        needsRebuild = true
        if isBuilding {
            changedDuringBuild = true
            return
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// A fresh build context, with the navigation stack this screen is in (SU39).
    func makeContext() -> BuildContext {
        let context = BuildContext()
        context.store = stateStore
        context.navigation = navigation
        context.environmentObjects = inheritedEnvironmentObjects
        return context
    }

    func layoutContent() {
        guard let hosting = viewIfLoaded, let device = hosting.window?.application?.device else { return }
        needsRebuild = false
        let architecture = SwiftUIGestureArchitecture(device: device)
        gestureArchitecture = architecture
        let changed = changedState
        changedState = []

        let context = makeContext()
        isBuilding = true
        changedDuringBuild = false
        stateStore.beginBuild()
        let nodes = rootView.nodes(context)
        stateStore.endBuild()
        isBuilding = false
        defer {
            // Written during the build: built again in the next round of this layout pass.
            if changedDuringBuild {
                changedDuringBuild = false
                hosting.setNeedsLayout()
            }
        }
        if let error = context.error {
            buildError = error
            for sub in hosting.subviews { sub.removeFromSuperview() }
            device.trace.record(.error, hosting.traceName, "SwiftUI screen not built", cause: error.description)
            return
        }
        let hadRoot = root != nil
        let root = Self.rootNode(nodes, context)
        self.root = root
        let safe = hosting.bounds.inset(by: hosting.safeAreaInsets)
        var pass = LayoutPass()
        pass.safeArea = SafeAreaFrame(bounds: hosting.bounds, safe: safe)
        let size = pass.size(root, ProposedSize(safe.size)).sanitized
        let origin = Alignment.center.origin(of: size, in: safe.size)
        pass.place(root, in: CGRect(origin: CGPoint(x: safe.minX + origin.x, y: safe.minY + origin.y), size: size))
        // A GeometryReader's content is built as the pass places it, and may pass a limit (SU47, R32).
        if let error = context.error {
            buildError = error
            for sub in hosting.subviews { sub.removeFromSuperview() }
            device.trace.record(.error, hosting.traceName, "SwiftUI screen not built", cause: error.description)
            return
        }
        // Read after placing, so what a GeometryReader's content sets counts too (SU47).
        buildError = nil
        for warning in context.warnings {
            device.trace.record(.error, hosting.traceName, warning.message, cause: warning.cause)
        }
        if !changed.isEmpty, hadRoot {
            device.trace.record(.layout, hosting.traceName, "re-rendered",
                                cause: "state changed: \(changed.joined(separator: ", ")) (SwiftUIDecisions SU37)")
        }
        navigationItem.hidesBackButton = context.hidesBackButton ?? false
        if let title = context.navigationTitle { navigationItem.title = title }

        // The views of the last build are kept where the new tree has the same kind of element of
        // the same structural identity, with their recognisers and the attempts under way (SU37).
        scrollObserver.recognizer = nil
        listsUseCollectionViews = device.profile.iOSVersion >= 16
        represented = []
        var fresh: [GestureAttachment] = []
        renderChildren([root], into: hosting, fresh: &fresh)

        installRepresentedGestures(on: hosting, device: device)

        // Magnify and rotate run on the engine's own two-finger recognisers, in both
        // architectures (SU17).
        for attachment in fresh where attachment.recipe.isTwoFinger {
            let recognizer: UIGestureRecognizer = if case .magnify = attachment.recipe.kind {
                SwiftUIMagnifyRecognizer(attachment)
            } else {
                SwiftUIRotateRecognizer(attachment)
            }
            attachment.view?.addGestureRecognizer(recognizer)
        }
        switch architecture {
        case .hostingRecognizer:
            if hostingRecognizer == nil {
                let recognizer = HostingGestureRecognizer()
                hostingRecognizer = recognizer
                hosting.addGestureRecognizer(recognizer)
            }
            scrollObserver.recognizer = hostingRecognizer
        case .perGestureRecognizers:
            for attachment in fresh where !attachment.recipe.isTwoFinger {
                attachment.view?.addGestureRecognizer(SwiftUIGestureRecognizer(attachment))
            }
        }
        // A screen of a stack has registered its destinations, and the stacks shown here have
        // their new paths: each follows its path (SU42).
        navigation?.followPath()
        for stack in context.stacks { stack.followPath() }
    }

    /// The root's node: several root views are stacked in a column.
    static func rootNode(_ nodes: [Node], _ context: BuildContext) -> Node {
        if nodes.count == 1 { return nodes[0] }
        for n in nodes { n.stackAxis = .vertical }
        return context.made(Node(.stack(.vertical, spacing: nil, alignment: .center), children: nodes))
    }
}
