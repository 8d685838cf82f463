import Foundation

/// A layer that shows its sublayers several times, each copy transformed and delayed from
/// the last; its values kept as Core Animation keeps them, the copies never made (R-LA4).
@MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies show, the original included; 1 by default.
    open var instanceCount = 1
    /// The delay between copies' animations, in seconds; 0 by default.
    open var instanceDelay: TimeInterval = 0
    /// The transform from one copy to the next; the identity by default.
    open var instanceTransform = CATransform3DIdentity
    /// The color the first copy is multiplied by; opaque white by default.
    open var instanceColor: CGColor? = .white
    /// What each copy adds to the red component; 0 by default.
    open var instanceRedOffset: Float = 0
    /// What each copy adds to the green component; 0 by default.
    open var instanceGreenOffset: Float = 0
    /// What each copy adds to the blue component; 0 by default.
    open var instanceBlueOffset: Float = 0
    /// What each copy adds to the alpha component; 0 by default.
    open var instanceAlphaOffset: Float = 0
    /// Whether the copies keep their depth; `false` by default.
    open var preservesDepth = false

    /// Creates a replicator layer with one instance.
    public override init() { super.init() }

    /// Creates a replicator layer with the values of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let replicator = layer as? CAReplicatorLayer else { return }
        (instanceCount, instanceDelay, instanceTransform, instanceColor) = (replicator.instanceCount, replicator.instanceDelay, replicator.instanceTransform, replicator.instanceColor)
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) = (replicator.instanceRedOffset, replicator.instanceGreenOffset, replicator.instanceBlueOffset, replicator.instanceAlphaOffset)
        preservesDepth = replicator.preservesDepth
    }

    /// Creates a replicator layer with Core Animation's defaults (R-I3).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func presentationCopy() -> CALayer { CAReplicatorLayer(layer: self) }
}
