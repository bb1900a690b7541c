import type { ApplicationInput } from '@funding/contracts';
import fc from 'fast-check';

/** Names in every script the PDF must print, as applicants type them (test data only). */
export const SCRIPT_NAMES = {
  vietnamese: 'Nguyễn Thị Minh Khai',
  polish: 'Grzegorz Brzęczyszczykiewicz',
  greek: 'Γιώργος Παπαδόπουλος',
  cyrillic: 'Анна Каренина',
  chinese: '王小明',
  japanese: 'すずき 山田太郎',
  korean: '김민준',
  hebrew: 'עמית כהן',
  arabic: 'علاء عبد الله',
} as const;

/**
 * Form fields of an application whose names use nine scripts, each value in one script (an
 * extractor can give each back exactly). Spread over validApplicationInput with SECOND_OWNER.
 */
export const MULTI_SCRIPT_FIELDS = {
  businessName: '北京王氏贸易有限公司',
  dba: 'すずき商店',
  owner1FirstName: 'Minh Khai',
  owner1LastName: 'Nguyễn Thị',
  owner2FirstName: 'Grzegorz',
  owner2LastName: 'Brzęczyszczykiewicz',
  businessStreet1: '서울 강남구 테헤란로 152',
  businessCity: 'תל אביב',
  businessStreet2: 'شارع الملك فهد',
  ownerSignature: 'Nguyễn Thị Minh Khai',
  partnerSignature: 'Γιώργος Παπαδόπουλος',
} as const satisfies Partial<ApplicationInput>;

/** The agent of that application. */
export const MULTI_SCRIPT_AGENT = { name: 'Анна Каренина', email: 'anna@agents.example' };

// Pieces of text in every script the fonts cover, and the characters that stress the layout:
// spaces of all kinds, line breaks, marks, joiners, bidi controls, brackets (mirrored), emoji,
// private-use and unassigned code points, controls.
const PIECES = [
  'a',
  'Zoë',
  'ễ',
  'Đặng',
  'Łódź',
  'Ωμέγα',
  'Москва',
  'שלום',
  'محمد',
  'لا',
  '北京',
  'すずき',
  '김민준',
  '123',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u00a0',
  '-',
  '(',
  ')',
  '«»',
  'e\u0301',
  '\u200d',
  '\u200c',
  '\u200f',
  '\u202e',
  '🍞',
  '👨‍👩‍👧',
  '\ue000',
  '\u0378',
  '\u0007',
  '\ud800',
];

/** Any text at all: script pieces, arbitrary graphemes and arbitrary UTF-16 (lone surrogates too). */
export const anyText = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...PIECES) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

// What reads back exactly: left-to-right text (so no extractor has to guess an order), with
// characters no font has; no control or format characters, which have nothing to draw, and no
// hyphen at a line end, which pdftotext takes for a word broken in two and joins.
const LEFT_TO_RIGHT_PIECES = [
  'a',
  'Zoë',
  'ễ',
  'Đặng',
  'Łódź',
  'Ωμέγα',
  'Москва',
  '北京',
  'すずき',
  '김민준',
  '123',
  '🍞',
  '\ue000',
  '👨‍👩‍👧',
];

/** Left-to-right names of one to eight words, with emoji and private-use characters among them. */
export const leftToRightName = fc
  .array(fc.array(fc.constantFrom(...LEFT_TO_RIGHT_PIECES), { minLength: 1, maxLength: 3 }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((words) => words.map((word) => word.join('')).join(' '));

/** Right-to-left names: Hebrew or Arabic words. */
export const rightToLeftName = fc
  .oneof(
    fc.array(fc.constantFrom('שלום', 'עמית', 'כהן', 'דוד', 'מיכל'), { minLength: 1, maxLength: 4 }),
    fc.array(fc.constantFrom('محمد', 'علاء', 'عبد', 'الله', 'فاطمة', 'بلال', 'لا'), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map((words) => words.join(' '));
