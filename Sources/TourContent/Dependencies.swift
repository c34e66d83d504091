// The leaf modules are part of the content stage's vocabulary, and of every stage above it: a
// tour's zone is a ZoneInfo, a decoder reads JSONNodes, a file is read through TourBookSystem.
@_exported import Digest
@_exported import PositionedJSON
@_exported import TourBookSystem
@_exported import ZoneData
