import TourBookSystem

extension OutputWriter {
    /// Where the record of earlier builds is kept (`BuildRecord`; its bytes are the build's).
    package static let recordFileName = ".tourbook-record"

    /// The record a write leaves, written after the files and before the final manifest, and
    /// the bytes it replaces.
    package struct RecordUpdate {
        var bytes: [UInt8]
        var replacing: [UInt8]?

        package init(bytes: [UInt8], replacing: [UInt8]? = nil) { (self.bytes, self.replacing) = (bytes, replacing) }
    }

    /// Replaces the record, atomically, unless it holds these bytes already.
    func saveRecord(_ update: RecordUpdate, temporaryNumber: Int) throws(OutputError) {
        if update.bytes == update.replacing { return }
        if let failure = writeAtomically(Self.recordFileName, update.bytes, temporaryNumber: temporaryNumber) {
            throw OutputError(.io, path: display(Self.recordFileName), reason: failure, advice: "fix the problem and build again")
        }
    }
}
