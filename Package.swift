// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "Touchstone", targets: ["Touchstone"]),
        .library(name: "TouchstoneTesting", targets: ["TouchstoneTesting"]),
        // The testing kit's XCTest side (GestureLogObserver), apart so that a Swift Testing
        // suite links no XCTest.
        .library(name: "TouchstoneXCTest", targets: ["TouchstoneXCTest"]),
        // The constraint solver behind Auto Layout, usable on its own.
        .library(name: "TouchstoneSolver", targets: ["TouchstoneSolver"]),
        // CoreGraphics' geometry on Linux: CGAffineTransform and CGPath with real contains,
        // bounds and stroking, usable on its own.
        .library(name: "TouchstoneGeometry", targets: ["TouchstoneGeometry"]),
        .library(name: "TouchstoneSampleRecognizers", targets: ["TouchstoneSampleRecognizers"]),
        .library(name: "TouchstoneFormats", targets: ["TouchstoneFormats"]),
        .library(name: "TouchstoneReplay", targets: ["TouchstoneReplay"]),
        .library(name: "TouchstoneLive", targets: ["TouchstoneLive"]),
        // The lab's message decoder and sessions, for Fuzz/; without the Lab trait it has
        // no web server and resolves none.
        .library(name: "TouchstoneLab", targets: ["TouchstoneLab"]),
        // Drawn shapes learned from examples: ShapeClassifier and ShapeGestureRecognizer.
        .library(name: "TouchstoneShapes", targets: ["TouchstoneShapes"]),
        // The gesture-log readers of `shapes evaluate`, for Fuzz/.
        .library(name: "TouchstoneShapesEvaluation", targets: ["TouchstoneShapesEvaluation"]),
        // For Benchmarks/, a package of its own; not part of the testing library.
        .library(name: "TouchstoneWorkloads", targets: ["TouchstoneWorkloads"]),
        // Hosts on a toolkit's event loop: the conversion always, SDL itself only with the
        // SDL trait (so a package using the other libraries links no SDL).
        .library(name: "TouchstoneSDL", targets: ["TouchstoneSDL"]),
        // The same for GTK 4, which only the GTK trait links.
        .library(name: "TouchstoneGTK", targets: ["TouchstoneGTK"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
        // The allocation counter, for Tests/AllocationGuards: a package of its own so that
        // CI's release build of the guards compiles only what they test. Not for apps: it
        // wraps glibc's allocator in whatever links it.
        .library(name: "CAllocationCounter", targets: ["CAllocationCounter"]),
        // Compiles an iOS target's files, rewritten for Touchstone, into a Linux target
        // (#selector, @objc, import UIKit): needs the Porting trait. See the article
        // "Testing your iOS app's gestures on Linux".
        .plugin(name: "TouchstonePortPlugin", targets: ["TouchstonePortPlugin"]),
    ],
    traits: [
        // The lab (`touchstone lab`) is a web server: its dependencies (Hummingbird,
        // SwiftNIO, swift-crypto…) are resolved and built only with this trait, so that a
        // package depending on the libraries resolves none of them.
        .trait(name: "Lab", description: "Builds the browser lab: `swift run --traits Lab touchstone lab`."),
        // SDL 2 (Debian's libsdl2-dev): the SDL host loop and `touchstone window`.
        .trait(name: "SDL", description: "Builds the SDL host and the windowed runner: `swift run --traits SDL touchstone window`."),
        // The iOS-source rewriter (the TouchstonePortPlugin build-tool plugin, `touchstone
        // port`) is built on swift-syntax: resolved and built only with this trait.
        // GTK 4 (Debian's libgtk-4-dev): the GTK host loop and `touchstone window --toolkit gtk`.
        .trait(name: "GTK", description: "Builds the GTK 4 host and its windowed runner: `swift run --traits GTK touchstone window --toolkit gtk`."),
        .trait(name: "Porting", description: "Builds the iOS-source rewriter: the TouchstonePortPlugin plugin and `touchstone port`."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`: the DocC catalog in Sources/Touchstone.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The lab's web server (`touchstone lab`), only with the Lab trait.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The iOS-source rewriter, only with the Porting trait (603 matches Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The constraint solver behind Auto Layout (Cassowary, with strict priorities): no
        // UIKit names, tested on its own.
        .target(name: "TouchstoneSolver"),
        .target(name: "TouchstoneGeometry"),
        // The rigid-body integrator behind UIKit Dynamics: no UIKit names, tested on its own.
        .target(name: "TouchstonePhysics", dependencies: ["TouchstoneGeometry"]),
        .target(
            name: "Touchstone",
            dependencies: ["TouchstoneSolver", "TouchstoneGeometry", "TouchstonePhysics"],
            // The engine's internal checks (Support/InternalChecks.swift): naive versions
            // run beside the fast paths in debug builds, so in the test suite.
            swiftSettings: [.define("TOUCHSTONE_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        // The testing kit: the simulator, the gesture log (which renders through the replay
        // library: in-package, no dependency outside the toolchain) and the fuzzer.
        .target(name: "TouchstoneTesting", dependencies: ["Touchstone", "TouchstoneFormats", "TouchstoneLive", "TouchstoneReplay"]),
        .target(name: "TouchstoneXCTest", dependencies: ["Touchstone", "TouchstoneTesting"]),
        .target(name: "TouchstoneSampleRecognizers", dependencies: ["Touchstone"]),
        // The performance workloads of `touchstone bench`, the test suite and Benchmarks/,
        // apart from the testing library users link.
        .target(name: "TouchstoneWorkloads", dependencies: ["Touchstone", "TouchstoneShapes", "TouchstoneSolver"]),
        .target(name: "TouchstoneFormats"),
        // TouchstoneFormats for its strict JSON reader, which says where a templates file is broken.
        .target(name: "TouchstoneShapes", dependencies: ["Touchstone", "TouchstoneFormats"]),
        // The $-family's datasets and evaluation protocols, for `touchstone shapes evaluate`
        // and the tests; apart from the library so that it needs no XML parser.
        .target(name: "TouchstoneShapesEvaluation", dependencies: ["Touchstone", "TouchstoneFormats", "TouchstoneShapes"]),
        .target(name: "TouchstoneReplay", dependencies: ["Touchstone", "TouchstoneFormats", "TouchstoneLive"]),
        .target(name: "TouchstoneLive", dependencies: ["Touchstone", "TouchstoneFormats"]),
        // SDL 2's C API; only the SDL trait links it. Not found through pkg-config: its `sdl2`
        // gives `-D_REENTRANT`, which SwiftPM refuses with a warning on every build; Debian
        // puts the headers in /usr/include/SDL2, which the shim names.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .target(
            name: "TouchstoneSDL",
            dependencies: ["Touchstone", "TouchstoneFormats", "TouchstoneLive",
                           .target(name: "CSDL2", condition: .when(traits: ["SDL"]))]
        ),
        // GTK 4's C API, declared by the shim (see its header for why, and check.c for its
        // proof against GTK's headers); only the GTK trait links it.
        .systemLibrary(name: "CGTK4", providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "TouchstoneGTK",
            dependencies: ["Touchstone", "TouchstoneFormats", "TouchstoneLive",
                           .target(name: "CGTK4", condition: .when(traits: ["GTK"]))]
        ),
        // The sample recognizers as classes scenes may name, for the tool and the tests:
        // the replay library itself knows only UIKit's recognizers.
        .target(name: "TouchstoneSampleKinds", dependencies: ["TouchstoneReplay", "TouchstoneSampleRecognizers", "TouchstoneShapes"]),
        .target(
            name: "TouchstoneLab",
            dependencies: [
                "Touchstone", "TouchstoneFormats", "TouchstoneReplay", "TouchstoneLive", "TouchstoneSampleKinds", "TouchstoneShapes",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Lab"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["Lab"])),
            ],
            resources: [.copy("Page")]
        ),
        // The iOS-source rewriter (#selector, @objc, import UIKit → Touchstone's forms). Its
        // sources compile to nothing without the Porting trait, which brings swift-syntax.
        .target(
            name: "TouchstonePorting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Porting"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Porting"])),
                .product(name: "SwiftIfConfig", package: "swift-syntax", condition: .when(traits: ["Porting"])),
            ]
        ),
        // The executable the plugin runs: rewrites one file into the plugin's work folder.
        .executableTarget(name: "touchstone-port-tool", dependencies: ["TouchstonePorting"]),
        .plugin(name: "TouchstonePortPlugin", capability: .buildTool(), dependencies: ["touchstone-port-tool"]),
        // Counts heap allocations per thread by wrapping glibc's allocator; linked only into
        // the test suite and the CLI (`touchstone bench`), never into the libraries.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "touchstone",
            dependencies: [
                "Touchstone", "TouchstoneReplay", "TouchstoneFormats", "TouchstoneWorkloads", "CAllocationCounter", "TouchstoneLive",
                "TouchstoneSampleKinds", "TouchstoneShapes", "TouchstoneShapesEvaluation",
                .target(name: "TouchstoneLab", condition: .when(traits: ["Lab"])),
                .target(name: "TouchstoneSDL", condition: .when(traits: ["SDL"])),
                .target(name: "CSDL2", condition: .when(traits: ["SDL"])),
                .target(name: "TouchstoneGTK", condition: .when(traits: ["GTK"])),
                .target(name: "CGTK4", condition: .when(traits: ["GTK"])),
                .target(name: "TouchstonePorting", condition: .when(traits: ["Porting"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TouchstoneTests",
            dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneSampleRecognizers", "TouchstoneWorkloads"]
        ),
        // The README's example as XCTest, and the observer's explanation of a failing XCTest.
        .testTarget(name: "TouchstoneXCTestTests", dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneXCTest"]),
        .testTarget(name: "TouchstoneFormatsTests", dependencies: ["TouchstoneFormats"]),
        .testTarget(name: "TouchstoneSolverTests", dependencies: ["TouchstoneSolver"]),
        .testTarget(name: "TouchstoneGeometryTests", dependencies: ["TouchstoneGeometry"]),
        .testTarget(name: "TouchstonePhysicsTests", dependencies: ["TouchstonePhysics", "TouchstoneGeometry"]),
        // The rewriter's tests: they compile to nothing without the Porting trait.
        .testTarget(name: "TouchstonePortingTests", dependencies: ["TouchstonePorting"]),
        .testTarget(
            name: "TouchstoneShapesTests",
            dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneShapes", "TouchstoneShapesEvaluation", "TouchstoneWorkloads"]
        ),
        .testTarget(
            name: "TouchstoneLabTests",
            dependencies: [
                "TouchstoneLab", "TouchstoneReplay", "TouchstoneFormats", "TouchstoneSampleKinds",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket", condition: .when(traits: ["Lab"])),
            ]
        ),
        // Touchstone is listed (and imported) directly, not only reached through
        // TouchstoneLive's `@_exported import`: through a re-export alone, an incremental
        // debug build does not recompile a target when a Touchstone class changes its
        // private stored properties (swiftlang/swift#89636), and the stale code calls the
        // wrong vtable entries and crashes. The same holds for the `touchstone` tool above.
        // The toolkit hosts: their conversions always; with their traits, the windowed
        // runner in a real X server and the GTK declarations against GTK's headers.
        .testTarget(
            name: "TouchstoneWindowTests",
            dependencies: ["Touchstone", "TouchstoneLive", "TouchstoneReplay", "TouchstoneSDL", "TouchstoneGTK",
                           .target(name: "CSDL2", condition: .when(traits: ["SDL"])),
                           // Run as a user runs it, in a real X server.
                           .target(name: "touchstone", condition: .when(traits: ["SDL", "GTK"]))]
        ),
        .testTarget(name: "TouchstoneLiveTests", dependencies: ["Touchstone", "TouchstoneLive", "TouchstoneFormats", "TouchstoneReplay"]),
        .testTarget(
            name: "TouchstoneReplayTests",
            dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneFormats", "TouchstoneReplay", "TouchstoneSampleKinds",
                           "TouchstoneSampleRecognizers", "TouchstoneShapes", "CAllocationCounter"],
            exclude: ["Goldens", "RecordedGestures.md"]
        ),
        // Runs the built `touchstone` tool as a user does, for what only a process shows:
        // its exit, its output, its signals.
        .testTarget(name: "TouchstoneCommandTests", dependencies: ["touchstone"]),
    ],
    swiftLanguageModes: [.v6]
)
