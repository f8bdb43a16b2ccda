import type { StaffPermission } from '@heloc/domain';
import type { ApplicationFile, StaffSelf } from '@heloc/domain/contracts';

/** What every section of the file is given: the file, the member, and what the member may do. */
export interface FileSectionProps {
  file: ApplicationFile;
  self: StaffSelf;
  can: (permission: StaffPermission) => boolean;
  /** When the member last looked at the file before this visit; what arrived after it is marked new. */
  lastSeen?: string | undefined;
}
