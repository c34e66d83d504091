/// Why the output folder was not (or not fully) written, with the path concerned and what to do.
/// Printed as `PATH: REASON; ADVICE`, the same shape as the content diagnostics.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The folder holds files but no manifest: it was not made by tourbook.
        case foreignFolder
        /// The output path exists but is not a folder.
        case notAFolder
        /// The manifest can't be read or makes no sense.
        case badManifest
        /// A path given to the writer is not a clean relative path (a programming error).
        case badPath
        /// Something that tourbook did not make is in the way of a file it must write.
        case inTheWay
        /// Another tourbook is writing into the same folder right now.
        case busy
        /// The operating system refused a read, write, rename or removal.
        case io
        /// A file made while writing it (`OutputFile.isMadeLate`) could not be rendered: a
        /// template problem, found late.
        case rendering
    }

    public var kind: Kind
    /// The file or folder concerned, as the user would type it (output folder + relative path).
    public var path: String
    public var reason: String
    /// What to do about it; empty when there is nothing useful to say.
    public var advice: String

    public init(_ kind: Kind, path: String, reason: String, advice: String = "") {
        self.kind = kind
        self.path = path
        self.reason = reason
        self.advice = advice
    }

    public var description: String {
        var text = "\(path): \(reason)"
        if !advice.isEmpty { text += "; \(advice)" }
        return text
    }
}
