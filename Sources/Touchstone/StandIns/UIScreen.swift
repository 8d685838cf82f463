import Foundation

/// A screen as stored values (R-I6): its bounds in points and its scale. Touchstone
/// draws nothing and reads no display; a screen only answers what layout and gesture code
/// ask of it (`UIScreen.main.bounds.width`, `scale` for pixel rounding).
///
/// **Decision: no global mutable singleton.** ``main`` is a task-local value: by default
/// the screen of an iPhone 15 (390×844 points at 3×), and a host or test that wants
/// another binds one for the code it runs,
/// `UIScreen.$main.withValue(UIScreen(bounds: …, scale: 2)) { … }`, which tests running in
/// parallel cannot see. A screen is immutable, so the shared default cannot change. A
/// window's ``UIWindow/screen`` is the ``main`` screen when it was made, and may be set.
@MainActor
open class UIScreen {
    /// The screen's rectangle in points, its origin at zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the physical display: the same as ``scale`` here.
    public let nativeScale: CGFloat

    /// Creates a screen of `bounds` (its origin is set to zero) at `scale` pixels per
    /// point. A Touchstone addition, for hosts and tests: UIKit's screens come from the
    /// system.
    public nonisolated convenience init(bounds: CGRect, scale: CGFloat) {
        self.init(bounds: bounds, scale: scale, maximumFramesPerSecond: 60)
    }

    /// Creates a screen of `bounds` at `scale` that refreshes at most
    /// `maximumFramesPerSecond` times a second (120 for a ProMotion display). A Touchstone
    /// addition, for hosts and tests.
    public nonisolated init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int) {
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        self.scale = scale
        nativeScale = scale
        self.maximumFramesPerSecond = max(1, maximumFramesPerSecond)
    }

    /// How many frames a second the display shows at most: 60 unless made otherwise
    /// (R-CA2).
    public let maximumFramesPerSecond: Int

    /// The screen code running now sees as UIKit's `UIScreen.main`: an iPhone-sized
    /// screen unless a host or test bound another (see the type's decision).
    @TaskLocal public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The screen's coordinate space: ``bounds``, with the screen's coordinates taken as
    /// a window's (a window fills the screen from its origin).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }

    /// The same as ``coordinateSpace``: Touchstone's screens do not rotate.
    public var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }
}

/// A screen's coordinate space: a point on the screen is the same point in a window's
/// coordinates, which is how it converts to and from a view's.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect

    init(bounds: CGRect) { self.bounds = bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView).map { $0.convert(point, from: nil as UIView?) } ?? point
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView).map { $0.convert(point, to: nil as UIView?) } ?? point
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView).map { $0.convert(rect, from: nil as UIView?) } ?? rect
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView).map { $0.convert(rect, to: nil as UIView?) } ?? rect
    }
}
