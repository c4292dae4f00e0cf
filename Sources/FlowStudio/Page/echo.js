"use strict";
// The echo page: the same socket round trip as a click, with no flow behind it, for the click benchmark's floor.
(function () {
  const token = new URLSearchParams(location.search).get("token") || "";
  const socket = new WebSocket("ws://" + location.host + "/ws?token=" + encodeURIComponent(token));
  let sentAt = null;
  window.studioTimings = [];
  window.studioUpdates = 0;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "echo") document.getElementById("status").textContent = message.text;
    if (sentAt !== null) {
      window.studioTimings.push(performance.now() - sentAt);
      sentAt = null;
    }
    window.studioUpdates += 1;
  });
  window.studioSend = (message) => {
    sentAt = performance.now();
    socket.send(JSON.stringify(message));
  };
})();
