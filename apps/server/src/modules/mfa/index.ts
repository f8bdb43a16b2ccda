/** The two-step verification module's front door: what other modules may use (eslint.config.js). */
export { countChallengeFailure, findChallenge, findChallengeForUpdate, useChallenge } from './mfa.repo';
export { CHALLENGE_MAX_ATTEMPTS, challengeHash, createSignInChallenge, verifySecondFactor } from './mfa.service';
