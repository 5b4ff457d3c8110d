import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../session/safe-next';
import type { DrillRef } from '@sideline/domain';
import styles from './cart.module.css';
import { useCart } from './use-cart';

/** "Add to plan" / "Remove from plan" for one drill; visitors are offered sign-in (the cart belongs to an account). */
export function CartToggle({ drill, size = 'normal' }: { drill: DrillRef; size?: 'normal' | 'small' }) {
  const cart = useCart();
  const { pathname, search } = useLocation();
  const sizeClass = size === 'small' ? styles.small : '';
  if (!cart.available) {
    return (
      <Link to={loginPath(`${pathname}${search}`)} className={`button button--secondary ${sizeClass}`}>
        Add to plan<span className="visually-hidden">: {drill.name} (sign in first)</span>
      </Link>
    );
  }
  const inCart = cart.has(drill.id);
  return (
    <button
      type="button"
      className={`button ${inCart ? 'button--primary' : 'button--secondary'} ${sizeClass}`}
      onClick={() => cart.toggle(drill)}
    >
      {inCart ? '✓ In plan cart' : 'Add to plan'}
      <span className="visually-hidden">{inCart ? ` (remove ${drill.name})` : `: ${drill.name}`}</span>
    </button>
  );
}
