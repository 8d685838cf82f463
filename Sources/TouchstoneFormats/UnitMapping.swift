import Foundation

/// How a recording's device units become points.
///
/// - When the device reports its resolution on both axes, units become millimetres and
///   millimetres become points at 163 points per inch (an iPhone's point density), so a
///   finger that moved 1 cm moved 64 pt, whatever the device. `--screen` is then ignored,
///   with a warning.
/// - Otherwise, and when the resolution would make a side longer than
///   ``TouchLimits/maximumScreenSide`` (a device with ±2³¹ axes), the axis ranges are
///   stretched onto the screen given with `--screen WxH`, or, by default, onto a screen
///   844 pt along the device's longer axis with the other side in proportion (an
///   iPhone-sized screen of the device's shape). So the screen of every mapping is one a
///   trace can hold, and a recording of any device reads back.
/// - An axis whose range runs backwards (minimum above maximum) is flipped; `flipX`,
///   `flipY` and `swapXY` correct devices mounted mirrored or rotated.
public struct UnitMapping: Sendable {
    /// Points per inch: 1 pt = 1/163 in.
    public static let pointsPerInch: Double = 163
    /// The length of the default screen's longer side, in points.
    public static let defaultLongSide: Double = 844

    /// Orientation corrections and the screen for devices without a resolution.
    public struct Options: Sendable, Equatable {
        /// The screen in points for devices that do not report their resolution.
        public var screen: CGSize?
        /// Mirror the device's x axis.
        public var flipX: Bool
        /// Mirror the device's y axis.
        public var flipY: Bool
        /// Exchange the device's axes (after flipping), for a device mounted sideways.
        public var swapXY: Bool

        /// Creates options; the defaults change nothing.
        public init(screen: CGSize? = nil, flipX: Bool = false, flipY: Bool = false, swapXY: Bool = false) {
            self.screen = screen
            self.flipX = flipX
            self.flipY = flipY
            self.swapXY = swapXY
        }
    }

    private struct Axis {
        var origin: Double
        /// +1 or -1.
        var direction: Double
        var pointsPerUnit: Double
        func map(_ value: Int32) -> Double { (Double(value) - origin) * direction * pointsPerUnit }
    }

    private let deviceX: Axis
    private let deviceY: Axis
    private let swapXY: Bool
    /// The screen, in points, that the device's surface covers.
    public let screen: CGSize
    /// How the mapping was chosen, for the replay header.
    public let explanation: String
    /// Set when `--screen` was given but the resolution took precedence.
    let ignoredScreen: CGSize?

    /// Chooses the mapping for a device with axes `x` and `y` named `xName`/`yName` in
    /// messages. Throws when a range is empty.
    init(x: AxisInfo, y: AxisInfo, xName: String, yName: String, options: Options,
         at location: InputLocation) throws(InputError) {
        for (axis, name) in [(x, xName), (y, yName)] where axis.minimum == axis.maximum {
            throw InputError(.missingAxes, at: location, "\(name) has the empty range \(axis.minimum)…\(axis.maximum)")
        }
        func span(_ axis: AxisInfo) -> Double { Double(abs(Int64(axis.maximum) - Int64(axis.minimum))) + 1 }
        func range(_ axis: AxisInfo) -> String { "\(axis.minimum)…\(axis.maximum)" }
        // Device axes in screen order: after a swap, the device's y runs along the screen's x.
        let (alongX, alongY) = options.swapXY ? (y, x) : (x, y)
        let pointsPerMillimetre = Self.pointsPerInch / 25.4
        let scaleX: Double, scaleY: Double
        var measured: CGSize?
        if x.resolution > 0 && y.resolution > 0 {
            measured = CGSize(width: span(alongX) * pointsPerMillimetre / Double(alongX.resolution),
                              height: span(alongY) * pointsPerMillimetre / Double(alongY.resolution))
        }
        if let measured, max(measured.width, measured.height) <= TouchLimits.maximumScreenSide {
            scaleX = pointsPerMillimetre / Double(alongX.resolution)
            scaleY = pointsPerMillimetre / Double(alongY.resolution)
            screen = measured
            ignoredScreen = options.screen
            explanation = "\(range(x)) × \(range(y)) units at \(x.resolution)×\(y.resolution) units/mm, 163 pt/in → "
                + Self.format(screen) + " pt"
        } else {
            let target: CGSize
            var origin: String
            if let given = options.screen {
                target = given
                origin = "--screen"
            } else {
                let long = max(span(alongX), span(alongY))
                target = CGSize(width: Self.defaultLongSide * span(alongX) / long,
                                height: Self.defaultLongSide * span(alongY) / long)
                origin = "default screen, no resolution reported"
            }
            if let measured {
                origin = (options.screen == nil ? "default screen" : "--screen") + ": the resolution gives "
                    + Self.format(measured) + " pt, more than a screen's \(Int(TouchLimits.maximumScreenSide)) pt"
            }
            scaleX = target.width / span(alongX)
            scaleY = target.height / span(alongY)
            screen = target
            ignoredScreen = nil
            explanation = "\(range(x)) × \(range(y)) units stretched to " + Self.format(screen) + " pt (\(origin))"
        }
        func axis(_ info: AxisInfo, flip: Bool, scale: Double) -> Axis {
            // A range that runs backwards is a flip the device declares itself.
            let backwards = info.minimum > info.maximum
            let low = Double(min(info.minimum, info.maximum)), high = Double(max(info.minimum, info.maximum))
            return backwards != flip ? Axis(origin: high, direction: -1, pointsPerUnit: scale)
                : Axis(origin: low, direction: 1, pointsPerUnit: scale)
        }
        let scaleOfX = options.swapXY ? scaleY : scaleX
        let scaleOfY = options.swapXY ? scaleX : scaleY
        deviceX = axis(x, flip: options.flipX, scale: scaleOfX)
        deviceY = axis(y, flip: options.flipY, scale: scaleOfY)
        swapXY = options.swapXY
    }

