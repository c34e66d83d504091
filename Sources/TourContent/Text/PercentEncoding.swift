import Foundation

/// Text put into a URL's query: RFC 3986's unreserved characters stay, everything else
/// (spaces, commas, `&`, `#`, `:`, `/`, accents as UTF-8) is percent-encoded, so it can't end the
/// query or add parameters.
package enum PercentEncoding {
    private static let unreserved = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    package static func encoded(_ text: String) -> String? { text.addingPercentEncoding(withAllowedCharacters: unreserved) }
}
