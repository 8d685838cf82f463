import UIKit

/// A cell whose card slides to the left under a horizontal pan, showing an Archive button
/// beneath it; a vertical drag is left to the table, which scrolls.
final class RevealCell: UITableViewCell, UIGestureRecognizerDelegate {
    static let buttonWidth: CGFloat = 100

    let card = UIView()
    let archiveButton = UIButton(type: .system)
    var onArchive: (() -> Void)?
    private(set) var isRevealed = false
    private var panStart: CGFloat = 0
    private lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        archiveButton.setTitle("Archive", for: .normal)
        archiveButton.addTarget(self, action: #selector(archive), for: .touchUpInside)
        contentView.addSubview(archiveButton)
        contentView.addSubview(card)
        pan.delegate = self
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        archiveButton.frame = CGRect(x: bounds.width - Self.buttonWidth, y: 0, width: Self.buttonWidth, height: bounds.height)
        if pan.state != .changed {
            card.frame = CGRect(x: isRevealed ? -Self.buttonWidth : 0, y: 0, width: bounds.width, height: bounds.height)
        }
    }

    /// Only a pan that starts more sideways than up or down is the cell's (asked as the
    /// pan's delegate, and as the view it is attached to).
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let velocity = pan.velocity(in: self)
        return abs(velocity.x) > abs(velocity.y)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            panStart = card.frame.minX
        case .changed:
            let x = panStart + pan.translation(in: contentView).x
            card.frame.origin.x = min(0, max(-Self.buttonWidth, x))
        case .ended, .cancelled:
            isRevealed = card.frame.minX < -Self.buttonWidth / 2 || pan.velocity(in: contentView).x < -500
            setNeedsLayout()
        default:
            break
        }
    }

    @objc private func archive() {
        onArchive?()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isRevealed = false
        onArchive = nil
        setNeedsLayout()
    }
}

/// A list of conversations whose rows reveal an Archive button under a sideways pan.
final class ArchiveListViewController: UIViewController, UITableViewDataSource {
    private(set) var conversations = (1...40).map { "Conversation \($0)" }
    private(set) var archived: [String] = []
    let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.rowHeight = 70
        tableView.register(RevealCell.self, forCellReuseIdentifier: "conversation")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        conversations.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "conversation", for: indexPath) as? RevealCell else {
            return UITableViewCell()
        }
        let conversation = conversations[indexPath.row]
        cell.textLabel?.text = conversation
        cell.onArchive = { [weak self, weak tableView] in
            guard let self, let tableView, let row = self.conversations.firstIndex(of: conversation) else { return }
            self.archived.append(conversation)
            self.conversations.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .left)
        }
        return cell
    }
}
