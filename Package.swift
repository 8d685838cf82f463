// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "Touchstone", targets: ["Touchstone"]),
        .library(name: "TouchstoneTesting", targets: ["TouchstoneTesting"]),
        .library(name: "TouchstoneExamples", targets: ["TouchstoneExamples"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Touchstone"),
        .target(name: "TouchstoneTesting", dependencies: ["Touchstone"]),
        .target(name: "TouchstoneExamples", dependencies: ["Touchstone"]),
        // Counts heap allocations per thread by wrapping glibc's allocator; linked only into
        // the test suite and the CLI (`touchstone bench`), never into the libraries.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "touchstone",
            dependencies: [
                "Touchstone", "TouchstoneTesting", "TouchstoneExamples", "CAllocationCounter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TouchstoneTests",
            dependencies: ["Touchstone", "TouchstoneTesting", "TouchstoneExamples", "CAllocationCounter"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
