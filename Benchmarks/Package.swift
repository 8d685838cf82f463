// swift-tools-version: 6.1
import PackageDescription

// Touchstone's benchmarks, in a package of their own so that the benchmark tooling
// (ordo-one/benchmark and its dependencies) stays out of the main package's build and
// test runs. Run from this directory: `swift package benchmark` (see the Performance
// article, Sources/Touchstone/Touchstone.docc/Performance.md). The workloads come from TouchstoneWorkloads, the same definitions
// the test suite and `touchstone bench` use.
let package = Package(
    name: "TouchstoneBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Touchstone", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TouchstoneBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Touchstone", package: "Touchstone"),
                .product(name: "TouchstoneWorkloads", package: "Touchstone"),
                .product(name: "TouchstoneShapes", package: "Touchstone"),
            ],
            path: "Benchmarks/TouchstoneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
