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
            Needs the Porting trait: swift run --traits Porting touchstone port ….
            """
    )

    @Argument(help: "The iOS Swift source files.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The folder the ported files are written to (created if missing).")
    var output: String

    @Flag(help: "Start each ported file with a #sourceLocation directive naming the original, so compiler errors point at it.")
    var sourceLocation = false

    func validate() throws {
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        if let twice = names.first(where: { name in names.count(where: { $0 == name }) > 1 }) {
            throw ValidationError("two files are named \(twice): they would be written to the same place in \(output)")
        }
    }

    func run() throws {
        #if Porting
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
}
