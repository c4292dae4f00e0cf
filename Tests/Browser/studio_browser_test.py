#!/usr/bin/env python3
"""The studio page in headless Chromium (Selenium and chromedriver): what a person does in the browser.

Run by scripts/test.sh with the built flowrun: python3 Tests/Browser/studio_browser_test.py BIN/flowrun
Prints one line per test and closes with `N passed, N failed`; exits non-zero when one failed.
"""
import http.client
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.request
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMEOUT = 20


class Studio:
    """A `flowrun studio` process serving `flow`, stopped by close()."""

    def __init__(self, flowrun, flow, *extra):
        self.process = subprocess.Popen(
            [flowrun, "studio", flow, "--fresh", "--clock", "2024-01-01T00:00:00Z",
             "--root", os.path.join(REPO, "scripts"), "--no-project", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO)
        self.url = self.process.stdout.readline().strip()
        if not self.url.startswith("http://"):
            raise AssertionError("no URL printed: " + self.process.stderr.read())
        self.base = self.url.split("/?")[0]
        self.token = self.url.split("token=")[1]
        self.port = int(self.base.rsplit(":", 1)[1])

    def close(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def browser():
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
        options.add_argument(argument)
    return webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"))


def wait(driver, condition, what):
    try:
        return WebDriverWait(driver, TIMEOUT).until(lambda d: condition(d))
    except Exception as error:
        raise AssertionError("timed out waiting for " + what) from error


def updates(driver):
    return int(driver.find_element(By.TAG_NAME, "body").get_attribute("data-updates") or "0")


def screen(driver):
    return driver.find_element(By.ID, "phone").get_attribute("data-screen")


def act(driver, action):
    """Runs `action`, then waits for the update it causes."""
    before = updates(driver)
    action()
    wait(driver, lambda d: updates(d) > before, "the screen to update")


def tap(driver, title):
    def find(d):
        for button in d.find_elements(By.CSS_SELECTOR, "#phone button"):
            if button.text == title and button.is_enabled():
                return button
        return None
    button = wait(driver, find, "a button " + repr(title))
    act(driver, button.click)


def type_into(driver, field, text):
    box = driver.find_element(By.CSS_SELECTOR, "#phone input[data-field-id='%s']" % field)
    box.clear()
    box.send_keys(text)
    act(driver, lambda: driver.execute_script("arguments[0].blur()", box))


def open_page(driver, studio):
    driver.get(studio.url)
    wait(driver, lambda d: updates(d) >= 1 and screen(d), "the first screen")


def sign_in(driver):
    for title in ("Continue", "Continue", "Continue", "Continue", "Start"):
        tap(driver, title)
    type_into(driver, "email", "agent@shield.org")
    type_into(driver, "password", "hailHydra")
    tap(driver, "Sign In")
    wait(driver, lambda d: screen(d) == "items.list", "the items list")


def row_titles(driver):
    return [row.text for row in driver.find_elements(By.CSS_SELECTOR, "#phone li.row .row-title")]


# The tests, each with a fresh page over the shared studio unless it says otherwise.

def test_sign_in_through_the_page(driver, studio, _):
    open_page(driver, studio)
    sign_in(driver)
    log = driver.find_element(By.ID, "log").text
    assert "announced login" in log and "agent-13" in log, log
    stack = driver.find_element(By.ID, "stack").text
    assert "items.list" in stack, stack


def test_adding_an_item_updates_the_list(driver, studio, _):
    open_page(driver, studio)
    sign_in(driver)
    tap(driver, "Add")
    type_into(driver, "title", "Milk")
    tap(driver, "Save")
    wait(driver, lambda d: row_titles(d) == ["Milk"], "the list to show Milk")
    recorded = driver.find_element(By.ID, "recorded").text
    assert "type title Milk" in recorded and "hailHydra" not in recorded, recorded


def test_an_alerts_action_applies(driver, studio, _):
    open_page(driver, studio)
    for title in ("Continue", "Continue", "Continue", "Continue", "Start"):
        tap(driver, title)
    type_into(driver, "email", "bad@credentials.ca")
    type_into(driver, "password", "Shazam!")
    tap(driver, "Sign In")
    title = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#phone .alert-title"), "the alert")[0].text
    assert title == "Login Failed", title
    tap(driver, "Try Again")
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#phone .alert"), "the alert to close")
    email = driver.find_element(By.CSS_SELECTOR, "#phone input[data-field-id='email']").get_attribute("value")
    assert email == "bad@credentials.ca", email


def test_a_syntax_error_shows_and_a_fix_recovers(driver, studio, flow):
    open_page(driver, studio)
    tap(driver, "Continue")
    shown = screen(driver)
    original = open(flow).read()
    try:
        with open(flow, "w") as file:
            file.write(original + "\nthis is not lua\n")
        problem = wait(driver, lambda d: d.find_element(By.ID, "problem").is_displayed()
                       and d.find_element(By.ID, "problem"), "the syntax error")
        assert "app.lua:" in problem.text, problem.text
        assert screen(driver) == shown, "the screen was not kept"
    finally:
        with open(flow, "w") as file:
            file.write(original)
    wait(driver, lambda d: not d.find_element(By.ID, "problem").is_displayed(), "the error to clear")
    assert screen(driver) == shown
    log = driver.find_element(By.ID, "log").text
    assert "replayed 1 steps" in log, log


def test_a_map_click_arrives_on_its_screen(driver, studio, _):
    open_page(driver, studio)
    driver.find_element(By.ID, "show-map").click()
    nodes = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#map g[data-map-node]"), "the map")
    names = [node.get_attribute("data-screen") or "" for node in nodes]
    target = next((node for node in nodes if (node.get_attribute("data-screen") or "").startswith("login")), None)
    assert target is not None, names
    before = updates(driver)
    driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", target)
    wait(driver, lambda d: updates(d) > before and screen(d) == "login", "the login screen")
    log = driver.find_element(By.ID, "log").text
    assert "tap Start" in log, log


def to_login(driver):
    for title in ("Continue", "Continue", "Continue", "Continue", "Start"):
        tap(driver, title)
    wait(driver, lambda d: screen(d) == "login", "the login screen")


def set_field(driver, field, length):
    """Puts `length` characters in a field at once, as a paste does, and commits it."""
    box = driver.find_element(By.CSS_SELECTOR, "#phone input[data-field-id='%s']" % field)
    driver.execute_script("arguments[0].value = 'a'.repeat(arguments[1]);"
                          "arguments[0].dispatchEvent(new Event('change'))", box, length)


def test_a_long_field_keeps_the_session(driver, studio, _):
    open_page(driver, studio)
    to_login(driver)
    # 20,000 characters: one WebSocket frame of about 20 KB, which once closed the connection.
    act(driver, lambda: set_field(driver, "email", 20000))
    log = driver.find_element(By.ID, "log").text
    assert "type email " + "a" * 100 in log, log[-300:]
    assert driver.find_element(By.ID, "status").text == "connected", driver.find_element(By.ID, "status").text
    tap(driver, "Sign In")


def test_a_message_over_the_limit_is_not_sent_and_the_session_goes_on(driver, studio, _):
    open_page(driver, studio)
    to_login(driver)
    set_field(driver, "email", 1100000)
    problem = wait(driver, lambda d: d.find_element(By.ID, "problem").is_displayed()
                   and d.find_element(By.ID, "problem"), "the refusal")
    assert problem.text.startswith("Not sent: this type message is 1100041 bytes, over the 1048576"), problem.text
    assert driver.find_element(By.ID, "status").text == "connected", driver.find_element(By.ID, "status").text
    type_into(driver, "email", "agent@shield.org")
    assert not driver.find_element(By.ID, "problem").is_displayed()


def test_two_tabs_do_not_share_state(driver, studio, _):
    open_page(driver, studio)
    sign_in(driver)
    tap(driver, "Add")
    type_into(driver, "title", "Only here")
    tap(driver, "Save")
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    open_page(driver, studio)
    assert screen(driver) == "onboarding", screen(driver)
    sign_in(driver)
    assert row_titles(driver) == [], row_titles(driver)
    driver.close()
    driver.switch_to.window(first)
    assert row_titles(driver) == ["Only here"], row_titles(driver)


def test_a_request_without_the_token_is_refused(driver, studio, _):
    for path in ("/", "/?token=wrong", "/echo"):
        try:
            urllib.request.urlopen(studio.base + path, timeout=5)
            raise AssertionError(path + " was served")
        except urllib.error.HTTPError as error:
            assert error.code == 403, error.code
    # The upgrade is refused before any WebSocket exists, as every refusal is: 403 Forbidden, never 101.
    for token in ("", "wrong"):
        status, _ = websocket_handshake(studio, token=token, origin=None)
        assert status == 403, status


def test_a_cross_origin_websocket_is_refused(driver, studio, _):
    status, _ = websocket_handshake(studio, token=studio.token, origin="http://evil.example")
    assert status == 403, status
    status, _ = websocket_handshake(studio, token=studio.token, origin=None, host="evil.example:%d" % studio.port)
    assert status == 403, status
    status, _ = websocket_handshake(studio, token=studio.token, origin=studio.base)
    assert status == 101, status


def test_markup_in_a_title_is_shown_as_text(driver, _studio, _flow):
    markup = Studio(sys.argv[1], os.path.join(REPO, "Tests/Fixtures/studio/markup_title.lua"))
    try:
        open_page(driver, markup)
        title = driver.find_element(By.ID, "screen-title").text
        assert title == "<script>window.studioPwned = 1</script><b>bold</b>", title
        assert not driver.find_elements(By.CSS_SELECTOR, "#phone script, #phone b, #phone img, #phone i")
        assert driver.execute_script("return window.studioPwned === undefined")
    finally:
        markup.close()


def test_the_page_renders_the_phone(driver, studio, _):
    open_page(driver, studio)
    path = os.environ.get("FLOWHOST_STUDIO_SCREENSHOT")
    png = driver.get_screenshot_as_png()
    if path:
        with open(path, "wb") as file:
            file.write(png)
    width, height, pixels = decode_png(png)
    assert (width, height) == tuple(driver.execute_script("return [innerWidth * devicePixelRatio, "
                                                          "innerHeight * devicePixelRatio]")), (width, height)
    frame = sum(1 for pixel in pixels if pixel == (0x1d, 0x1d, 0x1f)) / len(pixels)
    button = sum(1 for pixel in pixels if pixel == (0x0a, 0x66, 0xd8)) / len(pixels)
    assert frame > 0.02, "the phone's frame and header cover %.3f of the page" % frame
    assert button > 0.002, "the blue button covers %.4f of the page" % button


# Helpers that speak HTTP and PNG directly.

def websocket_handshake(studio, token, origin, host=None):
    connection = http.client.HTTPConnection("127.0.0.1", studio.port, timeout=5)
    connection.putrequest("GET", "/ws?token=" + token, skip_host=True, skip_accept_encoding=True)
    headers = {"Host": host or "127.0.0.1:%d" % studio.port, "Upgrade": "websocket", "Connection": "Upgrade",
               "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}
    if origin:
        headers["Origin"] = origin
    for name, value in headers.items():
        connection.putheader(name, value)
    connection.endheaders()
    response = connection.getresponse()
    status = response.status
    connection.close()
    return status, response.reason


def decode_png(data):
    """The width, height and RGB pixels of an 8-bit RGB or RGBA PNG, unfiltered."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, width, height, channels = 8, b"", 0, 0, 0
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            up_left = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else up_left)
                line[x] = (line[x] + predictor) & 255
        rows.append(line)
        previous = line
    pixels = [tuple(row[x:x + 3]) for row in rows for x in range(0, stride, channels)]
    return width, height, pixels


def main():
    if len(sys.argv) not in (2, 3):
        print("usage: studio_browser_test.py FLOWRUN [TEST_NAME]", file=sys.stderr)
        return 2
    folder = tempfile.mkdtemp(prefix="flowrun-studio-test-")
    flow = os.path.join(folder, "app.lua")
    shutil.copy(os.path.join(REPO, "examples/app.lua"), flow)
    studio = Studio(sys.argv[1], flow)
    driver = browser()
    tests = [value for name, value in globals().items()
             if name.startswith("test_") and (len(sys.argv) < 3 or sys.argv[2] in name)]
    passed = failed = 0
    try:
        for test in tests:
            try:
                test(driver, studio, flow)
                passed += 1
                print("passed: " + test.__name__)
            except Exception:
                failed += 1
                print("FAILED: " + test.__name__)
                traceback.print_exc()
            # Each test starts from a page of its own.
            for handle in driver.window_handles[1:]:
                driver.switch_to.window(handle)
                driver.close()
            driver.switch_to.window(driver.window_handles[0])
            driver.get("about:blank")
    finally:
        driver.quit()
        studio.close()
        shutil.rmtree(folder, ignore_errors=True)
    print("studio browser tests: %d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
