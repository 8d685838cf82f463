import Foundation
import Testing
import TouchstoneFormats

/// Device units to points.
@Suite struct UnitMappingTests {
    /// A recording whose one finger touches down at (x, y) in device units.
    private func tap(x: Int, y: Int, description: String) -> String {
        description + """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 \(x)
        E: 0.000000 0003 0036 \(y)
        E: 0.000000 0000 0000 0
        E: 0.100000 0003 0039 -1
        E: 0.100000 0000 0000 0

        """
    }

    private func description(width: Int, height: Int, resolution: Int) -> String {
        """
        N: Mapped
        A: 2f 0 9 0 0 0
        A: 35 0 \(width - 1) 0 0 \(resolution)
        A: 36 0 \(height - 1) 0 0 \(resolution)

        """
    }

    /// A reported resolution maps millimetres at 163 points per inch.
    @Test func resolution() throws {
        // 10 units per mm: 254 units are 25.4 mm, one inch, 163 pt.
        let recording = try read(tap(x: 254, y: 508, description: description(width: 2000, height: 1000, resolution: 10)),
                                 format: .evemu).get()
        let point = recording.frames[0].changes[0].location
        #expect(abs(point.x - 163) < 1e-9 && abs(point.y - 326) < 1e-9)
        #expect(abs(recording.screen.width - 2000 / 254 * 163) < 1e-9)
    }

    /// A given screen is ignored with a warning when the device reports its resolution.
    @Test func screenIgnored() throws {
        let recording = try read(tap(x: 254, y: 0, description: description(width: 2000, height: 1000, resolution: 10)),
                                 format: .evemu, screen: CGSize(width: 390, height: 844)).get()
        #expect(recording.warnings.map(\.message) == ["--screen 390×844 ignored: the device reports its resolution"])
        #expect(abs(recording.frames[0].changes[0].location.x - 163) < 1e-9)
    }

    /// Without a resolution the range is stretched onto --screen.
    @Test func givenScreen() throws {
        let recording = try read(tap(x: 500, y: 250, description: description(width: 1000, height: 500, resolution: 0)),
                                 format: .evemu, screen: CGSize(width: 390, height: 844)).get()
        #expect(recording.screen == CGSize(width: 390, height: 844))
        #expect(recording.frames[0].changes[0].location == CGPoint(x: 195, y: 422))
    }

    /// The default screen is 844 pt along the longer axis, in the device's proportions.
    @Test func defaultScreen() throws {
        let recording = try read(tap(x: 1000, y: 0, description: description(width: 2000, height: 1000, resolution: 0)),
                                 format: .evemu).get()
        #expect(recording.screen == CGSize(width: 844, height: 422))
        #expect(recording.frames[0].changes[0].location.x == 422)
        #expect(recording.summary.hasSuffix("0…1999 × 0…999 units stretched to 844×422 pt (default screen, no resolution reported)"))
    }

    /// Flips mirror an axis and a swap turns the device sideways.
    @Test func orientation() throws {
        let text = tap(x: 100, y: 200, description: description(width: 1000, height: 1000, resolution: 0))
        func location(_ options: UnitMapping.Options) throws -> CGPoint {
            try InputReader.read(text: text, file: "input", options: .init(format: .evemu, mapping: options))
                .frames[0].changes[0].location
        }
        #expect(try location(.init(screen: unitScreen)) == CGPoint(x: 100, y: 200))
        #expect(try location(.init(screen: unitScreen, flipX: true)) == CGPoint(x: 899, y: 200))
        #expect(try location(.init(screen: unitScreen, flipY: true)) == CGPoint(x: 100, y: 799))
        #expect(try location(.init(screen: unitScreen, swapXY: true)) == CGPoint(x: 200, y: 100))
    }

    /// An axis whose range runs backwards is flipped.
    @Test func backwardsAxis() throws {
        let backwards = """
        N: Mirrored
        A: 2f 0 9 0 0 0
        A: 35 999 0 0 0 0
        A: 36 0 999 0 0 0

        """
        let recording = try read(tap(x: 100, y: 200, description: backwards), format: .evemu, screen: unitScreen).get()
        #expect(recording.frames[0].changes[0].location == CGPoint(x: 899, y: 200))
    }

    /// --screen values.
    @Test func parseScreen() {
        #expect(UnitMapping.parseScreen("390x844") == CGSize(width: 390, height: 844))
        #expect(UnitMapping.parseScreen("1024×768.5") == CGSize(width: 1024, height: 768.5))
        #expect(UnitMapping.parseScreen("390") == nil)
        #expect(UnitMapping.parseScreen("0x844") == nil)
        #expect(UnitMapping.parseScreen("nanx844") == nil)
    }
}
