#!/usr/bin/env python3
"""Counts, per module, how often each declared name (binding, event, service, call, preset) is written as a
string literal in the module's Swift sources: with typed entries each should be written once.

Usage: scripts/module-name-counts.py RUNNER MODULE=FOLDER...
  RUNNER  a flowrun-style runner (its `modules` listing gives the declared names)
  e.g. scripts/module-name-counts.py .build/debug/flowrun onboarding=Sources/FlowModules/Onboarding ...
Exits 1 when a name is written more than once.
"""
import pathlib
import re
import subprocess
import sys

def declared(runner):
    names = {}
    module = None
    for line in subprocess.run([runner, "modules"], capture_output=True, text=True, check=True).stdout.splitlines():
        if line and not line.startswith(" "):
            module = line.split(":", 1)[0]
            names[module] = set()
            continue
        text = line.strip()
        for pattern in (r"^app\.\w+\.(\w+)", r"^event (\w+)", r"^services\.\w+\.(\w+)\(", r"^call \w+\.(\w+)\(",
                        r"^preset\.(\w+)\("):
            match = re.match(pattern, text)
            if match:
                names[module].add(match.group(1))
    return names

def main():
    runner, folders = sys.argv[1], dict(arg.split("=", 1) for arg in sys.argv[2:])
    names = declared(runner)
    worst = 0
    for module, folder in folders.items():
        source = "".join(p.read_text() for p in sorted(pathlib.Path(folder).rglob("*.swift")))
        counts = {name: source.count(f'"{name}"') for name in sorted(names.get(module, ()))}
        repeated = {name: count for name, count in counts.items() if count > 1}
        worst = max([worst] + list(counts.values()))
        print(f"{module}: {len(counts)} names, max {max(counts.values(), default=0)} literal(s) each"
              + (f"; repeated: {repeated}" if repeated else ""))
    sys.exit(1 if worst > 1 else 0)

main()
