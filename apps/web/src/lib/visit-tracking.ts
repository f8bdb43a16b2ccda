import {
  APP_ID_REQUIRED_MESSAGE,
  NO_PROFILE_UUID_MESSAGE,
  SESSION_NOT_ESTABLISHED_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  isFeatureEnabled,
  englishOf,
} from '@heloc/domain';
import {
  customerFigureInfoContract,
  getDecisionContract,
  getIdentityV1Contract,
  getOptimizelyProfileContract,
  saveHelocExperimentsContract,
  saveTrackerContract,
  updateOptimizelyProfileContract,
  type CreateHelocBody,
  type Experiment,
} from '@heloc/domain/contracts';
import { callContract } from './api-client';
import type { Flags } from './flags';
import { currentTelemetrySession, establishTelemetrySession } from './telemetry-session';
import { DECIDED_EXPERIMENTS_KEY } from './auth-mode';

/*
 * The calls around the journey that record who the visitor is for experiments and marketing
 * (docs/product/application-area.md §4.2, §5.2, §7, §8; docs/product/widgets-and-calculations.md §7, §8). None of
 * them blocks the borrower: callers ignore their failures, which carry the catalogue's messages.
 */

// ---- the landing's marketing parameters, kept for the visit ----

export const LANDING_PARAMS_KEY = 'heloc.landing-params';
/** The marketing tool ids a partner's link may carry (the parameter names are ours: the spec names only the fields). */
export const MARKETING_TOOL_PARAMS = ['totalExpertOwnerId', 'totalExpertContactId'] as const;

interface LandingParams {
  utm: Record<string, string>;
  marketingTools: Partial<Record<(typeof MARKETING_TOOL_PARAMS)[number], string>>;
}

const readLanding = (): LandingParams => {
  try {
    const value = JSON.parse(sessionStorage.getItem(LANDING_PARAMS_KEY) ?? 'null') as LandingParams | null;
    return value ?? { utm: {}, marketingTools: {} };
  } catch {
    return { utm: {}, marketingTools: {} };
  }
};

/**
 * Keeps the utm_* parameters and marketing tool ids of the page the visit landed on (the first page that carries
 * any: a later page of the same visit without them does not erase them; one with them replaces them).
 */
export const keepLandingParams = (search: string): void => {
  const params = new URLSearchParams(search);
  const utm: Record<string, string> = {};
  for (const [key, value] of params) if (key.toLowerCase().startsWith('utm_') && value) utm[key] = value.slice(0, 500);
  const marketingTools: LandingParams['marketingTools'] = {};
  for (const key of MARKETING_TOOL_PARAMS) {
    const value = params.get(key);
    if (value) marketingTools[key] = value.slice(0, 100);
  }
  if (Object.keys(utm).length === 0 && Object.keys(marketingTools).length === 0) return;
  sessionStorage.setItem(LANDING_PARAMS_KEY, JSON.stringify({ utm, marketingTools }));
};

// ---- experiments ----

/** The decisions this visitor was bucketed into (name and variation), kept for the visit. */

export const decidedExperiments = (): Experiment[] => {
  try {
    return (JSON.parse(sessionStorage.getItem(DECIDED_EXPERIMENTS_KEY) ?? '[]') as Experiment[]) ?? [];
  } catch {
    return [];
  }
};

const rememberExperiment = (experiment: Experiment) => {
  const others = decidedExperiments().filter((e) => e.name !== experiment.name);
  sessionStorage.setItem(DECIDED_EXPERIMENTS_KEY, JSON.stringify([...others, experiment]));
};

/** The flags docs/product/registration-and-routing.md §2 calls experiments: their state is a variation the visitor saw. */
export const EXPERIMENT_FLAG_KEYS = ['redesign-2025'] as const;

/** The experiments of this visit: the decisions taken, and the experiment flags as the visitor got them. */
export const experimentsOf = (flags: Flags | undefined): Experiment[] => {
  const decided = decidedExperiments();
  const fromFlags = EXPERIMENT_FLAG_KEYS.filter((key) => flags?.[key] && !decided.some((e) => e.name === key)).map(
    (key) => ({ name: key, variation: isFeatureEnabled(flags ?? {}, key) ? 'on' : 'off' }),
  );
  return [...decided, ...fromFlags];
};

export interface DecisionUser {
  organization: string;
  identityUuid?: string | undefined;
  applicationUuid?: string | undefined;
}

/**
 * docs/product/widgets-and-calculations.md §7: an experiment decision in the external context, for the visitor's
 * tracker (the telemetry session's trackerUuid). Without a session: 'Could not establish session'. The decision is
 * remembered for the visit and recorded on the application it leads to.
 */
export const decide = async (featureKey: string, user: DecisionUser) => {
  let trackerId: string;
  try {
    trackerId = (await establishTelemetrySession(user.organization)).trackerUuid;
  } catch {
    throw new Error(englishOf(SESSION_NOT_ESTABLISHED_MESSAGE));
  }
  const answer = await callContract(getDecisionContract, {
    params: { context: 'external' },
    body: { featureKey, optimizeUser: { ...user, trackerId } },
  });
  rememberExperiment({ name: featureKey, variation: answer.variation });
  return answer;
};

