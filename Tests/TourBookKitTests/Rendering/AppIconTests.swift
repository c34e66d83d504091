import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The home-screen icons are real PNGs: every chunk's CRC and the zlib stream's Adler-32 hold
/// (checked here bit by bit, not with the encoder's tables), and the pixels draw the mark.
struct AppIconTests {
    struct Decoded {
        var width = 0, height = 0
        var palette: [[UInt8]] = []
        var pixels: [[UInt8]] = []  // RGB per pixel, row by row
    }

    static func bitwiseCRC(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }

    static func be32(_ b: ArraySlice<UInt8>) -> UInt32 { b.reduce(0) { $0 << 8 | UInt32($1) } }

    /// A decoder for exactly what a palette PNG of stored deflate blocks can hold.
    static func decode(_ png: [UInt8]) throws -> Decoded {
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var decoded = Decoded()
        var at = 8, stream: [UInt8] = [], types: [String] = []
        while at < png.count {
            let length = Int(be32(png[at..<at + 4]))
            let typed = Array(png[at + 4..<at + 8 + length])
            #expect(be32(png[at + 8 + length..<at + 12 + length]) == bitwiseCRC(typed), "CRC of a chunk")
            let type = String(decoding: typed.prefix(4), as: UTF8.self), data = Array(typed.dropFirst(4))
            types.append(type)
            switch type {
            case "IHDR":
                (decoded.width, decoded.height) = (Int(be32(data[0..<4])), Int(be32(data[4..<8])))
                #expect(Array(data[8...]) == [4, 3, 0, 0, 0])
            case "PLTE": decoded.palette = stride(from: 0, to: data.count, by: 3).map { Array(data[$0..<$0 + 3]) }
            case "IDAT": stream += data
            default: break
            }
            at += 12 + length
        }
        #expect(types == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, "zlib header check")
        var raw: [UInt8] = [], p = 2, final = false
        while !final {
            final = stream[p] & 1 == 1
            #expect(stream[p] & 0b110 == 0, "stored block")
            let length = Int(stream[p + 1]) | Int(stream[p + 2]) << 8
            #expect(Int(stream[p + 3]) | Int(stream[p + 4]) << 8 == length ^ 0xffff)
            raw += stream[p + 5..<p + 5 + length]
            p += 5 + length
        }
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        #expect(be32(stream[p..<p + 4]) == b << 16 | a, "Adler-32")
        let rowBytes = (decoded.width + 1) / 2 + 1
        #expect(raw.count == rowBytes * decoded.height)
        for y in 0..<decoded.height {
            #expect(raw[y * rowBytes] == 0, "filter type none")
            for x in 0..<decoded.width {
                let byte = raw[y * rowBytes + 1 + x / 2]
                decoded.pixels.append(decoded.palette[Int(x % 2 == 0 ? byte >> 4 : byte & 0x0f)])
            }
        }
        return decoded
    }

    @Test(arguments: [AppIcon.touchSize, AppIcon.launcherSize, AppIcon.splashSize, 57])
    func theIconIsAValidPNGOfTheMark(size: Int) throws {
        let png = AppIcon.png(size: size)
        #expect(png == AppIcon.png(size: size), "the same bytes every time")
        let icon = try Self.decode(png)
        #expect(icon.width == size && icon.height == size)
        #expect(ImageProbe.size(of: png).map { [$0.width, $0.height] } == [size, size])
        // A point of the mark's 120-unit square, as a pixel.
        func at(_ u: Double, _ v: Double) -> [UInt8] { icon.pixels[Int(v / 120 * Double(size)) * size + Int(u / 120 * Double(size))] }
        let (navy, yellow, red): ([UInt8], [UInt8], [UInt8]) = ([0x1f, 0x2a, 0x44], [0xf6, 0xc9, 0x45], [0xe4, 0x57, 0x2e])
        #expect(at(1, 1) == navy && at(118, 118) == navy && at(40, 70) == navy)
        #expect(at(60, 40) == yellow && at(60, 75) == yellow && at(35, 38) == yellow)
        #expect(at(88, 84) == red)
        // Edges are blended, not jagged.
        #expect(Set(icon.pixels.map { $0.map(String.init).joined(separator: ",") }).count > 3)
    }

