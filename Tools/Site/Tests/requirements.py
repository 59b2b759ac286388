"""Exits 0 when requirements.txt's pinned packages are installed at those versions, 1 otherwise."""

import importlib.metadata
import pathlib
import sys

for line in (pathlib.Path(__file__).parent / "requirements.txt").read_text().splitlines():
    if line and not line.startswith("#"):
        name, version = line.split("==")
        try:
            if importlib.metadata.version(name) != version:
                sys.exit(1)
        except importlib.metadata.PackageNotFoundError:
            sys.exit(1)
