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
    /// The SVG goes where its path says: through a FIFO or a device, to the file a
    /// symbolic link points to, over an existing file keeping its permissions; never over
    /// one of `inputs`, the files the replay read.
    ///
    /// - Throws: `InputError` naming `svg` when it cannot be written.
    public static func produce(_ result: ReplayResult, style: Style, svg: URL? = nil, inputs: [URL] = []) throws(InputError) -> String {
        if let svg {
            try OutputFile.write(SVGRenderer.render(result), to: svg.path, what: "the SVG", inputs: inputs.map(\.path))
        }
        switch style {
        case .text(let explain): return TextRenderer.render(result, explain: explain)
        case .json: return JSONRenderer.render(result)
        }
    }
}
