import type { CollabDocumentKindName, ContentAccess } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import {
  boardAccessOf,
  findBoard,
  findFormationAccess,
  findPlanAccess,
  latestBoardSnapshot,
  latestFormationSnapshot,
} from '@sideline/projections';

/** What the collab server looks up about a persisted document, from the read models. */
export interface DocumentServices {
  /** who may see it (the policy's input), or null when there is no such entity */
  access: (db: Queryable, id: string) => Promise<ContentAccess | null>;
  /** where its latest snapshot is: a hint for loading, never needed for correctness */
  snapshotHint: (db: Queryable, id: string) => Promise<{ upToVersion: number } | null>;
}

/** One entry per persisted kind of COLLAB_DOCUMENT_KINDS. */
export const DOCUMENT_SERVICES: Partial<Record<CollabDocumentKindName, DocumentServices>> = {
  board: {
    async access(db, id) {
      const board = await findBoard(db, id);
      return board ? boardAccessOf(board) : null;
    },
    snapshotHint: (db, id) => latestBoardSnapshot(db, id),
  },
  formation: {
    access: (db, id) => findFormationAccess(db, id),
    snapshotHint: (db, id) => latestFormationSnapshot(db, id),
  },
};

/**
 * Who may be in each presence room (plans: whoever may read the plan), asked when a connection opens and again while it
 * is open, as for documents: a token issued before the access changed no longer opens the room nor keeps it open.
 */
export const PRESENCE_ACCESS: Partial<
  Record<CollabDocumentKindName, (db: Queryable, id: string) => Promise<ContentAccess | null>>
> = {
  plan: (db, id) => findPlanAccess(db, id),
};
