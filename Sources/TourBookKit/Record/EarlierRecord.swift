/// The record an output folder holds from its earlier builds, as this build found it: its bytes
/// (so an unchanged record is not rewritten) and what they say.
struct EarlierRecord: Sendable {
    var bytes: [UInt8]?
    var record: BuildRecord

    static let none = EarlierRecord(bytes: nil, record: BuildRecord())
}
