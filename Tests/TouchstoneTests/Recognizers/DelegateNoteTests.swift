import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// The note a recognizer writes to standard error when its delegate's class inherits its
/// adoption of `UIGestureRecognizerDelegate` (issue 42): documented as a one-time note, it
/// must come once however many recognizers and windows share such a delegate, and never
/// for a subclass of Touchstone's own adopter, `UIScrollView`, whose subclass has nothing
/// to declare in a superclass it cannot edit. Judged on what a developer sees: the text
/// written to standard error.
@MainActor
@Suite(.serialized) struct DelegateNoteTests {
    /// Adopts the protocol and declares nothing, as an app's base view controller might.
    private class AdoptingScreen: UIGestureRecognizerDelegate {}
    /// Inherits the adoption and declares nothing either.
    private final class PhotoScreen: AdoptingScreen {}
    /// A scroll view subclass that declares nothing.
    private final class Gallery: UIScrollView {}

    // A one-time note: nine recognizers in three windows share a PhotoScreen delegate; each
    // recognizer asks it questions PhotoScreen leaves to the protocol's defaults.
    @Test func theInheritedAdoptionNoteIsWrittenOnce() throws {
        let delegate = PhotoScreen()
        let written = try standardError {
            for _ in 0..<3 {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                for recognizer in [UITapGestureRecognizer(), UIPanGestureRecognizer(), UILongPressGestureRecognizer()] {
                    recognizer.delegate = delegate
                    window.addGestureRecognizer(recognizer)
                }
                let fingers = TouchSimulator(window: window)
                fingers.tap(at: CGPoint(x: 100, y: 100))
                fingers.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100))
                fingers.settle()
            }
        }
        let notes = written.components(separatedBy: "Touchstone: PhotoScreen,").count - 1
        #expect(notes == 1, "written \(notes) times:\n\(written)")
        #expect(written.contains("inherits UIGestureRecognizerDelegate from AdoptingScreen"))
    }

    // No note for a scroll view subclass that declares nothing: the scroll view is the
    // delegate of its own recognizers, and its subclass overrides its open methods.
    @Test func aScrollViewSubclassIsNotNoted() throws {
        let written = try standardError {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let gallery = Gallery(frame: window.bounds)
            gallery.contentSize = CGSize(width: 400, height: 3000)
            window.addSubview(gallery)
            let fingers = TouchSimulator(window: window)
            fingers.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200))
            fingers.pinch(at: CGPoint(x: 200, y: 400))
            fingers.settle()
        }
        #expect(!written.contains("Touchstone: Gallery"), "\(written)")
    }

    /// What `body` writes to standard error (file descriptor 2), which is then written on
    /// to it, so that nothing another test writes meanwhile is lost.
    private func standardError(_ body: () throws -> Void) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-stderr-\(UUID().uuidString)")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        let saved = dup(2)
        dup2(file.fileDescriptor, 2)
        do {
            try body()
        } catch {
            dup2(saved, 2)
            throw error
        }
        dup2(saved, 2)
        close(saved)
        try file.close()
        let data = try Data(contentsOf: url)
        FileHandle.standardError.write(data)
        return String(decoding: data, as: UTF8.self)
    }
}
