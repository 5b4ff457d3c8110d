import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';
import { PageTitle } from '../../../ui/page-title';
import { emptyDraft, type MetadataDraft } from '../metadata/metadata-draft';
import { PlanMetadataFields } from '../metadata/plan-metadata-fields';
import { createPlan, fetchFormationRef } from '../plan-api';
import { planKeys } from '../plan-queries';
import { checkDraft, newPlanBody, serverFieldErrors, type DraftErrors } from './new-plan-body';
import styles from './plan-create.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/practice-plans/create` (`?formation=<id>` starts with that formation): the details, then the editor. */
export function PlanCreatePage() {
  const [params] = useSearchParams();
  const wanted = params.get('formation');
  const formationId = wanted && UUID.test(wanted) ? wanted : null;
  const formation = useQuery({
    queryKey: ['formations', 'ref', formationId],
    queryFn: ({ signal }) => fetchFormationRef(formationId ?? '', signal),
    enabled: formationId !== null,
    meta: { handledStatuses: [401, 403, 404] },
  });
  if (formationId && formation.isPending) return <p role="status">Loading the formation…</p>;
  return (
    <CreateForm
      key={formation.data?.id ?? 'plain'}
      formation={formation.data ?? null}
      formationMissing={formationId !== null && formation.isError}
    />
  );
}

function CreateForm({
  formation,
  formationMissing,
}: {
  formation: Awaited<ReturnType<typeof fetchFormationRef>> | null;
  formationMissing: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<MetadataDraft>(() => emptyDraft(formation?.sport));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: createPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.lists() });
      toast.success(`“${plan.metadata.name}” was created. Add sections and drills.`);
      void navigate(`/practice-plans/${plan.id}/edit`);
    },
    onError: (error) => {
      if (!isApiError(error)) return setFormError(friendlyMessage(error));
      const { placed, unplaced } = serverFieldErrors(error.fieldErrors);
      setErrors(placed);
      setFormError(
        unplaced.length > 0
          ? unplaced.join(' ')
          : Object.keys(placed).length > 0
            ? 'Some fields need attention: see the messages next to them.'
            : friendlyMessage(error),
      );
    },
    meta: { handledStatuses: [400, 401, 403, 409] },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('Some fields need attention: see the messages next to them.');
      return;
    }
    setErrors({});
    setFormError(null);
    create.mutate(newPlanBody({ ...checked.metadata, name: draft.name.trim(), sport: draft.sport }, formation));
  };

  return (
    <div className={styles.page}>
      <PageTitle title="New practice plan" />
      <h1 className={styles.title}>New practice plan</h1>
      <p className={styles.lead}>
        Name the practice and describe it; sections, drills and timings come next, in the editor.{' '}
        <Link to="/practice-plans/wizard/basic-info">Or plan it step by step with the wizard.</Link>
      </p>
      {formation ? (
        <p className={styles.note} role="status">
          The plan starts with the formation <strong>{formation.name}</strong> in its first section.
        </p>
      ) : null}
      {formationMissing ? (
        <p className={styles.alert} role="alert">
          The formation of the link could not be opened: the plan starts without it.
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="New practice plan">
        <div className={formError ? styles.alert : styles.alertEmpty} role="alert">
          {formError}
        </div>
        <PlanMetadataFields
          draft={draft}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            if (formError) setFormError(null);
          }}
        />
        <div className={styles.submitBar}>
          <button type="submit" className="button button--primary button--large" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create and edit'}
          </button>
          <Link to="/practice-plans" className="button button--ghost">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
