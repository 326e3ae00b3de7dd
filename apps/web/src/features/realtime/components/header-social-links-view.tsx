import { NavLink } from 'react-router';
import { HeartIcon, MessageIcon } from '../../../components/ui/icons.tsx';
import '../realtime.css';

function BellIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9a6 6 0 0 1 12 0c0 5 2 7 2 7H4s2-2 2-7" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/** Matches, Chats and Notifications (with the unread count) in the header, as icon links. */
export function HeaderSocialLinksView({ unread = 0 }: { unread?: number }) {
  const count = unread > 99 ? '99+' : String(unread);
  return (
    <nav aria-label="Social" className="header-social">
      <NavLink to="/matches" className="header-icon-link" title="Matches">
        <HeartIcon />
        <span className="visually-hidden">Matches</span>
      </NavLink>
      <NavLink to="/chats" className="header-icon-link" title="Chats">
        <MessageIcon />
        <span className="visually-hidden">Chats</span>
      </NavLink>
      <NavLink to="/notifications" className="header-icon-link" title="Notifications">
        <BellIcon />
        <span className="visually-hidden">Notifications{unread > 0 ? `, ${unread} unread` : ''}</span>
        {unread > 0 && (
          <span className="header-badge" aria-hidden="true" data-testid="unread-badge">
            {count}
          </span>
        )}
      </NavLink>
    </nav>
  );
}
