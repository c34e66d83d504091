/// The typed value tree a template renders from.
///
/// Values are plain Swift data: no JSON round trip, no reflection. Objects are looked up by
/// key while walking the context stack; lists drive repeated sections.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Already-safe HTML (for example rendered Markdown): inserted unescaped even by `{{x}}`.
    case html(String)
    /// Already-safe HTML as UTF-8 bytes (a piece rendered earlier), written as they are: no
    /// `String` is made of them, nor are they checked as UTF-8 again.
    case htmlBytes(ArraySlice<UInt8>)
    case list([MustacheValue])
    case object([String: MustacheValue])

    /// Whether a section `{{#x}}` renders (and `{{^x}}` does not).
    ///
    /// The spec leaves truthiness to the host language; the spec tests fix `null`, `false` and
    /// the empty list as falsey. We also treat the empty string (and empty HTML) as falsey so
    /// `{{#subtitle}}<h2>{{subtitle}}</h2>{{/subtitle}}` behaves as authors expect; `0` stays
    /// truthy because "0 items" is a real value to show.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .string(let s), .html(let s): !s.isEmpty
        case .htmlBytes(let bytes): !bytes.isEmpty
        case .list(let items): !items.isEmpty
        case .int, .double, .object: true
        }
    }

    /// The value at `key` when this is an object, else `nil`.
    public subscript(key: String) -> MustacheValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue {
    /// `.null` for `nil`, so optional model fields map without ceremony.
    public init(_ value: MustacheValue?) { self = value ?? .null }
}
