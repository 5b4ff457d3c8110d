import type { DrillDetail, DrillFields } from '@sideline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '../../../ui/page-title';
import { useLiveChanges } from '../../../live/use-live-changes';
import { editDrill } from '../drill-api';
import { drillKeys, drillQuery } from '../drill-queries';
import { DrillForm } from './drill-form';
import { drillToFormValues } from './drill-form-values';
import formCss from '../../../ui/form.module.css';

/**
 * `/drills/:id/edit`. The form is live: what others save reaches it as they save (the fields not changed here show
 * it at once; one changed here shows theirs beside it, to choose), and saving sends only the fields changed here, so
 * nobody's change is overwritten.
 */
export function DrillEditPage() {
  const loaded = useLoaderData<DrillDetail>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const drill = useQuery({ ...drillQuery(loaded.id), initialData: loaded }).data;
  useLiveChanges(
    [`drill:${loaded.id}`],
    () => void queryClient.invalidateQueries({ queryKey: drillKeys.detail(loaded.id) }),
  );
  const stored = useMemo(() => drillToFormValues(drill), [drill]);
  const start = useMemo(() => drillToFormValues(loaded), [loaded]);

  const save = async (fields: DrillFields, changed: readonly (keyof DrillFields)[]) => {
    if (changed.length === 0) {
      toast.info('Nothing to save: no field was changed.');
      void navigate(`/drills/${loaded.id}`);
      return;
    }
    const saved = await editDrill(loaded.id, Object.fromEntries(changed.map((key) => [key, fields[key]])));
    queryClient.setQueryData(drillKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: drillKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: drillKeys.history(saved.id) });
    toast.success('Changes saved.');
    void navigate(`/drills/${saved.id}`);
  };

  return (
    <div className={formCss.page}>
      <PageTitle title={`Edit ${drill.name}`} />
      <h1 className={formCss.pageTitle}>Edit “{drill.name}”</h1>
      <p className={formCss.pageLead}>
        What others save while you edit shows here as they save it. Saving sends only the fields you changed, and every
        saved change is recorded in the history.
      </p>
      {drill.deleted ? (
        <p className={formCss.alert} role="alert">
          This drill was just deleted: nothing more can be saved. Its page offers “restore” to those who may.
        </p>
      ) : null}
      <DrillForm
        defaultValues={start}
        stored={stored}
        submitLabel="Save changes"
        submittingLabel="Saving…"
        cancelHref={`/drills/${loaded.id}`}
        selfId={loaded.id}
        isParent={drill.family.parent === null && drill.variationCount > 0}
        onSubmit={save}
      />
    </div>
  );
}
