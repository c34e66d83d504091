import Mustache

/// Each date's body for a set of tabs: its facts (`RenderedDays.Body.Facts`) from the
/// `PieceStore` by what they are made from (the date's input, the tabs, the marks and the day
/// template), and its HTML by its key; only a body the store lacks is made from the date's parts.
struct DayBodies {
    let source: DaySource
    let library: TemplateLibrary
    /// What a body's key starts from (`KeyBases.of(DayBody.template)`).
    let templateBase: UInt64
    /// nil: every body is made.
    let store: PieceStore?

    /// Date `d`'s body for `visibility`. `marks`: the items the role's latest change touched
    /// (`DayParts.value(_:marks:)`).
    func body(_ d: Int, _ visibility: Visibility, marks: [String: String]) throws -> RenderedDays.Body {
        let factsKey = store == nil ? nil : self.factsKey(d, visibility, marks: marks)
        if let store, let factsKey, let facts = store.found(factsKey, decode: RenderedDays.Body.Facts.init(decoding:)) {
            let html = try store.bytes(facts.key) {
                try library.render(DayBody.template, source.parts(d).value(for: visibility, marks: marks))
            }
            return RenderedDays.Body(facts: facts, html: html)
        }
        let parts = source.parts(d)
        let selection = parts.select(visibility)
        let value = parts.value(selection, marks: marks)
        let key = parts.key(selection, marks: marks, template: DayBody.template, templates: templateBase)
        let make = { try library.render(DayBody.template, value) }
        let html = try store?.bytes(key, make: make) ?? ArraySlice(make())
        let facts = RenderedDays.Body.Facts(key: key, digest: html.withUnsafeBytes { ContentHash.xxh64($0) },
                                            isEmpty: RenderedDays.Body.isEmpty(value),
                                            travelShare: TravelPage.share(parts, d, model: source.model, visibility: visibility))
        if let store, let factsKey { store.keep(facts, factsKey) { $0.encoded() } }
        return RenderedDays.Body(facts: facts, html: html)
    }

    /// What date `d`'s body's facts are made from; nil for a date made each build (`DaySource.digests`).
    private func factsKey(_ d: Int, _ visibility: Visibility, marks: [String: String]) -> UInt64? {
        guard let input = source.digests[d] else { return nil }
        var key = InputKey("day body facts", templates: templateBase)
        key.add(input)
        key.add(visibility)
        key.add(UInt64(marks.count))
        for (uid, was) in marks.sorted(by: { $0.key < $1.key }) {
            key.add(uid)
            key.add(was)
        }
        return key.value
    }
}
