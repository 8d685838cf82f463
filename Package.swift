// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "Touchstone", targets: ["Touchstone"]),
        .library(name: "TouchstoneTesting", targets: ["TouchstoneTesting"]),
        .library(name: "TouchstoneExamples", targets: ["TouchstoneExamples"]),
        .library(name: "TouchstoneFormats", targets: ["TouchstoneFormats"]),
        .library(name: "TouchstoneReplay", targets: ["TouchstoneReplay"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Touchstone"),
        .target(name: "TouchstoneTesting", dependencies: ["Touchstone"]),
        .target(name: "TouchstoneExamples", dependencies: ["Touchstone"]),
        .target(name: "TouchstoneFormats"),
        .target(name: "TouchstoneReplay", dependencies: ["Touchstone", "TouchstoneFormats", "TouchstoneExamples"]),
        .executableTarget(
            name: "touchstone",
            dependencies: [
                "TouchstoneReplay", "TouchstoneFormats",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TouchstoneTests",
            dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneExamples"]
        ),
        .testTarget(name: "TouchstoneFormatsTests", dependencies: ["TouchstoneFormats"]),
        .testTarget(
            name: "TouchstoneReplayTests",
            dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneFormats", "TouchstoneReplay"],
            exclude: ["Goldens", "RecordedGestures.md"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
