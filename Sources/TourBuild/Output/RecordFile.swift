extension OutputWriter {
    /// The record of the folder's earlier builds (`BuildRecord`). A folder without a manifest has
    /// none to keep; one whose record is missing or damaged gets a warning and a new record, so
    /// the build goes on rather than stop on bookkeeping.
    /// `last`: the record this process last read or wrote (`watch`), taken as it is when the
    /// folder's holds the same bytes.
    package func readRecord(_ found: FoundManifest?, last: LastRecord? = nil, log: inout DiagnosticLog) -> EarlierRecord {
        guard let found, found.raw != nil else { return .none }
        let path = absolute(OutputWriter.recordFileName)
        let bytes: [UInt8]
        do throws(WholeFile.Failure) {
            bytes = try WholeFile.read(path, limit: 256 * 1_048_576, regularFilesOnly: true)
        } catch {
            log.warning(SourceLocation(file: display(OutputWriter.recordFileName)),
                        "the record of earlier builds can't be read (\(error.reason)); starting a new one: calendar events start again at SEQUENCE 0")
            return .none
        }
        if let known = last?.record(bytes) { return known }
        guard let record = BuildRecord.decoded(bytes) else {
            log.warning(SourceLocation(file: display(OutputWriter.recordFileName)),
                        "the record of earlier builds is damaged; starting a new one: calendar events start again at SEQUENCE 0")
            return EarlierRecord(bytes: bytes, record: BuildRecord())
        }
        return EarlierRecord(bytes: bytes, record: record)
    }
}

/// The record a `watch` build read or wrote last, with its bytes: the next build finds the same
/// bytes in the folder and needs not read them into a record again.
package final class LastRecord: Sendable {
    private let last = Lock<EarlierRecord?>(nil)

    package init() {}

    func record(_ bytes: [UInt8]) -> EarlierRecord? {
        last.withLock { last in last.flatMap { $0.bytes == bytes ? $0 : nil } }
    }

    package func keep(_ record: EarlierRecord) { last.withLock { $0 = record } }
}
