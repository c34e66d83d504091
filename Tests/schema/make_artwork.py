#!/usr/bin/env python3
"""Generate Content/assets/artist.png, the sample tour's artwork (600x600 RGB PNG).

Pure standard library (zlib + struct), deterministic: running it twice gives the
same bytes. Usage:  python3 Tests/schema/make_artwork.py [OUTPUT]
"""
import math
import struct
import sys
import zlib
from pathlib import Path

W = H = 600


def lerp(a, b, t):
    return a + (b - a) * t


def mix(c1, c2, t):
    t = max(0.0, min(1.0, t))
    return tuple(lerp(x, y, t) for x, y in zip(c1, c2))


SKY_TOP = (12, 18, 46)
SKY_LOW = (38, 84, 112)
SEA_TOP = (18, 52, 78)
SEA_LOW = (6, 16, 30)
MOON = (250, 236, 200)
LANTERN = (255, 178, 72)
HORIZON = 380

# (x, y, radius) of the lanterns floating on the water
LANTERNS = [(118, 452, 9), (196, 498, 11), (300, 470, 8), (402, 512, 12), (486, 458, 9)]
# a few fixed stars (x, y, brightness)
def _stars(n, seed=2027):
    """Scatter n stars with a tiny LCG so the picture never depends on Python's RNG."""
    out, s = [], seed
    for _ in range(n):
        vals = []
        for _ in range(3):
            s = (s * 1103515245 + 12345) % 2**31
            vals.append(s / 2**31)
        out.append((vals[0] * W, vals[1] * 340, 0.35 + 0.6 * vals[2]))
    return out


STARS = _stars(70)


def pixel(x, y):
    if y < HORIZON:
        c = mix(SKY_TOP, SKY_LOW, y / HORIZON)
        for sx, sy, b in STARS:
            d = math.hypot(x - sx, y - sy)
            if d < 1.8:
                c = mix(c, (255, 255, 255), b * (1 - d / 1.8))
        # moon with a soft halo
        d = math.hypot(x - 420, y - 150)
        if d < 70:
            c = MOON
        elif d < 140:
            c = mix(c, MOON, 0.35 * (1 - (d - 70) / 70) ** 2)
    else:
        t = (y - HORIZON) / (H - HORIZON)
        c = mix(SEA_TOP, SEA_LOW, t)
        # moonlight path on the water: broken horizontal streaks under the moon
        wave = math.sin(x * 0.09 + y * 0.35) + math.sin(x * 0.023 - y * 0.11)
        if abs(x - 420) < 60 + 90 * t and wave > 0.9:
            c = mix(c, MOON, 0.35 * (1 - t))
        # gentle wave lines
        if (y - HORIZON) % 18 == 0 and math.sin(x * 0.05 + y) > 0.2:
            c = mix(c, SKY_LOW, 0.6)
        # lanterns and their glow
        for lx, ly, r in LANTERNS:
            d = math.hypot(x - lx, (y - ly) * 1.3)
            if d < r:
                c = LANTERN
            elif d < r * 4:
                c = mix(c, LANTERN, 0.45 * (1 - (d - r) / (r * 3)) ** 2)
    return tuple(int(round(v)) for v in c)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png_bytes():
    raw = bytearray()
    for y in range(H):
        raw.append(0)  # filter type: none
        for x in range(W):
            raw.extend(pixel(x, y))
    ihdr = struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    here = Path(__file__).resolve().parent
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else here.parent.parent / "Content" / "assets" / "artist.png"
    out.write_bytes(png_bytes())
    print(f"wrote {out} ({out.stat().st_size} bytes)")
