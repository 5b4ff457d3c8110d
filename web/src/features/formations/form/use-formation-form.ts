import { zodResolver } from '@hookform/resolvers/zod';
import { formationInputSchema, type FormationFields, type FormationInput } from '@sideline/domain';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { FormationFormValues } from './formation-form-values';

/** The formation form's react-hook-form handle: the page owns it (edit pages reset it when someone else saves). */
export type FormationFormHandle = UseFormReturn<FormationInput, unknown, FormationFields>;

/** One zod schema, shared with the API, checks the form; messages appear once a field was left or on submit. */
export function useFormationForm(defaultValues: FormationFormValues): FormationFormHandle {
  return useForm<FormationInput, unknown, FormationFields>({
    resolver: zodResolver(formationInputSchema),
    defaultValues,
    mode: 'onTouched',
  });
}
