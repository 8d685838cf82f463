#if Porting
import Testing
@testable import TouchstonePorting

/// Imports, Objective-C attributes and `#if` conditions: what makes an iOS file's
/// declarations compile on Linux, where Swift has no Objective-C runtime.
@Suite struct DeclarationRewriteTests {
    @Test func uikitImportsBecomeTouchstone() {
        let source = """
            import UIKit
            @preconcurrency import UIKit.UIGestureRecognizerSubclass
            import CoreGraphics
            import QuartzCore
            import Foundation
            import os.log
            """
        let expected = """
            import Touchstone
            import Touchstone
            import Foundation
            import Foundation
            import Foundation
            import os.log
            """
        #expect(SourcePort.port(source, file: "f.swift").text == expected)
    }

    // R-PT2: cells' initializers are required on Touchstone, and the data source methods
    // whose presence UIKit checks become marker conformances.
    @Test func tableViewDeclarationsGainWhatTouchstoneDeclaresDifferently() {
        let source = """
            final class NoteCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Header: UITableViewHeaderFooterView {
                required override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            }
            extension NotesController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
                func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            }
            final class Reorderer {
                func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            }
            final class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            final class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            extension GridController: UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            }
            """
        let expected = """
            final class NoteCell: UITableViewCell {
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Header: UITableViewHeaderFooterView {
                required override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            }
            extension NotesController: UITableViewDataSource, UITableViewDataSourceRowEditing, UITableViewDataSourceRowMoving {
                func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
                func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            }
            final class Reorderer: UITableViewDataSourceRowMoving {
                func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            }
            final class PhotoCell: UICollectionViewCell {
                required init(frame: CGRect) { super.init(frame: frame) }
            }
            final class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            extension GridController: UICollectionViewDataSource, UICollectionViewDataSourceItemMoving {
                func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
            }
            """
        #expect(SourcePort.port(source, file: "f.swift").text == expected)
    }

    @Test func objectiveCAttributesAreRemovedWithTheirSpaces() {
        let source = """
            @objcMembers
            @objc(CardController) final class CardController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private var cards: [UIView]!
                @IBInspectable var radius: CGFloat = 4
                @objc dynamic var progress = 0.0
                dynamic var replaceable = 1
                @objc(flipCard:) func flip(_ sender: Any) {}
                @IBAction func done(_ sender: UIButton) {}
                @objc
                private func refresh() {}
                @nonobjc func swiftOnly() {}
            }
            @objc protocol CardDelegate {}
            """
        let expected = """

            final class CardController: UIViewController {
                weak var titleLabel: UILabel!
                private var cards: [UIView]!
                var radius: CGFloat = 4
                var progress = 0.0
                dynamic var replaceable = 1
                func flip(_ sender: Any) {}
                func done(_ sender: UIButton) {}

                private func refresh() {}
                func swiftOnly() {}
            }
            protocol CardDelegate {}
            """
        #expect(SourcePort.port(source, file: "f.swift").text == expected)
    }

    /// The ported file is the iOS build: iOS conditions true, other platforms false, the
    /// rest left to the compiler.
    @Test func conditionalCompilationReadsAsOnIOS() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #endif
            #if os(iOS) || targetEnvironment(macCatalyst)
            let platform = "iOS"
            #elseif os(Linux)
            let platform = "Linux"
            #endif
            #if DEBUG && !os(tvOS) && canImport(UIKit.UIGestureRecognizerSubclass) && canImport(Combine)
            #endif
            """
        let expected = """
            #if true
            import Touchstone
            #elseif false
            import AppKit
            #endif
            #if true || targetEnvironment(macCatalyst)
            let platform = "iOS"
            #elseif false
            let platform = "Linux"
            #endif
            #if DEBUG && !false && true && canImport(Combine)
            #endif
            """
        #expect(SourcePort.port(source, file: "f.swift").text == expected)
    }

    /// Every output line is the port of the same input line, at the same number: with a
    /// source location path the directive takes the first line's place and maps the rest
    /// back to the original file, and a first-line import moves to the end (it applies to
    /// the whole file), so that the compiler's excerpt under an error is numbered as the
    /// error is.
    @Test func linesKeepTheirNumbersAndTheDirectiveNamesTheOriginal() {
        let source = "import UIKit\n\n@objc\nclass A: NSObject {\n    @objc func go() {}\n}\n"
        let ported = SourcePort.port(source, file: "A.swift", sourceLocationPath: "/app/Sources/Card UI/\"A\".swift")
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == #"#sourceLocation(file: "/app/Sources/Card UI/\"A\".swift", line: 2)"#)
        #expect(Array(lines.dropFirst()) == ["", "", "class A: NSObject {", "    func go() {}", "}", "import Touchstone", ""])
    }

    /// A first line that is a comment gives its place to the directive; any other code keeps
    /// its own, below the directive.
    @Test func theDirectiveTakesACommentsPlaceOrGoesAbove() {
        let commented = SourcePort.port("// A.swift\nlet a = 1\n", file: "A.swift", sourceLocationPath: "/A.swift")
        #expect(commented.text == "#sourceLocation(file: \"/A.swift\", line: 2)\nlet a = 1\n")
        let code = SourcePort.port("let a = 1\n", file: "A.swift", sourceLocationPath: "/A.swift")
        #expect(code.text == "#sourceLocation(file: \"/A.swift\", line: 1)\nlet a = 1\n")
    }

    @Test func changesAreListedAtTheirInputPlaces() {
        let source = "import UIKit\nclass A {\n    @objc func go() {}\n    let s = #selector(go)\n}\n"
        let changes = SourcePort.port(source, file: "A.swift").changes.map(\.description)
        #expect(changes == [
            "1:1: import UIKit → import Touchstone",
            "3:5: removed @objc",
            #"4:13: #selector(go) → Selector("go", A.go)"#,
        ])
    }

    /// Porting is deterministic, and its output is a fixed point: porting it again changes
    /// nothing, so nothing Objective-C is left behind.
    @Test func portingIsDeterministicAndIdempotent() {
        let source = """
            import UIKit
            #if os(iOS)
            @objcMembers class A: UIView {
                @objc dynamic var x = 0
                lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                @IBAction func tapped(_ r: UITapGestureRecognizer) {}
            }
            #endif
            """
        let first = SourcePort.port(source, file: "A.swift")
        #expect(first == SourcePort.port(source, file: "A.swift"))
        let second = SourcePort.port(first.text, file: "A.swift")
        #expect(second.text == first.text)
        #expect(second.changes.isEmpty)
        #expect(second.problems.isEmpty)
    }
}
#endif
