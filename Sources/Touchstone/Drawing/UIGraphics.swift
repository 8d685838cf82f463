import Foundation

/// UIKit's stack of current graphics contexts: what `UIGraphicsGetCurrentContext()`
/// returns inside `draw(_:)`, an image renderer's block, or between
/// `UIGraphicsBeginImageContext` and `UIGraphicsEndImageContext` (R-DR4).
///
/// **Decision: the one piece of process state.** UIKit's current context is a per-thread
/// stack that drawing code pushes and pops inside one synchronous call, and its functions
/// take no window; so it lives on the main actor, where that code runs. Each push is popped
/// before the call that made it returns (the display pass and the renderers restore the
/// depth they found even when a `draw(_:)` forgot to pop), and main-actor code of two tests
/// interleaves only at `await`, which no drawing call contains: two windows drawing in
/// parallel tests never see each other's context.
@MainActor
enum GraphicsContextStack {
    /// A context on the stack and, for an image context, the size and scale its image
    /// takes.
    struct Frame {
        let context: CGContext
        let image: (size: CGSize, scale: CGFloat)?
    }

    private static var frames: [Frame] = []

    static var depth: Int { frames.count }
    static var top: Frame? { frames.last }

    static func push(_ context: CGContext, image: (size: CGSize, scale: CGFloat)? = nil) {
        frames.append(Frame(context: context, image: image))
    }

    static func pop() { _ = frames.popLast() }

    static func truncate(to depth: Int) {
        if frames.count > depth { frames.removeLast(frames.count - depth) }
    }
}

/// The current graphics context: inside ``UIView/draw(_:)``, the recording context of the
/// view's layer; `nil` when nothing is drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.top?.context }

/// Makes `context` the current graphics context until ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

/// Restores the graphics context that was current before the last push.
@MainActor
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

/// Starts an image context of `size` at scale 1, opaque-less, as the current context.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context of `size` at `scale` (0: the main screen's) as the current
/// context. `opaque` is kept by nothing: the context records, it has no pixels.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContextStack.push(CGContext(size: size), image: (size, scale == 0 ? UIScreen.main.scale : scale))
}

/// An image of the current image context's size and scale; `nil` when the current context
/// is not an image context.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let image = GraphicsContextStack.top?.image else { return nil }
    return UIImage(size: image.size, scale: image.scale)
}

/// Ends the current image context, making the one before it current.
@MainActor
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.top?.image != nil else { return }
    GraphicsContextStack.pop()
}
