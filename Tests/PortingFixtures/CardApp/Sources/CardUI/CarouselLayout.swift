import UIKit

/// Cards side by side, the one in the middle full size and the others shrinking with their
/// distance from it; a drag comes to rest with a card centered: the next one when flicked,
/// otherwise the nearest.
final class CarouselLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 300, height: 400)
    var spacing: CGFloat = 20
    private var cache: [UICollectionViewLayoutAttributes] = []

    /// The distance from one card's center to the next's: one page.
    var pitch: CGFloat { itemSize.width + spacing }

    private var sideInset: CGFloat {
        ((collectionView?.bounds.width ?? 0) - itemSize.width) / 2
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        let visibleCenter = collectionView.contentOffset.x + collectionView.bounds.width / 2
        cache = (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: sideInset + CGFloat(item) * pitch,
                                      y: (collectionView.bounds.height - itemSize.height) / 2,
                                      width: itemSize.width, height: itemSize.height)
            let distance = abs(attributes.center.x - visibleCenter)
            let scale = max(0.8, 1 - 0.2 * distance / pitch)
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.zIndex = distance < pitch / 2 ? 1 : 0
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        let count = CGFloat(collectionView.numberOfItems(inSection: 0))
        return CGSize(width: 2 * sideInset + count * pitch - spacing, height: collectionView.bounds.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    /// The cards rescale as they scroll by.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let current = collectionView.contentOffset.x / pitch
        let page: CGFloat
        if velocity.x > 0.3 {
            page = current.rounded(.down) + 1
        } else if velocity.x < -0.3 {
            page = current.rounded(.up) - 1
        } else {
            page = (proposedContentOffset.x / pitch).rounded()
        }
        let lastPage = CGFloat(collectionView.numberOfItems(inSection: 0) - 1)
        return CGPoint(x: min(max(page, 0), lastPage) * pitch, y: proposedContentOffset.y)
    }
}

/// A carousel of cards; a tap on a card opens it.
final class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let layout = CarouselLayout()
    private(set) var openedCards: [Int] = []
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 500)
        collectionView.decelerationRate = .fast
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        10
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        cell.contentView.layer.cornerRadius = 16
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        openedCards.append(indexPath.item)
    }
}
