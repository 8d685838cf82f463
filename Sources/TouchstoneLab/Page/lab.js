// The Touchstone lab's page: sends every pointer, wheel, pinch and key event to the
// server over one WebSocket, and shows what the engine made of it as it arrives.
"use strict";

const lab = {
  socket: null,
  scene: null,
  scale: 1,
  events: [],          // every timeline event of the session, as the server sent them
  presses: [],         // every presses… call the scene's responders heard, in order
  keys: new Set(),     // the codes of the keys sent down and not yet up
  states: [],          // each recognizer's current state
  fingers: new Map(),  // browser pointerId -> finger number
  saved: null,         // the last trace and SVG the server sent, as downloaded
  errors: [],
  pendingDownload: null,
  wheel: { phase: null, timer: null },
  pinch: { scale: 1, active: false, timer: null },
  // Where the mouse pointer was last drawn, window coordinates and buttons; null when it
  // is off the stage. A new scene redraws it there: the pointer did not move.
  pointer: null,
  // The finger changes of the browser frame being read: the pointer events of one frame
  // (one touch event, so one timestamp) go to the server as one message, as a touch
  // screen's frame reaches the window as one event.
  frame: { time: null, changes: [], timer: null },
  // The draw-a-shape mode: the strokes drawn on the stage since the drawing was cleared
  // or saved (window coordinates), each pointer's stroke under way, the last ranking the
  // server sent, and the throttle of the rank messages.
  drawing: { on: false, strokes: [], current: new Map(), ranking: [], templates: [], lastRank: -Infinity, rankTimer: null },
};
window.lab = lab;

const $ = (id) => document.getElementById(id);

function connect() {
  const socket = new WebSocket(`ws://${location.host}/session`);
  lab.socket = socket;
  socket.onopen = () => { $("status").textContent = "connected"; };
  socket.onclose = () => { $("status").textContent = "disconnected: reload the page"; };
  socket.onmessage = (message) => receive(JSON.parse(message.data));
}

function send(object) {
  // Messages keep their order: the finger changes read before this one go first.
  if (object.type !== "touch") flushTouches();
  if (lab.socket && lab.socket.readyState === WebSocket.OPEN) lab.socket.send(JSON.stringify(object));
}

// Adds one finger's change to the frame being read. A change with another timestamp, or
// a second change of the same finger, starts a new frame; the frame goes out once the
// browser has dispatched the events it read together.
function queueTouch(time, change) {
  const frame = lab.frame;
  if (frame.changes.length && (frame.time !== time || frame.changes.some((other) => other.finger === change.finger))) flushTouches();
  frame.time = time;
  frame.changes.push(change);
  if (frame.timer === null) frame.timer = setTimeout(flushTouches, 0);
}

function flushTouches() {
  const frame = lab.frame;
  clearTimeout(frame.timer);
  frame.timer = null;
  if (!frame.changes.length) return;
  const touches = frame.changes;
  frame.changes = [];
  send({ type: "touch", time: frame.time, touches });
}

function receive(message) {
  switch (message.type) {
    case "scene": showScene(message); break;
    case "events": addEvents(message); break;
    case "presses": addPresses(message); break;
    case "saved": saved(message); break;
    case "ranking": showRanking(message.matches); break;
    case "templates": showTemplates(message); break;
    case "error":
      showError(message.message);
      if (message.fingers) forgetFingers(message.fingers);
      break;
  }
}

// MARK: The scene

