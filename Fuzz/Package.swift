// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for every reader, in a package of their own so that the main
// package's `swift build` and `swift test` never see executables whose `main` is
// libFuzzer's. Build and run them with ./fuzz.sh (see the README there).
let package = Package(
    name: "TouchstoneFuzz",
    dependencies: [.package(name: "Touchstone", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [
            .product(name: "TouchstoneFormats", package: "Touchstone"),
            .product(name: "TouchstoneReplay", package: "Touchstone"),
            .product(name: "Touchstone", package: "Touchstone"),
        ]),
        .executableTarget(name: "FuzzEvemu", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzGetevent", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzTrace", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzSceneReplay", dependencies: ["FuzzSupport"]),
        // The lab's decoder needs no web server: the Lab trait stays off.
        .executableTarget(name: "FuzzLabMessage", dependencies: ["FuzzSupport", .product(name: "TouchstoneLab", package: "Touchstone")]),
        .executableTarget(name: "FuzzShapeTemplates", dependencies: [
            "FuzzSupport", .product(name: "TouchstoneShapes", package: "Touchstone"),
        ]),
        .executableTarget(name: "FuzzShapeLog", dependencies: [
            "FuzzSupport", .product(name: "TouchstoneShapes", package: "Touchstone"),
            .product(name: "TouchstoneShapesEvaluation", package: "Touchstone"),
        ]),
        .executableTarget(name: "FuzzLiveEvdev", dependencies: [
            "FuzzSupport", .product(name: "TouchstoneLive", package: "Touchstone"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
