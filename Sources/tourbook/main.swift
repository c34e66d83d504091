import TourBookKit
#if canImport(Glibc)
import Glibc
#endif

exit(TourBookCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
