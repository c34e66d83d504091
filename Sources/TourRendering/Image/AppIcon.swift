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
        let scale = maskable ? maskableScale : (1, 1)
        var pixels = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size { pixels[y * size + x] = pixel(x, y, size: size, scale: scale) }
        }
        return PNGEncoder.indexed(width: size, height: size, palette: palette(), pixels: pixels)
    }

    /// Index 0 navy; 1...7 yellow over navy by sevenths; 8...14 red likewise.
    private static func palette() -> [[UInt8]] {
        func blend(_ over: [UInt8], _ level: Int) -> [UInt8] {
            (0..<3).map { UInt8((Int(navy[$0]) * (levels - level) + Int(over[$0]) * level + levels / 2) / levels) }
        }
        return [navy] + (1...levels).map { blend(yellow, $0) } + (1...levels).map { blend(red, $0) }
    }

    /// Which shape covers how much of pixel (x, y), sampled on a grid, with the mark scaled by
    /// `scale` about the centre of the square.
    private static func pixel(_ x: Int, _ y: Int, size: Int, scale: (numerator: Int, denominator: Int)) -> UInt8 {
        var (t, dot) = (0, 0)
        // A sample's offset from the centre in 1/(2·grid) pixels, times 120: in mark units of
        // `base`. Scaled by denominator/numerator and measured in units numerator times as fine,
        // a scaled mark stays in whole numbers.
        let base = 2 * grid * size, unit = base * scale.numerator, centre = 60 * unit
        for sy in 0..<grid {
            for sx in 0..<grid {
                let u = centre + ((2 * grid * x + 2 * sx + 1) * 120 - 60 * base) * scale.denominator
                let v = centre + ((2 * grid * y + 2 * sy + 1) * 120 - 60 * base) * scale.denominator
                if inT(u, v, unit) { t += 1 } else if inDot(u, v, unit) { dot += 1 }
            }
        }
        let samples = grid * grid
        if t == 0 && dot == 0 { return 0 }
        let covered = max(t, dot)
        let level = max(1, (covered * levels + samples / 2) / samples)
        return UInt8(t >= dot ? level : levels + level)
    }

    /// `M30 34h60v12H66v44H54V46H30z`: the bar and the stem.
    private static func inT(_ u: Int, _ v: Int, _ unit: Int) -> Bool {
        func within(_ value: Int, _ low: Int, _ high: Int) -> Bool { value >= low * unit && value < high * unit }
        return (within(u, 30, 90) && within(v, 34, 46)) || (within(u, 54, 66) && within(v, 46, 90))
    }

    /// `<circle cx="88" cy="84" r="8">`.
    private static func inDot(_ u: Int, _ v: Int, _ unit: Int) -> Bool {
        let (du, dv, r) = (u - 88 * unit, v - 84 * unit, 8 * unit)
        return du * du + dv * dv < r * r
    }
}
