/// The path of a value inside its file, printed as `flights[0].departs`.
///
/// Every value read gets one, though only a problem's is ever printed: a path is its last
/// component and a reference to the path it extends, so extending one is one small allocation
/// and no copy of the components before it.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    private final class Step: Sendable {
        let parent: Step?
        let component: Component
        let depth: Int

        init(parent: Step?, component: Component) {
            (self.parent, self.component, depth) = (parent, component, (parent?.depth ?? 0) + 1)
        }
    }

    private let last: Step?

    private init(last: Step?) { self.last = last }

    public static let root = JSONPath(last: nil)

    public func appending(_ key: String) -> JSONPath { JSONPath(last: Step(parent: last, component: .key(key))) }

    public func appending(_ index: Int) -> JSONPath { JSONPath(last: Step(parent: last, component: .index(index))) }

    /// From the root to the value.
    var components: [Component] {
        var components: [Component] = []
        var step = last
        while let here = step {
            components.append(here.component)
            step = here.parent
        }
        return components.reversed()
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var (left, right) = (lhs.last, rhs.last)
        while let l = left, let r = right {
            if l === r { return true }
            guard l.depth == r.depth, l.component == r.component else { return false }
            (left, right) = (l.parent, r.parent)
        }
        return left == nil && right == nil
    }

    public func hash(into hasher: inout Hasher) {
        var step = last
        while let here = step {
            hasher.combine(here.component)
            step = here.parent
        }
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
