import type { AdverseActionReasonCode, DecisionCategory } from '@heloc/domain';

/**
 * What the engine records when it declines an application (Reg B 1002.9: the principal reasons). A step
 * answers it in `StepResult.decision`, a module passes it in `AdvanceOptions.decision`; the score disclosure (FCRA
 * §615) is attached from the application's latest credit report, and the notice PDF is stored with it.
 */
export interface DecisionReasonInput {
  code: AdverseActionReasonCode;
  /** Required for OTHER; otherwise the form's statement is used unless this specifies it. */
  text?: string;
}

export interface DecisionInput {
  /** CREDIT -> error/credit, INCOME -> error/income, the others error/decline. */
  category: DecisionCategory;
  /** 1 to 4, the principal reason first. */
  reasons: readonly DecisionReasonInput[];
}
