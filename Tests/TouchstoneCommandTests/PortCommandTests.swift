#if Porting
import Foundation
import Testing

/// `touchstone port`, run as a user runs it: the ported files land in the output folder
/// with every line in place, the changes are printed per file, and what cannot be
/// translated is printed as a compiler-style error and fails the run.
@Suite struct PortCommandTests {
    @Test func portsFilesAndPrintsChangesAndProblems() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clean = directory.appendingPathComponent("Card.swift")
        try "import UIKit\nclass Card: UIView {\n    @objc func flip() {}\n}\n".write(to: clean, atomically: true, encoding: .utf8)
        let dirty = directory.appendingPathComponent("Legacy.swift")
        try "class Legacy: NSObject {\n    func go() { performSelector(inBackground: #selector(Legacy.go), with: nil) }\n}\n"
            .write(to: dirty, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("ported")

        let run = try KeyboardCommandTests.run(["port", clean.path, dirty.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(try String(contentsOf: output.appendingPathComponent("Card.swift"), encoding: .utf8)
            == "import Touchstone\nclass Card: UIView {\n    func flip() {}\n}\n")
        #expect(run.output.contains("\(clean.path) → \(output.path)/Card.swift: 2 changes\n  1:1: import UIKit → import Touchstone\n  3:5: removed @objc\n"))
        // The selector inside is still translated; the background send is reported at its place.
        #expect(try String(contentsOf: output.appendingPathComponent("Legacy.swift"), encoding: .utf8)
            .contains(#"performSelector(inBackground: Selector("go", Legacy.go), with: nil)"#))
        #expect(run.error.contains("\(dirty.path):2:17: error: performSelector(inBackground:with:) sends a message on a background thread"))
    }

    @Test func refusesTwoFilesOfTheSameName() throws {
        let run = try KeyboardCommandTests.run(["port", "a/View.swift", "b/View.swift", "--output", "/tmp/unused"])
        #expect(run.status != 0)
        #expect(run.error.contains("two files are named View.swift"))
    }
}
#endif
