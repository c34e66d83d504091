/// The files a build keeps beside the sites for the next one (`.tourbook-state`,
/// `.tourbook-pieces`, `.tourbook-days`, `.tourbook-explain`): each read whole and decoded,
/// nothing when it is missing or not whole, and replaced whole (`writeAtomically`), so a kill
/// leaves the old copy or the new one; the stores of pieces are mostly appended to, and read up
/// to their last whole piece.
/// Losing one costs the next build only time.
extension OutputWriter {
    func readKept<Kept>(_ name: String, _ decode: ([UInt8]) -> Kept?) -> Kept? {
        guard let bytes = try? WholeFile.read(absolute(name), limit: 1 << 30, regularFilesOnly: true) else { return nil }
        return decode(bytes)
    }

    func keep(_ name: String, _ bytes: [UInt8], temporaryNumber: Int) {
        _ = writeAtomically(name, bytes, temporaryNumber: temporaryNumber)
    }

    /// The pieces earlier builds left (`PieceStore`) in the store `name` (the shared pieces, or
    /// the decoded days: `StoredDayFiles`), if made by the binary and zone data `base`
    /// (`BuildInputs.toolBase`). Any store is right for any build (a key names its bytes); nil
    /// `base`: no keys, no pieces.
    package func readPieces(base: UInt64?, name: String = PieceStore.fileName) -> PieceStore {
        guard let base else { return PieceStore() }
        return readKept(name) { PieceStore.decoded($0, base: base) } ?? PieceStore()
    }

    /// Appends the pieces the folder's store `name` lacks, or replaces it whole (`PieceStore.saving`).
    /// `temporaryNumber`: one of its own, as stores are saved beside the state and each other.
    package func savePieces(_ pieces: PieceStore, base: UInt64?, name: String = PieceStore.fileName, temporaryNumber: Int = 1) {
        guard let base else { return }
        let path = absolute(name)
        let size = (try? FileSystem.info(path, followingLinks: false)).flatMap { $0.kind == .file ? Int($0.size) : nil }
        let replace = {
            _ = writeAtomically(name, temporaryNumber: temporaryNumber) { file throws(Errno) in
                try pieces.write(base: base, to: file)
            }
        }
        switch pieces.saving(base: base, fileSize: size) {
        case .replace: replace()
        case .append(let bytes):
            guard !bytes.isEmpty else { return }
            do throws(Errno) {
                try FileDescriptor.open(path, .writeOnly, options: [.append, .noFollow]).closeAfter { file throws(Errno) in try file.writeAll(bytes) }
            } catch {
                replace()
            }
        }
    }

    /// The parts of earlier inputs, for `--explain` (`InputParts`).
    package func readInputParts() -> InputParts { readKept(InputParts.fileName, InputParts.decoded) ?? InputParts() }

    package func saveInputParts(_ parts: InputParts) { keep(InputParts.fileName, parts.encoded(), temporaryNumber: 2) }
}
