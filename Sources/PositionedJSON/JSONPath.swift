/// The path of a value inside its file, printed as `flights[0].departs`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    private var components: [Component] = []

    enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    public func appending(_ index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }
}
