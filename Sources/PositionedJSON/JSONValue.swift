/// A JSON value that remembers where it stood in its file, so every later check can point at
/// the exact line and column. Objects keep their keys in file order.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var line: Int
    public var column: Int

    public init(value: JSONValue, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// What to call this kind of value in a message ("expected a string, found a number").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

public struct JSONMember: Sendable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: JSONNode
}
