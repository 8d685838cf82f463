import Foundation
import Testing
import Touchstone
@testable import TouchstoneTesting

/// Gestures aimed at a view or an accessibility identifier (issue 55): where they land,
/// and each refusal, with a message naming the view and the reason.
@MainActor
@Suite struct TouchTargetTests {
    /// A 300 × 400 window holding a card (20, 40, 200, 100) with a like button
    /// (120, 60, 60, 30) inside it: the button's center in the window is (170, 115).
    @MainActor final class Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        let like = UIView(frame: CGRect(x: 120, y: 60, width: 60, height: 30))
        let tap = UITapGestureRecognizer()
        var taps: [CGPoint] = []

        init() {
            card.accessibilityIdentifier = "card"
            like.accessibilityIdentifier = "like"
            window.addSubview(card)
            card.addSubview(like)
            tap.addAction { [unowned self] recognizer in taps.append(recognizer.location(in: nil)) }
            like.addGestureRecognizer(tap)
        }
    }

    @Test func aTapByIdentifierLandsAtTheViewsCenter() throws {
        let screen = Screen()
        let fingers = TouchSimulator(window: screen.window)
        #expect(try fingers.hitPoint(of: "like") == CGPoint(x: 170, y: 115))
        try fingers.tap("like")
        #expect(screen.taps == [CGPoint(x: 170, y: 115)])
        try fingers.tap(.view(screen.like))
        #expect(screen.taps.count == 2)
        #expect(fingers.isHittable("like"))
        #expect(try fingers.view(withAccessibilityIdentifier: "card") === screen.card)
    }

    @Test func thePointIsTheCenterOfTheVisiblePart() throws {
        let screen = Screen()
        // The card clips: the button, moved to straddle its right edge (card x 20…220),
        // shows only from x 190 to 220 of the window; the tap lands in that part's middle.
        screen.card.clipsToBounds = true
        screen.like.frame = CGRect(x: 170, y: 60, width: 60, height: 30)
        let fingers = TouchSimulator(window: screen.window)
        #expect(try fingers.hitPoint(of: "like") == CGPoint(x: 205, y: 115))
        // The window's edge cuts the same way: a view from x 280 to 340 shows to x 300.
        let edge = UIView(frame: CGRect(x: 280, y: 300, width: 60, height: 20))
        screen.window.addSubview(edge)
        #expect(try fingers.hitPoint(of: .view(edge)) == CGPoint(x: 290, y: 310))
    }

    @Test func everyGestureTakesATarget() throws {
        let screen = Screen()
        let fingers = TouchSimulator(window: screen.window)
        var starts: [CGPoint] = []
        fingers.inputObserver = { inputs, _ in
            starts += inputs.filter { $0.phase == .began }.compactMap(\.location)
        }
        try fingers.longPress("like")
        try fingers.drag("like", by: CGVector(dx: 10, dy: 0))
        try fingers.drag("like", to: "card")
        try fingers.flick("like", by: CGVector(dx: 0, dy: 30))
        try fingers.swipe(.left, on: "like")
        try fingers.stroke(along: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)], in: "like")
        #expect(starts == Array(repeating: CGPoint(x: 170, y: 115), count: 5) + [CGPoint(x: 140, y: 100)])
        starts = []
        try fingers.pinch("like", fromDistance: 100, toDistance: 120)   // lands 8 pt short: 92 apart
        try fingers.rotate("like", by: 0.5, radius: 40)
        #expect(starts == [CGPoint(x: 124, y: 115), CGPoint(x: 216, y: 115), CGPoint(x: 210, y: 115), CGPoint(x: 130, y: 115)])
        let click = try fingers.click("like")
        #expect(click.location(in: nil) == CGPoint(x: 170, y: 115))
    }

    // MARK: Refusals

    /// The error `body` throws, and its message.
    func refusal(_ body: () throws(TouchTargetError) -> Void) -> (TouchTargetError?, String) {
        do { try body(); return (nil, "") } catch { return (error, error.description) }
    }

    @Test func aMissingIdentifierIsNamed() {
        let screen = Screen()
        let fingers = TouchSimulator(window: screen.window)
        var sent = 0
        fingers.inputObserver = { _, _ in sent += 1 }
        let (error, message) = refusal { () throws(TouchTargetError) in try fingers.tap("share") }
        #expect(error == .notFound(identifier: "share"))
        #expect(message == #"no view in the window has accessibilityIdentifier "share""#)
        #expect(sent == 0)
    }

    @Test func twoViewsWithOneIdentifierAreBothNamed() {
        let screen = Screen()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        other.accessibilityIdentifier = "like"
        screen.window.addSubview(other)
        let (error, message) = refusal { () throws(TouchTargetError) in try TouchSimulator(window: screen.window).tap("like") }
        #expect(error == .ambiguous(identifier: "like", views: [#"UIView "like""#, #"UIView "like""#]))
        #expect(message == #"2 views in the window have accessibilityIdentifier "like": UIView "like", UIView "like""#)
    }

    @Test func aViewOfAnotherWindowIsRefused() {
        let screen = Screen()
        let stray = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (error, message) = refusal { () throws(TouchTargetError) in try TouchSimulator(window: screen.window).tap(.view(stray)) }
        #expect(error == .notInWindow(view: "UIView at (0, 0, 10, 10)"))
        #expect(message == "UIView at (0, 0, 10, 10) is not in the simulator's window")
    }

    @Test func aHiddenViewOrAncestorIsNamed() {
        let screen = Screen()
        let fingers = TouchSimulator(window: screen.window)
        screen.like.isHidden = true
        var (error, message) = refusal { () throws(TouchTargetError) in try fingers.tap("like") }
        #expect(error == .hidden(view: #"UIView "like""#, by: #"UIView "like""#))
        #expect(message == #"UIView "like" is hidden (isHidden)"#)
        screen.like.isHidden = false
        screen.card.isHidden = true
        (error, message) = refusal { () throws(TouchTargetError) in try fingers.tap("like") }
        #expect(message == #"UIView "like" is hidden: its ancestor UIView "card" has isHidden set"#)
        #expect(!fingers.isHittable("like"))
    }

    @Test func aViewThatRefusesTouchesIsNotHittable() {
        let screen = Screen()
        let fingers = TouchSimulator(window: screen.window)
        screen.card.isUserInteractionEnabled = false
        var (error, message) = refusal { () throws(TouchTargetError) in try fingers.tap("like") }
        #expect(error == .notHittable(view: #"UIView "like""#, by: #"UIView "card""#, reason: "isUserInteractionEnabled false"))
        #expect(message == #"UIView "like" is not hittable: its ancestor UIView "card" has isUserInteractionEnabled false"#)
        screen.card.isUserInteractionEnabled = true
        screen.like.alpha = 0.005
        (error, message) = refusal { () throws(TouchTargetError) in try fingers.tap("like") }
        #expect(message == #"UIView "like" is not hittable: alpha 0.005, below 0.01"#)
        // 0.01 itself is hittable, as UIKit's hit test takes it (R-H1).
        screen.like.alpha = 0.01
        #expect(fingers.isHittable("like"))
        #expect(screen.taps.isEmpty)
    }

    @Test func aViewOutsideTheWindowIsRefused() {
        let screen = Screen()
        screen.card.frame.origin = CGPoint(x: 400, y: 40)
        let (error, message) = refusal { () throws(TouchTargetError) in try TouchSimulator(window: screen.window).tap("like") }
        #expect(error == .outsideWindow(view: #"UIView "like""#, frame: CGRect(x: 520, y: 100, width: 60, height: 30),
                                        window: CGRect(x: 0, y: 0, width: 300, height: 400)))
        #expect(message == #"UIView "like" is outside the window: its frame (520, 100, 60, 30) does not meet the window's bounds (0, 0, 300, 400)"#)
    }

    @Test func aViewClippedAwayNamesTheClippingAncestor() {
        let screen = Screen()
        screen.card.clipsToBounds = true
        screen.like.frame.origin = CGPoint(x: 210, y: 60)  // right of the card's 200 pt
        let (error, message) = refusal { () throws(TouchTargetError) in try TouchSimulator(window: screen.window).tap("like") }
        #expect(error == .clipped(view: #"UIView "like""#, by: #"UIView "card""#))
        #expect(message == #"UIView "like" is not visible: it lies outside UIView "card", which clips to its bounds"#)
    }

    @Test func aCoveredViewNamesTheViewOnTop() {
        let screen = Screen()
        let banner = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        banner.accessibilityIdentifier = "banner"
        screen.window.addSubview(banner)
        let fingers = TouchSimulator(window: screen.window)
        var (error, message) = refusal { () throws(TouchTargetError) in try fingers.tap("like") }
        #expect(error == .covered(view: #"UIView "like""#, point: CGPoint(x: 170, y: 115), by: #"UIView "banner""#))
        #expect(message == #"UIView "like" is covered at (170, 115): a touch there lands on UIView "banner""#)
        // A view with no identifier on top is named by its frame.
        banner.accessibilityIdentifier = nil
        (error, message) = refusal { () throws(TouchTargetError) in try fingers.tap("like") }
        #expect(message == #"UIView "like" is covered at (170, 115): a touch there lands on UIView at (0, 100, 300, 40)"#)
        #expect(screen.taps.isEmpty)
    }
}