function showScene(message) {
  lab.scene = message;
  clearTimeline();
  // The server cancelled the keys down in the old session: their key-up belongs to none.
  lab.keys.clear();
  lab.states = message.recognizers.map((name) => ({ name, state: "possible" }));
  lab.fingers.clear();
  lab.frame.changes = [];
  const select = $("scene-select");
  select.replaceChildren(...message.scenes.map((name) => new Option(name, name, false, name === message.name)));
  if (!message.scenes.includes(message.name)) select.append(new Option(message.name, message.name, true, true));
  $("scene-title").textContent = `${message.name} — ${message.window.width} × ${message.window.height} pt`;
  $("scene-summary").textContent = message.summary || "";
  const available = Math.max(240, Math.min(window.innerHeight - 120, 720));
  lab.scale = Math.min(1, available / message.window.height, 440 / message.window.width);
  const stage = $("stage");
  stage.style.width = `${message.window.width * lab.scale}px`;
  stage.style.height = `${message.window.height * lab.scale}px`;
  stage.replaceChildren(...message.views.map((view) => {
    const box = document.createElement("div");
    box.className = "view";
    box.dataset.name = view.name;
    Object.assign(box.style, {
      left: `${view.x * lab.scale}px`, top: `${view.y * lab.scale}px`,
      width: `${view.width * lab.scale}px`, height: `${view.height * lab.scale}px`,
    });
    const label = document.createElement("span");
    label.textContent = view.name;
    box.append(label);
    return box;
  }));
  const hint = document.createElement("div");
  hint.id = "hint";
  hint.innerHTML = "<b>Try a gesture here</b>Touch or drag with one or more fingers or a pen; click, drag or scroll "
    + "with a mouse; pinch on a trackpad; type (keys go to the scene's first responder). The recognizers' states, the lanes, the actions and the "
    + "arbitration decisions appear on the right as they happen.";
  stage.append(hint);
  showRanking([]);
  $("templates").textContent = "";  // a reset tells the templates it keeps again
  clearDrawing();
  if (lab.pointer) showPointer(lab.pointer.point, lab.pointer.buttons);
  render();
}

// MARK: Input

function windowPoint(event) {
  const rect = $("stage").getBoundingClientRect();
  return { x: (event.clientX - rect.left) / lab.scale, y: (event.clientY - rect.top) / lab.scale };
}

function modifiers(event) {
  const names = [];
  if (event.shiftKey) names.push("shift");
  if (event.ctrlKey) names.push("control");
  if (event.altKey) names.push("alternate");
  if (event.metaKey) names.push("command");
  if (event.getModifierState && event.getModifierState("CapsLock")) names.push("alphaShift");
  return names;
}

function freeFinger() {
  const used = new Set(lab.fingers.values());
  let finger = 1;
  while (used.has(finger)) finger += 1;
  return finger;
}

function sample(event) {
  const point = windowPoint(event);
  return { x: point.x, y: point.y, time: event.timeStamp, pressure: event.pressure };
}

function touchChange(event, phase) {
  const point = windowPoint(event);
  const change = {
    finger: lab.fingers.get(event.pointerId), phase, x: point.x, y: point.y,
    pointerType: event.pointerType === "pen" ? "pen" : "touch",
    pressure: event.pressure,
  };
  if (event.pointerType === "pen") {
    if (typeof event.altitudeAngle === "number") change.altitude = event.altitudeAngle;
    if (typeof event.azimuthAngle === "number") change.azimuth = event.azimuthAngle;
  }
  if (phase === "moved" || phase === "ended") {
    const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    // The event itself is the last coalesced sample; the engine wants the ones before it.
    change.coalesced = coalesced.slice(0, -1).slice(-64).map(sample);
  }
  if (phase === "moved") {
    const predicted = event.getPredictedEvents ? event.getPredictedEvents() : [];
    change.predicted = predicted.slice(0, 64).map(sample);
  }
  return change;
}

// Draws finger `finger` (a pen's tip, a finger's contact) where it is on the stage.
function showContact(event, finger, down) {
  const id = `contact-${event.pointerId}`;
  let dot = document.getElementById(id);
  if (!down) { if (dot) dot.remove(); return; }
  if (!dot) {
    dot = document.createElement("div");
    dot.id = id;
    dot.className = "contact";
    dot.dataset.finger = finger;
    dot.textContent = finger;
    $("stage").append(dot);
  }
  place(dot, windowPoint(event));
}

// Draws the mouse pointer where it is on the stage, pressed or not; `null` hides it.
function showPointer(point, buttons) {
  let marker = $("pointer-marker");
  lab.pointer = point ? { point, buttons } : null;
  if (!point) { if (marker) marker.remove(); return; }
  if (!marker) {
    marker = document.createElement("div");
    marker.id = "pointer-marker";
    $("stage").append(marker);
  }
  marker.classList.toggle("pressed", buttons !== 0);
  place(marker, point);
}

function place(element, point) {
  element.style.left = `${point.x * lab.scale}px`;
  element.style.top = `${point.y * lab.scale}px`;
}

