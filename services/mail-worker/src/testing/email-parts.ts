/** The one button of a rendered e-mail (BusinessEmail.tsx): its address and label, or null. */
export function buttonOf(html: string): { href: string; label: string } | null {
  const match = /<a class="action" href="([^"]+)"[^>]*>(.*?)<\/a>/.exec(html);
  if (!match) return null;
  const label = (match[2] ?? '')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#8202;|&#8203;/g, '');
  return { href: (match[1] ?? '').replaceAll('&amp;', '&'), label: label.trim() };
}
