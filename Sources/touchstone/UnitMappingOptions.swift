import ArgumentParser
import Foundation
import TouchstoneFormats

/// The options that map a device's units to window points, shared by `replay`, `live` and
/// `record`.
struct UnitMappingOptions: ParsableArguments {
    @Option(help: "The screen in points, WIDTHxHEIGHT, for devices that do not report their resolution (default: 844 pt along the longer axis).")
    var screen: String?

    @Flag(help: "Mirror the device's x axis.")
    var flipX = false

    @Flag(help: "Mirror the device's y axis.")
    var flipY = false

    @Flag(help: "Exchange the device's axes (a device mounted sideways).")
    var swapXY = false

    func validate() throws {
        if let screen, UnitMapping.parseScreen(screen) == nil {
            throw ValidationError("--screen must be WIDTHxHEIGHT in points, such as 390x844, "
                                  + "each side positive and at most \(Int(TouchLimits.maximumScreenSide))")
        }
    }

    /// The mapping these options ask for; `windowSize`, the scene's own size if it has one,
    /// stands in for a missing `--screen`.
    func mapping(windowSize: CGSize?) -> UnitMapping.Options {
        UnitMapping.Options(screen: screen.flatMap(UnitMapping.parseScreen) ?? windowSize,
                            flipX: flipX, flipY: flipY, swapXY: swapXY)
    }
}
