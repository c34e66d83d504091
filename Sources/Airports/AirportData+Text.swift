// The table itself is data, `AirportData.txt` (written by scripts/make-airports.py), compiled into
// `AirportData` at build time by the EmbedLines plugin: `version`, `count`, and `lines`, one
// airport a line, `CODE|name|city|country|IANA zone`, sorted by code.

extension AirportData {
    /// The whole table as text, for readers that want `String`s rather than bytes.
    public static var text: String { lines.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
}
