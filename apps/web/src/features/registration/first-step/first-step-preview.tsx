import { REGISTRATION_STEP_QUERY } from '@heloc/domain';
import { useId, type FormEvent } from 'react';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { SelectField } from '../../../ui/select-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import {
  EMPLOYMENT_OPTIONS,
  FOR_SALE_LEGEND,
  FOR_SALE_OPTIONS,
  OCCUPANCY_LEGEND,
  OCCUPANCY_OPTIONS,
  optionsIn,
} from '../fields/field-options';
import { LoanFacts } from '../flow/loan-facts';
import { RegistrationProgressView } from '../flow/registration-progress-view';
import { RegisterProgressBarView } from '../original/register-progress-bar-view';
import { firstStepMessages as m } from './first-step.messages';
import { ENGLISH_WORDS, type FirstStepWords } from './first-step-say';
import { FIRST_STEP_PREVIEW_ATTRIBUTE, SUBMIT_REQUESTED_ATTRIBUTE } from './first-step-handoff';
import type { FirstStepKind } from './first-step-paths';
import '../registration.css';
// The suggestions of the street field, which the page's first script fills before the app has loaded.
import '../../../shared/address/address-typeahead.css';

// A visitor who has not signed in: the flow the preview stands for until the app knows better.
const VISITOR_OPTIONS = { newAuthMode: false, profileHasEmailAndPhone: false, signedIn: false };

const address = (name: string) => `propertyAddress.${name}`;

/** Continue before the app has loaded: remembered, and the real step submits once it has taken over. */
const rememberSubmit = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  event.currentTarget.setAttribute(SUBMIT_REQUESTED_ATTRIBUTE, '');
};

/**
 * The first registration step as it looks before the app's code has loaded (docs/product/registration-and-routing.md §2): the same layout, heading and
 * fields (same names, labels and order as the property step of /register-v2 or the first page of /register), with
 * no behaviour but typing. The real step takes over with what was typed (first-step-handoff.ts). `words`: the texts in
 * the person's language, without react-intl (first-step-say.ts).
 */
export function FirstStepPreview({ kind, words = ENGLISH_WORDS }: { kind: FirstStepKind; words?: FirstStepWords }) {
  const { say } = words;
  const listId = useId();
  const form = { [FIRST_STEP_PREVIEW_ATTRIBUTE]: '' };
  return (
    <div className="registration-layout">
      <div className="registration-main page">
        {kind === 'v2' ? (
          <RegistrationProgressView options={VISITOR_OPTIONS} stepValue={REGISTRATION_STEP_QUERY.index} words={words} />
        ) : (
          <RegisterProgressBarView index={0} words={words} />
        )}
        <section className="registration-step" aria-labelledby="registration-step-title">
          <h1 id="registration-step-title" tabIndex={-1}>
            {say(m.title)}
          </h1>
          {kind === 'v2' && <p className="page__lead">{say(m.lead)}</p>}
          <form noValidate className="stack" onSubmit={rememberSubmit} {...form}>
            <div className="registration-address">
              <div className="address-typeahead">
                <TextField
                  name={address('street1')}
                  label={say(m.propertyStreet)}
                  isRequired
                  autoComplete="off"
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded={false}
                  aria-controls={listId}
                />
                <ul
                  id={listId}
                  role="listbox"
                  aria-label={say(m.addressSuggestions)}
                  className="address-typeahead__list"
                  hidden
                />
              </div>
              <TextField name={address('street2')} label={say(m.street2)} autoComplete="address-line2" />
              <TextField name={address('city')} label={say(m.city)} isRequired autoComplete="address-level2" />
              <div className="registration-row">
                <TextField
                  name={address('state')}
                  label={say(m.state)}
                  isRequired
                  maxLength={2}
                  autoComplete="address-level1"
                />
                <TextField
                  name={address('zip')}
                  label={say(m.zip)}
                  isRequired
                  inputMode="numeric"
                  maxLength={5}
                  autoComplete="postal-code"
                />
              </div>
            </div>
            <RadioGroupField
              name={address('occupancyType')}
              legend={say(OCCUPANCY_LEGEND)}
              options={optionsIn(say, OCCUPANCY_OPTIONS)}
            />
            {kind === 'original' && (
              <>
                <RadioGroupField
                  name="isListedForSale"
                  legend={say(FOR_SALE_LEGEND)}
                  options={optionsIn(say, FOR_SALE_OPTIONS)}
                />
                <SelectField
                  name="employmentType"
                  label={say(m.employmentType)}
                  placeholder={say(m.select)}
                  options={optionsIn(say, EMPLOYMENT_OPTIONS)}
                  isRequired
                />
                <TextField name="income" label={say(m.income)} inputMode="decimal" isRequired />
                <TextField name="otherIncome" label={say(m.otherIncome)} inputMode="decimal" />
              </>
            )}
            <div className="row row--spread registration-actions">
              <span />
              <SubmitButton>{say(m.continue)}</SubmitButton>
            </div>
          </form>
        </section>
      </div>
      <LoanFacts words={words} />
    </div>
  );
}
