import { videoEmbedUrl, videoUrlSchema } from '@sideline/domain';
import formCss from '../../../ui/form.module.css';
import styles from './drill-form.module.css';

/** What the drill page will show for the typed link: the embedded player (YouTube, Vimeo) or a plain link. */
export function VideoPreview({ url }: { url: string | null | undefined }) {
  const link = url?.trim() ?? '';
  if (link === '' || !videoUrlSchema.safeParse(link).success) return null;
  const embed = videoEmbedUrl(link);
  if (!embed) {
    return <p className={formCss.hint}>Not a YouTube or Vimeo link: the drill page will show it as a link.</p>;
  }
  return (
    <div className={styles.videoFrame}>
      <iframe
        src={embed}
        title="Video preview"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
