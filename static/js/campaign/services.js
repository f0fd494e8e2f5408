// Services at the location (SETL-11..15): each of this player's heroes works, rests or
// does neither for a number of days (each day one space on the days track), the total
// earned and paid shown before confirming; with other players in the party the stay is
// proposed to them, and each answers for its own heroes (``inn.js``); and the heal
// service per hero.

import { h } from "../dom.js";
import { innStay, stayAnswer } from "./inn.js";
import { board, emptyNote, goldText, legalOf, offerButton, partyHeroes } from "./offers.js";

/** @typedef {import("./context.js").PanelContext} PanelContext */

/** The stay being planned, kept across redraws until it is sent. */
const plan = { days: 1, choice: /** @type {Record<string, string>} */ ({}) };

function canDo(ctx, hero, kind) {
  return ctx.legal.some((c) => c.type === "stay_at_inn" && (c[kind] || []).includes(hero));
}

function heroChoice(ctx, hero, redraw) {
  const kinds = ["work", "rest"].filter((kind) => canDo(ctx, hero, kind));
  if (!kinds.length) return null;
  const picked = plan.choice[hero] || "none";
  const words = { none: "Neither", work: "Work", rest: "Rest" };
  return h("fieldset", { class: "stay-choice", "data-hero": hero },
    h("legend", {}, ctx.names(hero)),
    ["none", ...kinds].map((kind) => h("label", { class: "check" },
      h("input", { type: "radio", name: `stay-${hero}`, value: kind, checked: picked === kind,
        onchange: () => { plan.choice[hero] = kind; redraw(); } }),
      words[kind])));
}

/** "Landsknecht earns 1 gold" / "Landsknecht and Huntress earn 1 gold each". */
function each(ctx, heroes, one, many, what) {
  const who = heroes.map(ctx.names).join(" and ");
  return heroes.length === 1 ? `${who} ${one} ${what}` : `${who} ${many} ${what} each`;
}

/** SETL-12/13/15: what the stay earns and costs, and the days it takes. */
function totals(ctx, services, work, rest) {
  const d = plan.days;
  const parts = [];
  if (work.length) parts.push(each(ctx, work, "earns", "earn", goldText(services.work_half * d)));
  if (rest.length) parts.push(`${each(ctx, rest, "pays", "pay", goldText(services.rest_half * d))} for ${d} morale`);
  const day = board(ctx).days?.day ?? 1;
  return `${parts.join("; ")}. The days marker moves ${d} space${d === 1 ? "" : "s"}, to day ${day + d}.`;
}

function stayForm(ctx, services) {
  const box = h("div", { class: "stay" });
  const draw = () => {
    const mine = partyHeroes(ctx).map((hero) => heroChoice(ctx, hero, draw)).filter(Boolean);
    const work = Object.keys(plan.choice).filter((x) => plan.choice[x] === "work" && canDo(ctx, x, "work"));
    const rest = Object.keys(plan.choice).filter((x) => plan.choice[x] === "rest" && canDo(ctx, x, "rest"));
    const left = (board(ctx).days?.last_day ?? 60) - (board(ctx).days?.day ?? 1);
    const days = h("input", { type: "number", id: "stay-days", min: "1", max: String(Math.max(1, left)), value: String(plan.days),
      onchange: (/** @type {Event} */ e) => { plan.days = Math.max(1, Math.min(left, Number(/** @type {HTMLInputElement} */ (e.target).value) || 1)); draw(); } });
    const command = { type: "stay_at_inn", days: plan.days, work, rest };
    box.replaceChildren(...mine,
      h("label", { class: "field", for: "stay-days" }, "Days ", days),
      work.length || rest.length ? h("p", { class: "stay-total", role: "status" }, totals(ctx, services, work, rest)) : h("p", { class: "muted" }, "Choose who works and who rests."),
      work.length || rest.length ? offerButton(ctx, `Stay ${plan.days} day${plan.days === 1 ? "" : "s"}`, command, { class: "primary", id: "confirm-stay" }) : "");
  };
  draw();
  return box;
}

function healing(ctx, services) {
  const offered = legalOf(ctx, "buy_healing");
  if (!offered.length) return null;
  return h("section", {}, h("h3", {}, `Healing: ${goldText(services.heal_half)} for ${services.heal_health} Health or one poison token (SETL-14)`),
    h("div", { class: "row" }, offered.map((c) => offerButton(ctx,
      c.cure === "poison" ? `Cure ${ctx.names(c.hero)}'s poison` : `Heal ${ctx.names(c.hero)} (${board(ctx).heroes[c.hero].health}/${board(ctx).heroes[c.hero].max_health})`, c))));
}

function servicesHere(ctx) {
  const loc = board(ctx).region?.location;
  return loc ? board(ctx).story?.fronts?.[loc]?.services : null;
}

/** @param {PanelContext} ctx */
function isShown(ctx) {
  const s = servicesHere(ctx);
  return Boolean(s && (s.work_half != null || s.rest_half != null || s.heal_half != null));
}

/** @param {PanelContext} ctx */
function render(ctx) {
  const s = servicesHere(ctx);
  const offered = [s.work_half != null ? `work pays ${goldText(s.work_half)}` : "", s.rest_half != null ? `rest costs ${goldText(s.rest_half)} and gives 1 morale` : ""].filter(Boolean);
  const canStay = ctx.legal.some((c) => c.type === "stay_at_inn");
  const stay = innStay(ctx);
  const form = canStay ? stayForm(ctx, s) : emptyNote("None of your heroes can work or rest here now.");
  return h("div", { class: "services" },
    h("h2", {}, "Services"),
    offered.length ? h("p", {}, `Per hero and day: ${offered.join("; ")} (SETL-12/13).`) : null,
    stay ? stayAnswer(ctx, stay) : offered.length ? form : null,
    healing(ctx, s));
}

export const SERVICES_PANEL = { id: "services", label: "Services", isShown, render };
