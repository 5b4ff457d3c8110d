/** What other features use from engage; they import it from here, never from its files. */
export { CommentsSection } from './comments-section';
export { VoteButtons } from './vote-buttons';
