import { useRef } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { useMarkFirstPageCommitted } from '../../first-page-shown';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { NavigationProgress } from './navigation-progress';
import styles from './root-layout.module.css';
import { scrollKey } from './scroll-key';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** The root layout: skip link, header (with the Feedback button), the page, footer, toasts and the loading bar. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const loading = useNavigation().state === 'loading';
  useFocusOnNavigation(main);
  useMarkFirstPageCommitted();
  return (
    <div className={styles.shell}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <NavigationProgress />
      <AppHeader />
      <main id="main-content" ref={main} tabIndex={-1} className={styles.main} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <AppFooter />
      <Toaster position="bottom-right" richColors closeButton theme="light" />
      <ScrollRestoration getKey={(location) => scrollKey(location)} />
    </div>
  );
}
