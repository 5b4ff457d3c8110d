import {
  SPORT_IDS,
  SPORT_PACKS,
  VISIBILITIES,
  VISIBILITY_LABELS,
  sportIdSchema,
  visibilitySchema,
} from '@sideline/domain';
import { useId } from 'react';
import { templateUrl, type UploadChoices } from './bulk-upload-api';
import styles from './bulk-upload.module.css';

interface UploadSettingsProps {
  choices: UploadChoices;
  onChange: (choices: UploadChoices) => void;
  /** while a file is previewed its rows were read with these choices, so they stay put */
  locked: boolean;
}

/** Step 1: the sport for rows that name none, the visibility of every imported drill, and the templates. */
export function UploadSettings({ choices, onChange, locked }: UploadSettingsProps) {
  const ids = useId();
  return (
    <>
      <div className={styles.settings}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ids}-sport`}>
            Sport
          </label>
          <select
            id={`${ids}-sport`}
            className={styles.select}
            value={choices.sport}
            disabled={locked}
            onChange={(event) => onChange({ ...choices, sport: sportIdSchema.parse(event.target.value) })}
          >
            {SPORT_IDS.map((id) => (
              <option key={id} value={id}>
                {SPORT_PACKS[id].name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ids}-visibility`}>
            Visibility of the imported drills
          </label>
          <select
            id={`${ids}-visibility`}
            className={styles.select}
            value={choices.visibility}
            disabled={locked}
            onChange={(event) => onChange({ ...choices, visibility: visibilitySchema.parse(event.target.value) })}
          >
            {VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {VISIBILITY_LABELS[visibility]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.hint}>
        {locked
          ? 'The rows below were read with these choices. To change them, choose the file again after “Start over”.'
          : 'Rows without a Sport column use this sport. Imported drills are yours, and only you can edit them.'}
      </p>
      <div className={styles.templates}>
        <a className="button button--secondary" href={templateUrl('csv', choices.sport)} download>
          Download CSV template
        </a>
        <a className="button button--secondary" href={templateUrl('xlsx', choices.sport)} download>
          Download Excel template
        </a>
      </div>
    </>
  );
}
