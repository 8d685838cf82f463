import Foundation
import Testing

/// Every Swift block of the README and of the DocC articles compiles: each lies, character
/// for character, in a file of a `DocSnippets` folder of a test target, which the test
/// build compiles, so a snippet that no longer builds, or that was edited in the document
/// and not in its file, fails here. The README's `Package.swift`, which no test target
/// can compile, is built by `.ci/readme-consumer` in a package of its own.
@Suite struct DocumentationSnippetTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Files under `folder` of the repository whose path satisfies `include`, by path
    /// relative to the repository, with their text.
    static func files(under folder: String, where include: (String) -> Bool) throws -> [(path: String, text: String)] {
        let root = repository.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [(path: String, text: String)] = []
        for case let url as URL in walk {
            let path = folder + "/" + url.path.dropFirst(root.path.count + 1)
            guard include(path) else { continue }
            found.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The README and every article of every module's catalog.
    static func documents() throws -> [(path: String, text: String)] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        return try [("README.md", readme)] + files(under: "Sources") { $0.contains(".docc/") && $0.hasSuffix(".md") }
    }

    /// The compiled files the documents' snippets live in.
    static func snippetFiles() throws -> [(path: String, text: String)] {
        try files(under: "Tests") { $0.contains("/DocSnippets/") && $0.hasSuffix(".swift") }
    }

    /// The bodies of a document's ```` ```swift ```` blocks.
    static func swiftBlocks(in text: String) -> [String] {
        text.components(separatedBy: "\n```swift\n").dropFirst().map { $0.components(separatedBy: "\n```").first! + "\n" }
    }

    /// Manifests no test target compiles: the README's, which `.ci/readme-consumer` builds,
    /// and the porting article's, which is the CardApp fixture's with Touchstone by URL
    /// (`.ci/run` builds the fixture).
    static let manifestDocuments: Set<String> = ["README.md", "Sources/Touchstone/Touchstone.docc/TestingiOSGesturesOnLinux.md"]

    /// The porting fixture's files, which `.ci/run` compiles through the plugin: the porting
    /// article shows them.
    static func fixtureFiles() throws -> [(path: String, text: String)] {
        try files(under: "Tests/PortingFixtures") { !$0.contains("/.build/") && $0.hasSuffix(".swift") && !$0.hasSuffix("/Package.swift") }
    }

    @Test func everySwiftBlockIsInACompiledFile() throws {
        let snippets = try Self.snippetFiles() + Self.fixtureFiles()
        var checked = 0
        for document in try Self.documents() {
            for (index, block) in Self.swiftBlocks(in: document.text).enumerated() {
                if block.hasPrefix("// swift-tools-version") {
                    #expect(Self.manifestDocuments.contains(document.path), "\(document.path): a manifest no check builds")
                    continue
                }
                checked += 1
                #expect(snippets.contains { $0.text.contains(block) },
                        "\(document.path), swift block \(index + 1), is in no file of a DocSnippets folder:\n\(block)")
            }
        }
        #expect(checked > 0, "no swift block found: the documents moved?")
    }

    /// A snippet file that no document shows any more is dead code.
    @Test func everySnippetFileIsShown() throws {
        let blocks = try Self.documents().flatMap { Self.swiftBlocks(in: $0.text) }
        let snippets = try Self.snippetFiles()
        #expect(!snippets.isEmpty)
        for snippet in snippets {
            #expect(blocks.contains { snippet.text.contains($0) }, "\(snippet.path) holds no document's swift block")
        }
    }

    /// The README's gesture test is a file of its own, as a newcomer copies it.
    @Test func theReadmeShowsACompleteGestureTest() throws {
        let readme = try Self.documents()[0]
        let tests = Self.swiftBlocks(in: readme.text).filter { $0.hasPrefix("import Testing\n") }
        #expect(tests.count == 1)
        let file = try Self.snippetFiles().first { $0.path.hasSuffix("/ReadmeGestureTests.swift") }
        #expect(tests.first.map { file?.text.hasSuffix($0) ?? false } == true)
    }
}
