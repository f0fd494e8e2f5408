// The hand along the bottom of the table: the cards of my active hero (or of the hero I
// pick, when I run two), each with its action, its reaction and the basic actions it can
// pay for. A card whose action can do nothing now asks first (QUEST-25).

import { h } from "../dom.js";
import { sendCommand } from "../table/controls.js";
import { withReroll } from "./reroll.js";
import { BASIC_NAMES, withDiscard } from "./legal.js";
import { attackMode, moveMode } from "./modes.js";
import { otherCommandLabel } from "./actions.js";
import { interact, openReorganize } from "./gear.js";
import { askWasted, setDialog, setHandHero, setMode } from "./uistate.js";
import { cardName, REACTION_TURNS, TIMINGS } from "./words.js";
import { cardHeader, cardKind } from "../art/cards.js";

/** @typedef {import("../types.js").Table} Table */

/** The command as the server's schema knows it (the legal list adds `wasted`). */
function bare(command) {
  const { wasted: _wasted, ...rest } = command;
  return rest;
}

/** Play a card's action; one that would do nothing asks "play it anyway?" first. */
export function playCard(/** @type {Table} */ table, command) {
  if (command.wasted) {
    askWasted(table, { command, card: command.card, why: typeof command.wasted === "string" ? command.wasted : "", focus: true });
    table.render();
    return Promise.resolve(false);
  }
  return sendCommand(table, bare(command));
}

/** "Loose can do nothing now: no enemy within range 1-3. Play it anyway?" */
export function wastedQuestion(/** @type {Table} */ table) {
  const question = table.ui.wasted;
  if (!question) return null;
  const name = cardName(table.view.quest.defs, question.card);
  const close = () => { askWasted(table, null); table.render(); };
  const play = h("button", {
    type: "button",
    class: "primary",
    id: "play-anyway",
    onclick: async () => { askWasted(table, null); await sendCommand(table, bare(question.command)); table.render(); },
  }, "Play it anyway");
  table.track(play);
  if (question.focus) {
    // The keyboard goes to the question (the card stays where it was).
    askWasted(table, { ...question, focus: false });
    setTimeout(() => document.getElementById("play-anyway")?.focus(), 0);
  }
  const why = question.why ? `: ${question.why}` : "";
  return h("section", { class: "panel wasted", id: "wasted", role: "alertdialog", "aria-labelledby": "wasted-text" },
    h("p", { id: "wasted-text" }, `${name} can do nothing now${why}. Play it anyway?`),
    h("div", { class: "row" }, play, h("button", { type: "button", id: "keep-card", onclick: close }, "Keep the card")));
}

/** Discard a card for a basic action (QUEST-23): a Move or an Attack opens its board
 * mode; several ways of one basic action open a chooser; one way is sent. */
function startBasic(table, hero, name, commands, names) {
  const defs = table.view.quest.defs;
  const discard = cardName(defs, commands[0].discard);
  if (name === "move") return setMode(table, moveMode(table, hero.id, commands, `Move 1, paid with ${discard}: choose where to go.`));
  if (name.endsWith("attack")) return setMode(table, attackMode(table, hero.id, commands, `${BASIC_NAMES[name]}, paid with ${discard}.`));
  if (commands.length === 1 && commands[0].what === "reorganize") return openReorganize(table, commands[0]);
  if (commands.length === 1) return name === "interact" ? interact(table, commands[0]) : sendCommand(table, commands[0]);
  const labels = name === "interact" ? null : commands.map((c) => otherCommandLabel(c, names, defs));
  const title = name === "interact" ? null : `${BASIC_NAMES[name]}, paid with ${discard}: which one?`;
  setDialog(table, "interactPick", { unit: hero.id, commands, labels, title });
  return table.render();
}

function cardLabel(def, turn, when, play, reaction) {
  const how = play ? " Press Enter to play the action." : reaction ? " Press Enter to play the reaction." : "";
  return `${def.name}. Action: ${def.text}. Reaction (${turn.label}${when ? `, ${when}` : ""}): ${def.reaction?.text || "none"}.${how}`;
}

function basicsPart(table, hero, card, sorted, names) {
  const basics = Object.entries(sorted.basics).filter(([, list]) => list.length);
  if (!basics.length || table.view.quest.action) return null;
  return h("div", { class: "basics" }, h("span", { class: "half-label" }, "Or discard it for"),
    basics.map(([name, list]) => h("button", {
      type: "button",
      class: "small",
      "data-basic": name,
      onclick: () => startBasic(table, hero, name, withDiscard(list, card), names),
    }, BASIC_NAMES[name])));
}

