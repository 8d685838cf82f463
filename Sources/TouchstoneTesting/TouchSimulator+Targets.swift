import Foundation
import Touchstone

/// What a gesture is aimed at: a view, or the `accessibilityIdentifier` of a view in the
/// simulator's window, as XCUITest's queries (`app.buttons["like"]`), KIF's
/// `tapView(withAccessibilityIdentifier:)` and Hammer's `fingerTap(at: "like")` find it.
///
/// A string literal is an identifier: `try fingers.tap("like")`; a view is
/// `.view(likeButton)`.
public enum TouchTarget: ExpressibleByStringLiteral {
    /// This view.
    case view(UIView)
    /// The one view in the window whose `accessibilityIdentifier` is this string.
    case identifier(String)

    /// The identifier `value`.
    public init(stringLiteral value: String) {
        self = .identifier(value)
    }
}

/// Why a gesture aimed at a view (a ``TouchTarget``) was not played: the view could not be
/// found, or a finger at its hit point would not reach it. Nothing was sent.
///
/// Each case names the view as `Type "identifier"` (or `Type at (x, y, width, height)`, its
/// frame in the window, when it has no identifier) and, where another view is the cause,
/// that view too; ``description`` is one line saying both.
public enum TouchTargetError: Error, Equatable, CustomStringConvertible {
    /// No view in the window has this `accessibilityIdentifier`.
    case notFound(identifier: String)
    /// More than one view in the window has this identifier: `views` names them, in the
    /// window's depth-first order.
    case ambiguous(identifier: String, views: [String])
    /// The view is not in the simulator's window (in no window, or in another).
    case notInWindow(view: String)
    /// The view, or the ancestor named `by` (the view itself when the two are the same),
    /// has `isHidden` set: no touch reaches a hidden view (R-H1).
    case hidden(view: String, by: String)
    /// The view, or the ancestor named `by`, refuses touches: `isUserInteractionEnabled`
    /// is false, or its alpha is below 0.01 (R-H1); `reason` says which.
    case notHittable(view: String, by: String, reason: String)
    /// The view's frame, in window coordinates, lies wholly outside the window's bounds.
    case outsideWindow(view: String, frame: CGRect, window: CGRect)
    /// The view lies wholly outside the bounds of the ancestor named `by`, which clips
    /// to its bounds.
    case clipped(view: String, by: String)
    /// A finger at `point` (window coordinates), the center of the view's visible part,
    /// would land on another view: `by` names it, or is `nil` when nothing there takes
    /// touches.
    case covered(view: String, point: CGPoint, by: String?)

    /// One line naming the view and the reason.
    public var description: String {
        switch self {
        case .notFound(let identifier):
            "no view in the window has accessibilityIdentifier \"\(identifier)\""
        case .ambiguous(let identifier, let views):
            "\(views.count) views in the window have accessibilityIdentifier \"\(identifier)\": \(views.joined(separator: ", "))"
        case .notInWindow(let view):
            "\(view) is not in the simulator's window"
        case .hidden(let view, let by):
            view == by ? "\(view) is hidden (isHidden)" : "\(view) is hidden: its ancestor \(by) has isHidden set"
        case .notHittable(let view, let by, let reason):
            view == by ? "\(view) is not hittable: \(reason)" : "\(view) is not hittable: its ancestor \(by) has \(reason)"
        case .outsideWindow(let view, let frame, let window):
            "\(view) is outside the window: its frame \(Self.format(frame)) does not meet the window's bounds \(Self.format(window))"
        case .clipped(let view, let by):
            "\(view) is not visible: it lies outside \(by), which clips to its bounds"
        case .covered(let view, let point, let by):
            "\(view) is covered at \(Self.format(point)): a touch there \(by.map { "lands on \($0)" } ?? "reaches no view")"
        }
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    static func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }

    static func format(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }
}

