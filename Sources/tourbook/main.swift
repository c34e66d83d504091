import TourBookKit
import TourBookSystem

CurrentProcess.reuseFreedMemory()
CurrentProcess.exit(TourBookCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
