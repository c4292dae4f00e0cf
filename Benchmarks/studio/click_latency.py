#!/usr/bin/env python3
"""Click to updated screen in the studio page, measured in the page (Performance API), beside the floor of a
page that only echoes a WebSocket message through the same server.

Usage: python3 Benchmarks/studio/click_latency.py FLOWRUN [CLICKS [ROUNDS]]   (CLICKS: 200, ROUNDS: 10)
The clicks and the echoes alternate in ROUNDS blocks, each side in its own browser.
Prints p50 and p95 of each and their ratios; the target is studio p95 <= 2x echo p95.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Browser"))
import studio_browser_test as page  # noqa: E402

# In the page: clicks `titles` in turn, `count` times, each once the previous update arrived; returns the
# page's own timings (send to rendered update, performance.now()).
CLICKS = """
const [titles, count, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
window.studioTimings = [];
let i = 0;
function next() {
  if (i === count) { done(window.studioTimings); return; }
  const title = titles[i % titles.length];
  const button = Array.from(document.querySelectorAll("#phone .buttons button")).find(b => b.textContent === title);
  const before = window.studioUpdates;
  i += 1;
  button.click();
  (function wait() { window.studioUpdates > before ? setTimeout(next, 0) : setTimeout(wait, 0); })();
}
next();
"""

ECHOES = """
const [count, done] = [arguments[0], arguments[arguments.length - 1]];
window.studioTimings = [];
let i = 0;
function next() {
  if (i === count) { done(window.studioTimings); return; }
  const before = window.studioUpdates;
  i += 1;
  window.studioSend({ type: "echo", text: "echo " + i });
  (function wait() { window.studioUpdates > before ? setTimeout(next, 0) : setTimeout(wait, 0); })();
}
(function ready() { window.studioUpdates >= 1 ? next() : setTimeout(ready, 10); })();
"""


WARMUP = 20


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    flowrun = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    studio = page.Studio(flowrun, os.path.join(page.REPO, "examples/app.lua"))
    # Two browsers, each with its page in front (a background tab's timers are throttled): the studio's and the
    # echo page's, over one server. They take turns, `rounds` times, so a swing of the shared machine's load
    # falls on both sides alike.
    clicking, echoing = page.browser(), page.browser()
    clicks, echoes = [], []
    try:
        for driver in (clicking, echoing):
            driver.set_script_timeout(300)
        page.open_page(clicking, studio)
        page.sign_in(clicking)
        echoing.get(studio.base + "/echo?token=" + studio.token)
        # The first WARMUP of each are left out: the JIT and the connection warm up.
        clicking.execute_async_script(CLICKS, ["Add", "Cancel"], WARMUP)
        echoing.execute_async_script(ECHOES, WARMUP)
        for round in range(rounds):
            share = count // rounds + (1 if round < count % rounds else 0)
            # Add opens the form, Cancel goes back to the list: every click changes the screen.
            clicks += clicking.execute_async_script(CLICKS, ["Add", "Cancel"], share)
            echoes += echoing.execute_async_script(ECHOES, share)
    finally:
        clicking.quit()
        echoing.quit()
        studio.close()
    for name, values in (("echo floor", echoes), ("studio click", clicks)):
        print("%-13s n=%d p50 %.2f ms  p95 %.2f ms" % (name, len(values), percentile(values, 0.5),
                                                      percentile(values, 0.95)))
    print("p50 ratio click/echo: %.2f" % (percentile(clicks, 0.5) / percentile(echoes, 0.5)))
    print("p95 ratio click/echo: %.2f (target <= 2)" % (percentile(clicks, 0.95) / percentile(echoes, 0.95)))


if __name__ == "__main__":
    main()
