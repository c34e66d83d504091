#!/usr/bin/env python3
"""Writes the sample tour's documents (Content/assets/*.pdf): one-page PDFs of a few lines of
text, valid (a cross-reference table with exact offsets) and a few hundred bytes each, so the
repository stays small. Run from the repository's root after changing the text below."""
import sys

DOCUMENTS = {
    "Content/assets/contract-rider.pdf": ["Harbour Lights Tour 2027 - Contract rider",
                                          "The Night Ferries", "Hospitality, guest list and settlement terms."],
    "Content/assets/huxleys-parking.pdf": ["Huxleys Neue Welt - Parking",
                                           "Bus and trailer: Hasenheide side gate, bay 2.", "Cars: Columbiadamm lot."],
    "Content/assets/stage-plot-berlin.pdf": ["Stage plot - Berlin, 20 March 2027",
                                             "Drums riser 8x8 centre, keys stage left.", "Monitors: 6 wedges, IEM for vocals."],
}


def pdf(lines):
    text = "BT /F1 12 Tf 56 780 Td 16 TL " + " ".join(
        "(%s) Tj T*" % line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") for line in lines) + " ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        "<< /Length %d >>\nstream\n%s\nendstream" % (len(text), text),
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += ("%d 0 obj\n%s\nendobj\n" % (number, body)).encode("latin-1")
    xref = len(out)
    out += ("xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)).encode()
    out += b"".join(("%010d 00000 n \n" % offset).encode() for offset in offsets)
    out += ("trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)).encode()
    return out


if __name__ == "__main__":
    for path, lines in DOCUMENTS.items():
        with open(path, "wb") as f:
            f.write(pdf(lines))
        print(path, file=sys.stderr)
