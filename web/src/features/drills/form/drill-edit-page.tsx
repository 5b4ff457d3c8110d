import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../api/api-error';
import { PageTitle } from '../../../ui/page-title';
import { useLiveChanges } from '../../live/use-live-changes';
import { updateDrill } from '../drill-api';
import { drillKeys, drillQuery } from '../drill-queries';
import type { DrillDetail } from '@sideline/domain';
import { DrillForm } from './drill-form';
import { drillToFormValues } from './drill-form-values';
import formCss from '../../../ui/form.module.css';

/**
 * `/drills/:id/edit`. The form remembers the version it started from and saves with `If-Match`: when someone else
 * saved in between, nothing is overwritten and the coach is offered the latest version.
 */
export function DrillEditPage() {
  const loaded = useLoaderData() as DrillDetail;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const drill = useQuery({ ...drillQuery(loaded.id), initialData: loaded }).data;
  // The version (and values) the form was filled from; moves on only when the coach reloads.
  const [base, setBase] = useState(loaded);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // Someone saving meanwhile is told here before a save is refused.
  useLiveChanges(
    [`drill:${loaded.id}`],
    () => void queryClient.invalidateQueries({ queryKey: drillKeys.detail(loaded.id) }),
  );

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await queryClient.fetchQuery({ ...drillQuery(loaded.id), staleTime: 0 });
      setBase(latest);
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const banner = stale ? (
    <div className={formCss.staleBanner} role="alert">
      <p>
        <strong>Someone else saved this drill while you were editing it.</strong> Your changes were not saved, and
        theirs were not overwritten.
      </p>
      <p>Reload to see their version, then make your changes again.</p>
      <div className={formCss.staleActions}>
        <button type="button" className="button button--primary" onClick={() => void reload()} disabled={reloading}>
          {reloading ? 'Reloading…' : 'Reload the latest version'}
        </button>
        <Link to={`/drills/${loaded.id}`} target="_blank" rel="noopener" className="button button--ghost">
          Open their version in a new tab
        </Link>
      </div>
    </div>
  ) : null;

  return (
    <div className={formCss.page}>
      <PageTitle title={`Edit ${base.name}`} />
      <h1 className={formCss.pageTitle}>Edit “{base.name}”</h1>
      <p className={formCss.pageLead} aria-live="polite">
        {drill.version > base.version
          ? `Someone saved a newer version (${drill.version}) since you opened this page: saving will ask you to reload first.`
          : `You are editing version ${base.version}. Every saved change is recorded in the history.`}
      </p>
      <DrillForm
        key={base.version}
        defaultValues={drillToFormValues(base)}
        submitLabel="Save changes"
        submittingLabel="Saving…"
        cancelHref={`/drills/${loaded.id}`}
        selfId={loaded.id}
        isParent={base.family.parent === null && base.variationCount > 0}
        banner={banner}
        onSubmit={async (fields) => {
          const saved = await updateDrill(loaded.id, fields, base.version);
          queryClient.setQueryData(drillKeys.detail(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: drillKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: drillKeys.history(saved.id) });
          toast.success('Changes saved.');
          void navigate(`/drills/${saved.id}`);
        }}
        onSubmitError={(error) => {
          if (!isApiError(error) || error.status !== 412) return false;
          setStale(true);
          window.scrollTo({ top: 0 });
          return true;
        }}
      />
    </div>
  );
}
