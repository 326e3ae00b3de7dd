import { NavLink, Outlet } from 'react-router';
import { HELP_PAGES } from '../features/help/help-pages.ts';
import { MainLayout } from './layout/main-layout.tsx';
import '../features/help/help.css';

/** /help and its six pages: a list of the pages beside the one being read. */
export default function HelpLayout() {
  return (
    <MainLayout>
      <div className="container page help-layout">
        <nav aria-label="Help pages" className="help-nav">
          <NavLink to="/help" end className="help-nav-title">
            All help topics
          </NavLink>
          <ul>
            {HELP_PAGES.map((page) => (
              <li key={page.path}>
                <NavLink to={`/help/${page.path}`}>{page.title}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="help-content">
          <Outlet />
        </div>
      </div>
    </MainLayout>
  );
}
