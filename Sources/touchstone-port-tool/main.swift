// The executable TouchstonePortPlugin runs once per iOS source file:
// `touchstone-port-tool INPUT OUTPUT` writes INPUT ported for Touchstone to OUTPUT, led by a
// `#sourceLocation` naming INPUT so that compiler errors and test failures point at the
// user's own file and line. Problems print in the compiler's `file:line:column: error:` form
// and fail the build: a file that uses the Objective-C runtime would not compile anyway, and
// the problem says why and what to write instead.
import Foundation
#if Porting
import TouchstonePorting
#endif

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    fail("usage: touchstone-port-tool INPUT OUTPUT")
}
#if Porting
let source: String
do {
    source = try String(contentsOfFile: input, encoding: .utf8)
} catch {
    fail("\(input): error: cannot read the iOS source file: \(error.localizedDescription)")
}
let ported = SourcePort.port(source, file: input, sourceLocationPath: input)
do {
    try Data(ported.text.utf8).write(to: URL(fileURLWithPath: output))
} catch {
    fail("\(output): error: cannot write the ported file: \(error.localizedDescription)")
}
if !ported.problems.isEmpty {
    fail(ported.problems.map(\.description).joined(separator: "\n"))
}
#else
// The rewriter's swift-syntax comes only with the Porting trait (Package.swift), so that
// packages using only the libraries never resolve it.
fail("""
    \(input): error: Touchstone was built without its Porting trait, which the TouchstonePortPlugin \
    needs: depend on it with `.package(url: "…/Touchstone", from: "…", traits: ["Porting"])`
    """)
#endif
