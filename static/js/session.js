// Who is logged in. The CSRF token comes with the login answer and again from
// /api/auth/me after a reload; the session itself is an HttpOnly cookie.

import { ApiError, get, post, setCsrf } from "./api.js";

export const session = { user: null };
const listeners = new Set();

export function onSessionChange(listener) {
  listeners.add(listener);
}

function started(answer) {
  session.user = answer ? answer.user : null;
  setCsrf(answer ? answer.csrf_token : "");
  for (const listener of listeners) listener(session.user);
  return session.user;
}

/** Restore the session after a reload; null when nobody is logged in. */
export async function restore() {
  try {
    return started(await get("/api/auth/me"));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return started(null);
    throw error;
  }
}

export async function login(username, password) {
  return started(await post("/api/auth/login", { username, password }));
}

export async function register(username, password) {
  return started(await post("/api/auth/register", { username, password }));
}

export async function logout() {
  try {
    await post("/api/auth/logout");
  } finally {
    started(null);
  }
}
