import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A sign-up form as iOS apps write one: a name field limited to 5 characters by its
/// delegate, which moves on to the next field on Return, and a bio text view that ends
/// editing on Return instead of inserting a newline.
@MainActor private final class SignUpForm: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    let bioView = UITextView(frame: CGRect(x: 20, y: 160, width: 350, height: 100))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Name"
        nameField.delegate = self
        nameField.returnKeyType = .next
        nameField.addAction(UIAction { [unowned self] _ in events.append("changed \(nameField.text ?? "")") }, for: .editingChanged)
        bioView.delegate = self
        view.addSubview(nameField)
        view.addSubview(bioView)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("begin") }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("end") }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 5
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        events.append("return")
        bioView.becomeFirstResponder()
        return false
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard text == "\n" else { return true }
        textView.resignFirstResponder()
        return false
    }

    func textViewDidEndEditing(_ textView: UITextView) { events.append("bio end") }
}

@MainActor
@Suite("Text fields, text views and the keyboard (R-TX4, R-TX5)", .serialized)
struct TextInputTests {
    // R-TX4: a tap on the field makes it first responder (the delegate hears it begin);
    // typed keys go through the delegate, which keeps five characters; Delete deletes the
    // last; Return asks textFieldShouldReturn, which moves to the text view; the text view's
    // delegate turns Return into ending editing.
    @Test func typingIntoAFormGoesThroughTheDelegates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let form = SignUpForm()
        window.rootViewController = form
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        #expect(form.nameField.text == "" && !form.nameField.isFirstResponder)

        fingers.tap(at: CGPoint(x: 100, y: 117))
        #expect(form.nameField.isFirstResponder && form.nameField.isEditing)
        fingers.type("Hello world")
        #expect(form.nameField.text == "Hello")
        fingers.press(.keyboardDeleteOrBackspace)
        #expect(form.nameField.text == "Hell")
        form.nameField.insertText("o")  // the software keyboard's call
        #expect(form.nameField.text == "Hello")
        fingers.type("\n")
        #expect(form.bioView.isFirstResponder && !form.nameField.isEditing)
        #expect(form.events == ["begin", "changed H", "changed He", "changed Hel", "changed Hell", "changed Hello",
                                "changed Hell", "changed Hello", "return", "end"])

        fingers.type("Hi\n")
        #expect(form.bioView.text == "Hi" && !form.bioView.isFirstResponder)
        #expect(form.events.last == "bio end")
    }

    // R-TX4: Apple's endEditing(_:): without force the field is asked and may refuse; with
    // force it resigns without being asked, and its delegate hears that editing ended.
    @Test func endEditingAsksUnlessForced() {
        final class Stubborn: UITextFieldDelegate {
            var ended = 0
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let delegate = Stubborn()
        field.delegate = delegate
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(!window.endEditing(false) && field.isFirstResponder)
        #expect(window.endEditing(true) && !field.isFirstResponder && !field.isEditing)
        #expect(delegate.ended == 1)
    }

    // R-TX3: a 17-point rounded-rect field is 34 points high, as iOS's (20.29 + 6.5 + 6.5,
    // rounded up); a text view with scrolling off grows by a line per line of text:
    // 8 + 8 insets and two 10-point lines, 2 × 11.93…, rounded up to 40.
    @Test func aFieldAndASelfSizingTextViewMeasureTheirText() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 10)
        textView.text = "aaa\nbbb"
        #expect(textView.intrinsicContentSize.height == 40)
        #expect(textView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        textView.isScrollEnabled = true
        textView.text = (0..<20).map { "line \($0)" }.joined(separator: "\n")
        #expect(textView.contentSize.height == (20 * UIFont.systemFont(ofSize: 10).lineHeight + 16).rounded(.up))
    }

    // R-TX5: a controller that lifts its content by the keyboard's height reads the end
    // frame from keyboardWillShowNotification (336 points at the bottom of the 844-point
    // screen) and animates with its duration; hiding puts it back.
    @Test func aKeyboardAvoidingControllerFollowsThePostedFrames() {
        final class ChatController: UIViewController {
            var bottomInset: CGFloat = 0
            var shownDurations: [Double] = []
            private var observers: [NSObjectProtocol] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                let center = NotificationCenter.default
                observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
                    let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                    let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        self.shownDurations.append(duration)
                        self.bottomInset = self.view.bounds.maxY - frame.minY
                    }
                })
                observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.bottomInset = 0 }
                })
            }

            isolated deinit {
                for observer in observers { NotificationCenter.default.removeObserver(observer) }
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let chat = ChatController()
        window.rootViewController = chat
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        let start = fingers.now
        fingers.showKeyboard()
        #expect(chat.bottomInset == 336 && chat.shownDurations == [0.25])
        #expect(abs(fingers.now - (start + 0.25)) < 1e-9)
        fingers.hideKeyboard()
        #expect(chat.bottomInset == 0)
    }
}
