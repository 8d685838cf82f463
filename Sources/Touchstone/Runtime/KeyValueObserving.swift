import Foundation

// Key-value observing of the UIKit properties gesture code observes (R-RT1): a bottom sheet
// that follows its scroll view's `contentOffset`, a control that watches a recognizer's
// `state`. Foundation on Linux has no key-value observing, so the types are Touchstone's,
// with Foundation's names and shapes; the observable properties are listed in
// `ObservableProperty`, and each one's setter tells the object's observers (when it has
// any) before and after it changes, as Objective-C's automatic notifications do.

/// What an observation's change reports: the values wanted, an immediate first report,
/// and a report before each change.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A report at once, when the observation is made, with the current value as new.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A report before each change as well as after it (`isPrior` set, no new value).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change: every observed property here is set, not a collection's members.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The change's ``NSKeyValueChange`` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value, with the `.new` option.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value, with the `.old` option.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a collection's change; never present here.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the report before a change, with the `.prior` option.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// One report of an observation made with `observe(_:options:changeHandler:)`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// Always ``NSKeyValueChange/setting``.
    public let kind: Kind
    /// The value after the change, with the `.new` option (and in the `.initial` report).
    public let newValue: Value?
    /// The value before the change, with the `.old` option.
    public let oldValue: Value?
    /// A collection's changed indexes; always `nil` here.
    public let indexes: IndexSet?
    /// Whether this is the report before the change (the `.prior` option).
    public let isPrior: Bool
}

/// A key-value observation made with `observe(_:options:changeHandler:)`: it lasts until it
/// is invalidated or released.
@MainActor
public final class NSKeyValueObservation {
    /// The observed object; cleared when it goes (it holds the registration, not this).
    unowned(unsafe) var host: (any RuntimeHost)?

    init(host: any RuntimeHost) { self.host = host }

    /// Stops the observation; the handler is not called again.
    public func invalidate() {
        guard let host else { return }
        host.runtimeIfMade?.observations.removeAll { $0.token === self }
        self.host = nil
    }

    isolated deinit { invalidate() }
}

