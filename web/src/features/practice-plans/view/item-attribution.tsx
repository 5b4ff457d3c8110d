import type { Attribution } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { attributionQuery } from '../../history';

const ItemAuthors = createContext<Attribution['parts'] | null>(null);

/** Loads who added and last changed each item, for those who may see the plan's history (its editors). */
export function ItemAuthorsProvider({
  planId,
  enabled,
  children,
}: {
  planId: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const attribution = useQuery({ ...attributionQuery('plan', planId), enabled });
  return (
    <ItemAuthors.Provider value={enabled ? (attribution.data?.parts ?? null) : null}>{children}</ItemAuthors.Provider>
  );
}

/** "Added by Casey · changed by Alex", or nothing when not known (or not for this viewer). */
export function useItemAuthors(itemId: string): string | null {
  const part = useContext(ItemAuthors)?.[itemId];
  if (!part) return null;
  return part.changedBy === part.addedBy && part.changedAt === part.addedAt
    ? `Added by ${part.addedBy}`
    : `Added by ${part.addedBy} · last changed by ${part.changedBy}`;
}
