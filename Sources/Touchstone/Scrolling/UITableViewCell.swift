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
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// How a highlighted or selected cell looks. `.none` changes nothing visible, but the cell is
    /// still highlighted and selected (delegate calls and trace lines are the same).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public let contentView: UIView
    public let reuseIdentifier: String?
    public let style: CellStyle
    public var selectionStyle: SelectionStyle = .default

    private var highlightedValue = false
    private var selectedValue = false
    /// The table that shows this cell (set by the table).
    weak var tableView: UITableView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    open override func geometryDidChange() {
        super.geometryDidChange()
        if contentView.bounds.size != bounds.size {
            contentView.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    // MARK: Highlight and selection

    open var isHighlighted: Bool {
        get { highlightedValue }
        set { setHighlighted(newValue, animated: false) }
    }

    open var isSelected: Bool {
        get { selectedValue }
        set { setSelected(newValue, animated: false) }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedValue = highlighted }
    open func setSelected(_ selected: Bool, animated: Bool) { selectedValue = selected }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tableView else { return super.touchesBegan(touches, with: event) }
        tableView.cellTouchesBegan(self, touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tableView != nil else { return super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tableView else { return super.touchesEnded(touches, with: event) }
        tableView.cellTouchesEnded(self, touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tableView else { return super.touchesCancelled(touches, with: event) }
        tableView.cellTouchesCancelled(self)
    }
}
