import type { Lien } from '@heloc/domain/contracts';
import { requireParticipantApplication } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { ensureLiens, toLien } from './liens-found';

export const listLiens = (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<Lien[]> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid);
    return (await ensureLiens(tx, row)).map(toLien);
  });
