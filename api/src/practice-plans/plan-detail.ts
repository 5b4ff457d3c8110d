import { Inject, Injectable } from '@nestjs/common';
import { authorize, planAccessOf, planNotFound, type Actor, type PlanDetail } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { readPlanPage } from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import { hiddenWhenDeleted } from './plan-access';
import { planDetailView } from './plan-detail-view';
import { PlanUndoStore } from './plan-undo-store';

/** Reading one plan: from its read model, shown through the same view as a command's answer. */
@Injectable()
export class PlanReads {
  private readonly undoStore: PlanUndoStore;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.undoStore = new PlanUndoStore(db);
  }

  /**
   * GET /api/practice-plans/:id: 404 when missing (or deleted, to those who may not see it), 401 for visitors, 403
   * otherwise.
   */
  async detail(actor: Actor, planId: string): Promise<PlanDetail> {
    const page = await readPlanPage(this.db, planId, actor?.userId ?? null);
    const access = page && planAccessOf(page.facts);
    if (!page || !access) throw planNotFound();
    hiddenWhenDeleted(actor, access);
    authorize(actor, { action: 'content.read', content: access });
    return planDetailView(actor, page, await this.undoStore.state(planId, actor?.userId ?? null));
  }
}
