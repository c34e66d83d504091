// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TourBook",
    products: [
        .executable(name: "tourbook", targets: ["tourbook"]),
        .library(name: "TourBookKit", targets: ["TourBookKit"]),
        .library(name: "Mustache", targets: ["Mustache"]),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev). Every call into it lives in
        // Sources/TourBookKit/Markdown/CmarkRenderer.swift.
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // A Mustache engine with no dependency on the rest of the project.
        .target(name: "Mustache"),
        // The system calls TourBook makes, each wrapped once: file descriptors that retry EINTR,
        // whole-file reads, a pthread lock, a parallel map, file stamps, polling.
        .target(name: "TourBookSystem"),
        // Leaf modules with no dependency on TourBookKit: the TZif zone-data reader, the JSON
        // parser that keeps every value's line and column, and the generated airport table
        // (scripts/make-airports.py), which alone is 7,900 lines.
        .target(name: "ZoneData", dependencies: ["TourBookSystem"]),
        .target(name: "PositionedJSON"),
        .target(name: "Airports"),
        // All of TourBook's logic: load → validate → model → render per role → write.
        .target(name: "TourBookKit", dependencies: ["CCmark", "Mustache", "TourBookSystem", "ZoneData", "PositionedJSON", "Airports"]),
        // The thin command-line front end.
        .executableTarget(name: "tourbook", dependencies: ["TourBookKit"]),
        // Conformance run against the official Mustache spec files in ../shared/mustache-spec.
        .executableTarget(name: "mustache-spec", dependencies: ["Mustache"]),
        // `make bench`: build-speed and template-speed figures; never part of `make test`.
        .executableTarget(name: "tourbook-bench", dependencies: ["TourBookKit", "Mustache"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "TourBookSystemTests", dependencies: ["TourBookSystem"]),
        .testTarget(name: "ZoneDataTests", dependencies: ["ZoneData"]),
        .testTarget(name: "PositionedJSONTests", dependencies: ["PositionedJSON"]),
        .testTarget(name: "AirportsTests", dependencies: ["Airports"]),
        // Fixtures are read from the source tree by path, not bundled.
        .testTarget(name: "TourBookKitTests", dependencies: ["TourBookKit", "Mustache", "Airports"], exclude: ["Fixtures"]),
    ]
)
