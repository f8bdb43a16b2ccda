import type { Lien } from '@heloc/domain/contracts';
import { readParticipantApplication } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { ensureLiens, toLien } from './liens-found';
import type { Participation } from '../../platform/auth/access';

export const listLiens = (ctx: ServiceContext, caller: Participation): Promise<Lien[]> =>
  inTransaction(ctx, async (tx) => {
    const row = await readParticipantApplication(tx.db, caller);
    return (await ensureLiens(tx, row)).map(toLien);
  });
