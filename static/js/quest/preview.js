// What a move or an attack would do, asked from the server (POST .../preview runs the
// engine's own rules on the current state without storing anything), plus the terrain
// icons the path crosses, read straight off the board for the hover text.

import { post } from "../api.js";
import { spaceKey } from "./board.js";

const STOP_TERRAIN = { rough: "rough terrain", water: "water", swamp: "swamp" };

/** The side of `to` that a step from `from` crosses ("N", "E", "S", "W"; two for diagonals). */
function sidesCrossed(from, to) {
  const sides = [];
  if (to[1] < from[1]) sides.push("S");
  if (to[1] > from[1]) sides.push("N");
  if (to[0] < from[0]) sides.push("E");
  if (to[0] > from[0]) sides.push("W");
  return sides;
}

/** The terrain icon a step enters through, if the icon is on every side it crosses
 * (TERR-04/05: a diagonal step stops only when both sides of the corner are marked). */
export function stopTerrain(board, from, to) {
  const sides = sidesCrossed(from, to);
  for (const [kind, words] of Object.entries(STOP_TERRAIN)) {
    const marked = new Set((board[kind] || []).filter((e) => e.at[0] === to[0] && e.at[1] === to[1]).map((e) => e.side));
    if (sides.length && sides.every((side) => marked.has(side))) return words;
  }
  const vantage = new Set((board.vantage || []).map(spaceKey));
  if (vantage.has(spaceKey(to)) && !vantage.has(spaceKey(from))) return "a vantage point";
  return null;
}

function onBoard(board, at) {
  return at[0] >= 0 && at[1] >= 0 && at[0] < board.size[0] && at[1] < board.size[1];
}

/** Hover text for a move: steps, where it ends and why, what it costs or risks. */
export function moveNotes(quest, unit, command, preview) {
  const path = command.path;
  const end = path[path.length - 1];
  const start = (quest.heroes?.[unit] || quest.allies?.[unit])?.at;
  const lines = [`${path.length} step${path.length === 1 ? "" : "s"} to [${end[0]}, ${end[1]}]`];
  let warn = false;
  if (!onBoard(quest.board, end)) lines.push("leaves the board: out for the rest of the quest (MOVE-07)");
  else {
    const before = path.length > 1 ? path[path.length - 2] : start;
    const terrain = before ? stopTerrain(quest.board, before, end) : null;
    if (terrain) lines.push(`the move stops here: ${terrain} (${terrain === "a vantage point" ? "TERR-12" : "TERR-04"})`);
    const enemyThere = Object.values(quest.enemies || {}).some((e) => !e.removed && e.health > 0 && e.at && spaceKey(e.at) === spaceKey(end));
    if (enemyThere) lines.push("an enemy stands here: you stop and are engaged (MOVE-05)");
  }
  if (preview?.morale) lines.push("the last step costs 1 morale (DEV-28)");
  if (preview?.leap) {
    if (preview.penalty_by || preview.penalty_choice) {
      warn = true;
      lines.push(`parting leap: ${preview.penalty_by ? "an engaged enemy" : "the strongest engaged enemy"} makes a penalty attack on you (MOVE-12)`);
    } else {
      lines.push(`parting leap without a penalty attack${preview.leap_reason ? ` (${preview.leap_reason})` : ""} (MOVE-13)`);
    }
  }
  if (preview?.trap) {
    warn = true;
    lines.push("an armed trap goes off on the way (TERR-17)");
  }
  return { text: `${lines.join("; ")}.`, warn };
}

/** The server answers at most this many previews a request (PREVIEW_MAX_COMMANDS). */
const PREVIEW_BATCH = 50;

/**
 * Previews for many commands: [{ok, move, attack} | {ok: false, message}], asked in
 * batches of PREVIEW_BATCH one after the other (one account runs few heavy requests at once).
 */
export async function previewCommands(table, commands) {
  const answers = [];
  for (let start = 0; start < commands.length; start += PREVIEW_BATCH) {
    const batch = commands.slice(start, start + PREVIEW_BATCH);
    try {
      answers.push(...(await post(`/api/campaigns/${table.campaign.id}/preview`, { commands: batch })));
    } catch (error) {
      answers.push(...batch.map(() => ({ ok: false, message: error.readable || error.message })));
    }
  }
  return answers;
}

/**
 * The numbers of an attack before it is confirmed, and which of `additions` (optional
 * additions and runes on the hero's board) the rules would let it carry: each is asked
 * as the same attack naming that addition. An attack with no roll (a grenade that only
 * stuns) answers `{noRoll: true}`.
 */
export async function previewAttack(table, command, additions = []) {
  const asked = [command, ...additions.map((item) => ({ ...command, additions: [item] }))];
  const [answer, ...withAddition] = await previewCommands(table, asked);
  const usable = additions.filter((_, i) => withAddition[i]?.ok);
  if (!answer?.ok) return { error: answer?.message || "This attack cannot be made now.", additions: [] };
  if (!answer.attack) return { noRoll: true, additions: usable };
  return { ...answer.attack, line_of_sight: answer.attack.kind !== "melee", additions: usable };
}
