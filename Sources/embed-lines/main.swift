import Foundation

// The EmbedLines plugin's tool: `embed-lines INPUT OUTPUT NAME` writes OUTPUT, a Swift file with
// `public enum NAME` holding INPUT's data lines (`lines`, one static string, a newline after
// each), how many there are (`count`) and the version its `# version: ` line gives. Lines
// starting with `#` are the file's header (what it is, where it comes from, its license).

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: embed-lines INPUT OUTPUT NAME\n".utf8))
    exit(2)
}
let (input, output, name) = (arguments[1], arguments[2], arguments[3])

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(input): error: \(message)\n".utf8))
    exit(1)
}

guard let text = try? String(contentsOfFile: input, encoding: .utf8) else { fail("can't be read as UTF-8") }
var version: String?
var lines: [Substring] = []
for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    if line.hasPrefix("# version: ") { version = String(line.dropFirst("# version: ".count)) }
    if line.hasPrefix("#") || line.isEmpty { continue }
    // The raw string below ends at `"""#`; a line holding it would end it early.
    if line.contains("\"\"\"#") || line.contains("\\#") { fail("line \(number + 1) holds \"\"\"# or \\#, which the embedded string can't") }
    lines.append(line)
}
guard let version else { fail("no \"# version: \" line") }

let swift = """
    // Made at build time from \((input as NSString).lastPathComponent) by the EmbedLines plugin.

    public enum \(name) {
        public static let version = "\(version)"
        public static let count = \(lines.count)
        public static let lines: StaticString = #\"\"\"
    \(lines.map { $0 + "\n" }.joined())\"\"\"#
    }

    """
do {
    try Data(swift.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    fail("can't write \(output): \(error)")
}
