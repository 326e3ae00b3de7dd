import { Skeleton } from '../../../components/ui/skeleton.tsx';

const BUBBLES = [
  { mine: false, width: '55%' },
  { mine: false, width: '35%' },
  { mine: true, width: '45%' },
  { mine: false, width: '60%' },
  { mine: true, width: '30%' },
];

/** A conversation while its history loads: a few bubbles on either side, in the panel's frame. */
export function ChatSkeleton() {
  return (
    <div className="chat-panel" role="status">
      <span className="visually-hidden">Loading messages</span>
      <div className="chat-messages chat-skeleton" aria-hidden="true">
        {BUBBLES.map((b) => (
          <Skeleton
            key={`${b.mine}-${b.width}`}
            width={b.width}
            height="2.4em"
            className={b.mine ? 'chat-skeleton-mine' : 'chat-skeleton-theirs'}
          />
        ))}
      </div>
    </div>
  );
}