    /// The mapping of a device that moves a pointer by relative motion: one unit is one
    /// point, on `screen` (`--screen`) or else an iPad's 1024×768 pt.
    init(relativeOn screen: CGSize?) {
        self.init(unitsOn: screen, what: "relative motion, 1 unit = 1 pt")
    }

    /// The mapping of a keyboard, which has no positions: its keys reach a window of
    /// `screen` (`--screen`) or else an iPad's 1024×768 pt.
    init(keysOn screen: CGSize?) {
        self.init(unitsOn: screen, what: "keys only")
    }

    private init(unitsOn screen: CGSize?, what: String) {
        self.screen = screen ?? Self.defaultPointerScreen
        deviceX = Axis(origin: 0, direction: 1, pointsPerUnit: 1)
        deviceY = Axis(origin: 0, direction: 1, pointsPerUnit: 1)
        swapXY = false
        ignoredScreen = nil
        explanation = what + ", on " + Self.format(self.screen) + " pt" + (screen == nil ? " (default screen)" : " (--screen)")
    }

    /// The screen a mouse recording's pointer moves on without `--screen`: an iPad's, in
    /// landscape.
    public static let defaultPointerScreen = CGSize(width: 1024, height: 768)

    /// The direction on the screen of the device direction (`dx`, `dy`), after flips and
    /// a swap: where a pen's tilt leans.
    func direction(dx: Double, dy: Double) -> (Double, Double) {
        let x = dx * deviceX.direction, y = dy * deviceY.direction
        return swapXY ? (y, x) : (x, y)
    }

    /// The point of the device position (`x`, `y`) in device units.
    func point(x: Int32, y: Int32) -> CGPoint {
        let mappedX = deviceX.map(x), mappedY = deviceY.map(y)
        return swapXY ? CGPoint(x: mappedY, y: mappedX) : CGPoint(x: mappedX, y: mappedY)
    }

    /// `844×506.4`.
    static func format(_ size: CGSize) -> String {
        "\(formatNumber(size.width))×\(formatNumber(size.height))"
    }

    /// A length with at most one decimal, without a trailing `.0`.
    static func formatNumber(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        guard abs(rounded) < 1e15 else { return "\(rounded)" }  // beyond Int, and past tenths anyway
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    /// Parses a `--screen` value such as `390x844` (points; `×` also accepted); `nil` unless
    /// both sides are positive and at most ``TouchLimits/maximumScreenSide``.
    public static func parseScreen(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width <= TouchLimits.maximumScreenSide, height <= TouchLimits.maximumScreenSide
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
