import { zodResolver } from '@hookform/resolvers/zod';
import { BANNER_VARIANTS, HELOC_BANNER_APP, formatDisplayDate, lazySchema } from '@heloc/domain';
import { type BannerBody, type ConsoleBanner, bannerBodySchema } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SelectField } from '../../../ui/select-field';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useConsoleBanners, useSaveBanner } from './api/site-messages';
import { ConsoleTable } from '../../shared/console-table';
import { useChosenOrg } from '../../shared/org-choice';
import { OrgPicker } from '../../shared/org-picker';
import { useConsoleTitle } from '../../shared/use-console-title';
import './site-screens.css';

const VARIANT_LABELS = { info: 'Information', warn: 'Warning' } as const;

/** The apps field is one line of names separated by commas. */
const bannerFormSchema = lazySchema(() =>
  bannerBodySchema.extend({
    apps: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((app) => app.trim())
          .filter(Boolean),
      )
      .pipe(bannerBodySchema.shape.apps),
  }),
);
type BannerForm = z.input<typeof bannerFormSchema>;

/** A uuid for a new banner, made once per form (so a second send is the same banner). */
const newBannerUuid = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );

/**
 * /console/banners: the site banners of an organisation (docs/product/widgets-and-calculations.md §4), newest first;
 * an admin writes one, edits it or deactivates it. An edit shows a banner again to those who dismissed it.
 */
export function BannersPage() {
  const self = useStaffSelf().data;
  const mayManage = mayDo(self, 'BANNERS_MANAGE');
  const [chosenOrg, setChosen] = useChosenOrg(self?.orgCodes);
  const orgCode = mayManage ? chosenOrg : undefined;
  const banners = useConsoleBanners(orgCode);
  const save = useSaveBanner();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useConsoleTitle('Banners');

  if (!self) return null;
  if (!mayManage || !orgCode) {
    return (
      <section className="stack" aria-labelledby="banners-title">
        <h1 id="banners-title">Banners</h1>
        <Alert variant="info">Only an admin writes the site banners.</Alert>
      </section>
    );
  }

  const deactivate = (banner: ConsoleBanner) => {
    setSaved(null);
    const { message, apps, variant, dismissable } = banner;
    save.mutate(
      {
        orgCode,
        bannerUuid: banner.uuid,
        newUuid: banner.uuid,
        fields: { message, apps, variant, dismissable, active: false },
      },
      { onSuccess: () => setSaved('The banner is no longer shown.') },
    );
  };

  return (
    <section className="stack" aria-labelledby="banners-title">
      <h1 id="banners-title">Banners</h1>
      <p>
        Banners show under the top bar of the borrowers' pages, the two newest active ones of the app named. A borrower
        may dismiss a dismissable banner; editing it shows it to them again.
      </p>
      <OrgPicker
        orgCodes={self.orgCodes}
        value={orgCode}
        onChange={(code) => {
          setChosen(code);
          setEditing(null);
        }}
      />
      {saved && <Alert variant="success">{saved}</Alert>}
      {save.error && editing === null && <Alert variant="error">{englishErrorOf(save.error)}</Alert>}
      {banners.error && <Alert variant="error">{englishErrorOf(banners.error)}</Alert>}
      {banners.isPending && <Spinner label="Loading the banners" />}
      {banners.data?.length === 0 && <p>No banners yet.</p>}
      {banners.data && banners.data.length > 0 && (
        <ConsoleTable
          label="Banners table"
          caption="Banners, newest first"
          columns={['Message', 'Kind', 'Apps', 'Shown', 'Dismissable', 'Updated']}
          actions
        >
          {banners.data.map((banner) => (
            <tr key={banner.uuid}>
              <th scope="row" className="console-site__text">
                {banner.message}
              </th>
              <td className="console-site__variant">{VARIANT_LABELS[banner.variant]}</td>
              <td>{banner.apps.join(', ')}</td>
              <td>{banner.active ? 'Yes' : 'No'}</td>
              <td>{banner.dismissable ? 'Yes' : 'No'}</td>
              <td>{formatDisplayDate(new Date(banner.metadata.updatedAt))}</td>
              <td className="console-row-actions">
                <Button
                  variant="secondary"
                  aria-label={`Edit the banner ${banner.message}`}
                  onClick={() => {
                    setSaved(null);
                    save.reset();
                    setEditing(banner);
                  }}
                >
                  Edit
                </Button>
                {banner.active && (
                  <Button
                    variant="secondary"
                    aria-label={`Stop showing the banner ${banner.message}`}
                    onClick={() => deactivate(banner)}
                    disabled={save.isPending}
                  >
                    Stop showing
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {editing === null ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(null);
              save.reset();
              setEditing('new');
            }}
          >
            Write a new banner
          </Button>
        </div>
      ) : (
        <BannerFormSection
          key={editing === 'new' ? 'new' : editing.uuid}
          orgCode={orgCode}
          banner={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved('The banner is saved.');
          }}
        />
      )}
    </section>
  );
}

function BannerFormSection({
  orgCode,
  banner,
  onSaved,
  onCancel,
}: {
  orgCode: string;
  banner: ConsoleBanner | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveBanner();
  const [newUuid] = useState(newBannerUuid);
  const { register, handleSubmit, formState } = useForm<BannerForm, unknown, BannerBody>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: banner
      ? { ...banner, apps: banner.apps.join(', ') }
      : { message: '', apps: HELOC_BANNER_APP, variant: 'info', active: true, dismissable: true },
  });
  const onSubmit = handleSubmit((fields) =>
    save.mutate({ orgCode, bannerUuid: banner?.uuid ?? null, newUuid, fields }, { onSuccess: onSaved }),
  );
  return (
    <form className="stack console-section" noValidate aria-labelledby="banner-form-title" onSubmit={onSubmit}>
      <h2 id="banner-form-title">{banner ? 'Edit the banner' : 'New banner'}</h2>
      {save.error && <Alert variant="error">{englishErrorOf(save.error)}</Alert>}
      <TextAreaField
        label="Message"
        rows={3}
        isRequired
        error={formState.errors.message?.message}
        {...register('message')}
      />
      <TextField
        label="Apps"
        hint={`The apps that show it, separated by commas (this site is "${HELOC_BANNER_APP}").`}
        isRequired
        error={formState.errors.apps?.message}
        {...register('apps')}
      />
      <SelectField
        label="Kind"
        options={BANNER_VARIANTS.map((variant) => ({ value: variant, label: VARIANT_LABELS[variant] }))}
        {...register('variant')}
      />
      <CheckboxField label="Shown (active)" {...register('active')} />
      <CheckboxField label="Borrowers may dismiss it" {...register('dismissable')} />
      <div className="console-row-actions">
        <SubmitButton isLoading={save.isPending} loadingLabel="Saving the banner">
          Save the banner
        </SubmitButton>
        <Button variant="secondary" type="button" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
