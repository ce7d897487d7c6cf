import Foundation

/// One row of a `UITableView` (spec §9.2, §7.7).
///
/// The cell's `contentView` fills it and is the hit view for a touch on empty cell space
/// (cases C09); its `touches…` calls reach the cell through the responder chain. Inside a table
/// the cell handles its touches and does not forward them further (Docs/Decisions.md S11):
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

    /// Keeps the content view the size of the cell.
    open override func geometryDidChange() {
        super.geometryDidChange()
        if contentView.bounds.size != bounds.size {
            contentView.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

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
