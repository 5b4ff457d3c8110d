import type { SessionUser } from '@sideline/domain';
import type { ComponentType } from 'react';
import { HomeFeedbackReplies } from '../feedback/home-feedback-replies';
import { OpenDrafts } from '../practice-plans/wizard/resume/open-drafts';
import { HomeTeams } from '../teams/home-teams';
import { RecentWork } from './recent-work';

/**
 * A section of a signed-in coach's home page: it fetches what it shows and renders nothing when it has nothing.
 * Features add theirs here, in the order they appear (a season's "this week" belongs right after the teams).
 */
export type HomeSection = ComponentType<{ user: SessionUser }>;

export const HOME_SECTIONS: readonly { id: string; Section: HomeSection }[] = [
  { id: 'teams', Section: HomeTeams },
  { id: 'drafts', Section: OpenDrafts },
  { id: 'recent-work', Section: RecentWork },
  { id: 'feedback-replies', Section: HomeFeedbackReplies },
];
