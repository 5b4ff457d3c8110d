import type { DrillFields, DrillInput } from '@sideline/domain';
import type { UseFormReturn } from 'react-hook-form';

/** The drill form's react-hook-form handle, passed to each section of fields. */
export type DrillFormHandle = UseFormReturn<DrillInput, unknown, DrillFields>;
