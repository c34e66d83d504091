/// The home-screen icon: the TourBook mark of the default templates (`Templates/mark.svg`: a
/// yellow T and a red dot on navy, in a 120-unit square) drawn at the pixel sizes phones ask
/// for, square to the edges (launchers round the corners themselves), as a 16-colour PNG.
/// Integer arithmetic only, so every build draws the same bytes.
enum AppIcon {
    /// The sizes written: 180 for iOS's apple-touch-icon, 192 for Android and Chromium (which
    /// need 144 at least), 512 for Android's install splash screen, plain and maskable. Other
    /// screens take the SVG mark, which the web manifest lists too.
    static let touchSize = 180
    static let launcherSize = 192
    static let splashSize = 512

    /// How a maskable icon's mark is scaled about the centre: by 4/5 its farthest point (the
    /// dot's edge, 44.9 of 120 units from the centre) is 30% of the size out, inside the W3C
    /// safe zone (a circle of radius 40%) and Android's adaptive-icon keyline (33 of 108 dp),
    /// so a launcher's circle, squircle or teardrop crop never cuts it. Navy fills the rest.
    static let maskableScale = (numerator: 4, denominator: 5)

    private static let navy: [UInt8] = [0x1f, 0x2a, 0x44]
    private static let yellow: [UInt8] = [0xf6, 0xc9, 0x45]
    private static let red: [UInt8] = [0xe4, 0x57, 0x2e]
    /// Each edge pixel is one of 7 blends of navy and the shape it cuts: 15 colours in all.
    private static let levels = 7
    /// Samples per pixel along each axis.
    private static let grid = 4

    /// `maskable`: the mark scaled into the safe zone (`maskableScale`).
    static func png(size: Int, maskable: Bool = false) -> [UInt8] {
        let samples = Samples(size: size, scale: maskable ? maskableScale : (1, 1))
        // The T's bar and stem are rectangles, one above the other, so the samples of a pixel
        // inside one are its columns inside times its rows inside. The dot is round: it is
        // sampled point by point, in the pixels of its bounding square only. It touches neither.
        let (barColumns, barRows) = (samples.inside(30, 90), samples.inside(34, 46))
        let (stemColumns, stemRows) = (samples.inside(54, 66), samples.inside(46, 90))
        let (dotColumns, dotRows) = (samples.inside(80, 96), samples.inside(76, 92))
        var pixels = [UInt8](repeating: 0, count: size * size)
        // Most of the square is background (colour 0, as made): only the rows and columns the
        // mark reaches are drawn. Every build draws the icons, the largest two 512 by 512.
        let columns = (0..<size).filter { barColumns[$0] + stemColumns[$0] + dotColumns[$0] > 0 }
        for y in 0..<size where barRows[y] + stemRows[y] + dotRows[y] > 0 {
            for x in columns {
                let t = barColumns[x] * barRows[y] + stemColumns[x] * stemRows[y]
                let dot = dotColumns[x] > 0 && dotRows[y] > 0 ? samples.inDot(x, y) : 0
                pixels[y * size + x] = colour(t: t, dot: dot)
            }
        }
        return PNGEncoder.indexed(width: size, height: size, palette: palette(), pixels: pixels)
    }

    /// The pixel's colour from how many of its `grid`² samples fall in the T and in the dot.
    static func colour(t: Int, dot: Int) -> UInt8 {
        let samples = grid * grid
        if t == 0 && dot == 0 { return 0 }
        let covered = max(t, dot)
        let level = max(1, (covered * levels + samples / 2) / samples)
        return UInt8(t >= dot ? level : levels + level)
    }

    /// Where a pixel's samples fall, on a grid of `grid` by `grid`, with the mark scaled by
    /// `scale` about the centre of the square.
    struct Samples {
        let size: Int
        let scale: (numerator: Int, denominator: Int)
        /// A mark unit, in the units samples are measured in.
        let unit: Int
        private let centre: Int
        private let base: Int

        init(size: Int, scale: (numerator: Int, denominator: Int)) {
            (self.size, self.scale) = (size, scale)
            // A sample's offset from the centre in 1/(2·grid) pixels, times 120: in mark units of
            // `base`. Scaled by denominator/numerator and measured in units numerator times as
            // fine, a scaled mark stays in whole numbers.
            base = 2 * grid * size
            unit = base * scale.numerator
            centre = 60 * unit
        }

        /// Sample `s` of pixel `p` along one axis, from the mark's left (or top) edge.
        func at(_ p: Int, _ s: Int) -> Int { centre + ((2 * grid * p + 2 * s + 1) * 120 - 60 * base) * scale.denominator }

        /// For each pixel along an axis, how many of its samples lie in `low..<high` mark units.
        func inside(_ low: Int, _ high: Int) -> [Int] {
            (0..<size).map { p in (0..<grid).count { s in (low * unit..<high * unit).contains(at(p, s)) } }
        }

        /// How many of pixel (x, y)'s samples lie in `<circle cx="88" cy="84" r="8">`.
        func inDot(_ x: Int, _ y: Int) -> Int {
            var count = 0
            for sy in 0..<grid {
                for sx in 0..<grid {
                    let (du, dv, r) = (at(x, sx) - 88 * unit, at(y, sy) - 84 * unit, 8 * unit)
                    if du * du + dv * dv < r * r { count += 1 }
                }
            }
            return count
        }
    }

    /// Index 0 navy; 1...7 yellow over navy by sevenths; 8...14 red likewise.
    private static func palette() -> [[UInt8]] {
        func blend(_ over: [UInt8], _ level: Int) -> [UInt8] {
            (0..<3).map { UInt8((Int(navy[$0]) * (levels - level) + Int(over[$0]) * level + levels / 2) / levels) }
        }
        return [navy] + (1...levels).map { blend(yellow, $0) } + (1...levels).map { blend(red, $0) }
    }
}
