// Pages and feeds are rendered from the role views and the model.
@_exported import TourViews
