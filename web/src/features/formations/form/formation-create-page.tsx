import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '../../../ui/page-title';
import { createFormation } from '../formation-api';
import { formationKeys } from '../formation-queries';
import { formationEditHref } from '../format-formation';
import { FormationForm } from './formation-form';
import { emptyFormationForm } from './formation-form-values';
import formCss from '../../../ui/form.module.css';
import { useFormationForm } from './use-formation-form';

/** `/formations/create`: the details first; then the edit page, where the coach draws the diagram. */
export function FormationCreatePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useFormationForm(emptyFormationForm());

  return (
    <div className={formCss.page}>
      <PageTitle title="New formation" />
      <h1 className={formCss.pageTitle}>New formation</h1>
      <p className={formCss.pageLead}>
        Name it and say what it is for. Next you draw it on the court, live with your staff.
      </p>
      <FormationForm
        form={form}
        label="New formation"
        submitLabel="Create and draw"
        submittingLabel="Creating…"
        cancelHref="/formations"
        canChangeSharing
        onSubmit={async (fields) => {
          const formation = await createFormation(fields);
          queryClient.setQueryData(formationKeys.detail(formation.id), formation);
          void queryClient.invalidateQueries({ queryKey: formationKeys.lists() });
          toast.success(`“${formation.name}” was created. Draw it on the court.`);
          void navigate(formationEditHref(formation.id));
        }}
      />
    </div>
  );
}
