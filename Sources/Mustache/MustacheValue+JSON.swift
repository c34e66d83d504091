import Foundation

extension MustacheValue {
    /// A value from what `JSONSerialization` reads (the spec's test data, the bench's saved
    /// values). It boxes booleans as NSNumber too; the objCType "c" (char) is how a boxed Bool
    /// shows on Linux and Darwin. With `htmlKey`, an object whose one key it is stands for HTML.
    public init(json: Any, htmlKey: String? = nil) {
        switch json {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            case "d", "f": self = .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let array as [Any]:
            self = .list(array.map { MustacheValue(json: $0, htmlKey: htmlKey) })
        case let object as [String: Any]:
            if let htmlKey, object.count == 1, let html = object[htmlKey] as? String {
                self = .html(html)
            } else {
                self = .object(object.mapValues { MustacheValue(json: $0, htmlKey: htmlKey) })
            }
        default:
            self = .null
        }
    }
}
