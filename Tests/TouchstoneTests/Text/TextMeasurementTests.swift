import Foundation
import Testing
import Touchstone
import TouchstoneTesting

@MainActor
@Suite("Fonts, the text-measuring rule and labels (R-TX1–R-TX3)")
struct TextMeasurementTests {
    // R-TX1: iOS reports UIFont.systemFont(ofSize: 17).lineHeight as 20.287109375 (SF Pro's
    // ascender 1950 and descender 494 of 2048 units); the text styles are the Human
    // Interface Guidelines' sizes at the default Dynamic Type size.
    @Test func theSystemFontHasSFProsMetricsAndTheTextStylesTheirSizes() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.lineHeight == 20.287109375)
        #expect(body.ascender - body.descender == body.lineHeight)
        #expect(body.withSize(34).lineHeight == 2 * body.lineHeight)
        #expect(UIFont.preferredFont(forTextStyle: .body) == body)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont(name: "Helvetica-Bold", size: 14)?.weight == .bold)
    }

    // R-TX2: "Hello" at 17 points is H 0.65 + e 0.55 + l 0.3 + l 0.3 + o 0.55 = 2.35 em =
    // 39.95 points wide and a line high; bold widens by 4 %; kern 1 adds a point per
    // character.
    @Test func aStringMeasuresByTheRule() {
        let size = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(abs(size.width - 39.95) < 1e-9)
        #expect(size.height == 20.287109375)
        let bold = ("Hello" as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(abs(bold.width - 39.95 * 1.04) < 1e-9)
        let kerned = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 1])
        #expect(abs(kerned.size().width - 44.95) < 1e-9)
        // Wrapped at 40 points, "aaa bbb ccc" at 10 points takes two lines: "aaa bbb" is
        // 16.5 + 2.5 + 16.5 = 35.5 points and " ccc" would make 54.5.
        let wrapped = "aaa bbb ccc".boundingRect(with: CGSize(width: 40, height: 1000), options: .usesLineFragmentOrigin,
                                                 attributes: [.font: UIFont.systemFont(ofSize: 10)], context: nil)
        #expect(abs(wrapped.width - 35.5) < 1e-9)
        #expect(abs(wrapped.height - 2 * UIFont.systemFont(ofSize: 10).lineHeight) < 1e-9)
    }

    // R-TX3: a label's intrinsic size is its text's rounded up to the 3× screen's pixels:
    // 39.95 × 20.287… becomes 120/3 × 61/3 points; without text it is zero; Auto Layout
    // sizes a label pinned by two edges to it.
    @Test func aLabelsIntrinsicSizeIsItsTextsOnThePixelGrid() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        #expect(label.intrinsicContentSize == CGSize(width: 120.0 / 3, height: 61.0 / 3))
        window.layoutIfNeeded()
        #expect(abs(label.frame.minX - 16) < 1e-9 && abs(label.frame.minY - 100) < 1e-9)
        #expect(abs(label.frame.width - 120.0 / 3) < 1e-9 && abs(label.frame.height - 61.0 / 3) < 1e-9)
        label.font = .systemFont(ofSize: 34)
        window.layoutIfNeeded()
        #expect(abs(label.frame.width - 79.9) < 1.0 / 3 && label.frame.width >= 79.9)
    }

    // R-TX2, R-TX3: with more lines allowed the label wraps at its preferred width; its last
    // baseline is one line below its first.
    @Test func aMultiLineLabelWrapsAtItsPreferredWidth() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "aaa bbb ccc"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 40
        #expect(label.intrinsicContentSize == CGSize(width: 107.0 / 3, height: 72.0 / 3))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == CGSize(width: 164.0 / 3, height: 36.0 / 3))
        #expect(label.sizeThatFits(CGSize(width: 40, height: 100)) == label.intrinsicContentSize)
    }

    // R-TX3, R-DR1: a label draws its text once on first showing and again when it changes;
    // one line too long for 30 points is cut at the tail: "aaa b" (24.5) and "…" (5.5)
    // fill it exactly; centered in a 20-point height, the line's top is (20 − 11.93…)/2.
    @Test func aLabelDrawsItsLineTruncatedAtTheTail() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.text = "aaa bbb"
        window.addSubview(label)
        window.layoutIfNeeded()
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        #expect(label.layer.recordedDrawing == [
            .text("aaa b…", in: CGRect(x: 0, y: (20 - lineHeight) / 2, width: 30, height: lineHeight)),
        ])
        label.textAlignment = .center
        label.text = "ab"
        window.layoutIfNeeded()
        // "ab" is 11 points wide: centered in 30, it starts at 9.5.
        #expect(label.layer.recordedDrawing == [
            .text("ab", in: CGRect(x: 9.5, y: (20 - lineHeight) / 2, width: 11, height: lineHeight)),
        ])
    }
}
