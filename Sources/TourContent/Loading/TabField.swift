/// A tab named in the content (a role's `tabs`, a document's `tab`): one of `Tab`'s names, with
/// a suggestion for a misspelled one.
enum TabField {
    static func read(_ text: String, node: JSONNode, path: JSONPath, reader: FieldReader) -> Tab? {
        if let tab = Tab(rawValue: text) { return tab }
        reader.error(node, path, Suggestion.unknown("tab", text, in: Tab.allCases.map(\.rawValue),
                                                    otherwise: "tabs are schedule, travel and contacts"))
        return nil
    }
}
