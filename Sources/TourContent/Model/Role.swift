/// Who a site is for (management, crew, band…) and which tabs they may open.
public struct Role: Sendable, Hashable {
    public var id: String
    public var title: String
    public var tabs: Set<Tab>

    package init(id: String, title: String, tabs: Set<Tab>) { (self.id, self.title, self.tabs) = (id, title, tabs) }

    public func can(_ tab: Tab) -> Bool { tabs.admits(tab) }
}
