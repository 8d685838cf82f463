#if Porting
import Foundation
import Testing
@testable import TouchstonePorting

/// `touchstone port --report` (issue 55): the UIKit-family names an app uses that
/// Touchstone does not declare, on files whose missing names are known by construction.
@Suite struct PortReportTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A module's public API, small enough to know its index by heart.
    static let module = """
        open class UIView: UIResponder {
            public init(frame: CGRect) {}
            open func layoutSubviews() {}
            open var alpha: CGFloat = 1
            func internalWork() {}
            public struct AutoresizingMask: OptionSet { public static let flexibleWidth = AutoresizingMask() }
        }
        open class UIControl: UIView {
            public struct Event { public static let touchUpInside = Event() }
            open func sendActions(for events: Event) {}
        }
        public enum UIGestureRecognizerState { case began, ended }
        public protocol UIGestureRecognizerDelegate { func gestureRecognizerShouldBegin() -> Bool }
        public extension UIView { func addSubview(_ view: UIView) {} }
        extension UIColor { public static var red: UIColor { UIColor() } }
        public final class UIColor {}
        class Hidden {}
        @_spi(Fuzzing) public class UIFuzzHook {}
        public func UIGraphicsGetCurrentContext() {}
        """

    @Test func theIndexHoldsThePublicNamesOnly() {
        let index = DeclarationIndex(sources: [Self.module])
        #expect(index.names == ["UIView", "UIView.AutoresizingMask", "UIControl", "UIControl.Event", "UIGestureRecognizerState",
                                "UIGestureRecognizerDelegate", "UIColor", "UIGraphicsGetCurrentContext"])
        #expect(index.members["UIView"] == ["init", "layoutSubviews", "alpha", "AutoresizingMask", "addSubview"])
        #expect(index.members["UIControl"] == ["Event", "sendActions"])
        #expect(index.members["UIGestureRecognizerState"] == ["began", "ended"])
        #expect(index.members["UIGestureRecognizerDelegate"] == ["gestureRecognizerShouldBegin"])
        #expect(index.members["UIColor"] == ["red"])
        #expect(index.supertypes["UIControl"] == ["UIView"])
        #expect(index.supertypes["UIView.AutoresizingMask"] == ["OptionSet"])
        // Members are found through the types a type inherits from.
        #expect(index.declares(member: "layoutSubviews", in: "UIControl"))
        #expect(index.declares("UIControl.AutoresizingMask"))
        #expect(!index.declares("Hidden") && !index.declares("UIFuzzHook") && !index.declares(member: "internalWork", in: "UIView"))
        // The text form reads back to the same index.
        #expect(DeclarationIndex(text: index.text) == index)
    }

    /// Three files of an app, with the names each lacks written beside it.
    static let app: [(path: String, text: String)] = [
        ("App/CardView.swift", """
            import UIKit

            class CardView: UIView {
                let table = UITableView()                     // missing: UITableView
                override func layoutSubviews() {}
                override func draw(_ rect: CGRect) {}         // missing: UIView.draw
                func fade() {
                    alpha = 0.5
                    backgroundColor = UIColor.red.withAlphaComponent(0.5)
                    UIView.animate(withDuration: 0.3) {}      // missing: UIView.animate
                    UIView.animate(withDuration: 0.1) {}      // missing: UIView.animate, a second use
                }
            }
            """),
        ("App/Rating.swift", """
            import UIKit

            final class StarControl: BaseControl {
                override func draw(_ rect: CGRect) {}         // missing: UIControl.draw, through BaseControl
                func rows() -> [UITableView] { [] }           // missing: UITableView
                func pink() -> UIColor { UIColor.systemPink } // missing: UIColor.systemPink
            }
            class BaseControl: UIControl {
                func fire() { sendActions(for: UIControl.Event.touchUpInside) }
                let mask: UIView.AutoresizingMask = .flexibleWidth
                var state: UIGestureRecognizerState = .began
                let path = CGRect.zero
                let label = UILabelHelper()
            }
            class UILabelHelper: NSObject {}
            """),
        ("App/Plain.swift", """
            import UIKit

            final class Plain: UIView, UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin() -> Bool { UIGraphicsGetCurrentContext(); return true }
            }
            """),
    ]

    @Test func theReportListsEachMissingNameWithItsPlaces() {
        let report = PortReport.make(Self.app, index: DeclarationIndex(sources: [Self.module]))
        // Most files first, then most uses, then by name.
        #expect(report.missing.map(\.name) == ["UITableView", "UIView.animate", "UIColor.systemPink", "UIControl.draw", "UIView.draw"])
        #expect(report.missing.map(\.files) == [2, 1, 1, 1, 1])
        #expect(report.missing.map(\.uses) == [2, 2, 1, 1, 1])
        #expect(report.missing[0].places == ["App/CardView.swift:4", "App/Rating.swift:5"])
        #expect(report.missing[1].places == ["App/CardView.swift:10", "App/CardView.swift:11"])
        #expect(report.missing[2].places == ["App/Rating.swift:6"])
        #expect(report.missing[3].places == ["App/Rating.swift:4"])
        #expect(report.missing[4].places == ["App/CardView.swift:6"])
        #expect(report.filesWithMissingNames == ["App/CardView.swift", "App/Rating.swift"])
        #expect(report.compilingFiles == 1)
        #expect(report.compilingPercent == 33)
    }

    @Test func theTextAndTheJSONSayTheSame() throws {
        let report = PortReport.make(Self.app, index: DeclarationIndex(sources: [Self.module]))
        #expect(report.text.hasPrefix("1 of 3 files (33 %) use only UIKit names Touchstone declares\n5 missing names, most files first:\n"
            + "  UITableView: 2 files, 2 uses\n    App/CardView.swift:4\n    App/Rating.swift:5\n"), "\(report.text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "touchstone-port-report")
        #expect(json["files"] as? Int == 3)
        #expect(json["compilingFiles"] as? Int == 1)
        let missing = try #require(json["missing"] as? [[String: Any]])
        #expect(missing.map { $0["name"] as? String } == report.missing.map(\.name))
        #expect(missing.first?["places"] as? [String] == ["App/CardView.swift:4", "App/Rating.swift:5"])
        #expect(missing.first?["uses"] as? Int == 2)
    }

    @Test func namesTouchstoneCannotDeclareAreMissingAgainstItsIndex() {
        // Names no framework has, beside names Touchstone has declared since 0.1.0.
        let report = PortReport.make([("A.swift", """
            import UIKit
            class A: UIView {
                let holo = UIHolographicView()
                override func levitate() {}
                func go() { addSubview(UIView(frame: .zero)); UIView.teleport(); _ = UIColor.octarine }
                let tap = UITapGestureRecognizer()
            }
            """)])
        #expect(report.missing.map(\.name) == ["UIColor.octarine", "UIHolographicView", "UIView.levitate", "UIView.teleport"])
        #expect(report.compilingFiles == 0)
    }

    /// The porting fixture's iOS files compile against Touchstone (CI builds them through
    /// the plugin), so nothing they use is missing.
    @Test func theFixturesFilesLackNothing() throws {
        let folder = Self.repository.appendingPathComponent("Tests/PortingFixtures/CardApp/Sources/CardUI")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == 16)
        let report = PortReport.make(try files.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
        #expect(report.missing.map(\.name) == [], "\(report.text)")
        #expect(report.compilingPercent == 100)
    }

    /// The embedded index is what Touchstone's sources declare now, with the geometry
    /// target it re-exports.
    @Test func theEmbeddedIndexIsTouchstonesSources() throws {
        var files: [URL] = []
        for folder in ["Sources/Touchstone", "Sources/TouchstoneGeometry"] {
            let root = Self.repository.appendingPathComponent(folder)
            let walk = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in walk where url.pathExtension == "swift" { files.append(url) }
        }
        let index = DeclarationIndex(sources: try files.map { try String(contentsOf: $0, encoding: .utf8) })
        // Both folders were found and read: UIKit's central classes and CoreGraphics' paths are there.
        #expect(["UIView", "UIWindow", "UIGestureRecognizer", "UIScrollView", "NSLayoutConstraint", "CGPath",
                 "CGAffineTransform"].allSatisfy(index.names.contains))
        if ProcessInfo.processInfo.environment["TOUCHSTONE_UPDATE_DECLARATIONS"] == "1" {
            let file = Self.repository.appendingPathComponent("Sources/TouchstonePorting/TouchstoneDeclarations.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            let start = try #require(text.range(of: "DeclarationIndex(text: #\"\"\"\n"))
            let end = try #require(text.range(of: "\"\"\"#)", range: start.upperBound..<text.endIndex))
            try (text[..<start.upperBound] + index.text + text[end.lowerBound...]).write(to: file, atomically: true, encoding: .utf8)
        } else {
            #expect(DeclarationIndex.touchstone == index,
                    "TouchstoneDeclarations.swift is stale: TOUCHSTONE_UPDATE_DECLARATIONS=1 swift test --traits Porting --filter PortReportTests")
        }
    }

    /// Every Foundation name the report takes as present exists on Linux.
    @Test func foundationsNamesExist() {
        let types: [(String, Any.Type)] = [
            ("CGFloat", CGFloat.self), ("CGPoint", CGPoint.self), ("CGSize", CGSize.self), ("CGRect", CGRect.self),
            ("CGRectEdge", CGRectEdge.self),
            ("NSObject", NSObject.self), ("NSObjectProtocol", (any NSObjectProtocol).self), ("NSCoder", NSCoder.self),
            ("NSCoding", (any NSCoding).self), ("NSSecureCoding", (any NSSecureCoding).self), ("NSCopying", (any NSCopying).self),
            ("NSString", NSString.self), ("NSNumber", NSNumber.self), ("NSValue", NSValue.self), ("NSArray", NSArray.self),
            ("NSDictionary", NSDictionary.self), ("NSSet", NSSet.self), ("NSData", NSData.self), ("NSDate", NSDate.self),
            ("NSURL", NSURL.self), ("NSError", NSError.self), ("NSRange", NSRange.self),
            ("NSAttributedString", NSAttributedString.self), ("NSMutableAttributedString", NSMutableAttributedString.self),
            ("NSMutableString", NSMutableString.self), ("NSMutableArray", NSMutableArray.self),
            ("NSMutableDictionary", NSMutableDictionary.self), ("NSIndexPath", NSIndexPath.self), ("NSIndexSet", NSIndexSet.self),
            ("NSLock", NSLock.self), ("NSRecursiveLock", NSRecursiveLock.self), ("NSCache", NSCache<NSString, NSString>.self),
            ("NSNull", NSNull.self), ("NSPredicate", NSPredicate.self), ("NSRegularExpression", NSRegularExpression.self),
            ("NSSortDescriptor", NSSortDescriptor.self), ("NSNotification", NSNotification.self), ("NSTimeZone", NSTimeZone.self),
            ("NSLocale", NSLocale.self), ("NSUUID", NSUUID.self), ("NSDecimalNumber", NSDecimalNumber.self),
        ]
        _ = (NSNotFound, NSLocalizedString("a", comment: ""), NSMakeRange(0, 1), NSStringFromClass(NSObject.self),
             NSClassFromString("NSObject") as Any)
        let functions: Set<String> = ["NSNotFound", "NSLocalizedString", "NSMakeRange", "NSStringFromClass", "NSClassFromString"]
        #expect(Set(types.map(\.0)).union(functions) == PortReport.foundationNames)
    }
}
#endif
