import { Inject, Injectable } from '@nestjs/common';
import type { Database, EventStore } from '@sideline/eventstore';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import { UserAccounts } from '../auth/user-accounts';
import { BoardCommands } from '../boards/board-commands';
import { CommandHandler } from '../commands/command-handler';
import { DrillCommands } from '../drills/drill-commands';
import { FormationCommands } from '../formations/formation-commands';
import { TeamCommands } from '../teams/team-commands';

/** The use cases restores go through: a restore is ordinary commands, checked by the same code as any edit. */
@Injectable()
export class HistoryServices {
  constructor(
    @Inject(DATABASE) readonly db: Database,
    @Inject(EVENT_STORE) readonly store: EventStore,
    @Inject(CommandHandler) readonly handler: CommandHandler,
    @Inject(DrillCommands) readonly drills: DrillCommands,
    @Inject(FormationCommands) readonly formations: FormationCommands,
    @Inject(BoardCommands) readonly boards: BoardCommands,
    @Inject(TeamCommands) readonly teams: TeamCommands,
    @Inject(UserAccounts) readonly accounts: UserAccounts,
  ) {}
}