// The server refused input of these fingers and none of them is down any more: their
// pointers are forgotten until they touch again.
function forgetFingers(fingers) {
  lab.frame.changes = lab.frame.changes.filter((change) => !fingers.includes(change.finger));
  for (const [pointerId, finger] of lab.fingers) {
    if (!fingers.includes(finger)) continue;
    lab.fingers.delete(pointerId);
    const dot = document.getElementById(`contact-${pointerId}`);
    if (dot) dot.remove();
  }
}

function onPointer(event) {
  event.preventDefault();
  if (lab.drawing.on) collectInk(event);
  if (event.pointerType === "mouse") {
    const point = windowPoint(event);
    if (event.type === "pointerleave") {
      showPointer(null);
      send({ type: "pointer", time: event.timeStamp, event: "exit" });
    } else if (event.type !== "pointercancel") {
      if (event.type === "pointerdown") $("stage").setPointerCapture(event.pointerId);
      showPointer(point, event.buttons);
      send({ type: "pointer", time: event.timeStamp, event: "move", x: point.x, y: point.y,
             buttons: event.buttons, modifiers: modifiers(event) });
    }
    return;
  }
  let phase;
  switch (event.type) {
    case "pointerdown":
      if (lab.fingers.has(event.pointerId)) return;
      lab.fingers.set(event.pointerId, freeFinger());
      $("stage").setPointerCapture(event.pointerId);
      phase = "began";
      break;
    case "pointermove": if (!lab.fingers.has(event.pointerId)) return; phase = "moved"; break;
    case "pointerup": if (!lab.fingers.has(event.pointerId)) return; phase = "ended"; break;
    case "pointercancel": if (!lab.fingers.has(event.pointerId)) return; phase = "cancelled"; break;
    default: return;
  }
  const finger = lab.fingers.get(event.pointerId);
  queueTouch(event.timeStamp, touchChange(event, phase));
  showContact(event, finger, phase === "began" || phase === "moved");
  if (phase === "ended" || phase === "cancelled") lab.fingers.delete(event.pointerId);
}

// A key goes down or up: the page sends where the key is (`code`) and what it types
// (`key`); the server maps the code to UIKit's HID usage. The browser's repeats of a held
// key are not new presses. Keys typed into the page's own controls stay theirs, and so do
// shortcuts with Control or Command, which belong to the browser.
function onKey(event) {
  if (["INPUT", "SELECT", "TEXTAREA", "BUTTON"].includes(event.target.tagName)) return;
  if (!event.code) return;
  const phase = event.type === "keydown" ? "began" : "ended";
  if (phase === "began") {
    if (event.repeat || lab.keys.has(event.code)) { event.preventDefault(); return; }
    if ((event.ctrlKey || event.metaKey) && !["Control", "Meta"].includes(event.key)) return;
    lab.keys.add(event.code);
  } else {
    if (!lab.keys.has(event.code)) return;
    lab.keys.delete(event.code);
  }
  event.preventDefault();
  send({ type: "key", time: event.timeStamp, phase, code: event.code, key: event.key, modifiers: modifiers(event) });
}

// The page lost the keyboard with keys down: their key-ups will not come.
function onBlur() {
  for (const code of lab.keys) send({ type: "key", time: performance.now(), phase: "cancelled", code, key: "", modifiers: [] });
  lab.keys.clear();
}

// A trackpad gesture has no end event in the browser: it ends when no wheel event came for a while.
const gestureEndDelay = 150;

