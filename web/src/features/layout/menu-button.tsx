import type { Ref } from 'react';
import styles from './menu-button.module.css';

interface MenuButtonProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The compact header's "Menu" button (hidden while the links fit on one line, where the menu is always shown). */
export function MenuButton({ open, controls, onToggle, ref }: MenuButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className={styles.icon} aria-hidden="true" data-open={open} />
      Menu
    </button>
  );
}
