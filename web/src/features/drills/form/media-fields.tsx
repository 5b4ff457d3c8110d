import { diagramSchema, type Diagram } from '@sideline/domain';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DiagramsField } from '../../canvas';
import { firstErrorMessage } from '../../../ui/form-errors';
import type { DrillFormHandle } from './drill-form-types';
import { useDrillLive, useDrillLiveReplaced } from './drill-live-fields';
import formCss from '../../../ui/form.module.css';
import { Field } from '../../../ui/form-field';
import { VideoPreview } from './video-preview';

type DiagramInput = z.input<typeof diagramSchema>;

/** The form holds diagrams as the schema's input; every one we make is complete, defaults filled in. */
const completeDiagram = (diagram: DiagramInput): Diagram => ({
  ...diagram,
  title: diagram.title ?? '',
  courtTemplateId: diagram.courtTemplateId ?? null,
  files: diagram.files ?? {},
});

/** Video link (with a live preview) and diagrams. */
export function MediaFields({ form }: { form: DrillFormHandle }) {
  const { register, control, formState } = form;
  const sport = useWatch({ control, name: 'sport' });
  const videoUrl = useWatch({ control, name: 'videoUrl' });
  const live = useDrillLive();
  // A canvas reads its scene when it opens: a co-editor's drawing taken into this form opens the canvases anew.
  const diagramsReplaced = useDrillLiveReplaced('diagrams');
  return (
    <section className={formCss.section} aria-labelledby="drill-form-media">
      <h2 id="drill-form-media" className={formCss.sectionTitle}>
        Video and diagrams
      </h2>
      <Field
        label="Video link"
        hint="YouTube and Vimeo links play on the drill page."
        error={formState.errors.videoUrl?.message}
        live={live('videoUrl')}
      >
        {(ids) => (
          <>
            <input
              id={ids.control}
              type="url"
              inputMode="url"
              className={formCss.input}
              placeholder="https://www.youtube.com/watch?v=…"
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              {...register('videoUrl', {
                setValueAs: (raw: unknown) => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null),
              })}
            />
            <VideoPreview url={videoUrl} />
          </>
        )}
      </Field>
      <Controller
        control={control}
        name="diagrams"
        render={({ field, fieldState }) => {
          const itemErrors = Array.isArray(fieldState.error)
            ? Object.fromEntries(
                (fieldState.error as unknown[]).map((error, index) => [index, firstErrorMessage(error)]),
              )
            : {};
          const diagramsLive = live('diagrams');
          return (
            <div {...diagramsLive.mark}>
              <DiagramsField
                key={diagramsReplaced}
                sport={sport}
                value={(field.value ?? []).map(completeDiagram)}
                onChange={field.onChange}
                error={
                  fieldState.error && !Array.isArray(fieldState.error) ? firstErrorMessage(fieldState.error) : undefined
                }
                itemErrors={itemErrors}
              />
              {diagramsLive.beside}
            </div>
          );
        }}
      />
    </section>
  );
}