/** localStorage marker of an application whose experiments were recorded (docs/product/application-area.md §4.2). */
export const experimentsSavedKey = (appUuid: string) => `heloc.experiments-saved.${appUuid}`;

/**
 * docs/product/application-area.md §4.2, §5.2: records the experiments once per application, tracked in localStorage;
 * on failure the marker is removed so a later visit retries. Without an application id: 'App ID is required to save
 * experiment'. Answers false when there was nothing to do.
 */
export const saveExperimentsOnce = async (appUuid: string, experiments: Experiment[]): Promise<boolean> => {
  if (!appUuid) throw new Error(englishOf(APP_ID_REQUIRED_MESSAGE));
  const key = experimentsSavedKey(appUuid);
  if (experiments.length === 0 || localStorage.getItem(key)) return false;
  localStorage.setItem(key, new Date().toISOString());
  try {
    await callContract(saveHelocExperimentsContract, { params: { appUuid }, body: { experiments } });
    return true;
  } catch (error) {
    localStorage.removeItem(key);
    throw error;
  }
};

// ---- the identity and its tracker profile ----

/** docs/product/widgets-and-calculations.md §7: the figureinfo call names the application asking (ours: 'heloc'). */
export const APPLICATION_NAME = 'heloc';

/**
 * The signed-in identity's uuid from the identity broker's self info, else from the identity service; when both
 * fail: 'User not found' (docs/product/widgets-and-calculations.md §8).
 */
export const resolveIdentityUuid = async (signal?: AbortSignal): Promise<string> => {
  try {
    return (
      await callContract(customerFigureInfoContract, { headers: { 'application-name': APPLICATION_NAME }, signal })
    ).identityUuid;
  } catch {
    try {
      // docs/product/widgets-and-calculations.md §7: the identity service's v1 call, with the stored token.
      return (await callContract(getIdentityV1Contract, { signal })).uuid;
    } catch {
      throw new Error(englishOf(USER_NOT_FOUND_MESSAGE));
    }
  }
};

/** docs/product/application-area.md §5.2: the tracker profile needs a profile uuid ('No profile uuid'). */
export const linkTrackerProfile = async (identityUuid: string, profileUuid: string | undefined) => {
  if (!profileUuid) throw new Error(NO_PROFILE_UUID_MESSAGE);
  await callContract(updateOptimizelyProfileContract, {
    query: { identityUuid },
    body: { optimizelyProfileUuid: profileUuid },
  });
};

/** Marks, per tab, the identities whose tracker was linked. */
export const TRACKER_LINKED_KEY = 'heloc.tracker-linked';

/**
 * Once a visitor is signed in: their experiment profile follows them. Another tracker id already on the identity
 * (GET optermizerly-profile) is kept, so a returning borrower keeps their buckets on another device; otherwise this
 * visit's tracker becomes theirs (PATCH optermizerly-profile and the Save tracker call). Once per identity per tab.
 */
export const syncTrackerProfile = async (organization: string): Promise<string> => {
  const identityUuid = await resolveIdentityUuid();
  if (sessionStorage.getItem(TRACKER_LINKED_KEY) === identityUuid) return identityUuid;
  const [{ trackerId }, session] = await Promise.all([
    callContract(getOptimizelyProfileContract),
    establishTelemetrySession(organization),
  ]);
  // Another device's tracker stays the identity's; this visit's is linked (again: the link is idempotent).
  if (!trackerId || trackerId === session.trackerUuid) {
    await linkTrackerProfile(identityUuid, session.trackerUuid);
    await callContract(saveTrackerContract, { body: { trackerUuid: session.trackerUuid } });
  }
  sessionStorage.setItem(TRACKER_LINKED_KEY, identityUuid);
  return identityUuid;
};

/** The create call's tracking fields (docs/product/registration-and-routing.md §7 Create HELOC). */
export const createHelocTracking = (
  flags: Flags | undefined,
): Pick<CreateHelocBody, 'utmParameters' | 'abVersionsRequest' | 'marketingTools' | 'optimizelyProfileRequest'> => {
  const landing = readLanding();
  const trackerUuid = currentTelemetrySession()?.trackerUuid;
  const experiments = experimentsOf(flags);
  return {
    utmParameters: landing.utm,
    ...(experiments.length ? { abVersionsRequest: experiments } : {}),
    ...(Object.keys(landing.marketingTools).length
      ? {
          marketingTools: {
            totalExpertOwnerId: landing.marketingTools.totalExpertOwnerId ?? null,
            totalExpertContactId: landing.marketingTools.totalExpertContactId ?? null,
          },
        }
      : {}),
    optimizelyProfileRequest: trackerUuid ? { optimizelyProfileUuid: trackerUuid } : null,
  };
};
