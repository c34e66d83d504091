import Foundation
import Mustache

/// Small helpers for building the value trees the templates render, so page builders read as a
/// list of fields. Absent and empty text is left out, so `{{#field}}` sections simply vanish.
typealias Value = MustacheValue

extension MustacheValue {
    /// An object from pairs; nil values are dropped.
    static func fields(_ pairs: KeyValuePairs<String, MustacheValue?>) -> MustacheValue {
        var object: [String: MustacheValue] = [:]
        object.reserveCapacity(pairs.count)
        for (key, value) in pairs { if let value { object[key] = value } }
        return .object(object)
    }

    /// Text, or nil when absent or blank.
    static func text(_ string: String?) -> MustacheValue? {
        guard let string, !string.allSatisfy(\.isWhitespace) else { return nil }
        return .string(string)
    }

    /// A list, or nil when empty (so `{{#list}}…{{/list}}` wrappers vanish too).
    static func nonEmpty(_ items: [MustacheValue]) -> MustacheValue? { items.isEmpty ? nil : .list(items) }

    /// A `tel:` link target: digits and a leading +, nothing else.
    static func tel(_ phone: String?) -> MustacheValue? {
        guard let phone else { return nil }
        var out = ""
        for c in phone where c.isASCIIDigit || (c == "+" && out.isEmpty) { out.append(c) }
        return out.count >= 3 ? .string("tel:" + out) : nil
    }

    /// A `mailto:` link target for an address that looks like one (`name@host`, no spaces);
    /// characters outside a plain address are percent-encoded.
    static func mailto(_ email: String?) -> MustacheValue? {
        guard let email = email?.trimmingCharacters(in: .whitespaces), !email.isEmpty else { return nil }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."),
              !email.contains(where: { $0.isWhitespace }) else { return nil }
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@.-_+!$'*~")
        guard let encoded = email.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        return .string("mailto:" + encoded)
    }

    /// `{key: items}` when there are items, else nil: lets a template wrap a list in `<ol>` or
    /// `<table>` that vanishes with it (`{{#timeline}}<ol>{{#entries}}…{{/entries}}</ol>{{/timeline}}`).
    static func wrapped(_ key: String, _ items: [MustacheValue]) -> MustacheValue? {
        items.isEmpty ? nil : .object([key: .list(items)])
    }

    /// A fact line shown under an item: `{label, value, key}`, its label in the tour's words and
    /// its key the same in every locale (it names the line's class).
    static func fact(_ key: FactKey, _ label: String, _ value: String?) -> MustacheValue? {
        guard let text = text(value) else { return nil }
        return .fields(["label": .string(label), "value": text, "key": .string(key.rawValue)])
    }

    static func fact(_ key: FactKey, _ value: String?, _ words: Words) -> MustacheValue? {
        fact(key, words.fact(key), value)
    }
}
