import Foundation
import Touchstone

// A chat screen written as iOS engineers write it in UIKit: a table of messages above an input
// bar pinned to the safe area with Auto Layout, a registered cell class, and a tap on the view
// that dismisses the keyboard. The only edits for Touchstone are target-action's (issue 20):
// `addTarget(self, action: #selector(send), for: .touchUpInside)` and
// `UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))` became closures,
// and the two methods lost their `@objc`.

final class MessageCell: UITableViewCell {
    static let reuseID = "MessageCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        textLabel?.font = .preferredFont(forTextStyle: .body)
        detailTextLabel?.font = .preferredFont(forTextStyle: .caption1)
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView()
    let inputBar = UIView()
    let textField = UITextField()
    let sendButton = UIButton(type: .system)
    var messages = [("Anna", "Are we still on for tonight?"), ("Me", "Yes! 7pm"), ("Anna", "See you there")]
    var log: [String] = []
    var dismissTap: UITapGestureRecognizer!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 60
        view.addSubview(tableView)

        inputBar.translatesAutoresizingMaskIntoConstraints = false
        inputBar.backgroundColor = .secondarySystemBackground
        view.addSubview(inputBar)

        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.placeholder = "Message"
        textField.borderStyle = .roundedRect
        inputBar.addSubview(textField)

        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
        inputBar.addSubview(sendButton)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),

            textField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            textField.heightAnchor.constraint(equalToConstant: 36),
            textField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),

            sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
            sendButton.topAnchor.constraint(equalTo: inputBar.topAnchor),
            sendButton.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 60),
        ])

        dismissTap = UITapGestureRecognizer { [weak self] _ in self?.dismissKeyboard() }
        view.addGestureRecognizer(dismissTap)
    }

    func dismissKeyboard() {
        log.append("dismiss keyboard")
        view.endEditing(true)
    }

    func send() {
        guard let text = textField.text, !text.isEmpty else { log.append("send (empty)"); return }
        messages.append(("Me", text))
        textField.text = ""
        tableView.reloadData()
        log.append("sent \(text)")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseID, for: indexPath)
        let (author, text) = messages[indexPath.row]
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = author
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("selected message \(indexPath.row)")
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
