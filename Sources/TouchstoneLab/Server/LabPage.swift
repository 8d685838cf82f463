import Foundation

/// The page's files (HTML, CSS, JavaScript), shipped as the package's resources and read
/// once at start: the server reads no other file for them, and the page fetches nothing
/// from elsewhere.
struct LabPage: Sendable {
    /// One file the server serves.
    struct File: Sendable {
        let path: String
        let contentType: String
        let text: String
    }

    let files: [File]

    static func load() throws -> LabPage {
        let names: [(resource: String, ext: String, path: String, type: String)] = [
            ("index", "html", "/", "text/html; charset=utf-8"),
            ("lab", "css", "/lab.css", "text/css; charset=utf-8"),
            ("lab", "js", "/lab.js", "text/javascript; charset=utf-8"),
        ]
        return LabPage(files: try names.map { name in
            guard let url = Bundle.module.url(forResource: name.resource, withExtension: name.ext, subdirectory: "Page") else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Page/\(name.resource).\(name.ext)"])
            }
            return File(path: name.path, contentType: name.type, text: try String(contentsOf: url, encoding: .utf8))
        })
    }
}
