import Foundation

/// An object to add animations and completions to a drop's settling animation (R-DD3).
@MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs `animations` inside the drop's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the drop's animation has ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// A drop's settling animation. Headless, the dropped item is in place when the drop
/// delegate returns, so what is added runs then: the animations, then the completions with
/// `.end`.
@MainActor
final class DropSettling: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    func run() {
        for animation in animations { animation() }
        for completion in completions { completion(.end) }
        animations = []
        completions = []
    }
}
