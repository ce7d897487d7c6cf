import Foundation

// The layout modifiers: each wraps the view in a node that proposes to it and places it
// (<doc:LayoutAndHitTesting>). None of them is hit-tested itself: a frame or padding larger than
// its content adds space that takes no touch (SU8).
extension View {
    /// A frame of a fixed width and/or height; the view is offered that size and aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped { .fixedFrame(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment) }
    }

    /// A flexible frame: the offer is clamped to the bounds given, and the frame's size is the
    /// offer clamped likewise, a missing bound standing for the view's own size (`.infinity`
    /// takes all the space offered). Where nothing is offered (a `ScrollView`'s axis, a stack
    /// asking for an ideal size), an ideal width or height is offered instead and taken
    /// (`Rectangle().frame(idealHeight: 80)` is 80 pt tall in a scroll view; SwiftUIDecisions SU32).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrapped { .flexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                 minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment) }
    }

    /// Space around the view: 16 pt on each edge by default (SwiftUI's default padding on iPhone).
    public func padding(_ length: CGFloat? = nil) -> some View { padding(.all, length) }

    /// Space on some edges: `length`, or 16 pt. A negative length is kept, as SwiftUI keeps it:
    /// the view is drawn, and touched, beyond the padding's frame (SwiftUIDecisions SU50); a
    /// length that is not finite is 0 (RobustnessDecisions R32).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = EdgeInsets.usable(length ?? 16)
        let insets = UIEdgeInsets(top: edges.contains(.top) ? l : 0, left: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, right: edges.contains(.trailing) ? l : 0)
        return wrapped { .padding(insets) }
    }

    /// Space given edge by edge; negative and non-finite insets as for `padding(_:_:)`.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped { .padding(UIEdgeInsets(top: EdgeInsets.usable(insets.top), left: EdgeInsets.usable(insets.leading),
                                        bottom: EdgeInsets.usable(insets.bottom), right: EdgeInsets.usable(insets.trailing))) }
    }

    /// The view moved after layout: its place in the layout is unchanged, it is touched where it shows.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        decorated { $0.offset.width += x; $0.offset.height += y }
    }

    /// The view moved after layout by `offset`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// A view behind this one, offered this view's size. The background is hit-tested like any
    /// view (a `Color` background makes the whole padded area touchable; SU8).
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> some View {
        layered(background: content(), overlay: Optional<EmptyView>.none, alignment: alignment)
    }

    /// A view behind this one (the older spelling).
    public func background<B: View>(_ background: B, alignment: Alignment = .center) -> some View {
        layered(background: background, overlay: Optional<EmptyView>.none, alignment: alignment)
    }

    /// A colour behind this view, filling its frame (`.background(.red)`): hit-tested as a colour
    /// is, so the whole frame takes touches (SU8, SU33). The safe-area edges change nothing here.
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(background: color, overlay: Optional<EmptyView>.none, alignment: .center)
    }

    /// A style behind this view, filling its frame: a `Color` as above; any other style as an
    /// opaque fill (SU33).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(background: (style as? Color) ?? Color(name: "style"), overlay: Optional<EmptyView>.none, alignment: .center)
    }

    /// A view in front of this one, offered this view's size.
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> some View {
        layered(background: Optional<EmptyView>.none, overlay: content(), alignment: alignment)
    }

    /// A view in front of this one (the older spelling).
    public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> some View {
        layered(background: Optional<EmptyView>.none, overlay: overlay, alignment: alignment)
    }

    private func layered<B: View, O: View>(background: B, overlay: O, alignment: Alignment) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: nil) { context, nodes in
            nodes.map { node in
                // A background or overlay is not in the stack its view is in (SU32).
                let back = context.with({ $0.stackAxis = nil }) { background.nodes($0) }
                let front = context.with({ $0.stackAxis = nil }) { overlay.nodes($0) }
                let backNode = back.count == 1 ? back[0] : context.made(Node(.zstack(alignment), children: back))
                let frontNode = front.count == 1 ? front[0] : context.made(Node(.zstack(alignment), children: front))
                var children = [node]
                if !back.isEmpty { children.append(backNode) }
                if !front.isEmpty { children.append(frontNode) }
                return context.made(Node(.decorated(hasBackground: !back.isEmpty, hasOverlay: !front.isEmpty, alignment: alignment),
                                         children: children))
            }
        }
    }
}
