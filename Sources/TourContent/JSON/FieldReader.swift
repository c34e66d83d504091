import Foundation

/// Reads the JSON of one content file into the model, recording each problem with the file,
/// line, column and JSON path, and carrying on so that one run reports everything.
final class FieldReader {
    let file: String
    private(set) var log = DiagnosticLog()
    /// The tour's role ids, which `"for"` lists are checked against (`AudienceField`); nil when
    /// tour.json could not be read (then they aren't checked, rather than each reported).
    var roles: Set<String>?

    init(file: String, roles: Set<String>? = nil) { (self.file, self.roles) = (file, roles) }

    func location(_ node: JSONNode, _ path: JSONPath) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column, jsonPath: path.description)
    }

    func error(_ node: JSONNode, _ path: JSONPath, _ message: String) {
        log.error(location(node, path), message)
    }

    func warning(_ node: JSONNode, _ path: JSONPath, _ message: String) {
        log.warning(location(node, path), message)
    }

    func wrongKind(_ node: JSONNode, path: JSONPath, expected: String) {
        var message = "expected \(expected), found \(node.value.kindName)"
        if expected == "a string", case .number = node.value { message += "; put it in double quotes" }
        error(node, path, message)
    }

    func missing(_ key: String, in object: JSONObject) {
        error(object.node, object.path, "missing required key \"\(key)\"")
    }

    /// Opens an object, reporting unknown keys (with a suggestion) once. `$schema` is accepted
    /// only at the top of a file, for editors.
    func object(_ node: JSONNode, path: JSONPath, allowed: [String], isFileRoot: Bool = false) -> JSONObject? {
        guard case .object(let members) = node.value else {
            wrongKind(node, path: path, expected: "an object")
            return nil
        }
        for member in members {
            if allowed.contains(member.key) { continue }
            if isFileRoot && member.key == "$schema" { continue }
            let keyNode = JSONNode(value: .null, line: member.keyLine, column: member.keyColumn)
            var message = "unknown key \"\(member.key)\""
            if let guess = Suggestion.closest(to: member.key, in: allowed) {
                message += "; did you mean \"\(guess)\"?"
            } else {
                message += "; known keys here: \(allowed.joined(separator: ", "))"
            }
            error(keyNode, path.appending(member.key), message)
        }
        return JSONObject(node: node, path: path, members: members, reader: self)
    }
}
