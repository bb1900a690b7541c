// Agent referral links: '/{slug}-funding-application' (docs/product.md#constants).

export const AGENT_FORM_PATH_SUFFIX = '-funding-application';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `text` can be an agent's slug at all; anything else is an unknown agent. */
export function isAgentSlug(text: string): boolean {
  return text.length <= 200 && SLUG_PATTERN.test(text);
}

export function agentSlug(name: string): string {
  return (
    name
      // Decompose accents first so 'José' keeps its 'e' instead of losing the whole letter.
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z0-9\s]/g, '')
      .trim()
      .replace(/\s+/g, '-')
  );
}

export function agentFormPath(slug: string): string {
  return `/${slug}${AGENT_FORM_PATH_SUFFIX}`;
}

// Returns null for anything that is not exactly an agent link, so the router can fall through to the
// other routes (and finally the 404 page) instead of looking up a nonsense slug.
export function slugFromAgentFormPath(pathname: string): string | null {
  if (!pathname.startsWith('/') || !pathname.endsWith(AGENT_FORM_PATH_SUFFIX)) return null;
  const slug = pathname.slice(1, pathname.length - AGENT_FORM_PATH_SUFFIX.length);
  return isAgentSlug(slug) ? slug : null;
}
