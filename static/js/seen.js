// How far this user has read each campaign's log, for the lobby's "N new": kept in this
// browser and on the server (POST /api/campaigns/ID/seen), so a log read on another
// browser is not counted again here (issue 23).

import { post } from "./api.js";

/** The server hears at most once per this many ms per campaign (the last seq kept). */
const TELL_EVERY_MS = 5000;
const told = new Map();

function key(userId, campaignId) {
  return `hunters:seen:${userId}:${campaignId}`;
}

export function seenSeq(userId, campaignId) {
  const value = Number(localStorage.getItem(key(userId, campaignId)));
  return Number.isFinite(value) ? value : 0;
}

/** The events a campaign of the lobby holds that this user has not read on any browser. */
export function unreadOf(userId, campaign) {
  const read = Math.max(seenSeq(userId, campaign.id), campaign.seen_seq ?? 0);
  return Math.max(0, campaign.seq - read);
}

function tellServer(campaignId) {
  const entry = told.get(campaignId);
  if (!entry || entry.timer) return;
  entry.timer = setTimeout(() => {
    entry.timer = null;
    if (entry.seq <= entry.sent) return;
    const seq = entry.seq;
    entry.sent = seq;
    post(`/api/campaigns/${campaignId}/seen`, { seq }).catch(() => { entry.sent = Math.min(entry.sent, seq - 1); });
  }, entry.sent ? TELL_EVERY_MS : 0);
}

export function markSeen(userId, campaignId, seq) {
  if (seq > seenSeq(userId, campaignId)) localStorage.setItem(key(userId, campaignId), String(seq));
  const entry = told.get(campaignId) || { seq: 0, sent: 0, timer: null };
  entry.seq = Math.max(entry.seq, seq);
  told.set(campaignId, entry);
  tellServer(campaignId);
}
