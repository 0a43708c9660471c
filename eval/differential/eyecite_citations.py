#!/usr/bin/env python3
"""Reads the bodies of a Josh database with Free Law Project's eyecite and prints, one JSON line each,
the citations of the forms both readers know: U.S. Code sections, CFR sections, public laws, and
pages of the Statutes at Large and the Federal Register.

eyecite is not on this machine's package index: put its source (and reporters-db's and courts-db's)
on PYTHONPATH, with python3-regex, python3-ahocorasick and python3-lxml from Debian
(docs/eval/reader-differential.md). Offsets are UTF-16 code units, as Java counts them.

usage: eyecite_citations.py DATABASE TABLE[,TABLE...] > eyecite.jsonl
       eyecite_citations.py --strings FILE.json > eyecite.jsonl   (a JSON array of texts; doc = "s" + index)
"""
import json
import re
import sqlite3
import sys
import types

# eyecite's package imports its annotation module, which needs fast_diff_match_patch; the
# differential never annotates, so a module that refuses to be used stands in for it.
sys.modules.setdefault("fast_diff_match_patch", types.SimpleNamespace(diff=None))

from eyecite import get_citations  # noqa: E402
from eyecite.models import FullLawCitation  # noqa: E402

PIN = re.compile(r"\(.*")
RANGE = re.compile(r"^([0-9]+)-([0-9]+)$")


def kind(reporter):
    """The reporter as written, by the forms laws.json lists for each."""
    r = reporter.replace(" ", "").upper()
    if r.startswith("U.S.C") or r.startswith("USC") or r in ("U.S.CODE", "UNITEDSTATESCODE"):
        return "usc"
    if r in ("C.F.R.", "CFR"):
        return "cfr"
    if r in ("PUB.L.", "PUBLICLAW"):
        return "pl"
    if r == "STAT.":
        return "stat"
    if r in ("FR", "F.R.", "FED.REG."):
        return "fr"
    return None


def keys(citation):
    """The ids or pages a citation names, in Josh's forms (a range of sections gives its two ends, as Josh's do)."""
    g = citation.groups
    k = kind(g.get("reporter", ""))
    if k == "usc":
        section = PIN.sub("", g["section"]).replace("\u2013", "-")
        ends = RANGE.match(section)
        sections = [ends.group(1), ends.group(2)] if ends and int(ends.group(2)) > int(ends.group(1)) else [section]
        return [f"usc:{g['title']}:{s}" for s in sections]
    if k == "cfr":
        section = PIN.sub("", g["section"])
        # a CFR section is numbered part.section: "17 C.F.R. § 240" cites part 240
        return [f"cfr:{g['chapter']}:{section}" if "." in section else f"cfr-part:{g['chapter']}:{section}"]
    if k == "pl":
        congress, number = g["title"].split("-")
        return [f"pl:{int(congress)}:{int(number)}"]
    if k in ("stat", "fr"):
        return [f"{k}:{int(g['volume'])}:{int(g['page'].replace(',', ''))}"]
    return []


def utf16(text, offset):
    return offset if text.isascii() else len(text[:offset].encode("utf-16-le")) // 2


def bodies(database, tables):
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    for table in tables.split(","):
        yield from db.execute(f"SELECT id, body_markdown FROM {table} ORDER BY id")


def strings(path):
    with open(path, encoding="utf-8") as f:
        for i, text in enumerate(json.load(f)):
            yield f"s{i}", text


def main(texts):
    for doc, body in texts:
        for c in get_citations(body):
            if not isinstance(c, FullLawCitation):
                continue
            start, end = c.span()
            for key in keys(c):
                print(json.dumps({"doc": doc, "start": utf16(body, start), "end": utf16(body, end),
                                  "text": body[start:end], "key": key}))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(strings(sys.argv[2]) if sys.argv[1] == "--strings" else bodies(sys.argv[1], sys.argv[2]))
