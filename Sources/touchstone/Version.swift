import TouchstoneFormats
import TouchstoneReplay

/// What `touchstone --version` prints: the release, and the versions of the file formats
/// this build reads and writes, which decide whether two builds can exchange traces and
/// replays.
enum Version {
    /// The release of the package; raised with each tagged release.
    static let release = "0.1.0"

    /// The line `--version` prints, such as `0.1.0 (trace format 3, replay JSON 1)`: the newest
    /// version of each format this build reads and writes.
    static var description: String {
        "\(release) (trace format \(TraceFormat.version), replay JSON \(JSONRenderer.version))"
    }
}
