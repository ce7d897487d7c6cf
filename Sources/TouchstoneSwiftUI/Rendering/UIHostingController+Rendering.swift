import Foundation

/// Rendering: the laid-out nodes become engine views, reusing the views of the last build by
/// structural identity (SwiftUIDecisions SU37).
extension UIHostingController {
    /// Shows `nodes` as the element views of `parent`, reusing its old ones by structural
    /// identity where the kind of view matches (a view inserted before another does not take its
    /// element; position only for nodes without an identity); removes the rest (SU37).
    func renderChildren(_ nodes: [Node], into parent: UIView, fresh: inout [GestureAttachment]) {
        let old = parent.subviews.filter { Self.isRendered($0) }
        // The old views' keys as they were before this render. A few siblings (most parents have
        // one) are searched; many are indexed, the first of a key winning (PerformanceDecisions F41).
        let oldKeys = old.map { Self.identityKey(of: $0) }
        let many = old.count > 8 || nodes.count > 8
        var oldByKey: [String: Int] = [:]
        if many { for (i, key) in oldKeys.enumerated() { if let key, oldByKey[key] == nil { oldByKey[key] = i } } }
        // An old view is taken once: only the candidate offered to `render` can come back from it.
        var taken = [Bool](repeating: false, count: old.count)
        var occurrences: [String: Int] = [:]
        var keysSoFar: [String] = []
        var shown: [UIView] = []
        for node in nodes {
            if case .spacer = node.kind { continue }
            // Siblings of one identity (a modifier on a `Group`) are told apart by their order.
            var key = node.identity
            if let k = key {
                let n: Int
                if many {
                    occurrences[k, default: 0] += 1
                    n = occurrences[k] ?? 1
                } else {
                    keysSoFar.append(k)
                    n = keysSoFar.count(where: { $0 == k })
                }
                if n > 1 { key = k + "#\(n)" }
            }
            var candidate: Int?
            if let key {
                candidate = many ? oldByKey[key] : oldKeys.firstIndex(where: { $0 == key })
            } else if shown.count < old.count, Self.identityKey(of: old[shown.count]) == nil {
                candidate = shown.count
            }
            if let c = candidate, taken[c] { candidate = nil }
            let view = render(node, into: parent, reusing: candidate.map { old[$0] }, fresh: &fresh)
            if let c = candidate, view === old[c] { taken[c] = true }
            Self.setIdentityKey(key, of: view)
            shown.append(view)
        }
        // The old views not shown again go.
        for (i, view) in old.enumerated() where !taken[i] {
            if let element = view as? ElementView { retire(element) }
            view.removeFromSuperview()
        }
        // The views shown come first, in order: the ones already in place are passed over in one
        // walk, and only from the first out of place on is each moved where it belongs (F41).
        let current = parent.subviews
        var inPlace = 0
        while inPlace < shown.count, inPlace < current.count, current[inPlace] === shown[inPlace] { inPlace += 1 }
        for (i, view) in shown.enumerated().dropFirst(inPlace) where parent.subviews.firstIndex(where: { $0 === view }) != i {
            parent.insertSubview(view, at: i)
        }
    }

