import UIKit

/// Where a card rests: a plain type the controllers use, which touches views. Without the
/// main actor as the target's default isolation, Swift 6 asks for `@MainActor` on it.
struct CardPlacement {
    let bounds: CGRect

    func place(_ card: UIView) {
        card.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
