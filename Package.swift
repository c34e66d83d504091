// swift-tools-version:6.0
import PackageDescription

/// Every library module below the commands is optimized in debug builds too: the tests and the
/// site checks build many sites (a 10,000-day tour, hundreds of property-test edits, the kill
/// test's 40 builds), which unoptimized take about three times the CPU, more than the -O compile
/// adds. The commands and the tests stay unoptimized, for the debugger.
let optimized: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "TourBook",
    products: [
        .executable(name: "tourbook", targets: ["tourbook"]),
        .library(name: "TourBookKit", targets: ["TourBookKit"]),
        .library(name: "Mustache", targets: ["Mustache"]),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev). Every call into it lives in
        // Sources/TourViews/Markdown/CmarkRenderer.swift.
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // A Mustache engine with no dependency on the rest of the project.
        .target(name: "Mustache", swiftSettings: optimized),
        // The system calls TourBook makes, each wrapped once: file descriptors that retry EINTR,
        // whole-file reads, a pthread lock, a parallel map, file stamps, polling; and the one binary search.
        .target(name: "TourBookSystem", swiftSettings: optimized),
        // Leaf modules with no dependency on the stages: the TZif zone-data reader, the JSON
        // parser that keeps every value's line and column, the generated airport table
        // (scripts/make-airports.py writes Sources/Airports/AirportData.txt, 7,900 lines), and the hash every stage names bytes by.
        .target(name: "ZoneData", dependencies: ["TourBookSystem"], swiftSettings: optimized),
        .target(name: "PositionedJSON", swiftSettings: optimized),
        .target(name: "Airports", plugins: ["EmbedLines"]),
        .target(name: "Digest", dependencies: ["TourBookSystem"], swiftSettings: optimized),
        // Data tables kept as data (`<Name>.txt`) and compiled as an enum of that name, made at
        // build time (Plugins/EmbedLines).
        .executableTarget(name: "embed-lines"),
        .plugin(name: "EmbedLines", capability: .buildTool(), dependencies: ["embed-lines"]),
        // The stages, each importing only the ones below it (docs/architecture.md):
        // content files → the checked model.
        .target(name: "TourContent", dependencies: ["TourBookSystem", "ZoneData", "PositionedJSON", "Airports", "Digest"], swiftSettings: optimized),
        // What a role sees and how an item reads: wording, notes as HTML, the record of earlier
        // builds and what changed, the finder's index.
        .target(name: "TourViews", dependencies: ["TourContent", "CCmark", "Mustache"], swiftSettings: optimized),
        // Page and feed bytes from the views and the templates.
        .target(name: "TourRendering", dependencies: ["TourViews", "Mustache", "PositionedJSON"], swiftSettings: optimized),
        // The writer: paths, bytes and hashes into a folder, kill-safe; nothing about pages.
        .target(name: "TourOutput", dependencies: ["TourBookSystem", "Digest", "PositionedJSON"], swiftSettings: optimized),
        // The build graph: the inputs' fingerprint, the plan of files, what is reused.
        .target(name: "TourBuild", dependencies: ["TourRendering", "TourOutput"], swiftSettings: optimized),
        // The commands: build, check, watch, find; the library's public face.
        .target(name: "TourBookKit", dependencies: ["TourBuild"]),
        // The thin command-line front end.
        .executableTarget(name: "tourbook", dependencies: ["TourBookKit", "TourBookSystem"]),
        // Conformance run against the official Mustache spec files in ../shared/mustache-spec.
        .executableTarget(name: "mustache-spec", dependencies: ["Mustache", "TourBookSystem"]),
        // `make bench`: build-speed and template-speed figures; never part of `make test`.
        .executableTarget(name: "tourbook-bench", dependencies: ["TourBookKit", "Mustache", "TourBookSystem"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "TourBookSystemTests", dependencies: ["TourBookSystem"]),
        .testTarget(name: "ZoneDataTests", dependencies: ["ZoneData"]),
        .testTarget(name: "PositionedJSONTests", dependencies: ["PositionedJSON"]),
        .testTarget(name: "AirportsTests", dependencies: ["Airports"]),
        // Fixtures are read from the source tree by path, not bundled.
        .testTarget(name: "TourBookKitTests", dependencies: ["TourBookKit", "Mustache", "Airports"], exclude: ["Fixtures"]),
    ]
)
