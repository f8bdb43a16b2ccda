import {
  BRAND_COLOR_PAIRS,
  brandContrastFailures,
  describeContrastFailure,
  type PartnerBrand,
  type PartnerColors,
} from '@heloc/domain';
import { type ChangeEvent, useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { useUploadBrandAsset } from './api/partners';

const COLOR_LABELS: Record<keyof PartnerColors, string> = {
  primary: 'Primary (buttons, links, focus ring)',
  primaryContrast: 'Text on brand buttons',
  secondary: 'Secondary',
  accent: 'Accent (progress mark)',
  background: 'Page background',
  surface: 'Card background',
  text: 'Text',
  mutedText: 'Secondary text',
};

const TYPES = { 'image/svg+xml': true, 'image/png': true, 'image/jpeg': true } as const;
type ImageType = keyof typeof TYPES;

const base64Of = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * The brand: its colours checked against WCAG 2.2 AA as they are typed, for every pair the app draws
 * (packages/domain/src/org/brand-contrast.ts; the server refuses the same), its logo and favicon uploaded.
 */
export function BrandSection({ brand, onChange }: { brand: PartnerBrand; onChange: (brand: PartnerBrand) => void }) {
  const failures = brandContrastFailures(brand.colors);
  const upload = useUploadBrandAsset();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const setColor = (name: keyof PartnerColors, value: string) =>
    onChange({ ...brand, colors: { ...brand.colors, [name]: value.trim() } });
  const choose = (kind: 'logo' | 'favicon') => async (event: ChangeEvent<HTMLInputElement>) => {
    setUploadError(null);
    const file = event.target.files?.[0];
    if (!file) return;
    if (!(file.type in TYPES)) return setUploadError('A logo or favicon is an SVG, PNG or JPEG image.');
    upload.mutate(
      { kind, contentType: file.type as ImageType, dataBase64: await base64Of(file) },
      {
        onSuccess: ({ url }) => onChange({ ...brand, [kind === 'logo' ? 'logoUrl' : 'faviconUrl']: url }),
        onError: (error) => setUploadError(englishErrorOf(error)),
      },
    );
  };
  return (
    <fieldset className="stack">
      <legend>Brand</legend>
      <div className="console-grid">
        {(Object.keys(COLOR_LABELS) as (keyof PartnerColors)[]).map((name) => (
          <TextField
            key={name}
            label={COLOR_LABELS[name]}
            value={brand.colors[name]}
            onChange={(event) => setColor(name, event.target.value)}
            hint="#rrggbb"
          />
        ))}
      </div>
      <div role="status" aria-live="polite">
        {failures.length === 0 ? (
          <p data-testid="contrast-ok">
            Every pair the app draws passes WCAG 2.2 AA ({BRAND_COLOR_PAIRS.length} pairs checked).
          </p>
        ) : (
          <Alert variant="error">
            <p>These colours would be refused: the contrast is too low.</p>
            <ul>
              {failures.map((failure) => (
                <li key={failure.pair}>{describeContrastFailure(failure)}</li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
      <TextField
        label="Logo's text alternative"
        value={brand.logoAlt}
        onChange={(event) => onChange({ ...brand, logoAlt: event.target.value })}
        hint="Empty: the short name"
      />
      <label>
        Logo (SVG, PNG or JPEG, 200 KB at most){' '}
        <input type="file" accept="image/svg+xml,image/png,image/jpeg" onChange={(e) => void choose('logo')(e)} />
      </label>
      <p>{brand.logoUrl ? `Logo: ${brand.logoUrl}` : 'Logo: drawn from the colours and the short name.'}</p>
      <label>
        Favicon (SVG, PNG or JPEG, 50 KB at most){' '}
        <input type="file" accept="image/svg+xml,image/png,image/jpeg" onChange={(e) => void choose('favicon')(e)} />
      </label>
      <p>{brand.faviconUrl ? `Favicon: ${brand.faviconUrl}` : 'Favicon: drawn from the colours.'}</p>
      {uploadError && <Alert variant="error">{uploadError}</Alert>}
      <TextField
        label="Font family"
        value={brand.fontFamily}
        onChange={(event) => onChange({ ...brand, fontFamily: event.target.value })}
      />
      <TextField
        label="Heading font family"
        value={brand.headingFontFamily}
        onChange={(event) => onChange({ ...brand, headingFontFamily: event.target.value })}
      />
    </fieldset>
  );
}
