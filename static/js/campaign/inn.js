// A stay at the inn proposed to the other players (SETL-11): what the proposer's heroes do
// and for how many days; for a player it waits on, a choice for each of its own heroes
// (work, rest or neither, as the server offers them) and one answer; for everyone else,
// who is still to answer. The days pass once, when every asked player has answered (or
// when the time to answer runs out: those who did not answer do neither).

import { h } from "../dom.js";
import { board, offerButton } from "./offers.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

/** The answer being chosen, per hero, kept across redraws until it is sent. */
const chosen = /** @type {Record<string, string>} */ ({});
const WORDS = { none: "Neither", work: "Work", rest: "Rest" };

/** The stay that waits on answers, or null. */
export function innStay(/** @type {PanelContext} */ ctx) {
  return (board(ctx).story?.pending || []).find((d) => d.kind === "inn") || null;
}

function together(ctx, heroes) {
  return heroes.map(ctx.names).join(" and ");
}

function planWords(ctx, stay) {
  const parts = [];
  if (stay.work.length) parts.push(`${together(ctx, stay.work)} ${stay.work.length === 1 ? "works" : "work"}`);
  if (stay.rest.length) parts.push(`${together(ctx, stay.rest)} ${stay.rest.length === 1 ? "rests" : "rest"}`);
  const days = `${stay.days} day${stay.days === 1 ? "" : "s"}`;
  return `The party is asked to stay ${days} at the inn: ${parts.join(", ") || "nobody works or rests yet"}. `
    + `The days marker moves ${stay.days} space${stay.days === 1 ? "" : "s"} once, when everyone has answered (SETL-11).`;
}

function offeredKinds(ctx, stay, hero) {
  return ["work", "rest"].filter((kind) => ctx.legal.some((c) => c.type === "join_inn_stay"
    && c.decision === stay.id && (c[kind] || []).includes(hero)));
}

function heroChoice(ctx, stay, hero, redraw) {
  const kinds = ["none", ...offeredKinds(ctx, stay, hero)];
  const picked = kinds.includes(chosen[hero]) ? chosen[hero] : "none";
  return h("fieldset", { class: "stay-choice", "data-hero": hero },
    h("legend", {}, ctx.names(hero)),
    kinds.map((kind) => h("label", { class: "check" },
      h("input", { type: "radio", name: `join-${hero}`, value: kind, checked: picked === kind,
        onchange: () => { chosen[hero] = kind; redraw(); } }),
      WORDS[kind])));
}

function answerForm(ctx, stay) {
  const mine = (ctx.view.you?.heroes || []).filter((hero) => board(ctx).heroes?.[hero]);
  const box = h("div", { class: "stay-answer" });
  const draw = () => {
    const work = mine.filter((hero) => chosen[hero] === "work" && offeredKinds(ctx, stay, hero).includes("work"));
    const rest = mine.filter((hero) => chosen[hero] === "rest" && offeredKinds(ctx, stay, hero).includes("rest"));
    const command = { type: "join_inn_stay", decision: stay.id, work, rest };
    const label = work.length || rest.length ? "Join the stay" : "Stay out of it";
    box.replaceChildren(...mine.map((hero) => heroChoice(ctx, stay, hero, draw)),
      offerButton(ctx, label, command, { class: "primary", id: "join-stay" }));
  };
  draw();
  return box;
}

function waitingWords(ctx, stay) {
  const left = stay.deciders.filter((seat) => !stay.answered.includes(seat));
  const heroes = left.flatMap((seat) => ctx.view.seats?.[seat]?.heroes || []);
  return `Waiting on the player${left.length === 1 ? "" : "s"} of ${together(ctx, heroes)} to say what their heroes do.`;
}

/** The proposed stay: its plan, then this player's answer or who is still to answer. */
export function stayAnswer(/** @type {PanelContext} */ ctx, stay) {
  const asked = ctx.legal.some((c) => c.type === "join_inn_stay" && c.decision === stay.id);
  return h("section", { class: "inn-stay", "aria-labelledby": "inn-stay-title" },
    h("h3", { id: "inn-stay-title" }, "A stay at the inn"),
    h("p", {}, planWords(ctx, stay)),
    asked ? answerForm(ctx, stay) : h("p", { class: "muted", role: "status" }, waitingWords(ctx, stay)));
}
