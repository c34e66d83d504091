// The commands run the stages; clients of TourBookKit see every stage's public types.
@_exported import TourBuild
