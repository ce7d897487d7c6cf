import Foundation
@testable import Touchstone

// A settings screen written as iOS engineers write it in UIKit: a grouped table, a custom cell
// class registered and dequeued, styled with colours, fonts and the layer. Nothing below was
// edited for Touchstone (there is no target-action to turn into closures: the switch uses
// `UIAction`, as UIKit code since iOS 14 does).

final class SwitchCell: UITableViewCell {
    static let reuseID = "SwitchCell"

    let toggle = UISwitch()
    var onToggle: ((Bool) -> Void)?
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryView = toggle
        toggle.onTintColor = .systemGreen
        toggle.addAction(UIAction { [unowned self] _ in
            self.onToggle?(self.toggle.isOn)
        }, for: .valueChanged)
        textLabel?.font = .preferredFont(forTextStyle: .body)
        textLabel?.textColor = .label
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        onToggle = nil
        toggle.isOn = false
    }
}

final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var settings: [(title: String, isOn: Bool)] = [("Wi-Fi", true), ("Bluetooth", false), ("Airplane Mode", false)]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.tintColor = .systemIndigo
        tableView.frame = view.bounds
        tableView.backgroundColor = .clear
        tableView.rowHeight = 44
        tableView.register(SwitchCell.self, forCellReuseIdentifier: SwitchCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        settings.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SwitchCell.reuseID, for: indexPath) as! SwitchCell
        let setting = settings[indexPath.row]
        cell.textLabel?.text = setting.title
        cell.toggle.isOn = setting.isOn
        cell.onToggle = { [weak self] isOn in
            self?.settings[indexPath.row].isOn = isOn
            self?.log.append("\(setting.title) \(isOn ? "on" : "off")")
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("selected \(settings[indexPath.row].title)")
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
