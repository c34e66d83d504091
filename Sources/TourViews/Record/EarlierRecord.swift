/// The record an output folder holds from its earlier builds, as this build found it: its bytes
/// (so an unchanged record is not rewritten) and what they say.
package struct EarlierRecord: Sendable {
    package var bytes: [UInt8]?
    package var record: BuildRecord

    package init(bytes: [UInt8]?, record: BuildRecord) { (self.bytes, self.record) = (bytes, record) }

    package static let none = EarlierRecord(bytes: nil, record: BuildRecord())
}
