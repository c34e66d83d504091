// The modules TourBookKit is built on are part of its vocabulary: every file here, and every
// client of TourBookKit, sees them without importing each one.
@_exported import TourBookSystem
