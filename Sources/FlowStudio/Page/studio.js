"use strict";
// The studio page. Every text that comes from the flow goes into the document through textContent or a text
// node, never as markup; the map's SVG is rebuilt element by element from a fixed list of tags and attributes.
(function () {
  const token = new URLSearchParams(location.search).get("token") || "";
  const socket = new WebSocket("ws://" + location.host + "/ws?token=" + encodeURIComponent(token));
  const $ = (id) => document.getElementById(id);
  const recorded = { eventsFile: "" };
  let shownScreen = null;
  let fieldInputs = new Map();
  let sentAt = null;
  // The longest message the server reads, in UTF-8 bytes (StudioClientMessage.sizeLimit).
  const messageLimit = Number(document.body.dataset.messageLimit);
  // Click-to-screen times in milliseconds, read by the benchmark.
  window.studioTimings = [];
  window.studioUpdates = 0;

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // A message over the limit is not sent: the server would close the connection, and the session with it.
  function send(message) {
    if (socket.readyState !== WebSocket.OPEN) return;
    const text = JSON.stringify(message);
    const bytes = text.length * 3 > messageLimit ? new TextEncoder().encode(text).length : text.length;
    if (bytes > messageLimit) {
      showProblem("Not sent: this " + message.type + " message is " + bytes + " bytes, over the " + messageLimit
        + " bytes a message to the studio may hold.");
      return;
    }
    sentAt = performance.now();
    socket.send(text);
  }

  function setStatus(text) { $("status").textContent = text; }

  socket.addEventListener("open", () => setStatus("connected"));
  socket.addEventListener("close", (event) => {
    if (event.code === 1009) {
      showProblem("The server closed the session: a message was over its limit of " + messageLimit + " bytes.");
    }
    setStatus("disconnected: reload the page for a new session");
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "update") render(message);
    else if (message.type === "map") renderMap(message);
    else if (message.type === "spec") deliverSpec(message);
    else if (message.type === "error") showProblem(message.error);
    else if (message.type === "closed") showProblem(message.reason);
    if (sentAt !== null) {
      window.studioTimings.push(performance.now() - sentAt);
      sentAt = null;
    }
    window.studioUpdates += 1;
    document.body.dataset.updates = String(window.studioUpdates);
  });

  function showProblem(text) {
    const box = $("problem");
    box.hidden = !text;
    box.textContent = text || "";
  }

  // An update leaves out what did not change: no screen when the page shows it already, of the events file
  // only the lines added (the whole file after a reset).
  function render(update) {
    if (update.screen) renderScreen(update.screen, update.canGoBack);
    if (update.stack) renderStack(update.stack);
    appendLog(update);
    if (update.printed && update.printed.length) $("output").textContent += update.printed.join("\n") + "\n";
    showProblem(update.error ? (update.loadError ? "The scripts did not load; the screen is kept.\n" : "") + update.error : "");
    if (typeof update.eventsFile === "string") {
      recorded.eventsFile = update.eventsFile;
      $("recorded").textContent = update.eventsFile;
    } else if (update.eventsAppend) {
      recorded.eventsFile += update.eventsAppend;
      $("recorded").appendChild(document.createTextNode(update.eventsAppend));
    }
  }

  // The spec skeleton, asked for by a copy or download button.
  function deliverSpec(message) {
    if (message.purpose === "copy") copy(message.spec || "");
    else download("studio_spec.lua", message.spec || "");
  }

  function renderScreen(screen, canGoBack) {
    const phone = $("phone");
    const sameScreen = shownScreen !== null && shownScreen.name === screen.name;
    const previousInputs = sameScreen ? fieldInputs : new Map();
    fieldInputs = new Map();
    shownScreen = screen;
    phone.replaceChildren();
    phone.dataset.screen = screen.name;
    const bar = el("div", "bar");
    if (canGoBack) {
      const back = el("button", "back", "‹ Back");
      back.type = "button";
      back.id = "back";
      back.addEventListener("click", () => send({ type: "back" }));
      bar.appendChild(back);
    }
    const title = el("h1", "title", screen.title);
    title.id = "screen-title";
    bar.appendChild(title);
    phone.appendChild(bar);
    for (const image of screen.images || []) phone.appendChild(el("div", "image", "Image: " + image));
    for (const label of screen.labels || []) phone.appendChild(el("p", "label", label));
    for (const field of screen.fields || []) {
      const label = el("label", null, field.label || field.id);
      let input = previousInputs.get(field.id);
      const focused = input && document.activeElement === input;
      if (!input) {
        input = document.createElement("input");
        input.dataset.fieldId = field.id;
        input.addEventListener("change", () => send({ type: "type", field: field.id, text: input.value }));
        input.addEventListener("keydown", (event) => { if (event.key === "Enter") input.blur(); });
      }
      input.type = field.secure ? "password" : "text";
      input.placeholder = field.placeholder || "";
      if (!focused && !(field.secure && input.value !== "")) input.value = field.value;
      label.htmlFor = input.id = "field-" + field.id;
      fieldInputs.set(field.id, input);
      phone.appendChild(label);
      phone.appendChild(input);
    }
    if ((screen.rows || []).length) {
      const list = el("ul", "rows");
      screen.rows.forEach((row, index) => {
        const item = el("li", "row" + (row.enabled ? "" : " disabled"));
        item.dataset.rowIndex = String(index);
        item.appendChild(el("span", "row-title", row.title));
        if (row.detail) item.appendChild(el("span", "detail", row.detail));
        if (row.enabled) item.addEventListener("click", () => send({ type: "select", index: index }));
        list.appendChild(item);
      });
      phone.appendChild(list);
    }
    if (screen.loading) phone.appendChild(el("div", "loading", "Loading…"));
    const buttons = el("div", "buttons");
    (screen.buttons || []).forEach((button, index) => {
      const node = el("button", null, button.title);
      node.type = "button";
      node.dataset.buttonIndex = String(index);
      node.disabled = !button.enabled || Boolean(screen.alert);
      node.addEventListener("click", () => send({ type: "tap", index: index }));
      buttons.appendChild(node);
    });
    phone.appendChild(buttons);
    if (screen.alert) {
      const backdrop = el("div", "alert-backdrop");
      const alert = el("div", "alert");
      alert.setAttribute("role", "alertdialog");
      alert.appendChild(el("h2", "alert-title", screen.alert.title));
      if (screen.alert.message) alert.appendChild(el("p", "alert-message", screen.alert.message));
      screen.alert.actions.forEach((action, index) => {
        const node = el("button", "alert-action", action);
        node.type = "button";
        node.dataset.actionIndex = String(index);
        node.addEventListener("click", () => send({ type: "tap", index: index }));
        alert.appendChild(node);
      });
      backdrop.appendChild(alert);
      phone.appendChild(backdrop);
    }
  }

  function renderStack(stack) {
    const list = $("stack");
    list.replaceChildren();
    stack.forEach((layer, index) => {
      list.appendChild(el("li", null, (index === 0 ? "" : "presented: ") + layer.join(" › ")));
    });
  }

  function appendLog(update) {
    const item = el("li", update.error ? "failed" : null);
    item.appendChild(el("span", "step", update.label));
    if (update.error) item.appendChild(el("div", "step-error", update.error));
    for (const announcement of update.announcements || []) {
      const block = el("div", "announcement");
      block.appendChild(el("span", "announcement-name", "announced " + announcement.name));
      const keys = Object.keys(announcement.fields).sort();
      if (keys.length) {
        const fields = el("dl");
        for (const key of keys) {
          fields.appendChild(el("dt", null, key));
          fields.appendChild(el("dd", null, announcement.fields[key]));
        }
        block.appendChild(fields);
      }
      item.appendChild(block);
    }
    const log = $("log");
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  const svgNamespace = "http://www.w3.org/2000/svg";
  const svgTags = new Set(["svg", "g", "title", "polygon", "polyline", "path", "ellipse", "text"]);
  const svgAttributes = new Set(["width", "height", "viewBox", "transform", "fill", "stroke", "stroke-width",
    "stroke-dasharray", "points", "d", "cx", "cy", "rx", "ry", "x", "y", "text-anchor", "font-family",
    "font-size", "font-weight", "class", "id"]);

  // A copy of the parsed SVG holding only drawing elements and attributes: no script, link or event handler.
  function copySVG(node) {
    if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.nodeValue);
    if (node.nodeType !== Node.ELEMENT_NODE || !svgTags.has(node.localName)) return null;
    const copy = document.createElementNS(svgNamespace, node.localName);
    for (const attribute of Array.from(node.attributes)) {
      if (svgAttributes.has(attribute.name)) copy.setAttribute(attribute.name, attribute.value);
    }
    for (const child of Array.from(node.childNodes)) {
      const part = copySVG(child);
      if (part) copy.appendChild(part);
    }
    return copy;
  }

  function renderMap(message) {
    const box = $("map");
    box.replaceChildren();
    if (message.problem) box.appendChild(el("p", "hint", message.problem));
    if (!message.svg) return;
    const parsed = new DOMParser().parseFromString(message.svg, "image/svg+xml");
    const svg = copySVG(parsed.documentElement);
    if (!svg) return;
    for (const node of svg.querySelectorAll("g.node")) {
      const title = node.querySelector("title");
      const id = title ? title.textContent : "";
      if (!message.names || !(id in message.names)) continue;
      node.dataset.mapNode = id;
      node.dataset.screen = message.names[id];
      node.addEventListener("click", () => send({ type: "goto", node: id }));
    }
    box.appendChild(svg);
  }

  function download(name, text) {
    const link = el("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  function copy(text) {
    if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => setStatus("copy refused by the browser"));
  }

  $("relaunch").addEventListener("click", () => send({ type: "relaunch" }));
  $("reset").addEventListener("click", () => { $("output").textContent = ""; send({ type: "reset" }); });
  $("show-map").addEventListener("click", () => {
    $("map").replaceChildren(el("p", "hint", "Exploring…"));
    send({ type: "map" });
  });
  $("copy-events").addEventListener("click", () => copy(recorded.eventsFile));
  $("copy-spec").addEventListener("click", () => send({ type: "spec", purpose: "copy" }));
  $("download-events").addEventListener("click", () => download("studio.events", recorded.eventsFile));
  $("download-spec").addEventListener("click", () => send({ type: "spec", purpose: "download" }));
  // For the benchmark: send a message the way a click does.
  window.studioSend = send;
})();
