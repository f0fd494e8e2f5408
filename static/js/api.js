// The HTTP API (/api/...): JSON in and out, the session cookie, and the CSRF header on
// every request that changes something. Errors arrive as {code, message, rule}.

let csrfToken = "";

export function setCsrf(token) {
  csrfToken = token || "";
}

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message || `The server answered ${status}.`);
    this.status = status;
    this.code = body?.code || "http_error";
    this.rule = body?.rule || "";
  }

  /** The message with the rule that forbids it, e.g. "… (DEV-02)". */
  get readable() {
    return this.rule ? `${this.message} (${this.rule})` : this.message;
  }
}

export async function api(method, path, body) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["X-CSRF-Token"] = csrfToken;
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { code: "offline", message: "The server cannot be reached." });
  }
  if (response.status === 204) return null;
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

/** GETs asked at boot, before the screen that reads them has run (first paint, issue 27):
 * each is handed once to the screen's own `get` of the same path; a failed one is asked
 * again then. What the first screen did not take is dropped (`dropEarly`): later screens
 * read fresh answers.
 * @type {Map<string, Promise<any>>} */
const early = new Map();

export function askEarly(path) {
  if (!early.has(path)) early.set(path, api("GET", path));
}

export function dropEarly() {
  for (const asked of early.values()) asked.catch(() => {});
  early.clear();
}

export function get(path) {
  const asked = early.get(path);
  if (!asked) return api("GET", path);
  early.delete(path);
  return asked.catch(() => api("GET", path));
}

export const post = (path, body = {}) => api("POST", path, body);
export const del = (path) => api("DELETE", path);

/** A client-made command id (the server runs a retried id only once). crypto.randomUUID
 * exists only in secure contexts, so a friend on http://192.168.x.x gets the fallback. */
export function newCommandId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
