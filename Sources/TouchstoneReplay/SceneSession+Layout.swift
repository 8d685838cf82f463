import Foundation
import Touchstone

extension SceneSession {
    /// A named view of the scene with its frame in window coordinates, for a host that
    /// draws the scene (the lab's page).
    public struct ViewLayout: Sendable, Equatable {
        /// The view's name in the scene.
        public var name: String
        /// The view's frame in the window's coordinates.
        public var frame: CGRect
        /// How deep the view is in the tree: 0 for the window's subviews.
        public var depth: Int
    }

    /// The scene's named views, depth first (a superview before its subviews).
    public var viewLayouts: [ViewLayout] {
        var layouts: [ViewLayout] = []
        func walk(_ view: UIView, depth: Int) {
            for subview in view.subviews {
                if let name = runtime.recorder.name(of: subview) {
                    layouts.append(ViewLayout(name: name, frame: subview.convert(subview.bounds, to: window), depth: depth))
                }
                walk(subview, depth: depth + 1)
            }
        }
        walk(window, depth: 0)
        return layouts
    }

    /// The scene's named views themselves, depth first (a superview before its
    /// subviews), for a host that draws their state (a control's highlight, a scroll
    /// view's offset).
    public var namedViews: [(name: String, view: UIView)] {
        var views: [(name: String, view: UIView)] = []
        func walk(_ view: UIView) {
            for subview in view.subviews {
                if let name = runtime.recorder.name(of: subview) { views.append((name, subview)) }
                walk(subview)
            }
        }
        walk(window)
        return views
    }

    /// Each recognizer's name and current state, in attachment order.
    public var recognizerStates: [(name: String, state: UIGestureRecognizer.State)] {
        runtime.recognizers.map { ($0.name, $0.recognizer.state) }
    }
}
