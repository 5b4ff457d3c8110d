import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../api/api-error';
import { PageTitle } from '../../../ui/page-title';
import { useLiveChanges } from '../../../live/use-live-changes';
import { FormationDiagram } from '../diagram/formation-diagram';
import { useFormationCollab } from '../diagram/use-formation-collab';
import { updateFormation } from '../formation-api';
import { formationKeys, formationQuery } from '../formation-queries';
import type { FormationDetail } from '@sideline/domain';
import { formationHref } from '../format-formation';
import editStyles from './formation-edit.module.css';
import { FormationForm } from './formation-form';
import {
  dirtyFieldSet,
  formationPatch,
  formationToFormValues,
  mergeRemoteValues,
  type FormationFormValues,
} from './formation-form-values';
import formCss from '../../../ui/form.module.css';
import { StaleDetailsBanner, type StaleReason } from './stale-details-banner';
import { useFormationForm } from './use-formation-form';

/**
 * `/formations/:id/edit`: the live diagram (saved as it is drawn) and the details form (saved with `If-Match`).
 * Someone else's saved details appear at once while this form is untouched; once the coach has typed, they are offered
 * as "reload", which keeps every field the coach changed.
 */
export function FormationEditPage() {
  const loaded = useLoaderData<FormationDetail>();
  const queryClient = useQueryClient();
  const formation = useQuery({ ...formationQuery(loaded.id), initialData: loaded }).data;
  // The version the form was filled from: saves send it as If-Match.
  const [base, setBase] = useState(loaded);
  const [stale, setStale] = useState<StaleReason | null>(null);
  const [reloading, setReloading] = useState(false);
  const form = useFormationForm(formationToFormValues(loaded));
  const dirty = form.formState.isDirty;
  const banner = useRef<HTMLDivElement>(null);
  const live = useFormationCollab(loaded.documentName);

  useLiveChanges([`formation:${loaded.id}`], () => {
    void queryClient.invalidateQueries({ queryKey: formationKeys.detail(loaded.id) });
    void queryClient.invalidateQueries({ queryKey: formationKeys.history(loaded.id) });
  });

  // Someone else saved the details (diagram edits do not move the version).
  useEffect(() => {
    if (formation.version <= base.version) return;
    if (dirty) {
      setStale((current) => current ?? 'changed');
      return;
    }
    form.reset(formationToFormValues(formation));
    setBase(formation);
    setStale(null);
  }, [formation, base.version, dirty, form]);

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await queryClient.fetchQuery({ ...formationQuery(loaded.id), staleTime: 0 });
      const typed = dirtyFieldSet(form.formState.dirtyFields);
      const merged = mergeRemoteValues(formationToFormValues(latest), form.getValues() as FormationFormValues, typed);
      // Their version becomes the form's starting point; what this coach typed is put back on top, still unsaved.
      form.reset(formationToFormValues(latest));
      for (const field of typed) form.setValue(field, merged[field], { shouldDirty: true });
      setBase(latest);
      setStale(null);
    } catch {
      toast.error('The latest version could not be loaded. Try again.');
    } finally {
      setReloading(false);
    }
  };

  return (
    <div className={editStyles.page}>
      <PageTitle title={`Edit ${formation.name}`} />
      <nav aria-label="Breadcrumb" className={editStyles.breadcrumb}>
        <Link to="/formations">Formations</Link>
        <span aria-hidden="true"> › </span>
        <Link to={formationHref(formation.id)}>{formation.name}</Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">Edit</span>
      </nav>
      <div className={editStyles.header}>
        <h1 className={formCss.pageTitle} data-testid="formation-name">
          {formation.name}
        </h1>
        <Link to={formationHref(formation.id)} className="button button--secondary">
          Done
        </Link>
      </div>
      {formation.deleted ? (
        <p className={editStyles.gone} role="alert">
          This formation was just deleted. Nothing more can be saved; its page offers “restore” to those who may.
        </p>
      ) : null}

      <FormationDiagram
        live={live}
        formation={formation}
        watchOnly={false}
        heading={<h2 className={editStyles.sectionHeading}>Diagram</h2>}
        note="Add players and equipment from the palette and drag them into place. Everyone here sees each move; it is saved when you let go."
      />

      <div className={editStyles.details}>
        <h2 className={editStyles.sectionHeading}>Details</h2>
        <FormationForm
          form={form}
          label="Formation details"
          submitLabel="Save details"
          submittingLabel="Saving…"
          canChangeSharing={base.can.share}
          banner={
            stale ? (
              <div ref={banner}>
                <StaleDetailsBanner
                  reason={stale}
                  reloading={reloading}
                  onReload={() => void reload()}
                  formationId={formation.id}
                />
              </div>
            ) : null
          }
          onSubmit={async (fields) => {
            const patch = formationPatch(base, fields, base.can.share);
            if (!patch) {
              toast.info('Nothing to save: no detail was changed.');
              return;
            }
            const saved = await updateFormation(loaded.id, patch, base.version);
            queryClient.setQueryData(formationKeys.detail(saved.id), saved);
            void queryClient.invalidateQueries({ queryKey: formationKeys.lists() });
            void queryClient.invalidateQueries({ queryKey: formationKeys.history(saved.id) });
            setBase(saved);
            setStale(null);
            form.reset(formationToFormValues(saved));
            toast.success('Details saved.');
          }}
          onSubmitError={(error) => {
            if (!isApiError(error) || error.status !== 412) return false;
            setStale('refused');
            requestAnimationFrame(() => banner.current?.scrollIntoView({ block: 'center' }));
            return true;
          }}
        />
      </div>
    </div>
  );
}
