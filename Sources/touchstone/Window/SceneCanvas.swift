import Foundation
import Touchstone
import TouchstoneReplay

/// What the windowed runner draws, as a list of rectangles that any toolkit fills: the
/// scene's views (a color per class, their names and states, clipped by their scroll
/// views), the fingers and the pointer, and beside the scene a panel with the
/// recognizers' states and the timeline's latest lines. Toolkit-free, so that every
/// toolkit's window draws the same thing and the drawing is checked without one.
@MainActor
struct SceneCanvas {
    /// A color, 0…255 a channel.
    struct Color: Equatable {
        var red: UInt8, green: UInt8, blue: UInt8
    }

    /// One rectangle to fill, within `clip` if given.
    struct Fill: Equatable {
        var rect: CGRect
        var color: Color
        var clip: CGRect?
    }

    /// The panel's width, in points, to the right of the scene.
    static let panelWidth: CGFloat = 480
    /// Text's glyph pixel, in points: glyphs 6 by 10.
    static let textPixel: CGFloat = 2
    static let lineHeight: CGFloat = 14

    static let background = Color(red: 24, green: 24, blue: 28)
    static let panel = Color(red: 12, green: 12, blue: 14)
    static let text = Color(red: 236, green: 240, blue: 241)
    static let finger = Color(red: 241, green: 196, blue: 15)
    static let pointer = Color(red: 231, green: 76, blue: 60)

    /// The color of a view of `className` in `state`: controls lighter while highlighted,
    /// a switch green when on; plain views lighter the deeper they are.
    static func color(of view: UIView, depth: Int) -> Color {
        switch view {
        case let button as UIButton:
            return button.isHighlighted ? Color(red: 133, green: 193, blue: 233) : Color(red: 41, green: 128, blue: 185)
        case let toggle as UISwitch:
            return toggle.isOn ? Color(red: 39, green: 174, blue: 96) : Color(red: 127, green: 140, blue: 141)
        case is UISlider, is UIStepper, is UISegmentedControl, is UIPageControl:
            return (view as! UIControl).isHighlighted ? Color(red: 245, green: 176, blue: 65) : Color(red: 230, green: 126, blue: 34)
        case is UIScrollView:
            return Color(red: 44, green: 62, blue: 80)
        case is UILabel, is UIImageView:
            return Color(red: 142, green: 68, blue: 173)
        default:
            let lift = UInt8(min(4, depth) * 18)
            return Color(red: 52 + lift, green: 73 + lift, blue: 94 + lift)
        }
    }

    /// What a view's label says besides its name: its control state, its offset.
    static func state(of view: UIView) -> String {
        switch view {
        case let toggle as UISwitch: return toggle.isOn ? "on" : "off"
        case let slider as UISlider: return String(format: "%.2f", slider.value)
        case let stepper as UIStepper: return String(format: "%g", stepper.value)
        case let scroll as UIScrollView:
            return String(format: "offset %.0f,%.0f", scroll.contentOffset.x, scroll.contentOffset.y)
        case let control as UIControl: return control.isHighlighted ? "highlighted" : ""
        default: return ""
        }
    }

    private(set) var fills: [Fill] = []

    /// Draws `session`'s window of `size` points, the `fingers` and `pointer` where the
    /// input put them, and the `log`'s last lines that fit.
    init(session: SceneSession, size: CGSize, fingers: [CGPoint], pointer: CGPoint?, log: [String]) {
        let scene = session.window.bounds
        fills.append(Fill(rect: CGRect(origin: .zero, size: size), color: Self.background))
        var clips: [ObjectIdentifier: CGRect] = [:]
        // Labels go on top of every view, so that a scroll view's content hides none.
        var labels: [(text: String, frame: CGRect, clip: CGRect)] = []
        for (name, view) in session.namedViews where !view.isHidden {
            let frame = view.convert(view.bounds, to: session.window)
            var depth = 0
            var clip = scene
            var ancestor = view.superview
            while let parent = ancestor, parent !== session.window {
                depth += 1
                // A scroll view's clip already holds its own ancestors'.
                if clip == scene, let parentClip = clips[ObjectIdentifier(parent)] { clip = parentClip }
                ancestor = parent.superview
            }
            if view is UIScrollView { clips[ObjectIdentifier(view)] = clip.intersection(frame) }
            let color = Self.color(of: view, depth: depth)
            fills.append(Fill(rect: frame, color: color, clip: clip))
            labels.append(([name, Self.state(of: view)].filter { !$0.isEmpty }.joined(separator: " "), frame, clip))
        }
        for label in labels {
            text(label.text, at: CGPoint(x: label.frame.minX + 4, y: label.frame.minY + 4), width: label.frame.width - 8, clip: label.clip)
        }
        for location in fingers {
            mark(location, radius: 14, color: Self.finger)
        }
        if let pointer { mark(pointer, radius: 4, color: Self.pointer) }
        // The panel: recognizer states, then the latest lines.
        let panel = CGRect(x: scene.maxX, y: 0, width: max(0, size.width - scene.maxX), height: size.height)
        fills.append(Fill(rect: panel, color: Self.panel))
        var lines = session.recognizerStates.map { "\($0.name): \($0.state)" } + [""]
        let room = Int((panel.height - 8) / Self.lineHeight) - lines.count
        // The timeline's lines lose their ends rather than wrap: its times and subjects
        // come first.
        lines += log.suffix(max(0, room))
        for (index, line) in lines.enumerated() {
            text(line, at: CGPoint(x: panel.minX + 6, y: 6 + CGFloat(index) * Self.lineHeight), width: panel.width - 12, clip: panel)
        }
    }

    private mutating func text(_ string: String, at origin: CGPoint, width: CGFloat, clip: CGRect?) {
        let fitting = String(string.prefix(BitmapFont.characters(fitting: width, pixel: Self.textPixel)))
        for square in BitmapFont.squares(of: fitting, at: origin, pixel: Self.textPixel) {
            fills.append(Fill(rect: square, color: Self.text, clip: clip))
        }
    }

    /// A hollow square around `location`.
    private mutating func mark(_ location: CGPoint, radius: CGFloat, color: Color) {
        let box = CGRect(x: location.x - radius, y: location.y - radius, width: radius * 2, height: radius * 2)
        let edge: CGFloat = 3
        for side in [CGRect(x: box.minX, y: box.minY, width: box.width, height: edge),
                     CGRect(x: box.minX, y: box.maxY - edge, width: box.width, height: edge),
                     CGRect(x: box.minX, y: box.minY, width: edge, height: box.height),
                     CGRect(x: box.maxX - edge, y: box.minY, width: edge, height: box.height)] {
            fills.append(Fill(rect: side, color: color))
        }
    }
}
