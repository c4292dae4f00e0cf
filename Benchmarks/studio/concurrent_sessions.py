#!/usr/bin/env python3
"""Concurrent studio sessions over loopback: SESSIONS WebSocket clients (a bounded load client: a fixed number
of clicks each, a deadline), each clicking through the demo app; p50/p95 per click, failures, and memory per
session (the server's resident memory with every session open, less before any, over the sessions).

Usage: python3 Benchmarks/studio/concurrent_sessions.py FLOWRUN [SESSIONS] [CYCLES]   (50 sessions, 10 cycles)
"""
import asyncio
import base64
import json
import os
import struct
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Browser"))
import studio_browser_test as page  # noqa: E402

DEADLINE = 300


class Socket:
    """A minimal WebSocket client: text frames, masked as clients must."""

    async def connect(self, studio):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", studio.port)
        key = base64.b64encode(os.urandom(16)).decode()
        request = ("GET /ws?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                   "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n"
                   "Origin: %s\r\n\r\n") % (studio.token, studio.port, key, studio.base)
        self.writer.write(request.encode())
        head = await self.reader.readuntil(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("handshake refused: " + head.split(b"\r\n")[0].decode())

    async def send(self, message):
        data = json.dumps(message).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        else:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        self.writer.write(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        await self.writer.drain()

    async def receive(self):
        first, second = await self.reader.readexactly(2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", await self.reader.readexactly(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", await self.reader.readexactly(8))[0]
        data = await self.reader.readexactly(length)
        if first & 0x0F == 8:
            raise RuntimeError("closed by the server")
        return json.loads(data)


def button(screen, title):
    titles = [b["title"] for b in screen["buttons"]]
    return titles.index(title)


async def session(studio, cycles, timings, ready, go):
    socket = Socket()
    await socket.connect(studio)
    screen = (await socket.receive())["screen"]
    ready.append(1)
    await go.wait()

    async def click(message, shown):
        started = time.perf_counter()
        await socket.send(message)
        answer = await socket.receive()
        timings.append((time.perf_counter() - started) * 1000)
        if answer.get("error"):
            raise RuntimeError(answer["error"])
        # An update leaves out a screen the page shows already.
        return answer.get("screen") or shown

    for title in ("Continue", "Continue", "Continue", "Continue", "Start"):
        screen = await click({"type": "tap", "index": button(screen, title)}, screen)
    screen = await click({"type": "type", "field": "email", "text": "agent@shield.org"}, screen)
    screen = await click({"type": "type", "field": "password", "text": "hailHydra"}, screen)
    screen = await click({"type": "tap", "index": button(screen, "Sign In")}, screen)
    for _ in range(cycles):
        screen = await click({"type": "tap", "index": button(screen, "Add")}, screen)
        screen = await click({"type": "tap", "index": button(screen, "Cancel")}, screen)
    socket.writer.close()


def resident_kib(pid):
    with open("/proc/%d/status" % pid) as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


async def run(studio, sessions, cycles):
    timings, ready, go = [], [], asyncio.Event()
    before = resident_kib(studio.process.pid)
    tasks = [asyncio.create_task(session(studio, cycles, timings, ready, go)) for _ in range(sessions)]
    while len(ready) < sessions and not any(task.done() for task in tasks):
        await asyncio.sleep(0.05)
    opened = resident_kib(studio.process.pid)
    go.set()
    started = time.perf_counter()
    results = await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), DEADLINE)
    elapsed = time.perf_counter() - started
    failures = [r for r in results if isinstance(r, Exception)]
    return timings, failures, before, opened, elapsed


def main():
    flowrun = sys.argv[1]
    sessions = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    cycles = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    studio = page.Studio(flowrun, os.path.join(page.REPO, "examples/app.lua"), "--max-sessions", str(sessions))
    try:
        timings, failures, before, opened, elapsed = asyncio.run(run(studio, sessions, cycles))
    finally:
        studio.close()
    ordered = sorted(timings)
    p = lambda f: ordered[min(len(ordered) - 1, int(round(f * (len(ordered) - 1))))]
    print("%d sessions, %d clicks in %.1f s: p50 %.1f ms, p95 %.1f ms, max %.1f ms (target p95 <= 100 ms)"
          % (sessions, len(timings), elapsed, p(0.5), p(0.95), ordered[-1]))
    print("sessions failing: %d%s" % (len(failures), "".join("\n  " + str(f) for f in failures[:5])))
    print("memory: %.1f MiB before, %.1f MiB with %d sessions open: %.2f MiB per session"
          % (before / 1024, opened / 1024, sessions, (opened - before) / 1024 / sessions))


if __name__ == "__main__":
    main()