function onWheel(event) {
  event.preventDefault();
  const time = event.timeStamp;
  if (event.ctrlKey) {
    // Chromium reports a trackpad pinch as a wheel event with the control key.
    const pinch = lab.pinch;
    const phase = pinch.active ? "changed" : "began";
    if (!pinch.active) { pinch.active = true; pinch.scale = 1; send({ type: "pointer", time, event: "transform", scale: 1, rotation: 0, phase }); }
    pinch.scale *= Math.exp(-event.deltaY / 100);
    send({ type: "pointer", time, event: "transform", scale: pinch.scale, rotation: 0, phase: "changed" });
    clearTimeout(pinch.timer);
    pinch.timer = setTimeout(() => {
      pinch.active = false;
      send({ type: "pointer", time: performance.now(), event: "transform", scale: pinch.scale, rotation: 0, phase: "ended" });
    }, gestureEndDelay);
    return;
  }
  const unit = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? 800 : 1;
  // UIKit's delta moves the content with the fingers: the opposite of the browser's scroll delta.
  const dx = -event.deltaX * unit, dy = -event.deltaY * unit;
  const discrete = event.deltaMode !== 0 || (event.wheelDeltaY !== undefined && event.wheelDeltaY !== 0 &&
                   Math.abs(event.wheelDeltaY) % 120 === 0 && event.deltaX === 0);
  if (discrete) {
    send({ type: "pointer", time, event: "scroll", dx, dy, scrollType: "discrete", phase: "changed" });
    return;
  }
  const wheel = lab.wheel;
  if (!wheel.phase) send({ type: "pointer", time, event: "scroll", dx: 0, dy: 0, scrollType: "continuous", phase: "began" });
  wheel.phase = "changed";
  send({ type: "pointer", time, event: "scroll", dx, dy, scrollType: "continuous", phase: "changed" });
  clearTimeout(wheel.timer);
  wheel.timer = setTimeout(() => {
    wheel.phase = null;
    send({ type: "pointer", time: performance.now(), event: "scroll", dx: 0, dy: 0, scrollType: "continuous", phase: "ended" });
  }, gestureEndDelay);
}

// MARK: What the engine did
//
// A message costs the same at the session's first second as after ten minutes: its
// events are added to the lists and to the lanes' model one by one (never a spread of the
// whole session into one call), the lists keep their last `shownLines` lines, and the
// lanes, redrawn at most once a browser frame, show the last `laneSeconds` seconds. The
// page's Chromium test counts the elements each message makes (`lab.drawn`).

const shownLines = 300;
const laneSeconds = 10;

// What the lanes draw, kept as the events arrive: each finger's spans, each recognizer's
// marks, oldest first, and the times they cover.
function newLanes() {
  return { fingers: new Map(), marks: new Map(), start: null, end: null };
}
lab.lanes = newLanes();
lab.drawn = 0;             // elements made and lane items drawn, for the tests' counts
lab.laneFrame = null;      // the animation frame the lanes and scrolling wait for
lab.scrollLists = new Set(); // the lists to scroll to their end at that frame

function addEvents(message) {
  for (const event of message.events) {
    lab.events.push(event);
    noteForLanes(event);
  }
  lab.states = message.states;
  lab.time = message.time;
  const actions = [], decisions = [];
  for (const event of message.events) {
    if (event.type === "action" || event.type === "control") actions.push(actionItem(event));
    else if (event.type === "decision") decisions.push(decisionItem(event));
  }
  appendLines("actions", actions);
  appendLines("decisions", decisions);
  render();
}

// Adds `items` to the list `id`, keeping its last `shownLines`, scrolled to the end.
function appendLines(id, items) {
  if (!items.length) return;
  const list = $(id);
  list.append(...items.slice(-shownLines));
  while (list.childElementCount > shownLines) list.firstElementChild.remove();
  // Scrolled at the next frame, once: reading the height forces a layout.
  lab.scrollLists.add(id);
  scheduleFrame();
}

function scheduleFrame() {
  if (lab.laneFrame === null) lab.laneFrame = requestAnimationFrame(drawFrame);
}

// What waits for the browser's next frame: the lists scrolled to their end, the lanes.
function drawFrame() {
  lab.laneFrame = null;
  for (const id of lab.scrollLists) $(id).scrollTop = $(id).scrollHeight;
  lab.scrollLists.clear();
  renderLanes();
}

function item(className) {
  lab.drawn += 1;
  const element = document.createElement("li");
  element.className = className;
  return element;
}

function actionItem(event) {
  const element = item("action");
  element.dataset.recognizer = event.recognizer || event.view;
  element.dataset.state = event.state || event.event;
  element.textContent = event.type === "action"
    ? `${fixed(event.time)} ${event.recognizer} ${event.state} at (${Math.round(event.x)}, ${Math.round(event.y)}) ${describeValues(event)}`
    : `${fixed(event.time)} ${event.view} ${event.event} ${describeValues(event)}`;
  return element;
}

