extension OutputWriter {
    /// The pieces an earlier build left (`PieceStore`); an empty store when there are none whole.
    package func readPieces() -> PieceStore {
        guard let bytes = try? WholeFile.read(absolute(PieceStore.fileName), limit: 1 << 30, regularFilesOnly: true) else { return PieceStore() }
        return PieceStore.decoded(bytes) ?? PieceStore()
    }

    /// Leaves the pieces for the next build. Any store is right for any build (a key names its
    /// bytes), so a failure or a kill costs the next build only the time to make them again.
    package func savePieces(_ pieces: PieceStore) {
        _ = writeAtomically(PieceStore.fileName, pieces.encoded(), temporaryNumber: 1)
    }
}
