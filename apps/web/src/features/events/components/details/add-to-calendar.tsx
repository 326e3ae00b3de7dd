import type { Event } from '@mingle/shared/schemas/events';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';

// The calendar file builder loads when the menu first opens (or is about to), not with the page.
const loadMenu = () => import('./calendar-menu-list.tsx');
const CalendarMenuList = lazy(loadMenu);

/** "Add to calendar": an .ics file (Apple, Outlook, any calendar) or Google Calendar. */
export function AddToCalendar({ event }: { event: Event }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { startsAt, endsAt } = event;
  if (!startsAt || !endsAt) return null;
  return (
    <div className="calendar-menu">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpen((o) => !o)}
      >
        Add to calendar
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CalendarMenuList
            id={menuId}
            event={{ ...event, startsAt, endsAt }}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