function decisionItem(event) {
  const element = item("decision");
  element.dataset.recognizer = event.recognizer;
  element.dataset.outcome = event.outcome;
  element.dataset.rule = event.rule;
  element.textContent = `${fixed(event.time)} ${event.recognizer} ${event.outcome} (${event.rule}): ${event.reason}`;
  return element;
}

// One line per press and phase: the responders that heard it, in order, from the first
// responder up the chain (R-R5). A responder that joins the last line rewrites that line
// only.
function addPresses(message) {
  const list = $("presses");
  const added = [];
  for (const delivery of message.presses) {
    const last = lab.presses[lab.presses.length - 1];
    if (last && last.time === delivery.time && last.phase === delivery.phase && last.keys.join() === delivery.keys.join()) {
      last.responders.push(delivery.responder);
      last.element.textContent = pressText(last);
    } else {
      const press = { time: delivery.time, phase: delivery.phase, keys: delivery.keys, responders: [delivery.responder] };
      press.element = item("press");
      press.element.dataset.keys = press.keys.join(" ");
      press.element.dataset.phase = press.phase;
      press.element.textContent = pressText(press);
      lab.presses.push(press);
      added.push(press.element);
    }
  }
  appendLines("presses", added);
}

function pressText(press) {
  return `${fixed(press.time)} ${press.keys.join(" + ")} ${press.phase}: ${press.responders.join(" → ")}`;
}

function describeValues(event) {
  const skip = new Set(["time", "type", "recognizer", "state", "x", "y", "view", "event"]);
  return Object.entries(event).filter(([key]) => !skip.has(key))
    .map(([key, value]) => `${key} ${Math.round(value * 100) / 100}`).join(", ");
}

function fixed(seconds) { return seconds.toFixed(3); }

// The states (one row per recognizer of the scene), and the lanes at the next frame.
function render() {
  const hint = $("hint");
  if (hint) hint.hidden = lab.events.length > 0;
  $("states").tBodies[0].replaceChildren(...lab.states.map(({ name, state }) => {
    const row = document.createElement("tr");
    lab.drawn += 1;
    row.dataset.recognizer = name;
    row.innerHTML = `<td></td><td><span class="state ${state}">${state}</span></td>`;
    row.cells[0].textContent = name;
    return row;
  }));
  scheduleFrame();
}

// Clears what the engine did, for a new session.
function clearTimeline() {
  lab.events = [];
  lab.presses = [];
  lab.lanes = newLanes();
  for (const id of ["actions", "decisions", "presses"]) $(id).replaceChildren();
}

const laneColors = { began: "#34a853", changed: "#8fd19e", ended: "#1e7e34", recognized: "#1e7e34",
                     failed: "#d93025", cancelled: "#f29900", waiting: "#9aa0a6" };

function noteForLanes(event) {
  const lanes = lab.lanes;
  if (lanes.start === null) lanes.start = event.time;
  lanes.end = Math.max(lanes.end ?? event.time, event.time);
  if (event.type === "touch") {
    const key = `finger ${event.finger}`;
    if (event.phase === "began") {
      if (!lanes.fingers.has(key)) lanes.fingers.set(key, []);
      lanes.fingers.get(key).push({ from: event.time, to: null, view: event.view });
    } else if (event.phase === "ended" || event.phase === "cancelled") {
      const spans = lanes.fingers.get(key);
      if (spans && spans.length) spans[spans.length - 1].to = event.time;
    }
  } else if ((event.type === "action" || event.type === "decision") && event.recognizer) {
    if (!lanes.marks.has(event.recognizer)) lanes.marks.set(event.recognizer, []);
    lanes.marks.get(event.recognizer).push({
      time: event.time, what: event.type === "action" ? event.state : event.outcome,
      text: event.type === "action" ? `${event.state}` : `${event.outcome} (${event.rule}): ${event.reason}`,
    });
  }
}

// The items of `list` (oldest first) that end at or after `from`: walked from the end,
// so the cost is what is shown, not what the session holds.
function since(list, from, endOf) {
  let first = list.length;
  while (first > 0 && endOf(list[first - 1]) >= from) first -= 1;
  return list.slice(first);
}