/// Objects whose properties can be observed with Swift key paths, as Foundation's
/// `_KeyValueCodingAndObserving` makes `NSObject`'s: Touchstone's responders (views, view
/// controllers) and gesture recognizers.
@MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`: `changeHandler` hears each change, as
    /// `options` asks (R-RT1). Only the properties Touchstone notifies of can be observed
    /// (`contentOffset`, `contentSize`, `contentInset`, `bounds`, `frame`, `center`,
    /// `transform`, `isHidden`, `alpha`, a recognizer's `state` and `isEnabled`, a control's
    /// `isHighlighted`, `isSelected`, `isEnabled` and `value`, a switch's `isOn`, a segmented
    /// control's `selectedSegmentIndex`, a view controller's `preferredContentSize`); any
    /// other traps, naming it.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        guard let host = self as? any RuntimeHost else {
            preconditionFailure("observe(_:options:changeHandler:): \(type(of: self)) keeps no observers")
        }
        let name = ObservableProperty.name(of: keyPath, rootedAt: Self.self)
        let token = NSKeyValueObservation(host: host)
        var old: Value?
        host.runtime.observations.append(PropertyObservation(name: name, token: token, options: options) { [unowned self] phase in
            switch phase {
            case .initial:
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                                                             oldValue: nil, indexes: nil, isPrior: false))
            case .willChange:
                old = self[keyPath: keyPath]
                if options.contains(.prior) {
                    changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                                 oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: true))
                }
            case .didChange:
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                                                             oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
                old = nil
            }
        })
        if options.contains(.initial) { host.runtime.observations.last?.report(.initial) }
        return token
    }
}

extension UIResponder: _KeyValueCodingAndObserving {}
extension UIGestureRecognizer: _KeyValueCodingAndObserving {}

// MARK: The Objective-C form

extension RuntimeHost {
    /// Registers `observer` to hear, through its `observeValue(forKeyPath:of:change:context:)`,
    /// each change of the property named `keyPath` (R-RT1). A key path Touchstone does not
    /// notify of traps, naming it, as iOS raises for a key it cannot observe.
    func registerObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions,
                          context: UnsafeMutableRawPointer?) {
        precondition(ObservableProperty.names(of: self).contains(keyPath),
                     "addObserver(_:forKeyPath:options:context:): \(type(of: self)) is not key-value observable for the key path \"\(keyPath)\" (Touchstone observes \(ObservableProperty.names(of: self).sorted().joined(separator: ", ")))")
        var old: Any?
        runtime.observations.append(PropertyObservation(name: keyPath, observer: observer, context: context, options: options) { [unowned self] phase in
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            switch phase {
            case .initial:
                if options.contains(.new) { change[.newKey] = ObservableProperty.value(named: keyPath, of: self) }
            case .willChange:
                old = ObservableProperty.value(named: keyPath, of: self)
                guard options.contains(.prior) else { return }
                change[.notificationIsPriorKey] = true
                if options.contains(.old) { change[.oldKey] = old }
            case .didChange:
                if options.contains(.new) { change[.newKey] = ObservableProperty.value(named: keyPath, of: self) }
                if options.contains(.old) { change[.oldKey] = old }
            }
            Self.deliver(keyPath, of: self, change: change, context: context, to: observer)
        })
        if options.contains(.initial) { runtime.observations.last?.report(.initial) }
    }

    /// Removes `observer`'s registration for `keyPath` (the latest one with `context`, when
    /// given); traps when there is none, as iOS raises.
    func unregisterObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?, matchContext: Bool) {
        guard let index = runtimeIfMade?.observations.lastIndex(where: {
            $0.observer === observer && $0.name == keyPath && (!matchContext || $0.context == context)
        }) else {
            preconditionFailure("Cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from \(type(of: self)) because it is not registered as an observer.")
        }
        runtime.observations.remove(at: index)
    }

    private static func deliver(_ keyPath: String, of object: AnyObject, change: [NSKeyValueChangeKey: Any],
                                context: UnsafeMutableRawPointer?, to observer: AnyObject) {
        switch observer {
        case let responder as UIResponder:
            responder.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        case let recognizer as UIGestureRecognizer:
            recognizer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        default:
            preconditionFailure("\(type(of: observer)) observes \"\(keyPath)\" but has no observeValue(forKeyPath:of:change:context:): only Touchstone's responders and recognizers do")
        }
    }
}

extension _KeyValueCodingAndObserving {
    /// Registers `observer` to hear each change of the property named `keyPath` through its
    /// `observeValue(forKeyPath:of:change:context:)` (R-RT1).
    public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        runtimeHost(for: #function).registerObserver(observer, forKeyPath: keyPath, options: options, context: context)
    }

    /// Removes `observer`'s registration for `keyPath`.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        runtimeHost(for: #function).unregisterObserver(observer, forKeyPath: keyPath, context: nil, matchContext: false)
    }

    /// Removes `observer`'s registration for `keyPath` made with `context`.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        runtimeHost(for: #function).unregisterObserver(observer, forKeyPath: keyPath, context: context, matchContext: true)
    }

    private func runtimeHost(for function: String) -> any RuntimeHost {
        guard let host = self as? any RuntimeHost else {
            preconditionFailure("\(function): \(type(of: self)) keeps no observers")
        }
        return host
    }
}

// MARK: Registrations and notification

/// One observation of one property of one object.
@MainActor
struct PropertyObservation {
    enum Phase { case initial, willChange, didChange }

    let name: String
    /// The key-path form's token, or the Objective-C form's observer and context.
    unowned(unsafe) var token: NSKeyValueObservation?
    unowned(unsafe) var observer: AnyObject?
    var context: UnsafeMutableRawPointer?
    let options: NSKeyValueObservingOptions
    let report: (Phase) -> Void

    init(name: String, token: NSKeyValueObservation, options: NSKeyValueObservingOptions, report: @escaping (Phase) -> Void) {
        self.name = name
        self.token = token
        self.options = options
        self.report = report
    }

    init(name: String, observer: AnyObject, context: UnsafeMutableRawPointer?, options: NSKeyValueObservingOptions,
         report: @escaping (Phase) -> Void) {
        self.name = name
        self.observer = observer
        self.context = context
        self.options = options
        self.report = report
    }
}

extension RuntimeHost {
    /// Tells the observers of `name` that it is about to change: the setters' first step,
    /// when the object has observers.
    func propertyWillChange(_ name: String) { notifyObservers(of: name, .willChange) }

    /// Tells the observers of `name` that it changed.
    func propertyDidChange(_ name: String) { notifyObservers(of: name, .didChange) }

    private func notifyObservers(of name: String, _ phase: PropertyObservation.Phase) {
        guard let observations = runtimeIfMade?.observations, !observations.isEmpty else { return }
        for observation in observations where observation.name == name { observation.report(phase) }
    }

    /// Runs `change`, telling the observers of `names` before and after; a plain call when
    /// the object has none, so that setters on the touch path pay one check.
    @inline(__always)
    func observingChange(of names: [String], _ change: () -> Void) {
        guard let runtime = runtimeIfMade, !runtime.observations.isEmpty else { return change() }
        for name in names { propertyWillChange(name) }
        change()
        for name in names { propertyDidChange(name) }
    }
}

/// The properties Touchstone notifies observers of, by class, and how to read them by name.
@MainActor
enum ObservableProperty {
    /// The names observable on `object`.
    static func names(of object: AnyObject) -> Set<String> {
        var names: Set<String> = []
        if object is UIView { names.formUnion(["bounds", "frame", "center", "transform", "isHidden", "alpha"]) }
        if object is UIScrollView { names.formUnion(["contentOffset", "contentSize", "contentInset"]) }
        if object is UIControl { names.formUnion(["isHighlighted", "isSelected", "isEnabled"]) }
        if object is UISlider || object is UIStepper { names.insert("value") }
        if object is UISwitch { names.insert("isOn") }
        if object is UISegmentedControl { names.insert("selectedSegmentIndex") }
        if object is UIGestureRecognizer { names.formUnion(["state", "isEnabled"]) }
        if object is UIViewController { names.insert("preferredContentSize") }
        return names
    }

    /// The value of the property `name` of `object`, for the Objective-C form's change
    /// dictionary.
    static func value(named name: String, of object: AnyObject) -> Any? {
        switch (name, object) {
        case ("bounds", let view as UIView): view.bounds
        case ("frame", let view as UIView): view.frame
        case ("center", let view as UIView): view.center
        case ("transform", let view as UIView): view.transform
        case ("isHidden", let view as UIView): view.isHidden
        case ("alpha", let view as UIView): view.alpha
        case ("contentOffset", let view as UIScrollView): view.contentOffset
        case ("contentSize", let view as UIScrollView): view.contentSize
        case ("contentInset", let view as UIScrollView): view.contentInset
        case ("isHighlighted", let control as UIControl): control.isHighlighted
        case ("isSelected", let control as UIControl): control.isSelected
        case ("isEnabled", let control as UIControl): control.isEnabled
        case ("value", let slider as UISlider): slider.value
        case ("value", let stepper as UIStepper): stepper.value
        case ("isOn", let toggle as UISwitch): toggle.isOn
        case ("selectedSegmentIndex", let control as UISegmentedControl): control.selectedSegmentIndex
        case ("state", let recognizer as UIGestureRecognizer): recognizer.state
        case ("isEnabled", let recognizer as UIGestureRecognizer): recognizer.isEnabled
        case ("preferredContentSize", let controller as UIViewController): controller.preferredContentSize
        default: nil
        }
    }

    /// The observable property `keyPath` names, for a key path rooted at `root` (the static
    /// type at the call): found by comparing it with that type's own key paths to the
    /// observable properties, since a key path to a computed property carries no name;
    /// traps for one Touchstone does not notify of.
    static func name<Root>(of keyPath: AnyKeyPath, rootedAt root: Root.Type) -> String {
        var candidates: [(AnyKeyPath, String)] = []
        // Each type's key paths are made from its dynamic type (`Self` in the extensions
        // below): `\UIPanGestureRecognizer.state` is not equal to `\UIGestureRecognizer.state`.
        if let type = root as? UIView.Type { candidates += type.observableViewPaths() }
        if let type = root as? UIScrollView.Type { candidates += type.observableScrollViewPaths() }
        if let type = root as? UIControl.Type { candidates += type.observableControlPaths() }
        if let type = root as? UISlider.Type { candidates += type.observableSliderPaths() }
        if let type = root as? UIStepper.Type { candidates += type.observableStepperPaths() }
        if let type = root as? UISwitch.Type { candidates += type.observableSwitchPaths() }
        if let type = root as? UISegmentedControl.Type { candidates += type.observableSegmentPaths() }
        if let type = root as? UIGestureRecognizer.Type { candidates += type.observableRecognizerPaths() }
        if let type = root as? UIViewController.Type { candidates += type.observableControllerPaths() }
        guard let name = candidates.first(where: { $0.0 == keyPath })?.1 else {
            preconditionFailure("observe(_:options:changeHandler:): \(keyPath) is not a property Touchstone notifies observers of on \(root) (it observes \(candidates.map(\.1).sorted().joined(separator: ", ")))")
        }
        return name
    }

    fileprivate static func viewPaths<T: UIView>(_: T.Type) -> [(AnyKeyPath, String)] {
        [(\T.bounds, "bounds"), (\T.frame, "frame"), (\T.center, "center"), (\T.transform, "transform"),
         (\T.isHidden, "isHidden"), (\T.alpha, "alpha")]
    }

    fileprivate static func scrollViewPaths<T: UIScrollView>(_: T.Type) -> [(AnyKeyPath, String)] {
        [(\T.contentOffset, "contentOffset"), (\T.contentSize, "contentSize"), (\T.contentInset, "contentInset")]
    }

    fileprivate static func controlPaths<T: UIControl>(_: T.Type) -> [(AnyKeyPath, String)] {
        [(\T.isHighlighted, "isHighlighted"), (\T.isSelected, "isSelected"), (\T.isEnabled, "isEnabled")]
    }

    fileprivate static func sliderPaths<T: UISlider>(_: T.Type) -> [(AnyKeyPath, String)] { [(\T.value, "value")] }

    fileprivate static func stepperPaths<T: UIStepper>(_: T.Type) -> [(AnyKeyPath, String)] { [(\T.value, "value")] }

    fileprivate static func switchPaths<T: UISwitch>(_: T.Type) -> [(AnyKeyPath, String)] { [(\T.isOn, "isOn")] }

    fileprivate static func segmentPaths<T: UISegmentedControl>(_: T.Type) -> [(AnyKeyPath, String)] {
        [(\T.selectedSegmentIndex, "selectedSegmentIndex")]
    }

    fileprivate static func controllerPaths<T: UIViewController>(_: T.Type) -> [(AnyKeyPath, String)] {
        [(\T.preferredContentSize, "preferredContentSize")]
    }

    fileprivate static func recognizerPaths<T: UIGestureRecognizer>(_: T.Type) -> [(AnyKeyPath, String)] {
        [(\T.state, "state"), (\T.isEnabled, "isEnabled")]
    }
}

extension UIView {
    fileprivate static func observableViewPaths() -> [(AnyKeyPath, String)] { ObservableProperty.viewPaths(Self.self) }
}

extension UIScrollView {
    fileprivate static func observableScrollViewPaths() -> [(AnyKeyPath, String)] {
        ObservableProperty.scrollViewPaths(Self.self)
    }
}

extension UIControl {
    fileprivate static func observableControlPaths() -> [(AnyKeyPath, String)] { ObservableProperty.controlPaths(Self.self) }
}

extension UISlider {
    fileprivate static func observableSliderPaths() -> [(AnyKeyPath, String)] { ObservableProperty.sliderPaths(Self.self) }
}

extension UIStepper {
    fileprivate static func observableStepperPaths() -> [(AnyKeyPath, String)] { ObservableProperty.stepperPaths(Self.self) }
}

extension UISwitch {
    fileprivate static func observableSwitchPaths() -> [(AnyKeyPath, String)] { ObservableProperty.switchPaths(Self.self) }
}

extension UISegmentedControl {
    fileprivate static func observableSegmentPaths() -> [(AnyKeyPath, String)] {
        ObservableProperty.segmentPaths(Self.self)
    }
}

extension UIGestureRecognizer {
    fileprivate static func observableRecognizerPaths() -> [(AnyKeyPath, String)] {
        ObservableProperty.recognizerPaths(Self.self)
    }
}

extension UIViewController {
    fileprivate static func observableControllerPaths() -> [(AnyKeyPath, String)] {
        ObservableProperty.controllerPaths(Self.self)
    }
}