/// Gestures aimed at a view or an accessibility identifier, and the checks behind them.
///
/// A target's hit point is the center of the view's visible part (its bounds in window
/// coordinates, cut by the window's bounds and by every ancestor that clips to its
/// bounds), where XCUITest taps an element. Before a gesture is played the target is
/// checked as XCUITest's `isHittable` would be, and the first check that fails is thrown as
/// a ``TouchTargetError``, in this order: found (exactly one view with the identifier), in
/// the simulator's window, not hidden, not refusing touches (`isUserInteractionEnabled`,
/// alpha), visible (inside the window and its clipping ancestors), and not covered (a hit
/// test at the hit point lands on the view or one of its subviews).
extension TouchSimulator {
    /// The one view in the window whose `accessibilityIdentifier` is `identifier` (KIF's
    /// `waitForView(withAccessibilityIdentifier:)`, without the wait: the window is
    /// already laid out, or is laid out by this call).
    public func view(withAccessibilityIdentifier identifier: String) throws(TouchTargetError) -> UIView {
        window.layoutIfNeeded()
        var matches: [UIView] = []
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if view.accessibilityIdentifier == identifier { matches.append(view) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        switch matches.count {
        case 0: throw .notFound(identifier: identifier)
        case 1: return matches[0]
        default: throw .ambiguous(identifier: identifier, views: matches.map(name(of:)))
        }
    }

    /// The view `target` names, found in the window.
    public func view(_ target: TouchTarget) throws(TouchTargetError) -> UIView {
        switch target {
        case .view(let view): view
        case .identifier(let identifier): try view(withAccessibilityIdentifier: identifier)
        }
    }

    /// Where a finger aimed at `target` lands, in window coordinates: the center of the
    /// view's visible part, once every check above has passed.
    public func hitPoint(of target: TouchTarget) throws(TouchTargetError) -> CGPoint {
        let view = try self.view(target)
        window.layoutIfNeeded()
        guard view.window === window else { throw .notInWindow(view: name(of: view)) }
        var chain: [UIView] = []
        var current: UIView? = view
        while let link = current { chain.append(link); current = link.superview }
        if let hidden = chain.first(where: \.isHidden) { throw .hidden(view: name(of: view), by: name(of: hidden)) }
        for link in chain {
            if !link.isUserInteractionEnabled {
                throw .notHittable(view: name(of: view), by: name(of: link), reason: "isUserInteractionEnabled false")
            }
            if link.alpha < 0.01 {
                throw .notHittable(view: name(of: view), by: name(of: link),
                                   reason: "alpha \(Double(link.alpha)), below 0.01")
            }
        }
        let frame = view.convert(view.bounds, to: nil)
        var visible = frame.intersection(window.bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            throw .outsideWindow(view: name(of: view), frame: frame, window: window.bounds)
        }
        for ancestor in chain.dropFirst() where ancestor.clipsToBounds && ancestor !== window {
            visible = visible.intersection(ancestor.convert(ancestor.bounds, to: nil))
            guard !visible.isNull, visible.width > 0, visible.height > 0 else {
                throw .clipped(view: name(of: view), by: name(of: ancestor))
            }
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        let hit = window.hitTest(point, with: nil)
        guard let hit, hit.isDescendant(of: view) else {
            throw .covered(view: name(of: view), point: point, by: hit.map(name(of:)))
        }
        return point
    }

    /// Whether a finger aimed at `target` would reach it (XCUITest's `isHittable`).
    public func isHittable(_ target: TouchTarget) -> Bool {
        do { _ = try hitPoint(of: target); return true } catch { return false }
    }

    /// A view as the errors name it: its type and identifier, or its type and its frame
    /// in the window when it has no identifier.
    func name(of view: UIView) -> String {
        let type = String(describing: Swift.type(of: view))
        if let identifier = view.accessibilityIdentifier { return "\(type) \"\(identifier)\"" }
        return "\(type) at \(TouchTargetError.format(view.convert(view.bounds, to: nil)))"
    }

    // MARK: Gestures aimed at a view

    /// ``tap(at:fingers:taps:)`` at `target`'s hit point (XCUITest's `tap()`, and
    /// `doubleTap()` with `taps: 2`).
    public func tap(_ target: TouchTarget, fingers: Int = 1, taps: Int = 1) throws(TouchTargetError) {
        tap(at: try hitPoint(of: target), fingers: fingers, taps: taps)
    }

    /// ``longPress(at:duration:fingers:)`` at `target`'s hit point (XCUITest's
    /// `press(forDuration:)`).
    public func longPress(_ target: TouchTarget, duration: TimeInterval = 0.8, fingers: Int = 1) throws(TouchTargetError) {
        longPress(at: try hitPoint(of: target), duration: duration, fingers: fingers)
    }

    /// ``press(at:forDuration:thenDragTo:duration:)`` from `target`'s hit point to
    /// `destination`'s (XCUITest's `press(forDuration:thenDragTo:)`). Both are checked
    /// before the press starts.
    public func press(_ target: TouchTarget, forDuration pressDuration: TimeInterval = 0.8, thenDragTo destination: TouchTarget,
                      duration: TimeInterval = 0.5) throws(TouchTargetError) {
        let start = try hitPoint(of: target)
        press(at: start, forDuration: pressDuration, thenDragTo: try hitPoint(of: destination), duration: duration)
    }

    /// ``drag(from:to:duration:fingers:)`` from `target`'s hit point by `offset`.
    public func drag(_ target: TouchTarget, by offset: CGVector, duration: TimeInterval = 0.5,
                     fingers: Int = 1) throws(TouchTargetError) {
        let start = try hitPoint(of: target)
        drag(from: start, to: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy), duration: duration, fingers: fingers)
    }

    /// ``drag(from:to:duration:fingers:)`` from `target`'s hit point to `destination`'s
    /// (XCUITest's `press(forDuration:thenDragTo:)`, without the press). Both are checked
    /// before the drag starts.
    public func drag(_ target: TouchTarget, to destination: TouchTarget, duration: TimeInterval = 0.5,
                     fingers: Int = 1) throws(TouchTargetError) {
        let start = try hitPoint(of: target)
        drag(from: start, to: try hitPoint(of: destination), duration: duration, fingers: fingers)
    }

    /// ``flick(from:to:duration:fingers:)`` from `target`'s hit point by `offset`; returns
    /// the velocity at the lift.
    @discardableResult
    public func flick(_ target: TouchTarget, by offset: CGVector, duration: TimeInterval = 0.2,
                      fingers: Int = 1) throws(TouchTargetError) -> CGPoint {
        let start = try hitPoint(of: target)
        return flick(from: start, to: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy),
                     duration: duration, fingers: fingers)
    }

