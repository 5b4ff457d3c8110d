import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { loginPath } from '../../auth/safe-next';
import { voteOnDrill, type VoteResult } from '../drill-api';
import { drillKeys } from '../drill-queries';
import type { DrillDetail, DrillListPage, MyVote, VoteTally } from '../drill-types';
import { formatScore } from '../format-drill';
import styles from './engage.module.css';
import { applyVote, nextVote } from './vote-tally';

interface VoteButtonsProps {
  drillId: string;
  drillName: string;
  votes: VoteTally;
  myVote: MyVote;
  /** signed in and allowed to engage with this drill */
  canVote: boolean;
  /** show "Sign in to vote" next to the score (on the drill page; cards keep it quiet) */
  offerSignIn?: boolean;
}

/** Up and down votes with the score between; my choice shows at once and is taken back if the server refuses. */
export function VoteButtons({ drillId, drillName, votes, myVote, canVote, offerSignIn = false }: VoteButtonsProps) {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const [optimistic, setOptimistic] = useState<VoteResult | null>(null);
  const shown = optimistic ?? { votes, myVote };

  const vote = useMutation({
    mutationFn: (value: MyVote) => voteOnDrill(drillId, value),
    onMutate: (value) => setOptimistic({ votes: applyVote(shown.votes, shown.myVote, value), myVote: value }),
    onSuccess: (result) => {
      queryClient.setQueryData<DrillDetail>(drillKeys.detail(drillId), (drill) => (drill ? { ...drill, ...result } : drill));
      queryClient.setQueriesData<DrillListPage>({ queryKey: drillKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === drillId ? { ...item, ...result } : item)) } : page,
      );
    },
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
    <div className={styles.votes} role="group" aria-label={`Votes for ${drillName}`}>
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
