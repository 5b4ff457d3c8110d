import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '../../../ui/page-title';
import { createDrill } from '../drill-api';
import { drillKeys, drillQuery } from '../drill-queries';
import { DrillForm } from './drill-form';
import { emptyDrillForm } from './drill-form-values';
import formCss from '../../../ui/form.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/drills/create` (`?variationOf=<id>` starts a variation of that drill, in its sport). */
export function DrillCreatePage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wanted = params.get('variationOf');
  const parentId = wanted && UUID.test(wanted) ? wanted : null;
  const parent = useQuery({ ...drillQuery(parentId ?? ''), enabled: parentId !== null });
  const waitingForParent = parentId !== null && parent.isPending;

  return (
    <div className={formCss.page}>
      <PageTitle title={parent.data ? `New variation of ${parent.data.name}` : 'New drill'} />
      <h1 className={formCss.pageTitle}>{parent.data ? `New variation of “${parent.data.name}”` : 'New drill'}</h1>
      <p className={formCss.pageLead}>
        {parent.data
          ? 'A variation changes something about the original drill; both are shown together as a family.'
          : 'Describe the drill so another coach could run it tomorrow.'}
      </p>
      {waitingForParent ? (
        <p role="status">Loading the original drill…</p>
      ) : (
        <DrillForm
          defaultValues={emptyDrillForm(parent.data?.sport, parent.data ? parentId : null)}
          submitLabel="Create drill"
          submittingLabel="Creating…"
          cancelHref={parentId ? `/drills/${parentId}` : '/drills'}
          onSubmit={async (fields) => {
            const drill = await createDrill(fields);
            queryClient.setQueryData(drillKeys.detail(drill.id), drill);
            void queryClient.invalidateQueries({ queryKey: drillKeys.lists() });
            toast.success(`“${drill.name}” was created.`);
            void navigate(`/drills/${drill.id}`);
          }}
        />
      )}
    </div>
  );
}
