import { can, type Actor, type FeedbackItem, type SentFeedback } from '@sideline/domain';
import type { FeedbackRow } from '@sideline/projections';

/**
 * An item as the viewer sees it, with what the policy lets them do: the one view of feedback. The page and the
 * browser (and the sender's name) are for site admins; `token`: the viewer came with the item's private link.
 */
export function feedbackView(
  actor: Actor,
  row: FeedbackRow,
  senderName: string | null,
  options: { viaLink?: boolean } = {},
): FeedbackItem {
  const admin = can(actor, { action: 'feedback.moderate' });
  const facts = { senderId: row.senderId, kind: row.kind };
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt,
    upvotes: row.upvotes,
    upvotedByMe: row.upvotedByMe,
    mine: options.viaLink === true || (actor !== null && actor.userId === row.senderId),
    page: admin ? row.page : null,
    userAgent: admin ? row.userAgent : null,
    senderName: admin ? senderName : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    can: { upvote: !row.upvotedByMe && can(actor, { action: 'feedback.upvote', ...facts }), moderate: admin },
  };
}

/**
 * The row as a command decided it, when the read model may not hold the command yet: what the stream says wins;
 * times and counts come from the read model when it has the item.
 */
export function rowFromState(
  state: SentFeedback,
  stored: FeedbackRow | null,
  at: string,
  changed: { replied: boolean },
): FeedbackRow {
  return {
    id: state.feedbackId,
    kind: state.kind,
    text: state.text,
    page: state.page,
    userAgent: state.userAgent,
    senderId: state.senderId,
    status: state.progress,
    reply: state.reply,
    repliedAt: changed.replied ? at : (stored?.repliedAt ?? null),
    upvotes: stored?.upvotes ?? 0,
    upvotedByMe: stored?.upvotedByMe ?? false,
    createdAt: stored?.createdAt ?? at,
    updatedAt: at,
  };
}
