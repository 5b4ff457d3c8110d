/** What other features use from feedback; they import it from here, never from its files. */
export { FeedbackButton } from './feedback-button';
export { HomeFeedbackReplies } from './home-feedback-replies';