/** A card's two halves: the action and the reaction band (art/cards.js draws the face). */
function cardHalves(def) {
  const turn = REACTION_TURNS[def.reaction?.turn] || { label: "Reaction", tone: "either" };
  const when = TIMINGS[def.reaction?.timing] || "";
  return h("div", { class: "card-body" },
    h("div", { class: "upper" },
      h("span", { class: "half-label" }, def.free ? "Action · free" : "Action"),
      h("p", {}, def.text)),
    h("div", { class: `lower tone-${turn.tone}` },
      h("span", { class: "half-label" }, `Reaction · ${turn.label}${when ? ` · ${when}` : ""}`),
      h("p", {}, def.reaction?.text || "")));
}

/** The card's buttons, kept in view at its foot: play the action or the reaction, or
 * discard it for a basic action. */
function cardActions(table, hero, card, play, reaction, basics) {
  const buttons = [
    play ? h("button", { type: "button", class: "primary small", "data-play": card, onclick: () => playCard(table, play) }, "Play the action") : null,
    reaction ? h("button", { type: "button", class: "primary small", "data-react": card, onclick: () => sendCommand(table, withReroll(table, reaction)) }, "Play the reaction") : null,
    basics,
  ].filter(Boolean);
  return buttons.length ? h("div", { class: "card-actions" }, buttons) : null;
}

/** Which copy of its card the card at `index` is (two copies of a card stay apart). */
function copyOf(hand, index) {
  return hand.slice(0, index).filter((c) => c === hand[index]).length;
}

function cardView(table, hero, card, copy, sorted, myTurn) {
  const def = table.view.quest.defs?.cards?.[card];
  if (!def) return h("li", { class: "card unknown" }, "A card");
  const play = sorted.cards.get(card);
  // A reaction that reaches one of several miniatures is played from the prompt, where
  // the player picks whom; from the hand only when there is nothing to pick.
  const reactions = sorted.answers.filter((c) => c.type === "play_reaction" && c.card === card && c.unit === hero.id);
  const reaction = reactions.length === 1 ? reactions[0] : null;
  const turn = REACTION_TURNS[def.reaction?.turn] || { label: "Reaction", tone: "either" };
  const playAction = () => (play ? playCard(table, play) : reaction ? sendCommand(table, withReroll(table, reaction)) : null);
  const element = h("li", {
    class: `card kind-${cardKind(def)} ${play ? "playable" : ""} ${reactions.length ? "reactable" : ""}`,
    tabindex: "0",
    "data-card": card,
    // The card itself (its nth copy), not its place in the hand: once it is played the
    // focus must not stay on the card that slid into its place (issue 23).
    "data-key": `card-${hero.id}-${card}-${copy}`,
    "aria-label": cardLabel(def, turn, TIMINGS[def.reaction?.timing] || "", play, reaction),
    title: `${def.name}: ${def.text} Reaction: ${def.reaction?.text || "none"}`,
    onkeydown: (event) => {
      if (event.target !== element || event.key !== "Enter") return;
      event.preventDefault();
      playAction();
    },
  },
  cardHeader(def),
  cardHalves(def),
  cardActions(table, hero, card, play, reaction, myTurn ? basicsPart(table, hero, card, sorted, table.names()) : null));
  for (const b of element.querySelectorAll("button")) table.track(b);
  return element;
}

/** Whose hand is shown: the one I picked, else my hero whose turn it is, else my first. */
function shownHero(table, heroes) {
  const quest = table.view.quest;
  return heroes.find((hero) => hero.id === table.ui.handHero)
    || heroes.find((hero) => hero.id === quest.active) || heroes[0];
}

/** The bottom strip: my hero's hand as cards, with tabs when I run two heroes. */
export function handStrip(/** @type {Table} */ table, heroes, sorted) {
  if (!heroes.length) return h("section", { class: "hand-strip empty", id: "hand-strip" }, h("p", { class: "muted" }, "You watch this quest: you hold no cards."));
  const hero = shownHero(table, heroes);
  const quest = table.view.quest;
  const myTurn = quest.active === hero.id && !quest.pending?.length;
  const hand = hero.hand || [];
  const tabs = heroes.length > 1 ? h("div", { class: "hand-tabs", role: "group", "aria-label": "Whose hand" }, heroes.map((other) => h("button", {
    type: "button",
    class: "small",
    "aria-pressed": other.id === hero.id ? "true" : "false",
    onclick: () => { setHandHero(table, other.id); table.render(); },
  }, other.name))) : null;
  return h("section", { class: "hand-strip", id: "hand-strip", "data-hero": hero.id, "aria-labelledby": "hand-title" },
    h("div", { class: "hand-head" }, h("h2", { id: "hand-title" }, `${hero.name}'s hand (${hand.length})`), tabs,
      h("span", { class: "muted" }, `draw pile ${hero.draw_pile?.length ?? 0} · used ${hero.used?.length ?? 0}`)),
    hand.length
      ? h("ol", { class: "hand", "aria-label": `${hero.name}'s hand` }, hand.map((card, i) => cardView(table, hero, card, copyOf(hand, i), sorted, myTurn)))
      : h("p", { class: "muted" }, "No cards in hand."));
}
