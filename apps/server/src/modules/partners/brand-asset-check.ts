import { createHash } from 'node:crypto';
import { BRAND_ASSET_LIMITS } from '@heloc/domain/contracts';
import { AppError } from '../../platform/http/errors';

/*
 * A logo or favicon a partner uploads (docs/organizations.md "Logos and favicons"). An SVG is served to every
 * borrower's browser, so one that could run or fetch anything is refused rather than cleaned: no script, no foreign
 * object, no event handler, no reference outside the file, no entity or stylesheet import. A PNG or JPEG must be one
 * (its first bytes) and within its size. Each refusal says why.
 */

const SVG_REFUSALS: readonly [RegExp, string][] = [
  [/<script[\s>/]/i, 'The SVG holds a script: remove it and upload it again.'],
  [/<foreignObject[\s>/]/i, 'The SVG holds a foreign object (HTML inside the image): remove it.'],
  [/\son[a-z]+\s*=/i, 'The SVG holds an event handler (an on… attribute): remove it.'],
  [/<!(DOCTYPE|ENTITY)/i, 'The SVG declares a document type or entities: remove them.'],
  [/<(iframe|embed|object|audio|video)[\s>/]/i, 'The SVG embeds another document or media: remove it.'],
  [/javascript:/i, 'The SVG holds a javascript: link: remove it.'],
  [
    /(?:xlink:)?href\s*=\s*["']\s*(?!#)/i,
    'The SVG refers to something outside itself (a link or image): embed it or remove it.',
  ],
  [/url\(\s*["']?\s*(?!#)/i, 'The SVG refers to something outside itself (a url() in a style): remove it.'],
  [/@import/i, 'The SVG imports a stylesheet: remove it.'],
];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const EXTENSIONS = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export type BrandAssetType = keyof typeof EXTENSIONS;

/** The image's bytes and its name under the one asset path (a hash of its content). Throws the refusal. */
export const checkBrandAsset = (input: {
  kind: keyof typeof BRAND_ASSET_LIMITS;
  contentType: BrandAssetType;
  dataBase64: string;
}): { name: string; body: Buffer } => {
  const body = Buffer.from(input.dataBase64, 'base64');
  if (body.length === 0) throw new AppError('bad_request', 'The file is empty or not base64.');
  const limit = BRAND_ASSET_LIMITS[input.kind];
  if (body.length > limit)
    throw new AppError(
      'bad_request',
      `The ${input.kind} is ${Math.ceil(body.length / 1024)} KB; a ${input.kind} may be at most ${limit / 1024} KB.`,
    );
  if (input.contentType === 'image/svg+xml') {
    const text = body.toString('utf8');
    if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text))
      throw new AppError('bad_request', 'The file is not an SVG image.');
    for (const [pattern, refusal] of SVG_REFUSALS) if (pattern.test(text)) throw new AppError('bad_request', refusal);
  } else if (input.contentType === 'image/png' && !body.subarray(0, PNG.length).equals(PNG)) {
    throw new AppError('bad_request', 'The file is not a PNG image.');
  } else if (input.contentType === 'image/jpeg' && !body.subarray(0, JPEG.length).equals(JPEG)) {
    throw new AppError('bad_request', 'The file is not a JPEG image.');
  }
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 32);
  return { name: `${hash}.${EXTENSIONS[input.contentType]}`, body };
};

/** The one path every uploaded brand image is served from (docs/organizations.md). */
export const BRAND_ASSET_PATH = '/brand-assets';
export const brandAssetUrl = (name: string) => `${BRAND_ASSET_PATH}/${name}`;
