import TourBookKit
import TourBookSystem

CurrentProcess.growHeapInLargeSteps()
CurrentProcess.exit(TourBookCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
