import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-engine';
import * as m0003 from './0003-telemetry';
import * as m0004 from './0004-pending-transitions-index';
import * as m0005 from './0005-finish-application';
import * as m0010 from './0010-login-devices';
import * as m0011 from './0011-conditions';
import * as m0012 from './0012-personal-data-at-rest';
import * as m0013 from './0013-mfa';
import * as m0014 from './0014-rate-limits';
import * as m0015cp from './0015-credit-property-retries';
import * as m0016 from './0016-valuation-assets';
import * as m0017 from './0017-decisions-reviews';
import * as m0020 from './0020-closing-package';
import * as m0021 from './0021-signatures';
import * as m0022 from './0022-additional-signers';
import * as m0023 from './0023-email-outbox';
import * as m0024 from './0024-notary';
import * as m0025 from './0025-rescission-funding';
import * as m0026 from './0026-application-changed-notify';
import * as m0027 from './0027-funding-refusals';
import * as m0028 from './0028-operations-console';
import * as m0029 from './0029-notary-doors';
import * as m0030 from './0030-pipeline-indexes';
import * as m0031 from './0031-chat';
import * as m0032 from './0032-notifications';
import * as m0033 from './0033-site-messages';
import * as m0034 from './0034-application-tracking-tradelines';
import * as m0035 from './0035-line-draws';
import * as m0036 from './0036-profile-language';
import * as m0037 from './0037-chat-message-notice';
import * as m0038 from './0038-table-changed-notify';
import * as m0039 from './0039-rows-changed-notify';
import * as m0040 from './0040-profile-birth-date-sealed';
import * as m0041 from './0041-condition-internal-notes';
import * as m0042 from './0042-chatbot-unanswered';
import * as m0043 from './0043-staff-notifications';
import * as m0050 from './0050-pricing-sheets';
import * as m0051 from './0051-partners';
import * as m0052 from './0052-seed-brands-as-partners';
import * as m0060 from './0060-ownership-type';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so the same code runs under tsx, the
 * tests and any bundler. Add a new file as `000N-<what>.ts` and list it here; never edit a released migration.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-engine': m0002,
  '0003-telemetry': m0003,
  '0004-pending-transitions-index': m0004,
  '0005-finish-application': m0005,
  '0010-login-devices': m0010,
  '0012-personal-data-at-rest': m0012,
  '0011-conditions': m0011,
  '0013-mfa': m0013,
  '0014-rate-limits': m0014,
  '0015-credit-property-retries': m0015cp,
  '0016-valuation-assets': m0016,
  '0017-decisions-reviews': m0017,
  '0020-closing-package': m0020,
  '0021-signatures': m0021,
  '0022-additional-signers': m0022,
  '0023-email-outbox': m0023,
  '0024-notary': m0024,
  '0025-rescission-funding': m0025,
  '0026-application-changed-notify': m0026,
  '0027-funding-refusals': m0027,
  '0028-operations-console': m0028,
  '0029-notary-doors': m0029,
  '0030-pipeline-indexes': m0030,
  '0031-chat': m0031,
  '0032-notifications': m0032,
  '0033-site-messages': m0033,
  '0034-application-tracking-tradelines': m0034,
  '0035-line-draws': m0035,
  '0036-profile-language': m0036,
  '0037-chat-message-notice': m0037,
  '0038-table-changed-notify': m0038,
  '0039-rows-changed-notify': m0039,
  '0040-profile-birth-date-sealed': m0040,
  '0041-condition-internal-notes': m0041,
  '0042-chatbot-unanswered': m0042,
  '0043-staff-notifications': m0043,
  '0050-pricing-sheets': m0050,
  '0051-partners': m0051,
  '0052-seed-brands-as-partners': m0052,
  '0060-ownership-type': m0060,
};
