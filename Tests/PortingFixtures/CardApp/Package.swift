// swift-tools-version: 6.2
// An iOS app's package as its team writes it, with the Linux test target Touchstone's
// article "Testing your iOS app's gestures on Linux" adds: Sources/CardUI is the iOS code,
// unchanged; on Linux, CardUILinux compiles those files ported by TouchstonePortPlugin, and
// CardUILinuxTests drives them. Touchstone's CI builds and tests it (.ci/run).
import Foundation
import PackageDescription

let package = Package(
    name: "CardApp",
    platforms: [.iOS(.v17)],
    products: [.library(name: "CardUI", targets: ["CardUI"])],
    // The main actor as the default isolation: plain types that touch views need no
    // `@MainActor` of their own (CardPlacement.swift), on iOS and in the port alike.
    targets: [.target(name: "CardUI", swiftSettings: [.defaultIsolation(MainActor.self)])]
)

#if os(Linux)
// CardUI imports UIKit, so Linux builds only the ported copy. In an app's package the
// dependency is `.package(url: "https://github.com/…/Touchstone", from: "…", traits: ["Porting"])`;
// here it is this checkout, whose folder name is the package's identity.
let touchstone = URL(fileURLWithPath: Context.packageDirectory).appending(path: "../../..").standardizedFileURL
package.products = []
package.dependencies = [.package(path: touchstone.path, traits: ["Porting"])]
package.targets = [
    .target(
        name: "CardUILinux",
        dependencies: [.product(name: "Touchstone", package: touchstone.lastPathComponent)],
        exclude: ["touchstone-port.json"],
        swiftSettings: [.defaultIsolation(MainActor.self)],
        plugins: [.plugin(name: "TouchstonePortPlugin", package: touchstone.lastPathComponent)]
    ),
    .testTarget(
        name: "CardUILinuxTests",
        dependencies: ["CardUILinux", .product(name: "TouchstoneTesting", package: touchstone.lastPathComponent)]
    ),
]
#endif
