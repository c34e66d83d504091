// The writer knows paths, bytes and their hashes, and the system calls that put them on disk;
// nothing about tours or pages.
@_exported import Digest
@_exported import PositionedJSON
@_exported import TourBookSystem
