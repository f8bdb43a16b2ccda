import { DEFAULT_LANGUAGE, type Language } from '@heloc/domain';
import { useEffect, useRef } from 'react';
import { getLanguage, PSEUDO_LANGUAGE, setLanguage, useLanguage } from '../../lib/i18n';
import { hasToken } from '../../lib/auth-token';
import { useProfile } from '../../lib/session';
import { putProfileLanguage } from './api/put-profile-language';

/** The language the person chose on this page, if they did: it wins over what a profile read later says. */
let chosenHere: Language | undefined;

/** Saves a signed-in person's language on their profile; a failure is quiet (the choice still holds in this browser). */
const rememberOnProfile = (language: Language): void => {
  if (!hasToken()) return;
  void putProfileLanguage(language).catch(() => undefined);
};

/** The person chooses a language (the language chooser): kept in this browser and, once signed in, on the profile. */
export const chooseLanguage = (language: Language): void => {
  chosenHere = language;
  setLanguage(language);
  rememberOnProfile(language);
};

/** Forgets a choice made on this page (a test starting afresh). */
export const forgetChoiceOnThisPage = (): void => {
  chosenHere = undefined;
};

/**
 * The language kept on the profile follows the person to this device (docs/i18n.md): once the profile is read (the
 * shell's own profile query, no extra call), a language it holds that differs from the one on screen is taken. A
 * profile without one is given the language being read, when that is not the default. Rendered once, inside the
 * query cache's provider. A choice made on this page is newer than the profile, so the profile is given it instead.
 */
export function ProfileLanguage() {
  const { data: profile } = useProfile();
  const { offered } = useLanguage();
  const seen = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!profile) return;
    const saved = profile.language ?? null;
    // Once per profile answer that says something new: a later choice on this device is not undone by the cache.
    const key = `${profile.uuid ?? ''}:${saved ?? ''}`;
    if (seen.current === key) return;
    seen.current = key;
    const current = getLanguage();
    if (current === PSEUDO_LANGUAGE) return;
    if (chosenHere) {
      // Chosen here before the profile answered (or before signing in): the choice is the newer word.
      if (saved !== chosenHere) rememberOnProfile(chosenHere);
    } else if (saved) {
      if (saved !== current && offered.includes(saved)) setLanguage(saved);
    } else if (current !== DEFAULT_LANGUAGE) {
      rememberOnProfile(current);
    }
  }, [profile, offered]);

  return null;
}
