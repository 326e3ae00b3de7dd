import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { revealInRow } from './reveal-in-row.ts';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for screen readers, e.g. "Event lists". */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The content of the selected tab. */
  children?: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys and Home/End move between tabs and select them, and
 * the panel is labelled by its tab. On a narrow screen the row scrolls sideways and keeps the
 * selected tab in view.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  // On a new tab, and again when a label changes width (a count arriving pushes it out).
  const labels = tabs.map((t) => t.label).join('\n');
  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && selected) revealInRow(list, selected);
  }, [value, labels]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((t) => t.id === value);
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className="tab"
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="tab-panel">
        {children}
      </div>
    </div>
  );
}
