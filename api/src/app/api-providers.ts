import type { Provider } from '@nestjs/common';
import type { ApiDeps } from '../api-deps';
import { AuthThrottle } from '../auth/auth-throttle';
import { SessionStore } from '../auth/session-store';
import { UserAccounts } from '../auth/user-accounts';
import { BoardCommands } from '../boards/board-commands';
import { CartStore } from '../cart/cart-store';
import { CommandHandler } from '../commands/command-handler';
import { CommentCommands } from '../comments/comment-commands';
import { DrillImports } from '../drills/bulk-upload/drill-imports';
import { DrillCommands } from '../drills/drill-commands';
import { DrillReads } from '../drills/drill-detail';
import { FormationCommands } from '../formations/formation-commands';
import { FormationReads } from '../formations/formation-detail';
import { PlanCommands } from '../practice-plans/plan-commands';
import { PlanReads } from '../practice-plans/plan-detail';
import { TeamCommands } from '../teams/team-commands';
import { TeamReads } from '../teams/team-reads';
import { SeasonCommands } from '../seasons/season-commands';
import { SeasonReads } from '../seasons/season-reads';
import { PlanDrafts } from '../practice-plans/plan-drafts';
import { LiveFeed } from '../live/live-feed';
import { PracticeGeneration } from '../recurrences/practice-generation';
import { RecurrenceCommands } from '../recurrences/recurrence-commands';
import { TemplateSync } from '../recurrences/template-sync';
import { TemplatePropagation } from '../recurrences/template-propagation.reactor';
import { AttendanceService } from '../season-week/attendance-service';
import { SeasonWeekReads } from '../season-week/season-week-reads';
import { PracticePublishing } from '../season-week/practice-publishing';
import { FeedbackService } from '../feedback/feedback-service';
import { PollService } from '../poll/poll-service';
import { EntityHistoryReads } from '../history/entity-history';
import { HistoryServices } from '../history/history-services';
import {
  API_SETTINGS,
  COLLAB_METRICS,
  DATABASE,
  ERROR_REPORTER,
  EVENT_STORE,
  PROJECTION_RUNNER,
  PROJECTION_WATCHER,
  STARTUP_READINESS,
} from './tokens';

/** The API's services, each built once by Nest and injected where needed. */
const SERVICES: Provider[] = [
  CartStore,
  PlanCommands,
  PlanReads,
  PlanDrafts,
  CommentCommands,
  DrillCommands,
  DrillReads,
  FormationCommands,
  FormationReads,
  BoardCommands,
  DrillImports,
  TeamReads,
  TeamCommands,
  LiveFeed,
  FeedbackService,
  PollService,
  HistoryServices,
  EntityHistoryReads,
  SeasonReads,
  SeasonCommands,
  RecurrenceCommands,
  PracticeGeneration,
  TemplateSync,
  TemplatePropagation,
  AttendanceService,
  SeasonWeekReads,
  PracticePublishing,
];

/** What the composition root built, as providers, and the services on top of it. */
export function apiProviders(deps: ApiDeps): Provider[] {
  return [
    { provide: DATABASE, useValue: deps.db },
    { provide: EVENT_STORE, useValue: deps.store },
    { provide: PROJECTION_WATCHER, useValue: deps.watcher },
    { provide: PROJECTION_RUNNER, useValue: deps.runner },
    { provide: API_SETTINGS, useValue: deps.settings },
    { provide: ERROR_REPORTER, useValue: deps.reportError },
    { provide: COLLAB_METRICS, useValue: deps.collabMetrics ?? null },
    { provide: STARTUP_READINESS, useValue: deps.startup ?? null },
    { provide: CommandHandler, useValue: deps.handler },
    { provide: SessionStore, useValue: deps.sessions },
    { provide: AuthThrottle, useValue: deps.throttle },
    { provide: UserAccounts, useValue: deps.accounts },
    ...SERVICES,
  ];
}
