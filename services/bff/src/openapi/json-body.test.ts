import { describe, expect, it } from 'vitest';
import { isJsonContentType } from './json-body.ts';

describe('what a JSON body may say it is', () => {
  it('JSON or a +json type, in UTF-8 when a charset is named', () => {
    for (const contentType of [
      'application/json',
      'Application/JSON; charset=UTF-8',
      'application/json;charset="utf-8"',
      'application/merge-patch+json',
      'application/vnd.api+json; ext=x',
    ]) {
      expect(isJsonContentType(contentType), contentType).toBe(true);
    }
  });

  it('nothing else: another type, a look-alike, another charset', () => {
    for (const contentType of [
      '',
      'text/plain',
      'text/json',
      'application/jsonx',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
    ]) {
      expect(isJsonContentType(contentType), contentType).toBe(false);
    }
  });
});
