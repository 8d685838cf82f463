/// The physical orientation of the device, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known, as when orientation notifications are off.
    case unknown
    /// Upright, the home button or indicator at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so that the bottom is on the right.
    case landscapeLeft
    /// Turned so that the bottom is on the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether the orientation is portrait, upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape, either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take the orientation: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
