import { beforeAll, describe, expect, it } from 'vitest';
import { createDraft, createHost, type Host, useHostApp } from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';

describe("an event cover's focal point", () => {
  const { t, host } = useHostApp('A');
  let rival: Host;
  beforeAll(async () => {
    rival = await createHost(t, 'B');
  });

  const patch = (eventId: string, token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/events/${eventId}`, token, payload });
  const read = (eventId: string, token: string) =>
    call(t.app, { method: 'GET', url: `/api/v1/events/${eventId}`, token });

  it('is the centre until the host picks one, and is kept and read back', async () => {
    const draft = await createDraft(t, host);
    const fresh = await read(draft.id, host.token);
    expect(fresh.body.data).toMatchObject({ coverFocusX: 50, coverFocusY: 50 });

    const saved = await patch(draft.id, host.token, { coverFocusX: 20, coverFocusY: 85 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ coverFocusX: 20, coverFocusY: 85 });
    expect((await read(draft.id, host.token)).body.data).toMatchObject({ coverFocusX: 20, coverFocusY: 85 });

    const edges = await patch(draft.id, host.token, { coverFocusX: 0, coverFocusY: 100 });
    expect(edges.body.data).toMatchObject({ coverFocusX: 0, coverFocusY: 100 });
  });

  it('is set on create too', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/events',
      token: host.token,
      payload: { coverFocusX: 10, coverFocusY: 30 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ coverFocusX: 10, coverFocusY: 30 });
  });

  it('refuses anything but a whole number from 0 to 100 with the JSON error, saving nothing', async () => {
    const draft = await createDraft(t, host);
    for (const payload of [
      { coverFocusX: 101 },
      { coverFocusY: -1 },
      { coverFocusX: 12.5 },
      { coverFocusY: '40' },
      { coverFocusX: null },
    ]) {
      const res = await patch(draft.id, host.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.code).toBeTypeOf('string');
    }
    expect((await read(draft.id, host.token)).body.data).toMatchObject({ coverFocusX: 50, coverFocusY: 50 });
  });

  it("cannot be moved on someone else's event", async () => {
    const draft = await createDraft(t, host);
    expect((await patch(draft.id, rival.token, { coverFocusX: 0 })).status).toBe(404);
  });
});
