import type { RegistrationFlowOptions } from '@heloc/domain';
import type { LoanOriginator } from '@heloc/domain/contracts';
import { createContext, use, type ReactNode } from 'react';
import type { Flags } from '../../../lib/flags';
import type { useRegistrationSubmit } from '../submit/use-registration-submit';

export interface RegistrationFlowValue {
  /** docs/product/registration-and-routing.md §2: which flow the steps belong to. */
  kind: 'v2' | 'original';
  /** Step order and skip rules for this visitor (docs/product/registration-and-routing.md §2, §5). */
  options: RegistrationFlowOptions;
  flags: Flags;
  originator: LoanOriginator | undefined;
  submission: ReturnType<typeof useRegistrationSubmit>;
}

const FlowContext = createContext<RegistrationFlowValue | null>(null);

export function RegistrationFlowProvider({ value, children }: { value: RegistrationFlowValue; children: ReactNode }) {
  return <FlowContext value={value}>{children}</FlowContext>;
}

export function useRegistrationFlow(): RegistrationFlowValue {
  const value = use(FlowContext);
  if (!value) throw new Error('useRegistrationFlow must be used inside <RegistrationFlowProvider>');
  return value;
}
