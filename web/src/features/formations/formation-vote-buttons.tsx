import { useQueryClient } from '@tanstack/react-query';
import type { MyVote, VoteTally } from '@sideline/domain';
import { VoteButtons } from '../engage';
import { voteOnFormation } from './formation-api';
import { formationKeys } from './formation-queries';
import type { FormationDetail, FormationListPage } from '@sideline/domain';

interface FormationVoteButtonsProps {
  formation: { id: string; name: string; votes: VoteTally; myVote: MyVote };
  canVote: boolean;
  offerSignIn?: boolean;
}

/** Votes on a formation; the new tally goes into its page and every cached list page that shows it. */
export function FormationVoteButtons({ formation, canVote, offerSignIn }: FormationVoteButtonsProps) {
  const queryClient = useQueryClient();
  return (
    <VoteButtons
      name={formation.name}
      votes={formation.votes}
      myVote={formation.myVote}
      canVote={canVote}
      offerSignIn={offerSignIn}
      vote={(value) => voteOnFormation(formation.id, value)}
      onVoted={(result) => {
        queryClient.setQueryData<FormationDetail>(formationKeys.detail(formation.id), (current) =>
          current ? { ...current, ...result } : current,
        );
        queryClient.setQueriesData<FormationListPage>({ queryKey: formationKeys.lists() }, (page) =>
          page
            ? { ...page, items: page.items.map((item) => (item.id === formation.id ? { ...item, ...result } : item)) }
            : page,
        );
      }}
    />
  );
}
