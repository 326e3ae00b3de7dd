import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DisplayMessage } from '../lib/merge-messages.ts';
import { MessageBubble } from './message-bubble.tsx';

const message: DisplayMessage = {
  key: 'm1',
  id: '00000000-0000-4000-8000-000000000001',
  clientId: 'c1',
  senderId: '00000000-0000-4000-8000-000000000002',
  body: 'See you there',
  sentAt: '2026-11-27T10:00:00.000Z',
  status: 'sent',
  error: null,
};
const noop = () => undefined;
const bubble = (mine: boolean) =>
  render(
    <ul>
      <MessageBubble
        message={message}
        mine={mine}
        sender={{ id: message.senderId!, firstName: 'Ada', profilePhoto: null }}
        showSender
        canDelete
        onDelete={noop}
        onRetry={noop}
        onDiscard={noop}
      />
    </ul>,
  );

afterEach(cleanup);

describe('<MessageBubble>', () => {
  it('names the delete button naturally: your message, or the sender’s', () => {
    bubble(true);
    expect(screen.getByRole('button', { name: 'Delete your message' })).toBeTruthy();
    cleanup();
    bubble(false);
    expect(screen.getByRole('button', { name: "Delete Ada's message" })).toBeTruthy();
  });
});
