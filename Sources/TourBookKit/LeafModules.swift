// The modules TourBookKit is built on are part of its vocabulary: every file here, and every
// client of TourBookKit, sees them without importing each one (a tour's zone is a ZoneInfo, a
// decoder reads JSONNodes).
@_exported import PositionedJSON
@_exported import TourBookSystem
@_exported import ZoneData
