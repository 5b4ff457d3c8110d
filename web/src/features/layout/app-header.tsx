import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { loginPath } from '../auth/safe-next';
import { useSessionUser } from '../auth/session';
import { useSignOut } from '../auth/use-sign-out';
import styles from './app-header.module.css';
import { visibleNavItems } from './nav-items';
import { SidelineLogo } from './sideline-logo';

export function AppHeader() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

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
  const here = pathname === '/login' ? (new URLSearchParams(search).get('next') ?? undefined) : `${pathname}${search}`;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Sideline home">
          <SidelineLogo className={styles.logo} />
          <span className={styles.brandName}>Sideline</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" data-open={menuOpen} />
          Menu
        </button>
        <div id={menuId} className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {visibleNavItems(user).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={styles.navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.account}>
            {user ? (
              <>
                <span className={styles.user}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(user.displayName)}
                  </span>
                  <span className={styles.userName}>
                    <span className="visually-hidden">Signed in as </span>
                    {user.displayName}
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.signOut}
                  disabled={isSigningOut}
                  onClick={() => signOut('/')}
                >
                  {isSigningOut ? 'Signing out…' : 'Sign out'}
                </button>
              </>
            ) : (
              <>
                <Link to={loginPath(here)} className={styles.signIn}>
                  Sign in
                </Link>
                <Link to={loginPath(here, 'register')} className={styles.register}>
                  Create account
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => Array.from(part ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
