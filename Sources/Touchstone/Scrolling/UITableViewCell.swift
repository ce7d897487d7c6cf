import Foundation

/// One row of a `UITableView` (rules §9.2, §7.7).
///
/// The cell's `contentView` fills it and is the hit view for a touch on empty cell space
/// (cases C09); its `touches…` calls reach the cell through the responder chain. Inside a table
/// the cell handles its touches and does not forward them further (ScrollingDecisions S11):
/// `touchesBegan` highlights the row, `touchesEnded` inside the cell selects it,
/// `touchesCancelled` unhighlights it without selecting. A subclass that overrides these
/// methods must call `super`, as in seed 003's logging cell.
open class UITableViewCell: UIView {
    /// The cell's style (no effect on touches).
    public enum CellStyle: Int, Sendable {
        /// A title.
        case `default`
        /// A title and a value on the right.
        case value1
        /// A value and a title side by side.
        case value2
        /// A title and a subtitle.
        case subtitle
    }
    /// How a highlighted or selected cell looks. `.none` changes nothing visible, but the cell is
    /// still highlighted and selected (delegate calls and trace lines are the same).
    public enum SelectionStyle: Int, Sendable {
        /// No visible highlight.
        case none
        /// A blue highlight.
        case blue
        /// A grey highlight.
        case gray
        /// The system highlight.
        case `default`
    }

    /// The view holding the cell's content; touches on empty cell space hit it.
    public let contentView: UIView
    /// The identifier a table reuses the cell by.
    public let reuseIdentifier: String?
    /// The cell's style.
    public let style: CellStyle
    /// How a selected cell looks.
    public var selectionStyle: SelectionStyle = .default

    private var highlightedValue = false
    private var selectedValue = false
    /// The table that shows this cell (set by the table).
    weak var tableView: UITableView?

    /// A cell of `style`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// A default cell filling `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The cell a table makes for a registered class: `init(style: .default, reuseIdentifier:)`,
    /// which a subclass's override runs (PortingDecisions U7). Swift builds an instance of a
    /// class known only at run time through a `required` initialiser; this one is a convenience
    /// initialiser, so a subclass that overrides `init(style:reuseIdentifier:)` (as UIKit cells
    /// do) inherits it and needs no change. A subclass whose only initialiser is another one
    /// must declare it (the compiler says so).
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Keeps the content view the size of the cell, beside the accessory view when there is one.
    open override func geometryDidChange() {
        super.geometryDidChange()
        layoutParts(force: false)
    }

    // MARK: Content and accessories (issue 20; UITableViewCell+Content.swift, PortingDecisions U10)

    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    /// The standard accessory drawn at the trailing edge (`.none`). Stored, not drawn; a tap there
    /// selects the row like any other point of it.
    public var accessoryType: AccessoryType = .none
    /// A view shown at the trailing edge instead of ``accessoryType`` (a switch in a settings
    /// row). It is a subview of the cell, 16 pt from its trailing edge and centred vertically, and
    /// the content view ends where it begins; touches on it go to it (PortingDecisions U10).
    public var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView, let old = oldValue, old.superview === self { old.removeFromSuperview() }
            if let view = accessoryView, view.superview !== self { addSubview(view) }
            layoutParts(force: true)
        }
    }
    /// A view behind the content (stored, not added: it would take no touch the content view does not).
    public var backgroundView: UIView?
    /// A view behind the content of a selected cell (stored, not added).
    public var selectedBackgroundView: UIView?
    /// The cell's content as a value (iOS 14): stored, not drawn.
    public var contentConfiguration: (any UIContentConfiguration)?
    /// The separator's inset (stored, not drawn).
    public var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// Called when a table takes the cell from its reuse queue, just before
    /// `dequeueReusableCell` returns it, after the table cleared its highlight and selection
    /// (Apple, `prepareForReuse()`; PortingDecisions U9). Subclasses reset per-row state here and call
    /// `super`. Does nothing by default.
    open func prepareForReuse() {}

    // MARK: Highlight and selection

    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { highlightedValue }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { selectedValue }
        set { setSelected(newValue, animated: false) }
    }

    /// Highlights or unhighlights the cell; `animated` has no effect.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedValue = highlighted }
    /// Selects or deselects the cell; `animated` has no effect.
    open func setSelected(_ selected: Bool, animated: Bool) { selectedValue = selected }

    // MARK: Touches

    /// In a table: highlights the row. Elsewhere, the default behaviour.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tableView else { return super.touchesBegan(touches, with: event) }
        tableView.cellTouchesBegan(self, touches)
    }

    /// In a table: nothing (the cell does not forward moves). Elsewhere, the default behaviour.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tableView != nil else { return super.touchesMoved(touches, with: event) }
    }

    /// In a table: selects the row when the finger lifts inside the cell. Elsewhere, the default behaviour.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tableView else { return super.touchesEnded(touches, with: event) }
        tableView.cellTouchesEnded(self, touches)
    }

    /// In a table: unhighlights the row without selecting it. Elsewhere, the default behaviour.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tableView else { return super.touchesCancelled(touches, with: event) }
        tableView.cellTouchesCancelled(self)
    }
}
