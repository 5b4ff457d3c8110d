import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { loginPath } from '../../session/safe-next';
import type { MyVote, VoteResponse as VoteResult, VoteTally } from '@sideline/domain';
import styles from './engage.module.css';
import { applyVote, formatScore, nextVote } from './vote-tally';

interface VoteButtonsProps {
  /** what is voted on, for the group's accessible name ("Votes for <name>") */
  name: string;
  votes: VoteTally;
  myVote: MyVote;
  /** signed in and allowed to engage with it */
  canVote: boolean;
  /** show "Sign in to vote" next to the score (on a detail page; cards keep it quiet) */
  offerSignIn?: boolean;
  /** sends the vote (`PUT …/vote`) */
  vote: (value: MyVote) => Promise<VoteResult>;
  /** the server counted it: put the new tally into the caches that show it */
  onVoted?: (result: VoteResult) => void;
}

/** Up and down votes with the score between; my choice shows at once and is taken back if the server refuses. */
export function VoteButtons({
  name,
  votes,
  myVote,
  canVote,
  offerSignIn = false,
  vote: send,
  onVoted,
}: VoteButtonsProps) {
  const { pathname, search } = useLocation();
  const [optimistic, setOptimistic] = useState<VoteResult | null>(null);
  const shown = optimistic ?? { votes, myVote };

  const vote = useMutation({
    mutationFn: send,
    onMutate: (value) => setOptimistic({ votes: applyVote(shown.votes, shown.myVote, value), myVote: value }),
    onSuccess: (result) => onVoted?.(result),
    onError: (error) => toast.error(`Your vote was not counted. ${friendlyMessage(error)}`),
    onSettled: () => setOptimistic(null),
    meta: { handledStatuses: [400, 401, 403, 404] },
  });

  const score = (
    <span className={styles.score}>
      <span aria-hidden="true">{formatScore(shown.votes.score)}</span>
      <span className="visually-hidden">{`Score ${formatScore(shown.votes.score)}: ${shown.votes.up} up, ${shown.votes.down} down`}</span>
    </span>
  );

  if (!canVote) {
    return (
      <div className={styles.votes}>
        {score}
        {offerSignIn ? (
          <Link to={loginPath(`${pathname}${search}`)} className={styles.voteSignIn}>
            Sign in to vote
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.votes} role="group" aria-label={`Votes for ${name}`}>
      <button
        type="button"
        className={styles.voteButton}
        aria-pressed={shown.myVote === 1}
        aria-label="Vote up"
        onClick={() => vote.mutate(nextVote(shown.myVote, 1))}
        disabled={vote.isPending}
      >
        ▲
      </button>
      {score}
      <button
        type="button"
        className={styles.voteButton}
        aria-pressed={shown.myVote === -1}
        aria-label="Vote down"
        onClick={() => vote.mutate(nextVote(shown.myVote, -1))}
        disabled={vote.isPending}
      >
        ▼
      </button>
    </div>
  );
}