    func render(_ node: Node, into parent: UIView, reusing old: UIView?, fresh: inout [GestureAttachment]) -> UIView {
        let frame = node.frame.offsetBy(dx: node.offset.width, dy: node.offset.height)
        let view: UIView
        switch node.kind {
        case .scroll, .pages:
            // A list's scroll view is reused only if it is of the class the device's version
            // draws lists with (SU29).
            let reused: UIScrollView?
            let scroll: UIScrollView
            if !node.isList {
                let kept = old as? HostingScrollView
                reused = kept
                scroll = kept ?? HostingScrollView(frame: frame, name: node.displayName)
            } else if listsUseCollectionViews {
                let kept = old as? HostingListCollectionView
                reused = kept
                scroll = kept ?? HostingListCollectionView(frame: frame, name: node.displayName)
            } else {
                let kept = old as? HostingListTableView
                reused = kept
                scroll = kept ?? HostingListTableView(frame: frame, name: node.displayName)
            }
            (scroll as? HostingScrollView)?.elementName = node.displayName
            scroll.frame = frame
            if case let .scroll(axes) = node.kind {
                scroll.isPagingEnabled = false
                (scroll as? HostingScrollView)?.pageSettled = nil
                scroll.alwaysBounceVertical = axes.contains(.vertical)
                scroll.alwaysBounceHorizontal = axes.contains(.horizontal)
                if let content = node.children.first {
                    scroll.contentSize = CGSize(width: axes.contains(.horizontal) ? content.frame.maxX : frame.width,
                                                height: axes.contains(.vertical) ? content.frame.maxY : frame.height)
                }
            } else {
                // A page-style TabView: UIKit's paging scroll view under SwiftUI's (SU40).
                scroll.isPagingEnabled = true
                scroll.alwaysBounceHorizontal = true
                scroll.contentSize = CGSize(width: frame.width * CGFloat(node.children.count), height: frame.height)
                (scroll as? HostingScrollView)?.pageSettled = node.pageSelection?.settled
                // The page shown follows the selection, also when the app changes it (a Next
                // button), unless a drag or its deceleration is moving the pages.
                if let index = node.pageSelection?.index {
                    let shownPage = frame.width > 0 ? Int((scroll.contentOffset.x / frame.width).rounded()) : 0
                    if reused == nil || (shownPage != index && !scroll.isDragging && !scroll.isDecelerating) {
                        scroll.contentOffset = CGPoint(x: CGFloat(index) * frame.width, y: 0)
                    }
                }
            }
            scroll.delegate = scrollObserver
            view = scroll
        default:
            let element = (old as? ElementView) ?? ElementView(frame: frame, name: node.displayName)
            element.elementName = node.displayName
            element.frame = frame
            element.hitShape = node.contentShape ?? node.isHitShape
            element.deleteRow = node.deleteRow
            view = element
        }
        if let element = view as? ElementView {
            // An element reused for another kind of node loses the UIKit view or controller it
            // showed: it would stay drawn and take touches (SU15, SU39).
            if case let .uiView(uiView, _, coordinator) = node.kind {
                element.coordinator = coordinator
                // The UIKit view fills its element, which carries the SwiftUI decorations (SU15).
                removeForeignSubviews(of: element, keeping: uiView)
                uiView.frame = CGRect(origin: .zero, size: frame.size)
                if uiView.superview !== element { element.insertSubview(uiView, at: 0) }
            } else if case let .controller(controller, _) = node.kind {
                element.coordinator = nil
                removeForeignSubviews(of: element, keeping: controller.viewIfLoaded)
                show(controller, in: element, size: frame.size)
            } else {
                element.coordinator = nil
                removeForeignSubviews(of: element, keeping: nil)
            }
        }
        view.accessibilityIdentifier = node.identifier
        view.alpha = node.opacity < 1 ? CGFloat(node.opacity) : 1
        view.isUserInteractionEnabled = node.allowsHitTesting
        if view.superview !== parent { parent.addSubview(view) }

        if let element = view as? ElementView { attach(node, to: element, fresh: &fresh) }
        if !node.representedGestures.isEmpty { represented.append((view, node.representedGestures)) }

        // Background behind the content, overlay in front (SU8).
        var order = node.children
        if case let .decorated(hasBackground, _, _) = node.kind, hasBackground, node.children.count >= 2 {
            order.swapAt(0, 1)
        }
        renderChildren(order, into: view, fresh: &fresh)
        if node.isList, let list = view as? UIScrollView { ListSwipeToDelete.listDidRender(list) }
        return view
    }

