/// `documents`: files attached to the tour, a venue or a day, each with a title and the tab that
/// may see it (without `tab`, every role) and who it is for (`"for"`). Whether the file exists is checked once everything
/// is decoded (`ContentLoader`), where the content folder is known.
enum DocumentDecoder {
    static let keys = ["title", "file", "tab", "for"]

    static func decode(_ owner: JSONObject) -> [Document] {
        owner.list("documents").compactMap { item in
            guard let d = owner.reader.object(item.node, path: item.path, allowed: keys) else { return nil }
            let title = d.string("title", required: true)
            let file = d.string("file", required: true)
            var tab: Tab?
            if let text = d.string("tab") {
                guard let known = TabField.read(text, node: d["tab"]!, path: d.path("tab"), reader: d.reader) else { return nil }
                tab = known
            }
            guard let title, let file else { return nil }
            return Document(title: title, path: file, tab: tab, audience: AudienceField.read(d),
                            location: d.reader.location(d["file"]!, d.path("file")))
        }
    }
}
