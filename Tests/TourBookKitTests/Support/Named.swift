import Testing

/// A test argument that the test log shows by its name: a 100,000-byte input would otherwise be
/// printed whole on each line that names its test case.
struct Named<Value: Sendable>: Sendable, CustomTestStringConvertible {
    let name: String
    let value: Value

    init(_ name: String, _ value: Value) { (self.name, self.value) = (name, value) }

    var testDescription: String { name }
}
