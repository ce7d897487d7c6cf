import Foundation

/// SwiftUI's two-step layout on the nodes (<doc:LayoutAndHitTesting>): a parent proposes a size,
/// the child answers with the size it takes, and the parent places it. Answers are cached per
/// node and proposal for one pass, so a stack's flexibility probes cost one visit per node and
/// proposal, not one per path.
///
/// The rules, each SwiftUI's as described in Apple's `Layout` documentation and the public
/// reconstructions (objc.io "Thinking in SwiftUI"; SwiftUIDecisions SU7):
/// - shapes and colours take what is offered (10 pt in an unspecified dimension);
/// - text takes its one-line estimate, wrapping to more lines when offered less width;
/// - a stack offers the children, least flexible first, an equal share of what is left, with
///   8 pt between children by default; across its axis it offers its own offer;
/// - a fixed frame offers its dimensions and takes them; a flexible frame clamps the offer and
///   its answer to its bounds; padding offers less and answers more by its insets.
struct LayoutPass {
    /// This pass: the answers a node keeps are this pass's only while the node's ``Node/answersPass``
    /// is this object (a class, so two passes never share it; PerformanceDecisions F40).
    private let identity = PassIdentity()
    /// The hosting view's bounds and safe area, for `ignoresSafeArea` (SU49); none: nothing expands.
    var safeArea: SafeAreaFrame?

    /// The default space between a stack's children.
    static let defaultSpacing: CGFloat = 8
    /// The default minimum length of a `Spacer`.
    static let defaultSpacerLength: CGFloat = 8

    /// The size `node` takes offered `p`: computed once per node and proposal in this pass, the
    /// answers kept on the node itself (a node has a handful of proposals; a search of them costs
    /// less than hashing: PerformanceDecisions F40).
    mutating func size(_ node: Node, _ p: ProposedSize) -> CGSize {
        if node.answersPass === identity {
            for answer in node.answers where answer.proposal == p { return answer.size }
        } else {
            node.answersPass = identity
            node.answers.removeAll(keepingCapacity: true)
        }
        let s = computeSize(node, p)
        node.answers.append((p, s))
        return s
    }

    private mutating func computeSize(_ node: Node, _ p: ProposedSize) -> CGSize {
        switch node.kind {
        case .shape:
            return CGSize(width: p.width ?? 10, height: p.height ?? 10)
        case .text:
            return Self.textSize(node.textMetrics, p, limit: node.traits.lineLimit)
        case let .image(_, size):
            return size
        case let .spacer(minLength):
            let minimum = minLength ?? Self.defaultSpacerLength
            guard let axis = node.stackAxis else { return CGSize(width: p.width ?? 0, height: p.height ?? 0) }
            return CGSize.make(along: axis, max(minimum, p.along(axis) ?? minimum), across: 0)
        case let .stack(axis, spacing, _):
            return Self.crossFilled(node, axis, stackSizes(node, axis: axis, spacing: spacing, p).total, p)
        case .zstack:
            var w: CGFloat = 0, h: CGFloat = 0
            for child in node.children {
                let s = size(child, p)
                w = max(w, s.width); h = max(h, s.height)
            }
            return CGSize(width: w, height: h)
        case let .fixedFrame(width, height, _):
            let inner = ProposedSize(width: width ?? p.width, height: height ?? p.height)
            let cs = node.children.first.map { size($0, inner) } ?? .zero
            return CGSize(width: width ?? cs.width, height: height ?? cs.height)
        case let .flexibleFrame(minW, idealW, maxW, minH, idealH, maxH, _):
            // Nothing proposed in a dimension with an ideal size: the ideal is proposed and taken
            // (clamped to the bounds), whatever the child answers (SU32).
            let pw = p.width ?? idealW.flatMap(Self.finite), ph = p.height ?? idealH.flatMap(Self.finite)
            let inner = ProposedSize(width: pw.map { Self.clamp($0, minW, maxW) }, height: ph.map { Self.clamp($0, minH, maxH) })
            let cs = node.children.first.map { size($0, inner) } ?? .zero
            return CGSize(width: p.width == nil && pw != nil ? inner.width ?? cs.width
                            : Self.frameDimension(proposal: p.width, child: cs.width, min: minW, max: maxW),
                          height: p.height == nil && ph != nil ? inner.height ?? cs.height
                            : Self.frameDimension(proposal: p.height, child: cs.height, min: minH, max: maxH))
        case let .padding(insets):
            let inner = ProposedSize(width: p.width.map { max(0, $0 - insets.left - insets.right) },
                                     height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
            let cs = node.children.first.map { size($0, inner) } ?? .zero
            // Negative insets are kept (SU50); the answer is never below 0 (R32).
            return CGSize(width: max(0, cs.width + insets.left + insets.right), height: max(0, cs.height + insets.top + insets.bottom))
        case .decorated, .wrapper:
            return node.children.first.map { size($0, p) } ?? .zero
        case let .uiView(view, _, _):
            // The intrinsic size where the view has one, else the offer (10 pt when unspecified,
            // as for shapes) (SU15).
            let intrinsic = view.intrinsicContentSize
            return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : p.width ?? 10,
                          height: intrinsic.height >= 0 ? intrinsic.height : p.height ?? 10)
        case .controller, .pages:
            // A navigation stack or a paging tab view takes the space offered (10 pt unspecified).
            return CGSize(width: p.width ?? 10, height: p.height ?? 10)
        case let .scroll(axes):
            guard let content = node.children.first else { return CGSize(width: p.width ?? 0, height: p.height ?? 0) }
            let ideal = size(content, Self.contentProposal(axes, ProposedSize(width: p.width, height: p.height)))
            return CGSize(width: p.width ?? ideal.width, height: p.height ?? ideal.height)
        case let .custom(layout):
            return layout.size(of: node, proposal: p, pass: &self)
        }
    }

