import { beforeAll, describe, expect, it } from 'vitest';
import { useAppWithClient } from '../../../test/client-build.ts';
import { createDraft, createHost, createPublishedEvent, type Host } from '../../../test/event-fixtures.ts';
import { escapeHtml } from './escape-html.ts';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="Mingle: find events" />
<title>Mingle</title>
</head><body><div id="root"></div></body></html>`;

describe('Open Graph tags on /event-details', () => {
  const t = useAppWithClient({ 'index.html': INDEX }, { PUBLIC_URL: 'https://mingle.example' });
  let host: Host;
  beforeAll(async () => {
    host = await createHost(t, 'Owls & "Friends"');
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res.body;
  };

  it('puts the title, description, image and link of a published event in the head', async () => {
    const event = await createPublishedEvent(t, host, {
      title: 'Rooftop Jazz',
      description: '<p>Live <strong>jazz</strong> &amp; drinks on the roof.</p>',
    });
    await t.db.query(`UPDATE events SET cover_image = '/uploads/events/x/cover.webp' WHERE id = $1`, [
      event.id,
    ]);
    const html = await page(`/event-details?id=${event.id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Rooftop Jazz · Mingle</title>');
    expect(head).not.toContain('<title>Mingle</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:title" content="Rooftop Jazz" />');
    expect(head).toContain(
      '<meta property="og:description" content="Live jazz &amp; drinks on the roof." />',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://mingle.example/uploads/events/x/cover.webp" />',
    );
    expect(head).toContain(
      `<meta property="og:url" content="https://mingle.example/event-details?id=${event.id}" />`,
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes everything, so a hostile title stays inert', async () => {
    const event = await createPublishedEvent(t, host, {
      title: '"><script>alert(1)</script>',
      description: null,
    });
    // The API takes only uploaded covers now; an old row may still hold anything.
    await t.db.query('UPDATE events SET cover_image = $2 WHERE id = $1', [
      event.id,
      'https://cdn.example/a.jpg?x="><script>',
    ]);
    const html = await page(`/event-details?id=${event.id}`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('Owls &amp; &quot;Friends&quot;');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('serves the plain page for drafts, unknown or malformed ids and other paths', async () => {
    const draft = await createDraft(t, host, { title: 'Secret draft' });
    for (const url of [
      `/event-details?id=${draft.id}`,
      '/event-details?id=00000000-0000-4000-8000-000000000000',
      '/event-details?id=not-a-uuid',
      '/event-details',
      '/discover',
    ]) {
      const html = await page(url);
      expect(html).toBe(INDEX);
    }
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
