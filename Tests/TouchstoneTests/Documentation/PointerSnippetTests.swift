// Like the other documentation examples, this imports only what an app ported from iOS
// imports.
import Testing
import Touchstone

/// The Pointer, trackpad and pencil article's example (`DocSnippets/PointerSnippet.swift`)
/// does what its comments say.
@MainActor
@Suite struct PointerSnippetTests {
    /// R-P3, R-P4, R-P5: hover, a wheel scroll and a right click on a list.
    @Test func hoverWheelAndRightClick() {
        let library = Library()
        library.viewDidLoad()
        browse(library)
        #expect(library.list.contentOffset == CGPoint(x: 0, y: 40))
        // The right click lands at (400, 300) in the window, 40 points down the scrolled list.
        #expect(library.log == ["hover began", "hover ended", "menu at \(CGPoint(x: 400, y: 340))"])
    }
}
