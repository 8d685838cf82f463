#if Porting
import Testing
@testable import TouchstonePorting

/// `#selector` in every place iOS code puts one, each compared with the `Selector` form that
/// SELECTOR.md's contract (Touchstone's `Selector(name, Type.method)`) gives for it.
@Suite struct SelectorRewriteTests {
    @Test func selectorWithArgumentNamesTheEnclosingClass() {
        let source = """
            final class CardViewController: UIViewController {
                func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                }
            }
            """
        #expect(port(source).contains("""
            UITapGestureRecognizer(target: self, action: Selector("handleTap(_:)", CardViewController.handleTap(_:)))
            """))
    }

    @Test func selectorInAnExtensionNamesTheExtendedType() {
        let source = """
            extension CardViewController {
                func install() { view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(self.handlePan(_:)))) }
            }
            """
        #expect(port(source).contains(#"action: Selector("handlePan(_:)", CardViewController.handlePan(_:))"#))
    }

    @Test func selectorThroughATypeKeepsTheType() {
        let source = """
            func install(on recognizer: UIGestureRecognizer, handler: Handler) {
                recognizer.addTarget(handler, action: #selector(Handler.gesture(_:with:)))
            }
            """
        #expect(port(source).contains(#"recognizer.addTarget(handler, action: Selector("gesture(_:with:)", Handler.gesture(_:with:)))"#))
    }

    @Test func selectorThroughANestedTypePath() {
        let source = """
            struct Screen { final class Controller {
                func wire(_ button: UIButton) { button.addTarget(self, action: #selector(Screen.Controller.tapped), for: .touchUpInside) }
                @objc func tapped() {}
            } }
            """
        #expect(port(source).contains(#"action: Selector("tapped", Screen.Controller.tapped), for: .touchUpInside"#))
    }

    /// A bare `#selector(name)` takes the full name of the one method of that name the file
    /// declares in the type (as Swift's own `#selector` resolves it).
    @Test func bareSelectorTakesTheDeclaredMethodsFullName() {
        let source = """
            class Slider: UIControl {
                func setUp() { addTarget(self, action: #selector(changed), for: .valueChanged) }
                func changed(_ notANameOfTheSelector: Int) {}
            }
            extension Slider {
                @objc func changed(_ sender: Slider, for event: UIEvent) {}
            }
            """
        // Two methods are named `changed`; only the `@objc` one can be a selector's.
        #expect(port(source).contains(#"addTarget(self, action: Selector("changed(_:for:)", Slider.changed(_:for:)), for: .valueChanged)"#))
    }

    /// A method the file does not declare (inherited, or in another file) keeps the bare
    /// name, as the contract says.
    @Test func bareSelectorOfAnUndeclaredMethodStaysBare() {
        let source = "class Card: UIView { func wire(_ r: UITapGestureRecognizer) { r.addTarget(self, action: #selector(flip)) } }"
        #expect(port(source) == #"class Card: UIView { func wire(_ r: UITapGestureRecognizer) { r.addTarget(self, action: Selector("flip", Card.flip)) } }"#)
    }

    @Test func selectorStoredInAVariableThenPassed() {
        let source = """
            class Form: UIViewController {
                private let submitAction: Selector = #selector(submit)
                var pending: Selector?
                func wire(_ button: UIButton) {
                    pending = #selector(Form.cancel(_:))
                    button.addTarget(self, action: submitAction, for: .touchUpInside)
                    button.removeTarget(self, action: pending, for: .touchUpInside)
                }
                @objc func submit() {}
                @objc func cancel(_ sender: UIButton) {}
            }
            """
        let expected = """
            class Form: UIViewController {
                private let submitAction: Selector = Selector("submit", Form.submit)
                var pending: Selector?
                func wire(_ button: UIButton) {
                    pending = Selector("cancel(_:)", Form.cancel(_:))
                    button.addTarget(self, action: submitAction, for: .touchUpInside)
                    button.removeTarget(self, action: pending, for: .touchUpInside)
                }
                func submit() {}
                func cancel(_ sender: UIButton) {}
            }
            """
        #expect(port(source) == expected)
    }

    @Test func removeTargetAndBarButtonItemActions() {
        let source = """
            class Editor: UIViewController {
                func wire(_ pinch: UIPinchGestureRecognizer) {
                    pinch.removeTarget(self, action: #selector(zoom(_:)))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(Editor.done))
                }
                @objc func zoom(_ recognizer: UIPinchGestureRecognizer) {}
                @objc func done() {}
            }
            """
        let output = port(source)
        #expect(output.contains(#"pinch.removeTarget(self, action: Selector("zoom(_:)", Editor.zoom(_:)))"#))
        #expect(output.contains(#"UIBarButtonItem(title: "Done", style: .done, target: self, action: Selector("done", Editor.done))"#))
        #expect(output.contains(#"UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: Selector("done", Editor.done))"#))
    }

    /// A `#selector(` broken across lines becomes one line followed by the newlines it
    /// held, so the lines after it keep their numbers.
    @Test func multilineSelectorKeepsTheFollowingLines() {
        let source = "class A {\n    let s = #selector(\n        A.go)\n    func go() {}\n}\n"
        let output = port(source)
        #expect(output == "class A {\n    let s = Selector(\"go\", A.go)\n\n    func go() {}\n}\n")
    }

    private func port(_ source: String) -> String {
        let ported = SourcePort.port(source, file: "Input.swift")
        #expect(ported.problems.isEmpty, "\(ported.problems)")
        return ported.text
    }
}
#endif
