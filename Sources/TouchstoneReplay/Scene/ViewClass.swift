import Foundation
import Touchstone

/// A view class a scene can use, with the properties a scene may set on it and, for
/// controls, the value their events report.
///
/// Plain views are made as ``SceneView``s, which record what they hear and can refuse
/// recognizers; the other classes are the UIKit classes themselves, so they behave
/// exactly as in an app (a label lets touches through; a control tracks its touch and
/// sends control events, which the timeline records).
@MainActor
struct ViewClass: Sendable {
    let name: String
    let make: @MainActor @Sendable () -> UIView
    let properties: [SceneProperty<UIView>]
    /// What a control's events report about its value (`isOn`, `value`…).
    let report: @MainActor @Sendable (UIView) -> [(name: String, value: Double)]
    /// Two of ``properties`` that must stay ordered as each is set, if the class has such.
    let bounds: Bounds?

    /// A lower and an upper bound that UIKit refuses to see cross: setting a stepper's
    /// minimum at or above its maximum raises an exception.
    struct Bounds: Sendable {
        let minimum: String, maximum: String
        /// The class's own values, in force until the scene's are set.
        let defaultMinimum: Double, defaultMaximum: Double
    }

    init(name: String, make: @escaping @MainActor @Sendable () -> UIView, properties: [SceneProperty<UIView>],
         bounds: Bounds? = nil,
         report: @escaping @MainActor @Sendable (UIView) -> [(name: String, value: Double)] = { _ in [] }) {
        self.name = name
        self.make = make
        self.properties = properties
        self.bounds = bounds
        self.report = report
    }

    /// A scene's segmented control gets at most this many segments: each one is kept,
    /// and a count no screen could show would only exhaust memory.
    static let maximumSegments = 1000

    static let all: [ViewClass] = [
        ViewClass(name: "UIView", make: { SceneView(frame: .zero) }, properties: base),
        ViewClass(name: "UILabel", make: { UILabel(frame: .zero) }, properties: base),
        ViewClass(name: "UIImageView", make: { UIImageView(frame: .zero) }, properties: base),
        ViewClass(name: "UIButton", make: { UIButton(frame: .zero) }, properties: control),
        ViewClass(name: "UISwitch", make: { UISwitch(frame: .zero) }, properties: control + [
            .bool("isOn", \UISwitch.isOn),
        ], report: { [("isOn", ($0 as! UISwitch).isOn ? 1 : 0)] }),
        ViewClass(name: "UISlider", make: { UISlider(frame: .zero) }, properties: control + [
            .number("minimumValue", \UISlider.minimumValue),
            .number("maximumValue", \UISlider.maximumValue),
            .number("value", \UISlider.value),
            .bool("isContinuous", \UISlider.isContinuous),
        ], report: { [("value", Double(($0 as! UISlider).value))] }),
        ViewClass(name: "UIStepper", make: { UIStepper(frame: .zero) }, properties: control + [
            .number("minimumValue", \UIStepper.minimumValue),
            .number("maximumValue", \UIStepper.maximumValue),
            .number("stepValue", positive: true, \UIStepper.stepValue),
            .number("value", \UIStepper.value),
            .bool("wraps", \UIStepper.wraps),
            .bool("autorepeat", \UIStepper.autorepeat),
            .bool("isContinuous", \UIStepper.isContinuous),
        ], bounds: Bounds(minimum: "minimumValue", maximum: "maximumValue", defaultMinimum: 0, defaultMaximum: 100),
        report: { [("value", ($0 as! UIStepper).value)] }),
        ViewClass(name: "UISegmentedControl", make: { UISegmentedControl(frame: .zero) }, properties: control + [
            // UIKit sets the segments through init(items:); a scene gives their number.
            SceneProperty(name: "segments", kind: .integer(minimum: 0, maximum: maximumSegments)) { view, value in
                let segmented = view as! UISegmentedControl
                segmented.removeAllSegments()
                for index in 0..<value.integer { segmented.insertSegment(withTitle: "\(index)", at: index, animated: false) }
            },
            .integer("selectedSegmentIndex", minimum: UISegmentedControl.noSegment, \UISegmentedControl.selectedSegmentIndex),
        ], report: { [("selectedSegmentIndex", Double(($0 as! UISegmentedControl).selectedSegmentIndex))] }),
        ViewClass(name: "UIPageControl", make: { UIPageControl(frame: .zero) }, properties: control + [
            .integer("numberOfPages", \UIPageControl.numberOfPages),
            .integer("currentPage", \UIPageControl.currentPage),
        ], report: { [("currentPage", Double(($0 as! UIPageControl).currentPage))] }),
        ViewClass(name: "UIScrollView", make: { UIScrollView(frame: .zero) }, properties: base + [
            SceneProperty(name: "contentSize", kind: .pair) { view, value in
                (view as! UIScrollView).contentSize = CGSize(width: value.pair.0, height: value.pair.1)
            },
            SceneProperty(name: "contentOffset", kind: .pair) { view, value in
                (view as! UIScrollView).contentOffset = CGPoint(x: value.pair.0, y: value.pair.1)
            },
            .bool("isScrollEnabled", \UIScrollView.isScrollEnabled),
            .bool("bounces", \UIScrollView.bounces),
            .bool("alwaysBounceVertical", \UIScrollView.alwaysBounceVertical),
            .bool("alwaysBounceHorizontal", \UIScrollView.alwaysBounceHorizontal),
            .bool("isDirectionalLockEnabled", \UIScrollView.isDirectionalLockEnabled),
            .bool("delaysContentTouches", \UIScrollView.delaysContentTouches),
            .bool("canCancelContentTouches", \UIScrollView.canCancelContentTouches),
            .number("minimumZoomScale", \UIScrollView.minimumZoomScale),
            .number("maximumZoomScale", \UIScrollView.maximumZoomScale),
        ]),
    ]

    static func named(_ name: String) -> ViewClass? {
        all.first { $0.name == name }
    }

    /// UIView's own settable flags.
    static let base: [SceneProperty<UIView>] = [
        SceneProperty(name: "tag", kind: .integer(minimum: .min, maximum: .max)) { view, value in view.tag = value.integer },
        .bool("isHidden", \UIView.isHidden),
        .number("alpha", \UIView.alpha),
        .bool("isUserInteractionEnabled", \UIView.isUserInteractionEnabled),
        .bool("isMultipleTouchEnabled", \UIView.isMultipleTouchEnabled),
        .bool("isExclusiveTouch", \UIView.isExclusiveTouch),
        .bool("clipsToBounds", \UIView.clipsToBounds),
    ]

    /// UIControl's, with UIView's.
    static let control: [SceneProperty<UIView>] = base + [
        .bool("isEnabled", \UIControl.isEnabled),
        .bool("isSelected", \UIControl.isSelected),
    ]

    /// The control events the timeline records, by their UIKit names.
    static let controlEvents: [(name: String, event: UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ]
}
