import { expect, it } from 'vitest';
import { modules } from '../../index.ts';
import { type LifecycleEventType, subscribersOf, TRANSITIONS } from './lifecycle.ts';

it('lists in lifecycle.ts every module that subscribes to an event, and no other', () => {
  // Loading every module runs their index.ts, where they subscribe.
  expect(modules.length).toBeGreaterThan(0);
  const listed = new Map<LifecycleEventType, Set<string>>();
  for (const transition of Object.values(TRANSITIONS)) {
    if (!transition.event) continue;
    const names = listed.get(transition.event) ?? new Set<string>();
    for (const name of transition.subscribers) names.add(name);
    listed.set(transition.event, names);
  }
  for (const [event, names] of listed) {
    expect({ event, subscribers: [...new Set(subscribersOf(event))].sort() }).toEqual({
      event,
      subscribers: [...names].sort(),
    });
  }
});