    /// Gives `element` the gestures of `node`: an old attachment with the same signature at the
    /// same place is kept (its recogniser and any attempt under way with it) and takes the new
    /// callbacks; the others are new (listed in `fresh`, to get recognisers) or removed (SU37).
    func attach(_ node: Node, to element: ElementView, fresh: inout [GestureAttachment]) {
        let old = element.attachments
        // No gestures before or now: nothing to name, keep or remove (F41).
        if node.gestures.isEmpty, old.isEmpty { return }
        var kept: [GestureAttachment] = []
        let viewName = Self.gestureOwnerName(node)
        var used: [String: Int] = [:]
        for (i, g) in node.gestures.enumerated() {
            var name = "\(viewName).\(g.recipe.kindName) (\(g.label))"
            used[name, default: 0] += 1
            if let n = used[name], n > 1 { name += " #\(n)" }
            let attachment: GestureAttachment
            if i < old.count, old[i].signature == g.signature {
                attachment = old[i]
                attachment.recipe = g.recipe
            } else {
                attachment = g
                fresh.append(g)
            }
            attachment.givenName = g.givenName
            attachment.view = element
            attachment.order = i
            attachment.name = name
            kept.append(attachment)
        }
        for gone in old where !kept.contains(where: { $0 === gone }) { removeRecognizers(of: gone, from: element) }
        element.attachments = kept
    }

    /// An element view leaves the screen: its gestures' recognisers go with it, and the
    /// controllers shown in it or below it stop being children of this one (SU39).
    func retire(_ element: ElementView) {
        for a in element.attachments { removeRecognizers(of: a, from: element) }
        element.attachments = []
        for child in children where child.viewIfLoaded.map({ $0.isDescendant(of: element) }) == true {
            detach(child)
        }
    }

    /// Removes the views of `element` that are not element views (a UIKit view, a controller's
    /// view) other than `kept`; a controller whose view goes stops being a child (SU15, SU39).
    func removeForeignSubviews(of element: ElementView, keeping kept: UIView?) {
        for sub in element.subviews where !Self.isRendered(sub) && sub !== kept {
            if let child = children.first(where: { $0.viewIfLoaded === sub }) {
                detach(child)
            } else {
                sub.removeFromSuperview()
            }
        }
    }

    /// UIKit's removal of a child controller: told it is leaving, its view out, then removed.
    func detach(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.beginAppearanceTransition(false)
        child.viewIfLoaded?.removeFromSuperview()
        child.endAppearanceTransition()
        child.removeFromParent()
    }

    /// The identity key a rendered view was shown for (SU37).
    static func identityKey(of view: UIView) -> String? {
        switch view {
        case let v as ElementView: v.identityKey
        case let v as HostingScrollView: v.identityKey
        case let v as HostingListCollectionView: v.identityKey
        case let v as HostingListTableView: v.identityKey
        default: nil
        }
    }

    static func setIdentityKey(_ key: String?, of view: UIView) {
        switch view {
        case let v as ElementView: v.identityKey = key
        case let v as HostingScrollView: v.identityKey = key
        case let v as HostingListCollectionView: v.identityKey = key
        case let v as HostingListTableView: v.identityKey = key
        default: break
        }
    }

    func removeRecognizers(of attachment: GestureAttachment, from element: ElementView) {
        for r in element.gestureRecognizers ?? [] {
            let owner = (r as? SwiftUIGestureRecognizer)?.attachment ?? (r as? SwiftUIMagnifyRecognizer)?.attachment
                ?? (r as? SwiftUIRotateRecognizer)?.attachment
            if owner === attachment { element.removeGestureRecognizer(r) }
        }
    }

    /// Puts `controller`'s view in `element`, the controller a child of this one, appearing the
    /// first time (a `NavigationStack`'s navigation controller, SU39).
    func show(_ controller: UIViewController, in element: ElementView, size: CGSize) {
        if controller.viewIfLoaded?.superview !== element {
            addChild(controller)
            controller.beginAppearanceTransition(true)
            controller.view.frame = CGRect(origin: .zero, size: size)
            element.insertSubview(controller.view, at: 0)
            controller.endAppearanceTransition()
            controller.didMove(toParent: self)
        } else {
            controller.view.frame = CGRect(origin: .zero, size: size)
        }
    }

