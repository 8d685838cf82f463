import Foundation

/// A layer: a rectangle in a tree of layers with geometry that converts and hit-tests, the
/// appearance Core Animation would draw kept as values, and a display step that records
/// what its delegate drew (R-LA1–R-LA4, R-DR1–R-DR3).
///
/// Two kinds share this class. A view's layer (``UIView/layer``, made from
/// ``UIView/layerClass``) is the view seen through Core Animation's names: its `frame`,
/// `bounds`, `position` (the view's `center`), `anchorPoint`, `transform`, `opacity`
/// (`alpha`), `isHidden` and `masksToBounds` (`clipsToBounds`) are the view's, its
/// superlayer is its superview's layer, and its delegate is the view. A layer made with
/// ``init()`` keeps those values itself and lives in the tree as sublayers do on iOS: it
/// moves, converts, hit-tests and displays, but touches never reach it (only views receive
/// touches, as on iOS).
///
/// The values only iOS's renderer reads (colors, corners, borders, shadows, contents) are
/// kept, never drawn. A view's layer also carries the view's animations in flight:
/// ``presentation()`` holds their values at the window's host time (R-AN5).
@MainActor
open class CALayer: CAMediaTiming {
    /// The view this is the layer of; `nil` for a layer of its own, a presentation copy,
    /// or once the view went.
    unowned(unsafe) var owningView: UIView?
    /// The geometry of a layer that is not a view's.
    private var geometry = Geometry()
    /// The sublayers added to this layer that are not views' layers.
    private var addedSublayers: [CALayer] = []
    /// The superlayer of a layer that is not a view's.
    private weak var storedSuperlayer: CALayer?
    /// A view's layer's 3D transform when it is not affine (the view keeps the affine part).
    private var nonAffineTransform: CATransform3D?

    /// A layer's own geometry.
    struct Geometry {
        var bounds = CGRect.zero
        var position = CGPoint.zero
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var transform = CATransform3DIdentity
        var opacity: Float = 1
        var isHidden = false
        var masksToBounds = false
    }

    /// Creates a layer of zero size at the origin, with no superlayer.
    public init() {}

    /// Creates a layer with the values of `layer`, when it is a layer: what Core Animation
    /// calls to make presentation copies. Subclasses override it to copy their own values.
    public init(layer: Any) {
        if let layer = layer as? CALayer { copyValues(from: layer) }
    }

    /// Creates a layer with Core Animation's defaults: there is no archive to decode (R-I3).
    public required init?(coder: NSCoder) {}

    /// Copies `layer`'s values, geometry included, into this detached layer.
    private func copyValues(from layer: CALayer) {
        geometry = layer.currentGeometry
        (zPosition, storedBackgroundColor, cornerRadius, maskedCorners, cornerCurve) =
            (layer.zPosition, layer.backgroundColor, layer.cornerRadius, layer.maskedCorners, layer.cornerCurve)
        (borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath) =
            (layer.borderWidth, layer.borderColor, layer.shadowColor, layer.shadowOpacity, layer.shadowOffset,
             layer.shadowRadius, layer.shadowPath)
        (shouldRasterize, rasterizationScale, isDoubleSided, allowsEdgeAntialiasing, allowsGroupOpacity) =
            (layer.shouldRasterize, layer.rasterizationScale, layer.isDoubleSided, layer.allowsEdgeAntialiasing,
             layer.allowsGroupOpacity)
        name = layer.name
        delegate = layer.delegate
        contents = layer.contents
        recordedDrawing = layer.recordedDrawing
    }