// One lane per finger and per recognizer, as the SVG timeline draws them, over the last
// `laneSeconds` seconds.
function renderLanes() {
  const lanesModel = lab.lanes;
  if (lanesModel.start === null) {
    $("lanes").innerHTML = '<p class="empty">No input yet: a lane per finger and per recognizer starts with the first touch.</p>';
    return;
  }
  const latest = Math.max(lanesModel.end, lab.time || 0);
  const start = Math.max(lanesModel.start, latest - laneSeconds);
  const end = Math.max(start + 0.5, latest);
  const label = 150, width = 600, laneHeight = 16, gap = 4;
  const x = (time) => label + ((Math.max(time, start) - start) / Math.max(end - start, 0.001)) * (width - label - 10);
  const lanes = [];
  for (const [name, spans] of lanesModel.fingers) {
    const shown = since(spans, start, (span) => span.to ?? Infinity);
    if (shown.length) lanes.push({ name, spans: shown, marks: [] });
  }
  for (const { name } of lab.states) {
    lanes.push({ name, spans: [], marks: since(lanesModel.marks.get(name) || [], start, (mark) => mark.time) });
  }
  const height = lanes.length * (laneHeight + gap) + 24;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" height="${height}">`];
  lanes.forEach((lane, index) => {
    const y = 4 + index * (laneHeight + gap);
    parts.push(`<text x="4" y="${y + 12}" font-size="11">${escapeXML(lane.name)}</text>`);
    parts.push(`<line x1="${label}" x2="${width - 10}" y1="${y + laneHeight / 2}" y2="${y + laneHeight / 2}" stroke="#eee"/>`);
    for (const span of lane.spans) {
      const to = span.to ?? end;
      parts.push(`<rect class="finger-span" x="${x(span.from)}" y="${y + 3}" width="${Math.max(2, x(to) - x(span.from))}" height="${laneHeight - 6}" fill="#4285f4"><title>${escapeXML(span.view || "")}</title></rect>`);
    }
    for (const mark of lane.marks) {
      parts.push(`<circle cx="${x(mark.time)}" cy="${y + laneHeight / 2}" r="4" fill="${laneColors[mark.what] || "#555"}"><title>${escapeXML(mark.text)}</title></circle>`);
    }
    lab.drawn += 1 + lane.spans.length + lane.marks.length;
  });
  parts.push(`<text x="${label}" y="${height - 6}" font-size="10" fill="#666">${fixed(start)} s</text>`);
  parts.push(`<text x="${width - 10}" y="${height - 6}" font-size="10" fill="#666" text-anchor="end">${fixed(end)} s</text></svg>`);
  $("lanes").innerHTML = parts.join("");
}

