import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, firstMessagePerField } from './field-messages.ts';

describe('firstMessagePerField', () => {
  const schema = z.object({
    a: z.string().min(1, 'a first').min(2, 'a second'),
    b: z.string().min(1, 'b required'),
    nested: z.object({ c: z.string({ error: 'c required' }) }),
  });

  it('keeps the first message of each field, in the given order, then the rest', () => {
    const issues = schema.safeParse({ a: '', b: '', nested: {} }).error?.issues ?? [];
    const fields = firstMessagePerField(issues, ['b', 'a']);
    expect(Object.entries(fields)).toEqual([
      ['b', 'b required'],
      ['a', 'a first'],
      ['nested.c', 'c required'],
    ]);
  });

  it('puts issues about the whole value under the form key', () => {
    const issues = schema.safeParse(null).error?.issues ?? [];
    expect(Object.keys(firstMessagePerField(issues))).toEqual([FORM_ERROR_KEY]);
  });
});
