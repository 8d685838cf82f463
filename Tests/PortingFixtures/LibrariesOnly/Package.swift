// swift-tools-version: 6.1
// A package that uses Touchstone's libraries and not its plugin, as most do: Touchstone's CI
// checks that it resolves no swift-syntax (the Porting trait's) and no web server (the Lab
// trait's) with `swift package show-dependencies` (.ci/run).
import Foundation
import PackageDescription

// This checkout, whose folder name is the package's identity.
let touchstone = URL(fileURLWithPath: Context.packageDirectory).appending(path: "../../..").standardizedFileURL

let package = Package(
    name: "LibrariesOnly",
    dependencies: [.package(path: touchstone.path)],
    targets: [
        .target(name: "GestureKit", dependencies: [.product(name: "Touchstone", package: touchstone.lastPathComponent)]),
        .testTarget(name: "GestureKitTests", dependencies: [
            "GestureKit", .product(name: "TouchstoneTesting", package: touchstone.lastPathComponent),
        ]),
    ]
)
