/// Who a site is for (management, crew, band…) and which tabs they may open.
public struct Role: Sendable, Hashable {
    public var id: String
    public var title: String
    public var tabs: Set<Tab>
    /// Whether it sees booking references (`Visibility.bookings`).
    public var bookings: Bool
    /// Whether an audience names it: notes files named after it (`tour.<id>.md`,
    /// `days/<date>.<id>.md`) or an item's `"for"`. Set when the content is loaded.
    public var isNamed = false

    package init(id: String, title: String, tabs: Set<Tab>, bookings: Bool = false) {
        (self.id, self.title, self.tabs, self.bookings) = (id, title, tabs, bookings)
    }

    public func can(_ tab: Tab) -> Bool { visibility.admits(tab) }

    /// What its pages show; roles that see the same share it (and the pages' pieces).
    public var visibility: Visibility { Visibility(tabs: tabs, bookings: bookings, role: isNamed ? id : nil) }
    /// What it may read of the changes: as `visibility`, and changes for it even after the last
    /// notes file or item naming it is gone (the record knows whose they were).
    public var reader: Visibility { Visibility(tabs: tabs, bookings: bookings, role: id) }

    /// The output folder beside the roles' that holds each traveller's own pages
    /// (`private/<id>/`): no role may take its name.
    package static let privateFolder = "private"
}
