import Foundation

/// Cell and supplementary view registrations (iOS 14's way to register and configure
/// reusable views in one value, R-LS11): a registration names the view's class and the
/// closure that configures it, and dequeuing with it registers the class on first use.
extension UICollectionView {
    /// How to make and configure the cells of items of type `Item`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let identifier: String
        let handler: Handler

        /// A registration of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            identifier = "touchstone.CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// How to make and configure the supplementary views of one kind.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view, given its kind and index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let identifier: String
        let handler: Handler

        /// A registration of `Supplementary` for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = "touchstone.SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A cell for `item` at `indexPath`, dequeued with `registration` and configured by its
    /// handler. A `nil` item is a programming error, and traps.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        guard let item else {
            preconditionFailure("UICollectionView.dequeueConfiguredReusableCell(using:for:item:): the item for \(indexPath) is nil")
        }
        if !cellPool.isRegistered(registration.identifier) { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            preconditionFailure("UICollectionView: the cell dequeued for \(registration.identifier) is not a \(Cell.self)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view for `indexPath`, dequeued with `registration` and configured by
    /// its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
        if !supplementaryPool.isRegistered(key) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                          for: indexPath) as? Supplementary else {
            preconditionFailure("UICollectionView: the view dequeued for \(registration.identifier) is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
