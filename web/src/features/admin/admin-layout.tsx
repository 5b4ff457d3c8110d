import { NavLink, Outlet } from 'react-router';
import styles from './admin.module.css';

/** The admin layout (shared by /admin, /admin/users and /admin/audit): a title and the admin sub-navigation. */
export function AdminLayout() {
  return (
    <div className={styles.layout}>
      <div className={styles.layoutHeader}>
        <p className={styles.eyebrow}>Site administration</p>
        <nav aria-label="Admin">
          <ul className={styles.subnav}>
            <li>
              <NavLink to="/admin" end className={styles.subnavLink}>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/users" className={styles.subnavLink}>
                Users
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/audit" className={styles.subnavLink}>
                Audit log
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
