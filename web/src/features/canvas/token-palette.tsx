import type { CSSProperties } from 'react';
import styles from './canvas.module.css';
import { TOKEN_GROUP_LABELS, type PaletteToken, type TokenGroup } from './token-elements';

interface TokenPaletteProps {
  tokens: readonly PaletteToken[];
  onPick: (token: PaletteToken) => void;
  disabled?: boolean;
}

const GROUPS: readonly TokenGroup[] = ['team-a', 'team-b', 'equipment'];

/** Buttons that drop a token at the centre of the canvas view (a click or Enter; no dragging needed). */
export function TokenPalette({ tokens, onPick, disabled = false }: TokenPaletteProps) {
  return (
    <div className={styles.palette} role="toolbar" aria-label="Add players and equipment">
      {GROUPS.map((group) => {
        const inGroup = tokens.filter((token) => token.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group} className={styles.paletteGroup} role="group" aria-label={TOKEN_GROUP_LABELS[group]}>
            <span className={styles.paletteGroupLabel} aria-hidden="true">
              {TOKEN_GROUP_LABELS[group]}
            </span>
            <div className={styles.paletteButtons}>
              {inGroup.map((token) => (
                <button
                  key={token.id}
                  type="button"
                  className={styles.tokenButton}
                  onClick={() => onPick(token)}
                  disabled={disabled}
                  aria-label={`Add ${token.label}`}
                  title={`Add ${token.label}`}
                >
                  <span
                    className={styles.tokenSwatch}
                    data-shape={token.shape}
                    style={
                      {
                        '--token-fill': token.fill,
                        '--token-stroke': token.stroke,
                        '--token-text': token.textColor,
                      } as CSSProperties
                    }
                    aria-hidden="true"
                  >
                    {token.shape === 'triangle' ? '' : token.text}
                  </span>
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