    /// A view this controller made for an element (an element view, a scroll view, a list), as
    /// opposed to a UIKit view or a controller's view it shows inside one.
    static func isRendered(_ view: UIView) -> Bool {
        view is ElementView || view is HostingScrollView || view is HostingListCollectionView || view is HostingListTableView
    }

    /// Installs the `UIGestureRecognizerRepresentable`s of the build just rendered, once per view:
    /// a view that keeps the same representables (by type, in order) keeps its recognisers, which
    /// take the new representables (`updateUIGestureRecognizer`, as SwiftUI does on an update);
    /// a new view, or a view whose set changed, gets new ones; those of a view that left the
    /// screen or changed its set are removed from it. The protocol exists from iOS 18, for apps
    /// linked on its SDK; else the trace has an error line, once per new set (SU31, SU37).
    func installRepresentedGestures(on hosting: UIView, device: Device) {
        let available = device.profile.iOSVersion >= 18 && device.linkedOn.iOSVersion >= 18
        var next: [InstalledRepresentedGestures] = []
        for (view, gestures) in represented {
            let types = gestures.map(\.typeName)
            if let i = installedGestures.firstIndex(where: { $0.view === view && $0.types == types }) {
                let kept = installedGestures.remove(at: i)
                if kept.isInstalled {
                    for (old, new) in zip(kept.gestures, gestures) { old.update(from: new) }
                }
                next.append(kept)
                continue
            }
            if available {
                for gesture in gestures { gesture.install(on: view) }
            } else {
                for gesture in gestures {
                    device.trace.record(.error, view.traceName, "\(gesture.typeName) not attached",
                                        cause: "UIGestureRecognizerRepresentable needs iOS 18 and an app linked on the iOS 18 SDK")
                }
            }
            next.append(InstalledRepresentedGestures(view: view, types: types, gestures: gestures, isInstalled: available))
        }
        for gone in installedGestures where gone.isInstalled {
            for gesture in gone.gestures { gesture.uninstall() }
        }
        installedGestures = next
        represented = []
    }

    /// The name gestures of `node` carry: its identifier, else the first identifier or element
    /// down through single-child layout wrappers (`Color.red.frame(height: 100)` is `Color.red`).
    static func gestureOwnerName(_ node: Node) -> String {
        var n = node
        while n.identifier == nil, n.elementName == nil, n.children.count == 1 || isDecorated(n), let first = n.children.first {
            switch n.kind {
            case .fixedFrame, .flexibleFrame, .padding, .wrapper, .decorated: n = first
            case let .custom(layout) where layout.isWrapper: n = first
            default: return n.displayName
            }
        }
        return n.displayName
    }

    static func isDecorated(_ n: Node) -> Bool { if case .decorated = n.kind { true } else { false } }
}

/// The represented recognisers of one view of the screen shown (SU31).
struct InstalledRepresentedGestures {
    let view: UIView
    /// The representables' types, in order: a re-render with the same ones keeps the recognisers.
    let types: [String]
    let gestures: [any RepresentedGesture]
    /// False before iOS 18 or linked before its SDK: nothing was made (the trace said so).
    let isInstalled: Bool
}

/// Hears a SwiftUI scroll view begin scrolling, for the hosting recogniser (SU4).
final class ScrollObserver: UIScrollViewDelegate {
    weak var recognizer: HostingGestureRecognizer?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        recognizer?.scrollViewWillBeginDragging(scrollView)
    }
    /// A page-style `TabView` settled: its selection becomes the page's tag (SU40).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let pages = scrollView as? HostingScrollView, let settled = pages.pageSettled, pages.bounds.width > 0 else { return }
        settled(Int((pages.contentOffset.x / pages.bounds.width).rounded()))
    }
}
