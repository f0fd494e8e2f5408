// Building the page without HTML strings: every text goes in through textContent or a
// text node, so nothing a player typed can ever become markup.

const SVG_NS = "http://www.w3.org/2000/svg";

function applyProps(node, props) {
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.setAttribute("class", value);
    else if (key === "text") node.textContent = String(value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "style" && typeof value === "object") Object.assign(node.style, value);
    else if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === "value" || key === "checked" || key === "disabled" || key === "selected") {
      node[key] = value;
    } else node.setAttribute(key, value === true ? "" : String(value));
  }
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An HTML element: h("button", {class: "primary", onclick}, "Start"). */
export function h(tag, props, ...children) {
  const node = document.createElement(tag);
  applyProps(node, props);
  append(node, children);
  return node;
}

/** An SVG element: s("rect", {x: 0, y: 0, width: 10, height: 10}). */
export function s(tag, props, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2).toLowerCase(), value);
    } else node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

/** Replace every child of `node` with `children`. */
export function replace(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

/** A short message for screen readers and sighted players alike. */
export function toast(message, kind = "info") {
  const box = document.getElementById("toasts");
  if (!box) return;
  const item = h("div", { class: `toast toast-${kind}`, role: kind === "error" ? "alert" : "status" }, message);
  box.append(item);
  setTimeout(() => item.remove(), kind === "error" ? 8000 : 4000);
}

/** "man_at_arms" -> "Man at arms": a readable fallback when the pack's name is unknown. */
export function titleFromId(id) {
  const words = String(id).replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Inputs the player has typed into since the last redraw keep their text across redraws.
document.addEventListener("input", (event) => {
  if (event.target instanceof HTMLElement) event.target.dataset.edited = "1";
});

function focusKey(node, container) {
  // The element itself, else the nearest ancestor that can be found again (a card whose
  // button was pressed keeps the focus on the card).
  for (let n = node; n instanceof HTMLElement || n instanceof SVGElement; n = n.parentElement) {
    if (n === container) break;
    if (n.id) return `#${CSS.escape(n.id)}`;
    if (n.dataset?.key) return `[data-key="${CSS.escape(n.dataset.key)}"]`;
  }
  return null;
}

/** @type {string | null} the id of the control the keyboard is to land on once it can */
let wantedFocus = null;

/**
 * Send the keyboard to the control with this id: now if it can take the focus, else at
 * the redraw that draws it enabled (a button drawn disabled while the table reconnects).
 * Forgotten once a redraw no longer draws it.
 * @param {string} id
 */
export function focusWhenReady(id) {
  wantedFocus = id;
  settleFocus();
}

/** @returns {boolean} whether the wanted control took the focus */
function settleFocus() {
  if (!wantedFocus) return false;
  const control = /** @type {HTMLButtonElement | null} */ (document.getElementById(wantedFocus));
  if (!control) wantedFocus = null;
  if (!control || control.disabled) return false;
  wantedFocus = null;
  control.focus({ preventScroll: true });
  return true;
}

/**
 * Redraw `container` with `draw()` without losing what the player was doing: text typed
 * into inputs (with an id) and the keyboard focus (by id or data-key) survive; a control
 * the keyboard was sent to (`focusWhenReady`) takes it as soon as it is enabled. When
 * the focused control is not drawn again, `fallback(container)` names where it goes.
 * @param {any} container
 * @param {() => void} draw
 * @param {((container: any) => (HTMLElement | SVGElement | null)) | null} [fallback]
 */
export function redraw(container, draw, fallback = null) {
  const typed = [];
  for (const input of container.querySelectorAll("input[id], textarea[id]")) {
    if (input.dataset.edited) typed.push([input.id, input.value]);
  }
  const active = container.contains(document.activeElement) ? document.activeElement : null;
  const key = focusKey(active, container);
  const field = /** @type {HTMLInputElement | null} */ (active && "selectionStart" in active ? active : null);
  const selection = field ? [field.selectionStart, field.selectionEnd] : null;
  draw();
  for (const [id, value] of typed) {
    const input = container.querySelector(`#${CSS.escape(id)}`);
    if (input) {
      input.value = value;
      input.dataset.edited = "1";
    }
  }
  if (settleFocus()) return;
  const again = key ? container.querySelector(key) : null;
  if (active && !again) {
    // The control pressed is gone (a card played, an action done): the keyboard goes to
    // the screen's next sensible control, never back to the top of the page.
    const next = fallback ? fallback(container) : null;
    if (next) next.focus({ preventScroll: true });
    return;
  }
  if (again) {
    again.focus({ preventScroll: true });
    if (selection && "setSelectionRange" in again) {
      try {
        again.setSelectionRange(...selection);
      } catch {
        // not a text input
      }
    }
  }
}
