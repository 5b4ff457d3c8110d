import type { SessionUser } from '@sideline/domain';
import type { ComponentType } from 'react';
import { HomeFeedbackReplies } from '../feedback';
import { OpenDrafts } from '../practice-plans';
import { HomeThisWeek } from '../season-planning';
import { HomeTeams } from '../teams';
import { RecentWork } from './recent-work';

/**
 * A section of a signed-in coach's home page: it fetches what it shows and renders nothing when it has nothing.
 * Features add theirs here, in the order they appear.
 */
export type HomeSection = ComponentType<{ user: SessionUser }>;

export const HOME_SECTIONS: readonly { id: string; Section: HomeSection }[] = [
  { id: 'teams', Section: HomeTeams },
  { id: 'this-week', Section: HomeThisWeek },
  { id: 'drafts', Section: OpenDrafts },
  { id: 'recent-work', Section: RecentWork },
  { id: 'feedback-replies', Section: HomeFeedbackReplies },
];
