/// Text from the input (a scene's names, a dataset's shapes) made safe to print for a
/// person at a terminal: a control character could start an escape sequence that sets
/// the window's title or clears the screen, or break a line in two.
package enum TerminalText {
    /// `text` with every control character (C0, DEL, C1) shown as `?`, as error messages
    /// show them.
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? "?" : scalar) }
        return String(scalars)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
