import Foundation
import Touchstone

/// A scene built into live objects: a window, its views, view controllers and recognizers
/// with their delegates and requirements, and its first responder, all wired to a
/// timeline recorder and a press log.
@MainActor
final class SceneRuntime {
    let window: SceneWindow
    let recorder: TimelineRecorder
    let pressLog: PressLog
    /// A view holds its controller weakly (a controller owns its view); the runtime keeps
    /// them alive.
    private var viewControllers: [SceneViewController] = []
    /// Recognizers by name, in attachment order.
    private(set) var recognizers: [(name: String, recognizer: UIGestureRecognizer)] = []
    /// Delegates are weak on their recognizers; the runtime keeps them alive.
    private var delegates: [SceneDelegate] = []
    /// The scroll views' delegate, which records their content offsets.
    private lazy var scrollObserver = ScrollOffsetObserver(recorder: recorder)

    /// Builds `scene` in a window of `size`.
    init(scene: Scene, size: CGSize) {
        let log = DeliveryLog()
        window = SceneWindow(frame: CGRect(origin: .zero, size: size), log: log)
        recorder = TimelineRecorder(window: window)
        log.recorder = recorder
        pressLog = PressLog(recorder: recorder, window: window)
        log.pressLog = pressLog
        recorder.name(window, "window")
        var firstResponder: UIView?
        for node in scene.views {
            window.addSubview(build(node, in: window, controller: nil, scene: scene, firstResponder: &firstResponder))
        }
        if let firstResponder {
            // The reader checked that it is a plain view, now able and in the window (R-R4).
            let became = firstResponder.becomeFirstResponder()
            assert(became, "the scene's first responder did not become first responder")
        }
        for (waiting, required) in scene.requirements {
            recognizer(named: waiting)?.require(toFail: recognizer(named: required)!)
        }
        window.gestureDecisionHandler = { [recorder] decision in recorder.decision(decision) }
    }

    func recognizer(named name: String) -> UIGestureRecognizer? {
        recognizers.first { $0.name == name }?.recognizer
    }

    /// Builds `node` and its subviews; `controller` is the nearest view controller above
    /// it, the parent of the node's own (UIKit's containment); the view the scene names
    /// first responder is made able to become it and handed back in `firstResponder`.
    private func build(_ node: Scene.ViewNode, in superview: UIView, controller: UIViewController?, scene: Scene,
                       firstResponder: inout UIView?) -> UIView {
        let view = node.viewClass.make()
        view.frame = node.frame ?? CGRect(origin: .zero, size: superview.bounds.size)
        for (property, value) in node.properties { property.apply(view, value) }
        recorder.name(view, node.name)
        if let sceneView = view as? SceneView {
            sceneView.recorder = recorder
            sceneView.pressLog = pressLog
            sceneView.refusedRecognizers = Set(node.refusedRecognizers)
            if node.name == scene.firstResponder {
                sceneView.isFirstResponderCandidate = true
                firstResponder = sceneView
            }
        }
        var controller = controller
        if let name = node.viewController {
            let viewController = SceneViewController()
            viewController.view = view
            viewController.pressLog = pressLog
            recorder.name(viewController, name)
            if let controller {
                controller.addChild(viewController)
                viewController.didMove(toParent: controller)
            }
            viewControllers.append(viewController)
            controller = viewController
        }
        if let control = view as? UIControl {
            let report = node.viewClass.report
            for (name, event) in ViewClass.controlEvents {
                control.addAction(UIAction { [weak recorder, unowned control] _ in
                    recorder?.controlEvent(name, of: control, values: report(control))
                }, for: event)
            }
        }
        if let scrollView = view as? UIScrollView {
            // The scroll view's own pan is part of the scene: named after its view, in the
            // timeline with the offset it produces.
            let pan = scrollView.panGestureRecognizer
            pan.name = "\(node.name).pan"
            recorder.name(pan, "\(node.name).pan")
            pan.addAction { [weak recorder, unowned scrollView] recognizer in
                let offset = scrollView.contentOffset
                recorder?.action(recognizer, values: RecognizerRegistry.panReport(recognizer)
                    + [("contentOffsetX", Double(offset.x)), ("contentOffsetY", Double(offset.y))])
            }
            recognizers.append((pan.name!, pan))
            scrollView.delegate = scrollObserver
            recorder.contentOffset(of: scrollView)
        }
        for recognizerNode in node.recognizers {
            view.addGestureRecognizer(build(recognizerNode, scene: scene))
        }
        for subview in node.subviews {
            view.addSubview(build(subview, in: view, controller: controller, scene: scene, firstResponder: &firstResponder))
        }
        return view
    }

    private func build(_ node: Scene.RecognizerNode, scene: Scene) -> UIGestureRecognizer {
        let recognizer = node.recognizerKind.make()
        recognizer.name = node.name
        for (property, value) in node.properties { property.apply(recognizer, value) }
        recorder.name(recognizer, node.name)
        let partners = Set(scene.simultaneous.flatMap { pair in
            pair.0 == node.name ? [pair.1] : pair.1 == node.name ? [pair.0] : []
        })
        if node.delegate != nil || !partners.isEmpty {
            let delegate = SceneDelegate(node: node.delegate ?? Scene.DelegateNode(), simultaneousWith: partners,
                                         recorder: recorder)
            delegates.append(delegate)
            recognizer.delegate = delegate
        }
        let report = node.recognizerKind.report
        recognizer.addAction { [weak recorder] recognizer in recorder?.action(recognizer, values: report(recognizer)) }
        recognizers.append((node.name, recognizer))
        return recognizer
    }
}
