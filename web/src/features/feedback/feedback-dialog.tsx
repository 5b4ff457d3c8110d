import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_KINDS,
  FEEDBACK_TEXT_MAX,
  sendFeedbackSchema,
  type FeedbackKind,
} from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { useSessionUser } from '../../session/session';
import { feedbackKeys, sendFeedback } from './feedback-api';
import styles from './feedback.module.css';

type Sent = { followUpUrl: string | null };

/** Copies the link; says how it went (inside the dialog: a toast would sit behind the modal's backdrop). */
async function copyLink(url: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(url);
    return 'Link copied.';
  } catch {
    return 'Could not copy: select the link and copy it.';
  }
}

/** The short feedback form, as a modal dialog: kind and text; the page and the browser go with it. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<FeedbackKind>('idea');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ kind?: string; text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [copyNote, setCopyNote] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendFeedbackSchema.safeParse({ kind, text, page: pathname });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fields);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await sendFeedback({ kind, text, page: pathname });
      setSent({ followUpUrl: answer.followUpUrl });
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors({ kind: fields.kind?.join(' '), text: fields.text?.join(' '), form: friendlyMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={styles.dialogHeader}>
        <h2 id={`${id}-title`}>{sent ? 'Thank you!' : 'Send feedback'}</h2>
        <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {sent ? (
        <div className={styles.sent}>
          <p>Your feedback reached the Sideline team.</p>
          {sent.followUpUrl ? (
            <>
              <p>
                <strong>Keep this private link</strong> to read our answer later. It is shown only now, and anyone with
                it can read your feedback.
              </p>
              <p className={styles.followUp}>
                <a href={sent.followUpUrl}>{sent.followUpUrl}</a>
              </p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void copyLink(sent.followUpUrl!).then(setCopyNote)}
              >
                Copy the link
              </button>
              <p className={styles.hint} role="status">
                {copyNote}
              </p>
            </>
          ) : user ? (
            <p>
              You will find our answer on{' '}
              <Link to="/feedback" onClick={() => dialog.current?.close()}>
                your feedback page
              </Link>{' '}
              and on your home page.
            </p>
          ) : null}
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
          <fieldset className={styles.kinds}>
            <legend>What is it about?</legend>
            {FEEDBACK_KINDS.map((value) => (
              <label key={value} className={styles.kind}>
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                />
                {FEEDBACK_KIND_LABELS[value]}
              </label>
            ))}
            {errors.kind ? <p className={styles.error}>{errors.kind}</p> : null}
          </fieldset>
          <label htmlFor={`${id}-text`} className={styles.label}>
            Your feedback
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            rows={5}
            value={text}
            maxLength={FEEDBACK_TEXT_MAX}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            We also keep the page you are on ({pathname}) and your browser’s name, nothing else. {text.length}/
            {FEEDBACK_TEXT_MAX.toLocaleString()}
          </p>
          <p id={`${id}-error`} className={styles.error} aria-live="polite">
            {errors.text}
          </p>
          {errors.form && !errors.text && !errors.kind ? (
            <p role="alert" className={styles.error}>
              {errors.form}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send feedback'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
