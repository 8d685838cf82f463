// swift-tools-version: 6.1
import PackageDescription

// The allocation guards: warm moved events, scrolls, zooms, the pointer and the shape
// classifier's ranking allocate nothing. Only an optimized build can be held to that
// (debug builds allocate in every generic collection access), so CI builds these in
// release; they are a package of their own so that the release build compiles only the
// libraries they test, not every test target of Touchstone (which took CI past 50 minutes
// on a new machine). Run from the repository's root:
//   swift test -c release -Xswiftc -enable-testing --package-path Tests/AllocationGuards
let package = Package(
    name: "AllocationGuards",
    dependencies: [.package(name: "Touchstone", path: "../..")],
    targets: [
        .testTarget(
            name: "AllocationGuardTests",
            dependencies: [
                .product(name: "Touchstone", package: "Touchstone"),
                .product(name: "TouchstoneTesting", package: "Touchstone"),
                .product(name: "TouchstoneShapes", package: "Touchstone"),
                .product(name: "TouchstoneWorkloads", package: "Touchstone"),
                .product(name: "CAllocationCounter", package: "Touchstone"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
