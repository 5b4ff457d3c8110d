import { DEFAULT_ITEM_MINUTES } from '@sideline/domain';
import { Link } from 'react-router';
import { useCart } from '../../../drills';
import styles from './add-panel.module.css';
import type { useAddItem } from './use-add-item';

/** The drills of my plan cart, one by one or all at once (they stay in the cart: it is mine, not the plan's). */
export function CartPicks({ adder }: { adder: ReturnType<typeof useAddItem> }) {
  const cart = useCart();
  if (cart.items.length === 0) {
    return (
      <div className={styles.tabBody}>
        <p className={styles.muted}>
          Your plan cart is empty. Collect drills with “Add to plan” in the <Link to="/drills">drill library</Link>.
        </p>
      </div>
    );
  }
  const addAll = async () => {
    for (const drill of cart.items) {
      if (
        !(await adder.add(
          { kind: 'drill', drillId: drill.id, durationMinutes: DEFAULT_ITEM_MINUTES.drill },
          drill.name,
        ))
      )
        return;
    }
  };
  return (
    <div className={styles.tabBody}>
      <ul className={styles.results} aria-label="Drills in your cart">
        {cart.items.map((drill) => (
          <li key={drill.id} className={styles.result}>
            <span className={styles.resultName}>{drill.name}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={adder.isAdding(drill.name)}
              onClick={() =>
                void adder.add(
                  { kind: 'drill', drillId: drill.id, durationMinutes: DEFAULT_ITEM_MINUTES.drill },
                  drill.name,
                )
              }
            >
              Add<span className="visually-hidden"> {drill.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={() => void addAll()}>
        Add all {cart.items.length}
      </button>
    </div>
  );
}
