import { useId, useState } from 'react';
import { Link } from 'react-router';
import styles from './cart.module.css';
import { useCart } from './use-cart';

/**
 * The plan cart's bar at the foot of the drills pages: how many drills are collected, the list, and "clear".
 * (The plans page makes a practice plan from it; the plan editor adds its drills to a plan.)
 */
export function CartBar() {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!cart.available || cart.items.length === 0) return null;
  const count = cart.items.length;
  return (
    <aside className={styles.bar} aria-label="Plan cart">
      <div className={styles.barRow}>
        <p className={styles.barCount} aria-live="polite">
          <strong>{count}</strong> {count === 1 ? 'drill' : 'drills'} in your plan cart
        </p>
        <div className={styles.barActions}>
          <button
            type="button"
            className="button button--on-dark"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide' : 'Show'}
          </button>
          <button type="button" className="button button--on-dark" onClick={() => cart.clear()} disabled={cart.busy}>
            Clear cart
          </button>
        </div>
      </div>
      <div id={listId} hidden={!open}>
        <ol className={styles.barList}>
          {cart.items.map((drill) => (
            <li key={drill.id} className={styles.barItem}>
              <Link to={`/drills/${drill.id}`} className={styles.barLink}>
                {drill.name}
              </Link>
              <button type="button" className={styles.barRemove} onClick={() => cart.toggle(drill)}>
                Remove<span className="visually-hidden"> {drill.name}</span>
              </button>
            </li>
          ))}
        </ol>
        <p className={styles.barNote}>
          <Link to="/practice-plans" className={styles.barLink}>
            Make a practice plan from these drills
          </Link>{' '}
          (“Create from cart” on the plans page), or add them to a plan you are editing.
        </p>
      </div>
    </aside>
  );
}
