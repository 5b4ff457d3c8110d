import { SUGGESTION_STATUS_LABELS } from '@sideline/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { LinkDrillForm } from './link-drill-form';
import { closeSuggestion, removeSuggestion, voteForSuggestion, type DrillSuggestion } from './poll-api';
import styles from './poll.module.css';

/**
 * One suggestion: its votes, who suggested it, its outcome; vote and (site admins) link, close, remove, as `can` says.
 */
export function SuggestionCard({
  suggestion,
  rank,
  onChanged,
  onRemoved,
}: {
  suggestion: DrillSuggestion;
  rank?: number;
  onChanged: (s: DrillSuggestion) => void;
  onRemoved: (id: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [linking, setLinking] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      toast.error(friendlyMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.card} aria-label={suggestion.text}>
      <div className={styles.votes} aria-label={`${suggestion.votes} ${suggestion.votes === 1 ? 'vote' : 'votes'}`}>
        {rank !== undefined ? <span className={styles.rank}>#{rank}</span> : null}
        <strong>{suggestion.votes}</strong>
        <span>{suggestion.votes === 1 ? 'vote' : 'votes'}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.text}>{suggestion.text}</p>
        <p className={styles.meta}>
          {suggestion.mine ? 'Your suggestion' : `Suggested by ${suggestion.suggestedBy.name}`}
          {suggestion.duplicateOf ? ' · flagged: like an earlier open suggestion' : ''}
          {suggestion.status !== 'open' ? ` · ${SUGGESTION_STATUS_LABELS[suggestion.status]}` : ''}
        </p>
        {suggestion.drill ? (
          <p className={styles.outcome}>
            Fulfilled by{' '}
            {suggestion.drill.name ? (
              <Link to={`/drills/${suggestion.drill.id}`}>{suggestion.drill.name}</Link>
            ) : (
              'a drill you cannot open'
            )}
          </p>
        ) : null}
        <div className={styles.actions}>
          {suggestion.can.vote ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void run(async () => onChanged(await voteForSuggestion(suggestion.id)))}
            >
              Vote
            </button>
          ) : suggestion.votedByMe ? (
            <span className={styles.meta}>You voted for this</span>
          ) : null}
          {suggestion.can.moderate ? (
            <>
              <button
                type="button"
                className="button button--secondary"
                aria-expanded={linking}
                onClick={() => setLinking((open) => !open)}
              >
                {suggestion.drill ? 'Link another drill' : 'Link a drill'}
              </button>
              {suggestion.status === 'open' ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => void run(async () => onChanged(await closeSuggestion(suggestion.id)))}
                >
                  Close
                </button>
              ) : null}
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await removeSuggestion(suggestion.id);
                    onRemoved(suggestion.id);
                  })
                }
              >
                Remove
              </button>
            </>
          ) : null}
        </div>
        {linking && suggestion.can.moderate ? (
          <LinkDrillForm
            suggestion={suggestion}
            onChanged={(changed) => {
              setLinking(false);
              onChanged(changed);
            }}
          />
        ) : null}
      </div>
    </li>
  );
}
