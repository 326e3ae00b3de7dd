/**
 * The event page's shape while its data loads (cover, title, facts, the ticket card), so the
 * page does not jump when it arrives. The full-screen spinner still covers loading the page's
 * code; this covers loading the event.
 */
export function EventSkeleton() {
  return (
    <div className="container page event-page" role="status">
      <span className="visually-hidden">Loading the event</span>
      <div className="event-layout" aria-hidden="true">
        <div className="event-cover event-page-cover event-skeleton" />
        <div className="event-head">
          <div className="event-skeleton event-skeleton-title" />
          <div className="event-skeleton event-skeleton-line" />
          <div className="event-skeleton event-skeleton-line" />
        </div>
        <div className="event-aside">
          <div className="event-skeleton event-skeleton-card" />
        </div>
      </div>
    </div>
  );
}
