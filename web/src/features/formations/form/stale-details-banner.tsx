import { Link } from 'react-router';
import { formationHref } from '../format-formation';
import formCss from '../../../ui/form.module.css';

/** `changed`: someone else saved while this coach was typing; `refused`: a save was refused for that reason (412). */
export type StaleReason = 'changed' | 'refused';

interface StaleDetailsBannerProps {
  reason: StaleReason;
  reloading: boolean;
  onReload: () => void;
  formationId: string;
}

/** Someone else saved the details: nothing was overwritten, and reloading keeps what this coach typed. */
export function StaleDetailsBanner({ reason, reloading, onReload, formationId }: StaleDetailsBannerProps) {
  return (
    <div className={formCss.staleBanner} role="alert">
      <p>
        <strong>
          {reason === 'refused'
            ? 'Not saved: these details were changed by someone else after you opened them.'
            : 'These details were changed by someone else while you were editing.'}
        </strong>{' '}
        Their changes were not overwritten.
      </p>
      <p>Reload to take their version: every field you changed keeps what you typed. Then save again.</p>
      <div className={formCss.staleActions}>
        <button type="button" className="button button--primary" onClick={onReload} disabled={reloading}>
          {reloading ? 'Reloading…' : 'Reload, keeping my changes'}
        </button>
        <Link to={formationHref(formationId)} target="_blank" rel="noopener" className="button button--ghost">
          See their version in a new tab
        </Link>
      </div>
    </div>
  );
}
