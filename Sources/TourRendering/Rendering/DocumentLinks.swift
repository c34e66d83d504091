import Mustache

/// Documents as pages list them: title, kind and size (`Parking map · PDF · 240 KB`), a link to
/// the copy in the role's `assets/` (relative to the role's folder; templates put `{{root}}`
/// before it) and that copy's name for paper, where a link is no use.
enum DocumentLinks {
    static func value(_ document: Document, assets: SiteAssets, words: Words) -> MustacheValue? {
        guard let asset = assets.documents[document.path] else { return nil }
        let path = "assets/" + asset.name
        return .fields([
            "title": .string(document.title), "href": .string(path), "file": .string(path),
            "kind": .string(DocumentKind.label(document.fileName, words)), "size": .string(DocumentKind.sizeText(asset.bytes.count, words)),
        ])
    }

    /// `{documents: [...]}` of those a role that sees this may see, or nil when there are none.
    static func list(_ documents: [Document], visibility: Visibility, assets: SiteAssets, words: Words) -> MustacheValue? {
        .wrapped("documents", documents.filter { visibility.admits($0.tab, $0.audience) }.compactMap { value($0, assets: assets, words: words) })
    }
}
