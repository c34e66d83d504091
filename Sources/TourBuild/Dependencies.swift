// The build graph joins what is rendered to what is written.
@_exported import TourOutput
@_exported import TourRendering
