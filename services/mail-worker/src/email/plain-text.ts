import type { EmailBlock, EmailBrand, EmailContent } from './email-content.ts';

function blockText(block: EmailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`);
    case 'list':
      return [...(block.title ? [block.title] : []), ...block.items.map((item) => `- ${item}`)];
    case 'quote':
      return [block.title, ...block.text.split(/\r?\n/).map((line) => `> ${line}`)];
    case 'note':
      return [block.text];
    case 'contact':
      return [`${block.text} ${block.email}`];
  }
}

/**
 * The plain-text part: the same blocks as the HTML, one paragraph each, and the button as its label
 * and address. Written from the content rather than converted from the HTML: cheaper, and exact.
 */
export function plainTextOf(content: EmailContent, brand: EmailBrand): string {
  const paragraphs = [
    content.heading,
    ...content.blocks.map((block) => blockText(block).join('\n')),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `-- \n${brand.providerName}`,
  ];
  return `${paragraphs.join('\n\n')}\n`;
}