    /// How far from the centre the mark reaches: the farthest corner of a pixel not navy, as a
    /// fraction of the icon's size.
    static func reach(_ icon: Decoded) -> Double {
        let navy: [UInt8] = [0x1f, 0x2a, 0x44], half = Double(icon.width) / 2
        var farthest = 0.0
        for y in 0..<icon.height {
            for x in 0..<icon.width where icon.pixels[y * icon.width + x] != navy {
                let dx = max(abs(Double(x) - half), abs(Double(x + 1) - half))
                let dy = max(abs(Double(y) - half), abs(Double(y + 1) - half))
                farthest = max(farthest, (dx * dx + dy * dy).squareRoot())
            }
        }
        return farthest / Double(icon.width)
    }

    @Test func theMaskableIconKeepsItsMarkInsideTheSafeZone() throws {
        let size = AppIcon.splashSize
        let png = AppIcon.png(size: size, maskable: true)
        #expect(png == AppIcon.png(size: size, maskable: true), "the same bytes every time")
        let maskable = try Self.decode(png), plain = try Self.decode(AppIcon.png(size: size))
        #expect(maskable.width == size && maskable.height == size)
        // The W3C safe zone: a centred circle of radius 40%; Android's keyline, 33 of 108 dp.
        let (safeZone, keyline) = (0.40, 33.0 / 108)
        #expect(Self.reach(maskable) <= keyline && Self.reach(maskable) <= safeZone, "\(Self.reach(maskable))")
        #expect(Self.reach(plain) > keyline, "the plain mark is cut by a launcher's crop: \(Self.reach(plain))")
        // Navy to the edges; the T and the dot where the mark scaled by 4/5 about the centre has them.
        let navy: [UInt8] = [0x1f, 0x2a, 0x44]
        let last = size - 1
        let edges: [Int] = (0..<size).flatMap { (i: Int) -> [Int] in [i, last * size + i, i * size, i * size + last] }
        #expect(edges.allSatisfy { maskable.pixels[$0] == navy })
        func at(_ u: Double, _ v: Double) -> [UInt8] {
            let (x, y) = (60 + (u - 60) * 0.8, 60 + (v - 60) * 0.8)
            return maskable.pixels[Int(y / 120 * Double(size)) * size + Int(x / 120 * Double(size))]
        }
        #expect(at(60, 40) == [0xf6, 0xc9, 0x45] && at(35, 38) == [0xf6, 0xc9, 0x45] && at(60, 88) == [0xf6, 0xc9, 0x45])
        #expect(at(88, 84) == [0xe4, 0x57, 0x2e] && at(40, 70) == navy && at(31, 33) == navy)
    }

    /// Each pixel as sampling finds it: every one of its samples tested against the T's bar and
    /// stem and the dot, one by one, with no use of their shapes.
    static func sampledPixels(size: Int, scale: (numerator: Int, denominator: Int)) -> [UInt8] {
        let samples = AppIcon.Samples(size: size, scale: scale)
        let unit = samples.unit
        func within(_ value: Int, _ low: Int, _ high: Int) -> Bool { value >= low * unit && value < high * unit }
        return (0..<size * size).map { i in
            let (x, y) = (i % size, i / size)
            var (t, dot) = (0, 0)
            for sy in 0..<4 {
                for sx in 0..<4 {
                    let (u, v) = (samples.at(x, sx), samples.at(y, sy))
                    let (du, dv) = (u - 88 * unit, v - 84 * unit)
                    if (within(u, 30, 90) && within(v, 34, 46)) || (within(u, 54, 66) && within(v, 46, 90)) {
                        t += 1
                    } else if du * du + dv * dv < 64 * unit * unit {
                        dot += 1
                    }
                }
            }
            return AppIcon.colour(t: t, dot: dot)
        }
    }

    @Test(arguments: [(AppIcon.touchSize, false), (AppIcon.launcherSize, false), (AppIcon.splashSize, true), (57, false), (57, true)])
    func rowsAndColumnsInsideTheTGiveThePixelsSamplingGives(size: Int, maskable: Bool) throws {
        let scale = maskable ? AppIcon.maskableScale : (1, 1)
        let reference = Self.sampledPixels(size: size, scale: scale)
        #expect(reference.contains { $0 != 0 } && reference.contains { $0 > 7 }, "the T and the dot are drawn")
        let palette = try Self.decode(AppIcon.png(size: size, maskable: maskable)).palette
        let drawn = try Self.decode(AppIcon.png(size: size, maskable: maskable)).pixels
        #expect(drawn == reference.map { palette[Int($0)] })
    }
}
