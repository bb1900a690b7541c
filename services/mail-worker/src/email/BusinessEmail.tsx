import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import type { EmailBlock, EmailBrand, EmailContent } from './email-content.ts';

// One layout for every e-mail: a 600 px column that shrinks to the screen (max-width, never a
// fixed width), the provider's logo and name on top, system fonts, a full-width button on phones.
const COLORS = { text: '#0f172a', muted: '#475569', line: '#e2e8f0', brand: '#1d4ed8', warning: '#9a3412' };
const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const paragraph: CSSProperties = {
  fontSize: '16px',
  lineHeight: '24px',
  color: COLORS.text,
  margin: '0 0 16px',
};
const small: CSSProperties = { ...paragraph, fontSize: '14px', lineHeight: '20px', color: COLORS.muted };

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={paragraph}>{block.text}</Text>;
    case 'facts':
      return (
        <Section style={{ margin: '0 0 16px', borderTop: `1px solid ${COLORS.line}` }}>
          {block.rows.map(([label, value]) => (
            <Row key={label} style={{ borderBottom: `1px solid ${COLORS.line}` }}>
              <Column
                style={{ ...small, margin: 0, padding: '8px 12px 8px 0', width: '40%', verticalAlign: 'top' }}
              >
                {label}
              </Column>
              <Column style={{ ...paragraph, margin: 0, padding: '8px 0', wordBreak: 'break-word' }}>
                {value}
              </Column>
            </Row>
          ))}
        </Section>
      );
    case 'list':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.title && (
            <Heading as="h2" style={{ ...paragraph, fontWeight: 700, margin: '0 0 8px' }}>
              {block.title}
            </Heading>
          )}
          <ul style={{ ...paragraph, paddingLeft: '20px', margin: 0 }}>
            {block.items.map((item) => (
              <li key={item} style={{ margin: '0 0 4px' }}>
                {item}
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'quote':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text style={{ ...small, margin: '0 0 4px' }}>{block.title}</Text>
          <Text
            style={{
              ...paragraph,
              whiteSpace: 'pre-wrap',
              borderLeft: `4px solid ${COLORS.line}`,
              paddingLeft: '12px',
              margin: 0,
            }}
          >
            {block.text}
          </Text>
        </Section>
      );
    case 'note':
      return (
        <Text style={block.tone === 'warning' ? { ...small, color: COLORS.warning } : small}>
          {block.text}
        </Text>
      );
    case 'contact':
      return (
        <Text style={small}>
          {block.text}{' '}
          <Link href={`mailto:${block.email}`} style={{ color: COLORS.brand }}>
            {block.email}
          </Link>
        </Text>
      );
  }
}

/** The one template every e-mail renders through. */
export function BusinessEmail({ content, brand }: { content: EmailContent; brand: EmailBrand }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        {/* On a phone the button takes the whole width, so a thumb finds it. */}
        <style>
          {
            '@media (max-width: 480px) { .action { display: block !important; text-align: center !important; } }'
          }
        </style>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: '#f1f5f9', fontFamily: font, margin: 0, padding: '16px 0' }}>
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            padding: '24px',
          }}
        >
          <Section style={{ margin: '0 0 24px' }}>
            <Img
              src={brand.logoUrl}
              alt={brand.providerName}
              height="40"
              style={{ height: '40px', width: 'auto' }}
            />
          </Section>
          <Heading
            as="h1"
            style={{ fontSize: '22px', lineHeight: '30px', color: COLORS.text, margin: '0 0 16px' }}
          >
            {content.heading}
          </Heading>
          {content.blocks.map((block, index) => (
            // The blocks never change order once rendered: the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Block key={index} block={block} />
          ))}
          {content.action && (
            <Section style={{ margin: '8px 0 24px' }}>
              <Button
                className="action"
                href={content.action.url}
                style={{
                  backgroundColor: COLORS.brand,
                  color: '#ffffff',
                  borderRadius: '6px',
                  fontSize: '16px',
                  fontWeight: 600,
                  padding: '12px 20px',
                  textDecoration: 'none',
                }}
              >
                {content.action.label}
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: COLORS.line, margin: '24px 0 12px' }} />
          <Text style={{ ...small, margin: 0 }}>{brand.providerName}</Text>
        </Container>
      </Body>
    </Html>
  );
}
