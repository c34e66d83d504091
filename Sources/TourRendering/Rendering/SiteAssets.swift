import Foundation

/// The files every role's `assets/` folder holds, named by a hash of their bytes: the style
/// sheet, the pages' scripts, the fallback mark, the home-screen icons, and the tour's artwork
/// when it is a real image.
public struct SiteAssets: Sendable {
    public struct Asset: Sendable {
        /// e.g. `style.3f2a9c1b.css`
        public var name: String
        public var bytes: [UInt8]
    }

    public var style: Asset
    public var mark: Asset
    /// The pages' scripts by name (`now-next` for `now-next.3f2a9c1b.js`), from the templates'
    /// `scripts` folder.
    public var scripts: [String: Asset] = [:]
    public var artwork: Asset?
    /// The home-screen icons (`AppIcon`): iOS's apple-touch-icon, and the web manifest's (the
    /// launcher's, the install splash screen's, and the maskable one launchers crop to a shape).
    public var touchIcon = SiteAssets.icons[0]
    public var launcherIcon = SiteAssets.icons[1]
    public var splashIcon = SiteAssets.icons[2]
    public var maskableIcon = SiteAssets.icons[3]
    /// The colour of the pages' header band, for the browser's and the phone's bars.
    public var themeColour = SiteAssets.defaultTheme

    /// Attached documents by their path in the content (`assets/rider.pdf`). Unlike the others,
    /// each goes only into the folders of roles that may see it (`SitePlan`).
    public var documents: [String: Asset] = [:]

    /// What every role's folder holds.
    public var all: [Asset] {
        [style, mark, touchIcon, launcherIcon, splashIcon, maskableIcon] + scripts.sorted { $0.key < $1.key }.map(\.value) + (artwork.map { [$0] } ?? [])
    }

    /// The style sheet's `--brand` when it sets one as a hex colour, else the default templates'.
    static let defaultTheme = "#161f36"

    /// An asset by its hashed name, shared or a document.
    func named(_ name: String) -> Asset? {
        all.first { $0.name == name } ?? documents.values.first { $0.name == name }
    }

    /// The image the home page shows: the artwork, or the mark when there is none.
    public var homeImage: Asset { artwork ?? mark }

    /// Loads the artwork and checks it decodes to a non-zero size; otherwise a warning, and the
    /// pages fall back to the mark. `files`: the content files the build already read.
    package static func make(style: [UInt8], mark: [UInt8], scripts: [String: [UInt8]], tour: Tour, contentDirectory: String,
                             files: [String: [UInt8]] = [:], log: inout DiagnosticLog) -> SiteAssets {
        var assets = SiteAssets(style: Asset(name: AssetName.hashed("style.css", bytes: style), bytes: style),
                                mark: Asset(name: AssetName.hashed("mark.svg", bytes: mark), bytes: mark))
        assets.scripts = scripts.reduce(into: [:]) { all, script in
            all[script.key] = Asset(name: AssetName.hashed(script.key + ".js", bytes: script.value), bytes: script.value)
        }
        assets.themeColour = brandColour(in: style) ?? defaultTheme
        assets.documents = documents(tour.allDocuments, contentDirectory: contentDirectory, files: files, log: &log)
        guard let path = tour.artwork else { return assets }
        let display = contentDirectory + "/" + path
        switch read(path, contentDirectory: contentDirectory, files: files) {
        case .success(let bytes):
            if ImageProbe.size(of: bytes) != nil, let ext = ImageProbe.fileExtension(of: bytes) {
                let base = String(path.split(separator: "/").last!.split(separator: ".").first ?? "artwork")
                assets.artwork = Asset(name: AssetName.hashed(base + "." + ext, bytes: bytes), bytes: bytes)
            } else {
                log.warning(SourceLocation(file: display), "the artwork is not a PNG, JPEG, GIF or WebP image with a non-zero size; the pages show the TourBook mark instead")
            }
        case .failure(let failure):
            log.warning(SourceLocation(file: display), "the artwork can't be read (\(failure.reason)); the pages show the TourBook mark instead")
        }
        return assets
    }

    /// Drawn once per process, on every core: they depend on nothing a build reads, and `watch`
    /// builds many times. Touch, launcher, splash, maskable.
    private static let icons: [Asset] = Parallel.map(count: 4) { i in
        let (name, size, maskable) = [("apple-touch-icon.png", AppIcon.touchSize, false), ("icon.png", AppIcon.launcherSize, false),
                                      ("icon-512.png", AppIcon.splashSize, false), ("icon-maskable.png", AppIcon.splashSize, true)][i]
        return drawn(name, size, maskable: maskable)
    }

    private static func drawn(_ fileName: String, _ size: Int, maskable: Bool = false) -> Asset {
        let bytes = AppIcon.png(size: size, maskable: maskable)
        return Asset(name: AssetName.hashed(fileName, bytes: bytes), bytes: bytes)
    }

    /// `--brand: #161f36;` in the style sheet: the first such declaration, if its value is a hex colour.
    static func brandColour(in style: [UInt8]) -> String? {
        let text = String(decoding: style, as: UTF8.self)
        guard let declaration = text.range(of: "--brand:") else { return nil }
        let value = text[declaration.upperBound...].drop { $0 == " " }.prefix { $0 != ";" && $0 != "}" && !$0.isNewline }
        let colour = value.trimmingCharacters(in: .whitespaces)
        let digits = colour.dropFirst()
        guard colour.hasPrefix("#"), [3, 6].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        return colour.lowercased()
    }

    /// Each attached file once, named by its bytes. A PDF or image whose bytes say otherwise is
    /// still copied (it is the tour's file), with a warning at the first key that names it.
    private static func documents(_ attached: [Document], contentDirectory: String, files: [String: [UInt8]],
                                  log: inout DiagnosticLog) -> [String: Asset] {
        var documents: [String: Asset] = [:]
        for document in attached where documents[document.path] == nil {
            switch read(document.path, contentDirectory: contentDirectory, files: files) {
            case .success(let bytes):
                documents[document.path] = Asset(name: AssetName.hashed(document.fileName, bytes: bytes), bytes: bytes)
                if DocumentKind.bytesMatchName(document.fileName, bytes) == false {
                    log.warning(document.location, "\"\(document.path)\" can't be read as a \(DocumentKind.label(document.fileName, .british)) file (its first bytes are not one); open it, save it again as \(DocumentKind.label(document.fileName, .british)), or name it by what it is")
                }
            case .failure(let failure):
                log.error(document.location, "\"\(document.path)\" can't be read (\(failure.reason))")
            }
        }
        return documents
    }

    /// A content file's bytes: as the build read them, else from disk.
    private static func read(_ path: String, contentDirectory: String, files: [String: [UInt8]]) -> Result<[UInt8], WholeFile.Failure> {
        let real = ContentFiles.realPath(contentDirectory).map { $0 + "/" + path } ?? contentDirectory + "/" + path
        return files[path].map { .success($0) }
            ?? Result(catching: { () throws(WholeFile.Failure) in try WholeFile.read(real, limit: ContentFiles.maximumFileSize) })
    }
}
