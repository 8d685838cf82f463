// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "Touchstone", targets: ["Touchstone"]),
        .library(name: "TouchstoneTesting", targets: ["TouchstoneTesting"]),
        .library(name: "TouchstoneExamples", targets: ["TouchstoneExamples"]),
        .library(name: "TouchstoneFormats", targets: ["TouchstoneFormats"]),
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
        .executableTarget(
            name: "touchstone",
            dependencies: [
                "Touchstone", "TouchstoneTesting", "TouchstoneExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TouchstoneTests",
            dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneExamples"]
        ),
        .testTarget(name: "TouchstoneFormatsTests", dependencies: ["TouchstoneFormats"]),
    ],
    swiftLanguageModes: [.v6]
)
