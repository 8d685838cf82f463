import Foundation

extension UIWindow {
    /// A window's level: windows of higher levels are in front, with UIKit's values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat

        /// Creates a level; levels between the named ones put a window between them.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a level, as `UIWindow.Level(1)` is written.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// An app's windows: 0.
        public static let normal = Level(0)
        /// The status bar's: 1000.
        public static let statusBar = Level(1000)
        /// Alerts': 2000.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A level `offset` above `level`, as `.normal + 1` is written.
        public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }

        /// A level `offset` below `level`.
        public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
    }
}
