import Foundation
import TouchstoneFormats

/// What `touchstone replay` produces from a result: the timeline for stdout, and the SVG
/// picture when one was asked for.
///
/// Every file is written before any text is returned, so that a run that fails prints
/// nothing on stdout: a caller never sees half its output followed by an error.
public enum ReplayOutput {
    /// How the timeline is printed.
    public enum Style: Sendable {
        /// Text, with the reasons behind every recognizer that did not fire when `explain`.
        case text(explain: Bool)
        /// JSON.
        case json
    }

    /// Writes the SVG picture of `result` to `svg` if given, then returns the timeline.
    ///
    /// - Throws: `InputError` naming `svg` when it cannot be written.
    public static func produce(_ result: ReplayResult, style: Style, svg: URL? = nil) throws(InputError) -> String {
        if let svg {
            do {
                try SVGRenderer.render(result).write(to: svg, atomically: true, encoding: .utf8)
            } catch {
                throw InputError(.unreadable, at: InputLocation(file: svg.path), "cannot write the SVG: \(InputError.reason(of: error))")
            }
        }
        switch style {
        case .text(let explain): return TextRenderer.render(result, explain: explain)
        case .json: return JSONRenderer.render(result)
        }
    }
}
