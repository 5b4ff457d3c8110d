import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionUser } from '../../session/session';
import { FeedbackButton } from '../feedback';
import { AccountActions } from './account-actions';
import styles from './app-header.module.css';
import { MenuButton } from './menu-button';
import { visibleNavItems } from './nav-items';
import { useCompactHeader } from './use-compact-header';
import { SidelineLogo } from './sideline-logo';

export function AppHeader() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const navItems = visibleNavItems(user);
  const compact = useCompactHeader(inner, `${navItems.map((item) => item.to).join(' ')} ${user?.displayName ?? ''}`);

  // A new page closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Sign-in links come back here afterwards; on /login itself they keep its `next`.
  const returnTo =
    pathname === '/login' ? (new URLSearchParams(search).get('next') ?? undefined) : `${pathname}${search}`;

  return (
    // data-compact: the links sit behind the Menu button (they do not fit on one line); the header's styles key on it.
    <header className={styles.header} data-compact={compact}>
      <div ref={inner} className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Sideline home">
          <SidelineLogo className={styles.logo} />
          <span>Sideline</span>
        </Link>
        <FeedbackButton className={styles.feedback} />
        <MenuButton ref={menuButton} open={menuOpen} controls={menuId} onToggle={() => setMenuOpen((open) => !open)} />
        <div id={menuId} className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={styles.navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountActions returnTo={returnTo} />
        </div>
      </div>
    </header>
  );
}
