import { useQueryClient } from '@tanstack/react-query';
import { VoteButtons } from '../../engage';
import { voteOnDrill } from '../drill-api';
import { drillKeys } from '../drill-queries';
import type { DrillDetail, DrillListPage, MyVote, VoteTally } from '@sideline/domain';

interface DrillVoteButtonsProps {
  drillId: string;
  drillName: string;
  votes: VoteTally;
  myVote: MyVote;
  canVote: boolean;
  offerSignIn?: boolean;
}

/** Votes on a drill; the new tally goes into the drill page and every cached list page that shows it. */
export function DrillVoteButtons({ drillId, drillName, votes, myVote, canVote, offerSignIn }: DrillVoteButtonsProps) {
  const queryClient = useQueryClient();
  return (
    <VoteButtons
      name={drillName}
      votes={votes}
      myVote={myVote}
      canVote={canVote}
      offerSignIn={offerSignIn}
      vote={(value) => voteOnDrill(drillId, value)}
      onVoted={(result) => {
        queryClient.setQueryData<DrillDetail>(drillKeys.detail(drillId), (drill) =>
          drill ? { ...drill, ...result } : drill,
        );
        queryClient.setQueriesData<DrillListPage>({ queryKey: drillKeys.lists() }, (page) =>
          page
            ? { ...page, items: page.items.map((item) => (item.id === drillId ? { ...item, ...result } : item)) }
            : page,
        );
      }}
    />
  );
}
