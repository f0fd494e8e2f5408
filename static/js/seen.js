// The last event seq this browser has seen of each campaign, for "unread" counts.

function key(userId, campaignId) {
  return `hunters:seen:${userId}:${campaignId}`;
}

export function seenSeq(userId, campaignId) {
  const value = Number(localStorage.getItem(key(userId, campaignId)));
  return Number.isFinite(value) ? value : 0;
}

export function markSeen(userId, campaignId, seq) {
  if (seq > seenSeq(userId, campaignId)) localStorage.setItem(key(userId, campaignId), String(seq));
}
