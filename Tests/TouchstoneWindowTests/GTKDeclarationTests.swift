import Foundation
import Testing

#if GTK
/// The GTK declarations TouchstoneGTK calls through (Sources/CGTK4/shim.h) are GTK's own:
/// `check.c`, compiled against GTK's headers, asserts each function's type and each
/// constant's value, so a declaration that drifted from GTK fails here rather than at run
/// time.
@Suite struct GTKDeclarationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CGTK4")

    /// Every declaration of the shim matches GTK's headers
    @Test func theShimDeclaresWhatGTKDeclares() throws {
        let flagsFile = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-gtk-cflags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: flagsFile) }
        try #require(ChildProcess(["pkg-config", "--cflags", "gtk4"], output: flagsFile).wait() == 0, "pkg-config knows no gtk4")
        let flags = try String(contentsOf: flagsFile, encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)
        let arguments = ["cc", "-fsyntax-only"] + flags + [Self.folder.appendingPathComponent("check.c").path]
        #expect(try ChildProcess(arguments).wait() == 0, "\(arguments.joined(separator: " ")) failed: a declaration of shim.h is not GTK's")
    }
}
#endif
