import Foundation
import PackagePlugin

/// The build-tool plugin that compiles an iOS target's files, ported for Touchstone, into the
/// Linux target it is applied to.
///
/// A build-tool plugin only adds files to its own target, so the Linux target names the iOS
/// sources in a file `touchstone-port.json` in its own folder (excluded from the target in
/// the manifest):
///
///     { "sources": ["Sources/CardUI"], "exclude": ["Sources/CardUI/AppDelegate.swift"] }
///
/// Paths are relative to the package's root and may lead out of it (an app's folder beside
/// the package). Every `.swift` file under a source folder (or a source named as a file),
/// minus the excluded files and folders, becomes one build command running
/// `touchstone-port-tool` with the file as its input, so an edit to one iOS file re-ports
/// that file alone; files are taken in sorted order, so the build is the same on every machine.
@main
struct TouchstonePortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let configuration = try PortConfiguration(
            file: target.directoryURL.appending(path: PortConfiguration.fileName), target: target.name)
        let root = context.package.directoryURL
        let excluded = configuration.exclude.map { root.appending(path: $0).standardizedFileURL.path }
        let tool = try context.tool(named: "touchstone-port-tool").url
        var commands: [Command] = []
        for folder in configuration.sources {
            let source = root.appending(path: folder).standardizedFileURL
            for file in try swiftFiles(at: source, in: target.name)
            where !excluded.contains(where: { file.path == $0 || file.path.hasPrefix($0 + "/") }) {
                // `Card.swift` is written as `Card.ported.swift`: a file of the module named
                // like the original, while its `#sourceLocation` names the original, would
                // give two files one `#fileID`, which the compiler warns about.
                let relative = String(file.path.dropFirst(source.deletingLastPathComponent().path.count + 1))
                let output = context.pluginWorkDirectoryURL.appending(path: relative)
                    .deletingPathExtension().appendingPathExtension("ported.swift")
                commands.append(.buildCommand(
                    displayName: "Porting \(relative) for Touchstone",
                    executable: tool,
                    arguments: [file.path, output.path],
                    inputFiles: [file],
                    outputFiles: [output]))
            }
        }
        guard !commands.isEmpty else {
            throw PortConfiguration.Error("""
                \(target.directoryURL.appending(path: PortConfiguration.fileName).path): error: the sources \
                \(configuration.sources) hold no .swift file to port into target '\(target.name)'
                """)
        }
        return commands
    }

    /// The `.swift` files at `url` (a file, or a folder searched through), sorted by path.
    private func swiftFiles(at url: URL, in target: String) throws -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw PortConfiguration.Error("""
                \(url.path): error: no such iOS source file or folder, named in target '\(target)''s \
                \(PortConfiguration.fileName)
                """)
        }
        guard isFolder.boolValue else { return [url] }
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return found.map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }
}

/// The Linux target's `touchstone-port.json`: which iOS sources the plugin ports.
struct PortConfiguration: Decodable {
    static let fileName = "touchstone-port.json"

    /// Files or folders of iOS sources, relative to the package's root.
    var sources: [String]
    /// Files or folders under `sources` to leave out (an app delegate, SwiftUI views).
    var exclude: [String]

    private enum CodingKeys: String, CodingKey { case sources, exclude }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sources = try container.decode([String].self, forKey: .sources)
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
    }

    init(file: URL, target: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw Error("""
                \(file.path): error: target '\(target)' applies TouchstonePortPlugin but has no \
                \(Self.fileName) naming its iOS sources, e.g. { "sources": ["Sources/CardUI"] }
                """)
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw Error("""
                \(file.path): error: expected { "sources": ["folder or file", …], "exclude": […] } \
                (paths relative to the package's root): \(error)
                """)
        }
    }

    /// A problem with the configuration, its message naming the file.
    struct Error: Swift.Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
