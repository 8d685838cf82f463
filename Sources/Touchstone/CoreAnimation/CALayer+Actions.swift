import Foundation

/// Implicit animations (R-CA9): a layer of its own in a window, whose animatable property
/// changes outside a transaction that disables actions, runs the action for that key,
/// by default a basic animation from the old value to the new over the transaction's
/// duration (0.25 s) with Core Animation's default curve. A view's layer animates only
/// inside animation blocks, as UIKit's views answer `NSNull` for their layers' actions.
extension CALayer {
    /// Notes the value of `key` before a change, when the change may animate: the value
    /// shown now, so that an animation interrupted starts where it was.
    func willChangeAnimatable(_ key: String) {
        guard owningView == nil, !isPresentationCopy, window != nil, !CATransaction.disableActions() else { return }
        let shown = addedAnimations?.entries.contains { $0.key == key } == true
            ? presentationNow().layerValue(forKeyPath: key) : layerValue(forKeyPath: key)
        implicitStart = shown.map { (key, $0) }
    }

    /// Runs the action for the change of `key` that ``willChangeAnimatable(_:)`` noted.
    func didChangeAnimatable(_ key: String) {
        guard let start = implicitStart, start.key == key else { return }
        implicitStart = nil
        guard let action = action(forKey: key) else { return }
        if let animation = action as? CABasicAnimation, animation.fromValue == nil, animation.toValue == nil,
           animation.byValue == nil, let implicit = animation.copy() as? CABasicAnimation {
            // Apple: with no values a basic animation runs from the previous value.
            implicit.fromValue = start.value.boxed
            return implicit.run(forKey: key, object: self, arguments: nil)
        }
        action.run(forKey: key, object: self, arguments: nil)
    }
}

extension CALayerDelegate {
    /// No action of the delegate's: the layer looks further (R-CA9).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

extension NSNull: CAAction {
    /// Does nothing: the action that stops a layer's search for one.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
