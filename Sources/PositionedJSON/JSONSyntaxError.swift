/// A JSON file that can't be read at all: bad syntax, bad UTF-8, too deep.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String
}