function escapeXML(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

function showError(text) {
  lab.errors.push(text);
  const item = document.createElement("li");
  item.textContent = text;
  $("errors").append(item);
  $("errors").scrollTop = $("errors").scrollHeight;
}

// MARK: Drawing a shape

// Draws the strokes of a shape being drawn; the limits are the server's (a drawing of at
// most 20 strokes of at most 2,000 points): past them the page stops adding ink.
const maximumStrokes = 20, maximumStrokePoints = 2000;
// The least time between two rank messages, in ms: the ranking follows the stroke about
// ten times a second, and every stroke's end is ranked at once.
const rankInterval = 100;

function collectInk(event) {
  const drawing = lab.drawing;
  const isMouse = event.pointerType === "mouse";
  switch (event.type) {
    case "pointerdown":
      if (drawing.strokes.length >= maximumStrokes || (isMouse && event.button !== 0)) return;
      drawing.current.set(event.pointerId, [windowPoint(event)]);
      drawing.strokes.push(drawing.current.get(event.pointerId));
      break;
    case "pointermove": {
      const stroke = drawing.current.get(event.pointerId);
      if (!stroke || stroke.length >= maximumStrokePoints) return;
      const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      for (const sample of samples.length ? samples : [event]) {
        if (stroke.length < maximumStrokePoints) stroke.push(windowPoint(sample));
      }
      requestRanking(false);
      break;
    }
    case "pointerup": case "pointercancel":
      if (!drawing.current.delete(event.pointerId)) return;
      requestRanking(true);
      break;
    default: return;
  }
  drawInk();
}

function drawInk() {
  let ink = $("ink");
  if (!ink) {
    ink = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    ink.id = "ink";
    $("stage").append(ink);
  }
  ink.replaceChildren(...lab.drawing.strokes.map((stroke) => {
    const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
    line.setAttribute("points", stroke.map((p) => `${p.x * lab.scale},${p.y * lab.scale}`).join(" "));
    return line;
  }));
}

function inkStrokes() {
  return lab.drawing.strokes.map((stroke) => stroke.map((p) => [p.x, p.y]));
}

// Asks for the ranking of the drawing at most once per `rankInterval`, and at once when
// `now` (a stroke ended).
function requestRanking(now) {
  const drawing = lab.drawing;
  const wait = now ? 0 : Math.max(0, drawing.lastRank + rankInterval - performance.now());
  if (drawing.rankTimer !== null) {
    if (!now) return;
    clearTimeout(drawing.rankTimer);
  }
  drawing.rankTimer = setTimeout(() => {
    drawing.rankTimer = null;
    drawing.lastRank = performance.now();
    if (drawing.strokes.length) send({ type: "rank", strokes: inkStrokes() });
  }, wait);
}

function showRanking(matches) {
  lab.drawing.ranking = matches;
  $("ranking").replaceChildren(...matches.map((match) => {
    const entry = document.createElement("li");
    entry.textContent = `${match.name} ${match.score.toFixed(3)}`;
    return entry;
  }));
}

function showTemplates(message) {
  lab.drawing.templates = message.names;
  $("templates").textContent = `${message.recognizer} knows ${message.names.length} templates: `
    + [...new Set(message.names)].join(", ");
  clearDrawing();
}

function clearDrawing() {
  const drawing = lab.drawing;
  drawing.strokes = [];
  drawing.current.clear();
  clearTimeout(drawing.rankTimer);
  drawing.rankTimer = null;
  const ink = $("ink");
  if (ink) ink.remove();
}

function saveShape() {
  const name = $("shape-name").value.trim();
  if (!name) { showError("draw a shape: give it a name first"); return; }
  if (!lab.drawing.strokes.length) { showError("draw a shape: draw it on the stage first"); return; }
  send({ type: "template", name, strokes: inkStrokes() });
}

// MARK: Saving

function saved(message) {
  lab.saved = message;
  const kind = lab.pendingDownload;
  lab.pendingDownload = null;
  if (!kind) return;
  if (kind === "templates" && !message.templates) { showError("download templates: no template was saved in this session"); return; }
  const [text, type, extension] = kind === "svg" ? [message.svg, "image/svg+xml", "svg"]
    : kind === "templates" ? [message.templates, "application/json", "templates.json"] : [message.trace, "application/json", "trace.json"];
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = `${lab.scene.name}-lab.${extension}`;
  document.body.append(link);
  link.click();
  link.remove();
}

function requestDownload(kind) {
  lab.pendingDownload = kind;
  send({ type: "save" });
}

// MARK: Wiring

function setUp() {
  const stage = $("stage");
  for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel", "pointerleave"]) {
    stage.addEventListener(type, onPointer);
  }
  stage.addEventListener("wheel", onWheel, { passive: false });
  // Pointer events are default-prevented, so a click does not focus the stage by itself.
  stage.addEventListener("pointerdown", () => stage.focus({ preventScroll: true }));
  document.addEventListener("keydown", onKey);
  document.addEventListener("keyup", onKey);
  window.addEventListener("blur", onBlur);
  stage.addEventListener("contextmenu", (event) => event.preventDefault());
  $("scene-select").addEventListener("change", (event) => send({ type: "scene", name: event.target.value }));
  $("scene-file").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    if (file) send({ type: "scene", text: await file.text() });
    event.target.value = "";
  });
  $("reset").addEventListener("click", () => send({ type: "reset" }));
  $("draw-mode").addEventListener("change", (event) => { lab.drawing.on = event.target.checked; clearDrawing(); });
  $("save-shape").addEventListener("click", saveShape);
  $("save-templates").addEventListener("click", () => requestDownload("templates"));
  $("clear-shape").addEventListener("click", clearDrawing);
  $("save-trace").addEventListener("click", () => requestDownload("trace"));
  $("save-svg").addEventListener("click", () => requestDownload("svg"));
  connect();
}

setUp();
