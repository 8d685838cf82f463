/// What touches the screen, with the raw values of UIKit's `UITouch.TouchType` (R-P1).
public enum TouchType: String, Sendable, CaseIterable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen (a remote's surface).
    case indirect
    /// A stylus.
    case pencil
    /// A mouse or trackpad button held down.
    case indirectPointer

    /// UIKit's raw value.
    public var rawNumber: Int {
        switch self {
        case .direct: 0
        case .indirect: 1
        case .pencil: 2
        case .indirectPointer: 3
        }
    }
}
