import Foundation

/// Issue 29's targets for a finished empty-folder build of the shared tour, printed beside the
/// paired timings: the output's size stored (hard links once) and as a plain copy would upload
/// it, the largest offline copy a role's `sw.js` lists, the largest person page, and the build's
/// time against copying its own output (`cp -a`, in the same run).
struct OutputTargets {
    let folder: String
    let work: String

    func report(buildWall: Double, buildPeak: Double, hugoWall: Double, hugoPeak: Double, copies: Int) {
        let kinds = OutputSize.breakdown(folder)
        let stored = kinds.values.reduce(0) { $0 + $1.stored }, plain = kinds.values.reduce(0) { $0 + $1.bytes }
        let state = writerState()
        let offline = largestOfflineCopy()
        let person = largestPersonPage()
        let copy = copyWall(copies)
        let mb = { (bytes: Int) in fmt(Double(bytes) / 1_000_000, 1) }
        say("  output targets (medians; Hugo's full build \(fmt(hugoWall * 1000)) ms, load \(BenchLoad.current())):")
        say("    stored: \(mb(stored)) MB, with the build's own state \(mb(stored + state)) MB (target ≤ 100) \(verdict(Double(stored), 100e6))")
        say("    as a plain copy uploads it: \(mb(plain)) MB (target ≤ 150) \(verdict(Double(plain), 150e6))")
        say("    largest offline copy: \(offline.role) \(mb(offline.bytes)) MB (target ≤ 25) \(verdict(Double(offline.bytes), 25e6))")
        say("    largest person page: \(person.path) \(fmt(Double(person.bytes) / 1000, 1)) KB (target ≤ 150) \(verdict(Double(person.bytes), 150e3))")
        say("    empty build: \(fmt(buildWall / hugoWall, 2)) of Hugo's wall (target ≤ 0.25) \(verdict(buildWall / hugoWall, 0.25)); "
            + "\(fmt(buildWall / copy, 2)) of `cp -a` of its output (\(fmt(copy * 1000)) ms; target ≤ 1.5) \(verdict(buildWall / copy, 1.5)); "
            + "peak \(fmt(buildPeak / hugoPeak, 2)) of Hugo's (target ≤ 0.35) \(verdict(buildPeak / hugoPeak, 0.35))")
    }

    private func verdict(_ value: Double, _ target: Double) -> String { value <= target ? "holds" : "misses" }

    /// The writer's own files (`.tourbook*`: state, record, pieces, manifest).
    private func writerState() -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".tourbook") }.reduce(0) { sum, name in
            sum + ((try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(name)")[.size] as? Int) ?? 0)
        }
    }

    /// The role whose `sw.js` lists the most bytes, and how many.
    private func largestOfflineCopy() -> (role: String, bytes: Int) {
        let roles = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let copies = roles.compactMap { role -> (String, Int)? in
            guard let worker = try? String(contentsOfFile: "\(folder)/\(role)/sw.js", encoding: .utf8) else { return nil }
            let listed = worker.matches(of: /\["([^"]+)", "[0-9a-f]+"\]/).map { String($0.1) }
            return (role, listed.reduce(0) { sum, path in
                sum + ((try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(role)/\(path)")[.size] as? Int) ?? 0)
            })
        }
        return copies.max { $0.1 < $1.1 } ?? ("none", 0)
    }

    private func largestPersonPage() -> (path: String, bytes: Int) {
        var largest = ("none", 0)
        let walker = FileManager.default.enumerator(atPath: folder)
        while let path = walker?.nextObject() as? String {
            guard path.contains("/people/"), path.hasSuffix(".html"), let info = OutputSize.regularFile(path, in: folder) else { continue }
            if Int(info.size) > largest.1 { largest = (path, Int(info.size)) }
        }
        return largest
    }

    /// The median wall time of `cp -a` of the output into a new folder on the same disk.
    private func copyWall(_ runs: Int) -> Double {
        var walls: [Double] = []
        for run in 0..<runs {
            let target = "\(work)/copy-\(run)"
            walls.append(Subprocess.run(["/bin/cp", "-a", folder, target], directory: work).wall)
            try? FileManager.default.removeItem(atPath: target)
            DiskSettle.wait()
        }
        return median(walls)
    }
}
