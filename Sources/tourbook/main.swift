import TourBookKit
import TourBookSystem

CurrentProcess.exit(TourBookCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