    /// What a scroll view offers its content: nothing (ideal size) along the scrolling axes.
    static func contentProposal(_ axes: Axis.Set, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// `text` at `pointSize` offered `width`: one line of the `UILabel` estimate, or as many
    /// lines as the estimate's width needs at the width offered (never narrower than a character).
    static func textSize(_ text: String, pointSize: CGFloat, width: CGFloat?) -> CGSize {
        textSize(TextMetrics(text, pointSize: pointSize), width: width)
    }

    /// The same for a text measured once (a node's, PerformanceDecisions F40).
    static func textSize(_ metrics: TextMetrics, width: CGFloat?) -> CGSize {
        let ideal = metrics.ideal, lines = metrics.lines, pointSize = metrics.pointSize
        guard let width, width < ideal.width, ideal.width > 0 else { return ideal }
        let lineHeight = ideal.height / CGFloat(max(1, lines))
        let w = max(width, min(ideal.width, pointSize * 0.5))
        let wrapped = (ideal.width / w).rounded(.up)
        return CGSize(width: w, height: lineHeight * max(CGFloat(lines), wrapped))
    }

    /// `v` when it is a usable length (finite, not negative), else nothing: an ideal size of
    /// NaN, ∞ or below 0 is ignored (SU32).
    static func finite(_ v: CGFloat) -> CGFloat? { v.isFinite && v >= 0 ? v : nil }

    static func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    /// A flexible frame's answer in one dimension: the offer (or the child's size when nothing
    /// is offered) clamped to the bounds, a missing bound standing for the child's size.
    static func frameDimension(proposal: CGFloat?, child: CGFloat, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat {
        guard lo != nil || hi != nil else { return child }
        let low = lo ?? child
        let high = hi ?? Swift.max(child, low)
        return Swift.min(Swift.max(proposal ?? child, low), Swift.max(high, low))
    }

    /// A stack's children's sizes offered `p`, and the stack's own size.
    mutating func stackSizes(_ node: Node, axis: Axis, spacing: CGFloat?, _ p: ProposedSize) -> (sizes: [CGSize], total: CGSize) {
        let children = node.children
        guard !children.isEmpty else { return ([], .zero) }
        if p.along(axis) != nil, children.contains(where: { $0.traits.priority != 0 }) { return prioritizedStackSizes(node, axis: axis, spacing: spacing, p) }
        let gap = spacing ?? Self.defaultSpacing
        let gaps = gap * CGFloat(children.count - 1)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        if let along = p.along(axis) {
            // Least flexible first: the flexibility is what a child takes offered everything
            // minus what it takes offered nothing (SwiftUI's stack algorithm).
            let flexibility = children.map { child -> CGFloat in
                let most = size(child, .make(along: axis, .infinity, across: p.across(axis))).along(axis)
                let least = size(child, .make(along: axis, 0, across: p.across(axis))).along(axis)
                return most - least
            }
            var remaining = max(0, along - gaps)
            var left = children.count
            for i in children.indices.sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
                let share = remaining / CGFloat(left)
                let s = size(children[i], .make(along: axis, share, across: p.across(axis)))
                sizes[i] = s
                remaining = max(0, remaining - s.along(axis))
                left -= 1
            }
        } else {
            for (i, child) in children.enumerated() {
                sizes[i] = size(child, .make(along: axis, nil, across: p.across(axis)))
            }
        }
        let along = sizes.reduce(0) { $0 + $1.along(axis) } + gaps
        let across = sizes.map { $0.across(axis) }.max() ?? 0
        return (sizes, .make(along: axis, along, across: across))
    }

    // MARK: Placing

    /// Gives `node` the frame `rect` (in its parent's coordinates) and places its children.
    /// `proposal` is what a stack was sized with when that was not its final size: a scroll
    /// view's content stack (and a stack directly in it) is sized with nothing proposed along the
    /// scrolling axis and shares out its children with the same proposal, so flexible children
    /// keep the sizes they answered (SwiftUIDecisions SU32).
    mutating func place(_ node: Node, in rect: CGRect, proposal: ProposedSize? = nil) {
        let rect = node.traits.ignoredSafeAreaEdges.isEmpty ? rect : expandedIntoSafeArea(node, rect)
        let size = rect.size.sanitized
        node.frame = CGRect(origin: rect.origin, size: size)
        let p = ProposedSize(size)
        switch node.kind {
        case .shape, .text, .image, .spacer, .uiView:
            return
        case let .stack(axis, spacing, alignment):
            let p = proposal ?? p
            let (sizes, _) = stackSizes(node, axis: axis, spacing: spacing, p)
            let gap = spacing ?? Self.defaultSpacing
            var position: CGFloat = 0
            let fraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
            let childProposal: ProposedSize? = p.along(axis) == nil ? .make(along: axis, nil, across: p.across(axis)) : nil
            for (child, s) in zip(node.children, sizes) {
                let s = s.sanitized
                let across = (size.across(axis) - s.across(axis)) * fraction
                let origin = axis == .vertical ? CGPoint(x: across, y: position) : CGPoint(x: position, y: across)
                place(child, in: CGRect(origin: origin, size: s), proposal: childProposal)
                position += s.along(axis) + gap
            }
        case let .zstack(alignment):
            for child in node.children { placeAligned(child, p, alignment, in: size) }
        case let .fixedFrame(width, height, alignment):
            if let child = node.children.first {
                placeAligned(child, ProposedSize(width: width ?? size.width, height: height ?? size.height), alignment, in: size)
            }
        case let .flexibleFrame(minW, _, maxW, minH, _, maxH, alignment):
            if let child = node.children.first {
                let inner = ProposedSize(width: Self.clamp(size.width, minW, maxW), height: Self.clamp(size.height, minH, maxH))
                placeAligned(child, inner, alignment, in: size)
            }
        case let .padding(insets):
            if let child = node.children.first {
                let inner = CGSize(width: max(0, size.width - insets.left - insets.right), height: max(0, size.height - insets.top - insets.bottom))
                let s = self.size(child, ProposedSize(inner)).sanitized
                place(child, in: CGRect(origin: CGPoint(x: insets.left, y: insets.top), size: s))
            }
        case let .decorated(_, _, alignment):
            guard let content = node.children.first else { return }
            place(content, in: CGRect(origin: .zero, size: size))
            for layer in node.children.dropFirst() { placeAligned(layer, p, alignment, in: size) }
        case .wrapper:
            if let child = node.children.first { place(child, in: CGRect(origin: .zero, size: size)) }
        case .controller:
            break
        case .pages:
            // Each page the size of the tab view, side by side (SU40).
            for (i, page) in node.children.enumerated() {
                let pageFrame = CGRect(x: CGFloat(i) * size.width, y: 0, width: size.width, height: size.height)
                let s = self.size(page, ProposedSize(size)).sanitized
                let o = Alignment.center.origin(of: s, in: size)
                place(page, in: CGRect(origin: CGPoint(x: pageFrame.minX + o.x, y: o.y), size: s))
            }
        case let .scroll(axes):
            guard let content = node.children.first else { return }
            let s = self.size(content, Self.contentProposal(axes, p)).sanitized
            // Content narrower than the scroll view across its axis is centred, as in SwiftUI.
            let x = axes.contains(.horizontal) ? 0 : max(0, (size.width - s.width) / 2)
            let y = axes.contains(.vertical) ? 0 : max(0, (size.height - s.height) / 2)
            place(content, in: CGRect(origin: CGPoint(x: x, y: y), size: s), proposal: Self.contentProposal(axes, p))
        case let .custom(layout):
            layout.place(node, proposal: proposal, pass: &self)
        }
    }

    private mutating func placeAligned(_ child: Node, _ p: ProposedSize, _ alignment: Alignment, in container: CGSize) {
        let s = size(child, p).sanitized
        place(child, in: CGRect(origin: alignment.origin(of: s, in: container), size: s))
    }
}

/// What a pass is known by on the nodes it sized (``LayoutPass``).
final class PassIdentity {}

/// A text's one-line `UILabel` estimate and its line count, measured once per node: every
/// proposal a stack makes to the text reads them (PerformanceDecisions F40).
struct TextMetrics {
    /// The text's ideal size: the `UILabel` estimate at the point size, any number of lines.
    let ideal: CGSize
    /// Its lines (the text split at line feeds).
    let lines: Int
    /// The point size it was measured at.
    let pointSize: CGFloat

    /// Measures `text` as a `UILabel` with the system font of `pointSize` and no line limit does
    /// (one label per text node, where each proposal to it made one before).
    init(_ text: String, pointSize: CGFloat) {
        ideal = Text.idealSize(text, pointSize: pointSize)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        self.pointSize = pointSize
    }
}
