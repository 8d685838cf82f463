import Foundation

extension UIEvent {
    /// The pointer buttons held during an event, with UIKit's raw values (R-P2).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a mask from UIKit's raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The button numbered `buttonNumber`, counting from 1 for the primary button: 3 is
        /// usually the middle button. Numbers outside 1…`Int.bitWidth - 1` give no button.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard (1..<Int.bitWidth).contains(buttonNumber) else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }
}
