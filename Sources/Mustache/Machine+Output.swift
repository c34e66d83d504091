/// Writing bytes: template text (indented when inside a standalone partial or block) and values.
extension Machine {
    mutating func appendText(_ start: Int, _ count: Int) {
        program.text.withUnsafeBufferPointer { text in
            out.append(UnsafeBufferPointer(rebasing: text[start..<(start + count)]))
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
            indentation.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[indentStart...])) }
        }
    }

    mutating func append(_ id: Int32, escaped: Bool) {
        flushIndent()
        let entry = values.entries[Int(id)]
        switch entry.kind {
        case .string:
            appendText(of: entry, escaped: escaped)
        case .html:
            appendText(of: entry, escaped: false)
        case .int:
            out.append(number: entry.a)
        case .double:
            out.append(number: Double(bitPattern: UInt64(UInt(bitPattern: entry.a))))
        case .trueValue:
            out.append("true")
        case .falseValue:
            out.append("false")
        case .null, .list, .object, .closedList, .closedObject:
            break
        }
    }

    /// A string's bytes, from the store's buffer, a long string's own storage or the slice it
    /// was given as. Only the buffer, string or slice is borrowed, not the store: borrowing the
    /// store while `out` changes would copy it (and retain each of its arrays) for every tag.
    private mutating func appendText(of entry: ValueStore.Entry, escaped: Bool) {
        switch entry.storage {
        case .buffer:
            values.bytes.withUnsafeBufferPointer { all in
                let text = UnsafeBufferPointer(rebasing: all[entry.a..<(entry.a + entry.b)])
                escaped ? out.appendEscaped(text) : out.append(text)
            }
        case .string:
            var text = values.strings[entry.a]
            text.withUTF8 { escaped ? out.appendEscaped($0) : out.append($0) }
        case .slice:
            values.slices[entry.a].withUnsafeBufferPointer { escaped ? out.appendEscaped($0) : out.append($0) }
        }
    }
}
