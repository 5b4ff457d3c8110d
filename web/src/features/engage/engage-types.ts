/** Votes and comments: the same shapes for drills, formations and whatever else people can vote on or discuss. */

export interface VoteTally {
  up: number;
  down: number;
  score: number;
}

export type MyVote = -1 | 0 | 1;

/** What `PUT …/vote` answers. */
export interface VoteResult {
  votes: VoteTally;
  myVote: MyVote;
}

/** One comment as `GET …/comments` lists it (oldest first). */
export interface UserComment {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
}
