// Moving between screens by the URL hash, so a reload restores the same screen.

export function go(hash) {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}

export function rememberTarget(hash) {
  sessionStorage.setItem("hunters:after-login", hash);
}

/** After logging in, continue where the player meant to go (e.g. an invite link). */
export function afterLogin() {
  const target = sessionStorage.getItem("hunters:after-login") || "#/";
  sessionStorage.removeItem("hunters:after-login");
  go(target === "#/login" ? "#/" : target);
}