    /// Makes the layer of `view`, of `view`'s ``UIView/layerClass``.
    static func make(for view: UIView, ofClass layerClass: AnyClass) -> CALayer {
        let layer: CALayer
        switch ObjectIdentifier(layerClass) {
        case ObjectIdentifier(CALayer.self): layer = CALayer()
        case ObjectIdentifier(CAShapeLayer.self): layer = CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): layer = CAGradientLayer()
        case ObjectIdentifier(CAReplicatorLayer.self): layer = CAReplicatorLayer()
        case ObjectIdentifier(CATextLayer.self): layer = CATextLayer()
        default:
            preconditionFailure("\(type(of: view)).layerClass is \(layerClass): Touchstone makes a view's layer only of CALayer, CAShapeLayer, CAGradientLayer, CAReplicatorLayer or CATextLayer, since Swift cannot call an initializer of a class it only holds as AnyClass; add your layer as a sublayer instead")
        }
        layer.owningView = view
        layer.contentsScale = view.window?.screen.scale ?? UIScreen.main.scale
        return layer
    }

    /// The view went: the layer keeps its last values as its own.
    func viewDidGo() {
        geometry = currentGeometry
        owningView = nil
    }

    /// The geometry now: the view's for a view's layer.
    private var currentGeometry: Geometry {
        guard let view = owningView else { return geometry }
        return Geometry(bounds: view.bounds, position: view.center, anchorPoint: view.anchorPoint,
                        transform: transform, opacity: Float(view.alpha), isHidden: view.isHidden,
                        masksToBounds: view.clipsToBounds)
    }

    // MARK: Geometry (R-LA1)

    /// The layer's rectangle in its own coordinates (a view's `bounds`).
    open var bounds: CGRect {
        get { owningView?.bounds ?? geometry.bounds }
        set {
            if let view = owningView { return view.bounds = newValue }
            let resized = geometry.bounds.size != newValue.size
            willChangeAnimatable("bounds")
            geometry.bounds = newValue
            didChangeAnimatable("bounds")
            if resized {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
        }
    }

    /// Where the anchor point sits in the superlayer (a view's `center`).
    open var position: CGPoint {
        get { owningView?.center ?? geometry.position }
        set {
            if let view = owningView { return view.center = newValue }
            willChangeAnimatable("position")
            geometry.position = newValue
            didChangeAnimatable("position")
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at ``position`` and that
    /// the transform turns about; (0.5, 0.5) by default (a view's `anchorPoint`).
    open var anchorPoint: CGPoint {
        get { owningView?.anchorPoint ?? geometry.anchorPoint }
        set {
            if let view = owningView { return view.anchorPoint = newValue }
            willChangeAnimatable("anchorPoint")
            geometry.anchorPoint = newValue
            didChangeAnimatable("anchorPoint")
        }
    }

    /// The anchor point's z coordinate; 0 by default. Kept, not projected.
    open var anchorPointZ: CGFloat = 0

    /// The layer's rectangle in the superlayer: the bounding box of its bounds placed at
    /// ``position`` and transformed by the affine part of ``transform`` (a view's `frame`).
    /// Setting it sets ``position`` and the bounds' size.
    open var frame: CGRect {
        get {
            if let view = owningView { return view.frame }
            return UIView.frame(size: geometry.bounds.size, center: geometry.position, anchorPoint: geometry.anchorPoint,
                                transform: CATransform3DGetAffineTransform(geometry.transform))
        }
        set {
            if let view = owningView { return view.frame = newValue }
            position = CGPoint(x: newValue.minX + newValue.width * geometry.anchorPoint.x,
                               y: newValue.minY + newValue.height * geometry.anchorPoint.y)
            bounds.size = newValue.size
        }
    }

    /// The layer's transform about its anchor point; the identity by default. A view's
    /// layer's affine part is the view's `transform`; the whole matrix is kept.
    open var transform: CATransform3D {
        get {
            guard let view = owningView else { return geometry.transform }
            if let nonAffineTransform, CATransform3DGetAffineTransform(nonAffineTransform) == view.transform {
                return nonAffineTransform
            }
            return CATransform3DMakeAffineTransform(view.transform)
        }
        set {
            guard let view = owningView else {
                willChangeAnimatable("transform")
                geometry.transform = newValue
                return didChangeAnimatable("transform")
            }
            nonAffineTransform = CATransform3DIsAffine(newValue) ? nil : newValue
            view.transform = CATransform3DGetAffineTransform(newValue)
        }
    }

    /// The affine part of ``transform`` (a view's `transform`).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to `transform`.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    /// The transform applied to the sublayers about the center; the identity by default.
    /// Kept, not applied.
    open var sublayerTransform = CATransform3DIdentity

    /// The layer's opacity, 0…1; 1 by default (a view's `alpha`).
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? geometry.opacity }
        set {
            if let view = owningView { return view.alpha = CGFloat(newValue) }
            willChangeAnimatable("opacity")
            geometry.opacity = newValue
            didChangeAnimatable("opacity")
        }
    }

    /// Whether the layer and its sublayers are hidden; hidden layers are not hit (a view's
    /// `isHidden`).
    open var isHidden: Bool {
        get { owningView?.isHidden ?? geometry.isHidden }
        set { if let view = owningView { view.isHidden = newValue } else { geometry.isHidden = newValue } }
    }

    /// Whether sublayers are clipped to the bounds, so that hit testing outside them finds
    /// nothing (a view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? geometry.masksToBounds }
        set { if let view = owningView { view.clipsToBounds = newValue } else { geometry.masksToBounds = newValue } }
    }

    /// The layer's position on the z axis; 0 by default. Sublayers with a greater one are
    /// hit first; it is not projected.
    open var zPosition: CGFloat = 0 {
        willSet { willChangeAnimatable("zPosition") }
        didSet { didChangeAnimatable("zPosition") }
    }

    /// Whether `point`, in the layer's coordinates, is inside it: inside its bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The farthest descendant (the front-most first) whose area contains `point`, given in
    /// the superlayer's coordinates; the layer itself when none does and it contains the
    /// point; `nil` when it is hidden, or the point is outside it and it masks to its
    /// bounds (R-LA2).
    open func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = fromSuperlayer(point)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let front = (sublayers ?? []).enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Converting (R-LA1)

    /// The map from this layer's coordinates to its superlayer's: about the anchor point,
    /// by the affine part of the transform, to the position.
    private var toSuperlayer: CGAffineTransform {
        let bounds = self.bounds, anchor = anchorPoint, position = self.position
        let pivot = CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    private func fromSuperlayer(_ point: CGPoint) -> CGPoint { point.applying(toSuperlayer.inverted()) }

    /// The map from this layer's coordinates to its root layer's.
    private var toRoot: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            transform = transform.concatenating(current.toSuperlayer)
            layer = parent
        }
        return transform
    }

    /// `point` in `layer`'s coordinates (its root's when `nil`) in this layer's.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        point.applying(layer?.toRoot ?? .identity).applying(toRoot.inverted())
    }

    /// `point` in this layer's coordinates in `layer`'s (its root's when `nil`).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        point.applying(toRoot).applying(layer?.toRoot.inverted() ?? .identity)
    }

    /// `rect` in `layer`'s coordinates as a bounding box in this layer's.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        rect.applying((layer?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }

    /// `rect` in this layer's coordinates as a bounding box in `layer`'s.
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        rect.applying(toRoot.concatenating(layer?.toRoot.inverted() ?? .identity))
    }

    // MARK: The layer tree (R-LA3)

    /// The layer's superlayer: a view's layer's is its superview's layer.
    open var superlayer: CALayer? {
        if let view = owningView { return view.superview?.layer }
        return storedSuperlayer
    }

    /// The sublayers, back to front: for a view's layer, its subviews' layers in subview
    /// order, then the layers added to it (see R-LA3 for why not interleaved); `nil` when
    /// there are none. Setting it removes the current ones (a subview's layer removes the
    /// subview) and adds the new ones.
    open var sublayers: [CALayer]? {
        get {
            let viewLayers = owningView?.subviews.map(\.layer) ?? []
            let all = viewLayers + addedSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for sublayer in sublayers ?? [] { sublayer.removeFromSuperlayer() }
            for sublayer in newValue ?? [] { addSublayer(sublayer) }
        }
    }

    /// Adds `layer` in front of the other sublayers, taking it from its superlayer first.
    /// A view's layer added to a view's layer adds the view as a subview.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, intoAddedAt: nil)
    }

    /// Inserts `layer` at `index` of ``sublayers``.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        let viewLayerCount = owningView?.subviews.count ?? 0
        if let view = layer.owningView, let selfView = owningView {
            return selfView.insertSubview(view, at: min(Int(index), viewLayerCount))
        }
        insert(layer, intoAddedAt: max(0, Int(index) - viewLayerCount))
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not a
    /// sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let view = layer.owningView, let selfView = owningView {
            return selfView.insertSubview(view, belowSubview: sibling?.owningView ?? selfView.subviews.first ?? view)
        }
        insert(layer, intoAddedAt: sibling.flatMap { addedSublayers.firstIndex(of: $0) } ?? 0)
    }

    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is not a
    /// sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let view = layer.owningView, let selfView = owningView {
            return selfView.insertSubview(view, aboveSubview: sibling?.owningView ?? selfView.subviews.last ?? view)
        }
        insert(layer, intoAddedAt: sibling.flatMap { addedSublayers.firstIndex(of: $0) }.map { $0 + 1 })
    }

    /// Puts `newLayer` where `oldLayer` is, removing `oldLayer`.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self else { return }
        insertSublayer(newLayer, above: oldLayer)
        oldLayer.removeFromSuperlayer()
    }

    /// Takes the layer out of its superlayer; a view's layer takes its view out of its
    /// superview.
    open func removeFromSuperlayer() {
        if let view = owningView { return view.removeFromSuperview() }
        guard let parent = storedSuperlayer else { return }
        parent.addedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    private func insert(_ layer: CALayer, intoAddedAt index: Int?) {
        if let view = layer.owningView {
            guard let selfView = owningView else {
                preconditionFailure("addSublayer: the layer of \(type(of: view)) cannot go under a layer that is not a view's; add the view as a subview")
            }
            return selfView.addSubview(view)
        }
        precondition(layer !== self && !isDescendant(of: layer), "addSublayer: a layer cannot be its own sublayer")
        layer.removeFromSuperlayer()
        addedSublayers.insert(layer, at: min(index ?? addedSublayers.count, addedSublayers.count))
        layer.storedSuperlayer = self
        layer.enteredTree()
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var current = superlayer
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// The window the layer's tree is in, through the nearest view's layer above it.
    var window: UIWindow? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.owningView { return view.window }
            layer = current.storedSuperlayer
        }
        return nil
    }

    /// The layer and its added sublayers joined a tree: those waiting for display or layout
    /// are queued in its window (R-DR1).
    func enteredTree() {
        guard let window else { return }
        forEachAddedLayer { layer in
            if layer.needsDisplayFlag || layer.needsLayoutFlag { window.enqueueDisplay(of: layer) }
        }
    }

    /// Calls `body` on this layer and its added (not views') sublayers, depth first.
    func forEachAddedLayer(_ body: (CALayer) -> Void) {
        body(self)
        for sublayer in addedSublayers { sublayer.forEachAddedLayer(body) }
    }

    /// The layers added to this one (not views' layers).
    var ownSublayers: [CALayer] { addedSublayers }

    /// A layer that clips this one's content by its alpha; `nil` by default. Kept, not
    /// applied; a mask has no superlayer.
    open var mask: CALayer?

    // MARK: Display (R-DR1–R-DR3)

    /// The object that draws and lays out the layer; a view's layer's is the view. Held
    /// weakly.
    open var delegate: (any CALayerDelegate)? {
        get { owningView ?? storedDelegate }
        set { storedDelegate = newValue }
    }
    private weak var storedDelegate: (any CALayerDelegate)?

    /// The image the layer shows (a `CGImage` on iOS); `nil` by default. Kept, not drawn.
    open var contents: Any?
    /// The part of ``contents`` shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// How ``contents`` fits the bounds; ``CALayerContentsGravity/resize`` by default.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Pixels per point of the layer's content: 1 by default, a view's layer its screen's
    /// scale, as UIKit sets it.
    open var contentsScale: CGFloat = 1
    /// Whether a change of the bounds' size marks the layer as needing display; `false`
    /// by default.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer declares itself opaque; `false` by default. Kept.
    open var isOpaque = false
    /// The layer's name, for finding it; `nil` by default.
    open var name: String?

    /// What the layer's last display recorded: the fills, strokes, images and text its
    /// ``draw(in:)`` (a view's `draw(_:)`) made, in the layer's coordinates (R-DR3); empty
    /// until it displayed. A Touchstone addition, for tests that check what was drawn.
    public internal(set) var recordedDrawing: [CGContext.Operation] = []

    var needsDisplayFlag = false
    var needsLayoutFlag = false
    /// The part to redraw at the next display, in the layer's coordinates.
    var dirtyRect = CGRect.null

    /// Marks the whole layer for display at its window's next display pass (R-DR1).
    open func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks `rect` (in the layer's coordinates) for display at the next display pass.
    open func setNeedsDisplay(_ rect: CGRect) {
        if let view = owningView { return view.setNeedsDisplay(rect) }
        dirtyRect = dirtyRect.union(rect)
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        window?.enqueueDisplay(of: self)
    }

    /// Whether the layer is marked for display.
    open func needsDisplay() -> Bool { owningView?.needsDisplay ?? needsDisplayFlag }

    /// Displays the layer now if it is marked.
    open func displayIfNeeded() {
        if let view = owningView { return view.displayIfNeeded() }
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Updates the content: the delegate's ``CALayerDelegate/display(_:)`` when there is
    /// a delegate, which by default draws into a recording context with ``draw(in:)``.
    /// Called by the display pass; override it to set ``contents`` yourself.
    open func display() {
        if let delegate { delegate.display(self) } else { drawIntoRecording() }
    }

    /// Draws the layer's content into `ctx`: by default, the delegate's
    /// ``CALayerDelegate/draw(_:in:)``. Override it to draw a custom layer.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer into a recording context of its bounds and keeps what was drawn in
    /// ``recordedDrawing``: the default content update.
    func drawIntoRecording() {
        let context = CGContext(size: bounds.size)
        draw(in: context)
        dirtyRect = .null
        recordedDrawing = context.operations
    }

    /// Renders the layer and its sublayers into `ctx`, back to front: each layer's
    /// background, its shape (for a shape layer), then what it last drew, in `ctx`'s
    /// current space placed by the layers' geometry (R-DR3). Hidden layers are skipped.
    open func render(in ctx: CGContext) {
        guard !isHidden else { return }
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.fill(bounds)
        }
        renderContent(in: ctx)
        ctx.replay(recordedDrawing)
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            ctx.concatenate(sublayer.toSuperlayer)
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
    }

    /// What a layer class paints of its own in ``render(in:)``; nothing for a plain layer.
    func renderContent(in ctx: CGContext) {}

    /// Marks the layer for ``layoutSublayers()`` at the next update; a view's layer marks
    /// its view for layout.
    open func setNeedsLayout() {
        if let view = owningView { return view.setNeedsLayout() }
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        window?.enqueueDisplay(of: self)
    }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { owningView?.layoutState.needsLayout ?? needsLayoutFlag }

    /// Lays the layer out now if it is marked.
    open func layoutIfNeeded() {
        if let view = owningView { return view.layoutIfNeeded() }
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// Lays out the sublayers: by default the delegate's
    /// ``CALayerDelegate/layoutSublayers(of:)``. Override it to place sublayers.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Appearance, kept as values

    /// The background color; `nil` (none) by default (a view's `backgroundColor`).
    /// Painted by ``render(in:)`` only.
    open var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            if let view = owningView { return view.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
            willChangeAnimatable("backgroundColor")
            storedBackgroundColor = newValue
            didChangeAnimatable("backgroundColor")
        }
    }
    private var storedBackgroundColor: CGColor?
    /// The radius of the rounded corners; 0 by default. Kept, not drawn.
    open var cornerRadius: CGFloat = 0 {
        willSet { willChangeAnimatable("cornerRadius") }
        didSet { didChangeAnimatable("cornerRadius") }
    }
    /// Which corners ``cornerRadius`` rounds; all four by default. Kept, not drawn.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                            .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners; circular by default. Kept, not drawn.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The width of the border; 0 by default. Kept, not drawn.
    open var borderWidth: CGFloat = 0 {
        willSet { willChangeAnimatable("borderWidth") }
        didSet { didChangeAnimatable("borderWidth") }
    }
    /// The color of the border; opaque black by default. Kept, not drawn.
    open var borderColor: CGColor? = .black {
        willSet { willChangeAnimatable("borderColor") }
        didSet { didChangeAnimatable("borderColor") }
    }
    /// The color of the shadow; opaque black by default. Kept, not drawn.
    open var shadowColor: CGColor? = .black {
        willSet { willChangeAnimatable("shadowColor") }
        didSet { didChangeAnimatable("shadowColor") }
    }
    /// The opacity of the shadow; 0 by default. Kept, not drawn.
    open var shadowOpacity: Float = 0 {
        willSet { willChangeAnimatable("shadowOpacity") }
        didSet { didChangeAnimatable("shadowOpacity") }
    }
    /// The offset of the shadow; (0, -3) by default. Kept, not drawn.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { willChangeAnimatable("shadowOffset") }
        didSet { didChangeAnimatable("shadowOffset") }
    }
    /// The blur radius of the shadow; 3 by default. Kept, not drawn.
    open var shadowRadius: CGFloat = 3 {
        willSet { willChangeAnimatable("shadowRadius") }
        didSet { didChangeAnimatable("shadowRadius") }
    }
    /// The shape of the shadow; `nil` (the layer's alpha) by default. Kept, not drawn.
    open var shadowPath: CGPath?
    /// Whether the layer is cached as a bitmap; `false` by default. Kept.
    open var shouldRasterize = false
    /// The scale of the cached bitmap; 1 by default. Kept.
    open var rasterizationScale: CGFloat = 1
    /// Whether the back of the layer shows when turned away; `true` by default. Kept.
    open var isDoubleSided = true
    /// Whether edges are antialiased; `false` by default. Kept.
    open var allowsEdgeAntialiasing = false
    /// Whether sublayers are composited with the layer's opacity as a group; `true` by
    /// default. Kept.
    open var allowsGroupOpacity = true

    // MARK: Key values and animations (R-CA3, R-CA4)

    /// Values set under keys the layer does not declare.
    var customValues: [String: Any] = [:]
    /// The actions the layer runs when its properties change, by key (R-CA9); `nil` by
    /// default.
    open var actions: [String: any CAAction]?
    /// The value a property had before the change being made, for its implicit animation.
    var implicitStart: (key: String, value: LayerValue)?
    /// Whether this is a presentation copy, which never animates.
    var isPresentationCopy = false

    /// The action for the change `event` names (R-CA9): the delegate's answer (a view
    /// answers `NSNull`, which does nothing: its layer animates only in animation blocks),
    /// else the entry in ``actions``, else ``defaultAction(forKey:)``, else, for a property
    /// Core Animation animates, a basic animation from the old value over the
    /// transaction's duration and timing function.
    open func action(forKey event: String) -> (any CAAction)? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer }
        if let action = actions?[event] { return action }
        if let action = Self.defaultAction(forKey: event) { return action }
        guard layerValue(forKeyPath: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The action for `event` when neither the delegate nor ``actions`` has one; `nil`.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// The explicit animations added, and the timer that tells their delegates.
    var addedAnimations: LayerAnimations?

    /// A detached copy of the layer's values, of the nearest Touchstone layer class:
    /// each layer class copies its own values.
    func presentationCopy() -> CALayer { CALayer(layer: self) }

    /// Makes the presentation copy, marked so that setting its values animates nothing.
    func makePresentationCopy() -> CALayer {
        let copy = presentationCopy()
        copy.isPresentationCopy = true
        return copy
    }

    /// The value at `keyPath` in the form animations interpolate, or `nil` for a path the
    /// layer does not animate; each layer class adds its own paths.
    func layerValue(forKeyPath keyPath: String) -> LayerValue? { commonLayerValue(forKeyPath: keyPath) }

    /// Sets the value at `keyPath`; `false` for a path the layer does not animate.
    func setLayerValue(_ value: LayerValue, forKeyPath keyPath: String) -> Bool {
        setCommonLayerValue(value, forKeyPath: keyPath)
    }

    /// Adds a copy of `anim` under `key`, replacing (and stopping, unfinished) the
    /// animation there. A begin time of 0 becomes the layer's time now; a duration of 0 or
    /// less the transaction's ``CATransaction/animationDuration()``. The copy belongs to the
    /// transaction open now, whose completion block waits for it. A transition always goes
    /// under ``kCATransition``, as Apple's does (R-CA3, R-CA6).
    open func add(_ anim: CAAnimation, forKey key: String?) { addCopy(of: anim, forKey: key) }

    /// The animation under `key`: the layer's copy, its begin time set.
    open func animation(forKey key: String) -> CAAnimation? { addedAnimation(forKey: key) }

    /// Removes every animation: the explicit ones, whose delegates hear `finished ==
    /// false` at the next turn of the clock (R-CA6), and the view's, whose completions hear
    /// `false` (R-AN6).
    open func removeAllAnimations() { removeEveryAnimation() }

    /// Removes the animation under `key`; for a view's animations in flight, the key is
    /// the property's (`bounds`, `position`, `transform`, `opacity`).
    open func removeAnimation(forKey key: String) { removeAnimations(underKey: key) }

    /// The keys of the animations on the layer: the view's in flight, named by their
    /// properties, then the explicit ones added with a key; `nil` when there are none.
    open func animationKeys() -> [String]? { keysOfAnimations() }

    /// The layer itself: Touchstone's model and layer are one object.
    open func model() -> Self { self }

    /// A copy of the layer as it is on screen now, at the host time of its clock: a view's
    /// animations in flight (R-AN5), then the explicit animations in the order they were
    /// added, each over the value the ones before it left (R-CA4). Without animations it
    /// equals the model. The copy is detached: no superlayer, no sublayers.
    open func presentation() -> Self? { presentationNow() as? Self }

    /// `t`, a time of `layer` (of the host clock when `nil`), in this layer's time (R-CA3).
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { convertedTime(t, from: layer) }

    /// `t`, a time of this layer, in `layer`'s time (the host clock's when `nil`).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval { convertedTime(t, to: layer) }

    /// When the layer's time starts, in its superlayer's time; 0 by default.
    open var beginTime: CFTimeInterval = 0 { didSet { animationTimingChanged() } }
    /// How fast the layer's time runs against its superlayer's; 1 by default, 0 stops
    /// every explicit animation under the layer (R-CA3).
    ///
    /// **Difference:** a view's `UIView` animations run on the window's time, not on its
    /// layer's, so a view's layer at speed 0 does not stop them, as it would on iOS.
    open var speed: Float = 1 { didSet { animationTimingChanged() } }
    /// An offset added to the layer's time; with a ``speed`` of 0 it scrubs the layer's
    /// animations.
    open var timeOffset: CFTimeInterval = 0 { didSet { animationTimingChanged() } }
    /// Kept: a layer's time is only shifted and scaled.
    open var duration: CFTimeInterval = 0
    /// Kept: a layer's time is only shifted and scaled.
    open var repeatCount: Float = 0
    /// Kept: a layer's time is only shifted and scaled.
    open var repeatDuration: CFTimeInterval = 0
    /// Kept: a layer's time is only shifted and scaled.
    open var autoreverses = false
    /// Kept: a layer's time is only shifted and scaled.
    open var fillMode = CAMediaTimingFillMode.removed

}

extension CALayer: Equatable {
    /// Layers are equal when they are the same layer.
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
}

/// The object that draws and lays out a layer: a view for its own layer.
///
/// Every requirement has a default, as Core Animation's optional methods are optional.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates `layer`'s content. The default draws it into a recording context with
    /// ``CALayer/draw(in:)``.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx`. The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers. The default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for the change `event` names on `layer`; `nil` (the default) lets the
    /// layer look further, `NSNull()` stops it (R-CA9).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws `layer` into a recording context with ``CALayer/draw(in:)``.
    public func display(_ layer: CALayer) { layer.drawIntoRecording() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}

extension UIView {
    /// The frame of a rectangle of `size` whose anchor point sits at `center`, transformed
    /// by `transform` about it: the bounding box of the transformed bounds.
    static func frame(size: CGSize, center: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y,
                           width: size.width, height: size.height)
        let transformed = transform.isIdentity ? local : local.applying(transform)
        return transformed.offsetBy(dx: center.x, dy: center.y)
    }
}

/// The corners a layer's ``CALayer/cornerRadius`` rounds. Raw values as Core Animation's.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners, by name.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fit its bounds, by Core Animation's names.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping the aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centered, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top, unscaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom, unscaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left, unscaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right, unscaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
}
