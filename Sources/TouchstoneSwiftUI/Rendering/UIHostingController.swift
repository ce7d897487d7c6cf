import Foundation

/// A view controller that shows a SwiftUI view, with UIKit's name: show it on a `Device`
/// (`device.show(UIHostingController(rootView: ContentView()))`) or add its view to a UIKit screen.
///
/// Its view is the hosting view. When laid out it builds the screen from `rootView`: the layout
/// (<doc:LayoutAndHitTesting>) inside the safe area, one engine view per element, and the
/// recognisers of the device's gesture architecture (``SwiftUIGestureArchitecture``): one on the
/// hosting view before iOS 18 (or linked before the iOS 18 SDK), one per gesture modifier from
/// iOS 18 linked on 18.
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
    private var root: Node?
    private let scrollObserver = ScrollObserver()
    private var hostingRecognizer: HostingGestureRecognizer?
    /// Whether a `List` is drawn by a `UICollectionView` (iOS 16 on) or a `UITableView` (SU29).
    private var listsUseCollectionViews = true
    /// The `UIGestureRecognizerRepresentable`s of the screen being built, with their views (SU31).
    private var represented: [(UIView, any RepresentedGesture)] = []
    /// The ones installed on the screen shown, kept with their contexts: a recogniser holds its
    /// target weakly (SU31).
    private var installedGestures: [any RepresentedGesture] = []

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
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
        let context = BuildContext()
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

    func layoutContent() {
        guard let hosting = viewIfLoaded, let device = hosting.window?.application?.device else { return }
        needsRebuild = false
        for sub in hosting.subviews { sub.removeFromSuperview() }
        let architecture = SwiftUIGestureArchitecture(device: device)
        gestureArchitecture = architecture

        let context = BuildContext()
        let nodes = rootView.nodes(context)
        if let error = context.error {
            buildError = error
            device.trace.record(.error, hosting.traceName, "SwiftUI screen not built", cause: error.description)
            return
        }
        buildError = nil
        let root = Self.rootNode(nodes, context)
        self.root = root
        let safe = hosting.bounds.inset(by: hosting.safeAreaInsets)
        var pass = LayoutPass()
        let size = pass.size(root, ProposedSize(safe.size)).sanitized
        let origin = Alignment.center.origin(of: size, in: safe.size)
        pass.place(root, in: CGRect(origin: CGPoint(x: safe.minX + origin.x, y: safe.minY + origin.y), size: size))

        scrollObserver.recognizer = nil
        listsUseCollectionViews = device.profile.iOSVersion >= 16
        represented = []
        var attachments: [GestureAttachment] = []
        render(root, into: hosting, attachments: &attachments)

        // UIGestureRecognizerRepresentable exists from iOS 18, for apps built with its SDK (SU31).
        installedGestures = []
        for (view, gesture) in represented {
            if device.profile.iOSVersion >= 18, device.linkedOn.iOSVersion >= 18 {
                gesture.install(on: view)
                installedGestures.append(gesture)
            } else {
                device.trace.record(.error, view.traceName, "\(gesture.typeName) not attached",
                                    cause: "UIGestureRecognizerRepresentable needs iOS 18 and an app linked on the iOS 18 SDK")
            }
        }
        represented = []

        // Magnify and rotate run on the engine's own two-finger recognisers, in both
        // architectures (SU17).
        for attachment in attachments where attachment.recipe.isTwoFinger {
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
            for attachment in attachments where !attachment.recipe.isTwoFinger {
                attachment.view?.addGestureRecognizer(SwiftUIGestureRecognizer(attachment))
            }
        }
    }

    /// The root's node: several root views are stacked in a column.
    static func rootNode(_ nodes: [Node], _ context: BuildContext) -> Node {
        if nodes.count == 1 { return nodes[0] }
        for n in nodes { n.stackAxis = .vertical }
        return context.made(Node(.stack(.vertical, spacing: nil, alignment: .center), children: nodes))
    }

    private func render(_ node: Node, into parent: UIView, attachments: inout [GestureAttachment]) {
        let frame = node.frame.offsetBy(dx: node.offset.width, dy: node.offset.height)
        let view: UIView
        switch node.kind {
        case .spacer:
            return
        case .scroll:
            let scroll: UIScrollView = if !node.isList {
                HostingScrollView(frame: frame, name: node.displayName)
            } else if listsUseCollectionViews {
                HostingListCollectionView(frame: frame, name: node.displayName)
            } else {
                HostingListTableView(frame: frame, name: node.displayName)
            }
            if case let .scroll(axes) = node.kind {
                scroll.alwaysBounceVertical = axes.contains(.vertical)
                scroll.alwaysBounceHorizontal = axes.contains(.horizontal)
            }
            if let content = node.children.first {
                scroll.contentSize = CGSize(width: max(frame.width, content.frame.maxX), height: max(frame.height, content.frame.maxY))
                if case let .scroll(axes) = node.kind {
                    scroll.contentSize = CGSize(width: axes.contains(.horizontal) ? content.frame.maxX : frame.width,
                                                height: axes.contains(.vertical) ? content.frame.maxY : frame.height)
                }
            }
            scroll.delegate = scrollObserver
            view = scroll
        default:
            let element = ElementView(frame: frame, name: node.displayName)
            element.hitShape = node.contentShape ?? node.isHitShape
            view = element
        }
        if case let .uiView(uiView, _, coordinator) = node.kind {
            (view as? ElementView)?.coordinator = coordinator
            // The UIKit view fills its element, which carries the SwiftUI decorations (SU15).
            uiView.frame = CGRect(origin: .zero, size: frame.size)
            view.addSubview(uiView)
        }
        view.accessibilityIdentifier = node.identifier
        if node.opacity < 1 { view.alpha = CGFloat(node.opacity) }
        if !node.allowsHitTesting { view.isUserInteractionEnabled = false }
        parent.addSubview(view)

        for gesture in node.representedGestures { represented.append((view, gesture)) }
        if let element = view as? ElementView, !node.gestures.isEmpty {
            let viewName = Self.gestureOwnerName(node)
            var used: [String: Int] = [:]
            for (i, g) in node.gestures.enumerated() {
                g.view = element
                g.order = i
                var name = "\(viewName).\(g.recipe.kindName) (\(g.label))"
                used[name, default: 0] += 1
                if let n = used[name], n > 1 { name += " #\(n)" }
                g.name = name
                element.attachments.append(g)
                attachments.append(g)
            }
        }

        // Background behind the content, overlay in front (SU8).
        var order = node.children
        if case let .decorated(hasBackground, _, _) = node.kind, hasBackground, node.children.count >= 2 {
            order.swapAt(0, 1)
        }
        for child in order { render(child, into: view, attachments: &attachments) }
    }

    /// The name gestures of `node` carry: its identifier, else the first identifier or element
    /// down through single-child layout wrappers (`Color.red.frame(height: 100)` is `Color.red`).
    static func gestureOwnerName(_ node: Node) -> String {
        var n = node
        while n.identifier == nil, n.elementName == nil, n.children.count == 1 || isDecorated(n), let first = n.children.first {
            switch n.kind {
            case .fixedFrame, .flexibleFrame, .padding, .wrapper, .decorated: n = first
            default: return n.displayName
            }
        }
        return n.displayName
    }

    private static func isDecorated(_ n: Node) -> Bool { if case .decorated = n.kind { true } else { false } }
}

/// Hears a SwiftUI scroll view begin scrolling, for the hosting recogniser (SU4).
final class ScrollObserver: UIScrollViewDelegate {
    weak var recognizer: HostingGestureRecognizer?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        recognizer?.scrollViewWillBeginDragging(scrollView)
    }
}
