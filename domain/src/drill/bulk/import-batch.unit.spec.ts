import { describe, expect, it } from 'vitest';
import { can } from '../../policy/policy';
import { deciderSpec } from '../../testing/decider-spec';
import { drillImportDecider, drillImportStreamId, type DrillImportEvent } from './import-batch';

const spec = deciderSpec(drillImportDecider);
const started: DrillImportEvent = {
  type: 'DrillImportStarted',
  data: { batchId: 'b1', importerId: 'u1', fileName: 'drills.csv', sport: 'quadball', visibility: 'public', total: 3 },
};
const added = (...drillIds: string[]): DrillImportEvent => ({
  type: 'DrillImportRowsAdded',
  data: { batchId: 'b1', drillIds },
});
const completed: DrillImportEvent = { type: 'DrillImportCompleted', data: { batchId: 'b1', imported: 2 } };
const undone = (...drillIds: string[]): DrillImportEvent => ({
  type: 'DrillImportUndone',
  data: { batchId: 'b1', drillIds },
});

describe('drill import batch decider', () => {
  it('lives in its own stream', () => {
    expect(drillImportStreamId('b1')).toBe('drill-import-b1');
  });

  it('starts once', () => {
    spec.given([]).when({ type: 'StartDrillImport', data: started.data }).then([started]);
    spec.given([started]).when({ type: 'StartDrillImport', data: started.data }).thenThrows('BULK.BATCH_EXISTS');
  });

  it('refuses everything else on an import that was never started', () => {
    spec
      .given([])
      .when({ type: 'AddDrillImportRows', data: { drillIds: ['d1'] } })
      .thenThrows('BULK.BATCH_NOT_FOUND');
    spec.given([]).when({ type: 'CompleteDrillImport', data: {} }).thenThrows('BULK.BATCH_NOT_FOUND');
    spec.given([]).when({ type: 'UndoDrillImport', data: {} }).thenThrows('BULK.BATCH_NOT_FOUND');
  });

  it('records the drills of each call, up to the announced total', () => {
    spec
      .given([started])
      .when({ type: 'AddDrillImportRows', data: { drillIds: ['d1', 'd2'] } })
      .then([added('d1', 'd2')]);
    spec
      .given([started, added('d1', 'd2')])
      .when({ type: 'AddDrillImportRows', data: { drillIds: ['d3'] } })
      .then([added('d3')]);
    spec
      .given([started, added('d1', 'd2')])
      .when({ type: 'AddDrillImportRows', data: { drillIds: ['d3', 'd4'] } })
      .thenThrows('BULK.BATCH_OVERFULL');
    spec
      .given([started])
      .when({ type: 'AddDrillImportRows', data: { drillIds: [] } })
      .thenNothingHappens();
  });

  it('completes once, counting what was imported', () => {
    spec
      .given([started, added('d1', 'd2')])
      .when({ type: 'CompleteDrillImport', data: {} })
      .then([completed]);
    spec
      .given([started, added('d1', 'd2'), completed])
      .when({ type: 'CompleteDrillImport', data: {} })
      .thenNothingHappens();
    spec
      .given([started, added('d1'), completed])
      .when({ type: 'AddDrillImportRows', data: { drillIds: ['d9'] } })
      .thenThrows('BULK.BATCH_COMPLETED');
  });

  it('undoes every drill of the batch, once, also part way through', () => {
    spec
      .given([started, added('d1'), added('d2'), completed])
      .when({ type: 'UndoDrillImport', data: {} })
      .then([undone('d1', 'd2')]);
    spec
      .given([started, added('d1')])
      .when({ type: 'UndoDrillImport', data: {} })
      .then([undone('d1')]);
    spec
      .given([started, added('d1'), undone('d1')])
      .when({ type: 'UndoDrillImport', data: {} })
      .thenNothingHappens();
  });

  it('takes nothing more once undone', () => {
    spec
      .given([started, undone()])
      .when({ type: 'AddDrillImportRows', data: { drillIds: ['d1'] } })
      .thenThrows('BULK.BATCH_UNDONE');
    spec.given([started, undone()]).when({ type: 'CompleteDrillImport', data: {} }).thenThrows('BULK.BATCH_UNDONE');
  });

  it('policy: only the importer or a site admin manages an import', () => {
    expect(can({ userId: 'u1', role: 'user' }, { action: 'drillImport.manage', importerId: 'u1' })).toBe(true);
    expect(can({ userId: 'u2', role: 'user' }, { action: 'drillImport.manage', importerId: 'u1' })).toBe(false);
    expect(can({ userId: 'a1', role: 'admin' }, { action: 'drillImport.manage', importerId: 'u1' })).toBe(true);
    expect(can(null, { action: 'drillImport.manage', importerId: 'u1' })).toBe(false);
  });
});
