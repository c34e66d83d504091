/// Writing bytes: template text (indented when inside a standalone partial or block) and values.
extension Machine {
    mutating func appendText(_ start: Int, _ count: Int) {
        program.text.withUnsafeBufferPointer { text in
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<(start + count)]))
        }
    }

    /// Text inside an indented partial or block: the indentation goes after each line break
    /// that more text follows, and is left pending after the last.
    mutating func appendIndented(_ start: Int, _ count: Int) {
        guard count > 0 else { return }
        flushIndent()
        let end = start + count
        var lineStart = start
        for i in start..<end where program.text[i] == UInt8(ascii: "\n") {
            appendText(lineStart, i + 1 - lineStart)
            lineStart = i + 1
            if lineStart < end { appendIndent() } else { pendingIndent = true }
        }
        if lineStart < end { appendText(lineStart, end - lineStart) }
    }

    mutating func flushIndent() {
        if pendingIndent {
            appendIndent()
            pendingIndent = false
        }
    }

    mutating func appendIndent() {
        if hasIndent {
            indentation.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[indentStart...])) }
        }
    }

    mutating func append(_ id: Int32, escaped: Bool) {
        flushIndent()
        let entry = values.entries[Int(id)]
        switch entry.kind {
        case .string where escaped:
            values.bytes.withUnsafeBufferPointer { bytes in
                HTMLOutput.appendEscaped(UnsafeBufferPointer(rebasing: bytes[entry.a..<(entry.a + entry.b)]), to: &out)
            }
        case .string, .html:
            values.bytes.withUnsafeBufferPointer { bytes in
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[entry.a..<(entry.a + entry.b)]))
            }
        case .int:
            HTMLOutput.append(entry.a, to: &out)
        case .double:
            HTMLOutput.append(Double(bitPattern: UInt64(UInt(bitPattern: entry.a))), to: &out)
        case .trueValue:
            out.append(contentsOf: "true".utf8)
        case .falseValue:
            out.append(contentsOf: "false".utf8)
        case .null, .list, .object, .closedList, .closedObject:
            break
        }
    }
}
