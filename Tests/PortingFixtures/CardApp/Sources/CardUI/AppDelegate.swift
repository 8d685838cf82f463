import UIKit

/// The app's delegate, as an app that builds its window in code has it.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The screen the app shows first, found as app code finds it.
    static var rootController: UIViewController? {
        UIApplication.shared.delegate?.window??.rootViewController
    }
}