    /// ``swipe(_:at:distance:duration:fingers:)`` from `target`'s hit point (XCUITest's
    /// `swipeLeft()` and its siblings).
    public func swipe(_ direction: UISwipeGestureRecognizer.Direction, on target: TouchTarget, distance: CGFloat = 150,
                      duration: TimeInterval = 0.15, fingers: Int = 1) throws(TouchTargetError) {
        swipe(direction, at: try hitPoint(of: target), distance: distance, duration: duration, fingers: fingers)
    }

    /// ``pinch(at:fromDistance:toDistance:duration:)`` around `target`'s hit point
    /// (XCUITest's `pinch(withScale:velocity:)`: the scale is `toDistance / fromDistance`).
    public func pinch(_ target: TouchTarget, fromDistance: CGFloat = 100, toDistance: CGFloat = 200,
                      duration: TimeInterval = 0.5) throws(TouchTargetError) {
        pinch(at: try hitPoint(of: target), fromDistance: fromDistance, toDistance: toDistance, duration: duration)
    }

    /// ``rotate(at:by:radius:duration:)`` around `target`'s hit point (XCUITest's
    /// `rotate(_:withVelocity:)`).
    public func rotate(_ target: TouchTarget, by angle: CGFloat, radius: CGFloat = 100,
                       duration: TimeInterval = 0.5) throws(TouchTargetError) {
        rotate(at: try hitPoint(of: target), by: angle, radius: radius, duration: duration)
    }

    /// ``stroke(along:duration:)`` along `path`, given in `target`'s own coordinates, so
    /// that a shape drawn on a view is written as the view sees it. The view is checked as
    /// for every other gesture; the path's points may go beyond its visible part.
    public func stroke(along path: [CGPoint], in target: TouchTarget, duration: TimeInterval = 0.5) throws(TouchTargetError) {
        let view = try self.view(target)
        _ = try hitPoint(of: .view(view))
        stroke(along: path.map { view.convert($0, to: nil) }, duration: duration)
    }

    /// ``click(at:buttons:modifiers:)`` with the pointer at `target`'s hit point
    /// (XCUITest's `click()` on iPadOS and Mac Catalyst).
    @discardableResult
    public func click(_ target: TouchTarget, buttons: UIEvent.ButtonMask = .primary,
                      modifiers: UIKeyModifierFlags = []) throws(TouchTargetError) -> UITouch {
        click(at: try hitPoint(of: target), buttons: buttons, modifiers: modifiers)
    }
}
