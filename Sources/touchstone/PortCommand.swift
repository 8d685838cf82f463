import ArgumentParser
import Foundation
#if Porting
import TouchstonePorting
#endif

/// `touchstone port FILE… --output DIR`: the iOS-source rewriter for one-off use, printing
/// what it changed and what it could not translate. TouchstonePorting does the work; this
/// reads and writes the files.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite iOS source files (#selector, @objc, import UIKit) to compile against Touchstone.",
        discussion: """
            Each FILE is written to DIR under its own name, every line at the same number. \
            Each change is printed under the file's name; what cannot be translated (selectors \
            from strings, perform(_:), responds(to:), #selector(getter:)…) is left as written \
            and printed as file:line:column: error: …, and the exit code is then 1. To compile \
            an iOS target's files in a Linux test target at every build, use the \
            TouchstonePortPlugin instead (the article "Testing your iOS app's gestures on Linux"). \
            With --report, each argument is a file or a folder of an app's Swift files (read \
            through the rewriter, none written), and the tool lists the UIKit-family names \
            (UI…, NS…, CA…, CG…) they use that Touchstone does not declare, most files first, \
            with file:line for each use, and the share of files that use none; --json prints \
            the same as JSON, for CI. The exit code is 0 either way. \
            Needs the Porting trait: swift run --traits Porting touchstone port ….
            """
    )

    @Argument(help: "The iOS Swift source files (with --report: files or folders).")
    var files: [String]

    @Option(name: .shortAndLong, help: "The folder the ported files are written to (created if missing).")
    var output: String?

    @Flag(help: "Report the UIKit-family names the files use that Touchstone does not declare, instead of writing them.")
    var report = false

    @Flag(help: "With --report: print the report as JSON.")
    var json = false

    @Flag(help: "Start each ported file with a #sourceLocation directive naming the original, so compiler errors point at it.")
    var sourceLocation = false

    func validate() throws {
        if report {
            guard output == nil else { throw ValidationError("--report writes no files: give it no --output") }
            return
        }
        if json { throw ValidationError("--json goes with --report") }
        guard let output else { throw ValidationError("give --output DIR for the ported files, or --report") }
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        if let twice = names.first(where: { name in names.count(where: { $0 == name }) > 1 }) {
            throw ValidationError("two files are named \(twice): they would be written to the same place in \(output)")
        }
    }

    func run() throws {
        #if Porting
        if report { return try runReport() }
        let output = output ?? ""
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            printError("touchstone: error: cannot create the output folder \(output): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        var problems: [PortProblem] = []
        for file in files {
            let source: String
            do {
                source = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                printError("touchstone: error: cannot read \(file) as UTF-8 text: \(error.localizedDescription)")
                throw ExitCode.failure
            }
            let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
            let ported = SourcePort.port(source, file: file, sourceLocationPath: sourceLocation ? absolute : nil)
            let destination = folder.appending(path: URL(fileURLWithPath: file).lastPathComponent)
            do {
                try Data(ported.text.utf8).write(to: destination)
            } catch {
                printError("touchstone: error: cannot write \(destination.path): \(error.localizedDescription)")
                throw ExitCode.failure
            }
            print("\(file) → \(destination.path): \(ported.changes.count) change\(ported.changes.count == 1 ? "" : "s")")
            for change in ported.changes { print("  \(change)") }
            problems += ported.problems
        }
        for problem in problems { printError(problem.description) }
        if !problems.isEmpty {
            printError("touchstone: \(problems.count) use\(problems.count == 1 ? "" : "s") of the Objective-C runtime left as written")
            throw ExitCode.failure
        }
        #else
        // The rewriter's swift-syntax comes only with the Porting trait (Package.swift), so
        // that packages using the libraries never resolve it.
        printError("touchstone: this build has no rewriter: run it with `swift run --traits Porting touchstone port …`")
        throw ExitCode.failure
        #endif
    }

    #if Porting
    /// `--report`: reads every Swift file of the arguments, in path order within each
    /// folder, and prints what they lack.
    private func runReport() throws {
        var sources: [(path: String, text: String)] = []
        for argument in files {
            for path in try Self.swiftFiles(argument) {
                do {
                    sources.append((path, try String(contentsOfFile: path, encoding: .utf8)))
                } catch {
                    printError("touchstone: error: cannot read \(path) as UTF-8 text: \(error.localizedDescription)")
                    throw ExitCode.failure
                }
            }
        }
        let lacking = PortReport.make(sources)
        try StandardOutput.write(json ? lacking.json : lacking.text)
    }

    /// `argument` if it is a file, else the Swift files under the folder, sorted, leaving
    /// out build folders and hidden ones (`.build`, `.git`).
    static func swiftFiles(_ argument: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            printError("touchstone: error: \(argument): no such file or folder")
            throw ExitCode.failure
        }
        guard isFolder.boolValue else { return [argument] }
        guard let walk = FileManager.default.enumerator(atPath: argument) else { return [] }
        var found: [String] = []
        while let relative = walk.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walk.skipDescendants(); continue }
            if relative.hasSuffix(".swift") { found.append((argument as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }
    #endif
}
