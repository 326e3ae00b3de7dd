import { type SeededEvent, type SeededUser, seedUser } from '../../../test/checkout-fixtures.ts';
import { call, type TestApp } from '../../../test/helpers.ts';

const nineteenYearsAgo = () => `${new Date().getUTCFullYear() - 19}-01-01`;

/** The calls and set-ups the admission tests share; `t` is read at each call. */
export function admissionKit(t: TestApp) {
  async function youngUser(): Promise<SeededUser> {
    const user = await seedUser(t.db);
    await t.db.query('UPDATE users SET birthdate = $2 WHERE id = $1', [user.userId, nineteenYearsAgo()]);
    return user;
  }

  async function setEvent(
    eventId: string,
    fields: { capacity?: number; age_limit?: number; approval_required?: boolean },
  ): Promise<void> {
    for (const [column, value] of Object.entries(fields)) {
      await t.db.query(`UPDATE events SET ${column} = $2 WHERE id = $1`, [eventId, value]);
    }
  }

  const rsvp = (eventId: string, user: SeededUser, answer: 'Yes' | 'Maybe' | 'No') =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/rsvp`,
      token: user.token,
      payload: { answer },
    });

  const approve = (event: SeededEvent, guest: SeededUser) =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.eventId}/rsvps/${guest.userId}/approve`,
      token: event.host.token,
    });

  const view = async (eventId: string, user: SeededUser) =>
    (await call(t.app, { method: 'GET', url: `/api/v1/events/${eventId}`, token: user.token })).body.data;

  const doorList = async (event: SeededEvent) =>
    (
      await call(t.app, {
        method: 'GET',
        url: `/api/v1/events/${event.eventId}/attendance`,
        token: event.host.token,
      })
    ).body.data;

  const one = (event: SeededEvent, index = 0, quantity = 1) => [
    { ticketTypeId: event.ticketTypeIds[index]!, quantity },
  ];

  /** Shares a paid ticket and returns the claim token. */
  const shareToken = async (buyer: SeededUser, ticketId: string) =>
    (await call(t.app, { method: 'POST', url: `/api/v1/tickets/${ticketId}/share`, token: buyer.token })).body
      .data.shareToken as string;

  return { youngUser, setEvent, rsvp, approve, view, doorList, one, shareToken };
}
