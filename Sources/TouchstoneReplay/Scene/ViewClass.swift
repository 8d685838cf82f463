import Foundation
import Touchstone

/// A view class a scene can use, with the properties a scene may set on it.
///
/// Plain views are made as ``SceneView``s, which record what they hear and can refuse
/// recognizers; the other classes are the UIKit classes themselves, so they behave
/// exactly as in an app (a label lets touches through; what reaches it is forwarded up
/// the responder chain and recorded by the scene view that receives it).
@MainActor
struct ViewClass: Sendable {
    let name: String
    let make: @MainActor @Sendable () -> UIView
    let properties: [SceneProperty<UIView>]

    static let all: [ViewClass] = [
        ViewClass(name: "UIView", make: { SceneView(frame: .zero) }, properties: base),
        ViewClass(name: "UILabel", make: { UILabel(frame: .zero) }, properties: base),
        ViewClass(name: "UIImageView", make: { UIImageView(frame: .zero) }, properties: base),
    ]

    static func named(_ name: String) -> ViewClass? {
        all.first { $0.name == name }
    }

    /// UIView's own settable flags.
    static let base: [SceneProperty<UIView>] = [
        SceneProperty(name: "tag", kind: .integer(minimum: Int.min)) { view, value in view.tag = value.integer },
        .bool("isHidden", \UIView.isHidden),
        .number("alpha", \UIView.alpha),
        .bool("isUserInteractionEnabled", \UIView.isUserInteractionEnabled),
        .bool("isMultipleTouchEnabled", \UIView.isMultipleTouchEnabled),
        .bool("isExclusiveTouch", \UIView.isExclusiveTouch),
        .bool("clipsToBounds", \UIView.clipsToBounds),
    ]
}
