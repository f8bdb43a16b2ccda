import { saveHelocFullStoryLinkContract } from '@heloc/domain/contracts';
import { callContract } from './api-client';
import { sessionTrailLink } from './session-replay';
import { establishTelemetrySession } from './telemetry-session';

/** localStorage marker of an application whose session link was recorded: the session it was recorded for. */
export const sessionLinkSavedKey = (appUuid: string) => `heloc.session-link-saved.${appUuid}`;

/**
 * docs/product/registration-and-routing.md §7 "link": once the application exists, its session-replay link — the
 * console's trail of this visit's telemetry session — is recorded, once per application and session (tracked in
 * localStorage like the experiments' marker); on failure the marker is removed so a later try records it. Answers
 * false when it was already recorded.
 */
export const saveSessionLinkOnce = async (appUuid: string, orgCode: string): Promise<boolean> => {
  const { uuid: sessionKey } = await establishTelemetrySession(orgCode);
  const key = sessionLinkSavedKey(appUuid);
  if (localStorage.getItem(key) === sessionKey) return false;
  localStorage.setItem(key, sessionKey);
  try {
    await callContract(saveHelocFullStoryLinkContract, {
      params: { uuid: appUuid },
      body: { link: sessionTrailLink(sessionKey) },
    });
    return true;
  } catch (error) {
    localStorage.removeItem(key);
    throw error;
  }
};
