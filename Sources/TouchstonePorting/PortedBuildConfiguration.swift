#if Porting
import SwiftIfConfig
import SwiftSyntax

/// The build a ported file is compiled in, as `#if` sees it: the iOS build of the file
/// (`os(iOS)` and `canImport(UIKit)` true, which `ConditionalCompilation` writes into the
/// conditions), compiled by Swift on Linux (no Objective-C runtime: `canImport(ObjectiveC)`,
/// `canImport(Darwin)` and Apple's other frameworks are false).
///
/// The rewriter asks it which branch of each `#if` Linux compiles, and leaves the others
/// alone whatever they hold (swift-syntax's `SwiftIfConfig` evaluates the conditions). What it
/// cannot know, a custom flag other than `DEBUG` or a module it does not recognize, it
/// declines to answer; such an `#if` is then treated as if every branch may compile.
struct PortedBuildConfiguration: BuildConfiguration {
    struct Unknown: Error {}

    /// Modules Swift on Linux has, with Touchstone's.
    static let linuxModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "Musl", "_Concurrency", "Synchronization", "Observation", "RegexBuilder",
        "Distributed", "Testing", "XCTest", "UIKit", "Touchstone", "TouchstoneTesting",
    ]

    /// Apple's frameworks, which Linux has not.
    static let appleModules: Set<String> = [
        "ObjectiveC", "Darwin", "AppKit", "Cocoa", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "CoreAnimation",
        "CoreFoundation", "CoreImage", "CoreText", "CoreData", "CoreLocation", "CoreMotion", "CoreHaptics", "AVFoundation",
        "AVKit", "MapKit", "Metal", "MetalKit", "SceneKit", "SpriteKit", "ARKit", "RealityKit", "Photos", "PhotosUI",
        "WebKit", "UserNotifications", "WidgetKit", "os", "OSLog", "Accelerate", "GameplayKit", "PencilKit", "Vision",
    ]

    func isCustomConditionSet(name: String) throws -> Bool {
        // Tests build in debug, where SwiftPM sets DEBUG.
        guard name == "DEBUG" else { throw Unknown() }
        return true
    }

    func hasFeature(name: String) throws -> Bool { throw Unknown() }
    func hasAttribute(name: String) throws -> Bool { throw Unknown() }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { throw Unknown() }
        if Self.linuxModules.contains(module) { return true }
        if Self.appleModules.contains(module) { return false }
        throw Unknown()
    }

    func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }

    func isActiveTargetArchitecture(name: String) throws -> Bool {
        #if arch(x86_64)
        name == "x86_64"
        #elseif arch(arm64)
        name == "arm64"
        #else
        throw Unknown()
        #endif
    }

    func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "ELF" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
#endif
