import { describe, expect, it } from 'vitest';
import { AGENT_FORM_PATH_SUFFIX, agentFormPath, agentSlug, slugFromAgentFormPath } from './slug.ts';

describe('agentSlug', () => {
  it.each([
    ['John Smith', 'john-smith'],
    ['John  Smith!', 'john-smith'],
    ["  Mary-Jane O'Neil  ", 'maryjane-oneil'],
    ['Agent 007', 'agent-007'],
    ['José Núñez', 'jose-nunez'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['!!!', ''],
  ])('%j -> %j', (name, slug) => {
    expect(agentSlug(name)).toBe(slug);
  });
});

describe('agent form path', () => {
  it('builds /{slug}-funding-application', () => {
    expect(AGENT_FORM_PATH_SUFFIX).toBe('-funding-application');
    expect(agentFormPath('john-smith')).toBe('/john-smith-funding-application');
  });

  it('reads the slug back', () => {
    expect(slugFromAgentFormPath('/john-smith-funding-application')).toBe('john-smith');
    expect(slugFromAgentFormPath(agentFormPath(agentSlug('Agent 007')))).toBe('agent-007');
  });

  it.each([
    '/funding-application',
    '/-funding-application',
    '/John-Smith-funding-application',
    '/john--smith-funding-application',
    '/john-smith-funding-application/',
    '/a/john-funding-application',
    'john-funding-application',
    '/application',
    '/admin',
    '/',
  ])('refuses %j', (pathname) => {
    expect(slugFromAgentFormPath(pathname)).toBeNull();
  });
});
