/// A file made from other files' hashes was asked for on its own: a bug in the caller.
struct MadeAsIndex: Error, CustomStringConvertible {
    let path: String
    var description: String { "the service worker next to \(path) is made from the role's other files, not on its own" }
}
