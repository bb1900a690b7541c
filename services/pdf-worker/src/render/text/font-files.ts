/**
 * The font files the application PDF is set in, where Debian's packages install them. The same
 * paths hold on a developer's machine (`scripts/install-system-deps.sh` installs the packages),
 * under the tests, in the bundled services and in the pdf-worker image (its stage of the Dockerfile copies
 * exactly these files to exactly these paths; font-files.test.ts checks that it does).
 * docs/decisions/pdf-fonts.md says why these fonts.
 */

export type FaceName =
  | 'sans'
  | 'sansBold'
  | 'serifItalic'
  | 'hebrew'
  | 'arabic'
  | 'cjkSimplifiedChinese'
  | 'cjkJapanese'
  | 'cjkKorean';

export interface FaceFile {
  path: string;
  /** The face inside a font collection (.ttc); absent for a file with one face. */
  postscriptName?: string;
  /** The Debian package that installs the file, for the error that says how to get it. */
  debianPackage: 'fonts-noto-core' | 'fonts-noto-cjk';
}

const NOTO = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';
// One collection holds Chinese, Japanese and Korean: the same characters, each with its own
// region's glyph shapes (the Han characters differ in detail between the three).
const CJK_COLLECTION = `${NOTO_CJK}/NotoSansCJK-Regular.ttc`;

export const FONT_FACES: Readonly<Record<FaceName, FaceFile>> = {
  sans: { path: `${NOTO}/NotoSans-Regular.ttf`, debianPackage: 'fonts-noto-core' },
  sansBold: { path: `${NOTO}/NotoSans-Bold.ttf`, debianPackage: 'fonts-noto-core' },
  serifItalic: { path: `${NOTO}/NotoSerif-Italic.ttf`, debianPackage: 'fonts-noto-core' },
  hebrew: { path: `${NOTO}/NotoSansHebrew-Regular.ttf`, debianPackage: 'fonts-noto-core' },
  arabic: { path: `${NOTO}/NotoSansArabic-Regular.ttf`, debianPackage: 'fonts-noto-core' },
  cjkSimplifiedChinese: {
    path: CJK_COLLECTION,
    postscriptName: 'NotoSansCJKsc-Regular',
    debianPackage: 'fonts-noto-cjk',
  },
  cjkJapanese: {
    path: CJK_COLLECTION,
    postscriptName: 'NotoSansCJKjp-Regular',
    debianPackage: 'fonts-noto-cjk',
  },
  cjkKorean: {
    path: CJK_COLLECTION,
    postscriptName: 'NotoSansCJKkr-Regular',
    debianPackage: 'fonts-noto-cjk',
  },
};

/** Every file, once: what an image or a machine must carry. */
export const FONT_FILE_PATHS: readonly string[] = [
  ...new Set(Object.values(FONT_FACES).map((face) => face.path)),
];
