() => {
  document.documentElement.classList.add("motion-off");
  document.getElementById("toasts")?.replaceChildren();
  for (const a of document.getAnimations()) a.finish();
  return document.fonts.ready.then(() => document.fonts.status);
}
