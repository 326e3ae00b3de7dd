/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import type { EmailContent } from './email-content.ts';

/** The web client's palette (apps/web/src/styles/global.css), inlined as mail clients need. */
const color = {
  bg: '#faf9fc',
  surface: '#ffffff',
  surface2: '#f3f0f9',
  text: '#1d1730',
  muted: '#5e5775',
  border: '#e2dced',
  primary: '#6d28d9',
};
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const s = {
  body: { backgroundColor: color.bg, fontFamily: font, margin: 0, padding: '24px 0' },
  container: { maxWidth: '560px', margin: '0 auto', padding: '0 12px' },
  logo: {
    color: color.primary,
    fontSize: '22px',
    fontWeight: 700,
    letterSpacing: '-0.02em',
    margin: '0 0 16px',
  },
  card: {
    backgroundColor: color.surface,
    border: `1px solid ${color.border}`,
    borderRadius: '12px',
    padding: '24px',
  },
  heading: { color: color.text, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' },
  text: { color: color.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  label: {
    color: color.muted,
    fontSize: '14px',
    lineHeight: '24px',
    padding: '4px 12px 4px 0',
    verticalAlign: 'top',
  },
  value: { color: color.text, fontSize: '16px', lineHeight: '24px', padding: '4px 0', verticalAlign: 'top' },
  money: { color: color.text, fontSize: '16px', lineHeight: '24px', padding: '4px 0', textAlign: 'right' },
  quote: {
    backgroundColor: color.surface2,
    borderRadius: '8px',
    color: color.text,
    fontSize: '16px',
    lineHeight: '24px',
    margin: '0 0 16px',
    padding: '12px 16px',
    whiteSpace: 'pre-wrap',
  },
  button: {
    backgroundColor: color.primary,
    borderRadius: '8px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  small: { color: color.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 4px' },
  hr: { borderColor: color.border, margin: '24px 0 12px' },
} satisfies Record<string, CSSProperties>;

function Rows({ rows, money }: { rows: { label: string; value: string }[]; money?: boolean }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px' }}>
      <tbody>
        {rows.map((r, i) => {
          const last = money && i === rows.length - 1;
          const weight = last ? { fontWeight: 700, borderTop: `1px solid ${color.border}` } : {};
          return (
            <tr key={`${i}-${r.label}`}>
              <td style={{ ...s.label, ...weight }}>{r.label}</td>
              <td style={{ ...(money ? s.money : s.value), ...weight }}>{r.value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One layout for every e-mail: the name, the content on a card, and why the reader got it. */
export function EmailLayout({ content }: { content: EmailContent }) {
  return (
    <Html lang="en">
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Text style={s.logo}>Mingle</Text>
          <Section style={s.card}>
            <Heading as="h1" style={s.heading}>
              {content.heading}
            </Heading>
            {content.paragraphs.map((p, i) => (
              <Text key={`p${i}`} style={s.text}>
                {p}
              </Text>
            ))}
            {content.details?.length ? <Rows rows={content.details} /> : null}
            {content.lines?.length ? <Rows rows={content.lines} money /> : null}
            {content.quote ? (
              <>
                <Text style={{ ...s.small, margin: '0 0 6px' }}>{content.quote.label}</Text>
                <Text style={s.quote}>{content.quote.text}</Text>
              </>
            ) : null}
            {content.action ? (
              <Section style={{ margin: '8px 0 16px' }}>
                <Button href={content.action.url} style={s.button}>
                  {content.action.label}
                </Button>
              </Section>
            ) : null}
            {content.footnotes?.map((f, i) => (
              <Text key={`f${i}`} style={s.small}>
                {f}
              </Text>
            ))}
          </Section>
          <Hr style={s.hr} />
          <Text style={s.small}>{content.reason}</Text>
          <Text style={s.small}>Mingle · events and the people at them</Text>
        </Container>
      </Body>
    </Html>
  );
}
