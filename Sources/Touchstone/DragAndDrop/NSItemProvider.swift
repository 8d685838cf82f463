import Foundation

/// An object an item provider can hold and hand out: what `NSString`, `NSURL` and
/// ``UIImage`` are on iOS. Touchstone keeps the object itself, so the protocol asks only
/// for the type identifiers it is known by.
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers the object can be written as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// A class whose objects an item provider can load (``NSItemProvider/loadObject(ofClass:completionHandler:)``).
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the class can be read from.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Plain text: `public.utf8-plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    /// Plain text: `public.utf8-plain-text`.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL: `public.url`.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    /// A URL: `public.url`.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
}

extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    /// An image, as PNG: `public.png`.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
    /// An image, as PNG: `public.png`.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
}

/// The data a drag carries (R-DD1), with Foundation's names: Apple's Foundation has it and
/// corelibs Foundation does not, so Touchstone supplies it for drag items.
///
/// A drag inside one app hands the same objects across, so the provider keeps the object
/// it was made with and loads it back without encoding it: ``loadObject(ofClass:completionHandler:)``
/// calls its handler at once, before returning, where iOS calls it later on another queue
/// (a headless test then needs no waiting).
open class NSItemProvider: NSObject {
    private var object: (any NSItemProviderWriting)?

    /// A provider with nothing registered.
    public override init() {}

    /// A provider of `object`, registered under its class's type identifiers.
    public init(object: any NSItemProviderWriting) {
        self.object = object
    }

    /// A name for the data, offered to a receiver that saves it to a file.
    open var suggestedName: String?

    /// The type identifiers of what is registered.
    open var registeredTypeIdentifiers: [String] {
        object.map { type(of: $0).writableTypeIdentifiersForItemProvider } ?? []
    }

    /// Whether something is registered under `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether the registered object can be loaded as an object of `aClass`.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        func holds<Reading: NSItemProviderReading>(_ readingClass: Reading.Type) -> Bool { object is Reading }
        return holds(aClass)
    }

    /// Loads the registered object as an object of `aClass`: the handler gets it, or an
    /// error when it is not of that class. The handler runs before this returns.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let object = object as? any NSItemProviderReading, canLoadObject(ofClass: aClass) {
            completionHandler(object, nil)
        } else {
            completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
        }
        progress.completedUnitCount = 1
        return progress
    }
}
