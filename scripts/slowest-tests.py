#!/usr/bin/env python3
"""The slowest tests of a Swift Testing run, from its JSON event stream.

A parallel run starts every test at once and each test's case then waits for a free slot, so the duration
Swift Testing prints for a test ("passed after 93 s") counts that wait: it says when the test finished, not
what it cost. Run the suite serially to measure each test's own time:

    swift test --skip-build --no-parallel --event-stream-output-path /tmp/events.jsonl --event-stream-version 0
    scripts/slowest-tests.py /tmp/events.jsonl           # the ten slowest
    scripts/slowest-tests.py /tmp/events.jsonl --count 25

Each line: seconds, the test's display name and its suite. A parameterized test counts all its cases.
"""

import argparse
import json
import sys


def durations(path):
    """{test id: (seconds, display name)} for every test function that started and ended in the stream."""
    names, started, result = {}, {}, {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            try:
                record = json.loads(line)
            except json.JSONDecodeError as error:
                sys.exit(f"slowest-tests: {path}:{number}: not a JSON record ({error.msg})")
            payload = record.get("payload", {})
            if record.get("kind") == "test" and payload.get("kind") == "function":
                names[payload["id"]] = payload.get("displayName") or payload.get("name", payload["id"])
            elif record.get("kind") == "event" and payload.get("kind") in ("testStarted", "testEnded"):
                instant = payload["instant"]["absolute"]
                test = payload.get("testID")
                if payload["kind"] == "testStarted":
                    started[test] = instant
                elif test in started:
                    result[test] = instant - started[test]
    return {test: (seconds, names[test]) for test, seconds in result.items() if test in names}


def main():
    parser = argparse.ArgumentParser(prog="scripts/slowest-tests.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("events", help="the JSON event stream of a swift test run (--event-stream-version 0)")
    parser.add_argument("--count", type=int, default=10, help="how many to list (default %(default)s)")
    options = parser.parse_args()
    try:
        found = durations(options.events)
    except OSError as error:
        sys.exit(f"slowest-tests: {options.events}: {error.strerror}")
    if not found:
        sys.exit(f"slowest-tests: {options.events}: no test started and ended in this stream")
    ranked = sorted(found.items(), key=lambda item: (-item[1][0], item[0]))
    for test, (seconds, name) in ranked[:options.count]:
        suite = test.split("/")[0]
        print(f"{seconds:9.3f} s  {name}  ({suite})")
    total = sum(seconds for seconds, _ in found.values())
    print(f"{len(found)} tests, {total:.1f} s in all")


if __name__ == "__main__":
    main()
