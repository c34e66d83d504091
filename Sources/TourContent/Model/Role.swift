/// Who a site is for (management, crew, band…) and which tabs they may open.
public struct Role: Sendable, Hashable {
    public var id: String
    public var title: String
    public var tabs: Set<Tab>
    /// Whether it sees booking references (`Visibility.bookings`).
    public var bookings: Bool

    package init(id: String, title: String, tabs: Set<Tab>, bookings: Bool = false) {
        (self.id, self.title, self.tabs, self.bookings) = (id, title, tabs, bookings)
    }

    public func can(_ tab: Tab) -> Bool { tabs.admits(tab) }

    public var visibility: Visibility { Visibility(tabs: tabs, bookings: bookings) }

    /// The output folder beside the roles' that holds each traveller's own pages
    /// (`private/<id>/`): no role may take its name.
    package static let privateFolder = "private"
}
